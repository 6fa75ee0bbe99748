"""``Sideboard: None``, ``Side Deck: N/A``, ``Side Deck: -``: a section said to hold nothing, not a card named
"None" (an unknown card that made a legal deck illegal)."""

from __future__ import annotations

import pytest

from deckcheck.readers import read_deck
from deckcheck.readers.text_headers import NOTHING


@pytest.mark.parametrize("value", ["None", "none.", "N/A", "(none)", "-", "—", "TBD", "Nothing", "No sideboard"])
@pytest.mark.parametrize(
    ("head", "side"),
    [
        ("Flag: Dragon World\n4 Dragon Breath\nSideboard", "sideboard"),
        ("Game: yugioh\n3 Pot of Greed\nSide Deck", "side"),
    ],
)
def test_a_section_said_to_hold_nothing_holds_no_card(value: str, head: str, side: str) -> None:
    deck, problems = read_deck("d.txt", f"{head}: {value}\n".encode())
    assert problems == [] and [e.section for e in deck.entries] == [deck.entries[0].section]
    assert side not in {e.section for e in deck.entries}


def test_a_card_after_the_colon_is_still_a_card() -> None:
    deck, _ = read_deck("d.txt", b"Flag: Dragon World\nSideboard: 2 Dragon Breath\n")
    assert [(e.name, e.count, e.section) for e in deck.entries] == [("Dragon Breath", 2, "sideboard")]
    assert "dragon breath" not in NOTHING
