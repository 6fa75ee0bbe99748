"""On a pool of 30,000 names or more, suggestions score only the names sharing a word (or a close word) with the
typo: the same first suggestion as scoring every name, on typos of real names in a large renamed pool."""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import pytest
from rapidfuzz import fuzz, process, utils

from cardpool import NameIndex, normalize_name
from cardpool.index import SUGGESTION_CUTOFF
from cardpool.prefilter import PREFILTER_FROM, WordPrefilter
from deckcheck.games.buddyfight.cards import Card

from helpers import misspelt


def shared_data() -> Path:
    env = os.environ.get("DECKCHECK_TEST_DATA")
    return Path(env) if env else Path(__file__).resolve().parents[2] / "shared" / "data"


BF_SQLITE = shared_data() / "buddyfight-en-cards.sqlite"
needs_bf_data = pytest.mark.skipif(not BF_SQLITE.is_file(), reason=f"no shared card data at {BF_SQLITE}")


class FullScan:
    """Every name of an index scored with ``(WRatio + ratio) / 2``: the first suggestion, ties by name."""

    def __init__(self, index: NameIndex) -> None:
        self.index = index
        self.keys = sorted({normalize_name(name) for name in index._printed})
        self.processed = [utils.default_process(key) for key in self.keys]

    def first(self, written: str) -> str | None:
        query = utils.default_process(normalize_name(written))
        hits = process.extract(
            query, self.processed, scorer=fuzz.WRatio, processor=None, limit=None, score_cutoff=SUGGESTION_CUTOFF
        )
        ranked = [((score + fuzz.ratio(query, self.processed[i])) / 2, self.keys[i]) for _, score, i in hits]
        if not ranked:
            return None
        best = max(score for score, _ in ranked)
        return self.index._by_key[min(key for score, key in ranked if score == best)]


def renamed(names: list[str], count: int, seed: int) -> list[str]:
    """``count`` names made from real ones as the benchmark makes its large pool: the first half of a name's
    words joined to the second half of another's."""
    rng = random.Random(seed)
    out, seen, copy = list(names), set(names), 0
    while len(out) < count:
        copy += 1
        for name in names:
            if len(out) >= count:
                break
            head, tail = name.split(), rng.choice(names).split()
            made = " ".join(head[: (len(head) + 1) // 2] + tail[len(tail) // 2 :])
            made = f"{made} {copy}" if made in seen else made
            seen.add(made)
            out.append(made)
    return out


def index_of(names: list[str]) -> NameIndex:
    return NameIndex(Card.model_construct(name=n, numbers=(f"T/{i:06}",), type="spell") for i, n in enumerate(names))


@pytest.fixture(scope="module")
def large_index() -> NameIndex:
    with sqlite3.connect(f"file:{BF_SQLITE}?mode=ro", uri=True) as db:
        real = sorted({row[0].strip() for row in db.execute("SELECT name FROM card") if row[0] and row[0].strip()})
    return index_of(renamed(real, 100_000, seed=18))


@needs_bf_data
@pytest.mark.slow
def test_typos_of_real_names_get_the_full_scans_first_suggestion_on_a_100k_pool(large_index: NameIndex) -> None:
    rng = random.Random(5)
    names = sorted(large_index._printed)
    written = [misspelt(name, rng, rng.randint(1, 2)) for name in rng.sample(names, 60)]
    written = [w for w in written if large_index.lookup(w) is None]
    filtered = sum(
        large_index._prefilter.candidates(utils.default_process(normalize_name(w))) is not None for w in written
    )
    assert filtered >= 0.9 * len(written)  # the prefilter is in use, not every name scored
    full = FullScan(large_index)
    for text in written:
        got = large_index.suggest(text)
        assert (got[0].name if got else None) == full.first(text), text


def test_a_pool_below_the_threshold_scores_every_name() -> None:
    index = index_of([f"Dragon {i}" for i in range(200)] + ["Bal Dragon"])
    assert [s.name for s in index.suggest("Bal Dragn")][:1] == ["Bal Dragon"]
    assert "_prefilter" not in index.__dict__ and len(index) < PREFILTER_FROM


FILLER = [f"filler{i:03} qq{i:03}" for i in range(200)]
"""Names sharing no word with the queries below: the words' names are a small share of the pool, as in a large
one (a word held by more than a tenth of the pool filters nothing)."""


def test_names_holding_a_close_word_are_kept() -> None:
    prefilter = WordPrefilter(
        ["bal dragon", "jackknife dragon", "gargantua punisher", "sun fist", "dragon bal", *FILLER]
    )
    assert prefilter.candidates("garganuta") == [2]
    assert prefilter.candidates("bal dragn") == [0, 1, 4]  # all words but one: either word


def test_a_long_query_keeps_the_names_with_all_its_words_but_one() -> None:
    names = ["dark magician girl", "dark magician", "magician of black chaos", "girl power", "dark hole", *FILLER]
    assert WordPrefilter(names).candidates("dark magican girl") == [0, 1]  # "girl power" holds one word of three


def test_a_query_close_to_no_word_or_to_common_words_only_is_scored_against_every_name() -> None:
    prefilter = WordPrefilter(["bal dragon", "jackknife dragon", "dragon knight", *FILLER[:10]])
    assert prefilter.candidates("xqzv") is None
    assert prefilter.candidates("dragn") is None  # held by a quarter of this pool: no filter
