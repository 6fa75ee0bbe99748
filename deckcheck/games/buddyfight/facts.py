"""Buddyfight's card facts without pydantic: the words, the methods its cards share, and the plain records
a pool cache hit builds (:mod:`cardpool.plain`). The pydantic models of :mod:`.cards` derive from the same
mixins, so a card behaves the same whichever kind it is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from cardpool.plain import (
    BOOL,
    INT,
    INT_OR_NONE,
    STR,
    STR_OR_NONE,
    PlainCard,
    PlainRecord,
    all_of,
    nested,
    one_of,
    strings,
    text_table,
)
from cardpool.plain import CardFacts as BaseFacts

CardType = Literal["flag", "monster", "impact monster", "spell", "item", "impact"]
CARD_TYPES: tuple[CardType, ...] = ("flag", "monster", "impact monster", "spell", "item", "impact")

GENERIC = "Generic"
"""The world name of Generic cards, which every flag that allows Generic may use."""

DEFAULT_HAND = 6
DEFAULT_GAUGE = 2
DEFAULT_LIFE = 10


TEXT_FACTS: tuple[str, ...] = (
    "omni_lord",
    "omni_lord_world",
    "any_flag",
    "any_number",
    "shared_limit",
    "my_buddy",
    "can_be_buddy",
    "evil_deity",
    "buddy_allows",
    "only_flag",
    "only_buddy",
    "flag",
)
"""The card facts read from card text, in the order ``pool show`` lists them."""


class FlagFacts:
    """What a flag allows (:class:`.cards.FlagRules`): the methods."""

    __slots__ = ()
    if TYPE_CHECKING:
        worlds: tuple[str, ...]
        attribute_words: tuple[str, ...]
        generic: bool
        card_types: tuple[CardType, ...] | None
        hand: int
        gauge: int
        life: int

    def describe(self) -> str:
        """A short phrase for messages: what this flag lets a deck use."""
        parts = [f"<{w}>" for w in self.worlds]
        parts += [f'cards with "{a}" in an attribute' for a in self.attribute_words]
        if self.generic:
            parts.append("<Generic>")
        text = " and ".join(parts) if parts else "no cards"
        if self.card_types is not None:
            text += f" (only {', '.join(self.card_types)} cards)"
        return text


class BuddyConditionFacts:
    """What the deck's buddy must be for a card to be played (:class:`.cards.BuddyCondition`): the methods."""

    __slots__ = ()
    if TYPE_CHECKING:
        attributes: tuple[str, ...]
        name_has: tuple[str, ...]

    def met_by(self, name: str, attributes: tuple[str, ...]) -> bool:
        """Whether a buddy of this name and these attributes qualifies."""
        held = {a.casefold() for a in attributes}
        return all(a.casefold() in held for a in self.attributes) and all(
            part.casefold() in name.casefold() for part in self.name_has
        )

    def describe(self) -> str:
        """``a 《Neodragon》 with "Jackknife" in its card name``, for messages."""
        parts = [f"a 《{a}》" for a in self.attributes] or ["a card"]
        text = " and ".join(parts)
        if self.name_has:
            text += " with " + " and ".join(f'"{n}"' for n in self.name_has) + " in its card name"
        return text


class CardFacts(BaseFacts):
    """One distinct Buddyfight card (:class:`.cards.Card`): the methods."""

    __slots__ = ()
    if TYPE_CHECKING:
        type: CardType
        worlds: tuple[str, ...]
        omni_lord_world: str | None

    def describe(self) -> str:
        return f"{self.type}; {' / '.join(self.worlds) or '-'}"

    @property
    def is_monster(self) -> bool:
        """Monsters and impact monsters (an impact monster is both a monster and an impact)."""
        return self.type in ("monster", "impact monster")

    @property
    def is_generic(self) -> bool:
        return GENERIC in self.worlds

    @property
    def home_worlds(self) -> tuple[str, ...]:
        """The worlds whose flags may run an [Omni Lord] card four-of: ``omni_lord_world`` if set, else
        every world of the card but Generic (a Dual card belongs to both its worlds)."""
        if self.omni_lord_world:
            return (self.omni_lord_world,)
        return tuple(w for w in self.worlds if w != GENERIC)

    @property
    def home_world(self) -> str | None:
        """The first of :attr:`home_worlds`, for messages."""
        return self.home_worlds[0] if self.home_worlds else None

    def type_matches(self, allowed: tuple[CardType, ...]) -> bool:
        """Whether this card is one of ``allowed``; an impact monster counts as a monster and an impact."""
        if self.type in allowed:
            return True
        if self.type == "impact monster":
            return "monster" in allowed or "impact" in allowed
        return False


class PlainFlagRules(FlagFacts, PlainRecord):
    __slots__ = ("worlds", "attribute_words", "generic", "card_types", "hand", "gauge", "life")
    SPEC = (
        ("worlds", strings),
        ("attribute_words", strings),
        ("generic", BOOL),
        ("card_types", all_of(*CARD_TYPES, optional=True)),
        ("hand", INT),
        ("gauge", INT),
        ("life", INT),
    )


class PlainBuddyAllowance(PlainRecord):
    __slots__ = ("flag", "card_types")
    SPEC = (("flag", STR), ("card_types", all_of(*CARD_TYPES)))


class PlainBuddyCondition(BuddyConditionFacts, PlainRecord):
    __slots__ = ("attributes", "name_has")
    SPEC = (("attributes", strings), ("name_has", strings))


class PlainCardRecord(CardFacts, PlainCard):
    """The record of a :class:`.cards.Card`."""

    MODEL = "deckcheck.games.buddyfight.cards:Card"
    __slots__ = (
        "worlds", "attributes", "size", "omni_lord", "omni_lord_world", "any_flag", "any_number", "shared_limit",
        "my_buddy", "can_be_buddy", "evil_deity", "buddy_allows", "only_flag", "only_buddy", "texts", "flag",
    )  # fmt: skip
    SPEC = (
        ("type", one_of(*CARD_TYPES)),
        ("worlds", strings),
        ("attributes", strings),
        ("size", INT_OR_NONE),
        ("omni_lord", BOOL),
        ("omni_lord_world", STR_OR_NONE),
        ("any_flag", BOOL),
        ("any_number", BOOL),
        ("shared_limit", strings),
        ("my_buddy", BOOL),
        ("can_be_buddy", BOOL),
        ("evil_deity", BOOL),
        ("buddy_allows", nested(PlainBuddyAllowance)),
        ("only_flag", STR_OR_NONE),
        ("only_buddy", nested(PlainBuddyCondition)),
        ("texts", text_table),
        ("flag", nested(PlainFlagRules)),
    )
