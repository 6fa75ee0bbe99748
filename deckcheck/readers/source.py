"""Turning a deck file's bytes into text, with located errors for what cannot be decoded."""

from __future__ import annotations

import codecs
import re

from cardpool.lines import position, unix_breaks
from cardpool.record import Record, put
from deckcheck.findings import Problem

_CONTROL = re.compile("[\x01-\x08\x0e-\x1f\x7f-\x84\x86-\x9f]")
_PAGE_BREAKS = str.maketrans("\x0b\x0c", "  ")
"""A vertical tab or a form feed (an old editor's page break) reads as a space: white space, one column each."""
"""Control characters other than tab and line breaks (C0, DEL and C1 but NEL): no deck list holds them."""
_LINE_BOMS = re.compile("^\ufeff+", re.MULTILINE)
"""Byte order marks at the start of a line: the file's own (a second one too), or one where two files were joined
(``cat a.txt b.txt``); dropped as the file's own BOM is, so they take no column."""


def lead_marks(line: str) -> int:
    """How many byte order marks start ``line`` as the file writes it: the decoded text drops them
    (:data:`_LINE_BOMS`), so a column of that line is that many characters further right in the file's own line."""
    return len(line) - len(line.lstrip("\ufeff"))


class Decoded(Record):
    """A file's bytes decoded: its text, or the problem that stops it."""

    __slots__ = ("text", "problem", "encoding", "written", "codec", "bom")
    text: str | None
    problem: Problem | None
    encoding: str
    """``utf-8``, ``utf-16``, or ``cp1252`` when the bytes are not UTF-8 but are Windows-1252."""
    written: str | None
    """The text with its own line breaks (CRLF, CR) and after its BOM: what ``--fix`` edits (``None``: ``text``)."""
    codec: str
    """The codec that writes the text back byte for byte (``utf-16-le``, not ``utf-16``)."""
    bom: bytes
    """The byte order mark the file starts with, written back before the text."""

    def __init__(
        self,
        text: str | None,
        problem: Problem | None = None,
        encoding: str = "utf-8",
        written: str | None = None,
        codec: str = "utf-8",
        bom: bytes = b"",
    ) -> None:
        put(self, "text", text)
        put(self, "problem", problem)
        put(self, "encoding", encoding)
        put(self, "written", written)
        put(self, "codec", codec)
        put(self, "bom", bom)

    def for_fix(self) -> tuple[str, str, bytes]:
        """The text as written, the codec and the BOM that write it back (a decoded file only)."""
        assert self.text is not None
        return (self.text if self.written is None else self.written), self.codec, self.bom


def _line_col(data: bytes, offset: int) -> tuple[int, int]:
    """Where byte ``offset`` of undecoded ``data`` is: its line, and its column in bytes."""
    return position(data[:offset].decode("latin-1"), offset)  # a character per byte: CR and LF where they are


def decode(data: bytes) -> Decoded:
    """Decode a deck file: UTF-8 (a BOM is dropped) or UTF-16 with a BOM; lines end in ``\\n``."""
    bom, codec = b"", "utf-8"
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
        encoding, bom = "utf-8", codecs.BOM_UTF8
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding, bom = "utf-16", data[:2]
        codec = "utf-16-le" if bom == codecs.BOM_UTF16_LE else "utf-16-be"
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
            return _checked(text, encoding, "cp1252", bom)
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
    return _checked(text, encoding, codec, bom)


def _checked(text: str, encoding: str, codec: str, bom: bytes) -> Decoded:
    """Decoded text with its line breaks made ``\\n``, or why it is no text deck list."""
    if "\x00" in text:
        line, column = position(text, text.index("\x00"))
        return Decoded(None, Problem("the file holds a NUL character: it is not a text deck list", line, column))
    written = text
    text = unix_breaks(text)
    if "\ufeff" in text:  # "\ufeff4 Dragon Breath": the BOM of a file joined on, not a character of the name
        text = _LINE_BOMS.sub("", text)
    if "\x0b" in text or "\x0c" in text:
        text = text.translate(_PAGE_BREAKS)
    control = _CONTROL.search(text)
    if control:  # ESC, backspace, CSI ...: echoed into a report, they would rewrite the reader's terminal
        line, column = position(text, control.start())
        return Decoded(
            None,
            Problem(
                f"the file holds a control character (U+{ord(control.group()):04X}): it is not a text deck list",
                line,
                column,
            ),
        )
    return Decoded(text, encoding=encoding, written=None if written is text else written, codec=codec, bom=bom)
