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
