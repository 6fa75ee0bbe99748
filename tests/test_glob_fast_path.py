"""The glob matcher's direct answer for a literal name or ``*.suffix`` is the one its full simulation gives."""

from __future__ import annotations

import itertools
import random

import pytest

from deckcheck.config.globs import _compile, _Glob, matches

PATTERNS = ["*.yaml", "*.txt", "*", "", "build", ".venv", "*/x.ydk", "a/b", "*.tar.gz", "x*", "*a*", "a?c", "**/*.txt"]
TEXTS = ["deck.yaml", "a/deck.yaml", "yaml", ".yaml", "", "build", "build/x", "x.ydk", "d/x.ydk", "d/e/x.ydk",
         "a/b", "a/bc", "f.tar.gz", "tar.gz", "x", "xa", "abc", "a/c"]  # fmt: skip


def simulated(pattern: str, text: str) -> bool:
    glob = _compile(pattern)
    slow = _Glob(glob.tokens)
    slow._plain = None
    return slow.fullmatch(text)


@pytest.mark.parametrize(("pattern", "text"), list(itertools.product(PATTERNS, TEXTS)))
def test_direct_answer_is_the_simulations(pattern: str, text: str) -> None:
    assert _compile(pattern).fullmatch(text) == simulated(pattern, text)


def test_random_names_and_suffixes_agree() -> None:
    rng = random.Random(18)
    alphabet = "ab./"
    for _ in range(3000):
        body = "".join(rng.choice(alphabet) for _ in range(rng.randrange(4)))
        pattern = rng.choice(["*", ""]) + body
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(7)))
        assert _compile(pattern).fullmatch(text) == simulated(pattern, text), (pattern, text)


def test_only_the_plain_shapes_take_the_direct_way() -> None:
    assert _compile("*.yaml")._plain == (True, ".yaml")
    assert _compile("build")._plain == (False, "build")
    for pattern in ("x*", "*a*", "a?c", "**/*.txt", "[ab].txt"):
        assert _compile(pattern)._plain is None


def test_default_include_and_exclude_still_match_as_before() -> None:
    assert matches("*.yaml", "decks/sub/deck.yaml", name_only=True)
    assert not matches("*.yaml", "decks/deck.yml", name_only=True)
    assert matches("build", "build/deck.txt")
    assert not matches("build", "builder/deck.txt")


def test_a_folders_matcher_answers_as_any_match_for_each_file() -> None:
    from deckcheck.config.globs import any_match, folder_matcher

    rng = random.Random(14)
    words = ["build", "old", "a", "b.txt", "x.ydk", "", ".venv"]
    shapes = ["build", "old/", "a/b.txt", "*.txt", "a/*", "**/old", "a/**", "*", "b*", "/a", "old/*.ydk", "x?ydk"]
    for _ in range(3000):
        folder = rng.choice([".", "/", "/tmp/a", "a", "a/old", "build/a/", "c/build", "/x/old/a"])
        patterns = tuple(rng.sample(shapes, rng.randrange(4)))
        name = rng.choice(words[:-2] + ["deck.txt", "old", "build"])
        rel = name if folder == "." else f"{folder.rstrip('/')}/{name}"
        assert folder_matcher(patterns, folder)(name) == any_match(patterns, rel), (patterns, folder, name)


def test_a_folders_name_matcher_answers_as_include_does_for_each_file() -> None:
    """``include`` matches a file's name (a pattern with a "/" its whole relative path): the per-folder matcher
    answers the same, its literal names and suffixes by a set and one ``str.endswith``."""
    from deckcheck.config.globs import any_match, name_matcher

    rng = random.Random(15)
    words = ["deck.txt", "deck.yaml", "b.txt", "x.ydk", "build", "old", "notes.md", "a.tar.gz", ""]
    shapes = ["*.txt", "*.yaml", "x.ydk", "build", "old/", "a/*.txt", "**/*.ydk", "*", "b*", "/a", "*.tar.gz", "x?ydk"]
    for _ in range(3000):
        folder = rng.choice([".", "", "/", "/tmp/a", "a", "a/old", "build/a/", "c/build"])
        patterns = tuple(rng.sample(shapes, rng.randrange(5)))
        name = rng.choice(words)
        rel = name if folder == "." else f"{folder.rstrip('/')}/{name}"
        expected = any_match(patterns, rel, name_only=True)
        assert name_matcher(patterns, folder)(name) == expected, (patterns, folder, name)


@pytest.mark.parametrize(
    "path",
    ["a/b/c.txt", "c.txt", "./c.txt", "a//c.txt", "/c.txt", "//c.txt", "///c.txt", "a/..", "../x.txt", "a/./b.txt",
     "./", "/", ".", "a/", "a/b/"],
)  # fmt: skip
def test_report_order_is_the_paths_parts(path: str) -> None:
    """A file's sort key is taken from its folder's parts (worked out once a folder) and its name: the parts
    ``PurePath`` gives the whole path, for every shape a path may have."""
    from pathlib import PurePath

    from deckcheck.run.batch import report_order

    assert report_order(path) == (0, PurePath(path).parts)
