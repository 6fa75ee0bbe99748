"""Buddyfight's card model: one entry per distinct card, with every deck-building fact.

A :class:`Card` is one distinct card: a name, the card numbers of its printings,
its type, worlds and attributes, and the facts from its text that deck
construction needs. Reprints of the same card share one entry (several numbers).
Different cards that happen to share a printed name (two "My Buddy!" cards of
different worlds, say) are separate entries with the same ``name``; copy limits
are by name, and a name is usable under a flag when any of its entries is.

These models sit at the pool-file boundary, so they are pydantic models, frozen
and strict about unknown keys (:class:`cardpool.model.Frozen`) and about types
(``Strict*`` per field): ``"hand": true``, ``"life": "16"``, ``"generic": "yes"``
are errors, never coerced.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field, StrictBool, StrictInt, StrictStr, field_validator, model_validator

from cardpool.model import BaseCard, Frozen
from cardpool.plain import RecordClass
from cardpool.visible import listing
from deckcheck.games.buddyfight.facts import (
    CARD_TYPES,
    DEFAULT_GAUGE,
    DEFAULT_HAND,
    DEFAULT_LIFE,
    GENERIC,
    TEXT_FACTS,
    BuddyConditionFacts,
    CardFacts,
    CardType,
    FlagFacts,
    PlainBuddyAllowance,
    PlainBuddyCondition,
    PlainCardRecord,
    PlainFlagRules,
)

__all__ = [
    "CARD_TYPES",
    "DEFAULT_GAUGE",
    "DEFAULT_HAND",
    "DEFAULT_LIFE",
    "GENERIC",
    "TEXT_FACTS",
    "BuddyAllowance",
    "BuddyCondition",
    "Card",
    "CardType",
    "FlagRules",
]


class FlagRules(FlagFacts, Frozen):
    """What a flag allows, and how it sets up the fight.

    A card is allowed when its type is allowed (``card_types``; ``None`` means
    any type) and it is of one of ``worlds``, has one of ``attribute_words``
    inside one of its attributes (so "Dragon" allows "Armordragon"), or is a
    Generic card and ``generic`` is true.
    """

    worlds: tuple[StrictStr, ...] = ()
    attribute_words: tuple[StrictStr, ...] = ()
    generic: StrictBool = True
    card_types: tuple[CardType, ...] | None = None
    hand: StrictInt = Field(default=DEFAULT_HAND, ge=0, le=99)
    gauge: StrictInt = Field(default=DEFAULT_GAUGE, ge=0, le=99)
    life: StrictInt = Field(default=DEFAULT_LIFE, ge=1, le=999)
    PLAIN: ClassVar[RecordClass | None] = PlainFlagRules


class BuddyAllowance(Frozen):
    """What a card in the buddy zone adds to its flag: "If your flag is "Hero World" and this card is in your
    buddy zone, you can use impact monsters even from worlds other than "Hero World"."."""

    flag: str = Field(min_length=1, max_length=200)
    """The flag's name the allowance needs."""
    card_types: tuple[CardType, ...] = Field(min_length=1)
    """The card types usable from every world while the card is the buddy."""
    PLAIN: ClassVar[RecordClass | None] = PlainBuddyAllowance


class BuddyCondition(BuddyConditionFacts, Frozen):
    """ "You may only cast this card if your buddy is a 《Neodragon》 and has "Jackknife" in its card name":
    what the deck's buddy must be for the card to be played at all."""

    attributes: tuple[StrictStr, ...] = ()
    """Attributes the buddy must have (``Neodragon``), compared without case."""
    name_has: tuple[StrictStr, ...] = ()
    """Words the buddy's card name must hold (``Jackknife``), compared without case."""
    PLAIN: ClassVar[RecordClass | None] = PlainBuddyCondition


class Card(CardFacts, BaseCard):
    """One distinct Buddyfight card and the deck-building facts printed on it."""

    type: CardType
    worlds: tuple[StrictStr, ...] = ()
    attributes: tuple[StrictStr, ...] = ()
    size: StrictInt | None = Field(default=None, ge=0, le=99)

    omni_lord: StrictBool = False
    """[Omni Lord]: usable with every flag, one copy when the flag is of another world."""
    omni_lord_world: StrictStr | None = None
    """The world whose flags may run four copies; by default every world of the card (but Generic)."""
    any_flag: StrictBool = False
    """"You may use this card with all flags." without the [Omni Lord] limit."""
    any_number: StrictBool = False
    """"You may have any number of "X" in your deck"."""
    shared_limit: tuple[StrictStr, ...] = ()
    """"Up to a total of four "X" and "Y" combined": the names sharing one limit of four."""
    my_buddy: StrictBool = False
    """"If you have less than four buddies in your deck, you may have up to one "X"."."""
    can_be_buddy: StrictBool = False
    """"This card can be your buddy!" on a card that is not a monster."""
    evil_deity: bool = False
    """[Evil Deity]: "This card and a different [Evil Deity] must be together to be put in your buddy area"."""
    buddy_allows: BuddyAllowance | None = None
    """As the buddy, it lets its flag use more cards (Fake Replica Weapon, Gemclone)."""
    only_flag: str | None = None
    """"You may only call this card if your flag is "X"": the one flag under which it can be played."""
    only_buddy: BuddyCondition | None = None
    """"You may only cast this card if your buddy is ...": what the buddy must be for it to be played."""
    texts: dict[str, str] = Field(default_factory=dict)
    """For each deck-building fact above (by field name), the sentence of the card text it was read from."""

    flag: FlagRules | None = None
    """For flag cards: what the flag allows; ``None`` on every other type."""
    PLAIN: ClassVar[RecordClass | None] = PlainCardRecord

    @field_validator("texts")
    @classmethod
    def _texts_name_facts(cls, value: dict[str, str]) -> dict[str, str]:
        unknown = sorted(set(value) - set(TEXT_FACTS))
        if unknown:
            facts = ", ".join(TEXT_FACTS)
            given = listing(repr(k) for k in unknown)
            raise ValueError(f"'texts' keys must be deck-building facts ({facts}), not {given}")
        return value

    @field_validator("worlds", "attributes", "shared_limit")
    @classmethod
    def _no_blank_items(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        cleaned = tuple(map(str.strip, value))  # the items are strings here: an "after" validator
        if "" in cleaned:  # a C-level scan: this runs some 400,000 times importing a 100,000-card table
            raise ValueError("must not contain empty strings")
        return cleaned

    @model_validator(mode="after")
    def _flag_rules_only_on_flags(self) -> Card:
        if self.type == "flag" and self.flag is None:
            raise ValueError("a flag card needs 'flag' rules (worlds, attribute_words, generic ...)")
        if self.type != "flag" and self.flag is not None:
            raise ValueError(f"'flag' rules are only for flag cards, not a {self.type}")
        return self
