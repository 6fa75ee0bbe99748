"""The cache folders stay bounded: the least recently used files go once a kind holds more than its limit."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from cardpool import cache as pool_cache_module
from cardpool import load_pool, plaincache
from cardpool.cache import PoolCache
from cardpool.cached_pool import CachedPool
from deckcheck.games import DEFAULT_GAME, card_model, number_shapes

STARTER = Path(__file__).resolve().parents[1] / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml"


def aged(folder: Path, count: int) -> list[Path]:
    """``count`` cache files, each a minute older than the one after it (oldest first)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    for i in range(count):
        path = folder / f"{i:04}.cache"
        path.write_bytes(b"x")
        os.utime(path, (1_000_000 + 60 * i, 1_000_000 + 60 * i))
        files.append(path)
    return files


def test_prune_keeps_the_most_recent_and_the_file_just_written(tmp_path: Path) -> None:
    files = aged(tmp_path / "kind", 10)
    (tmp_path / "kind" / "notes.txt").write_text("not a cache file", encoding="utf-8")
    (tmp_path / "kind" / "odd.cache").mkdir()  # not a regular file: never removed
    plaincache.prune(tmp_path / "kind", 4, files[0])
    left = sorted(p.name for p in (tmp_path / "kind").iterdir())
    assert left == ["0000.cache", "0006.cache", "0007.cache", "0008.cache", "0009.cache", "notes.txt", "odd.cache"]


def test_prune_under_the_limit_or_without_a_folder_does_nothing(tmp_path: Path) -> None:
    files = aged(tmp_path / "kind", 3)
    plaincache.prune(tmp_path / "kind", 3, files[0])
    plaincache.prune(tmp_path / "missing", 0, files[0])
    assert all(path.exists() for path in files)


def test_a_plain_cache_hit_marks_its_file_used(tmp_path: Path) -> None:
    path = tmp_path / "kind" / "a.cache"
    path.parent.mkdir()
    plaincache.store_plain(path, ("k",), [1, 2])
    os.utime(path, (1_000_000, 1_000_000))
    assert plaincache.load_plain(path, ("k",)) == [1, 2]
    assert path.stat().st_mtime > 1_000_000 + 3600


def test_the_pool_cache_keeps_its_most_recently_used_pools(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool_cache_module, "MAX_CACHE_FILES", 3)
    cache = PoolCache(tmp_path / "cache", "test 1")
    pools = []
    for i in range(5):
        pool = tmp_path / f"pool{i}"
        pool.mkdir()
        shutil.copy(STARTER, pool / "pool.yaml")
        pools.append(pool)

    def load(path: Path) -> object:
        return load_pool(path, card_model, default_game=DEFAULT_GAME, shapes=number_shapes, cache=cache)

    for i, pool in enumerate(pools[:3]):
        load(pool)
        os.utime(cache.path_for(pool), (1_000_000 + i, 1_000_000 + i))  # stored long ago, in this order
    assert isinstance(load(pools[0]), CachedPool)  # a hit: now the most recently used
    for pool in pools[3:]:
        load(pool)
    kept = {path.name for path in (cache.directory / "pools").iterdir()}
    assert kept == {cache.path_for(p).name for p in (pools[0], pools[3], pools[4])}
    assert isinstance(load(pools[0]), CachedPool)
