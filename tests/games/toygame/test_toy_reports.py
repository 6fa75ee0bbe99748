"""A toy deck in the machine formats: JSON v2 with the game's facts under ``details`` (no other game's keys), SARIF
that names the game's rules and passes the official schema, and the text summary in the game's words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from toygame_helpers import run

from deckcheck.games.base import Game

from helpers import REPO

DECK = """\
game: toy
champion: Azure Queen
pile:
  - 4 Red Piece
  - 3 Red Knight
  - 3 Blue Tower
reserve: [1 Red Piece]
"""
"""Seven red cards: TY102 at line 5, the line that takes red past six."""
COMMON = {"path", "name", "game", "legal", "readable", "sections", "deck_size", "sideboard_size", "type_counts",
          "regulation", "regulation_checked", "fixed", "errors", "warnings", "findings", "suppressed", "cards",
          "details"}  # fmt: skip


@pytest.fixture
def deck(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "rush.yaml"
    path.write_text(DECK, encoding="utf-8")
    return path


def test_json_gives_the_games_facts_under_details_and_no_other_games_keys(toy: Game, deck: Path) -> None:
    result = run("check", "--isolated", "-f", "json", deck.name)
    assert result.exit_code == 1, result.stderr
    document = json.loads(result.stdout)
    [report] = document["decks"]
    assert document["version"] == 2 and set(report) == COMMON  # no flag, buddy nor setup beside them
    assert report["details"] == {"champion": "Azure Queen", "colours": {"red": 7, "blue": 3}, "reserve": 1}
    assert (report["game"], report["sections"], report["sideboard_size"]) == ("toy", {"pile": 10, "reserve": 1}, 1)
    assert [(f["code"], f["line"], f["card"]) for f in report["findings"]] == [("TY102", 5, "Red Knight")]
    assert [(c["name"], c["section"], c["type"]) for c in report["cards"]][:2] == [
        ("Azure Queen", "champion", "champion"),
        ("Red Piece", "pile", "piece"),
    ]


def test_sarif_names_the_games_rule_and_passes_the_schema(toy: Game, deck: Path) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    result = run("check", "--isolated", "-f", "sarif", deck.name)
    assert result.exit_code == 1, result.stderr
    document = json.loads(result.stdout)
    jsonschema.validate(document, json.loads((REPO / "tests" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8")))
    [sarif_run] = document["runs"]
    assert [(r["id"], r["name"]) for r in sarif_run["tool"]["driver"]["rules"]] == [("TY102", "colour-limit")]
    [found] = sarif_run["results"]
    region = found["locations"][0]["physicalLocation"]["region"]
    assert (found["ruleId"], found["level"], region["startLine"]) == ("TY102", "error", 5)
    assert "7 red cards in the pile" in found["message"]["text"]


def test_the_text_summary_speaks_the_games_words(toy: Game, deck: Path) -> None:
    result = run("check", "--isolated", deck.name)
    assert result.exit_code == 1
    assert "rush.yaml: ILLEGAL (1 error) | 10 cards | champion Azure Queen | colours red 7, blue 3 | reserve 1" in (
        result.stdout
    )
