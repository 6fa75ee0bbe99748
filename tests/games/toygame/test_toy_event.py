"""The event report of a toy league in HTML, Markdown and CSV: the lineup column in the game's words (its
champion and colours), decks grouped by champion, and the toy's over-the-limit rule counted as one."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from toygame_helpers import run

from deckcheck.games.base import Game

DECKS = {
    "ana.yaml": "game: toy\nchampion: Crimson King\npile: [3 Red Knight, 3 Red Piece, 4 Blue Tower]\n",
    "bo.yaml": "game: toy\nchampion: Crimson King\npile: [3 Red Knight, 3 Red Piece, 4 Blue Tower]\n"
    "reserve: [2 Blue Piece, 1 Azure Queen]\n",
    "cy.txt": "Game: toy\nChampion: Azure Queen\n4 Red Piece\n3 Red Knight\n3 Blue Tower\n",
}
"""Ana legal; Bo's reserve breaks the league's sideboard rule; Cy holds seven red cards (TY102)."""
LEAGUE = "name: Toy league\ngame: toy\neffective: 2020-04-01\nsideboard: {max: 2, not_types: [champion]}\n"
OTHER_GAMES = re.compile(r"\b(flag|buddy|buddies|main deck|extra deck|ride deck|sideboard)\b", re.IGNORECASE)
"""Words of the other games' decks, which no part of a toy report may show (``sideboard-size`` is a rule's name,
and no word of a deck)."""


@pytest.fixture
def event(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    for name, text in DECKS.items():
        (tmp_path / "decks" / name).write_text(text, encoding="utf-8")
    (tmp_path / "league.yaml").write_text(LEAGUE, encoding="utf-8")
    return tmp_path


def _report(out: str) -> str:
    result = run("report", "decks", "--isolated", "--regulation", "league.yaml", "--as-of", "2021-01-01", "-o", out)
    assert result.exit_code == 1, result.stderr  # two illegal decks
    return Path(out).read_text(encoding="utf-8-sig")


def test_the_markdown_report_has_the_games_lineup_and_totals(toy: Game, event: Path) -> None:
    text = _report("report.md")
    assert "| # | Player | Game | Champion and colours | Size | Legal |" in text
    assert "| 1 | ana | Toy Game | Champion: Crimson King; Colours: red 6, blue 4 | 10 | legal |" in text
    assert "| Decks by champion or game | Decks |" in text
    assert "| Champion: Crimson King | 2 |" in text and "| Champion: Azure Queen | 1 |" in text
    over = text.split("| Cards most often over a limit | Decks |\n|---|---:|\n", 1)[1]
    assert over.splitlines()[0] == "| Red Knight | 1 |"  # TY102 says itself it is an over-the-limit rule
    assert "| colour-limit | TY102 | 1 | 1 |" in text
    assert "the reserve has 3 cards; Toy league (in force from 2020-04-01) allows at most 2" in text
    text_without_rule_names = re.sub(r"sideboard-(size|content)", "", text)
    assert OTHER_GAMES.search(text_without_rule_names) is None, OTHER_GAMES.search(text_without_rule_names)


def test_the_csv_report_gives_each_decks_lineup(toy: Game, event: Path) -> None:
    rows = list(csv.DictReader(io.StringIO(_report("report.csv"))))
    assert [(r["player"], r["game"], r["lineup"], r["legal"]) for r in rows] == [
        ("ana", "toy", "Champion: Crimson King; Colours: red 6, blue 4", "legal"),
        ("bo", "toy", "Champion: Crimson King; Colours: red 6, blue 4", "illegal"),
        ("cy", "toy", "Champion: Azure Queen; Colours: red 7, blue 3", "illegal"),
    ]
    assert rows[2]["first_problem"].startswith("line 4: TY102 7 red cards in the pile")


def test_the_html_report_heads_the_lineup_column_in_the_games_words(toy: Game, event: Path) -> None:
    html = _report("report.html")
    assert "<th>Champion and colours</th>" in html or ">Champion and colours<" in html
    assert "Crimson King" in html and "red 7, blue 3" in html
    assert OTHER_GAMES.search(re.sub(r"sideboard-(size|content)", "", html)) is None
