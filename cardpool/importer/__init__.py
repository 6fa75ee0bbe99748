"""Importing a real card list (SQLite, CSV or JSON) into a card pool.

The steps, each a small pure module: :mod:`~cardpool.importer.sources` reads
the rows, :mod:`~cardpool.importer.columns` finds the fields,
:mod:`~cardpool.importer.interpret` reads each row (with
:mod:`~cardpool.importer.worlds` and :mod:`~cardpool.importer.text`),
:mod:`~cardpool.importer.merge` merges printings into cards,
:mod:`~cardpool.importer.report` counts and explains, and
:mod:`~cardpool.importer.writer` writes the pool atomically.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from cardpool.importer.columns import ColumnError, find_columns, parse_mapping
from cardpool.importer.interpret import Entry, Printing, collaboration_worlds, read_row
from cardpool.importer.merge import merge
from cardpool.importer.report import ImportReport, build_report, render_text
from cardpool.importer.sources import SourceError, Table, read_table
from cardpool.importer.writer import POOL_FILE, WriteError, render_pool, write_pool_dir
from cardpool.model import Card

ImportFailure = (SourceError, ColumnError, WriteError)
"""Every error an import reports to the user as one line."""


@dataclass(frozen=True)
class ImportResult:
    cards: tuple[Card, ...]
    report: ImportReport
    pool_text: str
    """The pool file's text, ready for :func:`write_pool_dir`."""


def import_table(table: Table, mapping: Mapping[str, str] | None = None) -> ImportResult:
    """Interpret every row of ``table``, merge printings, and build the pool text and the report."""
    columns = find_columns(table.columns, mapping)
    printings: list[Printing] = []
    entries: list[Entry] = []
    extra = collaboration_worlds(table.rows, columns)
    for index, row in enumerate(table.rows, start=1):
        printing, found = read_row(index, row, columns, extra)
        entries += found
        if printing is not None:
            printings.append(printing)
    cards, merged, used = merge(printings)
    entries += merged
    report = build_report(
        source=table.label,
        digest=table.digest,
        columns=dict(columns.found),
        unused=columns.unused,
        rows_read=len(table.rows),
        printings=used,
        cards=cards,
        entries=entries,
        imported=len(used),
    )
    text = render_pool(
        cards, name=f"Buddyfight card list from {table.label}", source=f"{table.label}, sha256 {table.digest}"
    )
    return ImportResult(tuple(cards), report, text)


def import_source(
    path: str | Path, *, table: str | None = None, mapping: Mapping[str, str] | None = None
) -> ImportResult:
    """Read and interpret a SQLite, CSV or JSON card table."""
    return import_table(read_table(path, table), mapping)


__all__ = [
    "POOL_FILE",
    "ColumnError",
    "ImportFailure",
    "ImportReport",
    "ImportResult",
    "SourceError",
    "WriteError",
    "import_source",
    "import_table",
    "parse_mapping",
    "read_table",
    "render_text",
    "write_pool_dir",
]
