"""The plain-text reader: forms of a card line, headers, sections, and exact locations."""

from __future__ import annotations

import pytest

from deckcheck.readers import read_deck
from deckcheck.readers.text_reader import read_text

SAMPLE = """\
# comment
Flag: Dragon World
Buddy: Armorknight Cerberus
4 Dragon Breath
4x Green Dragon Shield
Dragoenergy x3
Sideboard:
2 Battle Aura Circle
"""


def test_sample_from_the_issue_reads_every_line_with_locations() -> None:
    deck, problems = read_text("d.txt", SAMPLE)
    assert problems == []
    assert [(f.name, f.line, f.column) for f in deck.slot("flag")] == [("Dragon World", 2, 7)]
    assert [(b.name, b.line, b.column) for b in deck.slot("buddy")] == [("Armorknight Cerberus", 3, 8)]
    assert [(e.name, e.count, e.line, e.column, e.section) for e in deck.entries] == [
        ("Dragon Breath", 4, 4, 3, "deck"),
        ("Green Dragon Shield", 4, 5, 4, "deck"),
        ("Dragoenergy", 3, 6, 1, "deck"),
        ("Battle Aura Circle", 2, 8, 3, "sideboard"),
    ]


@pytest.mark.parametrize(
    ("line", "name", "count", "column"),
    [
        ("4 Dragon Breath", "Dragon Breath", 4, 3),
        ("4x Dragon Breath", "Dragon Breath", 4, 4),
        ("4 x Dragon Breath", "Dragon Breath", 4, 5),
        ("4X Dragon Breath", "Dragon Breath", 4, 4),
        ("Dragon Breath x4", "Dragon Breath", 4, 1),
        ("Dragon Breath x 4", "Dragon Breath", 4, 1),
        ("  3   Dragon Breath", "Dragon Breath", 3, 7),
        ("1 Xenon Dragon", "Xenon Dragon", 1, 3),
        ("2 Dragon Breath  # two for now", "Dragon Breath", 2, 3),
    ],
)
def test_count_forms(line: str, name: str, count: int, column: int) -> None:
    deck, problems = read_text("d.txt", line + "\n")
    assert problems == []
    [entry] = deck.entries
    assert (entry.name, entry.count, entry.line, entry.column) == (name, count, 1, column)


def test_headers_are_case_insensitive_and_sections_switch() -> None:
    deck, problems = read_text(
        "d.txt", "FLAG: Dragon World\nbuddy:Flarefang Dragon\nSIDEBOARD\n1 Dragon Breath\nMain deck:\n1 Dragoenergy\n"
    )
    assert problems == []
    assert deck.slot("flag")[0].name == "Dragon World" and deck.slot("buddy")[0].name == "Flarefang Dragon"
    assert [(e.name, e.section) for e in deck.entries] == [("Dragon Breath", "sideboard"), ("Dragoenergy", "deck")]


def test_name_game_and_format_headers_are_metadata() -> None:
    deck, problems = read_text("d.txt", "Name: My deck\nGame: Buddyfight\nFormat: standard\n")
    assert problems == []
    assert (deck.name, deck.game, deck.format) == ("My deck", "buddyfight", "standard")


@pytest.mark.parametrize(
    ("line", "column", "fragment"),
    [
        ("0 Dragon Breath", 1, "at least 1"),
        ("-1 Dragon Breath", 1, "at least 1"),
        ("1000 Dragon Breath", 1, "larger than 999"),
        ("1000000000000000000000000000000 Dragon Breath", 1, "larger than 999"),
        ("  ?!", 3, "not a card line"),
        ("Buddy: \u200b\u200d", 8, "invisible"),
    ],
)
def test_bad_lines_are_located_parse_problems(line: str, column: int, fragment: str) -> None:
    deck, problems = read_text("d.txt", "Flag: Dragon World\n" + line + "\n")
    [problem] = problems
    assert (problem.line, problem.column) == (2, column)
    assert fragment in problem.message


