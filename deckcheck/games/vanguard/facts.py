"""Vanguard's card facts without pydantic: the words, the methods its cards share, and the plain record a
pool cache hit builds (:mod:`cardpool.plain`). The pydantic model of :mod:`.cards` derives from the same
mixin, so a card behaves the same whichever kind it is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from cardpool.plain import BOOL, INT, INT_OR_NONE, STR_OR_NONE, PlainCard, one_of
from cardpool.plain import CardFacts as BaseFacts

CardType = Literal["normal unit", "trigger unit", "normal order", "blitz order", "set order", "token unit"]
CARD_TYPES: tuple[CardType, ...] = (
    "normal unit",
    "trigger unit",
    "normal order",
    "blitz order",
    "set order",
    "token unit",
)
Trigger = Literal["Critical", "Draw", "Front", "Heal", "Over"]
TRIGGERS: tuple[Trigger, ...] = ("Critical", "Draw", "Front", "Heal", "Over")


class CardFacts(BaseFacts):
    """One Vanguard card (:class:`.cards.VanguardCard`): the methods."""

    __slots__ = ()
    if TYPE_CHECKING:
        type: CardType
        grade: int
        trigger: Trigger | None
        nation: str | None
        sentinel: bool

    @property
    def is_unit(self) -> bool:
        return self.type.endswith("unit")

    @property
    def nation_name(self) -> str:
        """The nation as the data and the summary write it: ``NationLess`` for a nationless card."""
        return self.nation or "NationLess"

    def describe(self) -> str:
        """For listings (``pool search``): ``grade 0 trigger unit, Critical, Dragon Empire``."""
        parts = [f"grade {self.grade} {self.type}"]
        if self.trigger:
            parts.append(self.trigger)
        if self.sentinel:
            parts.append("sentinel")
        parts.append(self.nation_name)
        return ", ".join(parts)


class PlainVanguardCard(CardFacts, PlainCard):
    """The record of a :class:`.cards.VanguardCard`."""

    MODEL = "deckcheck.games.vanguard.cards:VanguardCard"
    __slots__ = ("grade", "trigger", "nation", "sentinel", "power", "shield", "critical", "race")
    SPEC = (
        ("type", one_of(*CARD_TYPES)),
        ("grade", INT),
        ("trigger", one_of(*TRIGGERS, optional=True)),
        ("nation", STR_OR_NONE),
        ("sentinel", BOOL),
        ("power", INT_OR_NONE),
        ("shield", INT_OR_NONE),
        ("critical", INT_OR_NONE),
        ("race", STR_OR_NONE),
    )
