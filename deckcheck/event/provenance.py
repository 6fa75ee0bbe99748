"""What an event report says about how it was made: the card pools used, the deckcheck version, the time."""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardpool import CardPool


@dataclass(frozen=True, slots=True)
class PoolUsed:
    """A card pool the event's decks were checked against."""

    game: str
    """The game's display name (``Future Card Buddyfight``)."""
    name: str
    location: str
    starter: bool
    """The bundled starter pool: a few cards for the examples, not the full card list."""


@dataclass(frozen=True)
class About:
    version: str
    made: str
    """When the report was made: UTC, ISO 8601 to the second (``2026-12-01T21:50:22Z``)."""
    pools: tuple[PoolUsed, ...] = field(default_factory=tuple)


def made_at(environ: Mapping[str, str] | None = None) -> str:
    """Now in UTC, or ``$SOURCE_DATE_EPOCH`` when set (reproducible builds' convention), as ISO 8601."""
    env = os.environ if environ is None else environ
    epoch = env.get("SOURCE_DATE_EPOCH", "").strip()
    moment = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc)
        if epoch.isdigit()
        else datetime.datetime.now(datetime.timezone.utc)
    )
    return moment.replace(tzinfo=None).isoformat("T", "seconds") + "Z"


def about(pools: tuple[PoolUsed, ...]) -> About:
    from deckcheck import __version__

    return About(version=__version__, made=made_at(), pools=pools)


def pools_used(pools: Iterable[CardPool], starter: Callable[[CardPool], bool]) -> tuple[PoolUsed, ...]:
    """The pools as the report names them, each game's by its display name."""
    from deckcheck.games import find_game

    found = []
    for pool in pools:
        game = find_game(pool.game)
        found.append(PoolUsed(game.title if game else pool.game, pool.info.name, pool.info.location, starter(pool)))
    return tuple(found)
