"""The toy game needs no file outside its own package: it imports only the door a game plugs into, nothing of
deckcheck names it, every module it runs is its own, and its outputs say its words and no other game's.

The door, as this package uses it: ``deckcheck.games.base`` and ``deckcheck.games.vocabulary`` (the ``Game`` and
its words), ``deckcheck.deck`` and ``deckcheck.findings`` (what a reader gives and a rule yields),
``deckcheck.context`` and ``deckcheck.rules.base`` (the context a rule reads and the ``@rule`` registry),
``deckcheck.regulations.load`` and ``deckcheck.regulations.model`` (what a regulation format of the game's own
returns), and ``cardpool`` (the card model's base)."""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest
from toygame_helpers import PACKAGE, run

from deckcheck.games.base import Game

from helpers import REPO

DOOR = {
    "deckcheck.games.base",
    "deckcheck.games.vocabulary",
    "deckcheck.deck",
    "deckcheck.findings",
    "deckcheck.context",
    "deckcheck.rules.base",
    "deckcheck.regulations.load",
    "deckcheck.regulations.model",
}
THIRD_PARTY = {"pydantic"}
TOY_WORDS = re.compile(r"\btoygame\b|\btoyban\b|\bTY\d{3}\b|[\"'](?:toy|champion|reserve|pile)[\"']", re.IGNORECASE)
"""What would show the engine knowing the game: its package or format named, its rule codes, or its game, slot or
section names as string literals (prose that happens to say "toy" is no dependency)."""
OTHER_GAMES = re.compile(r"\b(flag|buddy|buddies|world|main deck|extra deck|ride deck|sideboard)\b", re.IGNORECASE)


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_the_package_imports_only_the_door() -> None:
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) >= 7
    used = set().union(*(_imports(path) for path in files))
    outside = {m for m in used if not (m.split(".")[0] in sys.stdlib_module_names or m.split(".")[0] in THIRD_PARTY)}
    own = {m for m in outside if m == "toygame" or m.startswith("toygame.")}
    pools = {m for m in outside if m == "cardpool" or m.startswith("cardpool.")}
    assert outside - own - pools <= DOOR, sorted(outside - own - pools - DOOR)
    assert {"deckcheck.games.base", "deckcheck.rules.base", "deckcheck.regulations.load"} <= outside


def test_nothing_outside_the_package_names_the_game() -> None:
    """No engine edit: deckcheck's and cardpool's sources, and the project's pyproject.toml, never name it."""
    sources = [*sorted((REPO / "deckcheck").rglob("*.py")), *sorted((REPO / "cardpool").rglob("*.py"))]
    sources += [REPO / "pyproject.toml", *sorted((REPO / "deckcheck").rglob("*.yaml"))]
    named = [f"{p.relative_to(REPO)}: {m[0]!r}" for p in sources for m in TOY_WORDS.finditer(p.read_text("utf-8"))]
    assert named == []


def test_every_module_the_game_runs_is_its_own(toy: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d.yaml").write_text("game: toy\nchampion: Crimson King\npile: [10 Red Piece]\n", encoding="utf-8")
    (tmp_path / "l.toyban").write_text("TOYBAN 2020-01-01 L\nban Blue Tower\n", encoding="utf-8")
    assert run("check", "--isolated", "--regulation", "l.toyban", "d.yaml").exit_code == 1
    loaded = {name: module for name, module in sys.modules.items() if name.split(".")[0] == "toygame"}
    assert {"toygame", "toygame.cards", "toygame.context", "toygame.rules", "toygame.banlist"} <= set(loaded)
    assert all(Path(module.__file__ or "").resolve().is_relative_to(PACKAGE) for module in loaded.values())
    for hook in (toy.card_model, toy.context, toy.readers[".toy"]):
        assert Path(sys.modules[hook().__module__].__file__ or "").resolve().is_relative_to(PACKAGE)


@pytest.mark.parametrize("output", ["text", "concise", "json", "sarif", "github", "junit"])
def test_the_outputs_say_the_games_words_and_no_other_games(
    toy: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, output: str
) -> None:
    monkeypatch.chdir(tmp_path)
    text = "Game: toy\nChampion: Red Piece\nKnights (3)\n3 Red Knight\n\n4 Red Piece\nReserve (4)\n4 Blue Piece\n"
    (tmp_path / "deck.txt").write_text(text, encoding="utf-8")
    result = run("check", "--isolated", "-f", output, "deck.txt")
    assert result.exit_code == 1, result.stderr
    said = result.stdout.replace("\\n", " ")
    if output == "json":
        said = json.dumps(json.loads(result.stdout)["decks"][0]["details"]) + said
    assert OTHER_GAMES.search(said + result.stderr) is None, (OTHER_GAMES.search(said + result.stderr), said)
    for word in ("TY101", "TY102", "TY103", "TY201"):
        assert word in said
    if output in ("text", "json"):
        assert "reserve" in said and "champion" in said.casefold()
