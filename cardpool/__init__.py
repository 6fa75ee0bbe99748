"""cardpool: card models, pool loading, the name index and importers.

This package knows nothing of ``deckcheck`` and of any one game: a game brings
its own card model (a :class:`BaseCard` subclass) and says which one validates
its pool files. It could be split out and used by any tool that needs card pools.

Names are imported lazily (PEP 562), so that ``from cardpool import PoolError``
does not pay for pydantic and rapidfuzz until a pool is really loaded.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "BaseCard": "cardpool.model",
    "Match": "cardpool.index",
    "NameIndex": "cardpool.index",
    "Suggestion": "cardpool.index",
    "normalize_name": "cardpool.normalize",
    "normalize_number": "cardpool.normalize",
    "CardPool": "cardpool.collection",
    "CardModels": "cardpool.loading",
    "PoolInfo": "cardpool.collection",
    "load_pool": "cardpool.loading",
    "load_resource": "cardpool.loading",
    "PoolError": "cardpool.errors",
}

__all__ = [
    "BaseCard",
    "CardModels",
    "CardPool",
    "Match",
    "NameIndex",
    "PoolError",
    "PoolInfo",
    "Suggestion",
    "load_pool",
    "load_resource",
    "normalize_name",
    "normalize_number",
]

if TYPE_CHECKING:
    from cardpool.collection import CardPool, PoolInfo
    from cardpool.errors import PoolError
    from cardpool.index import Match, NameIndex, Suggestion
    from cardpool.loading import CardModels, load_pool, load_resource
    from cardpool.model import BaseCard
    from cardpool.normalize import normalize_name, normalize_number


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'cardpool' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
