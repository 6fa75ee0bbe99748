"""A pool loaded in the ``deckcheck`` command is frozen out of the cyclic garbage collector's sight (gc.freeze), with
the collector paused while it loads; a program that imports deckcheck keeps its collector as it was."""

from __future__ import annotations

import gc
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardpool import CardPool, PoolError
from cardpool.cache import PoolCache
from deckcheck.run import pools

from helpers import REPO

STARTER = REPO / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml"


@pytest.fixture
def pool_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    target = tmp_path / "pool"
    target.mkdir()
    shutil.copy(STARTER, target / "pool.yaml")
    return target


@pytest.fixture
def unfrozen() -> Iterator[None]:
    """Whatever a test freezes is unfrozen after it (the test process's collector sees it again)."""
    before = gc.get_freeze_count()
    try:
        yield
    finally:
        if gc.get_freeze_count() > before:
            gc.unfreeze()


@pytest.mark.parametrize("load", ["file", "starter"])
@pytest.mark.usefixtures("unfrozen")
def test_the_command_freezes_what_it_loaded(pool_dir: Path, monkeypatch: pytest.MonkeyPatch, load: str) -> None:
    monkeypatch.setattr(pools, "started_as_the_command", lambda: True)
    cache = pools.pool_cache
    seen: list[bool] = []

    def watched() -> PoolCache | None:
        seen.append(gc.isenabled())
        return cache()

    monkeypatch.setattr(pools, "pool_cache", watched)
    before = gc.get_freeze_count()
    for _ in range(2):  # a miss (read from the files), then a hit (from the pool cache)
        seen.clear()
        pool = pools.load_pool_file(pool_dir) if load == "file" else pools.starter_pool("buddyfight")
        assert isinstance(pool, CardPool) and len(pool) > 0
        assert seen == [False]  # loaded with the collector paused
        assert gc.get_freeze_count() > before
        assert gc.isenabled()
        gc.unfreeze()


def test_a_program_that_imports_deckcheck_keeps_its_collector(pool_dir: Path) -> None:
    before = gc.get_freeze_count()
    pool = pools.load_pool_file(pool_dir)
    assert len(pool) > 0
    assert gc.get_freeze_count() == before
    assert gc.isenabled()


def test_a_pool_that_cannot_be_loaded_leaves_the_collector_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pools, "started_as_the_command", lambda: True)
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: buddyfight\ncards:\n  - name: X\n", encoding="utf-8")
    before = gc.get_freeze_count()
    with pytest.raises(PoolError, match="type"):
        pools.load_pool_file(bad)
    assert gc.get_freeze_count() == before
    assert gc.isenabled()


def test_the_command_itself_freezes(pool_dir: Path, tmp_path: Path) -> None:
    """``python -m deckcheck`` is the command: a pool it loads is frozen (read from inside the process)."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Flag: Dragon World\n", encoding="utf-8")
    probe = (
        "import atexit, gc, os, runpy, sys; "
        "atexit.register(lambda: os.write(2, b'frozen=%d\\n' % gc.get_freeze_count())); "
        "sys.argv = ['deckcheck', 'check', '--pool', sys.argv[1], sys.argv[2]]; "
        "runpy.run_module('deckcheck', run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, str(pool_dir), str(deck)], capture_output=True, text=True, cwd=REPO, check=False
    )
    assert "frozen=" in done.stderr, done.stderr
    assert int(done.stderr.split("frozen=")[1].split()[0]) > 0
