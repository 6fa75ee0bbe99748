"""The ride deck's cards: one normal unit of each grade 0 to 3, the grade 0 being the first vanguard."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem, quote
from deckcheck.games.vanguard.context import RIDE, RIDE_SIZE, VanguardContext
from deckcheck.games.vanguard.summary import GRADES
from deckcheck.rules.base import rule


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _room(ctx: VanguardContext) -> bool:
    """Whether a regulation lets the ride deck hold more than its four units (a later ride deck's crest)."""
    size = ctx.regulation.section_size(RIDE) if ctx.regulation is not None else None
    return size is not None and size.max is not None and size.max > RIDE_SIZE


@rule(
    game="vanguard",
    slug="ride-deck-grades",
    code="VG103",
    severity="error",
    summary="a ride deck without one normal unit of each grade 0, 1, 2 and 3",
)
def ride_deck_grades(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks the ride deck's cards: one normal unit of each grade 0, 1, 2 and 3. A
    second unit of a grade is reported on its line, a card that is no normal unit (a
    trigger unit, an order) on its line, and the grades that are missing once. Cards
    the pool does not know are left to unknown-card; a ride deck of another size is
    also ride-deck-size's. A regulation that lets the ride deck hold more than 4 cards
    (a later format's crest) allows the cards beyond the four units.

    ## Why is this bad?
    Bushiroad's official D-series page (not the rule text): the ride deck is one
    normal unit each of grade 0, 1, 2 and 3. The fighter rides them in order, one a
    turn; two of one grade leave a grade with no card to ride.

    ## Example
    ```text
    Ride Deck
    1 Sunrise Egg
    1 Blaze Maiden, Rino
    1 Blaze Maiden, Reiyu
    1 Dragon Knight, Nehalem
    ```

    ## Use instead
    ```text
    Ride Deck
    1 Sunrise Egg
    1 Blaze Maiden, Rino
    1 Blaze Maiden, Reiyu
    1 Chakrabarthi Divine Dragon, Nirvana
    ```
    """
    seen: dict[int, str] = {}
    for counted in ctx.ride:
        card = counted.card
        if card is None:
            continue
        if card.type != "normal unit":
            if not _room(ctx):
                yield Problem(
                    f"{quote(card.name)} is a grade {card.grade} {card.type}: the ride deck holds normal units only",
                    counted.line,
                    counted.column,
                    card=counted.name,
                )
            continue
        copies = counted.count
        if card.grade not in GRADES:
            yield Problem(
                f"{quote(card.name)} is grade {card.grade}: the ride deck holds one normal unit each of grade 0, 1, "
                "2 and 3",
                counted.line,
                counted.column,
                card=counted.name,
            )
        elif card.grade in seen or copies > 1:
            earlier = seen.get(card.grade)
            other = f", and so is {quote(earlier)}" if earlier and earlier != card.name else ""
            many = f"{copies} grade {card.grade} units" if copies > 1 else f"a second grade {card.grade} unit"
            yield Problem(
                f"{many} in the ride deck: {quote(card.name)} is grade {card.grade}{other}; the ride deck holds one "
                "each of grade 0, 1, 2 and 3",
                counted.line,
                counted.column,
                card=counted.name,
            )
        seen.setdefault(card.grade, card.name)
    known = any(c.card is not None for c in ctx.ride)
    missing = [f"grade {g}" for g in GRADES if g not in seen]
    unknown = sum(c.count for c in ctx.ride if c.card is None)  # a misspelt rider may be the grade missing
    if missing and (known or not ctx.ride) and len(missing) > unknown:
        first = ctx.ride[0] if ctx.ride else None
        yield Problem(
            f"the ride deck has no normal unit of {_and(missing)}; it holds one each of grade 0, 1, 2 and 3",
            first.line if first else None,
            first.column if first else None,
        )


@rule(
    game="vanguard",
    slug="first-vanguard",
    code="VG104",
    severity="error",
    summary="a first vanguard that is not the ride deck's grade 0 normal unit",
)
def first_vanguard(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks the card named the first vanguard (`first vanguard:`, `First Vanguard:`, or
    a line marked `(FV)`): it is a grade 0 normal unit, and the ride deck's grade 0
    unit. More than one first vanguard is reported too. A deck that names none is
    fine: its ride deck's grade 0 is its first vanguard.

    ## Why is this bad?
    The rule text (Game Preparation): "Place a Grade 0 unit face-down on the Vanguard
    Circle. That card is the First Vanguard." Bushiroad's official D-series page (not
    the rule text): the ride deck's grade 0 is the first vanguard.

    ## Example
    ```text
    First Vanguard: Blaze Maiden, Rino
    ```

    ## Use instead
    ```text
    First Vanguard: Sunrise Egg
    ```
    """
    named = list(ctx.slot("first vanguard")) + [e for e in ctx.fv_marked]
    first = ctx.name_of(named[0].name) if named else None
    for extra in named[1:]:
        if ctx.name_of(extra.name) == first:
            continue  # the one card marked twice: on its ride-deck line and its main-deck line (the marked form)
        yield Problem(
            f"a second first vanguard ({quote(extra.name)}); a deck has one, the ride deck's grade 0",
            extra.line,
            extra.column,
            card=extra.name,
        )
    fv = ctx.first_vanguard
    if fv is None or fv.card is None:
        return
    card = fv.card
    if card.type != "normal unit" or card.grade != 0:
        yield Problem(
            f"{quote(card.name)} is a grade {card.grade} {card.type}: the first vanguard is a grade 0 normal unit",
            fv.line,
            fv.column,
            card=fv.name,
        )
        return
    zeros = [c.card.name for c in ctx.ride if c.card is not None and c.card.grade == 0 and c.card.name != card.name]
    if zeros:
        yield Problem(
            f"the first vanguard is {quote(card.name)}, but the ride deck's grade 0 is {quote(zeros[0])}: "
            "the first vanguard is the ride deck's grade 0",
            fv.line,
            fv.column,
            card=fv.name,
        )
