"""Making report text safe for terminals and CI logs."""

from __future__ import annotations

import unicodedata

_HIDDEN = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})


def visible(text: str) -> str:
    """``text`` with control, format and separator characters shown as ``<U+202E>``.

    A card name holding a right-to-left override or a zero-width joiner would
    otherwise reorder or hide part of the report line in a terminal.
    """
    if text.isascii() and text.isprintable():
        return text
    return "".join(f"<U+{ord(ch):04X}>" if unicodedata.category(ch) in _HIDDEN else ch for ch in text)


def line_start(text: str) -> str:
    """:func:`visible` for a value printed at the start of a line (a deck's path).

    A CI runner reads a line whose first non-blank characters are ``::`` as a workflow command, so the
    blanks before such a ``::`` and its first colon are shown as ``<U+XXXX>`` too. (The same function as
    issue 7's ``cardpool.visible.line_start``; when that lands, this one gives way to it.)
    """
    shown = visible(text)
    rest = shown.lstrip()
    if rest.startswith("::"):
        lead = len(shown) - len(rest)
        shown = "".join(f"<U+{ord(ch):04X}>" for ch in shown[:lead]) + "<U+003A>" + rest[1:]
    return shown
