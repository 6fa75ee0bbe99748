"""The toy game installed as its author ships it: its entry point (tests/toygame/pyproject.toml) written into a
``.dist-info`` folder on ``sys.path``, so that deckcheck finds it the way it finds any other distribution's game.

The ``toy`` fixture installs it for one test module and takes it away after: its modules, its rules in the
registry and the registry's list of games, so no other test sees a fourth game.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from toygame_helpers import TOY, forget, install

from deckcheck.games import get_game
from deckcheck.games.base import Game


@pytest.fixture(scope="module")
def toy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Game]:
    """The toy game, found through its entry point for the tests of one module."""
    site = tmp_path_factory.mktemp("site")
    install(site)
    added = [str(site), str(TOY)]
    sys.path[:0] = added
    forget()
    try:
        yield get_game("toy")
    finally:
        for entry in added:
            sys.path.remove(entry)
        forget()
