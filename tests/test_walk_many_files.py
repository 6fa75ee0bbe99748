"""A walk works out per folder what it used to work out per file (a file's relative path, its folder's real path
and ``.gitignore`` files): the same files are found, whatever the way in."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckcheck.config import Overrides, Resolver
from deckcheck.run.batch import collect

REPO = Path(__file__).resolve().parents[1]
DECK = (REPO / "examples" / "buddyfight" / "dragon-world.txt").read_bytes()
REGULATION = (REPO / "examples" / "regulations" / "buddyfight-store.yaml").read_bytes()


@pytest.fixture
def tree(tmp_path: Path) -> Iterator[Path]:
    for name in ("decks/a.txt", "decks/sub/b.txt", "decks/sub/c.txt", "decks/sub/deep/d.txt", "decks/old/e.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(DECK)
    (tmp_path / "decks" / "rules.yaml").write_bytes(REGULATION)
    (tmp_path / ".git").mkdir()
    (tmp_path / "decks" / "sub" / ".gitignore").write_text("c.txt\n", encoding="utf-8")
    (tmp_path / "deckcheck.toml").write_text(
        'regulation = "decks/rules.yaml"\nextend-exclude = ["decks/sub/deep/d.txt", "old"]\n', encoding="utf-8"
    )
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        yield tmp_path
    finally:
        os.chdir(cwd)


def found(*paths: str) -> list[str]:
    files, missing = collect(list(paths), Resolver(Overrides()))
    assert not missing
    return files


def test_a_walk_leaves_out_the_regulation_ignored_and_excluded_files(tree: Path) -> None:
    assert found("decks") == ["decks/a.txt", "decks/sub/b.txt"]


def test_the_same_files_from_an_absolute_path_or_a_subfolder(tree: Path) -> None:
    assert found(str(tree / "decks")) == [str(tree / "decks" / "a.txt"), str(tree / "decks" / "sub" / "b.txt")]
    assert found("decks/sub") == ["decks/sub/b.txt"]  # the anchored exclude still applies from below


def test_the_regulation_is_no_deck_through_a_linked_folder_or_a_linked_file(tree: Path) -> None:
    (tree / "way-in").symlink_to(tree / "decks", target_is_directory=True)
    # the regulation is left out by its real path; the anchored exclude names decks/..., not way-in/...
    assert found("way-in") == ["way-in/a.txt", "way-in/sub/b.txt", "way-in/sub/deep/d.txt"]
    (tree / "decks" / "sub" / "alias.yaml").symlink_to(tree / "decks" / "rules.yaml")
    assert found("decks") == ["decks/a.txt", "decks/sub/b.txt"]


def test_a_gitignore_applies_to_its_own_folder_only(tree: Path) -> None:
    (tree / "decks" / "c.txt").write_bytes(DECK)  # the same name as the ignored one, a folder up
    assert found("decks") == ["decks/a.txt", "decks/c.txt", "decks/sub/b.txt"]
