"""How much of one file a reader takes: card lines and problems past these stop the reading at a located line."""

from __future__ import annotations

MAX_ENTRIES = 10_000
"""Card lines (flag, buddy, deck and sideboard lines) a reader takes from one file; the rest is not read."""
MAX_PROBLEMS = 1_000
"""Parse problems a reader reports for one file before it stops reading."""


class TooMuch(Exception):
    """A file with more card lines or problems than a reader takes: it stops at ``line``."""

    def __init__(self, message: str, line: int | None, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


def too_many_entries(line: int | None, column: int | None = None) -> TooMuch:
    return TooMuch(f"more than {MAX_ENTRIES:,} card lines: deckcheck stops reading the file here", line, column)


def too_many_problems(line: int | None, column: int | None = None) -> TooMuch:
    return TooMuch(f"more than {MAX_PROBLEMS:,} problems: deckcheck stops reading the file here", line, column)
