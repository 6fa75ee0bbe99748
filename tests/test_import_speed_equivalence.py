"""Issue 18: a faster ``pool import`` must write the same bytes.

A fresh import of each table in ``tests/import_fixtures`` is compared with the pool text, the text report and
the JSON report stored in ``tests/import_fixtures/expected/`` (made by the importer before it was sped up).
After a deliberate change of the import's output, refresh them with
``DECKCHECK_REFRESH_IMPORT_EXPECTED=1 .venv/bin/python -m pytest tests/test_import_speed_equivalence.py``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from helpers import import_source

FIXTURES = Path(__file__).parent / "import_fixtures"
EXPECTED = FIXTURES / "expected"
CASES = {
    "quirks": ("quirks.csv", None),
    "other-columns": ("other-columns.json", {"name": "Printed Name"}),
}


def outputs(source: str, mapping: dict[str, str] | None) -> dict[str, str]:
    result = import_source(FIXTURES / source, mapping=mapping)
    return {
        "pool.json": result.pool_text,
        "report.txt": result.report.render(["POOL/pool.json"]),
        "report.json": json.dumps(result.report.as_dict(), indent=1, ensure_ascii=False) + "\n",
    }


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("part", ["pool.json", "report.txt", "report.json"])
def test_a_fresh_import_is_byte_identical_to_the_stored_one(case: str, part: str) -> None:
    source, mapping = CASES[case]
    got = outputs(source, mapping)[part]
    stored = EXPECTED / f"{case}.{part}"
    if os.environ.get("DECKCHECK_REFRESH_IMPORT_EXPECTED"):
        stored.write_text(got, encoding="utf-8")
    assert got == stored.read_text(encoding="utf-8")


def test_the_cards_of_an_import_equal_the_cards_loaded_back(tmp_path: Path) -> None:
    from cardpool.importer import write_pool_dir
    from deckcheck.games import card_model
    from deckcheck.run.pools import load_pool_file

    result = import_source(FIXTURES / "quirks.csv")
    write_pool_dir(tmp_path / "pool", result.pool_text, card_model)
    loaded = load_pool_file(tmp_path / "pool")
    assert sorted(loaded.cards, key=repr) == sorted(result.cards, key=repr)


def test_the_cleaned_texts_kept_across_rows_change_no_printing(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardpool.importer import read_table
    from cardpool.importer.columns import find_columns
    from deckcheck.games.buddyfight.importer import FIELDS, REQUIRED, interpret

    table = read_table(FIXTURES / "quirks.csv")
    columns = find_columns(table.columns, FIELDS, REQUIRED, None)
    rows = [*table.rows, *table.rows]  # every text twice: the second read of each is a hit
    monkeypatch.setattr(interpret, "CLEANED_TEXTS", 5)
    cleaned: dict[str, str] = {}
    kept = [interpret.read_row(i, row, columns, (), cleaned) for i, row in enumerate(rows, start=1)]
    fresh = [interpret.read_row(i, row, columns, ()) for i, row in enumerate(rows, start=1)]
    assert kept == fresh
    assert len(cleaned) == 5  # bounded
