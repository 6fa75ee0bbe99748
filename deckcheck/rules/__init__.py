"""The rule registry: the game-agnostic rules here, each game's own in its package.

:func:`all_rules` loads every game's rules; :func:`rules_for` only one game's.
"""

from __future__ import annotations

from deckcheck.regulations import counts as _regulation_counts  # noqa: F401  (registration: every game)
from deckcheck.regulations import rules as _regulation_rules  # noqa: F401  (registration: every game)
from deckcheck.rules import headings, names, pool_game, suppression  # noqa: F401  (registration)
from deckcheck.rules.base import REGISTRY, Rule


def rules_for(game: str | None) -> list[Rule]:
    """The rules that check a deck of ``game`` (the game-agnostic ones too), in code order."""
    if game is not None:
        from deckcheck.games import get_game

        get_game(game).load_rules()
    return sorted((r for r in REGISTRY.values() if r.game in (None, game)), key=lambda r: r.code)


def all_rules() -> list[Rule]:
    """Every rule of every game, in code order."""
    from deckcheck.games import all_games

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


__all__ = ["REGISTRY", "Rule", "all_rules", "find_rule", "parse_error", "rules_for"]
