"""The names a walk leaves out as plainly no decks: read without ``pathspec``, as ``pathspec`` reads them."""

from __future__ import annotations

import random

import pathspec
import pytest

from deckcheck.run.gitignore import NOT_DECK_PATTERNS, plainly_not_a_deck_name

NAMED = {
    "requirements.txt": True,
    "requirements-dev.txt": True,
    "dev-requirements.txt": True,
    "constraints.txt": True,
    "LICENSE": True,
    "LICENSE.md": True,
    "README.txt": True,
    "mkdocs.yml": True,
    "docker-compose.override.yaml": True,
    "compose.yaml": True,
    ".hidden.yaml": True,
    "readme.txt": False,  # git's globs are case-sensitive
    "my-requirements.txt": False,
    "requirements.yaml": False,
    "compose.yml.bak": False,
    "dragon.yaml": False,
    "Licensed Dragon.txt": False,
    "deck.ydk": False,
}


@pytest.mark.parametrize(("name", "left_out"), sorted(NAMED.items()))
def test_a_name_is_left_out_by_the_patterns(name: str, left_out: bool) -> None:
    assert plainly_not_a_deck_name(name) is left_out


def test_every_name_is_read_as_pathspec_reads_it() -> None:
    spec = pathspec.GitIgnoreSpec.from_lines(NOT_DECK_PATTERNS)
    rng = random.Random(7)
    parts = [
        "requirements",
        "LICENSE",
        "README",
        "compose",
        "mkdocs",
        "deck",
        "-dev",
        ".txt",
        ".yml",
        ".yaml",
        ".in",
        "Flag",
        " ",
        ".",
        "*",
        "[",
        "\u00e9",
        "x",
    ]
    names = [*NAMED, *("".join(rng.choices(parts, k=rng.randint(1, 4))) for _ in range(3000))]
    for name in names:
        assert plainly_not_a_deck_name(name) == spec.match_file(name), name
