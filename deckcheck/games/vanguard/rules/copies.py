"""Four copies of a card name in the deck, the ride deck's copies included."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from deckcheck.findings import Problem, quote
from deckcheck.games.vanguard.context import MAIN, RIDE, Counted, VanguardContext
from deckcheck.rules.base import rule

MAX_COPIES = 4


def _where(group: list[Counted], marked: bool) -> str:
    """`` (1 in the ride deck and 4 in the main deck)`` when copies are in both; else empty."""
    by: Counter[str] = Counter()
    for counted in group:
        by[counted.section] += counted.count
    if marked or len(by) < 2:
        return ""
    return f" ({by[RIDE]} in the ride deck and {by[MAIN]} in the main deck)"


@rule(
    game="vanguard",
    slug="copy-limit",
    code="VG201",
    severity="error",
    summary="more than 4 copies of a card name, the ride deck included",
    over_limit=True,
)
def copy_limit(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that no card name has more than 4 copies in the deck. The ride deck's
    copies count with the main deck's (a grade 3 in the ride deck and 4 more in the
    main deck are 5). Printings of one card (two card numbers, one name) count
    together. The message stands on the line of the fifth copy. Under `--regulation`,
    a card the regulation limits or bans is checked by restricted-count or banned-card
    instead.

    ## Why is this bad?
    The rule text (Building a Deck): "You can only have up to a number of 4 of the same
    cards." Bushiroad's official D-series page (not the rule text): at most 4 of a
    card name, the ride deck included.

    ## Example
    ```text
    Ride Deck
    1 Chakrabarthi Divine Dragon, Nirvana
    Main Deck
    4 Chakrabarthi Divine Dragon, Nirvana
    ```

    ## Use instead
    ```text
    Ride Deck
    1 Chakrabarthi Divine Dragon, Nirvana
    Main Deck
    3 Chakrabarthi Divine Dragon, Nirvana
    ```
    """
    groups: dict[str, list[Counted]] = {}
    for counted, card in ctx.known:
        if card.type != "token unit":
            groups.setdefault(card.name, []).append(counted)
    for name, group in sorted(groups.items()):
        if ctx.copy_limit_override(name) is not None:
            continue  # a regulation's limit replaces the usual one
        total = sum(c.count for c in group)
        if total <= MAX_COPIES:
            continue
        running, over = 0, group[-1]
        for counted in group:
            running += counted.count
            if running > MAX_COPIES:
                over = counted
                break
        yield Problem(
            f"{total} copies of {quote(name)}{_where(group, ctx.marked)}; at most {MAX_COPIES} of a card name, "
            "the ride deck included",
            over.line,
            over.column,
            card=over.name,
        )
