"""What a line is, in a deck file and in a pool file: the one definition behind every reported line number and
every line that ``--fix`` rewrites.

A line ends at LF, at CRLF, or at a CR alone (an old Mac file's breaks, or one left in an LF file by a paste
or a join), mixed as they come: where editors that know all three break lines, as docs/bad-input.md promises.
No other character ends a line, whatever :meth:`str.splitlines` says: a form feed or a vertical tab is read
as a space, NEL, LS and PS stay in their line (YAML reads them as breaks, but no line number counts them),
and the other separators (U+001C to U+001E) are control characters that no deck holds.

This module lives in ``cardpool`` (which knows nothing of ``deckcheck``) so that pool files count lines as
decks do; ``deckcheck`` imports it from here.
"""

from __future__ import annotations

import re

LINE_BREAK = re.compile(r"(\r\n|\r|\n)")
"""One line break (grouped, so that :meth:`re.Pattern.split` keeps it)."""


def split_lines(text: str) -> tuple[list[str], list[str]]:
    """``text``'s lines, and the break that ends each of them but the last (which ends the text, and may be
    empty): ``"".join(line + brk ...)`` gives ``text`` back byte for byte."""
    if "\r" not in text:  # the common file: LF only, split without the pattern
        lines = text.split("\n")
        return lines, ["\n"] * (len(lines) - 1)
    parts = LINE_BREAK.split(text)
    return parts[0::2], parts[1::2]


def unix_breaks(text: str) -> str:
    """``text`` with each line break written ``\\n``: the lines of :func:`split_lines` joined by ``\\n``, for a
    reader that splits on ``\\n`` alone (CRLF first, so that it stays one break; three times as fast as joining,
    for each CRLF file a run reads)."""
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def position(text: str, offset: int) -> tuple[int, int]:
    """The 1-based line and column of ``text[offset]``."""
    lines = split_lines(text[:offset])[0]
    return len(lines), len(lines[-1]) + 1
