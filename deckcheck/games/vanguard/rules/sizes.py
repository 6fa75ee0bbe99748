"""How many cards the deck and its ride deck hold (D Standard)."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem, plural
from deckcheck.games.vanguard.context import DECK_SIZE, MAIN, RIDE, RIDE_SIZE, VanguardContext
from deckcheck.rules.base import rule


def _bounds(ctx: VanguardContext, section: str, default: int) -> tuple[int, int]:
    """The section's size: a regulation's ``sections:`` range where it gives one, else exactly ``default``."""
    size = ctx.regulation.section_size(section) if ctx.regulation is not None else None
    low = size.min if size is not None and size.min is not None else default
    high = size.max if size is not None and size.max is not None else max(default, low)
    return low, high


def _needs(low: int, high: int) -> str:
    return f"exactly {low}" if low == high else f"{low} to {high}"


@rule(game="vanguard", slug="deck-size", code="VG101", severity="error", summary="a deck of other than 50 cards")
def deck_size(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck holds exactly 50 cards, the ride deck's included: the ride
    deck's 4 and the main deck's 46, or the 50 of a main deck that lists the ride
    deck's cards among them. A line whose card is not in the pool still counts.
    Under a regulation that gives the main deck another size (`sections: {main: ...}`),
    or keeps the ride deck apart (`sections: {ride: {apart: true}}`), that count holds.

    ## Why is this bad?
    The rule text (Building a Deck): "A deck can only consist of 50 cards." Bushiroad's
    official D-series page and its FAQ (not the rule text) add that the ride deck is
    part of them: it counts toward the total of 50. A deck of 49 or 51 is not a legal
    deck.

    ## Example
    ```yaml
    game: vanguard
    ride deck:
      - Sunrise Egg
      - Blaze Maiden, Rino
      - Blaze Maiden, Reiyu
      - Chakrabarthi Divine Dragon, Nirvana
    main deck:
      Blaze Maiden, Zonne: 4
      # ... 45 cards in all: 49 with the ride deck
    ```

    ## Use instead
    ```yaml
    game: vanguard
    ride deck:
      - Sunrise Egg
      - Blaze Maiden, Rino
      - Blaze Maiden, Reiyu
      - Chakrabarthi Divine Dragon, Nirvana
    main deck:
      Blaze Maiden, Zonne: 4
      # ... 46 cards in all: 50 with the ride deck
    ```
    """
    low, high = _bounds(ctx, MAIN, DECK_SIZE)
    size = ctx.deck_size
    if low <= size <= high:
        return
    if ctx.ride_apart:
        where = f"the main deck has {plural(size, 'card')}, the ride deck apart"
    elif ctx.marked or not ctx.ride_size:
        where = f"the deck has {plural(size, 'card')}"
    else:
        where = (
            f"the deck has {plural(size, 'card')} ({ctx.ride_size} in the ride deck and {size - ctx.ride_size} more)"
        )
    fix = f"{low - size} more" if size < low else f"{size - high} too many"
    yield Problem(f"{where}; it needs {_needs(low, high)} ({fix})")


@rule(
    game="vanguard", slug="ride-deck-size", code="VG102", severity="error", summary="a ride deck of other than 4 cards"
)
def ride_deck_size(ctx: VanguardContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the ride deck holds exactly 4 cards: its `ride deck:` (or `Ride Deck`)
    lines, and the first vanguard when no ride-deck line names it. Which grades they
    are is ride-deck-grades. A regulation's `sections: {ride: ...}` size replaces the 4.

    ## Why is this bad?
    Bushiroad's official D-series page (not the rule text, which is older than the
    ride deck): the ride deck is 4 of the deck's 50 cards, one normal unit each of
    grade 0, 1, 2 and 3, set apart before the game. A deck without its ride deck
    cannot start a D Standard fight.

    ## Example
    ```text
    Ride Deck
    1 Sunrise Egg
    1 Blaze Maiden, Rino
    1 Blaze Maiden, Reiyu
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
    low, high = _bounds(ctx, RIDE, RIDE_SIZE)
    size = ctx.ride_size
    if low <= size <= high:
        return
    if not size:
        yield Problem(f"the deck has no ride deck; it needs {_needs(low, high)} cards under 'Ride Deck'")
        return
    first = next((c for c in ctx.ride), None)
    fix = f"{low - size} more" if size < low else f"{size - high} too many"
    yield Problem(
        f"the ride deck has {plural(size, 'card')}; it needs {_needs(low, high)} ({fix})",
        first.line if first else None,
        first.column if first else None,
    )
