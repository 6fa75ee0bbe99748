"""Issue 15: a glob in ``exclude`` or ``per-file-ignores`` that matches no file is a warning (a typo is no silent
no-op), judged only when the walk covered the config's whole tree."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import REPO

DECK = REPO / "examples" / "buddyfight" / "dragon-world.yaml"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "decks" / "old").mkdir(parents=True)
    shutil.copy(DECK, tmp_path / "decks" / "a.yaml")
    shutil.copy(DECK, tmp_path / "decks" / "old" / "b.yaml")
    (tmp_path / "deckcheck.toml").write_text(
        'exclude = ["old", "olld"]\n[per-file-ignores]\n"decks/*.yaml" = ["BF301"]\n"deks/*.txt" = ["BF301"]\n',
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _stderr(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["check", *args])
    return result.exit_code, result.stderr


def test_a_pattern_that_matches_nothing_is_a_warning_and_one_that_matches_is_not(repo: Path) -> None:
    code, err = _stderr(".")
    assert code == 0
    assert "deckcheck.toml: warning: exclude pattern 'olld' matches no file or folder" in err
    assert "deckcheck.toml: warning: per-file-ignores pattern 'deks/*.txt' matches no deck checked" in err
    assert "'old'" not in err and "'decks/*.yaml'" not in err  # both did their job: b.yaml left out, a.yaml matched


def test_a_walk_of_part_of_the_tree_or_a_named_file_says_nothing(repo: Path) -> None:
    for args in (("decks",), ("decks/a.yaml",)):
        code, err = _stderr(*args)
        assert code == 0 and "matches no" not in err, (args, err)


def test_the_default_excludes_never_warn(repo: Path) -> None:
    (repo / "deckcheck.toml").write_text("extend-exclude = ['old']\n", encoding="utf-8")
    code, err = _stderr(".")
    assert code == 0 and "matches no" not in err, err  # .venv, node_modules ... are defaults, not the user's
