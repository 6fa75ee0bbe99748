"""Where deckcheck keeps user data, and which card pool it uses by default."""

from __future__ import annotations

import os
from pathlib import Path

from cardpool import CardPool, load_bundled_pool, load_pool


def data_dir() -> Path:
    """``$XDG_DATA_HOME/deckcheck`` (``~/.local/share/deckcheck`` when it is unset)."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "deckcheck"


def default_pool_dir() -> Path:
    """The pool that ``deckcheck pool import --set-default`` installs."""
    return data_dir() / "pool"


def open_pool(path: str | None) -> CardPool:
    """The pool to check against: ``--pool``, else ``$DECKCHECK_POOL``, else the default pool, else the bundled one."""
    chosen = path or os.environ.get("DECKCHECK_POOL") or None
    if chosen:
        return load_pool(chosen)
    default = default_pool_dir()
    if default.is_dir():
        return load_pool(default)
    return load_bundled_pool()
