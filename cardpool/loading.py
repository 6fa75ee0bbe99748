"""Where a pool is loaded from: its files (checked for number and size), then the pool cache or the files.

The light part of :mod:`cardpool.pool`: a pool that comes from the cache (:mod:`cardpool.cache`) never
imports pydantic, the card models or the YAML parser; :mod:`cardpool.pool` reads and validates the files.
"""

from __future__ import annotations

import gc
import os
import stat
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from cardpool.errors import PoolError

if TYPE_CHECKING:
    from cardpool.cache import PoolCache
    from cardpool.collection import CardPool
    from cardpool.model import BaseCard
    from cardpool.numbers import NumberShapes

POOL_SUFFIXES = (".yaml", ".yml", ".json")
MAX_POOL_FILE_BYTES = 64 * 1024 * 1024
MAX_POOL_FILES = 100
"""Pool files in one pool directory."""
MAX_POOL_BYTES = 128 * 1024 * 1024
"""All the pool files of one pool together (a 200,000-card imported pool is some 30 MiB)."""
MAX_POOL_CARDS = 250_000
"""Cards in one pool (all its files): counted as each file is parsed, before any card is built."""
TABLE_SUFFIXES = (".sqlite", ".sqlite3", ".db", ".csv")
TABLE_HINT = (
    "this is a card table, not a card pool; turn it into one with "
    "'deckcheck pool import FILE --output DIR' and pass --pool DIR"
)


CardModels = Callable[[str], "type[BaseCard] | None"]
"""The card model of a game, by game name (``None`` for a game the caller does not know)."""
ShapesOf = Callable[[str], "NumberShapes"]
"""game -> how that game writes its card numbers (the caller knows games; cardpool does not)."""


def _pool_files(path: Path) -> list[Path]:
    try:
        return _listed(path)
    except OSError as exc:  # a folder that may not be listed, a loop of links
        raise PoolError(str(path), f"cannot read it: {exc.strerror or exc}") from None


def _listed(path: Path) -> list[Path]:
    if path.is_dir():
        files = sorted(
            p
            for p in path.iterdir()
            if p.suffix.lower() in POOL_SUFFIXES and p.is_file() and not p.name.startswith(".")
        )
        if not files:
            raise PoolError(str(path), "the directory holds no pool files (*.yaml, *.yml, *.json)")
        if len(files) > MAX_POOL_FILES:
            raise PoolError(str(path), f"the directory holds {len(files):,} pool files; the limit is {MAX_POOL_FILES}")
        total = sum(_size(p) for p in files)
        if total > MAX_POOL_BYTES:
            raise PoolError(
                str(path),
                f"the pool files hold {total / (1024 * 1024):,.0f} MiB together; "
                f"the limit is {MAX_POOL_BYTES // (1024 * 1024)} MiB",
            )
        return files
    if not path.exists():
        why = "a symbolic link that leads nowhere (a loop, or a missing target)" if path.is_symlink() else ""
        raise PoolError(str(path), why or "no such file or directory")
    return [path]


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0  # the read says why


def load_pool(
    path: str | os.PathLike[str],
    models: CardModels,
    *,
    default_game: str | None = None,
    shapes: ShapesOf | None = None,
    cache: PoolCache | None = None,
) -> CardPool:
    """Load a pool file, or every pool file in a directory (sorted by name). ``default_game`` is the game of
    files that name none; ``shapes`` says how the pool's game writes card numbers. With ``cache``, a pool
    whose files are unchanged since it was last loaded comes from the cache (:mod:`cardpool.cache`), and one
    read from its files is stored there."""
    root = Path(path)
    files = _pool_files(root)

    def build() -> CardPool:
        from cardpool.pool import build_pool, read_pool_text  # pydantic: only when the pool is read from its files

        texts = ((f, read_pool_text(f)) for f in files)
        return build_pool(texts, location=str(root), models=models, default=default_game, shapes=shapes)

    if cache is None:
        return build()
    return cache.load_or_build(root, files, models, build, shapes)


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a pool's many acyclic objects are built: with it on, loading
    200,000 cards spends some 40% of its time in collections that free nothing (reference counting still
    frees everything as usual)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def load_resource(
    package: str,
    resource: str,
    models: CardModels,
    *,
    default_game: str | None = None,
    shapes: ShapesOf | None = None,
    cache: PoolCache | None = None,
) -> CardPool:
    """A pool shipped inside a package (a game's bundled starter pool), read with :mod:`importlib.resources`.
    With ``cache``, and when the package is a folder on disk (not a zip file), it comes from the pool cache as
    a pool file does, keyed by the resource file's stat stamps."""
    name = resource.rsplit("/", 1)[-1]
    location = f"bundled:{name}"

    def build() -> CardPool:
        from importlib import resources

        from cardpool.pool import build_pool

        text = resources.files(package).joinpath(resource).read_text(encoding="utf-8")
        return build_pool([(Path(name), text)], location=location, models=models, default=default_game, shapes=shapes)

    path = _resource_file(package, resource) if cache is not None else None
    if cache is None or path is None:
        return build()
    from cardpool.collection import PoolInfo

    shown = PoolInfo(name="", source="", location=location, files=(name,))
    return cache.load_or_build(path, [path], models, build, shapes, shown)


def _resource_file(package: str, resource: str) -> Path | None:
    """The resource as a regular file beside the imported ``package``'s ``__init__``; ``None`` when it is not
    one (a zip file, a package not imported yet)."""
    module = sys.modules.get(package)
    init = getattr(module, "__file__", None)
    if not init:
        return None
    path = Path(os.path.dirname(init), *resource.split("/"))
    try:
        return path if stat.S_ISREG(os.stat(path).st_mode) else None
    except OSError:
        return None
