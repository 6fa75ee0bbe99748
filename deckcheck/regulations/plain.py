"""A regulation as the engine uses it: plain read-only records, no pydantic (issue 18).

The regulation file's schema (:mod:`deckcheck.regulations.model`, pydantic) validates a regulation where it
enters (a YAML file read again, a game's own format built from a dict: :func:`~deckcheck.regulations.model.
validate_regulation`) and is converted to these records once; an ``lflist.conf`` list is built as records
directly, and a regulation cache hit rebuilds them from stored values, each checked
(:meth:`~cardpool.plain.PlainRecord.from_values`), so a run that binds a cached regulation imports no pydantic.

The records have the schema's fields in its order (each model names its record as ``PLAIN``), compare equal to
the validated model they mirror, and carry the methods the rules use (:meth:`SizeRange.describe`,
:meth:`FieldCount.matches`, :attr:`Regulation.label`, :meth:`Regulation.in_force`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any, ClassVar

from cardpool.plain import BAD, BOOL, INT, INT_OR_NONE, STR, STR_OR_NONE, Check, PlainRecord, nested, strings

FieldValue = str | int | bool


def in_force(effective: dt.date | None, ends: dt.date | None, day: dt.date) -> bool:
    """Whether a list effective from ``effective`` (no date: never) until ``ends`` (inclusive; none: open) is in
    force on ``day``: the one rule a YAML regulation and an ``lflist.conf`` list are chosen by."""
    return effective is not None and effective <= day and (ends is None or day <= ends)


# --- the checks of stored values (a cache hit's) -----------------------------------------------------------------


def _day(value: Any) -> Any:
    """A date, stored as its ordinal; or ``None``."""
    if value is None:
        return None
    if type(value) is not int or not 1 <= value <= dt.date.max.toordinal():
        return BAD
    return dt.date.fromordinal(value)


def _when(value: Any) -> Any:
    """A ``when:`` condition: slot -> the cards written for it."""
    if type(value) is not dict or not all(type(k) is str and strings(v) is not BAD for k, v in value.items()):
        return BAD
    return value


def _field_value(value: Any) -> Any:
    return value if type(value) in (str, int, bool) else BAD


def _records(record: type[PlainRecord]) -> Check:
    """A tuple of ``record``s, each stored as the mapping of its fields."""
    one = nested(record)

    def check(value: Any) -> Any:
        if type(value) is not tuple:
            return BAD
        built = tuple(one(item) if type(item) is dict else BAD for item in value)
        return BAD if any(item is BAD for item in built) else built

    return check


def _table(record: type[PlainRecord]) -> Check:
    """A ``dict[str, record]``, each value stored as the mapping of its fields."""
    one = nested(record)

    def check(value: Any) -> Any:
        if type(value) is not dict or not all(type(k) is str and type(v) is dict for k, v in value.items()):
            return BAD
        built = {k: one(v) for k, v in value.items()}
        return BAD if any(v is BAD for v in built.values()) else built

    return check


def stored(value: Any) -> Any:
    """A record (and what it holds) as plain data a cache can store and :meth:`PlainRecord.from_values` checks: a
    record as the mapping of its fields, a date as its ordinal."""
    if isinstance(value, PlainRecord):
        return {name: stored(v) for name, v in zip(value.FIELDS, value.field_values(), strict=True)}
    if type(value) is tuple:
        return tuple(stored(v) for v in value)
    if type(value) is dict:
        return {k: stored(v) for k, v in value.items()}
    if type(value) is dt.date:
        return value.toordinal()
    return value


# --- the records ---------------------------------------------------------------------------------------------------


class SizeRange(PlainRecord):
    """How many cards a section may hold; ``None`` leaves that end to the game."""

    __slots__ = ("min", "max")
    SPEC: ClassVar[tuple[tuple[str, Check], ...]] = (("min", INT_OR_NONE), ("max", INT_OR_NONE))
    min: int | None
    max: int | None

    def describe(self) -> str:
        if self.min is not None and self.max is not None:
            return f"{self.min}" if self.min == self.max else f"{self.min} to {self.max}"
        if self.min is not None:
            return f"at least {self.min}"
        if self.max is not None:
            return f"at most {self.max}"
        return "any number of"


class SectionSize(SizeRange):
    """A section's size under ``sections:``; ``apart`` keeps its cards out of the main section's count."""

    __slots__ = ("apart",)
    SPEC = (("apart", BOOL),)
    apart: bool


class Sideboard(SizeRange):
    """The sideboard's size and what may not be in it."""

    __slots__ = ("not_slots", "not_types")
    SPEC = (("not_slots", strings), ("not_types", strings))
    not_slots: tuple[str, ...]
    not_types: tuple[str, ...]


