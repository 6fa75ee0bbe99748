"""Which cards a flag lets a deck use: pure functions over the card model."""

from __future__ import annotations

from collections.abc import Iterable

from deckcheck.games.buddyfight.cards import Card, FlagRules


def allowed_by_flag(card: Card, flag: FlagRules) -> bool:
    """Whether ``flag`` allows ``card`` through its worlds, attribute words or Generic (not [Omni Lord])."""
    if flag.card_types is not None and not card.type_matches(flag.card_types):
        return False
    if any(world in flag.worlds for world in card.worlds):
        return True
    if flag.generic and card.is_generic:
        return True
    if flag.attribute_words:
        words = [w.casefold() for w in flag.attribute_words]
        attributes = [a.casefold() for a in card.attributes]
        if any(word in attribute for word in words for attribute in attributes):
            return True
    return False


def usable(card: Card, flag: FlagRules) -> bool:
    """Whether ``card`` can be played under ``flag``: allowed, [Omni Lord], or usable with all flags."""
    return card.omni_lord or card.any_flag or allowed_by_flag(card, flag)


def name_usable(printings: Iterable[Card], flag: FlagRules) -> bool:
    """A name is usable when any of its printings is."""
    return any(usable(card, flag) for card in printings)


def omni_lord_limited(printings: Iterable[Card], flag: FlagRules) -> Card | None:
    """The [Omni Lord] card that limits this name to one copy under ``flag``, or ``None``.

    The rule: "if the card and the flag are of different worlds, only up to one
    copy can be used in the deck". The flag's world is what it lists in
    ``worlds``; an attribute flag such as Dragon Ein is of no card's world, so an
    [Omni Lord] card is one-copy under it even when the attribute matches. A
    name that also has a printing without [Omni Lord] is not limited.
    """
    cards = list(printings)
    if not cards or not all(c.omni_lord for c in cards):
        return None
    if any(world in flag.worlds for c in cards for world in c.home_worlds):
        return None
    return cards[0]


def describe_worlds(printings: Iterable[Card]) -> str:
    """The worlds (or, for a card of no world, the attributes) of a name's printings, for messages."""
    worlds = sorted({w for c in printings for w in c.worlds})
    return " / ".join(worlds) if worlds else "no world"
