"""How many cards the Main, Extra and Side Deck hold (Konami's tournament rules)."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem, plural
from deckcheck.games.yugioh.context import YugiohContext
from deckcheck.rules.base import rule

MAIN_MIN = 40
MAIN_MAX = 60
EXTRA_MAX = 15
SIDE_MAX = 15


@rule(
    game="yugioh",
    slug="main-deck-size",
    code="YG101",
    severity="error",
    summary="the Main Deck holds fewer than 40 or more than 60 cards",
)
def main_deck_size(ctx: YugiohContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the Main Deck holds 40 to 60 cards. The Extra Deck and the Side
    Deck are not counted; a line whose card is not in the pool still counts.

    ## Why is this bad?
    Konami's tournament policy (Constructed Deck Information): "Constructed Main
    Decks for Yu-Gi-Oh! TCG events must have a minimum of 40 cards, and a maximum
    of 60 cards. Only the cards in the Main Deck count towards this total." A deck
    of 39 or 61 cards is not a legal deck.

    ## Example
    ```text
    Game: yugioh
    Main Deck:
    3 Ash Blossom & Joyous Spring
    # ... 36 more cards: 39 in all
    ```

    ## Use instead
    ```text
    Game: yugioh
    Main Deck:
    3 Ash Blossom & Joyous Spring
    # ... 37 more cards: 40 in all
    ```
    """
    size = ctx.sizes.get("main", 0)
    if size < MAIN_MIN:
        yield Problem(
            f"the Main Deck has {plural(size, 'card')}; it needs {MAIN_MIN} to {MAIN_MAX} ({MAIN_MIN - size} more)"
        )
    elif size > MAIN_MAX:
        yield Problem(
            f"the Main Deck has {plural(size, 'card')}; it holds {MAIN_MIN} to {MAIN_MAX} ({size - MAIN_MAX} too many)"
        )


@rule(
    game="yugioh",
    slug="extra-deck-size",
    code="YG102",
    severity="error",
    summary="the Extra Deck holds more than 15 cards",
)
def extra_deck_size(ctx: YugiohContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the Extra Deck holds at most 15 cards (none is fine).

    ## Why is this bad?
    Konami's tournament rules allow an Extra Deck of 0 to 15 cards, whatever
    mix of Fusion, Synchro, Xyz and Link Monsters it holds. A 16th makes the deck
    illegal; keep it in the Side Deck instead (the Side Deck may hold Extra Deck
    monsters).

    ## Example
    ```text
    Extra Deck:
    3 Stardust Dragon
    # ... 13 more: 16 in all
    ```

    ## Use instead
    ```text
    Extra Deck:
    3 Stardust Dragon
    # ... 12 more: 15 in all
    ```
    """
    size = ctx.sizes.get("extra", 0)
    if size > EXTRA_MAX:
        yield Problem(
            f"the Extra Deck has {plural(size, 'card')}; it holds at most {EXTRA_MAX} ({size - EXTRA_MAX} too many)"
        )


@rule(
    game="yugioh",
    slug="side-deck-size",
    code="YG103",
    severity="error",
    summary="the Side Deck holds more than 15 cards",
)
def side_deck_size(ctx: YugiohContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the Side Deck holds at most 15 cards (none is fine).

    ## Why is this bad?
    Konami's tournament policy (Constructed Deck Information): "Duelists in a
    Constructed Tournament may use a Side Deck consisting of 0 to 15 cards."

    ## Example
    ```text
    Side Deck:
    3 Maxx "C"
    # ... 13 more: 16 in all
    ```

    ## Use instead
    ```text
    Side Deck:
    3 Maxx "C"
    # ... 12 more: 15 in all
    ```
    """
    size = ctx.sizes.get("side", 0)
    if size > SIDE_MAX:
        yield Problem(
            f"the Side Deck has {plural(size, 'card')}; it holds at most {SIDE_MAX} ({size - SIDE_MAX} too many)"
        )
