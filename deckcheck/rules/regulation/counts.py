"""The regulation's field-value count limits (``counts:``): at most N cards whose field has a value.

A later format's "at most 8 critical triggers" is ``{field: trigger, value: Critical, max: 8}``: every card of
the deck whose pool card has that value counts, whatever its name, in every section together (as every
regulation limit counts the sideboard with the deck).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.rules.base import rule
from deckcheck.rules.regulation import view
from deckcheck.rules.regulation.docs import DOCS

if TYPE_CHECKING:
    from deckcheck.regulations.plain import FieldCount


def _has(ctx: Context, name: str, count: FieldCount) -> bool:
    """Whether a printing of the canonical ``name`` has the count's field value."""
    return any(count.matches(getattr(card, count.field, None)) for card in view.printings(ctx, name))


@rule(
    slug="field-count",
    code="RG108",
    docs=DOCS,
    severity="error",
    summary="more cards with a field's value than the regulation allows",
)
def field_count(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks each of the regulation's `counts:` limits: at most `max` cards whose card
    field `field` has `value` (text compared without case), whatever their names, in
    every section together. A count may hold only where a slot holds a card
    (`when:`), as other limits may. The message names the cards counted; it stands on
    the line that takes the count over the limit.

    ## Why is this bad?
    A format may cap a kind of card rather than a card: a later Vanguard format allows
    "at most 8 critical triggers", whatever their names. The regulation states the cap;
    a deck over it is not legal in that format.

    ## Example
    ```yaml
    # regulation: counts: [{field: trigger, value: Critical, max: 8}]
    main deck:
      Critical Trigger A: 4
      Critical Trigger B: 4
      Critical Trigger C: 1
    ```

    ## Use instead
    Keep 8 of them, and another kind of card in the ninth's place.
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.counts:
        return
    for count, when in reg.bound.counts:
        if not reg.holds(when):
            continue
        names = [n for n in view.names(ctx) if _has(ctx, n, count)]
        held = {n: sum(section.get(n, 0) for section in view.counts(ctx).values()) for n in names}
        total = sum(held.values())
        if total <= count.max:
            continue
        lines = sorted((e for e in ctx.deck.entries if ctx.canonical(e.name) in held), key=lambda e: (e.line, e.column))
        seen, over = 0, lines[-1] if lines else None
        for line in lines:
            seen += line.count
            if seen > count.max:
                over = line
                break
        listed = ", ".join(f"{n} {quote(name)}" for name, n in sorted(held.items()))
        called = f" ({quote(count.name)})" if count.name else ""
        value = count.value
        having = (
            f"{'with' if value else 'without'} {count.field}"
            if isinstance(value, bool)
            else (f"with {count.field} {value}")
        )  # "with sentinel", not "with sentinel True"
        message = f"{total} cards {having}{called}: {listed}; {reg.tag} allows at most {count.max}{reg.where(when)}"
        if over is None:
            yield Problem(message, cards=tuple(held))
        else:
            yield Problem(message, over.line, over.column, card=over.name, cards=tuple(held))
