"""The exact bound in the suggestion path: the same suggestions as scoring every name, on real and made-up pools."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterable

import pytest
from rapidfuzz import fuzz, process, utils

from cardpool import NameIndex, normalize_name
from cardpool.index import SUGGESTION_CUTOFF, SUGGESTION_LIMIT, looks_like_number
from deckcheck.games.buddyfight.cards import Card

from helpers import misspelt
from yugioh_helpers import YGO_SQLITE, needs_ygo_data

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def full_scan(index: NameIndex, written: str, limit: int = SUGGESTION_LIMIT) -> list[tuple[str, float]]:
    """The definition the bound must reproduce: every name scored with WRatio and ratio, ranked, then kept."""
    query = utils.default_process(normalize_name(written))
    keys, processed = scan_keys(index)
    hits = process.extract(
        query, processed, scorer=fuzz.WRatio, processor=None, limit=None, score_cutoff=SUGGESTION_CUTOFF
    )
    ranked = sorted(
        ((index._by_key[keys[i]], (score + fuzz.ratio(query, text)) / 2) for text, score, i in hits),
        key=lambda hit: (-hit[1], normalize_name(hit[0])),
    )
    return [(s.name, s.score) for s in NameIndex._keep_best(iter(ranked), limit)]


_KEYS: dict[int, tuple[NameIndex, list[str], list[str]]] = {}


def scan_keys(index: NameIndex) -> tuple[list[str], list[str]]:
    """The index's normalised names, sorted, and rapidfuzz's processed form of each (built once per index)."""
    if id(index) not in _KEYS:
        keys = sorted({normalize_name(name) for name in index._printed})
        _KEYS[id(index)] = (index, keys, [utils.default_process(key) for key in keys])
    return _KEYS[id(index)][1:]


def typos(names: list[str], count: int, seed: int) -> list[str]:
    """``count`` names of the list, each with one to three random edits (drop, insert, replace, swap)."""
    rng = random.Random(seed)
    written = [misspelt(name, rng, rng.randint(1, 3)) for name in rng.sample(names, count)]
    return written


FRAGMENTS = ["dragon", "dark", "blue", "hero", "a", "zz", "xyz", "qqqqzzzzk", "the", "of the", "magician girl"]


def garbage(count: int, seed: int) -> list[str]:
    """Random strings: most are close to nothing, so every name is scored."""
    rng = random.Random(seed)
    return ["".join(rng.choice(LETTERS + "0123456789 #-") for _ in range(rng.randint(2, 40))) for _ in range(count)]


def index_of(names: Iterable[str]) -> NameIndex:
    return NameIndex(Card(name=name, numbers=(f"T/{i:06}",), type="spell") for i, name in enumerate(names))


def assert_same(index: NameIndex, written: list[str], limit: int = SUGGESTION_LIMIT) -> None:
    for text in written:
        if looks_like_number(text):
            continue  # a card number's shape (D/Delroll) is suggested numbers, not names
        got = [(s.name, s.score) for s in index.suggest(text, limit=limit)]
        assert got == full_scan(index, text, limit), text


def synthetic_names(count: int, seed: int) -> list[str]:
    """Names made of a few syllables: many near neighbours, as in a large renamed pool."""
    rng = random.Random(seed)
    syllables = ["dra", "gon", "bal", "ka", "zan", "mi", "ro", "ther", "ix", "sun", "blade", "wing", "el"]

    def word() -> str:
        return "".join(rng.choice(syllables) for _ in range(rng.randint(1, 3))).capitalize()

    return sorted({" ".join(word() for _ in range(rng.randint(1, 4))) for _ in range(count)})


def test_the_bound_gives_what_scoring_every_name_gives_on_a_made_up_pool() -> None:
    names = synthetic_names(3000, seed=7)
    index = index_of(names)
    assert_same(index, typos(names, 150, seed=11) + FRAGMENTS + garbage(60, seed=4))


@pytest.mark.parametrize("limit", [1, 2, 12])
def test_the_bound_holds_for_other_limits(limit: int) -> None:
    names = synthetic_names(1500, seed=3)
    assert_same(index_of(names), typos(names, 40, seed=5) + FRAGMENTS + garbage(20, seed=6), limit=limit)


def test_a_query_close_to_nothing_is_scored_against_every_name() -> None:
    index = index_of(["Dragon Breath", "Blade Wing", "Sun Fist"])
    assert index.suggest("qqqq") == []
    assert [s.name for s in index.suggest("Dragn Breth")] == ["Dragon Breath"]
    assert_same(index, ["qqqq", "x", "Dragon", "Breath Dragon", "Sun"])


def test_a_zero_limit_suggests_nothing() -> None:
    assert index_of(["Dragon Breath"]).suggest("Dragon Breth", limit=0) == []


@needs_ygo_data
def test_the_bound_gives_what_scoring_every_name_gives_on_the_real_yugioh_pool() -> None:
    with sqlite3.connect(f"file:{YGO_SQLITE}?mode=ro", uri=True) as db:
        names = sorted({name for (name,) in db.execute("SELECT name FROM card") if name and name.strip()})
    assert len(names) > 13_000
    index = index_of(names)
    assert_same(index, typos(names, 250, seed=18) + FRAGMENTS + garbage(40, seed=8))
