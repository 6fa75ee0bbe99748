"""The regulation file's schema: a pydantic model of one game's banned and limited list, where data enters.

A regulation names cards as written (a name or a card number); :mod:`deckcheck.regulations.bind`
resolves them against the card pool. Nothing here knows a game's words: sections, slots and card
types are plain strings, checked against the game when the file is loaded.

The engine never holds these models: a validated regulation becomes plain records
(:mod:`deckcheck.regulations.plain`, each model names its record as ``PLAIN``) once, by
:func:`validate_regulation` (a game's own format that builds a regulation from a dict calls it) or
:func:`to_plain`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from cardpool.plain import PlainRecord
from cardpool.visible import quote
from deckcheck.regulations import plain

MAX_CARDS = 100_000
"""No list holds more entries than this (the real lflist.conf lists hold a few hundred)."""
MAX_GROUPS = 1_000
"""No regulation holds more choice groups, nor more combined limits, than this (real lists hold a dozen)."""


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=True, defer_build=True)
    PLAIN: ClassVar[type[PlainRecord]]
    """The plain record this model becomes once validated (:func:`to_plain`)."""


CardName = str


def _no_blanks(values: tuple[str, ...]) -> tuple[str, ...]:
    if any(not v for v in values):
        raise ValueError("must not contain empty names")
    return values


class SizeRange(_Strict):
    """How many cards a section may hold; ``None`` leaves that end to the game."""

    PLAIN = plain.SizeRange

    min: int | None = Field(default=None, ge=0, le=9999, strict=True)
    max: int | None = Field(default=None, ge=0, le=9999, strict=True)

    @model_validator(mode="after")
    def _ordered(self) -> SizeRange:
        if self.min is not None and self.max is not None and self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        return self


class SectionSize(SizeRange):
    """A section's size under ``sections:``; ``apart`` keeps its cards out of the main section's count."""

    PLAIN = plain.SectionSize

    apart: bool = False
    """The section stands outside the main deck's count (a later Vanguard format's ride deck: 50 cards and 5
    more). Only a game whose main count takes in other sections reads it (Vanguard's ride deck is one of its 50)."""


class Sideboard(SizeRange):
    """The sideboard's size and what may not be in it."""

    PLAIN = plain.Sideboard

    not_slots: tuple[str, ...] = ()
    """Slots whose card may not be in the sideboard (Buddyfight: a spare ``flag`` or ``buddy``)."""
    not_types: tuple[str, ...] = ()
    """Card types that may not be in the sideboard (Buddyfight: ``flag``)."""


class Condition(_Strict):
    """Where a limit holds: ``when: {flag: [...]}`` for decks whose slot holds one of the cards."""

    PLAIN = plain.Condition

    when: dict[str, tuple[CardName, ...]] = Field(default_factory=dict)

    @field_validator("when")
    @classmethod
    def _cards_listed(cls, value: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
        for slot, cards in value.items():
            if not cards:
                raise ValueError(f"'{slot}' needs at least one card")
            _no_blanks(cards)
        return value


FieldValue = str | int | bool


class FieldCount(Condition):
    """At most ``max`` cards whose card field ``field`` has ``value`` (``trigger: Critical``), every section
    together; text is compared without case."""

    PLAIN = plain.FieldCount

    name: str | None = Field(default=None, max_length=200)
    field: str = Field(min_length=1, max_length=60, pattern=r"^[a-z_][a-z0-9_]*$")
    value: FieldValue
    max: int = Field(ge=0, le=9999)


class Limited(Condition):
    """At most ``max`` copies of ``card`` (deck and sideboard together)."""

    PLAIN = plain.Limited

    card: CardName = Field(min_length=1, max_length=500)
    max: int = Field(ge=0, le=999, strict=True)


class Choice(Condition):
    """Cards of only one name from ``cards`` may be in the deck."""

    PLAIN = plain.Choice

    name: str | None = Field(default=None, max_length=200)
    cards: tuple[CardName, ...] = Field(min_length=2, max_length=MAX_CARDS)

    @field_validator("cards")
    @classmethod
    def _no_blank_names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _no_blanks(value)


class Combined(Condition):
    """At most ``max`` copies in any combination of ``cards``."""

    PLAIN = plain.Combined

    name: str | None = Field(default=None, max_length=200)
    max: int = Field(ge=0, le=999, strict=True)
    cards: tuple[CardName, ...] = Field(min_length=2, max_length=MAX_CARDS)

    @field_validator("cards")
    @classmethod
    def _no_blank_names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _no_blanks(value)


class PoolFilter(_Strict):
    """The cards a format admits: by set, by card-number prefix, or by name (a whitelist).

    A card is in the format when any of its printings has a number in one of ``sets``
    (the part before the ``/``: ``D-BT01`` of ``D-BT01/0010EN``; in a number without one,
    before the first ``-``: ``LOB`` of ``LOB-EN001``) or starting with one of ``prefixes``, or it is one of ``cards``.
    """

    PLAIN = plain.PoolFilter

    sets: tuple[str, ...] = ()
    prefixes: tuple[str, ...] = ()
    cards: tuple[CardName, ...] = Field(default=(), max_length=MAX_CARDS)

    @field_validator("sets", "prefixes", "cards")
    @classmethod
    def _no_blank_names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _no_blanks(value)

    @model_validator(mode="after")
    def _something(self) -> PoolFilter:
        if not (self.sets or self.prefixes or self.cards):
            raise ValueError("a pool filter needs 'sets', 'prefixes' or 'cards'")
        return self


class Regulation(_Strict):
    """One regulation file (see the README, "Regulations")."""

    PLAIN = plain.Regulation

    name: str = Field(min_length=1, max_length=200)
    game: str = Field(min_length=1, max_length=60)
    format: str | None = Field(default=None, max_length=60)
    """Which format the list is for (``tcg``, ``ocg``, ``standard``); ``--format`` picks by it."""
    effective: dt.date | None = None
    """The first day the list is in force (required in a regulation file; a lflist.conf list named
    without a date has none and is picked by name only)."""
    ends: dt.date | None = None
    """The last day the list is in force; without it, until a later list of the game takes effect."""
    source: str | None = Field(default=None, max_length=500)
    note: str | None = Field(default=None, max_length=2000)
    sections: dict[str, SectionSize] = Field(default_factory=dict)
    """Deck sizes that differ from the game's, by section name."""
    sideboard: Sideboard | None = None
    banned: tuple[CardName, ...] = Field(default=(), max_length=MAX_CARDS)
    limited: tuple[Limited, ...] = Field(default=(), max_length=MAX_CARDS)
    choice: tuple[Choice, ...] = Field(default=(), max_length=MAX_GROUPS)
    combined: tuple[Combined, ...] = Field(default=(), max_length=MAX_GROUPS)
    counts: tuple[FieldCount, ...] = ()
    """Count limits on the cards whose field has a value (``{field: trigger, value: Critical, max: 8}``)."""
    pool: PoolFilter | None = None

    @field_validator("banned")
    @classmethod
    def _no_blank_names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _no_blanks(value)

    @field_validator("effective", "ends", mode="before")
    @classmethod
    def _date_only(cls, value: object) -> object:
        if isinstance(value, dt.datetime):
            raise ValueError("give a date (2018-07-02), not a date and time")
        if isinstance(value, (int, float)):  # pydantic would read 1551398400 as a day
            raise ValueError("give a date (2018-07-02), not a number")
        if isinstance(value, str):
            from deckcheck.dates import iso_day

            try:
                return iso_day(value)
            except ValueError:
                raise ValueError(f"{quote(value, 40)} is not a date; write it as YYYY-MM-DD") from None
        return value

    @model_validator(mode="after")
    def _ends_after_start(self) -> Regulation:
        if self.ends is not None and self.effective is not None and self.ends < self.effective:
            raise ValueError(f"'ends' ({self.ends}) is before 'effective' ({self.effective})")
        return self


def to_plain(value: Any) -> Any:
    """A validated model (and what it holds) as the plain records of :mod:`deckcheck.regulations.plain`."""
    if isinstance(value, _Strict):
        record = type(value).PLAIN
        return record(**{name: to_plain(getattr(value, name)) for name in record.FIELDS})
    if type(value) is tuple:
        return tuple(to_plain(v) for v in value)
    if type(value) is dict:
        return {k: to_plain(v) for k, v in value.items()}
    return value


def validate_regulation(data: Mapping[str, Any]) -> plain.Regulation:
    """A regulation built from ``data`` (the fields of a regulation file), validated: the public way for a game's
    own format to build one (its problems raise pydantic's ``ValidationError``, each error's ``loc`` the path of
    the value it is about). The result is the engine's plain :class:`~deckcheck.regulations.plain.Regulation`."""
    regulation: plain.Regulation = to_plain(Regulation.model_validate(data))
    return regulation
