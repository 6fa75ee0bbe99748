"""A game that another distribution adds: found through the ``deckcheck.games`` entry-point group.

The toy game (tests/toygame/) is installed as a distribution would be, by a ``.dist-info``
folder with an ``entry_points.txt``, and checked end to end through the command line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from deckcheck.games import find_game, get_game

from helpers import REPO

TOY = REPO / "tests" / "toygame"


def _install_toy(site: Path) -> dict[str, str]:
    """Make ``site`` a folder holding the toy game's distribution metadata; the environment to find it."""
    info = site / "toygame-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toygame\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[deckcheck.games]\ntoy = toygame:GAME\n", encoding="utf-8")
    path = os.pathsep.join([str(site), str(TOY), os.environ.get("PYTHONPATH", "")])
    return {**os.environ, "PYTHONPATH": path}


def _deckcheck(env: dict[str, str], *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=60
    )


def test_a_game_added_by_an_entry_point_checks_decks_end_to_end(tmp_path: Path) -> None:
    env = _install_toy(tmp_path / "site")
    (tmp_path / "ten.toy").write_text("Red Piece\n" * 6 + "Blue Piece\n" * 4, encoding="utf-8")
    (tmp_path / "three.toy").write_text("Red Piece\nBlue Piece\nGreen Piece\n", encoding="utf-8")
    proc = _deckcheck(env, "check", "-f", "json", ".", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    decks = {d["path"]: d for d in json.loads(proc.stdout)["decks"]}
    assert decks["ten.toy"]["legal"] and decks["ten.toy"]["game"] == "toy"
    assert decks["ten.toy"]["sections"] == {"pile": 10, "reserve": 0}
    three = decks["three.toy"]
    assert [(f["code"], f["line"]) for f in three["findings"]] == [("TY101", None), ("DC002", 3)]
    unknown = three["findings"][1]
    assert unknown["card"] == "Green Piece"
    assert unknown["suggestions"] and set(unknown["suggestions"]) <= {"Red Piece", "Blue Piece"}


def test_the_added_game_is_listed_and_explained(tmp_path: Path) -> None:
    env = _install_toy(tmp_path / "site")
    listed = _deckcheck(env, "rules", "--game", "tg", cwd=tmp_path)
    assert listed.returncode == 0 and "Toy Game:" in listed.stdout and "TY101" in listed.stdout
    assert "BF201" not in listed.stdout
    explained = _deckcheck(env, "explain", "TY101", cwd=tmp_path)
    assert explained.returncode == 0 and "Toy Game" in explained.stdout and "exactly ten" in explained.stdout


def test_games_answer_to_their_aliases_without_case_or_punctuation() -> None:
    game = get_game("buddyfight")
    for alias in ("Future Card Buddyfight", "FCBF", "future-card buddyfight!"):
        assert find_game(alias) is game
    assert find_game("no such game") is None
