"""Where the upward search for a config file stops, and which files it takes (as ruff does).

The search starts at a deck's directory and goes up. It stops after the repository's root (a directory
holding ``.git``, a folder or, in a worktree, a file) and after the home folder: a config file above them
belongs to someone else. A ``pyproject.toml`` counts only with a ``[tool.deckcheck]`` table; one that
cannot even be read as TOML counts only when its text names that table, so a broken, unrelated
``pyproject.toml`` in a parent directory never stops a run.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from deckcheck.config.errors import ConfigError

_OUR_TABLE = re.compile(
    r"^[ \t]*\[[ \t]*tool[ \t]*\.[ \t]*[\"']?deckcheck\b|^[ \t]*tool[ \t]*\.[ \t]*deckcheck\b", re.M
)
"""``[tool.deckcheck]`` (or one of its sub-tables), or a dotted ``tool.deckcheck.x = ...`` key."""


def _home() -> Path | None:
    try:
        return Path.home().absolute()
    except (RuntimeError, KeyError, OSError):
        return None


HOME = _home()


def is_boundary(directory: Path) -> bool:
    """Whether the search stops after ``directory``: a repository's root, or the home folder."""
    return directory == HOME or os.path.lexists(directory / ".git")


def is_config(path: Path) -> bool:
    """Whether ``path`` is a config file the search takes. A ``deckcheck.toml`` that is a link leading nowhere (a
    submodule not checked out), a directory, a pipe or a device is an error: skipped, its pool and regulation would
    be dropped without a word."""
    if not os.path.isfile(path):
        if path.name != "pyproject.toml" and os.path.lexists(path):
            dangling = os.path.islink(path) and not os.path.exists(path)
            what = "a symbolic link that leads nowhere (a loop, or a missing target)" if dangling else "not a file"
            raise ConfigError(f"{path}: {what}; deckcheck reads its settings from a file of that name")
        return False
    if path.name != "pyproject.toml":
        return True
    from deckcheck.config.load import deckcheck_table

    try:
        return deckcheck_table(path) is not None
    except ConfigError:
        if _names_our_table(path):
            raise  # meant for deckcheck: its problem is the user's to fix
        return False


def _names_our_table(path: Path) -> bool:
    from deckcheck.config.load import MAX_CONFIG_SIZE

    try:
        with open(path, "rb") as handle:
            text = handle.read(MAX_CONFIG_SIZE + 1).decode("utf-8", "replace")
    except OSError:
        return False
    return _OUR_TABLE.search(text) is not None


def used_notes(used: list[Path], cwd: Path) -> list[str]:
    """A note for each config file the search found outside the current directory: settings from a parent
    directory apply without a word otherwise."""
    notes = []
    for path in used:
        if not path.is_relative_to(cwd):
            notes.append(f"settings from {path} (the nearest config file above the decks)")
    return notes
