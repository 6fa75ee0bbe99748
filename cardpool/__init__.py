"""cardpool: card models, pool loading, the name index and importers.

This package knows nothing of ``deckcheck``; it could be split out and used by
any tool that needs a Future Card Buddyfight card pool.

Names are imported lazily (PEP 562), so that ``from cardpool import PoolError``
does not pay for pydantic and rapidfuzz until a pool is really loaded.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "CARD_TYPES": "cardpool.model",
    "GENERIC": "cardpool.model",
    "Card": "cardpool.model",
    "CardType": "cardpool.model",
    "FlagRules": "cardpool.model",
    "PoolFile": "cardpool.model",
    "Match": "cardpool.index",
    "NameIndex": "cardpool.index",
    "Suggestion": "cardpool.index",
    "normalize_name": "cardpool.normalize",
    "normalize_number": "cardpool.normalize",
    "CardPool": "cardpool.pool",
    "PoolInfo": "cardpool.pool",
    "load_bundled_pool": "cardpool.pool",
    "load_pool": "cardpool.pool",
    "PoolError": "cardpool.errors",
}

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

if TYPE_CHECKING:
    from cardpool.errors import PoolError
    from cardpool.index import Match, NameIndex, Suggestion
    from cardpool.model import CARD_TYPES, GENERIC, Card, CardType, FlagRules, PoolFile
    from cardpool.normalize import normalize_name, normalize_number
    from cardpool.pool import CardPool, PoolInfo, load_bundled_pool, load_pool


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'cardpool' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
