"""The deck model every reader produces: every entry keeps its file, line and column."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from deckcheck.findings import Problem

Section = Literal["deck", "sideboard"]


@dataclass(frozen=True, slots=True)
class Named:
    """A flag or buddy line: the name as written and where it stands (1-based)."""

    name: str
    line: int
    column: int


@dataclass(frozen=True, slots=True)
class Entry:
    """A deck or sideboard line: ``count`` copies of ``name`` (as written)."""

    name: str
    count: int
    line: int
    column: int
    section: Section = "deck"
    bare: bool = False
    """No count was written (a pasted name alone): read as one copy. A bare line that names no card may be
    text that is no deck at all, so callers can tell these apart."""


@dataclass(frozen=True)
class Deck:
    """One decklist as read from a file. ``flags`` and ``buddies`` keep every line given."""

    path: str
    flags: tuple[Named, ...] = ()
    buddies: tuple[Named, ...] = ()
    entries: tuple[Entry, ...] = ()
    name: str | None = None
    game: str = "buddyfight"
    format: str | None = None
    game_line: int | None = None
    """The line that names the game, when a line does."""
    format_line: int | None = None
    """The line that names the format, when a line does."""
    syntax: Literal["yaml", "text"] = "text"
    """Which reader read the file (``--fix`` quotes names the YAML way in YAML files)."""
    readable: bool = True
    """False when the file could not be read at all (encoding, size, YAML that does not parse)."""
    line_count: int = 0
    encoding: str = "utf-8"
    """The encoding the file was read in: ``utf-8``, ``utf-16``, or ``cp1252`` (a guess, with a warning)."""
    notes: tuple[Problem, ...] = ()
    """How the reader read lines that could be read two ways (a title, a dropped remark, a (Buddy) mark)."""