def test_every_bad_line_is_reported_not_just_the_first() -> None:
    _, problems = read_text("d.txt", "0 Dragon Breath\n4 Dragon Breath\n1000 Dragon Breath\n0 Dragoenergy\n")
    assert [p.line for p in problems] == [1, 3, 4]


def test_a_line_that_is_no_card_line_is_a_bare_name_of_one_copy() -> None:
    deck, problems = read_text("d.txt", "4 Dragon Breath\noops\nfour Dragon Breath\n")
    assert problems == []
    assert [(e.name, e.count, e.line, e.bare) for e in deck.entries] == [
        ("Dragon Breath", 4, 1, False),
        ("oops", 1, 2, True),
        ("four Dragon Breath", 1, 3, True),
    ]


def test_crlf_and_lone_cr_keep_line_numbers() -> None:
    for newline in ("\r\n", "\r"):
        data = newline.join(["Flag: Dragon World", "Buddy: Flarefang Dragon", "4 Dragon Breath", ""]).encode()
        deck, problems = read_deck("d.txt", data)
        assert problems == []
        assert deck.entries[0].line == 3
        assert deck.entries[0].name == "Dragon Breath"


def test_stdin_without_suffix_is_sniffed_as_text() -> None:
    deck, problems = read_deck("<stdin>", SAMPLE.encode())
    assert problems == [] and len(deck.entries) == 4


def test_deck_site_type_headings_and_header_aliases_are_understood() -> None:
    text = "Flag Card: Dragon World\nBuddy Monster: Flarefang Dragon\nMonsters (8)\n4 Flarefang Dragon\nSpells:\n4 Dragon Breath\n"  # noqa: E501
    deck, problems = read_text("d.txt", text)
    assert problems == []
    assert deck.slot("flag")[0].name == "Dragon World" and deck.slot("buddy")[0].name == "Flarefang Dragon"
    assert [(e.name, e.line) for e in deck.entries] == [("Flarefang Dragon", 4), ("Dragon Breath", 6)]


def test_buddy_card_is_the_buddy_as_flag_card_is_the_flag() -> None:
    deck, problems = read_text("d.txt", "Flag Card: Dragon World\nBuddy Card: Flarefang Dragon\n4 Dragon Breath\n")
    assert problems == []
    assert deck.slot("buddy")[0].name == "Flarefang Dragon" and deck.slot("buddy")[0].column == 13
    assert [e.name for e in deck.entries] == ["Dragon Breath"]


def test_flag_and_buddy_headings_take_the_card_line_under_them() -> None:
    text = (
        "Flag (1)\n1 Dragon World\nBuddy:\n1 Flarefang Dragon\nMonsters (4)\n4 Flarefang Dragon\nSB:\n1 Dragon Breath\n"
    )
    deck, problems = read_text("d.txt", text)
    assert problems == []
    assert [(f.name, f.line) for f in deck.slot("flag")] == [("Dragon World", 2)]
    assert [(b.name, b.line) for b in deck.slot("buddy")] == [("Flarefang Dragon", 4)]
    assert [(e.name, e.section) for e in deck.entries] == [("Flarefang Dragon", "deck"), ("Dragon Breath", "sideboard")]


def test_a_name_that_starts_with_a_number() -> None:
    deck, problems = read_text("d.txt", "4000 Festival! x4\n2 4000 Festival!\n4000 Festival!\n")
    assert [(e.name, e.count) for e in deck.entries] == [("4000 Festival!", 4), ("4000 Festival!", 2)]
    [problem] = problems
    assert problem.line == 3 and "write '1 4000 Festival!'" in problem.message


def test_game_names_are_recognised_and_unsupported_games_are_located() -> None:
    deck, _ = read_deck("d.txt", b"Game: Future Card Buddyfight\n")
    assert deck.game == "buddyfight"
    deck, _ = read_deck("d.txt", b"Name: x\nGame: Pokemon\n")
    assert (deck.game, deck.game_line) == ("Pokemon", 2)


