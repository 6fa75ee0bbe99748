"""A pool loaded from the pool cache (:mod:`cardpool.cache`): its name index ready, its cards built on first use.

Each card is stored as plain data, validated by its game's model when the cache was written, and built the
first time a deck looks it up (by name, number or password) as the model's *plain record*
(:mod:`cardpool.plain`): slotted, read-only, its values type-checked, without pydantic. So a hit pays for the
cards a deck uses, not the whole pool, and imports no pydantic. A record equals (``==``) the validated card
field for field and hashes alike, and has the same methods (both derive from the game's mixin); it is not an
instance of the pydantic model. Within one pool, a card is built once: looking it up again gives the same
object, as for a pool read from its files.
"""

from __future__ import annotations

import marshal
import os
import sys
import weakref
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO

from cardpool.cache_tables import LazyMap, StoredTables
from cardpool.collection import CardPool, PoolInfo
from cardpool.errors import PoolError
from cardpool.numbers import PLAIN, NumberShapes
from cardpool.plain import PlainRecord, RecordClass, RecordError

if TYPE_CHECKING:
    from cardpool.index import NameIndex
    from cardpool.model import BaseCard


class CardDecodeError(Exception):
    """A stored card that is not the plain data of a valid card (a damaged or forged cache)."""


_SIMPLE = (str, int, bool, type(None), float)


