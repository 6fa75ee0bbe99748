"""Yu-Gi-Oh!'s card facts without pydantic: the words, the methods its cards share, and the plain record a
pool cache hit builds (:mod:`cardpool.plain`). The pydantic model of :mod:`.cards` derives from the same
mixin, so a card behaves the same whichever kind it is."""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Literal, get_args

from cardpool.plain import BOOL, INT_OR_NONE, STR_OR_NONE, PlainCard, all_of, one_of
from cardpool.plain import CardFacts as BaseFacts

CardType = Literal["monster", "spell", "trap", "token"]
CARD_TYPES: tuple[CardType, ...] = ("monster", "spell", "trap", "token")

EXTRA_DECK_TYPES: tuple[str, ...] = ("Fusion", "Synchro", "Xyz", "Link")
"""The monster types that put a monster in the Extra Deck (a Pendulum that is also one of them too)."""

MonsterType = Literal[
    "Normal",
    "Effect",
    "Ritual",
    "Fusion",
    "Synchro",
    "Xyz",
    "Link",
    "Pendulum",
    "Tuner",
    "Flip",
    "Gemini",
    "Spirit",
    "Toon",
    "Union",
    "Token",
]
Property = Literal["Normal", "Quick-Play", "Field", "Continuous", "Equip", "Ritual", "Counter"]

MONSTER_TYPES: tuple[str, ...] = get_args(MonsterType)
"""The words of a monster's type line after its race (``Dragon / Synchro / Tuner / Effect``)."""

MAX_PASSWORD = 2**32 - 1
"""``ydke://`` URLs hold passwords as unsigned 32-bit numbers."""

PROPERTIES: tuple[str, ...] = get_args(Property)
"""The properties of Spells and Traps."""


class CardFacts(BaseFacts):
    """One Yu-Gi-Oh! card (:class:`.cards.YugiohCard`): the methods."""

    __slots__ = ()
    if TYPE_CHECKING:
        type: CardType
        monster_types: tuple[MonsterType, ...]
        extra_deck: bool
        property: Property | None
        treated_as: str | None

    def describe(self) -> str:
        """For listings (``pool search``): ``Synchro Monster, Extra Deck``; ``Field Spell``."""
        return f"{self.kind}, Extra Deck" if self.extra_deck else self.kind

    @builtins.property
    def limit_name(self) -> str:
        """The name copies are counted under: ``treated_as`` when the card is always treated as another."""
        return self.treated_as or self.name

    @builtins.property
    def kind(self) -> str:
        """The card's kind in words, for messages: ``Synchro Monster``, ``Quick-Play Spell``, ``Token``."""
        if self.type == "token":
            return "Token"
        if self.type == "monster":
            main: str | None = next((t for t in EXTRA_DECK_TYPES if t in self.monster_types), None)
            if main is None:
                main = next((t for t in ("Ritual", "Pendulum", "Normal", "Effect") if t in self.monster_types), "")
            pendulum = "Pendulum " if "Pendulum" in self.monster_types and main != "Pendulum" else ""
            return f"{main} {pendulum}Monster" if main else "Monster"
        prefix = f"{self.property} " if self.property else ""
        return f"{prefix}{self.type.capitalize()}"


class PlainYugiohCard(CardFacts, PlainCard):
    """The record of a :class:`.cards.YugiohCard`."""

    MODEL = "deckcheck.games.yugioh.cards:YugiohCard"
    __slots__ = ("konami_id", "race", "monster_types", "extra_deck", "property", "treated_as")
    SPEC = (
        ("type", one_of(*CARD_TYPES)),
        ("konami_id", INT_OR_NONE),
        ("race", STR_OR_NONE),
        ("monster_types", all_of(*MONSTER_TYPES)),
        ("extra_deck", BOOL),
        ("property", one_of(*PROPERTIES, optional=True)),
        ("treated_as", STR_OR_NONE),
    )
