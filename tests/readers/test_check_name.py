"""``check_name`` answers an ASCII name without normalising it: the same answer as the normalised test."""

from __future__ import annotations

import itertools

import pytest

from cardpool.normalize import normalize_name
from deckcheck.readers.entries import EntryError, check_name

ASCII = [chr(c) for c in range(128)]
INVISIBLE = ["\u200b", "\u200d", "\u2060", "\ufeff", "\u200e", "\u202e"]


def refused(name: str) -> bool:
    try:
        check_name(name)
    except EntryError:
        return True
    return False


def normalised_test(name: str) -> bool:
    """The test without the ASCII shortcut: white space aside, nothing is left once normalised."""
    return bool(name.strip()) and not normalize_name(name)


@pytest.mark.parametrize("length", [1, 2])
def test_every_short_ascii_name_gets_the_normalised_answer(length: int) -> None:
    for chars in itertools.product(ASCII, repeat=length):
        name = "".join(chars)
        assert refused(name) == normalised_test(name), repr(name)


@pytest.mark.parametrize(
    "name", ["\x1c\x1d\x1e\x1f", " \t\x0b\x0c\r\n", "Dragon Breath", "\x00", *INVISIBLE, "\u200b \u200d", "é\u200b"]
)
def test_names_with_and_without_invisible_characters(name: str) -> None:
    assert refused(name) == normalised_test(name)


def test_a_name_of_invisible_characters_is_refused() -> None:
    assert refused("\u200b\u200d")
    assert not refused("Dragon Breath")
