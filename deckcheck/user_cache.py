"""Where deckcheck caches what it worked out (pools, regulation files): the user cache directory, or none."""

from __future__ import annotations

import os
import sys
from pathlib import Path

NO_CACHE_ENV = "DECKCHECK_NO_CACHE"
"""Set (to anything but ``0``), pools and regulation files are always read from their files, and no cache is
written."""


def cache_dir() -> Path | None:
    """Where the pool and regulation caches go: ``$XDG_CACHE_HOME/deckcheck`` when that is an absolute path,
    else platformdirs' user cache directory (``~/.cache/deckcheck`` on Linux); ``None`` when the cache is off
    (``$DECKCHECK_NO_CACHE``) or no absolute directory can be found."""
    if os.environ.get(NO_CACHE_ENV, "") not in ("", "0"):
        return None
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "deckcheck"
    if sys.platform == "linux" and not (os.environ.get("ANDROID_DATA") and os.environ.get("ANDROID_ROOT")):
        home = os.path.expanduser("~")  # platformdirs' answer on Linux, without importing it (5 ms of a run)
        return Path(home, ".cache", "deckcheck") if os.path.isabs(home) else None
    try:
        import platformdirs

        found = platformdirs.user_cache_dir("deckcheck", appauthor=False)
    except (RuntimeError, KeyError, OSError):
        return None
    return Path(found) if os.path.isabs(found) else None


def cache_version() -> str:
    """What else keys every cache: deckcheck's version."""
    from deckcheck import __version__

    return f"deckcheck {__version__}"
