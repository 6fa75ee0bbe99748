"""Where deckcheck keeps user data, and which card pool it uses by default."""

from __future__ import annotations

import os
from pathlib import Path

from cardpool import CardPool, load_bundled_pool, load_pool


class NoDataDir(Exception):
    """No home and no data directory can be found (``HOME`` unset and the user not in passwd, say)."""


def _platform_data_dir() -> str:
    """platformdirs' user data directory (``~/.local/share/deckcheck`` on Linux, ``~/Library/Application
    Support/deckcheck`` on macOS, ``%LOCALAPPDATA%\\deckcheck`` on Windows), with a relative
    ``$XDG_DATA_HOME`` left out of its sight, as the XDG spec says."""
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


def default_pool_dir() -> Path:
    """The pool that ``deckcheck pool import --set-default`` installs (raises :class:`NoDataDir`)."""
    return data_dir() / "pool"


def open_pool(path: str | None) -> CardPool:
    """The pool to check against: ``--pool``, else ``$DECKCHECK_POOL``, else the default pool, else the bundled one."""
    chosen = path or os.environ.get("DECKCHECK_POOL") or None
    if chosen:
        return load_pool(chosen)
    try:
        default = default_pool_dir()
    except NoDataDir:  # nowhere to look: no default pool, so the bundled one
        return load_bundled_pool()
    if default.is_dir():
        return load_pool(default)
    return load_bundled_pool()
