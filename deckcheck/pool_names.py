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


def _sharing_table(pool: CardPool) -> dict[str, list[str]]:
    from cardpool.normalize import bare_number
    from cardpool.numbers import shared_numbers

    table: dict[str, list[str]] = {}
    for number, names in shared_numbers((card.name, card.numbers) for card in pool.cards).items():
        for key in _bare_keys(bare_number(number)):
            table.setdefault(key, list(names))
    return table


_sharing: PerPool[dict[str, list[str]]] = PerPool(_sharing_table)
"""A pool's card numbers printed on more than one card (a table's mistake, which the index matches no card by), by
their letters and digits with and without a print's language (``DSD02005``, ``DSD02005EN``): worked out once a pool,
and only when a card number no card is matched by is asked about."""


def _bare_keys(key: str) -> tuple[str, ...]:
    """A bare number and the same without a print's language letters (``BT010001EN`` and ``BT010001``)."""
    return (key, key[:-2]) if len(key) > 3 and key[-2:].isalpha() and key[-3].isdigit() else (key,)


def sharing_number(pool: CardPool, written: str) -> list[str]:
    """The names of the cards printed under the card number ``written`` (in any of its spellings: ``D-SD02/005EN``,
    ``D-SD02 005``), where more than one card is; empty for any other text."""
    from cardpool.normalize import bare_number

    shaped = len(written) <= 40 and len(written.split()) <= 2 and any(ch.isdigit() for ch in written)
    key = bare_number(written) if shaped else ""  # ("Number 39 Utopa" is a name: no table built for it)
    if not key or key.isdigit() or key.isalpha():  # a password, a word: no card number two cards share
        return []
    table = _sharing(pool)
    return next((table[k] for k in _bare_keys(key) if k in table), [])
