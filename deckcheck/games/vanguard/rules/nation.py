"""A deck is of one nation: every card of it, or nationless."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.games.vanguard.context import VanguardContext
from deckcheck.rules.base import rule


def nations(ctx: Context) -> list[tuple[str, int]]:
    """The deck's nations and how many cards of each, most first (nationless cards and tokens are none)."""
    assert isinstance(ctx, VanguardContext)
    found: Counter[str] = Counter()
    for counted, card in ctx.known:
        if card.nation is not None and card.type != "token unit":
            found[card.nation] += counted.count
    return sorted(found.items(), key=lambda item: (-item[1], item[0]))


@rule(game="vanguard", slug="one-nation", code="VG401", severity="error", summary="cards of more than one nation")
def one_nation(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that every card of the deck is of one nation, or nationless (`NationLess`
    in the data, no `nation` in the pool). With cards of two nations or more, the
    message names each nation and its cards' count; it stands on the first line of a
    nation other than the deck's (the one with the most cards).

    ## Why is this bad?
    Bushiroad's official D-series page (not the rule text, which is older than
    nations): a deck's cards are all of one nation, or nationless; the deck's nation is
    the nation of its cards.

    ## Example
    ```text
    4 Blaze Maiden, Rino                   # Dragon Empire
    4 Sylvan Horned Beast King, Magnolia   # Stoicheia
    ```

    ## Use instead
    ```text
    4 Blaze Maiden, Rino
    4 Vairina                              # Dragon Empire
    ```
    """
    found = nations(ctx)
    if len(found) < 2:
        return
    main = found[0][0]
    first = next(c for c, card in ctx.known if card.nation not in (None, main) and card.type != "token unit")
    listed = " and ".join(f"{nation} ({n} card{'s' if n != 1 else ''})" for nation, n in found)
    yield Problem(
        f"cards of {len(found)} nations: {listed}; a deck is of one nation (nationless cards go in any); "
        f"{quote(first.card.name if first.card else first.name)} is of {first.card.nation if first.card else '?'}",
        first.line,
        first.column,
        card=first.name,
    )