def plain(value: Any) -> Any:
    """A card's field value as plain data marshal can store: nested models become dicts of their fields."""
    if isinstance(value, _SIMPLE):
        return value
    if isinstance(value, tuple):
        return value if all(type(item) is str for item in value) else tuple(plain(item) for item in value)
    if hasattr(value, "__pydantic_fields__"):  # a nested model (only ever a validated card's)
        return {name: plain(item) for name, item in value.__dict__.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    return value


def encode(card: BaseCard) -> bytes:
    """One card as marshal bytes: the tuple of its field values, in the model's field order."""
    values = tuple(card.__dict__.values())
    try:
        return marshal.dumps(values)  # plain already, as most cards are: one call
    except ValueError:  # a nested model (a flag's rules) in it
        return marshal.dumps(tuple(map(plain, values)))


def fingerprint(record: RecordClass) -> str:
    """The record class's name and fields, nested records' too, and when its module was last changed: a
    cache written for other fields, or by other code in a developer's tree, is a miss."""
    parts: list[str] = [f"{record.__module__}.{record.__qualname__}", *record.FIELDS]
    for check in record.CHECKS:
        inner = getattr(check, "record", None)
        if inner is not None:
            parts.append(f"({fingerprint(inner)})")
    module = sys.modules.get(record.__module__)
    source = getattr(module, "__file__", None)
    try:
        parts.append(str(os.stat(source).st_mtime_ns) if source else "")
    except OSError:
        parts.append("")
    return "|".join(parts)


class CardBytes:
    """The stored cards' bytes: read from the open cache file when a card is first needed (``os.pread``, from
    the file as it was when the cache was opened, even if it is replaced since), else held in memory."""

    def __init__(self, data: bytes | None, fd: int | None = None, base: int = 0) -> None:
        self._data = data
        self._fd = fd
        self._base = base
        if fd is not None:
            weakref.finalize(self, os.close, fd)

    @classmethod
    def of(cls, handle: BinaryIO, size: int) -> CardBytes:
        """The next ``size`` bytes of the open file ``handle``."""
        if hasattr(os, "pread"):
            base = handle.tell()
            if os.fstat(handle.fileno()).st_size < base + size:
                raise OSError("the cache file is shorter than its head says")
            return cls(None, os.dup(handle.fileno()), base)
        return cls(handle.read(size))

    def get(self, start: int, end: int) -> bytes:
        if self._data is not None:
            return self._data[start:end]
        assert self._fd is not None
        return os.pread(self._fd, max(0, end - start), self._base + start)


class LazyCards(Sequence["BaseCard"]):
    """The cards of a cached pool, each built from its stored bytes (as a plain record) on first access and
    kept."""

    def __init__(
        self,
        body: CardBytes,
        tables: StoredTables,
        record: RecordClass,
        fallback: Callable[[], Sequence[BaseCard]],
        location: str,
    ) -> None:
        self._body = body
        self._tables = tables
        self._record = record
        self._built: list[BaseCard | None] = [None] * tables.count
        self._fallback = fallback
        self._location = location

    def __len__(self) -> int:
        return len(self._built)

    def __getitem__(self, index: int) -> BaseCard:  # type: ignore[override]
        card = self._built[index]
        if card is None:
            try:
                card = self._decode(index)
            except CardDecodeError:
                self._replace_all()
                card = self._built[index]
                assert card is not None
            self._built[index] = card
        return card

    def __iter__(self) -> Iterator[BaseCard]:
        for index in range(len(self._built)):
            yield self[index]

    def _decode(self, index: int) -> BaseCard:
        offsets = self._tables.offsets()
        try:
            data = self._body.get(offsets[index], offsets[index + 1])
            if zlib.crc32(data) != self._tables.crcs()[index]:
                raise CardDecodeError(f"card {index}: its bytes are damaged")
            values = marshal.loads(data)
        except (ValueError, EOFError, TypeError, OSError) as exc:
            raise CardDecodeError(str(exc)) from None
        if type(values) is not tuple:
            raise CardDecodeError(f"card {index} is not a tuple of fields")
        try:
            record: PlainRecord = self._record.from_values(values)
        except RecordError as exc:
            raise CardDecodeError(f"card {index}: {exc}") from None
        return record  # type: ignore[return-value]  # a record of the model: the same fields and methods

    def _replace_all(self) -> None:
        """A stored card is damaged: read every card from the pool's files instead (validated, as on a miss)."""
        cards = self._fallback()
        if len(cards) != len(self._built):
            raise PoolError(self._location, "the pool files changed while they were read: run deckcheck again")
        self._built = list(cards)


class _NumberNames(Mapping[str, str]):
    """Card number key -> the canonical name of its card, from number -> card position."""

    def __init__(self, positions: Mapping[str, int], tables: StoredTables) -> None:
        self._positions = positions
        self._tables = tables

    def __getitem__(self, key: str) -> str:
        return self._tables.names()[self._positions[key]]

    def __iter__(self) -> Iterator[str]:
        return iter(self._positions)

    def __len__(self) -> int:
        return len(self._positions)


class _NumberCards(Mapping[str, "BaseCard"]):
    """Card number key -> its card (built on first use)."""

    def __init__(self, positions: Mapping[str, int], cards: Sequence[BaseCard]) -> None:
        self._positions = positions
        self._cards = cards

    def __getitem__(self, key: str) -> BaseCard:
        return self._cards[self._positions[key]]

    def __iter__(self) -> Iterator[str]:
        return iter(self._positions)

    def __len__(self) -> int:
        return len(self._positions)


class CachedPool(CardPool):
    """A :class:`CardPool` whose tables come from the cache and whose cards are built when first used."""

    def __init__(
        self, cards: LazyCards, tables: StoredTables, *, info: PoolInfo, game: str, shapes: NumberShapes = PLAIN
    ) -> None:
        self._lazy = cards
        self._tables = tables
        self.info = info
        self.game = game
        self.shapes = shapes
        self._type_indexes: dict[str, NameIndex] = {}
        self._all: tuple[BaseCard, ...] | None = None
        self._index: NameIndex | None = None

    @property
    def cards(self) -> tuple[BaseCard, ...]:  # type: ignore[override]
        """Every card (each built now if it was not yet: a listing of the whole pool pays for all)."""
        if self._all is None:
            self._all = tuple(self._lazy)
        return self._all

    @property
    def index(self) -> NameIndex:
        from cardpool.index import NameIndex

        if self._index is None:
            positions = LazyMap(self._tables.by_number)
            self._index = NameIndex.from_tables(
                printed=LazyMap(self._tables.by_name),
                by_key=LazyMap(self._tables.by_key),
                by_number=_NumberNames(positions, self._tables),
                card_by_number=_NumberCards(positions, self._lazy),
                shapes=self.shapes,
                digit_names=self._tables.digit_names(),
                loose=(LazyMap(lambda: self._tables.loose()[0]), LazyMap(lambda: self._tables.loose()[1])),
            )
        return self._index

    def type_index(self, card_type: str) -> NameIndex:
        from cardpool.index import NameIndex

        index = self._type_indexes.get(card_type)
        if index is None:
            of_type = (self._lazy[i] for i, kind in enumerate(self._tables.types()) if kind == card_type)
            index = self._type_indexes[card_type] = NameIndex(of_type, self.shapes)
        return index

    @property
    def names(self) -> list[str]:
        return sorted(self._tables.by_name())

    def printings(self, name: str) -> tuple[BaseCard, ...]:
        positions = self._tables.by_name().get(name)
        if positions is None:
            return ()
        if type(positions) is int:
            return (self._lazy[positions],)
        return tuple(self._lazy[i] for i in positions)

    def __len__(self) -> int:
        return len(self._lazy)
