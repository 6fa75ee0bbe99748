"""Issue 18: an lflist.conf's lists cost a plain header each until one is chosen; only the chosen list's entries
are unpacked from the regulation cache, and entries that do not fit are read from the file again."""

from __future__ import annotations

import datetime as dt
import marshal
from pathlib import Path

import pytest

from cardpool.plaincache import cache_path, load_plain, store_plain
from deckcheck.games.yugioh import lflist_cache
from deckcheck.games.yugioh.lflist import parse_lflist
from deckcheck.regulations.load import Header, Located
from deckcheck.regulations.plain import Regulation, stored
from deckcheck.user_cache import NO_CACHE_ENV, cache_dir

TEXT = """#[2026.5 TCG][2026.1 TCG]
!2026.5 TCG
62320425 0 --Agido
14558127 1
23434538 2
!2026.1 TCG
$whitelist
62320425 1
14558127 3
!2025.12
10000 0
!Unnamed list
10001 1
"""


def card_places(item: Located) -> list[tuple[int, int]]:
    """Where a list names each of its cards: banned, limited, then whitelisted."""
    reg = item.regulation
    where = [item.where("banned", i) for i in range(len(reg.banned))]
    where += [item.where("limited", i, "card") for i in range(len(reg.limited))]
    return where + [item.where("pool", "cards", i) for i in range(len(reg.pool.cards) if reg.pool else 0)]


def shape(path: Path) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    for item in parse_lflist(str(path), TEXT):
        out.append((type(item.regulation), stored(item.regulation), card_places(item), item.where()))
    return out


@pytest.fixture
def conf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = tmp_path / "lflist.conf"
    path.write_text(TEXT, encoding="utf-8")
    return path


def test_the_lists_not_chosen_stay_plain_headers(conf: Path) -> None:
    parse_lflist(str(conf), TEXT)  # stored
    lists = parse_lflist(str(conf), TEXT)  # a hit
    assert all(type(item.header) is Header for item in lists)
    chosen = lists[1].regulation
    assert type(chosen) is Regulation and chosen.pool is not None and chosen.pool.cards == ("62320425", "14558127")
    assert [type(item.header) for item in lists] == [Header, Regulation, Header, Header]
    assert [(h.name, h.format, h.effective) for h in (item.header for item in lists)] == [
        ("2026.5 TCG", "tcg", dt.date(2026, 5, 1)),
        ("2026.1 TCG", "tcg", dt.date(2026, 1, 1)),
        ("2025.12", "ocg", dt.date(2025, 12, 1)),
        ("Unnamed list", "ocg", None),
    ]


def test_a_header_is_in_force_as_its_regulation_is(conf: Path) -> None:
    for item in parse_lflist(str(conf), TEXT):
        header = item.header
        for day in (dt.date(2025, 11, 30), dt.date(2025, 12, 1), dt.date(2026, 5, 1), dt.date(2030, 1, 1)):
            assert header.in_force(day) == item.regulation.in_force(day)
    ended = Header("x", "yugioh", None, dt.date(2020, 1, 1), dt.date(2020, 2, 1))
    assert ended.in_force(dt.date(2020, 2, 1)) and not ended.in_force(dt.date(2020, 2, 2))


def test_a_hit_gives_what_a_parse_gives(conf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    fresh = shape(conf)
    monkeypatch.delenv(NO_CACHE_ENV)
    assert shape(conf) == fresh  # a miss
    assert shape(conf) == fresh  # a hit


@pytest.mark.parametrize(
    "packed",
    [
        b"",
        b"not marshal",
        marshal.dumps(("1",)),
        marshal.dumps((("1",), (0,))),
        marshal.dumps((("1", "2"), (0,), (3,))),
        marshal.dumps((("x",), (0,), (3,))),
        marshal.dumps((("1",), (7,), (3,))),
        marshal.dumps((("1",), ("0",), (3,))),
    ],
)
def test_entries_that_do_not_fit_are_read_from_the_file_again(conf: Path, packed: bytes) -> None:
    fresh = shape(conf)
    directory = cache_dir()
    assert directory is not None
    where = cache_path(directory, "regulations", str(conf.resolve()))
    stamps = lflist_cache._stamps(str(conf))
    assert stamps is not None
    key = lflist_cache._key(stamps)
    stored = load_plain(where, key)
    assert stored is not None and stored[0] == TEXT  # a file just written keeps its text
    for kept in (TEXT, None):  # compared with the file, or trusted by its stamps alone
        store_plain(where, key, (kept, [(*item[:5], packed) for item in stored[1]]))
        assert shape(conf) == fresh
        assert load_plain(where, key) is not None


def test_items_of_the_wrong_types_are_a_miss(conf: Path) -> None:
    fresh = shape(conf)
    directory = cache_dir()
    assert directory is not None
    where = cache_path(directory, "regulations", str(conf.resolve()))
    stamps = lflist_cache._stamps(str(conf))
    assert stamps is not None
    key = lflist_cache._key(stamps)
    assert load_plain(where, key) is not None  # the key the forgeries are stored under is the file's
    forged: list[object] = [
        (None, [("2026.5 TCG", 2, False, "xcg", None, b"")]),
        (None, [("a", "2", False, "tcg", None, b"")]),
        (None, [(1,)]),
        (None, {}),
        (TEXT, {}),
        (1, []),
        (b"text", []),
        [],
        None,
    ]
    for bad in forged:
        store_plain(where, key, bad)
        assert shape(conf) == fresh
