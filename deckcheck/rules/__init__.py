"""The rule registry: the game-agnostic rules here, each game's own in its package.

:func:`all_rules` loads every game's rules; :func:`rules_for` only one game's.
"""

from __future__ import annotations

from deckcheck.games import Game, all_games, get_game
from deckcheck.rules import flood, headings, names, pool_game, regulation, suppression  # noqa: F401  (registration)
from deckcheck.rules.base import REGISTRY, Rule


def rules_for(game: str | None) -> list[Rule]:
    """The rules that check a deck of ``game`` (the game-agnostic ones too), in code order."""
    if game is not None:
        get_game(game).load_rules()
    return _registered(game)


def _registered(game: str | None) -> list[Rule]:
    """The registered rules of ``game`` and the game-agnostic ones, in code order."""
    return sorted((r for r in REGISTRY.values() if r.game in (None, game)), key=lambda r: r.code)


_SELECTED: dict[str | None, tuple[Game | None, tuple[Rule, ...], tuple[Rule, ...]]] = {}
"""Game name -> (the game, the registry's rules then, the selection): what :func:`game_rules` chose last."""


def game_rules(game: Game | None) -> tuple[Rule, ...]:
    """:func:`rules_for` the name of a game found already (the engine's, once a deck): chosen once, and again only
    when the registry has changed since (a game's rules registered later, a test's own rule)."""
    name = game.name if game is not None else None
    kept = _SELECTED.get(name)
    if kept is not None and kept[0] is game and kept[1] == tuple(REGISTRY.values()):
        return kept[2]
    if game is not None:
        game.load_rules()
    chosen = tuple(_registered(name))
    _SELECTED[name] = (game, tuple(REGISTRY.values()), chosen)
    return chosen


def all_rules() -> list[Rule]:
    """Every rule of every game, in code order."""
    for game in all_games():
        game.load_rules()
    return sorted(REGISTRY.values(), key=lambda r: r.code)


def find_rule(key: str, game: str | None = None) -> Rule | None:
    """A rule by code, or by slug (within ``game`` first when given); case-insensitive."""
    key = key.strip().lower()
    candidates = all_rules()
    for candidate in candidates:
        if key == candidate.code.lower():
            return candidate
    by_slug = [r for r in candidates if r.slug == key]
    by_slug.sort(key=lambda r: (r.game not in (None, game), r.code))
    return by_slug[0] if by_slug else None


def parse_error() -> Rule:
    return REGISTRY["DC001"]


__all__ = ["REGISTRY", "Rule", "all_rules", "find_rule", "game_rules", "parse_error", "rules_for"]
