"""Options that several commands share: the card pool, the game, and the regulation in force."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

from deckcheck.cli.errors import UserError, game_named

if TYPE_CHECKING:
    from cardpool import CardPool

F = TypeVar("F", bound=Callable[..., Any])


def open_game_pool(path: str | None, game: str | None = None) -> CardPool:
    from deckcheck.run.pools import open_pool

    found = game_named(game)
    return open_pool(path, found.name if found else None)


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


DECK_GAME = "from the file, else the config's game, else the pool's."
POOL_GAME = (
    "the game of --pool (or $DECKCHECK_POOL), else buddyfight. Without --pool, the game's imported default "
    "pool is used, else its bundled starter pool."
)


def as_of_date(value: str | None) -> datetime.date:
    """``--as-of YYYY-MM-DD``; today (UTC) when not given."""
    if value is None:
        return datetime.datetime.now(datetime.timezone.utc).date()
    try:
        return datetime.date.fromisoformat(value.strip())
    except ValueError:
        raise UserError(f"--as-of: {value!r} is not a date; write it as YYYY-MM-DD") from None


def regulation_options(list_format_flag: str) -> Callable[[F], F]:
    """``--regulation``, ``--as-of`` and the list-format option, shared by check and report."""

    def decorate(func: F) -> F:
        func = click.option(
            list_format_flag,
            "list_format",
            metavar="FORMAT",
            default=None,
            help="Which lists of --regulation apply: tcg or ocg for lflist.conf (default tcg), "
            "or a regulation's format.",
        )(func)
        func = click.option(
            "--as-of",
            "as_of",
            metavar="DATE",
            default=None,
            help="Use the regulation in force on this day, YYYY-MM-DD (default: today).",
        )(func)
        func = click.option(
            "--regulation",
            "regulations",
            multiple=True,
            metavar="PATH|NAME",
            help="A regulation file, a folder of them, or lflist.conf; or the name of a list in them (repeatable).",
        )(func)
        return func

    return decorate
