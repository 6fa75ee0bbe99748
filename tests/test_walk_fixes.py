"""A format a loaded regulation defines is known; a directory walk checks decks only; a text deck of
another game than the pool's is a wrong pool (the fresh-clone tryout's defects)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from helpers import REPO, deck_text

EXAMPLES = REPO / "examples"
REGULATIONS = EXAMPLES / "regulations"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


# --- a format a loaded regulation defines ------------------------------------------------------------------


def test_the_starter_format_of_a_loaded_regulation_is_known_to_strict() -> None:
    code, out, _ = run(
        "check", "--regulation", str(REGULATIONS), "--format", "starter", "--strict",
        "--ignore", "not-in-format", str(EXAMPLES / "buddyfight" / "dragon-world.txt"),
    )  # fmt: skip
    assert "DC008" not in out and "regulation Example starter format" in out
    assert code == 0


def test_format_starter_in_a_yaml_deck_is_known_with_the_regulations(tmp_path: Path) -> None:
    text = (EXAMPLES / "buddyfight" / "dragon-world.yaml").read_text(encoding="utf-8")
    path = tmp_path / "d.yaml"
    path.write_text(text.replace("format: standard\n", "format: starter\n"), encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "--regulation", str(REGULATIONS), str(path))
    [deck] = json.loads(out)["decks"]
    assert [f for f in deck["findings"] if f["rule"] == "unknown-format"] == []
    assert deck["regulation"]["name"] == "Example starter format"


def test_an_unknown_format_names_the_formats_the_regulations_define(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("Format: neo\n" + deck_text(), encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "--regulation", str(REGULATIONS), str(path))
    [deck] = json.loads(out)["decks"]
    [warning] = [f for f in deck["findings"] if f["rule"] == "unknown-format"]
    assert "'neo'" in warning["message"] and "starter" in warning["message"]


def test_a_regulation_format_of_another_game_stays_unknown(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("Format: tcg\n" + deck_text(), encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "--regulation", str(REGULATIONS), str(path))
    [deck] = json.loads(out)["decks"]
    [warning] = [f for f in deck["findings"] if f["rule"] == "unknown-format"]
    assert "'tcg'" in warning["message"]
