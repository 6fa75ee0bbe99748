"""The Cardfight!! Vanguard card model: one entry per distinct card (all its printings), with what deck building needs.

A card is named by its English name and found by its card numbers. D-era numbers are
printed ``D-BT01/051``; deck builders write them ``D-BT01 051``. Both forms name the
card: the model keeps the slash form and adds the spaced one (:func:`number_forms`), so
the pool's name index finds either.

Frozen and strict: a pool file with an unknown key or a wrong type is an error, never
a silently dropped fact.
"""

from __future__ import annotations

import re
from typing import ClassVar

from pydantic import Field, StrictBool, StrictInt, StrictStr, field_validator, model_validator

from cardpool.model import BaseCard
from cardpool.plain import RecordClass
from deckcheck.games.vanguard.facts import CARD_TYPES, TRIGGERS, CardFacts, CardType, PlainVanguardCard, Trigger

__all__ = ["CARD_TYPES", "MAX_GRADE", "TRIGGERS", "CardType", "Trigger", "VanguardCard", "number_forms"]

MAX_GRADE = 5
"""No D-era card is above grade 3; a few later ones are grade 4 and 5."""

_SET = re.compile(r"[A-Za-z0-9-]+")
"""A set code (``D-BT01``), always with ``fullmatch`` on the part before the separator."""


def number_forms(number: str) -> tuple[str, str] | None:
    """``D-BT01/051`` and ``D-BT01 051`` -> both forms, slash first; ``None`` for a number of neither shape."""
    for separator in ("/", " "):  # split by hand: one pass over the number, whatever it holds
        code, cut, tail = number.partition(separator)
        if cut and tail and _SET.fullmatch(code) and not any(ch.isspace() for ch in tail):
            return f"{code}/{tail}", f"{code} {tail}"
    return None


class VanguardCard(CardFacts, BaseCard):
    """One Vanguard card: its printings' numbers, its type and grade, and its trigger, nation and sentinel."""

    type: CardType
    """``normal unit``, ``trigger unit``, ``normal order``, ``blitz order``, ``set order`` or ``token unit``."""
    grade: StrictInt = Field(ge=0, le=MAX_GRADE)
    trigger: Trigger | None = None
    """A trigger unit's trigger icon (``Critical``, ``Draw``, ``Front``, ``Heal``, ``Over``)."""
    nation: StrictStr | None = Field(default=None, min_length=1, max_length=100)
    """``Dragon Empire``, ``Keter Sanctuary``...; ``None``: a nationless card (``NationLess`` in the data)."""
    sentinel: StrictBool = False
    """The card's text has ``[CONT]:Sentinel`` (a perfect guard)."""
    power: StrictInt | None = Field(default=None, ge=0, le=10**6)
    shield: StrictInt | None = Field(default=None, ge=0, le=10**6)
    critical: StrictInt | None = Field(default=None, ge=0, le=99)
    race: StrictStr | None = Field(default=None, min_length=1, max_length=100)
    PLAIN: ClassVar[RecordClass | None] = PlainVanguardCard

    @field_validator("numbers")
    @classmethod
    def _both_forms(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        """Every ``SET/NO`` number is also written ``SET NO`` (and the other way round), once each."""
        found: dict[str, None] = {}
        for number in value:
            forms = number_forms(number)
            for form in forms if forms is not None else (number,):
                found.setdefault(form, None)
        return tuple(found)

    @model_validator(mode="after")
    def _consistent(self) -> VanguardCard:
        if (self.type == "trigger unit") != (self.trigger is not None):
            raise ValueError("a trigger unit has a trigger, and only a trigger unit has one")
        if self.sentinel and not self.type.endswith("unit"):
            raise ValueError("only a unit can be a sentinel")
        return self
