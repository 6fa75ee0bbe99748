"""cardpool: card models, pool loading, the name index and importers.

This package knows nothing of ``deckcheck``; it could be split out and used by
any tool that needs a Future Card Buddyfight card pool.
"""

from cardpool.index import Match, NameIndex, Suggestion
from cardpool.model import CARD_TYPES, GENERIC, Card, CardType, FlagRules, PoolFile
from cardpool.normalize import normalize_name, normalize_number
from cardpool.pool import CardPool, PoolError, PoolInfo, load_bundled_pool, load_pool

__all__ = [
    "CARD_TYPES",
    "GENERIC",
    "Card",
    "CardPool",
    "CardType",
    "FlagRules",
    "Match",
    "NameIndex",
    "PoolError",
    "PoolFile",
    "PoolInfo",
    "Suggestion",
    "load_bundled_pool",
    "load_pool",
    "normalize_name",
    "normalize_number",
]