@pytest.mark.parametrize("line", ["4 - Dragon Breath", "Dragon Breath (4)", "4: Dragon Breath"])
def test_more_pasted_count_forms(line: str) -> None:
    deck, problems = read_text("d.txt", line + "\n")
    assert problems == [] and [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)]


def test_a_heading_takes_only_a_single_card_line() -> None:
    deck, _ = read_text("d.txt", "Flag: Dragon World\nFlag (1)\n4 Dragon Breath\n")
    assert [f.name for f in deck.slot("flag")] == ["Dragon World"]
    assert [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)]


def test_an_empty_flag_heading_takes_a_bare_name_on_the_next_line() -> None:
    deck, problems = read_text("d.txt", "Flag:\nDragon World\nBuddy (1):\nFlarefang Dragon\n4 Dragon Breath\n")
    assert problems == []
    assert [(f.name, f.line) for f in deck.slot("flag")] == [("Dragon World", 2)]
    assert [(b.name, b.line) for b in deck.slot("buddy")] == [("Flarefang Dragon", 4)]


def test_a_header_without_its_colon_says_so() -> None:
    _, problems = read_text("d.txt", "Flag Dragon World\n")
    [problem] = problems
    assert (problem.line, problem.column) == (1, 1)
    assert "write 'Flag: Dragon World'" in problem.message


TOY_LIST = "Game: toy\nCritical Triggers (4)\n4 Red Piece\nGrade 1 Units (6)\n6 Blue Piece\nTotal Units: 10\n"


def _toy_game() -> object:
    import sys

    from helpers import REPO

    sys.path.insert(0, str(REPO / "tests" / "toygame"))
    try:
        from toygame import GAME
    finally:
        sys.path.pop(0)
    return GAME


def test_a_third_game_s_own_headings_come_from_its_vocabulary_alone() -> None:
    """``Critical Triggers (4)`` and ``Grade 1 Units (6)`` are headings that carry no card in the toy game's
    lists because its package says so (``text=TextWords(...)``); no reader names them."""

    from deckcheck.games import Game
    from deckcheck.games.vocabulary import TextWords

    toy = _toy_game()
    assert isinstance(toy, Game)
    deck, problems = read_text("toy.txt", TOY_LIST, toy)
    assert problems == []
    assert [(e.name, e.count, e.line, e.section) for e in deck.entries] == [
        ("Red Piece", 4, 3, "pile"),
        ("Blue Piece", 6, 5, "pile"),
    ]
    wordless = toy.replace(text=TextWords())  # the same game without its words: the headings read as cards
    deck, _ = read_text("toy.txt", TOY_LIST, wordless)
    assert ("Grade 1 Units", 6) in [(e.name, e.count) for e in deck.entries]


def test_a_third_game_s_text_list_checks_end_to_end(tmp_path: object) -> None:
    """Installed through its entry point, the toy game reads a pasted list with its own headings and checks it."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    from helpers import REPO

    assert isinstance(tmp_path, Path)
    info = tmp_path / "site" / "toygame-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toygame\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[deckcheck.games]\ntoy = toygame:GAME\n", encoding="utf-8")
    path = os.pathsep.join([str(tmp_path / "site"), str(REPO / "tests" / "toygame"), os.environ.get("PYTHONPATH", "")])
    (tmp_path / "pile.txt").write_text(TOY_LIST, encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "deckcheck", "check", "-f", "json", "pile.txt"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": path},
        cwd=tmp_path,
        timeout=60,
    )
    [deck] = json.loads(proc.stdout)["decks"]
    sections = {"pile": 10, "reserve": 0}
    assert (proc.returncode, deck["game"], deck["sections"], deck["legal"]) == (0, "toy", sections, True), proc.stderr
