"""Issue 18: a Buddyfight import lets the source rows go once it has read them, so that a large table's rows
are freed before its cards are built (when the caller keeps no reference, as ``pool import`` does)."""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import Any

import pytest

from cardpool.importer import read_table
from deckcheck.games.buddyfight import importer

FIXTURES = Path(__file__).parent / "import_fixtures"


def test_the_rows_are_freed_before_the_merge(monkeypatch: pytest.MonkeyPatch) -> None:
    table = read_table(FIXTURES / "quirks.csv")
    ref = weakref.ref(table)
    alive_at_merge: list[bool] = []
    real_merge = importer.merge

    def merge(*args: Any) -> Any:
        alive_at_merge.append(ref() is not None)
        return real_merge(*args)

    monkeypatch.setattr(importer, "merge", merge)
    holder = [table]
    del table
    result = importer.import_table(holder.pop())
    assert alive_at_merge == [False]
    assert result.cards


def test_a_table_the_caller_keeps_is_untouched() -> None:
    table = read_table(FIXTURES / "quirks.csv")
    rows = table.rows
    first = importer.import_table(table)
    assert table.rows is rows and importer.import_table(table).pool_text == first.pool_text
