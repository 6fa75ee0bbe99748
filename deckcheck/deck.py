"""The deck model every reader produces, for every game: every entry keeps its file, line and column.

A deck is counted cards in *sections* (Buddyfight: deck, sideboard; Yu-Gi-Oh!:
main, extra, side) and single cards in *slots* kept outside them (Buddyfight's
flag and buddy; Vanguard's first vanguard). Which sections and slots there are
is the game's (:class:`deckcheck.games.base.Game`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NamedTuple

from cardpool.record import Record, put
from deckcheck.findings import Problem


def format_key(name: str) -> str:
    """A format's name as formats are compared: case, hyphens, underscores and spacing aside, so ``D-Standard``,
    ``d standard`` and ``D_STANDARD`` name one format (a deck's ``Format:`` line, ``--format``, a game's formats
    and a regulation's ``format:`` all meet here)."""
    return " ".join(name.replace("-", " ").replace("_", " ").casefold().split())


def listed_format(written: str | None) -> str | None:
    """The format a regulation's list is for, as formats are compared; ``None`` for a list of no format."""
    return format_key(written or "") or None


class Named(NamedTuple):
    """A slot line (a flag, a buddy): the name as written and where it stands (1-based).

    A tuple, as :class:`Entry` is: read-only, equal and hashed by its fields, and cheap to make."""

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

    def replace(self, **changes: Any) -> Named:
        """A copy with ``changes`` (as ``dataclasses.replace``)."""
        return self._replace(**changes)


class Entry(NamedTuple):
    """A card line of a section: ``count`` copies of ``name`` (as written).

    A tuple (as :class:`Comment`): one is made for every card line of every deck, and a read-only record's fields,
    each set through ``object.__setattr__``, cost three times as much to make. Read-only, equal and hashed by its
    fields, as a record is (a plain tuple of the same values is equal too: nothing compares one with a tuple)."""

    name: str
    count: int  # type: ignore[assignment]  # the field, not tuple.count (which no caller of an entry asks)
    line: int
    column: int
    section: str
    bare: bool = False
    """No count was written (a pasted name alone): read as one copy. A file whose every line is bare and names no
    card may be no deck at all (:mod:`deckcheck.run.notdeck`), so callers can tell these apart."""
    remark: str | None = None
    """A trailing parenthesis dropped as a remark (``FV`` of ``Name (FV)``): a game's rule may read it (Vanguard's
    first vanguard mark); the resolver keeps it in the name when the pool knows the whole text."""

    def replace(self, **changes: Any) -> Entry:
        """A copy with ``changes`` (as ``dataclasses.replace``)."""
        return self._replace(**changes)


class Comment(NamedTuple):
    """A comment a reader met: its line, the 1-based column of its ``#`` (or ``//``), and its text from there to
    the end of the line (where suppression directives are read, :mod:`deckcheck.run.directives`). (A tuple: made
    for every comment line, it costs less than a frozen dataclass.)"""

    line: int
    column: int
    text: str


ReadingKind = Literal["card", "heading", "category", "title", "caption", "prose", "problem", "number"]
"""What a line is when the pool knows no card of it (``card``: a card either way); the table of
:mod:`deckcheck.readers.reading` gives each."""


class Reading:
    """One line read as the card ``entry``, or as ``kind`` when the pool knows no such card; the alternatives are
    other card readings of the same line, each taken when the pool knows its card (``None``: none). Made by the
    text reader (:mod:`deckcheck.readers.reading`), decided by the resolver (:mod:`deckcheck.readers.resolve`).

    Not read-only, unlike the other deck values: one is built for every card line, and a read-only class costs more
    to build. Nothing changes one once made (the reader and the resolver make new ones, :meth:`replace`)."""

    __slots__ = ("entry", "kind", "lead", "led_counted", "counted", "cut")
    FIELDS = __slots__
    __hash__ = None  # type: ignore[assignment]  # equal by value, and not read-only: no hash

    def __init__(
        self,
        entry: Entry,
        kind: ReadingKind = "card",
        lead: str | None = None,
        led_counted: Entry | None = None,
        counted: Entry | None = None,
        cut: Reading | None = None,
    ) -> None:
        self.entry = entry
        self.kind: ReadingKind = kind
        self.lead = lead
        """The count and the white space after it when the count was written before the name as bare digits (``7 ``
        of ``7 Colored Fish``): the name may start with that number (:attr:`led`)."""
        self.led_counted = led_counted
        """``7 Colored Fish x3``: three copies of the whole text before the count written after it."""
        self.counted = counted
        """``Sun Dragon Shield 4``, a bare line: four copies of the name before the number."""
        self.cut = cut
        """A title or prose line (``Mr. Volcano (tech)``): its name without the trailing remark."""

    def _values(self) -> tuple[object, ...]:
        return (self.entry, self.kind, self.lead, self.led_counted, self.counted, self.cut)

    def __eq__(self, other: object) -> bool:
        return self._values() == other._values() if type(other) is Reading else NotImplemented

    def __repr__(self) -> str:
        return "Reading(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS) + ")"

    def replace(self, **changes: object) -> Reading:
        """A copy with ``changes`` (as ``dataclasses.replace``)."""
        return Reading(**{**dict(zip(self.FIELDS, self._values(), strict=True)), **changes})  # type: ignore[arg-type]

    @property
    def led(self) -> Entry | None:
        """``7 Colored Fish`` read as ``7`` copies of ``Colored Fish``: one copy of the whole text (made when asked:
        the pool knows most names as read)."""
        lead, entry = self.lead, self.entry
        if lead is None:
            return None
        column = entry.column - len(lead)
        return Entry(lead + entry.name, 1, entry.line, column, entry.section, entry.bare, entry.remark)

    @property
    def heading(self) -> bool:
        """Read as a heading unless the pool says it is a card."""
        return self.kind in ("heading", "category")

    @property
    def card(self) -> bool:
        """Counted as a card under a counted heading, before the pool decides (no heading, title nor prose)."""
        return self.kind in ("card", "number")


