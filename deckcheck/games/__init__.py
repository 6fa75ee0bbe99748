"""The game registry: the games built in, and every game another distribution adds.

A distribution adds a game by naming a :class:`~deckcheck.games.base.Game`
under the ``deckcheck.games`` entry-point group::

    [project.entry-points."deckcheck.games"]
    mygame = "mygame_deckcheck:GAME"

Games are looked up by name or alias, compared without case or punctuation, so
``yugioh``, ``ygo`` and ``Yu-Gi-Oh!`` are one game.
"""

from __future__ import annotations

import importlib
import sys
from functools import cache
from typing import TYPE_CHECKING

from cardpool.numbers import PLAIN, NumberShapes
from cardpool.visible import clip, quote
from deckcheck.games.base import Game, Importer, Reader, Section, Slot, game_key

if TYPE_CHECKING:
    from cardpool.plain import RecordClass

ENTRY_POINT_GROUP = "deckcheck.games"
DEFAULT_GAME = "buddyfight"
BUILTIN: dict[str, str] = {
    "buddyfight": "deckcheck.games.buddyfight:GAME",
    "yugioh": "deckcheck.games.yugioh:GAME",
    "vanguard": "deckcheck.games.vanguard:GAME",
}
"""The games that ship with deckcheck (also declared as entry points, for running from a source tree)."""
_DEFAULT_KEY = game_key(DEFAULT_GAME)


class GameError(Exception):
    """A game name that no registered game answers to, or a game package that cannot be loaded."""


def _load(target: str) -> Game:
    module, _, attribute = target.partition(":")
    loaded = sys.modules.get(module)  # asked for every deck: no trip through the import system once imported
    game = getattr(loaded if loaded is not None else importlib.import_module(module), attribute)
    if not isinstance(game, Game):
        raise GameError(f"{target} is not a deckcheck game (a deckcheck.games.base.Game)")
    return game


@cache
def all_games() -> tuple[Game, ...]:
    """Every game: the built-in ones, then those of other distributions, sorted by name."""
    from deckcheck.games.entry_points import entry_points  # a scan of sys.path, not importlib.metadata

    targets = dict(BUILTIN)
    for name, value in entry_points(ENTRY_POINT_GROUP):
        targets.setdefault(name, value)
    games: dict[str, Game] = {}
    for name, target in sorted(targets.items()):
        try:
            game = _load(target)
        except GameError:
            raise
        except Exception as exc:  # a broken third-party game must not hide the others' names
            raise GameError(f"the game {name!r} ({target}) cannot be loaded: {type(exc).__name__}: {exc}") from None
        games.setdefault(game.name, game)
    return tuple(games.values())


def find_game(name: str) -> Game | None:
    """The game ``name`` names (its name, title or an alias), or ``None``."""
    key = game_key(name)
    if key == _DEFAULT_KEY:  # the common case needs no entry-point scan
        return _load(BUILTIN[DEFAULT_GAME])
    return next((game for game in all_games() if key in game.keys), None)


def get_game(name: str) -> Game:
    """The game ``name`` names; a :class:`GameError` listing the known games when none does."""
    game = find_game(name)
    if game is None:
        known = ", ".join(g.name for g in all_games())
        raise GameError(f"unknown game {quote(clip(name))}; known games: {known}")
    return game


def card_model(game: str) -> type | None:
    """The card model of ``game`` (what :func:`cardpool.load_pool` validates a pool's cards with)."""
    found = find_game(game)
    return found.card_model() if found is not None else None


def card_record(game: str) -> RecordClass | None:
    """The plain record class of ``game``'s cards (what a pool cache hit builds), without importing its model;
    ``None`` for a game that names none (the cache then asks the model)."""
    found = find_game(game)
    return found.card_record() if found is not None and found.card_record is not None else None


def number_shapes(game: str) -> NumberShapes:
    """How ``game`` writes card numbers (what :func:`cardpool.load_pool` gives the pool's name index)."""
    found = find_game(game)
    return found.number_shapes if found is not None else PLAIN


__all__ = [
    "DEFAULT_GAME",
    "ENTRY_POINT_GROUP",
    "Game",
    "GameError",
    "Importer",
    "Reader",
    "Section",
    "Slot",
    "all_games",
    "card_model",
    "card_record",
    "find_game",
    "get_game",
    "number_shapes",
]
