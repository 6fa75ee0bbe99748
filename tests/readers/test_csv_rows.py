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
        ("Card Name,Qty", "Card Name,Qty"),  # a second header: neither a card row nor a keyed one
        ('Buddy,"Kotaro Fuma, Ninja"', "Buddy: Kotaro Fuma, Ninja "),
        ('3,"Bal Dragon, ""Bal Grand Strike!""",Monster', '3\t Bal Dragon, "Bal Grand Strike!"   \tMonster'),
        ("Flag,Dragon World,", "Flag:Dragon World "),  # a sheet of three columns: the empty one goes
        ("Buddy,,Flarefang Dragon", "Buddy: Flarefang Dragon"),
        ("Flag,Dragon World,flag", "Flag:Dragon World     "),  # a filled third column (a newcomer's sheet)
        ("Rin's list, version 2", "Rin's list, version 2"),  # a title: no count, no key
        ("4 Sky Ninja, Yamigarasu", "4 Sky Ninja, Yamigarasu"),  # a card line written as text
        ('4,"never closed', "4," + " " * 13),  # a note that goes on over the next lines: blanked
    ],
)
def test_each_row_is_rewritten_character_for_character(line: str, read: str) -> None:
    text = as_table(f"Qty,Card Name\n{line}\n", keys=frozenset({"flag", "buddy"}))
    assert text.split("\n")[0] == "Qty\tCard Name"
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


def test_fix_never_writes_a_comma_or_a_quote_into_a_csv_cell(tmp_path: Path) -> None:
    """A printed name with a comma or a quote, written into a cell as it is, splits the row or breaks its quoting (a
    review found '4,Fifth Omni Cavalry Dragon, Merak "SD"'): such a fix is left to the user, with a note."""
    path = tmp_path / "sam.csv"
    text = HEAD + '4,Fifth Omni Cavalry Dragon Merak SD,x\n4,"Bal Dragon, Bal Grand Strike",x\n'
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--isolated", "--fix", str(path)])
    assert path.read_text(encoding="utf-8") == text and "edit it by hand" in result.stderr + result.stdout


def test_a_name_first_header_and_three_columns_read_their_rows(pool: CardPool) -> None:
    """``Card Name,Qty`` over ``Flarefang Dragon,4``; ``Flag,Dragon World,`` in a sheet of three columns."""
    rows = "".join(f'"{name.replace(chr(34), 2 * chr(34))}",{count},x\n' for name, count in BASE_DECK.items())
    text = "Flag,Dragon World,\nBuddy,Flarefang Dragon,\nCard Name,Qty,Notes\n" + rows
    report = check(text, pool, path="sam.csv")
    assert report.legal and report.deck_size == 50, report.findings


def test_a_note_over_several_lines_is_no_card(pool: CardPool) -> None:
    report = check(_sheet(BASE_DECK).replace("4,Dragon Breath,Card\n", '4,Dragon Breath,"cheap\nbuy 2 more"\n'), pool)
    assert report.legal and report.deck_size == 50, report.findings


def test_a_text_list_with_a_comma_header_line_keeps_its_card_lines(pool: CardPool) -> None:
    text = "Flag: Dragon World\nBuddy: Flarefang Dragon\nQty,Card Name\n4 Dragon Breath\n"
    deck_lines = as_table(text, keys=frozenset({"flag", "buddy"})).splitlines()
    assert deck_lines[3] == "4 Dragon Breath" and deck_lines[1] == "Buddy: Flarefang Dragon"


def test_fix_knows_a_csv_export_whose_header_has_the_game_s_own_heads(tmp_path: Path) -> None:
    """``Qty,Card Name,World``: ``World`` is Buddyfight's own head; the fix must know the file is CSV all the same."""
    path = tmp_path / "sam.csv"
    text = HEAD.replace("Qty,Card Name,Type", "Qty,Card Name,World") + '4,"Bal Dragon, Bal Grand Strike",Dragon World\n'
    path.write_text(text, encoding="utf-8")
    CliRunner().invoke(main, ["check", "--isolated", "--fix", str(path)])
    assert path.read_text(encoding="utf-8") == text


def test_a_sheet_s_empty_rows_are_blank_lines(pool: CardPool) -> None:
    """A legal export ending in ``,`` rows (a newcomer's try: two 'not a card line' errors made it illegal)."""
    assert check(_sheet(BASE_DECK) + ",,\r\n,\r\n", pool, path="sam.csv").legal


def test_fix_leaves_a_row_it_could_not_split_as_it_is(tmp_path: Path) -> None:
    """``,Dragoenergy,`` (no count) is read whole; its spelling fix would have dropped the row's commas."""
    path = tmp_path / "sam.csv"
    text = HEAD + ",Dragoenergy,\n"
    path.write_text(text, encoding="utf-8")
    CliRunner().invoke(main, ["check", "--isolated", "--fix", str(path)])
    assert path.read_text(encoding="utf-8") == text
