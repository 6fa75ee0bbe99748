"""Rules about cards the flag cannot play: legal to include, never usable."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.findings import Problem, quote
from deckcheck.games.buddyfight.context import BuddyfightContext as Context
from deckcheck.games.buddyfight.rules.flag_usage import buddy_forbids_all, describe_worlds, name_usable, why_unusable
from deckcheck.rules.base import rule

if TYPE_CHECKING:
    from deckcheck.deck import Entry
    from deckcheck.games.buddyfight.cards import Card


@rule(game="buddyfight", slug="unusable-card", code="BF301", severity="warning", summary="a card the flag cannot use")
def unusable_card(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the flag can use every card in the deck and sideboard: the
    card is of one of the flag's worlds (a Dual card under any of its worlds),
    has an attribute the flag allows (Dragon Ein allows "Armordragon", which
    contains "Dragon"), is Generic where the flag allows Generic, or has
    [Omni Lord]. Flags that allow only some card types (Dragon Zwei allows only
    monsters) are honoured; an impact monster counts as a monster.

    ## Why is this bad?
    "Can I put cards that are different worlds from my flag card in my deck?
    Yes, you may. However, cards of worlds different from yours cannot be
    played or used on the field." The deck is legal, but the card is dead
    weight, so this is a warning.

    Card texts change this both ways. A card that says "You may only call this
    card if your flag is "Dragon Zwei"" (or "cast") can never be played under
    another flag, whatever its world. A buddy that says "If your flag is "Hero
    World" and this card is in your buddy zone, you can use impact monsters
    even from worlds other than "Hero World"" (Fake Replica Weapon, Gemclone)
    makes every impact monster usable under that flag. A card that says "You
    may only cast this card if your buddy is a 《Neodragon》 and has
    "Jackknife" in its card name" (Dragoner's Beat) can never be played when
    the deck's buddy is not such a card.

    ## Example
    ```text
    Flag: Dragon World
    4 Magical Goodbye
    ```

    ## Use instead
    ```text
    Flag: Magic World
    4 Magical Goodbye
    ```
    """
    flag = ctx.flag_rules
    if flag is None:
        yield from _usable_under_no_flag(ctx)
        return
    buddies = [card for buddy in ctx.buddy_names for card in ctx.printings(buddy)]
    flag_name, widened = ctx.flag_name, ctx.widened_types
    reported: set[str] = set()
    for entry, name, printings in _cards(ctx, reported):
        if not name_usable(printings, flag, flag_name, widened):
            reported.add(name)
            yield Problem(
                f"{quote(name)} ({describe_worlds(printings)}) cannot be used under {quote(ctx.flag_name or '')}, "
                f"{why_unusable(printings, flag, ctx.flag_name)}",
                entry.line,
                entry.column,
                card=entry.name,
            )
        elif buddies and buddy_forbids_all(printings, buddies):
            reported.add(name)
            message = _buddy_message(name, printings[0], ctx.buddy_names)
            yield Problem(message, entry.line, entry.column, card=entry.name)


def _usable_under_no_flag(ctx: Context) -> Iterator[Problem]:
    """Several flags (BF101's error): which one the deck plays is not known, so the cards that none of them can use
    are said (it said nothing, and fixing the flag line brought these warnings only on the next run)."""
    flags = [
        (name, rules, ctx.widened_for(name))
        for line in ctx.flags
        if (name := ctx.canonical(line.name)) is not None
        and (rules := next((c.flag for c in ctx.printings(line.name) if c.flag is not None), None)) is not None
    ]
    if not flags:  # one of them a monster named as a flag (BF101, BF102): the real flag's reach is what is known
        return
    said = " or ".join(dict.fromkeys(quote(name) for name, _, _ in flags))
    reported: set[str] = set()
    for entry, name, printings in _cards(ctx, reported):
        if not any(name_usable(printings, rules, flag, widened) for flag, rules, widened in flags):
            reported.add(name)
            message = (
                f"{quote(name)} ({describe_worlds(printings)}) cannot be used under any flag the deck names ({said})"
            )
            yield Problem(message, entry.line, entry.column, card=entry.name)


def _cards(ctx: Context, reported: set[str]) -> Iterator[tuple[Entry, str, tuple[Card, ...]]]:
    """The deck's and sideboard's lines of known cards that are no flag, with their printed names and printings;
    a name already in ``reported`` (said at an earlier line) is passed over."""
    for entry in ctx.deck.entries:
        name = ctx.canonical(entry.name)
        if name is None or name in reported:
            continue
        printings = ctx.printings(entry.name)
        if printings and not ctx.is_flag_card(entry.name):  # every printing a flag: the flag rules' concern
            yield entry, name, printings


def _buddy_message(name: str, card: Card, buddy_names: tuple[str, ...]) -> str:
    condition = card.only_buddy
    assert condition is not None
    sentence = card.texts.get("only_buddy") or f"You may only cast this card if your buddy is {condition.describe()}"
    held = " / ".join(quote(b) for b in buddy_names)
    return (
        f"{quote(name)} can never be played with the buddy {held}: it needs {condition.describe()} as the buddy "
        f"(its text says {quote(sentence.rstrip('.'))})"
    )


@rule(game="buddyfight", slug="flag-in-deck", code="BF302", severity="warning", summary="a flag card inside the deck")
def flag_in_deck(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks for flag cards listed among the deck's cards.

    ## Why is this bad?
    The flag is set in the flag zone, outside the deck. Other flags may be put
    in the deck (the rules summary: "you may add other flags to the main deck,
    but they have no game function unless the flag itself has a special
    ability"), so the deck stays legal; but such a card does not count toward
    the 50 ("the flag is not part of the main deck, you must have at least
    fifty other cards in the deck"), and it is most often a flag meant for the
    'Flag:' line. The deck's own flag listed among the cards (as deck sites
    export it) is the flag, not this warning.

    ## Example
    ```text
    Buddy: Flarefang Dragon
    1 Dragon World
    ```

    ## Use instead
    ```text
    Flag: Dragon World
    Buddy: Flarefang Dragon
    ```
    """
    for entry in ctx.deck.entries:
        if not ctx.is_flag_card(entry.name):
            continue
        name = ctx.canonical(entry.name)
        if name != ctx.flag_name:
            yield Problem(
                f"{quote(name or entry.name)} is a flag, listed in the {entry.section}; it has no game function "
                f"there and does not count toward the 50; the deck's flag goes on {ctx.flag_said()}",
                entry.line,
                entry.column,
                card=entry.name,
            )
