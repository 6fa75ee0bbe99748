"""A card line marked for a slot with a count of one (``1x Drum Bunker Dragon (Buddy)``) when another line lists
the same card (``4x Drum Bunker Dragon``): the marked line is that slot's card alone, kept outside the deck.

A marked line with a count is the slot's card and that many copies in the deck (``4 X (Buddy)``: the buddy and
four copies). But a list that writes ``1x X (Buddy)`` on a line of its own and ``4x X`` on another means the
buddy card and four copies, not five copies: read so, a legal deck of four copies and its buddy was over the
limit, and a 49-card deck passed as 50. The reading note of the marked line says which way it was read. The
text and the YAML readers both ask :func:`alone`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardpool.normalize import normalize_name
from deckcheck.deck import Entry
from deckcheck.findings import Problem, quote

Marked = tuple[Entry, int, str, str]
"""A card line marked for a slot that the reader also counted in the deck: its entry, the index of its reading
note, the mark as written and the slot's title."""


def marked_note(name: str, mark: str, slot: str, copies: int, section: str) -> str:
    """The note of a line marked for ``slot`` that is also ``copies`` copies in ``section`` (``4 X (Buddy)``)."""
    held = f"{copies} cop{'y' if copies == 1 else 'ies'}"
    return f"{quote(name)} is marked ({mark}): read as the {slot}, and {held} in the {section}"


def alone(entries: Iterable[Entry], notes: list[Problem], marked: Sequence[Marked]) -> set[tuple[int, int]]:
    """The places (line, column) of the marked lines of count one whose card another of ``entries`` lists: each is
    the slot's card alone. ``notes`` is changed in place: those lines' notes say so."""
    lone = [m for m in marked if m[0].count == 1]
    if not lone:
        return set()
    names: dict[str, list[Entry]] = {}
    for entry in entries:
        names.setdefault(normalize_name(entry.name), []).append(entry)
    dropped: set[tuple[int, int]] = set()
    for entry, note, mark, slot in lone:
        other = next((e for e in names.get(normalize_name(entry.name), ()) if e.line != entry.line), None)
        if other is None:
            continue
        dropped.add((entry.line, entry.column))
        notes[note] = Problem(
            f"{quote(entry.name)} is marked ({mark}) on a line of its own and listed again on line "
            f"{other.line}: read as the {slot} alone, kept outside the deck, not as one more copy",
            entry.line,
            entry.column,
        )
    return dropped
