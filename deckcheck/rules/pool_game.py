"""The rule the engine reports itself when a deck and its card pool are of different games."""

from __future__ import annotations

from deckcheck.rules.base import document

document(
    slug="wrong-pool",
    code="DC005",
    severity="error",
    summary="the deck is checked against a card pool of another game",
    doc="""
    ## What it does
    Checks that the card pool is of the deck's game. A deck's game comes from
    `--game`, then from the file (`game:` in YAML, a `Game:` line, a suffix such
    as `.ydk`, keys or headings only one game has such as `flag:`), then from the
    pool given with `--pool`; when the deck names
    one game and `--pool` is another's, nothing can be checked.

    ## Why is this bad?
    Every card would be unknown, and every rule would judge the deck by
    another game's rules.

    ## Example
    ```sh
    deckcheck check --pool my-buddyfight-pool/ deck.ydk
    ```

    ## Use instead
    ```sh
    deckcheck check --pool my-yugioh-pool/ deck.ydk
    ```
    """,
)
