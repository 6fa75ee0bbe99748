"""Showing text from files safely: the one function every printed value goes through.

A value from a deck, a pool, a card table or a file name may hold anything: an
escape sequence that retitles the terminal or opens a link, a right-to-left
override that reorders the report line, a line break that starts a line of its
own, or text that a CI runner reads as a workflow command. :func:`visible`
shows such characters as ``<U+XXXX>``; :func:`line_start` also escapes a
leading ``::``; :func:`clip` bounds how much of a value a message quotes.

This module lives in ``cardpool`` (which knows nothing of ``deckcheck``) so that
the import report can use it too; ``deckcheck`` imports it from here.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")

_HIDDEN = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})
"""Control, format (bidi, zero-width), private-use, surrogate and line/paragraph separator characters."""

QUOTE_LIMIT = 40
"""The most characters of a value that one message quotes."""

_V1_COMMAND = "##["
"""GitHub's old workflow-command prefix: the runner looks for it anywhere in a line."""


def _code(ch: str) -> str:
    return f"<U+{ord(ch):04X}>"


def _hidden(ch: str) -> bool:
    """Whether ``ch`` is shown as its code: a hidden category, or a noncharacter (U+FDD0 to U+FDEF, and U+FFFE
    and U+FFFF in every plane), which XML 1.0 forbids and no font draws."""
    code = ord(ch)
    return unicodedata.category(ch) in _HIDDEN or 0xFDD0 <= code <= 0xFDEF or code & 0xFFFE == 0xFFFE


def visible(text: str) -> str:
    """``text`` with control, format, separator and noncharacters shown as ``<U+202E>``, ``##[`` broken up.

    A card name holding a right-to-left override or a zero-width joiner would
    otherwise reorder or hide part of the report line in a terminal, an escape
    sequence would reach the terminal, and ``##[name]`` anywhere in a line is a
    workflow command to a GitHub Actions runner.
    """
    if not (text.isascii() and text.isprintable()):
        text = "".join(_code(ch) if _hidden(ch) else ch for ch in text)
    if _V1_COMMAND in text:
        text = text.replace(_V1_COMMAND, "##" + _code("["))
    return text


BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The marks and overrides that reorder the text around them."""
_ACTED_ON = frozenset("\x07\x08\x1b\x7f") | frozenset(map(chr, range(0x80, 0xA0))) | BIDI_CONTROLS
"""What a terminal or a log viewer acts on, written raw: bell, backspace, escape, delete, the C1 controls (CSI and
OSC among them), and the bidi controls."""


def acted_on(text: str) -> bool:
    """Whether ``text`` holds a character a terminal or log viewer would act on (:data:`_ACTED_ON`)."""
    return not (text.isascii() and text.isprintable()) and not _ACTED_ON.isdisjoint(text)


def line_start(text: str) -> str:
    """:func:`visible` for a value printed at the start of a line (a deck's path).

    A CI runner reads a line whose first non-blank characters are ``::`` as a
    workflow command (``::error file=...::``, ``::stop-commands::``), so the
    blanks before such a ``::`` and its first colon are shown as ``<U+XXXX>`` too.
    """
    shown = visible(text)
    rest = shown.lstrip()
    if rest.startswith("::"):
        lead = len(shown) - len(rest)
        shown = "".join(_code(ch) for ch in shown[:lead]) + _code(":") + rest[1:]
    return shown


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """At most ``limit`` characters of ``text`` (then ``...``): what a message may quote of a value."""
    return text if len(text) <= limit else text[:limit] + "..."


NAME_QUOTE_LIMIT = 80
"""The most characters of a card name a message quotes: the longest printed name has 76."""


def quote(text: str, limit: int = NAME_QUOTE_LIMIT) -> str:
    """A value from a file in a message, the one way every message quotes one: in double quotes, or in single
    quotes when it holds double quotes and no single quote (``'Maxx "C"'``); at most ``limit`` characters of it.

    Nothing inside is escaped: the message is printed through :func:`visible` (or :func:`one_line`), which shows
    a control, format or separator character as ``<U+XXXX>``, as everywhere else (a tab is ``<U+0009>``, never
    Python's ``\\t``, which ``!r`` would write)."""
    text = clip(text, limit)
    if '"' in text and "'" not in text:
        return f"'{text}'"
    return f'"{text}"'


def listing(items: Iterable[str], limit: int = 10, each: int = QUOTE_LIMIT) -> str:
    """``a, b, c`` for a one-line message: at most ``limit`` items of at most ``each`` characters each."""
    shown: list[str] = []
    more = 0
    for item in items:
        if len(shown) < limit:
            shown.append(clip(item, each))
        else:
            more += 1
    return ", ".join(shown) + (f" and {more:,} more" if more else "")


MESSAGE_LIMIT = 1_000
"""The most characters of a one-line error or note."""


def one_line(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A one-line message as printed: :func:`visible`, and at most ``limit`` characters of it, its start and its
    end (where the reason usually is) kept."""
    if len(text) > limit:
        half = limit // 2
        text = f"{text[:half]}...({len(text) - 2 * half:,} characters left out)...{text[-half:]}"
    return visible(text)


def shown(value: T, limit: int | None = None) -> T:
    """``value`` with every string in it passed through :func:`visible` (and :func:`clip` to ``limit``).

    Walks dicts, lists, tuples, dataclasses (rebuilt with :func:`dataclasses.replace`) and the read-only
    classes of :mod:`cardpool.record` (rebuilt from their fields), so a whole report can be made printable
    before it is rendered.
    """
    if isinstance(value, str):
        return visible(clip(value, limit) if limit else value)  # type: ignore[return-value]
    if isinstance(value, dict):
        return {shown(k, limit): shown(v, limit) for k, v in value.items()}  # type: ignore[return-value]
    if isinstance(value, (list, tuple)):
        return type(value)(shown(v, limit) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: shown(getattr(value, f.name), limit) for f in dataclasses.fields(value) if f.init}
        return dataclasses.replace(value, **changes)
    from cardpool.record import Fields, Record

    if isinstance(value, Record):  # its __init__ takes its fields in order
        return type(value)(*(shown(v, limit) for v in value.field_values()))
    if isinstance(value, Fields):
        return value.replace(**{name: shown(getattr(value, name), limit) for name in value.FIELDS})
    return value
