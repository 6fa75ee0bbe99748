"""What written names resolved to in one card pool, shared by every deck checked against it.

A pool does not change once loaded, so a name's match and a card name's printings are the same for every deck of
a run: an event's decks name the same cards again and again, and each is looked up in the pool's name index once.
The tables are held per pool (weakly: a pool no longer used takes them with it) and emptied when full, so a
hostile run of made-up names cannot grow them without bound.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Generic, TypeVar
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


class PerPool(Generic[T]):
    """What is worked out once a pool (``make(pool)``), kept while the pool lives; the pool asked for last is kept at
    hand (a run checks its decks against one pool, and a weak dictionary's look-up makes a new weak reference each
    time)."""

    __slots__ = ("_last", "_make", "_made")

    def __init__(self, make: Callable[[CardPool], T]) -> None:
        self._make = make
        self._made: WeakKeyDictionary[CardPool, T] = WeakKeyDictionary()
        self._last: tuple[ref[CardPool], T] | None = None

    def __call__(self, pool: CardPool) -> T:
        last = self._last
        if last is not None and last[0]() is pool:
            return last[1]
        made = self._made.get(pool)
        if made is None:
            made = self._made[pool] = self._make(pool)
        self._last = (ref(pool), made)
        return made


pool_names: PerPool[PoolNames] = PerPool(lambda _: PoolNames())
"""The table of a pool, made on first use."""


def lookup(pool: CardPool, written: str) -> Match | None:
    """``pool.index.lookup(written)``, looked up once a pool."""
    matches = pool_names(pool).matches
    try:
        return matches[written]
    except KeyError:
        return kept(matches, written, pool.index.lookup(written))


def lookups(pool: CardPool, written: Iterable[str]) -> dict[str, Match | None]:
    """:func:`lookup` of each of ``written`` (a deck's names), the pool's table asked for once."""
    matches = pool_names(pool).matches
    found: dict[str, Match | None] = {}
    for name in written:
        if name in matches:
            found[name] = matches[name]
        else:
            found[name] = kept(matches, name, pool.index.lookup(name))
    return found


def printings(pool: CardPool, name: str) -> tuple[BaseCard, ...]:
    """``pool.printings(name)`` of a card name, looked up once a pool."""
    table = pool_names(pool).printings
    cards = table.get(name)
    return kept(table, name, pool.printings(name)) if cards is None else cards


def printing(pool: CardPool, written: str) -> BaseCard | None:
    """``pool.index.printing(written)``: the card a card number names, looked up once a pool."""
    table = pool_names(pool).numbered
    try:
        return table[written]
    except KeyError:
        return kept(table, written, pool.index.printing(written))


def kept(table: dict[str, T], key: str, value: T) -> T:
    """``value`` kept in ``table`` under ``key`` (a full table is emptied first)."""
    if len(table) >= TABLE_LIMIT:
        table.clear()
    table[key] = value
    return value
