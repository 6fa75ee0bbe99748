"""A toy deck pasted as text: the game's own headings (``Knights (3)``, ``Grade 1 Units (6)``, a shape alone as a
sub-heading), its champion slot, its reserve, and exact lines and columns, all from the toy package's words."""

from __future__ import annotations

import pytest

from deckcheck.games.base import Game
from deckcheck.games.vocabulary import TextWords
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

PASTED = """\
Game: toy
Name: Crimson Rush
Champion: Crimson King

Knights (3)
3 Red Knight
Pawns (3)
- 3x Red Piece
Towers (4)
Blue Tower x4
Total Pile: 10

Reserve (2)
2 Blue Piece
"""


def _read(text: str, game: Game) -> list[tuple[str, int, int, int, str]]:
    deck, problems = read_text("toy.txt", text, game)
    assert problems == []
    pooled, _ = resolve(deck, [], lambda _: None)  # a pool that knows no card: every heading stays one
    return [(e.name, e.count, e.line, e.column, e.section) for e in pooled.entries]


def test_a_pasted_toy_list_reads_with_the_games_own_headings(toy: Game) -> None:
    assert _read(PASTED, toy) == [
        ("Red Knight", 3, 6, 3, "pile"),
        ("Red Piece", 3, 8, 6, "pile"),
        ("Blue Tower", 4, 10, 1, "pile"),
        ("Blue Piece", 2, 14, 3, "reserve"),
    ]
    deck, _ = read_text("toy.txt", PASTED, toy)
    assert deck.game == "toy" and deck.name == "Crimson Rush"
    assert [(n.name, n.line, n.column) for n in deck.slot("champion")] == [("Crimson King", 3, 11)]


@pytest.mark.parametrize("heading", ["Critical Triggers (4)", "Grade 1 Units (4)", "Knight", "Towers:", "Pawns - 4"])
def test_each_group_heading_of_the_game_carries_no_card(toy: Game, heading: str) -> None:
    text = f"Game: toy\n{heading}\n4 Red Piece\n"
    assert _read(text, toy) == [("Red Piece", 4, 3, 3, "pile")]


def test_the_same_list_without_the_games_words_reads_its_headings_as_cards(toy: Game) -> None:
    """The words come from the toy package alone: the same game without them reads ``Knights (3)`` as 3 copies
    of a card named "Knights", and ``Champion: X`` as no slot."""
    wordless = toy.replace(text=TextWords(), kinds=(), slots=())
    read = _read(PASTED, wordless)
    assert ("Knights", 3) in [(name, count) for name, count, *_ in read]
    deck, _ = read_text("toy.txt", PASTED, wordless)
    assert deck.slot("champion") == ()


def test_a_champion_marked_after_its_name_fills_the_slot(toy: Game) -> None:
    deck, problems = read_text("toy.txt", "Game: toy\nAzure Queen (Champion)\n6 Red Piece\n4 Blue Piece\n", toy)
    assert problems == []
    assert [(n.name, n.line, n.column) for n in deck.slot("champion")] == [("Azure Queen", 2, 1)]
    assert [(e.name, e.count) for e in deck.entries if e.section == "pile"] == [("Red Piece", 6), ("Blue Piece", 4)]


def test_the_reserves_other_spelling_from_the_vocabulary_starts_the_reserve(toy: Game) -> None:
    assert toy.text.side_spellings == ("bench",)
    assert _read("Game: toy\n6 Red Piece\n4 Blue Piece\nBench:\n2 Red Knight\n", toy)[-1][-1] == "reserve"


def test_the_sections_headings_counts_are_checked_in_the_games_words(toy: Game) -> None:
    from deckcheck.engine import check_deck
    from deckcheck.readers import read_deck
    from deckcheck.run.pools import starter_pool

    text = "Game: toy\nPile (11)\n6 Red Piece\n4 Blue Tower\nReserve (5)\n2 Blue Piece\nKnight\n1 Red Knight\n"
    deck, problems = read_deck("toy.txt", text.encode())
    report = check_deck(deck, problems, starter_pool("toy"))
    assert [(f.code, f.line, f.message) for f in report.findings] == [
        ("DC009", 2, "the heading says 11 cards; 10 are read in the pile"),
        ("DC009", 5, "the heading says 5 cards; 3 are read in the reserve"),
        ("DC006", 7, '"Knight" is read as a heading: no card has that name'),  # a shape alone: a sub-heading
    ]
    assert report.legal and dict(report.sections) == {"pile": 10, "reserve": 3}
