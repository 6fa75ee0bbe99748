"""The toy game's deck rules, one pure function each (the toy rulebook: ten cards, six of a colour at most, one
champion, a reserve of three)."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem
from deckcheck.rules.base import rule
from toygame.context import CHAMPION, COLOUR_LIMIT, PILE, PILE_SIZE, RESERVE, RESERVE_LIMIT, ToyContext


@rule(game="toy", slug="deck-size", code="TY101", severity="error", summary="a pile of other than ten cards")
def pile_size(ctx: ToyContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the pile holds exactly ten cards.

    ## Why is this bad?
    The toy game is played with ten.

    ## Example
    ```text
    Red Piece
    ```

    ## Use instead
    Ten lines.
    """
    size = ctx.size(PILE)
    if size != PILE_SIZE:
        yield Problem(f"the pile holds {size} cards; it must hold exactly {PILE_SIZE}")


@rule(
    game="toy",
    slug="colour-limit",
    code="TY102",
    severity="error",
    summary=f"more than {COLOUR_LIMIT} cards of one colour in the pile",
    over_limit=True,
)
def colour_limit(ctx: ToyContext) -> Iterator[Problem]:
    """
    ## What it does
    Counts the pile's cards of each colour; more than six of one colour is an error, found at the card line
    that takes the colour past six.

    ## Why is this bad?
    A toy pile mixes its colours: at most six of its ten cards share one.

    ## Example
    ```text
    7 Red Piece
    3 Blue Piece
    ```

    ## Use instead
    ```text
    6 Red Piece
    4 Blue Piece
    ```
    """
    for colour, count in ctx.colours.items():
        if count <= COLOUR_LIMIT:
            continue
        running = 0
        for entry, card in ctx.pile:
            if card.colour == colour:
                running += entry.count
                if running > COLOUR_LIMIT:
                    yield Problem(
                        f"{count} {colour} cards in the pile; at most {COLOUR_LIMIT} may share a colour",
                        entry.line,
                        entry.column,
                        card=card.name,
                    )
                    break


@rule(
    game="toy",
    slug="champion-invalid",
    code="TY201",
    severity="error",
    summary="more than one champion, or a champion that is not a champion card",
)
def champion_invalid(ctx: ToyContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks the champion line: a deck names at most one champion, and it must be a champion card. A deck may
    have no champion at all.

    ## Why is this bad?
    The champion leads the pile from outside it; a piece cannot lead, and two champions cannot share the lead.

    ## Example
    ```text
    Champion: Red Piece
    ```

    ## Use instead
    ```text
    Champion: Crimson King
    ```
    """
    lines = ctx.champions
    for extra in lines[1:]:
        yield Problem(f"a second champion ({extra.name!r}); a deck has one", extra.line, extra.column, card=extra.name)
    if len(lines) == 1:
        card = ctx.card(lines[0].name)
        if card is not None and card.type != CHAMPION:
            message = f"{card.name!r} is a {card.type}, not a champion"
            yield Problem(message, lines[0].line, lines[0].column, card=card.name)


@rule(game="toy", slug="reserve-size", code="TY103", severity="error", summary="a reserve of more than 3 cards")
def reserve_size(ctx: ToyContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the reserve, the cards kept aside to swap in between games, holds three cards at most.

    ## Why is this bad?
    The toy rulebook allows a reserve of up to three.

    ## Example
    ```text
    Reserve:
    4 Blue Tower
    ```

    ## Use instead
    ```text
    Reserve:
    3 Blue Tower
    ```
    """
    size = ctx.size(RESERVE)
    if size > RESERVE_LIMIT:
        yield Problem(f"the reserve holds {size} cards; at most {RESERVE_LIMIT}")