class Condition(PlainRecord):
    """Where a limit holds: decks whose slot holds one of the cards (empty: every deck)."""

    __slots__ = ("when",)
    SPEC: ClassVar[tuple[tuple[str, Check], ...]] = (("when", _when),)
    when: Mapping[str, tuple[str, ...]]


class FieldCount(Condition):
    """At most ``max`` cards whose card field ``field`` has ``value``, every section together."""

    __slots__ = ("name", "field", "value", "max")
    SPEC = (("name", STR_OR_NONE), ("field", STR), ("value", _field_value), ("max", INT))
    name: str | None
    field: str
    value: FieldValue
    max: int

    def matches(self, value: object) -> bool:
        """Whether a card's field value is this count's ``value`` (text compared without case); of a field of several
        values (a card's worlds, a monster's types), whether one of them is."""
        if isinstance(value, tuple):
            return any(self.matches(item) for item in value)
        if isinstance(self.value, str) and isinstance(value, str):
            return value.casefold() == self.value.casefold()
        return value == self.value and type(value) is type(self.value)


class Limited(Condition):
    """At most ``max`` copies of ``card`` (deck and sideboard together)."""

    __slots__ = ("card", "max")
    SPEC = (("card", STR), ("max", INT))
    card: str
    max: int


class Choice(Condition):
    """Cards of only one name from ``cards`` may be in the deck."""

    __slots__ = ("name", "cards")
    SPEC = (("name", STR_OR_NONE), ("cards", strings))
    name: str | None
    cards: tuple[str, ...]


class Combined(Condition):
    """At most ``max`` copies in any combination of ``cards``."""

    __slots__ = ("name", "max", "cards")
    SPEC = (("name", STR_OR_NONE), ("max", INT), ("cards", strings))
    name: str | None
    max: int
    cards: tuple[str, ...]


class PoolFilter(PlainRecord):
    """The cards a format admits: by set, by card-number prefix, or by name (a whitelist)."""

    __slots__ = ("sets", "prefixes", "cards")
    SPEC = (("sets", strings), ("prefixes", strings), ("cards", strings))
    sets: tuple[str, ...]
    prefixes: tuple[str, ...]
    cards: tuple[str, ...]


class Regulation(PlainRecord):
    """One regulation: a YAML regulation file's, or one list of a game's own format (see the README,
    "Regulations"; the fields are :class:`deckcheck.regulations.model.Regulation`'s)."""

    __slots__ = (
        "name", "game", "format", "effective", "ends", "source", "note", "sections", "sideboard", "banned",
        "limited", "choice", "combined", "counts", "pool",
    )  # fmt: skip
    SPEC = (
        ("name", STR),
        ("game", STR),
        ("format", STR_OR_NONE),
        ("effective", _day),
        ("ends", _day),
        ("source", STR_OR_NONE),
        ("note", STR_OR_NONE),
        ("sections", _table(SectionSize)),
        ("sideboard", nested(Sideboard)),
        ("banned", strings),
        ("limited", _records(Limited)),
        ("choice", _records(Choice)),
        ("combined", _records(Combined)),
        ("counts", _records(FieldCount)),
        ("pool", nested(PoolFilter)),
    )
    name: str
    game: str
    format: str | None
    effective: dt.date | None
    ends: dt.date | None
    source: str | None
    note: str | None
    sections: Mapping[str, SectionSize]
    sideboard: Sideboard | None
    banned: tuple[str, ...]
    limited: tuple[Limited, ...]
    choice: tuple[Choice, ...]
    combined: tuple[Combined, ...]
    counts: tuple[FieldCount, ...]
    pool: PoolFilter | None

    @property
    def label(self) -> str:
        """How findings name the list: ``Example Irregulars List (in force from 2018-07-02)``."""
        if self.effective is None:
            return self.name
        return f"{self.name} (in force from {self.effective.isoformat()})"

    def in_force(self, day: dt.date) -> bool:
        return in_force(self.effective, self.ends, day)


def lists_only(
    name: str,
    game: str,
    *,
    format: str | None = None,
    effective: dt.date | None = None,
    source: str | None = None,
    banned: tuple[str, ...] = (),
    limited: tuple[Limited, ...] = (),
    pool: PoolFilter | None = None,
) -> Regulation:
    """A regulation of banned and limited cards (and a whitelist), nothing else: what a game's own list format
    (``lflist.conf``) builds directly, its values already checked."""
    return Regulation(
        name=name, game=game, format=format, effective=effective, ends=None, source=source, note=None,
        sections={}, sideboard=None, banned=banned, limited=limited, choice=(), combined=(), counts=(), pool=pool,
    )  # fmt: skip
