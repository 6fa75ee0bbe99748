"""A loaded card pool: its cards by printed name, where it came from, and its name index."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING

from cardpool.numbers import PLAIN, NumberShapes
from cardpool.record import Record, put

if TYPE_CHECKING:
    from cardpool.index import NameIndex
    from cardpool.model import BaseCard


class PoolInfo(Record):
    """Where a pool came from: its name and source (from its files), its location and its files."""

    __slots__ = ("name", "source", "location", "files")
    name: str
    source: str
    location: str
    files: tuple[str, ...]

    def __init__(self, name: str, source: str, location: str, files: tuple[str, ...]) -> None:
        put(self, "name", name)
        put(self, "source", source)
        put(self, "location", location)
        put(self, "files", files)

    @property
    def bundled(self) -> bool:
        """Whether this is a pool shipped inside a package (a game's small starter pool)."""
        return self.location.startswith("bundled:")


class CardPool:
    """Every card of a pool, grouped by printed name, with a :class:`NameIndex`."""

    def __init__(self, cards: Iterable[BaseCard], *, info: PoolInfo, game: str, shapes: NumberShapes = PLAIN) -> None:
        self.cards: tuple[BaseCard, ...] = tuple(cards)
        self.info = info
        self.game = game
        self.shapes = shapes
        """How the game writes card numbers (the caller says: cardpool names no game)."""
        by_name: dict[str, list[BaseCard]] = {}
        for card in self.cards:
            by_name.setdefault(card.name, []).append(card)
        self._by_name: dict[str, tuple[BaseCard, ...]] = {k: tuple(v) for k, v in by_name.items()}
        self._type_indexes: dict[str, NameIndex] = {}

    @cached_property
    def index(self) -> NameIndex:
        from cardpool.index import NameIndex

        return NameIndex(self.cards, self.shapes)

    def type_index(self, card_type: str) -> NameIndex:
        """An index of the cards of one type only (Buddyfight matches a misspelled flag line against flags)."""
        from cardpool.index import NameIndex

        index = self._type_indexes.get(card_type)
        if index is None:
            of_type = (c for c in self.cards if c.type == card_type)
            index = self._type_indexes[card_type] = NameIndex(of_type, self.shapes)
        return index

    @property
    def names(self) -> list[str]:
        return sorted(self._by_name)

    def printings(self, name: str) -> tuple[BaseCard, ...]:
        """Every card printed with the canonical ``name`` (usually one)."""
        return self._by_name.get(name, ())

    def __len__(self) -> int:
        return len(self.cards)
