"""At most four sentinels (cards with ``[CONT]:Sentinel``) in a deck."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem, quote
from deckcheck.games.vanguard.context import VanguardContext, past_the_limit
from deckcheck.rules.base import rule

MAX_SENTINELS = 4


@rule(game="vanguard", slug="sentinel-limit", code="VG304", severity="error", summary="more than 4 sentinels")
def sentinel_limit(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck holds at most 4 sentinels: cards whose text has
    `[CONT]:Sentinel` (the pool's `sentinel: true`), of every name together. The
    message stands on the line of the fifth.

    ## Why is this bad?
    Bushiroad's official D-series page (not the rule text): a deck holds at most 4
    cards with `[CONT]:Sentinel`, whatever their names.

    ## Example
    ```text
    4 Escort Stealth Dragon, Hayashi Kaze
    1 Twin Buckler Dragon
    ```

    ## Use instead
    ```text
    4 Escort Stealth Dragon, Hayashi Kaze
    ```
    """
    lines = [(c, card) for c, card in ctx.known if card.sentinel]
    total = sum(c.count for c, _ in lines)
    if total <= MAX_SENTINELS:
        return
    over = past_the_limit(lines, MAX_SENTINELS)
    names = ", ".join(quote(n) for n in sorted({card.name for _, card in lines}))
    yield Problem(
        f"{total} sentinels ({names}); at most {MAX_SENTINELS} cards with [CONT]:Sentinel in a deck",
        over.line,
        over.column,
        card=over.name,
    )
