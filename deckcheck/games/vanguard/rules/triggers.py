"""The deck's trigger units: exactly 16, at most 4 heal triggers and 1 over trigger, the ride deck included."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem, plural, quote
from deckcheck.games.vanguard.context import VanguardContext, past_the_limit
from deckcheck.rules.base import rule

TRIGGERS = 16
MAX_HEAL = 4
MAX_OVER = 1


@rule(
    game="vanguard",
    slug="trigger-count",
    code="VG301",
    severity="error",
    summary="a deck of other than 16 trigger units",
)
def trigger_count(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck holds exactly 16 trigger units, of every trigger (critical,
    draw, front, heal, over) together, the ride deck's included. Cards the pool does
    not know are not counted.

    ## Why is this bad?
    The rule text (Building a Deck): "You must put in 16 Trigger Units, no more and no
    less." Bushiroad's official D-series page (not the rule text): exactly 16 trigger
    units, the ride deck included.

    ## Example
    ```text
    4 Blaze Maiden, Zonne
    4 Contact Spark Dragon
    4 Blaze Staff Monk, Cho kuu sha
    3 Blaze Maiden, Rona
    ```

    ## Use instead
    ```text
    4 Blaze Maiden, Zonne
    4 Contact Spark Dragon
    4 Blaze Staff Monk, Cho kuu sha
    4 Blaze Maiden, Rona
    ```
    """
    total = ctx.triggers.get("all", 0)
    if total == TRIGGERS:
        return
    kinds = ", ".join(f"{ctx.triggers[t]} {t.lower()}" for t in sorted(k for k in ctx.triggers if k != "all"))
    fix = f"{TRIGGERS - total} more" if total < TRIGGERS else f"{total - TRIGGERS} too many"
    shown = f" ({kinds})" if kinds else ""
    unknown = sum(c.count for c in ctx.cards if c.card is None) if total < TRIGGERS else 0
    if unknown:  # a misspelt trigger: the count is short by its copies, which unknown-card reports
        fix += f"; {plural(unknown, 'card')} the pool does not know {'is' if unknown == 1 else 'are'} not counted"
    yield Problem(f"the deck has {plural(total, 'trigger unit')}{shown}; it needs exactly {TRIGGERS} ({fix})")


def _over(ctx: VanguardContext, trigger: str, limit: int) -> Iterator[Problem]:
    """One finding when the deck holds more than ``limit`` triggers of ``trigger``, on the line past the limit."""
    lines = sorted(ctx.with_trigger(trigger), key=lambda item: (item[0].line, item[0].column))
    total = sum(c.count for c, _ in lines)
    if total <= limit:
        return
    over = past_the_limit(lines, limit)
    names = sorted({card.name for _, card in lines})
    which = f" ({', '.join(quote(n) for n in names)})" if len(names) > 1 else f" ({quote(names[0])})"
    yield Problem(
        f"{total} {trigger.lower()} triggers{which}; at most {limit} in a deck, whatever their names",
        over.line,
        over.column,
        card=over.name,
    )


@rule(game="vanguard", slug="heal-limit", code="VG302", severity="error", summary="more than 4 heal triggers")
def heal_limit(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck holds at most 4 heal triggers, of every name together. The
    message stands on the line of the fifth.

    ## Why is this bad?
    The rule text (Icon Explanation, Heal): "(You cannot put more than 4 Heal Triggers
    in a deck.)"; its FAQ: "even if you have "Heal Trigger" cards with different names,
    you can only have 4 Heal Triggers total in your Deck."

    ## Example
    ```text
    4 Blaze Maiden, Rona
    1 White Light Dragon, Parasolace
    ```

    ## Use instead
    ```text
    4 Blaze Maiden, Rona
    1 Blaze Maiden, Zonne
    ```
    """
    yield from _over(ctx, "Heal", MAX_HEAL)


@rule(game="vanguard", slug="over-trigger-limit", code="VG303", severity="error", summary="more than 1 over trigger")
def over_trigger_limit(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck holds at most 1 over trigger, of every name together. The
    message stands on the line of the second.

    ## Why is this bad?
    Bushiroad's official D-series page (not the rule text, which has no over
    triggers): "You may only include one piece per deck for an Over Trigger".

    ## Example
    ```text
    2 Dragon Deity King of Resurgence, Dragveda
    ```

    ## Use instead
    ```text
    1 Dragon Deity King of Resurgence, Dragveda
    ```
    """
    yield from _over(ctx, "Over", MAX_OVER)