class Declared(Record):
    """A counted heading (``Main Deck (43)``, ``Sideboard: 15``, ``Monsters (10)``): how many cards the list says the
    section, or the lines under it, hold."""

    __slots__ = ("section", "count", "line", "column", "heading", "until")
    section: str
    count: int
    line: int
    column: int
    heading: str
    """The heading as written, without its count (``Main Deck``)."""
    until: int | None
    """A sub-heading's (``Monsters (10)``): the last line of the cards under it, which its count is of; ``heading``
    is then the line as written. ``None``: a section heading, whose count is the section's."""

    def __init__(
        self, section: str, count: int, line: int, column: int, heading: str, until: int | None = None
    ) -> None:
        put(self, "section", section)
        put(self, "count", count)
        put(self, "line", line)
        put(self, "column", column)
        put(self, "heading", heading)
        put(self, "until", until)


class Deck(Record):
    """One decklist as read from a file. ``slots`` keep every line given for each slot, in order."""

    __slots__ = (
        "path",
        "game",
        "entries",
        "slots",
        "name",
        "player",
        "format",
        "game_line",
        "format_line",
        "syntax",
        "line_per_copy",
        "readable",
        "line_count",
        "encoding",
        "notes",
        "not_a_deck",
        "readings",
        "declared",
        "comments",
        "pool_read",
    )
    path: str
    game: str
    entries: tuple[Entry, ...]
    slots: Mapping[str, tuple[Named, ...]]
    name: str | None
    player: str | None
    """Who plays the deck (a ``player:`` key or ``Player:`` line), for event reports."""
    format: str | None
    game_line: int | None
    """The line that names the game, when a line does."""
    format_line: int | None
    """The line that names the format, when a line does."""
    syntax: str
    """Which reader read the file: ``yaml``, ``text`` (``csv``: a spreadsheet's CSV export the text reader read as
    its table), ``other`` or a game's own form (``ydk``); ``--fix`` quotes names the YAML way in YAML files, and
    writes no comma or quote into a CSV cell."""
    line_per_copy: bool
    """Every card line is one copy, and a card is listed once a copy (``.ydk``, ``ydke://``): the same card on
    several lines is not a duplicate entry."""
    readable: bool
    """False when the file could not be read at all (encoding, size, YAML that does not parse)."""
    line_count: int
    encoding: str
    """The encoding the file was read in: ``utf-8``, ``utf-16``, or ``cp1252`` (a guess, with a warning)."""
    notes: tuple[Problem, ...]
    """How the reader read lines that could be read two ways (a title, a dropped remark, a (Buddy) mark)."""
    not_a_deck: str | None
    """Why the file is no deck at all (a YAML mapping without a deck's keys): a directory walk skips it."""
    readings: tuple[Reading, ...]
    """How a text list's lines may be read, until the resolver decides (:mod:`deckcheck.readers.resolve`): each
    line's card reading (``entries`` before then) and what else it may be (a heading, a title, a parse problem).
    Empty once decided, and for a reader that keeps no line two ways."""
    declared: tuple[Declared, ...]
    """The counts the list's section headings and sub-headings give (a pasted text list): checked as
    ``heading-count``."""
    comments: tuple[Comment, ...] | None
    """Every comment the reader met, in file order: each starts at a ``#`` at the start of a line or after white
    space (``//`` too in a text list), and no such ``#`` before it on its line is outside a comment. ``None``: the
    reader collects none (the suppression step then scans the text itself)."""
    pool_read: bool
    """Whether the reading's pool step has run (:func:`deckcheck.readers.pool_step.finish_with_pool`): the lines
    that read two ways are decided. The engine runs it for a deck handed to it without (a caller that read alone)."""

    def __init__(
        self,
        path: str,
        game: str,
        entries: tuple[Entry, ...] = (),
        slots: Mapping[str, tuple[Named, ...]] | None = None,
        name: str | None = None,
        player: str | None = None,
        format: str | None = None,
        game_line: int | None = None,
        format_line: int | None = None,
        syntax: str = "text",
        line_per_copy: bool = False,
        readable: bool = True,
        line_count: int = 0,
        encoding: str = "utf-8",
        notes: tuple[Problem, ...] = (),
        not_a_deck: str | None = None,
        readings: tuple[Reading, ...] = (),
        declared: tuple[Declared, ...] = (),
        comments: tuple[Comment, ...] | None = None,
        pool_read: bool = False,
    ) -> None:
        put(self, "path", path)
        put(self, "game", game)
        put(self, "entries", entries)
        put(self, "slots", {} if slots is None else slots)
        put(self, "name", name)
        put(self, "player", player)
        put(self, "format", format)
        put(self, "game_line", game_line)
        put(self, "format_line", format_line)
        put(self, "syntax", syntax)
        put(self, "line_per_copy", line_per_copy)
        put(self, "readable", readable)
        put(self, "line_count", line_count)
        put(self, "encoding", encoding)
        put(self, "notes", notes)
        put(self, "not_a_deck", not_a_deck)
        put(self, "readings", readings)
        put(self, "declared", declared)
        put(self, "comments", comments)
        put(self, "pool_read", pool_read)

    def replace(self, **changes: Any) -> Deck:
        """A copy with ``changes``, as :meth:`__init__` makes a deck (it only stores each field, and no ``slots`` as
        ``{}``): the fields are copied, not passed by name through ``__init__`` (the pool step makes a copy of every
        deck)."""
        copy = object.__new__(Deck)
        for name in Deck.__slots__:
            put(copy, name, changes.pop(name) if name in changes else getattr(self, name))
        if changes:
            raise TypeError(f"Deck has no field {', '.join(sorted(changes))}")
        if copy.slots is None:
            put(copy, "slots", {})
        return copy

    def slot(self, name: str) -> tuple[Named, ...]:
        """Every line given for the slot ``name`` (empty when none)."""
        return self.slots.get(name, ())

    def section_size(self, section: str) -> int:
        return sum(e.count for e in self.entries if e.section == section)
