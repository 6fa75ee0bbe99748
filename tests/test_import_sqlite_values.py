"""Issue 18: a SQLite table's values are decoded once per distinct value, and read exactly as before."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from cardpool.importer import SourceError, read_table, sources

ROWS = [
    ("Dragon", "Dragon World", 1, 1.0, None, b"blob text"),
    ("Dragon", "Dragon World", 1, 1.5, "x", b"blob text"),
    ("Other", None, -0.0, 1e20, "x", None),
    ("Dragon World", "Dragon World", 0, 2.5, "☆", "Dragon"),
]


def _table(path: Path, rows: list[tuple[object, ...]]) -> Path:
    with closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE card (name, world, a, b, c, d)")
        db.executemany("INSERT INTO card VALUES (?, ?, ?, ?, ?, ?)", rows)
        db.commit()
    return path


def _expected(value: object) -> str | None:
    if isinstance(value, bytes):
        return value.decode("utf-8")
    return sources.cell_text(value)


def test_every_value_reads_as_its_text(tmp_path: Path) -> None:
    table = read_table(_table(tmp_path / "t.sqlite", ROWS))
    assert table.columns == ("name", "world", "a", "b", "c", "d")
    got = [tuple(row.values()) for row in table.rows]
    assert got == [tuple(_expected(v) for v in row) for row in ROWS]
    assert got[3][3] == "2.5"
    assert got[2][3] == "100000000000000000000" and got[2][2] == "0"


def test_a_repeated_value_is_one_string(tmp_path: Path) -> None:
    table = read_table(_table(tmp_path / "t.sqlite", ROWS))
    first, second, _, fourth = table.rows
    assert first["world"] is second["world"] is fourth["world"]
    assert first["name"] is second["name"]


def test_a_row_with_a_value_that_is_not_utf8_is_marked_and_keeps_its_other_values(tmp_path: Path) -> None:
    path = _table(tmp_path / "t.sqlite", ROWS)
    with closing(sqlite3.connect(path)) as db:
        db.execute("INSERT INTO card VALUES ('Bad', CAST(X'446f6ef6' AS TEXT), 2, NULL, 'x', 'y')")
        db.commit()
    bad = read_table(path).rows[-1]
    assert list(bad) == ["name", "world", sources.INVALID, sources.INVALID_FIELD, "a", "b", "c", "d"]
    assert bad["name"] == "Bad" and bad["world"] == "Don\ufffd" and bad["a"] == "2" and bad["b"] is None
    assert bad[sources.INVALID] == "not valid UTF-8 (byte 0xf6 at offset 3)"
    assert bad[sources.INVALID_FIELD] == "world"


def test_repeated_values_still_count_towards_the_text_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _table(tmp_path / "t.sqlite", [("x" * 100, "w", 1, 1, "c", "d")] * 50)
    monkeypatch.setattr(sources, "MAX_TABLE_TEXT", 100 * 40)
    with pytest.raises(SourceError, match="gives more than .* MiB of text"):
        read_table(path)
