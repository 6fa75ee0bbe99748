"""The pool cache's tables (:mod:`cardpool.cache`), each unmarshalled and type-checked when first used."""

from __future__ import annotations

import marshal
from array import array
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Mapping
from itertools import chain
from typing import Any, NoReturn

from cardpool.loading import gc_paused
from cardpool.plaincache import all_of

OFFSET = "I"
"""The array type of the card offsets and CRC-32s (4 bytes: a pool's cards are far below 4 GiB)."""


class StoredTables:
    """The cache file's tables, each unmarshalled and type-checked when first used (a deck of exact names never
    needs the normalised-name or number tables). A table that is not of its layout's types calls ``damaged``,
    which raises: past the CRC-32 check, only a forged file gets there."""

    def __init__(self, sections: dict[str, bytes], count: int, damaged: Callable[[str], NoReturn]) -> None:
        self._sections = sections
        self.count = count
        self._damaged = damaged
        self._loaded: dict[str, Any] = {}

    def _load(self, name: str, check: Callable[[Any], Any]) -> Any:
        found = self._loaded.get(name)
        if found is None:
            try:
                with gc_paused():  # many small objects: the collector would find nothing to free
                    raw = marshal.loads(self._sections.pop(name))
                found = check(raw)
            except Exception:  # noqa: BLE001 - marshal raises several kinds on bad data
                found = None
            if found is None:
                self._damaged(name)
            self._loaded[name] = found
        return found

    def names(self) -> tuple[str, ...]:
        return self._load("names", self._strings)

    def types(self) -> tuple[str, ...]:
        return self._load("types", self._strings)

    def by_name(self) -> SortedTable:
        """Printed name -> the position of its card, or a tuple of positions when several cards share it."""
        return self._load("by_name", self._name_table)

    def by_key(self) -> SortedTable:
        return self._load("by_key", lambda raw: _table(raw, str))

    def loose(self) -> tuple[SortedTable, SortedTable]:
        """The punctuation-blind tables (:attr:`cardpool.index.NameIndex._by_loose` and ``_by_squeezed``): loose or
        squeezed key -> the one name that has it (stored as its place among :meth:`by_name`'s names)."""
        names = self.by_name()._keys
        return self._load("loose", lambda raw: self._loose_tables(raw, names))

    def by_number(self) -> SortedTable:
        return self._load("by_number", self._number_table)

    def digit_names(self) -> tuple[str, ...]:
        """The normalised names made of ASCII digits only (:attr:`cardpool.index.NameIndex.digit_names`)."""
        return self._load("digit_names", self._digits)

    def offsets(self) -> array[int]:
        """Where each card's bytes start (and, last, where the last one ends)."""
        return self._load("offsets", lambda raw: self._array(raw, self.count + 1))

    def crcs(self) -> array[int]:
        """The CRC-32 of each card's bytes."""
        return self._load("crcs", lambda raw: self._array(raw, self.count))

    def _strings(self, raw: Any) -> tuple[str, ...] | None:
        return raw if type(raw) is tuple and len(raw) == self.count and all_of(str, raw) else None

    @staticmethod
    def _loose_tables(raw: Any, names: tuple[str, ...]) -> tuple[SortedTable, SortedTable] | None:
        if type(raw) is not tuple or len(raw) != 2:
            return None
        tables = [_table(part, int) for part in raw]
        kept: list[SortedTable] = []
        for table in tables:  # an empty one is a table too (every loose key of the pool ambiguous)
            if table is None:
                return None
            places = table.values()
            if places and (min(places) < 0 or max(places) >= len(names)):
                return None
            kept.append(SortedTable(table._keys, tuple(map(names.__getitem__, places))))
        return kept[0], kept[1]

    @staticmethod
    def _digits(raw: Any) -> tuple[str, ...] | None:
        ok = type(raw) is tuple and all_of(str, raw) and all(name.isdigit() and name.isascii() for name in raw)
        return raw if ok else None

    def _in_range(self, positions: Iterable[Any]) -> bool:
        places = positions if isinstance(positions, tuple) else tuple(positions)
        return all_of(int, places) and (not places or (min(places) >= 0 and max(places) < self.count))

    def _name_table(self, raw: Any) -> SortedTable | None:
        table = _table(raw, int, tuple)
        if table is None:
            return None
        values = table.values()
        if tuple not in set(map(type, values)):
            return table if self._in_range(values) else None
        singles = [v for v in values if type(v) is int]
        several = chain.from_iterable(v for v in values if type(v) is tuple)
        return table if self._in_range(chain(singles, several)) else None

    def _number_table(self, raw: Any) -> SortedTable | None:
        table = _table(raw, int)
        return table if table is not None and self._in_range(table.values()) else None

    @staticmethod
    def _array(raw: Any, length: int) -> array[int] | None:
        table = array(OFFSET)
        if type(raw) is not bytes or len(raw) != length * table.itemsize:
            return None
        table.frombytes(raw)
        return table


class SortedTable(Mapping[str, Any]):
    """A read-only mapping over two tuples, keys sorted: found by bisection, so loading it hashes nothing."""

    def __init__(self, keys: tuple[str, ...], values: tuple[Any, ...]) -> None:
        self._keys = keys
        self._values = values

    def _at(self, key: object) -> int:
        if type(key) is not str:
            return -1
        at = bisect_left(self._keys, key)
        return at if at < len(self._keys) and self._keys[at] == key else -1

    def __getitem__(self, key: str) -> Any:
        at = self._at(key)
        if at < 0:
            raise KeyError(key)
        return self._values[at]

    def get(self, key: str, default: Any = None) -> Any:
        at = self._at(key)
        return default if at < 0 else self._values[at]

    def __contains__(self, key: object) -> bool:
        return self._at(key) >= 0

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def values(self) -> Any:
        return self._values


def _table(raw: Any, *kinds: type) -> SortedTable | None:
    """A ``(keys, values)`` pair of tuples as a table: keys strings, values of ``kinds``; else ``None``."""
    if type(raw) is not tuple or len(raw) != 2 or type(raw[0]) is not tuple or type(raw[1]) is not tuple:
        return None
    keys, values = raw
    if len(keys) != len(values) or not all_of(str, keys) or not set(map(type, values)) <= set(kinds):
        return None
    return SortedTable(keys, values)


class LazyMap(Mapping[str, Any]):
    """A mapping unmarshalled on first use (one of :class:`StoredTables`)."""

    def __init__(self, load: Callable[[], Mapping[str, Any]]) -> None:
        self._load = load
        self._table: Mapping[str, Any] | None = None

    @property
    def table(self) -> Mapping[str, Any]:
        if self._table is None:
            self._table = self._load()
        return self._table

    def __getitem__(self, key: str) -> Any:
        return self.table[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.table.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self.table

    def __iter__(self) -> Iterator[str]:
        return iter(self.table)

    def __len__(self) -> int:
        return len(self.table)
