"""The regulation rules on single cards: banned (RG101) and limited (RG102)."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.rules.base import rule
from deckcheck.rules.regulation import view
from deckcheck.rules.regulation.docs import DOCS
from deckcheck.rules.regulation.wording import counted, problem_at


@rule(
    slug="banned-card", code="RG101", docs=DOCS, severity="error", summary="a card the regulation bans", over_limit=True
)
def banned_card(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that no card the regulation in force bans (`banned:` in a regulation file,
    count 0 in an lflist.conf list) is in the deck, the sideboard or a slot such as the
    flag or the buddy.

    ## Why is this bad?
    A banned card may not be used at all. Buddyfight's Irregulars List and Yu-Gi-Oh!'s
    Forbidden/Limited List both name cards that "cannot be used" in a sanctioned event;
    the game's own copy limit does not apply to them (a banned card is reported once, here).

    ## Example
    ```yaml
    # regulation: banned: [Dragon Emperor Legend]
    deck:
      Dragon Emperor Legend: 1
    ```

    ## Use instead
    Take the card out, or check against a regulation in which it is legal.
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.banned:
        return
    banned = reg.bound.banned
    for slot in reg.words.slots:
        for line in view.slot_lines(ctx, slot):
            name = ctx.canonical(line.name)
            if name in banned:
                title = reg.words.slot_title(slot).lower()
                yield Problem(
                    f"the {title} {quote(name)} is banned by {reg.tag}", line.line, line.column, card=line.name
                )
    for name in view.heads(ctx):
        if name not in banned:
            continue
        # a card counted as the banned one is banned with it, unless it is banned itself (reported on its own)
        held = {card: n for card, n in view.copies(ctx, (name,)).items() if card == name or card not in banned}
        if held:
            yield problem_at(
                ctx,
                name,
                f"{quote(name)} is banned by {reg.tag}: {counted(ctx, name, held, of=False)}, the limit is 0",
                tuple(held) if list(held) != [name] else (),
            )


@rule(
    slug="restricted-count",
    code="RG102",
    docs=DOCS,
    severity="error",
    summary="more copies of a card than the regulation allows",
    over_limit=True,
)
def restricted_count(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks each card the regulation limits (`limited:`; counts 1 and 2 of an
    lflist.conf list) against the copies in the deck and sideboard together. A limit
    can hold for every deck or, as on Buddyfight's Irregulars List, only for decks
    whose flag is one of the flags it names. The regulation's limit replaces the game's
    usual copy limit for that card, so a card limited to 1 is not also reported for
    exceeding 4.

    ## Why is this bad?
    The rulebook's "A maximum of 4 cards with the same name is allowed in the deck." is
    the usual limit; an event's list lowers (or raises) it for the cards it names. The
    Irregulars List's "limits apply either to every flag or only to decks using a given
    flag", and "it applies to the main deck and sideboard together"; a Forbidden/Limited
    List's "Limited" cards may be used at one copy, "Semi-Limited" at two.

    ## Example
    ```yaml
    # regulation: limited: [{card: Dragon Breath, max: 1, when: {flag: [Dragon Ein]}}]
    flag: Dragon Ein
    deck:
      Dragon Breath: 2
    ```

    ## Use instead
    ```yaml
    flag: Dragon Ein
    deck:
      Dragon Breath: 1
    ```
    """
    reg = ctx.regulation
    if reg is None or not reg.limits:
        return
    for name in view.heads(ctx):
        limit = reg.limits.get(name)
        if limit is None or name in reg.bound.banned:
            continue
        held = view.copies(ctx, (name,))  # with the cards the game counts as this one
        if sum(held.values()) > limit.max:
            yield problem_at(
                ctx,
                name,
                f"{counted(ctx, name, held)}; {reg.tag} limits it to {limit.max}{reg.where(limit.when)}",
                tuple(held) if list(held) != [name] else (),
                over=limit.max,
            )
