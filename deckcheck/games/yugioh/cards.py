"""The Yu-Gi-Oh! card model: one entry per distinct card (all its artworks), with what deck building needs.

A card is named by its English name and found by its passwords (the 8-digit
passcode printed on it, the id ``.ydk`` files and ``ydke://`` URLs use). Alternate
artworks of one card have several passwords and share one entry. Passwords are
kept as decimal strings without leading zeros, as YGOPro writes them.

Frozen and strict: a pool file with an unknown key or a wrong type is an error,
never a silently dropped fact.
"""

from __future__ import annotations

import re
from typing import ClassVar

from pydantic import ConfigDict, Field, field_validator, model_validator

from cardpool.model import BaseCard
from cardpool.plain import RecordClass
from cardpool.visible import clip
from deckcheck.games.yugioh.facts import (
    CARD_TYPES,
    EXTRA_DECK_TYPES,
    MAX_PASSWORD,
    MONSTER_TYPES,
    PROPERTIES,
    CardFacts,
    CardType,
    MonsterType,
    PlainYugiohCard,
    Property,
)

__all__ = [
    "CARD_TYPES",
    "EXTRA_DECK_TYPES",
    "MAX_PASSWORD",
    "MONSTER_TYPES",
    "PROPERTIES",
    "CardType",
    "MonsterType",
    "Property",
    "YugiohCard",
    "is_password",
]

_EXTRA_DECK_SET = frozenset(EXTRA_DECK_TYPES)


_PASSWORD = re.compile(r"[1-9][0-9]{0,9}")


def is_password(text: str) -> bool:
    """A password as pools keep it: digits, no leading zero, at most 2**32 - 1."""
    return bool(_PASSWORD.fullmatch(text)) and int(text) <= MAX_PASSWORD


class YugiohCard(CardFacts, BaseCard):
    """One Yu-Gi-Oh! card: every password of its artworks, its kind, and where it goes."""

    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=True)

    type: CardType  # type: ignore[assignment, unused-ignore]
    """``monster``, ``spell``, ``trap`` or ``token``."""
    konami_id: int | None = Field(default=None, ge=1, strict=True)
    """Konami's own id of the card; the artworks of one card share it."""
    race: str | None = Field(default=None, min_length=1, max_length=100, strict=True)
    """A monster's Type (``Dragon``, ``Spellcaster``)."""
    monster_types: tuple[MonsterType, ...] = ()
    """The words after the race: ``("Synchro", "Tuner", "Effect")``."""
    extra_deck: bool = Field(default=False, strict=True)
    """A Fusion, Synchro, Xyz or Link Monster (Pendulum ones included): it goes in the Extra Deck.
    Derived from ``monster_types`` when not given; when given, it must agree with them."""
    property: Property | None = None
    """Spells and Traps: ``Normal``, ``Quick-Play``, ``Field``, ``Continuous``, ``Equip``, ``Ritual``, ``Counter``."""
    treated_as: str | None = Field(default=None, min_length=1, max_length=500, strict=True)
    """``(This card is always treated as "X".)``: the name this card counts as for the copy limit."""
    PLAIN: ClassVar[RecordClass | None] = PlainYugiohCard

    @field_validator("numbers")
    @classmethod
    def _passwords(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for number in value:
            quick = len(number) <= 9 and number.isascii() and number.isdigit() and number[0] != "0"
            if not quick and not is_password(number):  # the quick test, then the exact one
                raise ValueError(
                    f"{clip(number)!r} is not a password: write it as a string of digits without leading zeros "
                    f"(at most {MAX_PASSWORD})"
                )
        if len(value) > 1 and len(set(value)) != len(value):
            raise ValueError("a password is listed twice")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> YugiohCard:
        kind = self.type
        if kind == "monster":
            extra = not _EXTRA_DECK_SET.isdisjoint(self.monster_types)
            if self.extra_deck != extra:
                if "extra_deck" in self.model_fields_set:
                    if self.extra_deck:
                        raise ValueError("extra_deck is true, but monster_types name no Fusion, Synchro, Xyz or Link")
                    raise ValueError(
                        "a Fusion, Synchro, Xyz or Link Monster goes in the Extra Deck: extra_deck cannot be false"
                    )
                object.__setattr__(self, "extra_deck", extra)  # derived from the monster types
        elif kind == "token":
            if self.extra_deck:
                raise ValueError("a token is in no deck: extra_deck cannot be true")
        elif self.monster_types or self.race or self.extra_deck:
            raise ValueError(f"a {kind} has no race, monster_types or extra_deck")
        if self.property is not None and kind not in ("spell", "trap"):
            raise ValueError(f"'property' is for Spells and Traps, not a {kind}")
        if self.treated_as is not None and self.treated_as == self.name:
            raise ValueError("treated_as names the card itself")
        return self
