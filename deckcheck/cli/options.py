"""Options that several commands share: the card pool, the game, and the regulation in force."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

from deckcheck.cli.errors import game_named

if TYPE_CHECKING:
    from cardpool import CardPool

F = TypeVar("F", bound=Callable[..., Any])


def open_game_pool(path: str | None, game: str | None = None) -> CardPool:
    """The pool a pool command looks at: ``--pool`` (or ``$DECKCHECK_POOL``), else the default or starter pool of
    ``--game``, else of the only game with a default pool when just one has one, else of the default game."""
    from deckcheck.run.pools import open_pool

    found = game_named(game)
    return open_pool(path, found.name if found else None)  # no game: the pools' fallback game


pool_option = click.option(
    "--pool",
    "pool_path",
    metavar="PATH",
    help="Card pool file or directory (default: $DECKCHECK_POOL, the imported default pool, or the bundled one).",
)


def game_option(default: str) -> Callable[[F], F]:
    """``--game``, with what the command does without it."""
    return click.option(
        "--game",
        "game_name",
        metavar="GAME",
        help=f"The game (buddyfight, yugioh, ...; aliases such as ygo work). Default: {default}",
    )


def jobs_option(what: str, alone: str | None = None) -> Callable[[F], F]:
    """``--jobs``: how many processes check ``what`` (files, decks); ``alone`` says when one process does."""
    return click.option(
        "--jobs",
        "-j",
        type=click.IntRange(min=0),
        default=0,
        metavar="N",
        help=(
            f"Check the {what} in N processes. Default 0: one per CPU. At most one per 100 {what}"
            + (f", and one with {alone}." if alone else ".")
        ),
    )


POOL_GAME = (
    "the game of --pool (or $DECKCHECK_POOL), else the only game with an imported default pool, else buddyfight. "
    "Without --pool, the game's imported default pool is used, else its bundled starter pool."
)
POOL_INFO_GAME = (
    "every game's default pool (or its bundled starter pool, when it has none); with --pool (or $DECKCHECK_POOL), "
    "that pool."
)
