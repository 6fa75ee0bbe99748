"""Which fuzzy suggestions are worth showing: only those close enough to be the card meant.

The name index ranks every candidate it finds (``cardpool.index``); a far-off name still has a best
candidate, and five low scores help nobody ("did you mean: Umi" for a card the pool lacks). Below
:data:`CLOSE_SCORE` the rule says that no card is close instead, and suggests nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardpool import CardPool
from cardpool.index import Suggestion

CLOSE_SCORE = 65.0
"""The lowest suggestion score (0-100: rapidfuzz ``WRatio`` averaged with the plain edit ratio) shown as "did you
mean". Measured with ``benchmarks/bench_suggestions.py`` on the real tables: see the README, "Names"."""


CONTAINING_MOST = 30_000
"""Pools of fewer names than this look, for an unknown name with no close one, for the names that hold it word for
word (:meth:`cardpool.index.NameIndex.containing`): indexing a pool's words costs some 4 us a name, once a run."""


def close(suggestions: Sequence[Suggestion]) -> list[Suggestion]:
    """The suggestions that score at least :data:`CLOSE_SCORE`, best first; a card-number suggestion (a mistyped
    number's close numbers) is kept as the index ranked it."""
    return [s for s in suggestions if s.number is not None or s.score >= CLOSE_SCORE]


def by_part_first(written: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """``suggestions`` with those of which ``written`` is a whole part between commas (``Kaizer Drum`` of ``Fifth
    Omni Super Dragon Lord, Kaizer Drum``: what players call the card) first, each group in its order."""
    from cardpool.loose import loose_key
    from cardpool.words import is_part

    query = loose_key(written)
    parts = [s for s in suggestions if s.number is None and is_part(query, s.name)]
    return [*parts, *(s for s in suggestions if s not in parts)] if parts else suggestions


def nothing_close(pool: CardPool) -> str:
    """What an unknown name with no close card says instead of suggestions: ``; no card in the 70-card starter
    pool is close; import a full pool: ...`` (a full pool: ``; no card in the pool is close``)."""
    if pool.info.location.startswith("bundled:"):
        from deckcheck.games import find_game

        game = find_game(pool.game)
        return (
            f"; no card in the {len(pool)}-card starter pool is close; import a full pool: "
            f"'deckcheck pool import {game.card_file if game else 'CARDS.sqlite'} --set-default'"
        )
    return f"; no card in the pool ({len(pool.names):,} names) is close"


UNSAFE_FIX_SCORE = 90.0
"""An unknown name's best suggestion is an unsafe fix (``--unsafe-fixes``) only when it scores at least this
(0-100, the suggestion score of :mod:`cardpool.index`) ..."""
UNSAFE_FIX_MARGIN = 5.0
"""... and at least this many points more than the second suggestion. Anything closer is ambiguous and never
changed: "Dragon Shield" scores 90.8 for both "Red Dragon Shield" and "Sun Dragon Shield"."""


def unambiguous(suggestions: list[Suggestion]) -> str | None:
    """The best suggestion when it is clearly the card meant (see :data:`UNSAFE_FIX_SCORE`), else ``None``."""
    if not suggestions or suggestions[0].score < UNSAFE_FIX_SCORE:
        return None
    if len(suggestions) > 1 and suggestions[0].score - suggestions[1].score < UNSAFE_FIX_MARGIN:
        return None
    return suggestions[0].name
