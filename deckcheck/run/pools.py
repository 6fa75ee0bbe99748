"""Where deckcheck keeps user data, and which card pool checks a deck of each game."""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from cardpool import CardPool, PoolError, load_pool, load_resource
from cardpool.loading import gc_paused
from deckcheck.games import DEFAULT_GAME, card_model, card_record, get_game, number_shapes
from deckcheck.startup import started_as_the_command
from deckcheck.user_cache import NO_CACHE_ENV as NO_CACHE_ENV
from deckcheck.user_cache import cache_dir as cache_dir
from deckcheck.user_cache import cache_version, linux_home, on_linux

if TYPE_CHECKING:
    from cardpool.cache import PoolCache


class NoDataDir(Exception):
    """No home and no data directory can be found (``HOME`` unset and the user not in passwd, say)."""


def _platform_data_dir() -> str:
    """platformdirs' user data directory (``~/.local/share/deckcheck`` on Linux, ``~/Library/Application
    Support/deckcheck`` on macOS, ``%LOCALAPPDATA%\\deckcheck`` on Windows), with a relative
    ``$XDG_DATA_HOME`` left out of its sight, as the XDG spec says. On Linux (not Android) that is
    ``~/.local/share/deckcheck``, worked out here without importing platformdirs (5 ms of every run)."""
    home = linux_home() if on_linux() else None
    if home is not None:
        return os.path.join(home, ".local", "share", "deckcheck")
    import platformdirs

    relative = os.environ.pop("XDG_DATA_HOME", None)
    try:
        return platformdirs.user_data_dir("deckcheck", appauthor=False)
    finally:
        if relative is not None:
            os.environ["XDG_DATA_HOME"] = relative


def data_dir() -> Path:
    """``$XDG_DATA_HOME/deckcheck`` when that is an absolute path (on every platform), else platformdirs'
    user data directory. A relative ``$XDG_DATA_HOME`` is ignored (XDG Base Directory spec: "If an
    implementation encounters a relative path in any of these variables it should consider the path invalid
    and ignore it"), so the default pool never depends on the current directory.

    Raises :class:`NoDataDir` when the result is not absolute: with ``HOME`` unset and the user not in the
    password database, ``~`` stays ``~``, and ``./~/.local/share`` must never be written.
    """
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "deckcheck"
    try:
        found = _platform_data_dir()
    except (RuntimeError, KeyError, OSError):  # platformdirs 4.4+ raises when it finds no home
        found = ""
    if not os.path.isabs(found):
        raise NoDataDir(
            "no data directory can be found: $HOME is not set (or not absolute) and the user has no home "
            "directory in the password database; set XDG_DATA_HOME or HOME to an absolute path"
        )
    return Path(found)


def pool_cache() -> PoolCache | None:
    """The pool cache, keyed by this deckcheck's version; ``None`` when it is off."""
    directory = cache_dir()
    if directory is None:
        return None
    from cardpool.cache import PoolCache

    return PoolCache(directory, cache_version(), card_record)


def default_pool_dir(game: str = DEFAULT_GAME) -> Path:
    """The pool of ``game`` that ``deckcheck pool import --set-default`` installs (raises :class:`NoDataDir`)."""
    return data_dir() / "pools" / game


def installed_games() -> list[str]:
    """The games whose default pool is installed (``deckcheck pool import --set-default``), in registry order."""
    from deckcheck.games import all_games

    try:
        return [game.name for game in all_games() if is_folder(default_pool_dir(game.name))]
    except NoDataDir:
        return []


def is_folder(path: Path) -> bool:
    """Whether ``path`` is a folder one may look in: false, not an error, for a data folder that cannot be reached
    (a home folder the user may not read, as in a CI container run as another user), as for one that is missing."""
    try:
        return path.is_dir()
    except OSError:
        return False


def kept(load: Callable[[], CardPool]) -> CardPool:
    """The pool ``load()`` gives, loaded with the cyclic garbage collector paused; in the ``deckcheck`` command,
    everything alive then is frozen (:func:`gc.freeze`): the pool, the modules imported to load it (pydantic and
    the card models, on a miss) and the command's own, which all live until the process ends. The collector then
    never looks at them again: on a cache miss it spent some 10 ms scanning them once they were made (and again
    at exit), finding nothing to free. A program that imports deckcheck (pytest) keeps its collector as it was."""
    with gc_paused():
        pool = load()
        if started_as_the_command():
            gc.freeze()  # before the collector is back on: else its first collection scans it all at once
    return pool


def load_pool_file(path: str | os.PathLike[str]) -> CardPool:
    """A pool file or directory, of whichever game it says it is."""
    try:
        return kept(
            lambda: load_pool(path, card_model, default_game=DEFAULT_GAME, shapes=number_shapes, cache=pool_cache())
        )
    except PoolError as exc:
        raise _regulation_hint(str(path), exc) from None


def _regulation_hint(path: str, exc: PoolError) -> PoolError:
    """``exc``, or for a file in a game's own regulation format (``--pool lflist.conf``), one that says so."""
    suffix = os.path.splitext(path)[1].lower()
    if suffix in (".yaml", ".yml", ".json", "") or not os.path.isfile(path):
        return exc
    from deckcheck.regulations.select import regulation_suffixes

    if suffix not in regulation_suffixes():
        return exc
    return PoolError(
        path, "this is a regulation file, not a card pool: give it with --regulation, and a pool with --pool"
    )


def starter_pool(game: str) -> CardPool:
    """The small, hand-written pool that ships with ``game``."""
    package, resource = get_game(game).starter_pool
    return kept(
        lambda: load_resource(
            package, resource, card_model, default_game=game, shapes=number_shapes, cache=pool_cache()
        )
    )


def is_starter(pool: CardPool) -> bool:
    return pool.info.bundled


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
        self._fallback: str | None = None

    @property
    def given_game(self) -> str | None:
        """The given pool's game, when one pool was given (a deck that names no game is of that game)."""
        return next(iter(self.explicit)) if len(self.explicit) == 1 else None

    @property
    def fallback_game(self) -> str:
        """The game of a deck that names none and whose names do not settle it (an empty file, names no pool
        knows): the given pool's, when one pool was given; else the one game whose default pool is installed, when
        only one is (a Yu-Gi-Oh! organiser's empty file is no Buddyfight deck); else the default game. Looked up
        once a run."""
        if self.given_game is not None:
            return self.given_game
        if self._fallback is None:
            installed = installed_games()
            self._fallback = installed[0] if len(installed) == 1 else DEFAULT_GAME
        return self._fallback

    def for_game(self, game: str) -> CardPool:
        """The pool that checks a deck of ``game``; when only other games' pools were given, the first of
        them (the engine then reports the mismatch)."""
        pool = self._loaded.get(game)
        if pool is None:
            if self.explicit:
                return next(iter(self.explicit.values()))
            try:
                default: Path | None = default_pool_dir(game)
            except NoDataDir:  # nowhere to look: no default pool, so the starter one
                default = None
            pool = load_pool_file(default) if default is not None and is_folder(default) else starter_pool(game)
            self._loaded[game] = pool
        return pool


def open_pool(path: str | None, game: str | None = None) -> CardPool:
    """One pool: ``path``, else ``$DECKCHECK_POOL``, else the default or starter pool of ``game``."""
    pools = Pools([path] if path else [])
    return pools.for_game(game or pools.fallback_game)
