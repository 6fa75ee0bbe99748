"""Which cards a flag lets a deck use: pure functions over the card model."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardpool.normalize import normalize_name
from deckcheck.findings import quote

if TYPE_CHECKING:
    from deckcheck.games.buddyfight.cards import Card, CardType, FlagRules


def allowed_by_flag(card: Card, flag: FlagRules) -> bool:
    """Whether ``flag`` allows ``card`` through its worlds, attribute words or Generic (not [Omni Lord])."""
    if flag.card_types is not None and not card.type_matches(flag.card_types):
        return False
    worlds = flag.worlds
    for world in card.worlds:  # a loop, not any(): this runs for every card of every deck
        if world in worlds:
            return True
    if flag.generic and card.is_generic:
        return True
    if flag.attribute_words:
        words = [w.casefold() for w in flag.attribute_words]
        attributes = [a.casefold() for a in card.attributes]
        if any(word in attribute for word in words for attribute in attributes):
            return True
    return False


def flag_forbids(card: Card, flag_name: str | None) -> bool:
    """ "You may only call this card if your flag is "X"": whether the deck's flag is another flag."""
    return card.only_flag is not None and normalize_name(card.only_flag) != normalize_name(flag_name or "")


def buddy_forbids(card: Card, buddies: Iterable[Card]) -> bool:
    """ "You may only cast this card if your buddy is ...": whether no card in the buddy area qualifies."""
    condition = card.only_buddy
    return condition is not None and not any(condition.met_by(b.name, b.attributes) for b in buddies)


def usable(card: Card, flag: FlagRules, flag_name: str | None = None, widened: tuple[CardType, ...] = ()) -> bool:
    """Whether ``card`` can be played under ``flag`` (named ``flag_name``): allowed, [Omni Lord], usable with
    all flags, or of a type the buddy lets the flag use from every world (``widened``); and not a card whose
    text names another flag as the only one it can be played under."""
    if card.only_flag is not None and flag_forbids(card, flag_name):
        return False
    if widened and card.type_matches(widened):
        return True
    return card.omni_lord or card.any_flag or allowed_by_flag(card, flag)


def name_usable(
    printings: Iterable[Card], flag: FlagRules, flag_name: str | None = None, widened: tuple[CardType, ...] = ()
) -> bool:
    """A name is usable when any of its printings is."""
    for card in printings:  # noqa: SIM110 - a loop, not any() over a generator: asked of every card of every deck
        if usable(card, flag, flag_name, widened):
            return True
    return False


def buddy_forbids_all(printings: Iterable[Card], buddies: Iterable[Card]) -> bool:
    """Whether every printing of a name needs a buddy that no card in the buddy area is (:func:`buddy_forbids`)."""
    for card in printings:  # noqa: SIM110 - a loop, not all() over a generator (per card, per deck)
        if card.only_buddy is None or not buddy_forbids(card, buddies):
            return False
    return True


def why_unusable(printings: Iterable[Card], flag: FlagRules, flag_name: str | None) -> str:
    """The end of an "cannot be used under X" message: what the flag allows, or the card's own text."""
    cards = list(printings)
    limited = next((c for c in cards if flag_forbids(c, flag_name)), None)
    if limited is not None and all(flag_forbids(c, flag_name) or not usable(c, flag, flag_name) for c in cards):
        written = f'You may only call this card if your flag is "{limited.only_flag}"'
        sentence = limited.texts.get("only_flag") or written
        return (
            f"and can only be played when the flag is {quote(limited.only_flag or '')}: "
            f"its text says {quote(sentence.rstrip('.'))}"
        )
    return f"which allows {flag.describe()}"


def omni_lord_limited(printings: Iterable[Card], flag: FlagRules) -> Card | None:
    """The [Omni Lord] card that limits this name to one copy under ``flag``, or ``None``.

    The rule: "if the card and the flag are of different worlds, only up to one
    copy can be used in the deck". The flag's world is what it lists in
    ``worlds``; an attribute flag such as Dragon Ein is of no card's world, so an
    [Omni Lord] card is one-copy under it even when the attribute matches. A
    name that also has a printing without [Omni Lord] is not limited.
    """
    cards = list(printings)
    if not cards:
        return None
    for card in cards:
        if not card.omni_lord:
            return None
    if any(world in flag.worlds for c in cards for world in c.home_worlds):
        return None
    return cards[0]


def describe_worlds(printings: Iterable[Card]) -> str:
    """The worlds (or, for a card of no world, the attributes) of a name's printings, for messages."""
    worlds = sorted({w for c in printings for w in c.worlds})
    return " / ".join(worlds) if worlds else "no world"
