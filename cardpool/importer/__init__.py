"""Importing a real card list (SQLite, CSV or JSON) into a card pool: the game-agnostic parts.

:mod:`~cardpool.importer.sources` reads a table's rows, safely and within
limits; :mod:`~cardpool.importer.columns` finds which column holds which of a
game's fields; :mod:`~cardpool.importer.writer` writes the pool atomically.
What a row *means* is the game's business: each game's importer turns a
:class:`~cardpool.importer.sources.Table` into an :class:`ImportResult`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cardpool.importer.columns import ColumnError, find_columns, parse_mapping
from cardpool.importer.sources import SourceError, Table, read_table
from cardpool.importer.writer import POOL_FILE, PoolDocument, WriteError, render_pool, write_pool_dir
from cardpool.model import BaseCard

ImportFailure = (SourceError, ColumnError, WriteError)
"""Every error an import reports to the user as one line."""


class ImportReport(Protocol):
    """What an import tells the user: as text (with where the pool went) and as JSON data."""

    def render(self, written: Sequence[str]) -> str: ...

    def as_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class ImportResult:
    cards: tuple[BaseCard, ...]
    report: ImportReport
    document: PoolDocument
    """The pool file to write, for :func:`write_pool_dir` (which makes its text as it writes it)."""

    @property
    def pool_text(self) -> str:
        """The pool file's whole text (made on each call: :meth:`PoolDocument.text`)."""
        return self.document.text


__all__ = [
    "POOL_FILE",
    "ColumnError",
    "ImportFailure",
    "ImportReport",
    "ImportResult",
    "PoolDocument",
    "SourceError",
    "Table",
    "WriteError",
    "find_columns",
    "parse_mapping",
    "read_table",
    "render_pool",
    "write_pool_dir",
]
