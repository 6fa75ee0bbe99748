"""The deck model every reader produces, for every game: every entry keeps its file, line and column.

A deck is counted cards in *sections* (Buddyfight: deck, sideboard; Yu-Gi-Oh!:
main, extra, side) and single cards in *slots* kept outside them (Buddyfight's
flag and buddy; Vanguard's first vanguard). Which sections and slots there are
is the game's (:class:`deckcheck.games.base.Game`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from deckcheck.findings import Problem


@dataclass(frozen=True, slots=True)
class Named:
    """A slot line (a flag, a buddy): the name as written and where it stands (1-based)."""

    name: str
    line: int
    column: int
    columns: tuple[int, ...] | None = None
    """The column of each character of ``name``, where they are not one after another (a quoted YAML name
    with escapes); ``None``: ``column``, ``column + 1``, ..."""

    def column_at(self, offset: int) -> int:
        """The column of the character at ``offset`` in the name (where a name split off it starts)."""
        if self.columns is not None and offset < len(self.columns):
            return self.columns[offset]
        return self.column + offset


@dataclass(frozen=True, slots=True)
class Entry:
    """A card line of a section: ``count`` copies of ``name`` (as written)."""

    name: str
    count: int
    line: int
    column: int
    section: str
    bare: bool = False
    """No count was written (a pasted name alone): read as one copy. A bare line that names no card may be
    text that is no deck at all, so callers can tell these apart."""
    heading: bool = False
    """Written like a heading (``Counters (8)``, ``Set Spells``): a heading when the pool knows no card of that
    name (:mod:`deckcheck.readers.pooled` decides); the reader never needs the pool."""
    title: bool = False
    """Written ``Deck: X`` with no count (``Deck: Sun Fist beats``): the deck's name when the pool knows no card
    ``X``, else one copy of it (:mod:`deckcheck.readers.pooled` decides)."""
    lead: str | None = None
    """The count as written before the name when it is bare digits and white space (``7 `` of ``7 Colored Fish``):
    the whole text may be a card whose name starts with a number (:mod:`deckcheck.readers.pooled` decides)."""
    remark: str | None = None
    """A trailing parenthesis dropped as a remark (``Today's Menu`` of ``Voici la Carte (Today's Menu)``): the whole
    text may be a card whose name ends in one (:mod:`deckcheck.readers.pooled` decides)."""
    category: bool = False
    """A heading that is one of the game's card kinds (``Fusion (2)``, ``Tuner``): a heading when the pool knows no
    card so named, however close one is (:mod:`deckcheck.readers.pooled` decides)."""
    prose: bool = False
    """A label (``Tech:``, ``Flex slots -``) or a sentence (``Thanks for reading!``, ``Edit: ...``): skipped when the
    pool knows no such card nor a close one (:mod:`deckcheck.readers.pooled` decides)."""
    caption: bool = False
    """The first line, written like a title (``Devil's Era - 72 Pillars (Creation Control)``): the deck's name when
    the pool knows no such card (:mod:`deckcheck.readers.pooled` decides)."""


@dataclass(frozen=True, slots=True)
class Declared:
    """A section heading's count (``Main Deck (43)``, ``Sideboard: 15``): how many cards the list says it holds."""

    section: str
    count: int
    line: int
    column: int
    heading: str
    """The heading as written, without its count (``Main Deck``)."""


@dataclass(frozen=True)
class Deck:
    """One decklist as read from a file. ``slots`` keep every line given for each slot, in order."""

    path: str
    game: str
    entries: tuple[Entry, ...] = ()
    slots: Mapping[str, tuple[Named, ...]] = field(default_factory=dict)
    name: str | None = None
    player: str | None = None
    """Who plays the deck (a ``player:`` key or ``Player:`` line), for event reports."""
    format: str | None = None
    game_line: int | None = None
    """The line that names the game, when a line does."""
    format_line: int | None = None
    """The line that names the format, when a line does."""
    syntax: str = "text"
    """Which reader read the file: ``yaml``, ``text``, ``other`` or a game's own form (``ydk``); ``--fix``
    quotes names the YAML way in YAML files."""
    line_per_copy: bool = False
    """Every card line is one copy, and a card is listed once a copy (``.ydk``, ``ydke://``): the same card on
    several lines is not a duplicate entry."""
    readable: bool = True
    """False when the file could not be read at all (encoding, size, YAML that does not parse)."""
    line_count: int = 0
    encoding: str = "utf-8"
    """The encoding the file was read in: ``utf-8``, ``utf-16``, or ``cp1252`` (a guess, with a warning)."""
    notes: tuple[Problem, ...] = ()
    """How the reader read lines that could be read two ways (a title, a dropped remark, a (Buddy) mark)."""
    not_a_deck: str | None = None
    """Why the file is no deck at all (a YAML mapping without a deck's keys): a directory walk skips it."""
    maybe: tuple[Entry, ...] = ()
    """Lines the reader reported as parse problems that are cards when the pool knows their whole text:
    ``Side Effects?`` reads as ``Side`` without its colon, ``4000 Festival!`` as 4000 copies. Each stands at its
    problem's line and column (:mod:`deckcheck.readers.pooled` decides, the engine withdraws the problem)."""
    declared: tuple[Declared, ...] = ()
    """The counts the list's section headings give (a pasted text list): checked as ``heading-count``."""
    pool_read: bool = False
    """Whether the reading's pool step has run (:func:`deckcheck.readers.pool_step.finish_with_pool`): the lines
    that read two ways are decided. The engine runs it for a deck handed to it without (a caller that read alone)."""

    def slot(self, name: str) -> tuple[Named, ...]:
        """Every line given for the slot ``name`` (empty when none)."""
        return self.slots.get(name, ())

    def section_size(self, section: str) -> int:
        return sum(e.count for e in self.entries if e.section == section)
