"""Issue 18: a passcode (ASCII digits) is looked up in the number table without the printed-name and normalised-name
tables, unless some name of the pool is digits only (``NameIndex.digit_names``, kept in the pool cache): then the
name is asked first, as it always was. Lookups answer as the full path does, a card named with digits included."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardpool import CardPool, load_pool
from cardpool.cache import PoolCache
from cardpool.cached_pool import CachedPool
from cardpool.index import Match, NameIndex
from deckcheck.games import card_model, number_shapes
from deckcheck.games.yugioh.lflist import parse_lflist
from deckcheck.regulations.bind import bind

POOL = """game: yugioh
name: digits
source: a test
cards:
  - {name: Ash Blossom & Joyous Spring, numbers: ["14558127"], type: monster}
  - {name: "12345678", numbers: ["99999999"], type: monster}
  - {name: "７", numbers: ["70000000"], type: spell}
  - {name: Named Like A Number, numbers: ["12345678", "7"], type: trap}
"""
PLAIN_POOL = POOL.replace('"12345678", numbers: ["99999999"]', 'Twelve, numbers: ["99999999"]').replace('"７"', "Seven")


class _Everything:
    """A collection holding every text: with it as ``digit_names``, no lookup takes the passcode shortcut."""

    def __contains__(self, item: object) -> bool:
        return True

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0


def _pool(tmp_path: Path, text: str, cache: PoolCache | None) -> CardPool:
    folder = tmp_path / "pool"
    if not folder.is_dir():  # written once: a rewritten file is a cache miss
        folder.mkdir()
        (folder / "pool.yaml").write_text(text, encoding="utf-8")
    return load_pool(folder, card_model, default_game="yugioh", shapes=number_shapes, cache=cache)


def _written(pool: CardPool) -> list[str]:
    """Passcodes and names to look up: each card's, with and without leading zeros, and some no card has."""
    found = ["7", "07", "00000007", "12345678", "012345678", "99999999", "1", "0", "", "１２", " 7", "7 "]
    for card in pool.cards:
        found += [card.name, *card.numbers, *(n.lstrip("0") for n in card.numbers), *(n.zfill(9) for n in card.numbers)]
    return found


def _slow(index: NameIndex) -> NameIndex:
    """The same tables without the shortcut (every passcode asks the name tables first)."""
    return NameIndex.from_tables(
        printed=index._printed,
        by_key=index._by_key,
        by_number=index._by_number,
        card_by_number=index._card_by_number,
        digit_names=_Everything(),
    )


@pytest.mark.parametrize("text", [POOL, PLAIN_POOL], ids=["digit names", "no digit names"])
def test_a_lookup_answers_as_the_full_path(tmp_path: Path, text: str) -> None:
    fresh = _pool(tmp_path, text, None)
    cache = PoolCache(tmp_path / "cache", "test 1")
    _pool(tmp_path, text, cache)  # a miss, stored
    hit = _pool(tmp_path, text, cache)
    assert isinstance(hit, CachedPool)
    assert hit.index.digit_names == tuple(sorted(fresh.index.digit_names))
    for written in _written(fresh):
        slow = _slow(fresh.index)
        for loose in (True, False):
            want = slow.lookup(written, loose=loose)
            assert fresh.index.lookup(written, loose=loose) == want, written
            assert hit.index.lookup(written, loose=loose) == want, written


def test_a_card_named_with_digits_wins_over_a_passcode(tmp_path: Path) -> None:
    pool = _pool(tmp_path, POOL, None)
    assert set(pool.index.digit_names) == {"12345678", "7"}
    assert pool.index.lookup("12345678", loose=False) == Match("12345678", "exact")
    assert pool.index.lookup("7", loose=False) == Match("７", "normalized")
    assert pool.index.lookup("00000007", loose=False) is None  # the pool holds the passcode as 7
    text = "!2026.5 TCG\n12345678 0\n00000007 1\n14558127 2\n"
    conf = tmp_path / "lflist.conf"
    conf.write_text(text, encoding="utf-8")
    (located,) = parse_lflist(str(conf), text)
    bound = bind(located, pool.index, strict=False)
    assert bound.banned == {"12345678"}  # the card of that name, not the card printed as 12345678
    assert [(limit.card, limit.max) for limit in bound.limits] == [
        ("７", 1),  # 00000007 is tried as 7 too: a name first, as ever
        ("Ash Blossom & Joyous Spring", 2),
    ]


def test_a_passcode_on_a_cache_hit_leaves_the_name_tables_packed(tmp_path: Path) -> None:
    cache = PoolCache(tmp_path / "cache", "test 1")
    _pool(tmp_path, PLAIN_POOL, cache)
    hit = _pool(tmp_path, PLAIN_POOL, cache)
    assert isinstance(hit, CachedPool)
    assert hit.index.lookup("014558127", loose=False) is None  # no card has it: every table a passcode needs asked
    assert hit.index.lookup("14558127", loose=False) == Match("Ash Blossom & Joyous Spring", "number")
    loaded = set(hit._tables._loaded)
    assert "by_number" in loaded and not {"by_name", "by_key"} & loaded
    assert hit.index.lookup("Ash Blossom & Joyous Spring") == Match("Ash Blossom & Joyous Spring", "exact")


def test_a_ydk_password_no_card_has_gets_no_card_named_like_it(tmp_path: Path) -> None:
    """A .ydk line is a password: ``7`` there is no misspelling of the card named 7 (before, it was 'did you
    mean: 7'); in a text list, where a line may name a card, ``1 7`` is that card."""
    from click.testing import CliRunner

    from deckcheck.cli import main

    folder = tmp_path / "pool"
    folder.mkdir()
    (folder / "pool.yaml").write_text(
        'game: yugioh\nname: seven\nsource: a test\ncards:\n  - {name: "7", numbers: ["70000000"], type: spell}\n',
        encoding="utf-8",
    )
    (tmp_path / "deck.ydk").write_text("#main\n7\n", encoding="utf-8")
    (tmp_path / "deck.txt").write_text("Game: yugioh\nMain Deck:\n1 7\n", encoding="utf-8")
    args = ["check", "--pool", str(folder), "--output-format", "json"]
    ydk = CliRunner().invoke(main, [*args, str(tmp_path / "deck.ydk")])
    [unknown] = [f for f in json.loads(ydk.stdout)["decks"][0]["findings"] if f["code"] == "DC002"]
    assert unknown["message"] == 'unknown card "7"' and unknown["suggestions"] == [], unknown
    text = CliRunner().invoke(main, [*args, str(tmp_path / "deck.txt")])
    assert not [f for f in json.loads(text.stdout)["decks"][0]["findings"] if f["code"] == "DC002"]
