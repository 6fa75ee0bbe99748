"""A JSON object source: the card array under one key (``{"version": ..., "cards": [...]}``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardpool.importer import SourceError, read_table


def _write(tmp_path: Path, data: object, name: str = "cards.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_one_array_of_objects_is_the_table(tmp_path: Path) -> None:
    path = _write(tmp_path, {"version": "1", "rows": [{"name": "A", "n": 1}, {"name": "B", "tags": ["x", "y"]}]})
    table = read_table(path)
    assert table.label == "cards.json (key rows)" and table.columns == ("name", "n", "tags")
    assert [dict(r) for r in table.rows] == [{"name": "A", "n": "1"}, {"name": "B", "tags": "x / y"}]


def test_cards_is_chosen_among_several_arrays_and_table_names_another(tmp_path: Path) -> None:
    path = _write(tmp_path, {"cards": [{"name": "A"}], "sets": [{"code": "S1"}], "nations": ["X"]})
    assert read_table(path).rows[0]["name"] == "A"
    assert read_table(path, "sets").rows[0]["code"] == "S1"
    with pytest.raises(SourceError, match="no array of objects under 'nations'"):
        read_table(path, "nations")


def test_an_object_without_a_clear_array_says_which_keys_to_choose(tmp_path: Path) -> None:
    path = _write(tmp_path, {"a": [{"x": 1}], "b": [{"y": 2}]})
    with pytest.raises(SourceError, match="under a, b: say which with --table KEY"):
        read_table(path)
    empty = _write(tmp_path, {"version": 2}, "empty.json")
    with pytest.raises(SourceError, match="an object holding that array under a key; this object holds none"):
        read_table(empty)


def test_a_repeated_key_in_a_record_is_still_reported(tmp_path: Path) -> None:
    path = tmp_path / "dup.json"
    path.write_text('{"cards": [{"name": "A", "name": "B"}]}', encoding="utf-8")
    row = read_table(path).rows[0]
    assert "appears twice" in str(row["\0invalid"])


def test_table_on_a_json_array_is_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, [{"name": "A"}])
    with pytest.raises(SourceError, match="only for SQLite sources and JSON objects"):
        read_table(path, "cards")
