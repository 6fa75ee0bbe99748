"""Importing a real Buddyfight card list (SQLite, CSV or JSON rows) into a card pool.

The steps, each a small pure module: :mod:`cardpool.importer.sources` reads the
rows and :mod:`cardpool.importer.columns` finds the fields (:data:`FIELDS`);
:mod:`.interpret` reads each row (with :mod:`.worlds` and :mod:`.text`),
:mod:`.merge` merges printings into cards, and :mod:`.report` counts and explains;
:mod:`cardpool.importer.writer` writes the pool atomically.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardpool.importer import ImportResult
from cardpool.importer.columns import Columns, find_columns, matches
from cardpool.importer.sources import Table
from cardpool.importer.writer import PoolDocument
from deckcheck.games.buddyfight.importer.interpret import Entry, Printing, collaboration_worlds, read_row
from deckcheck.games.buddyfight.importer.memo import RowMemo
from deckcheck.games.buddyfight.importer.merge import merge
from deckcheck.games.buddyfight.importer.report import build_report

FIELDS: dict[str, tuple[str, ...]] = {
    "card_no": ("card_no", "card_number", "cardno", "number", "no", "card_id", "code", "serial"),
    "name": ("name", "card_name", "cardname", "title"),
    "world": ("world", "worlds", "card_world"),
    "attribute": ("attribute", "attributes", "attr", "tribe", "tribes"),
    "type": ("type", "card_type", "cardtype", "kind"),
    "size": ("size",),
    "ability_effect": ("ability_effect", "ability", "effect", "text", "card_text", "abilities", "ability_text"),
    "rarity": ("rarity",),
    "power": ("power",),
    "defense": ("defense", "defence"),
    "critical": ("critical",),
}
"""Each field and the column names it is found under (compared without case, spaces or punctuation)."""

REQUIRED = ("name", "type")
SIGNATURE = ("world", "attribute", "size", "critical", "ability_effect")
"""Columns only a Buddyfight table has: a table with two of them is recognised as one."""


def recognise(columns: Sequence[str]) -> bool:
    """Whether a table's columns look like a Buddyfight card list."""
    return matches(columns, SIGNATURE) >= 2


def import_table(table: Table, mapping: Mapping[str, str] | None = None) -> ImportResult:
    """Interpret every row of ``table``, merge printings, and build the pool text and the report.

    The source rows are let go once read, and the printings once counted: when the caller holds no other
    reference to ``table`` (``pool import`` does not), a large table's rows are freed before its cards are built.
    """
    columns = find_columns(table.columns, FIELDS, REQUIRED, mapping)
    label, digest, rows_read = table.label, table.digest, len(table.rows)
    printings, entries = _read_rows(table, columns)
    del table
    keys: dict[str, str] = {}  # each printed name's normalize_name(), from merge() for the report
    cards, merged, used = merge(printings, keys)
    del printings
    entries += merged
    report = build_report(
        source=label,
        digest=digest,
        columns=dict(columns.found),
        unused=columns.unused,
        rows_read=rows_read,
        printings=used,
        cards=cards,
        entries=entries,
        imported=len(used),
        keys=keys,
    )
    del used, entries, keys
    kept = tuple(cards)
    pool = PoolDocument(kept, "buddyfight", f"Buddyfight card list from {label}", f"{label}, sha256 {digest}")
    return ImportResult(kept, report, pool)


def _read_rows(table: Table, columns: Columns) -> tuple[list[Printing], list[Entry]]:
    """Every row read (:func:`read_row`): the printings, and the report's entries in row order."""
    printings: list[Printing] = []
    entries: list[Entry] = []
    extra = collaboration_worlds(table.rows, columns)
    cleaned: dict[str, str] = {}  # the card texts cleaned so far (reprints share theirs)
    memo = RowMemo(extra)  # and what each text, world and attribute value says
    for index, row in enumerate(table.rows, start=1):
        printing, found = read_row(index, row, columns, extra, cleaned, memo)
        entries += found
        if printing is not None:
            printings.append(printing)
    return printings, entries
