"""Rules about the flag and the buddy, the two cards kept outside the deck."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.deck import Named
from deckcheck.findings import Problem, article, quote
from deckcheck.games.buddyfight.context import BuddyfightContext as Context
from deckcheck.games.buddyfight.rules.flag_usage import describe_worlds, name_usable, why_unusable
from deckcheck.rules.base import rule

if TYPE_CHECKING:
    from deckcheck.games.buddyfight.cards import Card


@rule(
    game="buddyfight",
    slug="flag-missing",
    code="BF101",
    severity="error",
    summary="no flag, more than one, or the named card is not a flag",
)
def flag_missing(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck names exactly one flag, and that it is a flag card.

    ## Why is this bad?
    "Contents of a deck: Flag card: 1 card." The flag decides which cards the
    deck may use and how the fight starts (hand, gauge and life); without
    exactly one flag the deck cannot be played.

    With no `Flag:` line, a flag card listed among the cards (`1 Dragon
    World`, as deck sites export it) is the flag; a flag named twice is one
    flag.

    ## Example
    ```text
    Flag: Armorknight Cerberus
    Buddy: Flarefang Dragon
    ```

    ## Use instead
    ```text
    Flag: Dragon World
    Buddy: Flarefang Dragon
    ```
    """
    flags = ctx.flags
    if not flags:
        yield Problem("the deck has no flag: name it ('Flag: <name>', or 'flag:' in YAML), e.g. 'Flag: Dragon World'")
        return
    if len(flags) > 1:
        first = flags[0]
        for extra in flags[1:]:
            yield Problem(
                f"more than one flag: {quote(extra.name)} "
                f"(the first flag is {quote(first.name)} at line {first.line}); a deck has exactly one",
                extra.line,
                extra.column,
                card=extra.name,
            )
        return
    flag = flags[0]
    printings = ctx.printings(flag.name)
    if printings and not any(card.flag is not None for card in printings):
        yield Problem(
            f"{quote(ctx.canonical(flag.name) or flag.name)} is {article(printings[0].type)}, not a flag",
            flag.line,
            flag.column,
            card=flag.name,
        )


@rule(game="buddyfight", slug="buddy-missing", code="BF102", severity="error", summary="no buddy, or more than one")
def buddy_missing(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck names exactly one buddy.

    ## Why is this bad?
    "Contents of a deck: Monster card that you choose as buddy: 1 card." The
    buddy is set face down in the buddy zone before the fight; a deck without
    one (or with two) cannot start.

    [Evil Deity] cards are the exception the cards print: "This card and a
    different [Evil Deity] must be together to be put in your buddy area".
    Two different [Evil Deity] cards (two `Buddy:` lines, or one line naming
    both: `Buddy: A & B`) are the buddy; one of them alone is not.

    ## Example
    ```text
    Flag: Dragon World
    4 Flarefang Dragon
    ```

    ## Use instead
    ```text
    Flag: Dragon World
    Buddy: Flarefang Dragon
    4 Flarefang Dragon
    ```
    """
    buddies = ctx.buddies
    if not buddies:
        yield Problem(
            "the deck has no buddy: name the monster you choose as buddy ('Buddy: <name>', or 'buddy:' in YAML)"
        )
        return
    if ctx.buddy_pair:
        return
    first = buddies[0]
    if len(buddies) == 1:
        printings = ctx.printings(first.name)
        if printings and all(card.evil_deity for card in printings):
            yield _lone_evil_deity(ctx, first, printings[0])
        return
    paired = ctx.evil_pair(first, buddies[1])  # "Buddy: A & B" then a third: the third is the one too many
    shown = (
        f"the buddy is the [Evil Deity] pair {quote(first.name)} & {quote(buddies[1].name)}"
        if paired
        else (f"the first buddy is {quote(first.name)}")
    )
    for extra in buddies[2 if paired else 1 :]:
        yield Problem(
            f"more than one buddy: {quote(extra.name)} ({shown} at line {first.line}); "
            "a deck has exactly one (or two different [Evil Deity] cards together)",
            extra.line,
            extra.column,
            card=extra.name,
        )


def _lone_evil_deity(ctx: Context, buddy: Named, card: Card) -> Problem:
    """An [Evil Deity] alone in the buddy area: name the halves that would complete it."""
    others = sorted({c.name for c in ctx.pool.cards if getattr(c, "evil_deity", False) and c.name != card.name})
    if others:
        missing = " or ".join(quote(n) for n in others[:3])
        hint = f"; add its other half, {missing}, as a second buddy (e.g. 'Buddy: {others[0]}')"
    else:
        hint = "; the pool holds no other [Evil Deity] card"
    return Problem(
        f'the buddy {quote(card.name)} is an [Evil Deity]: "This card and a different [Evil Deity] must be '
        f'together to be put in your buddy area"{hint}',
        buddy.line,
        buddy.column,
        card=buddy.name,
    )


@rule(
    game="buddyfight",
    slug="buddy-invalid",
    code="BF103",
    severity="error",
    summary="the buddy is not a monster or impact monster, and its text does not allow it",
)
def buddy_invalid(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the buddy is a monster or an impact monster, or a card whose
    text says "This card can be your buddy!".

    ## Why is this bad?
    The buddy is "a monster that you like", and the detailed rules add that
    "it is possible to choose an impact monster to be your buddy". A spell,
    item, impact or flag cannot be the buddy unless its own text allows it.

    ## Example
    ```text
    Buddy: Dragon Breath
    ```

    ## Use instead
    ```text
    Buddy: Flarefang Dragon
    ```
    """
    for buddy in ctx.buddies[: 2 if ctx.buddy_pair else 1]:
        printings = ctx.printings(buddy.name)
        if printings and not any(card.is_monster or card.can_be_buddy for card in printings):
            yield Problem(
                f"{quote(ctx.canonical(buddy.name) or buddy.name)} is {article(printings[0].type)}, "
                "and a buddy must be a monster or an impact monster",
                buddy.line,
                buddy.column,
                card=buddy.name,
            )


@rule(
    game="buddyfight", slug="buddy-unusable", code="BF104", severity="warning", summary="the flag cannot use the buddy"
)
def buddy_unusable(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the flag can use the buddy: the buddy is of the flag's world,
    has an attribute the flag allows, is Generic (where the flag allows
    Generic), or has [Omni Lord].

    ## Why is this bad?
    "Cards of worlds different from yours cannot be played or used on the
    field." A buddy the flag cannot use can never be buddy called. It is
    legal, so this is a warning.

    ## Example
    ```text
    Flag: Dragon World
    Buddy: Demon Lord, Asmodai
    ```

    ## Use instead
    ```text
    Flag: Magic World
    Buddy: Demon Lord, Asmodai
    ```
    """
    flag = ctx.flag_rules
    if flag is None or not (len(ctx.buddies) == 1 or ctx.buddy_pair):
        return
    for buddy in ctx.buddies:
        printings = ctx.printings(buddy.name)
        if not printings or not any(card.is_monster or card.can_be_buddy for card in printings):
            continue
        if not name_usable(printings, flag, ctx.flag_name, ctx.widened_types):
            yield Problem(
                f"the buddy {quote(ctx.canonical(buddy.name) or buddy.name)} ({describe_worlds(printings)}) "
                f"cannot be used under {quote(ctx.flag_name or '')}, {why_unusable(printings, flag, ctx.flag_name)}",
                buddy.line,
                buddy.column,
                card=buddy.name,
            )
