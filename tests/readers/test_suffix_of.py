"""A deck path's suffix is read from its last name without a path object: the same as ``PurePath(path).suffix``."""

from __future__ import annotations

from pathlib import PurePath, PurePosixPath, PureWindowsPath

import pytest

from deckcheck.readers import suffix_of

PATHS = [
    "deck.yaml", "decks/a.YDK", "decks/sub/deck.txt", "/abs/deck.Yml", "deck", ".yaml", "decks/.hidden", "deck.",
    "a.tar.gz", "a/b/", "a/b/.", "a/..", "..", ".", "", "-", "<stdin>", "a//b.txt", "dir.d/deck", "x/.y.ydk",
    "C:deck.ydk", "C:\\decks\\deck.YDK", "decks\\deck.txt", "a/b\\c.yaml", "deck.yaml:stream", "ünï/çödé.TXT",
    "deck..txt", "deck.txt.", "deck. txt", " deck.txt ",
]  # fmt: skip


@pytest.mark.parametrize("path", PATHS)
def test_the_suffix_is_the_paths(path: str) -> None:
    assert suffix_of(path) == PurePath(path).suffix.lower()


@pytest.mark.parametrize("path", [p for p in PATHS if "\\" not in p and ":" not in p])
def test_a_plain_name_reads_alike_on_either_system(path: str) -> None:
    """Without a backslash or a colon the last name is the same on POSIX and Windows: so is its suffix."""
    assert suffix_of(path) == PurePosixPath(path).suffix.lower() == PureWindowsPath(path).suffix.lower()
