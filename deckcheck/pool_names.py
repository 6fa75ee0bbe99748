"""What written names resolved to in one card pool, shared by every deck checked against it.

A pool does not change once loaded, so a name's match and a card name's printings are the same for every deck of
a run: an event's decks name the same cards again and again, and each is looked up in the pool's name index once.
The tables are held per pool (weakly: a pool no longer used takes them with it) and emptied when full, so a
hostile run of made-up names cannot grow them without bound.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar
from weakref import WeakKeyDictionary, ref

if TYPE_CHECKING:
    from cardpool import BaseCard, CardPool, Match  # annotations only: a cached pool's cards are plain records

T = TypeVar("T")
TABLE_LIMIT = 20_000
"""The most names a pool's table holds; one more empties it (a run of real decks names far fewer)."""


class PoolNames:
    """One pool's table: written name -> its match, card name -> its printings, card number -> its printing."""

    __slots__ = ("matches", "numbered", "printings")

    def __init__(self) -> None:
        self.matches: dict[str, Match | None] = {}
        self.printings: dict[str, tuple[BaseCard, ...]] = {}
        self.numbered: dict[str, BaseCard | None] = {}


_TABLES: WeakKeyDictionary[CardPool, PoolNames] = WeakKeyDictionary()
_LAST: list[tuple[ref[CardPool], PoolNames]] = []
"""The pool asked for last and its table: a run checks its decks against one pool, and a weak dictionary's look-up
makes a new weak reference each time."""


def pool_names(pool: CardPool) -> PoolNames:
    """The table of ``pool``, made on first use."""
    if _LAST and _LAST[0][0]() is pool:
        return _LAST[0][1]
    table = _TABLES.get(pool)
    if table is None:
        table = _TABLES[pool] = PoolNames()
    _LAST[:] = [(ref(pool), table)]
    return table


def lookup(pool: CardPool, written: str) -> Match | None:
    """``pool.index.lookup(written)``, looked up once a pool."""
    matches = pool_names(pool).matches
    try:
        return matches[written]
    except KeyError:
        return _kept(matches, written, pool.index.lookup(written))


def printings(pool: CardPool, name: str) -> tuple[BaseCard, ...]:
    """``pool.printings(name)`` of a card name, looked up once a pool."""
    table = pool_names(pool).printings
    cards = table.get(name)
    return _kept(table, name, pool.printings(name)) if cards is None else cards


def printing(pool: CardPool, written: str) -> BaseCard | None:
    """``pool.index.printing(written)``: the card a card number names, looked up once a pool."""
    table = pool_names(pool).numbered
    try:
        return table[written]
    except KeyError:
        return _kept(table, written, pool.index.printing(written))


def _kept(table: dict[str, T], key: str, value: T) -> T:
    """``value`` kept in ``table`` under ``key`` (a full table is emptied first)."""
    if len(table) >= TABLE_LIMIT:
        table.clear()
    table[key] = value
    return value
