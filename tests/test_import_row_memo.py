"""Issue 18: the per-value memo of a Buddyfight import (:mod:`deckcheck.games.buddyfight.importer.memo`) changes
no printing and no report line, whatever the order and the repeats of the rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardpool.importer import read_table
from cardpool.importer.columns import find_columns
from deckcheck.games.buddyfight.importer import FIELDS, REQUIRED, interpret, memo
from deckcheck.games.buddyfight.importer.interpret import collaboration_worlds, read_row

FIXTURES = Path(__file__).parent / "import_fixtures"


def _whole(result: tuple[interpret.Printing | None, list[interpret.Entry]]) -> tuple[object, ...]:
    """A read row with the parts of its facts that equality leaves out (texts, notes, uninterpreted)."""
    printing, entries = result
    if printing is None:
        return None, entries
    facts = printing.facts
    return printing, facts.texts, facts.notes, facts.uninterpreted, printing.flag, entries


def _rows() -> tuple[list[dict[str, str | None]], object, tuple[str, ...]]:
    table = read_table(FIXTURES / "quirks.csv")
    columns = find_columns(table.columns, FIELDS, REQUIRED, None)
    rows = [dict(r) for r in table.rows]
    return [*rows, *rows[::-1], *rows], columns, collaboration_worlds(rows, columns)


def test_every_row_reads_the_same_with_the_memo_as_without() -> None:
    rows, columns, extra = _rows()
    kept = memo.RowMemo(extra)
    with_memo = [_whole(read_row(i, r, columns, extra, {}, kept)) for i, r in enumerate(rows, 1)]  # type: ignore[arg-type]
    without = [_whole(read_row(i, r, columns, extra)) for i, r in enumerate(rows, 1)]  # type: ignore[arg-type]
    assert with_memo == without
    assert kept.facts and kept.worlds and kept.attributes  # the memo was used


def test_a_text_that_names_a_card_is_read_again_for_another_name() -> None:
    rows, columns, extra = _rows()
    text = 'You may have any number of "Endless Dragon" in your deck.'
    same = {**rows[3], "name": "Endless Dragon", "ability_effect": text, "type": "Spell"}
    other = {**rows[3], "name": "Some Other Card", "ability_effect": text, "type": "Spell"}
    kept = memo.RowMemo(extra)
    first, _ = read_row(1, same, columns, extra, {}, kept)  # type: ignore[arg-type]
    second, entries = read_row(2, other, columns, extra, {}, kept)  # type: ignore[arg-type]
    assert first is not None and second is not None
    assert first.facts.any_number and not second.facts.any_number
    assert any(e.reason == "'any number of' names another card" for e in entries)


def test_the_card_type_counts_for_can_be_buddy() -> None:
    rows, columns, extra = _rows()
    text = "This card can be your buddy!"
    spell = {**rows[3], "name": "A Spell", "ability_effect": text, "type": "Spell"}
    monster = {**rows[3], "name": "A Monster", "ability_effect": text, "type": "Monster"}
    kept = memo.RowMemo(extra)
    a, _ = read_row(1, spell, columns, extra, {}, kept)  # type: ignore[arg-type]
    b, _ = read_row(2, monster, columns, extra, {}, kept)  # type: ignore[arg-type]
    assert a is not None and b is not None
    assert a.facts.can_be_buddy and not b.facts.can_be_buddy


def test_the_memo_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    rows, columns, extra = _rows()
    monkeypatch.setattr(memo, "MEMO_LIMIT", 3)
    kept = memo.RowMemo(extra)
    with_memo = [_whole(read_row(i, r, columns, extra, {}, kept)) for i, r in enumerate(rows, 1)]  # type: ignore[arg-type]
    without = [_whole(read_row(i, r, columns, extra)) for i, r in enumerate(rows, 1)]  # type: ignore[arg-type]
    assert with_memo == without
    assert max(len(kept.facts), len(kept.named), len(kept.worlds), len(kept.attributes)) == 3
