"""The settings of one deck file, and the command line's overrides of a config file's values."""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Set
from pathlib import Path

from cardpool.record import Fields, field
from deckcheck.findings import Severity

DEFAULT_EXCLUDE = (".git", ".venv", "venv", "node_modules", "build", "dist", "site-packages", "__pycache__")
"""Directories a walk never enters unless a config's ``exclude`` replaces this list (as ruff's defaults)."""


def default_include() -> tuple[str, ...]:
    """Every deck suffix a reader or a game owns (``*.yaml``, ``*.txt``, ``*.ydk``, ...)."""
    from deckcheck.readers import deck_suffixes

    return tuple(f"*{suffix}" for suffix in deck_suffixes())


class Overrides(Fields):
    """What the command line says; ``None`` (or empty) leaves the config file's value."""

    pool: tuple[str, ...] = ()
    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    strict: bool | None = None
    game: str | None = None
    format: str | None = None
    regulation: tuple[str, ...] | None = None
    as_of: datetime.date | None = None
    disable_suppressions: bool | None = None
    respect_gitignore: bool | None = None
    isolated: bool = False
    """``--isolated``: no config file, and no ``.gitignore`` (one among submitted files could hide a list) unless
    ``--respect-gitignore`` says so."""


class Settings(Fields):
    """Everything that decides how one deck file is checked."""

    config_file: Path | None
    root: Path
    """Relative globs and ``per-file-ignores`` are matched against paths relative to this directory: the config
    file's, or the current directory for ``--config FILE`` (as ruff)."""
    pool: tuple[str, ...] = ()
    """Card pools (one per game); empty: ``$DECKCHECK_POOL``, else each game's default pool."""
    game: str | None = None
    """The game of decks that do not name one (``--game`` forces it for every deck)."""
    format: str | None = None
    regulation: tuple[str, ...] = ()
    """Regulation files, folders or list names (``--regulation``, else the config's ``regulation``)."""
    as_of: datetime.date | None = None
    rules: Set[str] = frozenset()
    """The codes of the rules that run (a :class:`~deckcheck.rules.choice.RuleChoice` from the config)."""
    severity: Mapping[str, Severity] = field(default_factory=dict)
    """Rule code -> severity."""
    per_file_ignores: tuple[tuple[str, frozenset[str]], ...] = ()
    """(glob, rule codes) pairs, in file order."""
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = DEFAULT_EXCLUDE
    """``exclude`` (else the defaults) plus ``extend-exclude``."""
    respect_gitignore: bool = True
    """Whether a walk skips what the tree's ``.gitignore`` files ignore."""
    strict: bool = False
    disable_suppressions: bool = False
    """Every suppression comment is inert (``--disable-suppressions``): for code that is not trusted."""
    sources: Mapping[str, str] = field(default_factory=dict)
    """Where each setting came from: ``default``, a config file's path, or a command-line option."""
    data_root: Path | None = None
    """A relative ``regulation`` of the config is taken from here, the config file's directory (``root`` when
    ``None``)."""

    @property
    def regulation_root(self) -> Path:
        return self.data_root or self.root
