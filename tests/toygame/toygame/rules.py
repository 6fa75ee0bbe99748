from __future__ import annotations

from collections.abc import Iterator

from deckcheck.context import Context
from deckcheck.findings import Problem
from deckcheck.rules.base import rule


@rule(game="toy", slug="deck-size", code="TY101", severity="error", summary="a pile of other than ten cards")
def pile_size(ctx: Context) -> Iterator[Problem]:
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
    size = ctx.size("pile")
    if size != 10:
        yield Problem(f"the pile holds {size} cards; it must hold exactly 10")
