"""The toy game's rules on YAML and text decks, each at its boundary, and their documentation through ``rules`` and
``explain``: the game's own rules, found through its entry point."""

from __future__ import annotations

import pytest
from toygame_helpers import run

from deckcheck.engine import DeckReport, check_deck
from deckcheck.games.base import Game
from deckcheck.readers import read_deck
from deckcheck.rules import rules_for
from deckcheck.run.pools import starter_pool

LEGAL = """\
game: toy
name: Crimson Rush
champion: Crimson King
pile:
  - 3 Red Knight
  - 3 Red Piece
  - 4 Blue Tower
reserve:
  - 2 Blue Piece
"""


def check(text: str, path: str = "deck.yaml") -> DeckReport:
    deck, problems = read_deck(path, text.encode("utf-8"))
    return check_deck(deck, problems, starter_pool("toy"))


def found(report: DeckReport) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.line, f.card) for f in report.findings]


def test_a_legal_yaml_deck(toy: Game) -> None:
    report = check(LEGAL)
    assert report.legal and report.findings == ()
    assert (report.game, dict(report.sections), report.name) == ("toy", {"pile": 10, "reserve": 2}, "Crimson Rush")
    assert report.details == {"champion": "Crimson King", "colours": {"red": 6, "blue": 4}, "reserve": 2}


@pytest.mark.parametrize(("red", "legal"), [(6, True), (7, False)])
def test_six_cards_of_a_colour_and_no_more(toy: Game, red: int, legal: bool) -> None:
    text = f"Game: toy\n{red - 3} Red Piece\n{10 - red} Blue Tower\n3 Red Knight\n"
    report = check(text, "deck.txt")
    assert report.legal is legal
    assert found(report) == ([] if legal else [("TY102", 4, "Red Knight")])  # the line that takes red past six


def test_the_pile_holds_exactly_ten(toy: Game) -> None:
    assert found(check(LEGAL.replace("4 Blue Tower", "5 Blue Tower"))) == [("TY101", None, None)]
    assert found(check(LEGAL.replace("4 Blue Tower", "3 Blue Tower"))) == [("TY101", None, None)]


def test_a_champion_must_be_one_champion_card(toy: Game) -> None:
    piece = check(LEGAL.replace("champion: Crimson King", "champion: Red Piece"))
    assert found(piece) == [("TY201", 3, "Red Piece")]
    assert piece.findings[0].message == "'Red Piece' is a piece, not a champion"
    two = check(LEGAL.replace("champion: Crimson King", "champion: [Crimson King, Azure Queen]"))
    assert found(two) == [("TY201", 3, "Azure Queen")]
    none = check(LEGAL.replace("champion: Crimson King\n", ""))
    assert none.legal and none.details["champion"] is None


def test_the_reserve_holds_three_at_most(toy: Game) -> None:
    assert check(LEGAL.replace("2 Blue Piece", "3 Blue Piece")).legal
    assert found(check(LEGAL.replace("2 Blue Piece", "4 Blue Piece"))) == [("TY103", None, None)]


def test_every_toy_rule_is_documented_and_listed_in_the_games_words(toy: Game) -> None:
    own = [r for r in rules_for("toy") if r.game == "toy"]
    assert [(r.code, r.slug) for r in own] == [
        ("TY101", "deck-size"),
        ("TY102", "colour-limit"),
        ("TY103", "reserve-size"),
        ("TY201", "champion-invalid"),
    ]
    headings = ("## What it does", "## Why is this bad?", "## Example", "## Use instead")
    for rule in own:
        positions = [rule.doc.find(h) for h in headings]
        assert min(positions) >= 0 and positions == sorted(positions), rule.code
    assert [r.code for r in own if r.over_limit] == ["TY102"]
    listed = run("rules", "--game", "toy")
    assert listed.exit_code == 0 and "Toy Game:" in listed.stdout
    assert all(r.code in listed.stdout for r in own) and "BF101" not in listed.stdout
    explained = run("explain", "TY201")
    assert explained.exit_code == 0
    assert explained.stdout.startswith("# champion-invalid (TY201, Toy Game)")
    assert "Champion: Crimson King" in explained.stdout


def test_a_yaml_key_the_game_does_not_have_is_a_located_error_naming_the_games_keys(toy: Game) -> None:
    report = check("game: toy\npile: [6 Red Piece, 4 Blue Tower]\nsideboard: [1 Red Knight]\n")
    [error] = report.findings
    assert (error.code, error.line, error.column) == ("DC001", 3, 1)
    assert error.message == "unknown key 'sideboard'; expected champion, pile, reserve, name, player, game, format"
