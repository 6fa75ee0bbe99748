"""Where deckcheck keeps user data, and which card pool checks a deck of each game."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from cardpool import CardPool, load_pool, load_resource
from deckcheck.games import DEFAULT_GAME, card_model, get_game


def data_dir() -> Path:
    """``$XDG_DATA_HOME/deckcheck`` (``~/.local/share/deckcheck`` when it is unset)."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "deckcheck"


def default_pool_dir(game: str = DEFAULT_GAME) -> Path:
    """The pool of ``game`` that ``deckcheck pool import --set-default`` installs."""
    return data_dir() / "pools" / game


def load_pool_file(path: str | os.PathLike[str]) -> CardPool:
    """A pool file or directory, of whichever game it says it is."""
    return load_pool(path, card_model)


def starter_pool(game: str) -> CardPool:
    """The small, hand-written pool that ships with ``game``."""
    package, resource = get_game(game).starter_pool
    return load_resource(package, resource, card_model)


def is_starter(pool: CardPool) -> bool:
    return pool.info.location.startswith("bundled:")


class Pools:
    """The card pool for each game, loaded when a deck of that game first needs it.

    Pools named with ``--pool`` (or ``$DECKCHECK_POOL``) are loaded at once, so a pool that cannot be
    loaded stops the run before any deck is read. A game with no such pool uses its imported default
    pool, else its bundled starter pool.
    """

    def __init__(self, paths: Sequence[str] = ()) -> None:
        chosen = list(paths) or ([os.environ["DECKCHECK_POOL"]] if os.environ.get("DECKCHECK_POOL") else [])
        self.explicit: dict[str, CardPool] = {}
        for path in chosen:
            pool = load_pool_file(path)
            self.explicit.setdefault(pool.game, pool)
        self._loaded: dict[str, CardPool] = dict(self.explicit)

    @property
    def fallback_game(self) -> str:
        """The game of a deck that names none: the given pool's, when one pool was given."""
        return next(iter(self.explicit)) if len(self.explicit) == 1 else DEFAULT_GAME

    def for_game(self, game: str) -> CardPool:
        """The pool that checks a deck of ``game``; when only other games' pools were given, the first of
        them (the engine then reports the mismatch)."""
        pool = self._loaded.get(game)
        if pool is None:
            if self.explicit:
                return next(iter(self.explicit.values()))
            default = default_pool_dir(game)
            pool = load_pool_file(default) if default.is_dir() else starter_pool(game)
            self._loaded[game] = pool
        return pool


def open_pool(path: str | None, game: str | None = None) -> CardPool:
    """One pool: ``path``, else ``$DECKCHECK_POOL``, else the default or starter pool of ``game``."""
    pools = Pools([path] if path else [])
    return pools.for_game(game or pools.fallback_game)
