"""Token units are never part of a deck."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem, quote
from deckcheck.games.vanguard.context import VanguardContext
from deckcheck.rules.base import rule


@rule(game="vanguard", slug="token-in-deck", code="VG402", severity="error", summary="a token unit in the deck")
def token_in_deck(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that no line of the deck (ride deck, main deck or first vanguard) names a
    token unit (`Token Unit` in the data, `type: token unit` in the pool). It does
    not count toward the deck's cards' rules beyond its size.

    ## Why is this bad?
    Token units are made by card effects during the fight ("Shadow Army" tokens are
    called by Brandt Gate skills). Bushiroad's official D-series page (not the rule
    text) says so: token units are never part of a deck.

    ## Example
    ```text
    1 Shadow Army
    ```

    ## Use instead
    Leave the token out: the skills that call it make it during the fight.
    """
    for counted, card in ctx.known:
        if card.type == "token unit":
            yield Problem(
                f"{quote(card.name)} is a token unit: tokens are made by skills during the fight and are never part "
                "of a deck",
                counted.line,
                counted.column,
                card=counted.name,
            )
