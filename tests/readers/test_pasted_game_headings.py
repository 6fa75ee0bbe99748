"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

A list that names no game: the headings only one game has say which game it is read as (game-only headings
are collected by the heading readings during the main read).
"""

from __future__ import annotations

import pytest

from deckcheck.games import get_game
from deckcheck.readers import read_deck

YGO_SECTIONS = "Main: 40\n3 Pot of Greed\nExtra: 15\n1 Stardust Dragon\nSide: 15\n3 Raigeki\n"


YGO_LABELS = "Monsters (19)\n3 Ash Blossom & Joyous Spring\nSpells (15)\n3 Pot of Greed\nTraps (6)\n2 Mirror Force\n"


@pytest.mark.parametrize(
    ("text", "game", "note"),
    [
        (YGO_SECTIONS, "yugioh", (3, 'read as Yu-Gi-Oh!: "Extra: 15" is a heading only Yu-Gi-Oh! decks have')),
        ("Main Deck (40 cards)\n3 Pot of Greed\nExtra Deck (15)\n1 Stardust Dragon\n", "yugioh", (3, "Extra Deck")),
        (YGO_LABELS, "yugioh", (5, '"Traps (6)" is a heading only Yu-Gi-Oh! decks have')),
        ("- **Extra Deck:**\n1 Stardust Dragon\n", "yugioh", (1, '"Extra Deck:"')),
        ("Main Deck: 40\n3 Pot of Greed\nSide Deck (15)\n3 Raigeki\n", "buddyfight", None),  # both games' words
        ("Flag: Dragon World\n4 Dragon Breath\nItems (2)\n2 Dragon Force\n", "buddyfight", None),
        ("Flag: Dragon World\n4 Dragon Breath\nExtra Deck:\n1 Stardust Dragon\n", "buddyfight", None),  # two games
        ("Game: buddyfight\n" + YGO_SECTIONS, "buddyfight", None),  # the Game: line comes first
        ("4 Extra Deck Monster\n2 Trap Hole\n", "buddyfight", None),  # card lines are no headings
    ],
    ids=[
        "sections",
        "n-cards",
        "traps-label",
        "bold-bullet",
        "shared-words",
        "own-words",
        "two-games",
        "game-line",
        "cards",
    ],
)
def test_a_list_that_names_no_game_is_the_game_whose_headings_it_uses(
    text: str, game: str, note: tuple[int, str] | None
) -> None:
    deck, problems = read_deck("list.txt", text.encode())
    assert problems == [] and deck.game == game
    notes = [(n.line, n.message) for n in deck.notes if "heading only" in n.message]
    if note is None:
        assert notes == []
    else:
        [(line, message)] = notes
        assert line == note[0] and note[1] in message and f"write 'Game: {game}'" in message


def test_yugioh_labels_and_sections_read_as_the_yugioh_deck() -> None:
    deck, _ = read_deck("list.txt", (YGO_LABELS + "Extra Deck (1)\n1 Stardust Dragon\n").encode())
    assert [(e.name, e.section) for e in deck.entries] == [
        ("Ash Blossom & Joyous Spring", "main"),
        ("Pot of Greed", "main"),
        ("Mirror Force", "main"),
        ("Stardust Dragon", "extra"),
    ]


def test_the_headings_decide_before_a_pool_and_a_note_points_at_them() -> None:
    deck, _ = read_deck("list.txt", YGO_SECTIONS.encode(), fallback="buddyfight")
    assert deck.game == "yugioh" and deck.game_line == 3  # the file before the pool's game (a wrong pool)
    [note] = [n for n in deck.notes if "heading only" in n.message]
    assert (note.line, note.column) == (3, 1)
    assert note.message.startswith("read as Yu-Gi-Oh!:") and "write 'Game: yugioh'" in note.message
    forced, _ = read_deck("list.txt", YGO_SECTIONS.encode(), forced=get_game("buddyfight"))
    assert forced.game == "buddyfight" and not [n for n in forced.notes if "heading only" in n.message]
