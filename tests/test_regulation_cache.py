"""The regulation cache of lflist.conf: a hit gives the same lists, and a bad cache file is a miss."""

from __future__ import annotations

import marshal
import random
import zlib
from pathlib import Path

import pytest

from cardpool.plaincache import HEADER, MAGIC, load_plain, store_plain
from deckcheck.games.yugioh.lflist import parse_lflist
from deckcheck.regulations.load import Located, RegulationError
from deckcheck.regulations.plain import stored
from deckcheck.user_cache import NO_CACHE_ENV

TEXT = """#[2026.5 TCG][2026.1 TCG]
!2026.5 TCG
#forbidden
62320425 0 --Agido the Ancient Sentinel
14558127 1
23434538 2 --semi
!2026.1 TCG
$whitelist
62320425 1
14558127 3
!2025.12
10000 0
"""


def shape(lists: list[Located]) -> list[tuple[object, ...]]:
    """Everything a list gives the run: its identity, its entries and where each was written."""
    out: list[tuple[object, ...]] = []
    for item in lists:
        reg = item.regulation
        where = [item.where("banned", i) for i in range(len(reg.banned))]
        where += [item.where("limited", i, "card") for i in range(len(reg.limited))]
        out.append((item.header.name, item.header.format, item.header.effective, stored(reg), where, item.where()))
    return out


def cache_files(tmp_path: Path) -> list[Path]:
    folder = tmp_path / "cache" / "deckcheck" / "regulations"
    return sorted(folder.iterdir()) if folder.is_dir() else []


@pytest.fixture
def cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = tmp_path / "lflist.conf"
    path.write_text(TEXT, encoding="utf-8")
    return path


def test_a_hit_gives_the_same_lists(cached: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    fresh = shape(parse_lflist(str(cached), TEXT))
    assert cache_files(cached.parent) == []  # off: nothing written
    monkeypatch.delenv(NO_CACHE_ENV)
    assert shape(parse_lflist(str(cached), TEXT)) == fresh  # a miss, stored
    assert len(cache_files(cached.parent)) == 1
    assert shape(parse_lflist(str(cached), TEXT)) == fresh  # a hit


def test_a_changed_text_is_a_miss(cached: Path) -> None:
    parse_lflist(str(cached), TEXT)
    changed = TEXT.replace("14558127 1", "14558127 0")
    (first, *_) = parse_lflist(str(cached), changed)
    assert "14558127" in first.regulation.banned


def test_an_error_is_never_cached(cached: Path) -> None:
    bad = TEXT + "not a line\n"
    for _ in range(2):
        with pytest.raises(RegulationError, match="not a 'PASSCODE COUNT' line"):
            parse_lflist(str(cached), bad)


def test_damaged_cache_files_are_misses(cached: Path) -> None:
    fresh = shape(parse_lflist(str(cached), TEXT))
    (stored,) = cache_files(cached.parent)
    whole = stored.read_bytes()
    rng = random.Random(7)
    variants = [b"", whole[:10], whole[: len(whole) // 2], whole + b"x", b"\x00" * 64]
    for _ in range(200):
        damaged = bytearray(whole)
        damaged[rng.randrange(len(damaged))] ^= 1 + rng.randrange(255)
        variants.append(bytes(damaged))
    for data in variants:
        stored.write_bytes(data)
        assert shape(parse_lflist(str(cached), TEXT)) == fresh


def forge(path: Path, payload: object) -> None:
    body = marshal.dumps(payload)
    path.write_bytes(MAGIC + HEADER.pack(zlib.crc32(body), len(body)) + body)


def test_wrong_types_with_a_good_checksum_are_misses(cached: Path) -> None:
    fresh = shape(parse_lflist(str(cached), TEXT))
    (stored,) = cache_files(cached.parent)
    key, _ = marshal.loads(stored.read_bytes()[len(MAGIC) + HEADER.size :])
    bad_data: list[object] = [
        None,
        ({}, None),
        ({"a": 1}, []),
        ({}, [("2026.5 TCG", 2, False, ("1",), (9,), (4,))]),  # a count no list gives
        ({}, [("2026.5 TCG", 2, False, ("1", "2"), (0,), (4,))]),  # columns of two lengths
        ({}, [("2026.5 TCG", 2, False, ("x1",), (0,), (4,))]),  # a passcode that is no number
        ({}, [("2026.5 TCG", 2, 1, (), (), ())]),
    ]
    for data in bad_data:
        forge(stored, (key, data))
        assert shape(parse_lflist(str(cached), TEXT)) == fresh
    forge(stored, ("old key", ({}, [])))
    assert shape(parse_lflist(str(cached), TEXT)) == fresh


def test_plain_cache_round_trip_and_misses(tmp_path: Path) -> None:
    where = tmp_path / "sub" / "x.cache"
    assert load_plain(where, "k") is None
    store_plain(where, "k", {"a": (1, 2)})
    assert load_plain(where, "k") == {"a": (1, 2)}
    assert load_plain(where, "other") is None
    store_plain(where, "k", {1, object()})  # not plain data: nothing written, nothing raised
    assert load_plain(where, "k") == {"a": (1, 2)}
    where.unlink()
    where.mkdir()
    assert load_plain(where, "k") is None
