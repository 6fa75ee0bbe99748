"""Fixtures shared by the tests."""

from __future__ import annotations

import pytest

from cardpool import CardPool

from helpers import load_bundled_pool


@pytest.fixture(scope="session")
def pool() -> CardPool:
    return load_bundled_pool()


@pytest.fixture(scope="session")
def _session_cache(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(tmp_path_factory.mktemp("xdg-cache"))


@pytest.fixture(autouse=True)
def _isolated_user_data(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, _session_cache: str
) -> None:
    """Never let a developer's own default pool (or $DECKCHECK_POOL) change a test's verdict. The pool cache is
    on, in one folder for the whole session, so that the suite runs against cached pools too."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("xdg")))
    monkeypatch.setenv("XDG_CACHE_HOME", _session_cache)
    monkeypatch.delenv("DECKCHECK_POOL", raising=False)
    monkeypatch.delenv("DECKCHECK_NO_CACHE", raising=False)
    monkeypatch.delenv("GITHUB_WORKSPACE", raising=False)  # the runner's: annotations name files from it


# --- hypothesis profiles (issue 4: hostile input) ----------------------------
# "ci", the default: at least 2,000 examples per property, the same ones every run (derandomized), so
# a run on main never turns red on a new random find. "deep": many more, random, for a long local or
# nightly run that explores: ``python -m pytest --deep``.
from hypothesis import HealthCheck, settings  # noqa: E402

_SUPPRESSED = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture]
settings.register_profile(
    "ci", max_examples=2_000, derandomize=True, deadline=None, suppress_health_check=_SUPPRESSED, print_blob=True
)
settings.register_profile(
    "deep", max_examples=25_000, deadline=None, suppress_health_check=_SUPPRESSED, print_blob=True
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--deep", action="store_true", default=False, help="property tests: the 'deep' hypothesis profile")


def pytest_configure(config: pytest.Config) -> None:
    settings.load_profile("deep" if config.getoption("--deep") else "ci")
