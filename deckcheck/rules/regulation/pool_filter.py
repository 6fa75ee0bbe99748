"""The regulation rule on the format's card pool (RG107)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.rules.base import rule
from deckcheck.rules.regulation import view
from deckcheck.rules.regulation.docs import DOCS
from deckcheck.rules.regulation.wording import problem_at

if TYPE_CHECKING:
    from deckcheck.regulations.bind import Bound


def _set_of(number: str) -> str:
    """``D-BT01`` of ``D-BT01/0010EN``; ``LOB`` of ``LOB-EN001`` (a number without ``/`` ends its set at ``-``)."""
    if "/" in number:
        return number.split("/", 1)[0]
    return number.split("-", 1)[0]


def _in_format(reg_bound: Bound, name: str, numbers: list[str]) -> bool:
    if reg_bound.allowed_cards is not None and name in reg_bound.allowed_cards:
        return True
    upper = [n.upper() for n in numbers]
    if reg_bound.sets and any(_set_of(n) in {s.upper() for s in reg_bound.sets} for n in upper):
        return True
    return bool(reg_bound.prefixes) and any(n.startswith(p.upper()) for n in upper for p in reg_bound.prefixes)


@rule(slug="not-in-format", code="RG107", docs=DOCS, severity="error", summary="a card outside the format's card pool")
def not_in_format(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks every card in the deck, the sideboard and the slots against the regulation's
    `pool:` filter: the sets or card-number prefixes a format admits, or the cards a
    whitelist names (lflist.conf `$whitelist`: every card it does not name is forbidden).

    ## Why is this bad?
    A format defined by the sets it admits allows no card printed only outside them; a
    card with a printing in an admitted set is allowed.

    ## Example
    ```yaml
    # regulation: pool: {sets: [TD01, BT01]}
    deck:
      Shine-energy: 4      # printed only in D-SD01
    ```

    ## Use instead
    Replace it with a card printed in one of the admitted sets.
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.has_pool_filter:
        return
    bound = reg.bound
    what = "the cards it lists" if bound.allowed_cards is not None else ""
    admitted = ", ".join(list(bound.sets) + [p + "..." for p in bound.prefixes])
    described = " and ".join(part for part in (f"the sets {admitted}" if admitted else "", what) if part)

    def outside(name: str) -> bool:
        numbers = [n for card in view.printings(ctx, name) for n in getattr(card, "numbers", ())]
        return not _in_format(bound, name, numbers)

    for slot in reg.words.slots:
        for line in view.slot_lines(ctx, slot):
            name = ctx.canonical(line.name)
            if name is not None and outside(name):
                title = reg.words.slot_title(slot).lower()
                yield Problem(
                    f"the {title} {quote(name)} is not in the format of {reg.tag}, which admits {described}",
                    line.line,
                    line.column,
                    card=line.name,
                )
    for name in view.names(ctx):
        if name not in bound.banned and outside(name):
            yield problem_at(ctx, name, f"{quote(name)} is not in the format of {reg.tag}, which admits {described}")
