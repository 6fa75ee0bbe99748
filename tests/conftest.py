"""Fixtures shared by the tests."""

from __future__ import annotations

import pytest

from cardpool import CardPool, load_bundled_pool


@pytest.fixture(scope="session")
def pool() -> CardPool:
    return load_bundled_pool()


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never let a developer's own default pool (or $DECKCHECK_POOL) change a test's verdict."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("xdg")))
    monkeypatch.delenv("DECKCHECK_POOL", raising=False)
