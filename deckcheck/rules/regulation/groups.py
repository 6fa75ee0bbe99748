"""The regulation rules on groups of cards: choice groups (RG103) and combined limits (RG104)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.rules.base import rule
from deckcheck.rules.regulation import view
from deckcheck.rules.regulation.docs import DOCS
from deckcheck.rules.regulation.wording import problem_at, some

if TYPE_CHECKING:
    from deckcheck.regulations.bind import Group


def _group_name(group: Group) -> str:
    return f" {quote(group.name)}" if group.name else ""


@rule(
    slug="choice-group",
    code="RG103",
    docs=DOCS,
    severity="error",
    summary="cards of more than one name from a choice group",
    over_limit=True,
)
def choice_group(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks the regulation's choice groups (`choice:`): of the cards in a group, cards of
    only one name may be in the deck and sideboard (any number of copies of that name,
    up to its usual limit).

    ## Why is this bad?
    Vanguard's restriction lists have "choice restrictions: only one card of a group may
    be in the deck". Two names from one group make the deck illegal however few copies.

    ## Example
    ```yaml
    # regulation: choice: [{cards: [Magical Goodbye, Begone!!]}]
    deck:
      Magical Goodbye: 2
      Begone!!: 1
    ```

    ## Use instead
    ```yaml
    deck:
      Magical Goodbye: 3
    ```
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.choices:
        return
    for group in reg.groups(reg.bound.choices):
        present = [name for name in group.cards if view.total(ctx, name)]
        if len(present) < 2:
            continue
        last = present[-1]
        held = some([f"{view.total(ctx, name)} {quote(name)}" for name in present])
        members = some([quote(name) for name in group.cards])
        yield problem_at(
            ctx,
            last,
            f"{len(present)} names from the choice group{_group_name(group)} ({held}); {reg.tag} allows cards of "
            f"only one name of {members}{reg.where(group.when)}",
            tuple(present),
        )


@rule(
    slug="combined-limit",
    code="RG104",
    docs=DOCS,
    severity="error",
    summary="more copies of a set of cards together than allowed",
    over_limit=True,
)
def combined_limit(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks the regulation's combined limits (`combined:`): at most N copies, in any
    combination, of the cards it lists, in the deck and sideboard together.

    ## Why is this bad?
    A combined limit says "at most N copies in any combination of the listed cards";
    3 of one and 2 of another is 5, over a combined limit of 4, even though each card
    alone is within its own limit.

    ## Example
    ```yaml
    # regulation: combined: [{max: 4, cards: ['Dragon Force, "Style of Impact"', Gargantua Punisher!!]}]
    deck:
      'Dragon Force, "Style of Impact"': 2
      Gargantua Punisher!!: 3
    ```

    ## Use instead
    ```yaml
    deck:
      'Dragon Force, "Style of Impact"': 2
      Gargantua Punisher!!: 2
    ```
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.combined:
        return
    for group in reg.groups(reg.bound.combined):
        present = [name for name in group.cards if view.total(ctx, name)]
        count = sum(view.copies(ctx, present).values())  # a card counted as two listed ones counts once
        if count <= group.max:
            continue
        held = some([f"{view.total(ctx, name)} {quote(name)}" for name in present])
        members = some([quote(name) for name in group.cards], " and ")
        yield problem_at(
            ctx,
            present[-1],
            f"{count} cards of the combined limit{_group_name(group)} ({held}); {reg.tag} allows at most "
            f"{group.max} of {members} together{reg.where(group.when)}",
            tuple(present),
        )
