"""The text reader's limits count every line it keeps (:meth:`deckcheck.readers.text_state.TextState.taken`)."""

from __future__ import annotations

from deckcheck.readers import read_deck
from deckcheck.readers.limits import MAX_ENTRIES


def test_slot_lines_count_toward_the_card_line_limit() -> None:
    """The entry limit counts slot lines too (kept by TextState.fill): a flood of flag lines stops the read."""
    deck, problems = read_deck("deck.txt", ("Flag: Dragon World\n" * (MAX_ENTRIES + 5)).encode())
    stops = [p for p in problems if "stops reading" in p.message]
    assert len(stops) == 1 and stops[0].line == MAX_ENTRIES + 1
    assert len(deck.slot("flag")) == MAX_ENTRIES
