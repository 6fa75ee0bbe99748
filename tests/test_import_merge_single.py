"""Issue 18: a card of one printing takes its fields straight from the printing; they are the fields the general
merge of several printings gives for that one printing."""

from __future__ import annotations

import sys
from pathlib import Path

from cardpool.importer import read_table
from cardpool.importer.columns import find_columns
from deckcheck.games.buddyfight.importer import FIELDS, REQUIRED
from deckcheck.games.buddyfight.importer.interpret import Entry, Printing, collaboration_worlds, read_row
from deckcheck.games.buddyfight.importer.memo import RowMemo
from deckcheck.games.buddyfight.importer.merge_flags import order

from helpers import REAL_SQLITE, needs_real_data

FIXTURES = Path(__file__).parent / "import_fixtures"
merge = sys.modules["deckcheck.games.buddyfight.importer.merge"]  # the package's merge() hides the module


def _printings(source: Path) -> list[Printing]:
    table = read_table(source)
    columns = find_columns(table.columns, FIELDS, REQUIRED, None)
    extra = collaboration_worlds(table.rows, columns)
    memo = RowMemo(extra)
    read = (read_row(i, row, columns, extra, {}, memo)[0] for i, row in enumerate(table.rows, 1))
    return [p for p in read if p is not None]


def _same_fields(printings: list[Printing]) -> None:
    for p in printings:
        if p.type is None:
            continue
        fast: list[Entry] = []
        general: list[Entry] = []
        texted = [p] if p.has_text else [p]
        assert merge._one_printing_fields(p, fast) == merge._merged_fields([p], texted, general)
        assert fast == general


def test_one_printing_gives_the_fields_of_the_general_merge() -> None:
    printings = _printings(FIXTURES / "quirks.csv")
    assert any(p.type == "flag" for p in printings) and any(p.facts.texts for p in printings)
    _same_fields(printings)


@needs_real_data
def test_every_printing_of_the_real_table_gives_the_fields_of_the_general_merge() -> None:
    _same_fields(_printings(REAL_SQLITE))


def test_order_keeps_a_single_printing_and_sorts_several() -> None:
    printings = _printings(FIXTURES / "quirks.csv")[:6]
    assert order(printings[:1]) == printings[:1]
    assert order(printings[::-1]) == order(printings)
