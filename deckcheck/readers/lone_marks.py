"""A card line marked for a slot with a count of one (``1x Drum Bunker Dragon (Buddy)``) when another line lists
the same card (``4x Drum Bunker Dragon``): the marked line is that slot's card alone, kept outside the deck.

A marked line with a count is the slot's card and that many copies in the deck (``4 X (Buddy)``: the buddy and
four copies). But a list that writes ``1x X (Buddy)`` on a line of its own and ``4x X`` on another means the
buddy card and four copies, not five copies: read so, a legal deck of four copies and its buddy was over the
limit, and a 49-card deck passed as 50. The reading note of the marked line says which way it was read."""

from __future__ import annotations

from collections.abc import Sequence

from cardpool.normalize import normalize_name
from deckcheck.deck import Entry, Reading
from deckcheck.findings import Problem, quote

Marked = tuple[Entry, int, str, str]
"""A card line marked for a slot that the reader also counted in the deck: its entry, the index of its reading
note, the mark as written and the slot's title."""


def alone(
    readings: list[Reading], notes: list[Problem], marked: Sequence[Marked]
) -> tuple[list[Reading], list[Problem]]:
    """``readings`` without the deck copy of each marked line of count one whose card another line lists, and
    ``notes`` with those lines' notes saying so."""
    lone = [m for m in marked if m[0].count == 1]
    if not lone:
        return readings, notes
    names: dict[str, list[Entry]] = {}
    for reading in readings:
        if reading.kind == "card":
            names.setdefault(normalize_name(reading.entry.name), []).append(reading.entry)
    dropped: set[tuple[int, int]] = set()
    notes = list(notes)
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
    kept = [r for r in readings if (r.entry.line, r.entry.column) not in dropped or r.kind != "card"]
    return kept, notes
