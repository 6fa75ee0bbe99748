"""Where deckcheck caches what it worked out (pools, regulation files): the user cache directory, or none."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from cardpool.plaincache import source_stamps

NO_CACHE_ENV = "DECKCHECK_NO_CACHE"
"""Set (to anything but ``0``), pools and regulation files are always read from their files, and no cache is
written."""


def on_linux() -> bool:
    """Linux, not Android: where platformdirs' folders are worked out here without importing it."""
    return sys.platform == "linux" and not (os.environ.get("ANDROID_DATA") and os.environ.get("ANDROID_ROOT"))


def linux_home() -> str | None:
    """The home directory as platformdirs takes it on Linux (``~``), when that is an absolute path."""
    home = os.path.expanduser("~")
    return home if os.path.isabs(home) else None


def cache_dir() -> Path | None:
    """Where the pool and regulation caches go: ``$XDG_CACHE_HOME/deckcheck`` when that is an absolute path,
    else platformdirs' user cache directory (``~/.cache/deckcheck`` on Linux); ``None`` when the cache is off
    (``$DECKCHECK_NO_CACHE``) or no absolute directory can be found."""
    if os.environ.get(NO_CACHE_ENV, "") not in ("", "0"):
        return None
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "deckcheck"
    if on_linux():
        home = linux_home()  # platformdirs' answer on Linux, without importing it (5 ms of a run)
        return Path(home, ".cache", "deckcheck") if home is not None else None
    try:
        import platformdirs

        found = platformdirs.user_cache_dir("deckcheck", appauthor=False)
    except (RuntimeError, KeyError, OSError):
        return None
    return Path(found) if os.path.isabs(found) else None


def text_key(layout: int, module_file: str, sources: tuple[str, ...], text: str) -> tuple[Any, ...]:
    """What keys a cache of a file's text worked out: the cache's ``layout``, deckcheck's version, the stamps of the
    ``sources`` that work it out (file names beside ``module_file``; a file that cannot be read stamps 0) and the
    text itself. The cache file keeps the text and a hit compares it whole (microseconds for the real lflist.conf):
    any change to the file is a miss, with no digest to collide and no hashlib to import."""
    return (layout, cache_version(), source_stamps(module_file, sources), text)


def cache_version() -> str:
    """What else keys every cache: deckcheck's version."""
    from deckcheck import __version__

    return f"deckcheck {__version__}"
