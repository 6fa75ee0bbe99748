"""A spreadsheet's CSV export (``Qty,Card Name`` over ``4,"Sky Ninja, Yamigarasu"``), read as its tab table."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool import CardPool
from deckcheck.cli import main
from deckcheck.readers.csv_rows import as_table

from helpers import BASE_DECK, check

HEAD = 'Player,Sam Lee\nFlag,Dragon World\nBuddy,"Flarefang Dragon"\nQty,Card Name,Type\n'


def _sheet(cards: dict[str, int]) -> str:
    rows = "".join(f'{count},"{name.replace(chr(34), 2 * chr(34))}",Card\n' for name, count in cards.items())
    return HEAD + rows


def test_a_csv_export_of_a_legal_deck_is_legal(pool: CardPool) -> None:
    """An organiser's try: this list was skipped as no deck (its rows were never read), and the run exited 0."""
    report = check(_sheet(BASE_DECK), pool, path="sam.csv")
    assert report.legal and report.deck_size == 50, report.findings
    assert report.player == "Sam Lee" and report.details["flag"] == "Dragon World"


def test_rows_keep_their_lines_and_columns(pool: CardPool) -> None:
    report = check(HEAD + '4,"Dragn Breth",Spell\n4,Dragoenergy,Spell\n', pool, path="sam.csv")
    [unknown] = [f for f in report.findings if f.code == "DC002"]
    assert (unknown.line, unknown.column) == (5, 4) and unknown.card == "Dragn Breth"


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ('4,"Sky Ninja, Yamigarasu"', "4\t Sky Ninja, Yamigarasu "),
        ("Flag,Katana World", "Flag:Katana World"),
        ('Buddy,"Kotaro Fuma, Ninja"', "Buddy: Kotaro Fuma, Ninja "),
        ("Qty,Card Name", "Qty\tCard Name"),
        ('3,"Bal Dragon, ""Bal Grand Strike!""",Monster', '3\t Bal Dragon, "Bal Grand Strike!"   \tMonster'),
        ('4,"never closed', '4,"never closed'),
    ],
)
def test_each_row_is_rewritten_character_for_character(line: str, read: str) -> None:
    text = as_table(f"Qty,Card Name\n{line}\n")
    assert text.split("\n")[1] == read and len(read) == len(line)


@pytest.mark.parametrize(
    "text",
    [
        "4 Sky Ninja, Yamigarasu\n4 Bal Dragon, Bal Grand Strike\n",  # names with commas: no header row
        "Notes: qty,card name are below\n4 Sky Ninja, Yamigarasu\n",
    ],
)
def test_a_list_without_a_csv_header_row_is_left_as_it_is(text: str) -> None:
    assert as_table(text) == text


def test_fix_rewrites_a_quoted_cell_and_leaves_an_escaped_one(tmp_path: Path) -> None:
    path = tmp_path / "sam.csv"
    path.write_text(HEAD + '2,"Dragn Breth",Spell\n1,"Dragn ""Breth""",Spell\n', encoding="utf-8")
    CliRunner().invoke(main, ["check", "--isolated", "--fix", "--unsafe-fixes", str(path)])
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[4] == '2,"Dragon Breath",Spell' and lines[5] == '1,"Dragn ""Breth""",Spell'
