"""Headings with nothing right under them. ``Sideboard: None`` (``N/A``, ``-``): a section said to hold nothing,
not a card named "None" (an unknown card that made a legal deck illegal). ``Buddy:``, a blank line, then the name:
the name fills the slot (it was a card of the deck, and the deck had no buddy). A line marked (Flag) is the flag."""

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


@pytest.mark.parametrize("heading", ["Buddy:", "Buddy (1)", "**Buddy**", "## Buddy", "Buddy"])
def test_a_blank_line_between_a_slot_heading_and_its_name(heading: str) -> None:
    """Markdown and blog posts put a blank line under a heading: the name after it still fills the slot."""
    text = f"Flag: Dragon World\n\n{heading}\n\nJackknife Dragon\n\n4 Dragon Breath\n"
    deck, _ = read_deck("d.txt", text.encode())
    assert [n.name for n in deck.slots["buddy"]] == ["Jackknife Dragon"]
    assert [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)]


def test_a_slot_heading_followed_by_cards_still_ends_at_the_cards() -> None:
    deck, _ = read_deck("d.txt", b"Flag: Dragon World\nBuddy:\n\n4 Dragon Breath\n")
    assert deck.slots["buddy"] == () or list(deck.slots["buddy"]) == []
    assert [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)]


@pytest.mark.parametrize("line", ["1x Dragon World (Flag)", "1 Dragon World (flag)"])
def test_a_line_marked_flag_is_the_flag_and_no_card_of_the_deck(line: str) -> None:
    """No note that it is also a copy in the deck, and no second one that it is the 'Flag:' line's flag: a flag
    never counts (two notes said both)."""
    deck, _ = read_deck("d.txt", f"{line}\nBuddy: Jackknife Dragon\n4 Dragon Breath\n".encode())
    assert [n.name for n in deck.slots["flag"]] == ["Dragon World"]
    assert [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)] and deck.notes == ()


def test_a_line_marked_buddy_is_the_buddy_and_its_copies_in_the_deck() -> None:
    deck, _ = read_deck("d.txt", b"Flag: Dragon World\n4 Jackknife Dragon (Buddy)\n")
    assert [n.name for n in deck.slots["buddy"]] == ["Jackknife Dragon"]
    assert [(e.name, e.count) for e in deck.entries] == [("Jackknife Dragon", 4)]


def test_a_section_said_to_hold_nothing_takes_no_card_after_it() -> None:
    """``Sideboard: None`` in a list's header lines, then the cards with no ``Deck:`` heading: they are the deck's
    (they all went to the sideboard, and the deck had 0 cards)."""
    text = "Flag: Dragon World\nBuddy: Jackknife Dragon\nSideboard: None\n\n4 Dragon Breath\n4 Dragoenergy\n"
    deck, _ = read_deck("d.txt", text.encode())
    assert {e.section for e in deck.entries} == {"deck"} and sum(e.count for e in deck.entries) == 8
