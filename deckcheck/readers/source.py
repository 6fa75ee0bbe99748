"""Turning a deck file's bytes into text, with located errors for what cannot be decoded."""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

from deckcheck.findings import Problem

_CONTROL = re.compile("[\x01-\x08\x0b-\x1f\x7f-\x84\x86-\x9f]")
"""Control characters other than tab and line breaks (C0, DEL and C1 but NEL): no deck list holds them."""


@dataclass(frozen=True, slots=True)
class Decoded:
    text: str | None
    problem: Problem | None = None
    encoding: str = "utf-8"
    """``utf-8``, ``utf-16``, or ``cp1252`` when the bytes are not UTF-8 but are Windows-1252."""


def _line_col(data: bytes, offset: int) -> tuple[int, int]:
    line = data.count(b"\n", 0, offset) + 1
    start = data.rfind(b"\n", 0, offset) + 1
    return line, offset - start + 1


def decode(data: bytes) -> Decoded:
    """Decode a deck file: UTF-8 (a BOM is dropped) or UTF-16 with a BOM; lines end in ``\\n``."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
        encoding = "utf-8"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding = "utf-16"
    else:
        encoding = "utf-8"
        nul = data.find(b"\x00")
        if nul != -1:
            line, column = _line_col(data, nul)
            return Decoded(
                None,
                Problem(
                    f"the file holds a NUL byte at offset {nul}: it is binary, or UTF-16 without a BOM; "
                    "save it as UTF-8 text",
                    line,
                    column,
                ),
            )
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        if encoding == "utf-16":
            return Decoded(None, Problem(f"not valid UTF-16 text (byte offset {exc.start}); save it as UTF-8", 1, 1))
        try:  # what Notepad saves as "ANSI"; five byte values are undefined in it, so not every file decodes
            text = data.decode("cp1252")
        except UnicodeDecodeError:
            pass
        else:
            encoding = "cp1252"
            return _checked(text, encoding)
        line, column = _line_col(data, exc.start)
        return Decoded(
            None,
            Problem(
                f"not valid UTF-8: byte 0x{data[exc.start]:02X} at offset {exc.start}; "
                "save the file as UTF-8 (it may be Latin-1 or Windows-1252)",
                line,
                column,
            ),
        )
    return _checked(text, encoding)


def _checked(text: str, encoding: str) -> Decoded:
    """Decoded text with its line breaks made ``\\n``, or why it is no text deck list."""
    if "\x00" in text:
        offset = text.index("\x00")
        line = text.count("\n", 0, offset) + 1
        return Decoded(None, Problem("the file holds a NUL character: it is not a text deck list", line, 1))
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    control = _CONTROL.search(text)
    if control:  # ESC, backspace, CSI ...: echoed into a report, they would rewrite the reader's terminal
        offset = control.start()
        line = text.count("\n", 0, offset) + 1
        column = offset - (text.rfind("\n", 0, offset) + 1) + 1
        return Decoded(
            None,
            Problem(
                f"the file holds a control character (U+{ord(control.group()):04X}): it is not a text deck list",
                line,
                column,
            ),
        )
    return Decoded(text, encoding=encoding)
