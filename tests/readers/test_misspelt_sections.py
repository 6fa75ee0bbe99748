"""A section heading misspelt by a letter or two starts its section, with a note (``deckcheck.readers.misspelt``):
before, ``Sidebaord (2):`` was a group heading and the sideboard's cards were counted in the deck (a deck of 49
called legal)."""

from __future__ import annotations

import pytest

from deckcheck.games import get_game
from deckcheck.readers import read_deck
from deckcheck.readers.misspelt import close


def sections(text: str) -> tuple[dict[str, int], list[str]]:
    deck, _ = read_deck("d.txt", text.encode())
    counts: dict[str, int] = {}
    for entry in deck.entries:
        counts[entry.section] = counts.get(entry.section, 0) + entry.count
    return counts, [n.message for n in deck.notes]


@pytest.mark.parametrize(
    ("heading", "section"),
    [
        ("Sidebaord (2):", "sideboard"),
        ("Sidebord:", "sideboard"),
        ("Side Dekc (3)", "sideboard"),
        ("Main Dek:", "deck"),
    ],
)
def test_a_buddyfight_section_heading_misspelt(heading: str, section: str) -> None:
    counts, notes = sections(f"Flag: Dragon World\nDeck (4):\n4 Dragon Breath\n{heading}\n2 Dragoenergy\n")
    expected = {"deck": 6} if section == "deck" else {"deck": 4, section: 2}
    assert counts == expected
    [note] = [n for n in notes if "misspelling" in n]
    title = get_game("buddyfight").section(section).title
    assert note.startswith(f'"{heading.split(" (")[0].rstrip(":")}" is read as the {title} heading')


@pytest.mark.parametrize("heading", ["Extra Dekc (2)", "Xtra Deck:", "Extr Deck:", "Extra Deckk:"])
def test_a_yugioh_extra_deck_heading_misspelt(heading: str) -> None:
    counts, _ = sections(f"Game: yugioh\nMain Deck:\n3 Pot of Greed\n{heading}\n2 Stardust Dragon\n")
    assert counts == {"main": 3, "extra": 2}


@pytest.mark.parametrize(
    "line",
    [
        "Hand Traps (3):",  # a group heading of the player's own
        "Engine:",
        "Sideline",  # no count, no colon: not heading-shaped enough
        "Mail Desk:",  # two letters wrong
        "Extra Tech:",  # two letters from "Extra Deck": a heading of the player's own
        "Extra Buck: 1",  # a card (Extra Buck), two letters from "Extra Deck"
        "Sidebored:",  # two letters wrong: left alone too
        "Side:",  # too short a word to guess at
        "Ride Deck:",  # another game's section (Vanguard's), one letter from "Side Deck"
    ],
)
def test_other_headings_and_lines_are_not_taken_for_a_section(line: str) -> None:
    counts, notes = sections(f"Game: yugioh\nMain Deck:\n3 Pot of Greed\n{line}\n2 Ash Blossom\n")
    assert "side" not in counts or line == "Side:"
    assert not [n for n in notes if "misspelling" in n]


@pytest.mark.parametrize(
    ("a", "b", "near"),
    [
        ("sidebaord", "sideboard", True),  # two letters swapped: one edit
        ("sidebored", "sideboard", False),  # two changed: one edit at most
        ("extratech", "extradeck", False),
        ("xtradeck", "extradeck", True),
        ("maindek", "maindeck", True),
        ("maiddeck", "maindeck", True),
        ("maidddek", "maindeck", False),
        ("handtraps", "sideboard", False),
        ("sideboard", "sideboard", False),  # the word itself is no misspelling (the section reading takes it)
        ("sidebrd", "sideboard", False),  # two letters dropped
        ("sidebd", "sideboard", False),
    ],
)
def test_close(a: str, b: str, near: bool) -> None:
    assert close(a, b) is near


@pytest.mark.parametrize("heading", ["Sidebaord: None", "Side Dekc: N/A"])
def test_a_misspelt_heading_said_to_hold_nothing(heading: str) -> None:
    """Neither an unknown card named so, nor the start of a section that takes the cards after it."""
    counts, notes = sections(f"Flag: Dragon World\n4 Dragon Breath\n{heading}\n2 Dragoenergy\n")
    assert counts == {"deck": 6} and [n for n in notes if "misspelling" in n]
