"""What parsing one card line gives: the entry read, or the error that says why the line is no card line (and
where). :mod:`deckcheck.readers.entries` holds the grammar."""

from __future__ import annotations

from typing import NamedTuple

from deckcheck.findings import quote

ENTRY_FORMS = "'4 Name', '4x Name' or 'Name x4'"
"""The forms named in messages; '4 - Name' and 'Name (4)' are read too."""


def remark_note(note: str, name: str) -> str:
    """The note for a trailing remark dropped from a name."""
    return f"the remark ({note}) after {quote(name)} is not part of the card name"


class ParsedEntry(NamedTuple):
    """A card line's count and name; ``offset`` is where the name starts (0-based).

    ``note`` is a trailing remark in parentheses that was dropped from the name (``(switched from Munechika)``);
    ``mark`` is the slot word of a trailing ``(Buddy)``; ``lead`` the count and the white space before the name when
    the count is bare digits (``7 `` of ``7 Colored Fish``): a name may start with a number, which only the pool can
    tell.

    A tuple (as :class:`~deckcheck.deck.Entry`): one is made for every card line read."""

    name: str
    count: int  # type: ignore[assignment]  # the field, not tuple.count
    offset: int
    note: str | None = None
    mark: str | None = None
    lead: str | None = None


class EntryError(ValueError):
    """A line that is not a valid card line; ``offset`` points at the culprit (0-based).

    ``bad_count`` is set when the line has a count form whose count cannot be one (``0 Name``, ``Name x1000``).
    """

    def __init__(self, message: str, offset: int = 0, *, bad_count: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.bad_count = bad_count
