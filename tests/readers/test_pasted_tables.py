"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Table rows (the ``table row`` reading, first after blanking): tab-separated and markdown rows, whose cells,
not their words, say which is the count, the name and the card number.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pasted_cases import Case, check_case, check_columns, ygo_check

from cardpool import CardPool
from deckcheck.readers.text_reader import read_text
from deckcheck.readers.text_state import Line

from helpers import SHARED_DATA, check, rules_of

CASES = [
    Case("tab", "4\tDragon Breath\n", (("Dragon Breath", 4, 1, 3),)),
    Case("tab-after-name", "Dragon Breath\tx4\n", (("Dragon Breath", 4, 1, 1),)),
    # --- tryout defect 4: table pastes, the count after the name
    Case("tab-count-after-name", "Mera Blade Dragon\t4\n", (("Mera Blade Dragon", 4, 1, 1),)),
    Case(
        "tab-number-name-count",
        "D-BT01/0010EN\tFlarefang Dragon\t4\n",
        (("D-BT01/0010EN\tFlarefang Dragon", 4, 1, 1),),  # as written: --fix rewrites it in place
    ),
    Case(
        "markdown-table-number-cell",
        "| 4 | D-BT01/0010EN | Flarefang Dragon |\n",
        (("D-BT01/0010EN Flarefang Dragon", 4, 1, 7),),
    ),
    Case(
        "markdown-table",
        "| Qty | Card |\n|---|---|\n| 4 | Flamewing Dragon |\n| Dragon Breath | 4 |\n|:--|--:|\n",
        (("Flamewing Dragon", 4, 3, 7), ("Dragon Breath", 4, 4, 3)),
    ),
    # --- tryout of 7 December: a price column beside the name; one-dash separator cells
    Case(
        "markdown-table-price-column",
        "| Qty | Card | Price |\n|:-:|:-:|:-:|\n| 4 | Dragon Breath | $0.25 |\n",
        (("Dragon Breath", 4, 3, 7),),
    ),
    Case("tab-price-column", "Dragon Breath\t4\t1.50\n", (("Dragon Breath", 4, 1, 1),)),
    Case("markdown-number-and-price", "| 4 | D-BT01/0010EN | $0.50 |\n", (("D-BT01/0010EN", 4, 1, 7),)),
    # --- a header row that names its columns: the rows under it are read by them, whatever the other cells hold
    Case(
        "markdown-table-type-column",
        "| Qty | Card | Type |\n|---|---|---|\n| 1 | Dragon Breath | Spell |\n| 4 | Flamewing Dragon | Monster |\n",
        (("Dragon Breath", 1, 3, 7), ("Flamewing Dragon", 4, 4, 7)),
    ),
    Case(
        "markdown-table-name-first-rarity-price",
        "| Card | Qty | Rarity | Price |\n|---|---|---|---|\n| Dragon Breath | 3 | Common | 12 |\n",
        (("Dragon Breath", 3, 3, 3),),
    ),
    Case(
        "markdown-table-hash-head-and-a-number-column",
        "| # | Card Name | Set | Size |\n|:-:|---|---|---|\n"
        "| 4 | Flamewing Dragon | BT01 | 2 |\n| 2 | Dragon Breath | | |\n",
        (("Flamewing Dragon", 4, 3, 7), ("Dragon Breath", 2, 4, 7)),
    ),
    Case(
        "markdown-table-number-column-head",
        "| Qty | Card No. | Name | Type |\n|---|---|---|---|\n| 4 | D-BT01/0010EN | Flarefang Dragon | Monster |\n",
        (("D-BT01/0010EN Flarefang Dragon", 4, 3, 7),),
    ),
    Case("tab-table-with-heads", "Card\tQty\tType\nDragon Breath\t3\tSpell\n", (("Dragon Breath", 3, 2, 1),)),
    Case("hash-pipe-comment-outside-a-table", "4 Dragon Breath # | tech\n", (("Dragon Breath", 4, 1, 3),)),
    Case(  # "#" numbers the rows when a Qty column counts
        "markdown-table-row-numbers-and-qty",
        "| # | Card | Qty |\n|---|---|---|\n| 13 | Dragon Breath | 4 |\n",
        (("Dragon Breath", 4, 3, 8),),
    ),
    Case(  # a dash in the number column is no number
        "markdown-table-empty-number-cell",
        "| Qty | Card Name | Card No. |\n|---|---|---|\n| 4 | Dragon Breath | - |\n",
        (("Dragon Breath", 4, 3, 7),),
    ),
    # --- a spreadsheet's heading rows, the count in a cell of its own: headings, not cards
    Case(
        "tab-section-rows-with-counts",
        'Main Deck\t3\n3\tMaxx "C"\nExtra Deck\t1\n1\tLink Spider\nSide Deck\t2\n2\tCosmic Cyclone\n',
        (('Maxx "C"', 3, 2, 3, "main"), ("Link Spider", 1, 4, 3, "extra"), ("Cosmic Cyclone", 2, 6, 3, "side")),
        game="yugioh",
    ),
    Case(
        "tab-slot-and-type-rows",
        "Flag\tDragon World\nBuddy\tDrum Bunker Dragon\n\nMonsters\tx4\nJamadhar Dragon\tx4\n"
        "Spells\tx20\nDragon Breath\tx4\nSideboard\t2\n2\tDragoenergy\n",
        (("Jamadhar Dragon", 4, 5, 1), ("Dragon Breath", 4, 7, 1), ("Dragoenergy", 2, 9, 3, "sideboard")),
        flag=(("Dragon World", 1, 6),),
        buddy=(("Drum Bunker Dragon", 2, 7),),
    ),
    Case(
        "tab-grade-and-trigger-rows",
        "Grade 3\tx2\nChakrabarthi Divine Dragon, Nirvana\t2\nTriggers\tx4\nBlaze Maiden, Zonne\t4\n",
        (("Chakrabarthi Divine Dragon, Nirvana", 2, 2, 1), ("Blaze Maiden, Zonne", 4, 4, 1)),
        game="vanguard",
    ),
    Case(
        "markdown-heading-count-rows",
        '| Qty | Card |\n|---|---|\n| 40 | Main Deck |\n| 3 | Maxx "C" |\n| 1 | **Extra Deck** |\n'
        "| 1 | Link Spider |\n",
        (('Maxx "C"', 3, 4, 7, "main"), ("Link Spider", 1, 6, 7, "extra")),
        game="yugioh",
    ),
    # --- a slot heading over a headed table: the table's own rows leave it open, its rows fill the slots
    Case(
        "slot-heading-over-a-headed-table",
        "## Buddy\n| Qty | Card |\n|---|---|\n| 1 | Drum Bunker Dragon |\n## Deck\n| Qty | Card |\n|---|---|\n"
        "| 4 | Drum Bunker Dragon |\n",
        (("Drum Bunker Dragon", 4, 8, 7),),
        buddy=(("Drum Bunker Dragon", 4, 7),),
    ),
    Case(
        "pair-heading-over-a-headed-table",
        "## Flag & Buddy\n\n| Qty | Card | Set |\n|---|---|---|\n| 1 | Dragon World | TD01/0017EN |\n"
        "| 1 | Drum Bunker Dragon | BT01/0021EN |\n\n## Main Deck (4)\n| Qty | Card |\n|---|---|\n"
        "| 4 | Dragon Breath |\n",
        (("Dragon Breath", 4, 11, 7),),
        flag=(("Dragon World", 5, 7),),
        buddy=(("Drum Bunker Dragon", 6, 7),),
    ),
    Case(
        "slot-rows-in-a-headed-table",
        "| Qty | Card |\n|---|---|\n| Flag | Dragon World |\n| **Buddy** | Drum Bunker Dragon |\n"
        "| 4 | Dragon Breath |\n",
        (("Dragon Breath", 4, 5, 7),),
        flag=(("Dragon World", 3, 10),),
        buddy=(("Drum Bunker Dragon", 4, 15),),
    ),
]


def test_a_row_with_a_second_worded_cell_is_not_guessed() -> None:
    """``| 1 | Raigeki | Normal Spell |``: which cell is the card only the header or the pool could say, so the row is
    no card row (an unknown-card finding of its text) rather than read as the wrong card."""
    from deckcheck.readers.tables import table_row

    assert table_row("| 1 | Raigeki | Normal Spell |") is None
    assert table_row("| 1 | Raigeki | Spell |") is None
    assert table_row("| 1 | Raigeki | $0.25 |").text == "Raigeki"  # type: ignore[union-attr]


def test_a_header_row_names_the_columns_its_rows_are_read_by() -> None:
    """``| Qty | Card | Type |`` says which cell is the card; a row of another width is read as if it had none."""
    from deckcheck.readers.tables import HEAD_ROW, Columns, table_row

    columns = table_row("| Qty | Card | Type |")
    assert columns == Columns("|", 3, 0, 1, None)
    assert table_row("| 1 | Raigeki | Normal Spell |", columns=columns).text == "Raigeki"  # type: ignore[union-attr, arg-type]
    assert table_row("| 1 | Raigeki | Normal Spell | Common |", columns=columns) is None  # type: ignore[arg-type]
    assert table_row("| Type | Rarity |") == HEAD_ROW, "heads without a count column name no columns"
    assert table_row("| # | Card | 2024 |") is None, "a row with a number in it is no header row"


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


TAB_POOL = """\
game: buddyfight
cards:
  - {name: Dragon World, type: flag, worlds: [Dragon World], flag: {worlds: [Dragon World]}}
  - {name: Mera Blade Dragon, type: monster, worlds: [Dragon World], size: 1, numbers: [D-BT01/0011EN]}
  - {name: Flarefang Dragon, type: monster, worlds: [Dragon World], size: 1, numbers: [D-BT01/0010EN]}
"""


def test_fix_rewrites_a_misspelt_name_in_a_tab_row_keeping_the_tab_and_the_count(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from deckcheck.cli import main

    pool = tmp_path / "pool.yaml"
    pool.write_text(TAB_POOL, encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_bytes(b"Flag: Dragon World\nMera Blade Dragn\t4\nD-BT01/0010EN\tflarefang  dragon\t4\n")
    args = ["check", "--isolated", "--pool", str(pool), "--fix", "--unsafe-fixes", str(deck)]
    result = CliRunner().invoke(main, args, env={"GITHUB_ACTIONS": ""})
    assert "fixed 2 problems" in result.stdout, result.stdout + result.stderr
    assert deck.read_bytes() == b"Flag: Dragon World\nMera Blade Dragon\t4\nD-BT01/0010EN\tFlarefang Dragon\t4\n"


@pytest.mark.parametrize(
    "total", ["\tTotal\t50\t", "| 50 | Total |", "| | **Total** | 50 |", "Total\t50", "| 50 | Total cards |"]
)
def test_a_table_s_sum_row_is_no_card(total: str) -> None:
    """A spreadsheet's last row, ``<TAB>Total<TAB>50``, sums the column: it was an unknown card "Total" of 50 copies
    (a 50-card deck read as 100, an organiser's try). ``Total Defense Shogun`` in a row is still a card."""
    from helpers import check, load_bundled_pool

    head = "Flag: Dragon World\nBuddy: Flarefang Dragon\n"
    sheet = "Qty\tCard Name\tType\n4\tDragon Breath\tSpell\n" if "\t" in total else "| Qty | Card |\n|---|---|\n"
    report = check(f"{head}{sheet}{total}\n", load_bundled_pool())
    assert "DC002" not in [f.code for f in report.findings], report.findings
    assert report.sections["deck"] == (4 if "\t" in total else 0)
    shogun = check(f"{head}{sheet}| 1 | Total Defense Shogun |\n", load_bundled_pool())
    assert 'unknown card "Total Defense Shogun"' in [f.message.split(";")[0] for f in shogun.findings]


def test_a_heading_row_s_count_is_checked_as_the_heading_s(pool: CardPool) -> None:
    """``Spells<TAB>x3`` over four copies is ``Spells (3)`` over them (DC009), and ``Extra Deck<TAB>2`` over one card
    the Extra Deck's heading: it was an unknown card "Spells" of 3 copies (a newcomer's spreadsheet paste)."""
    report = check("Flag\tDragon World\nSpells\tx3\nDragon Breath\tx4\n", pool)
    assert "unknown-card" not in rules_of(report)
    assert [(f.line, f.message) for f in report.findings if f.rule == "heading-count"] == [
        (2, 'the heading "Spells (3)" says 3 cards; 4 are read under it')
    ]
    ygo = ygo_check("Extra Deck\t2\n1\tEffect Veiler\n")
    assert [(c.name, c.section) for c in ygo.cards] == [("Effect Veiler", "extra")]
    assert [(f.line, f.message) for f in ygo.findings if f.rule == "heading-count"] == [
        (2, "the heading says 2 cards; 1 is read in the Extra Deck")
    ]


def test_a_heading_alone_in_a_markdown_row_starts_its_section() -> None:
    """``| | **Extra Deck** |`` was an unknown card "| | Extra Deck |", and every Extra Deck monster after it a
    false YG201 in the Main Deck."""
    text = "| Qty | Card |\n|---|---|\n| | **Main Deck** |\n| 3 | Effect Veiler |\n| | Extra Deck |\n"
    text += "| 1 | Ghost Beef |\n"
    report = ygo_check(text)
    assert "unknown-card" not in rules_of(report)
    assert [(c.name, c.section) for c in report.cards] == [("Effect Veiler", "main"), ("Ghost Beef", "extra")]


@pytest.mark.parametrize("row", ["Flag\tDragon World", "| Flag | Dragon World |", "| **Flag** | Dragon World |"])
def test_a_slot_word_beside_a_name_is_that_slot_s_line(row: str) -> None:
    """``Flag<TAB>Dragon World`` was a DC001 "'Flag' needs a colon", though the CSV form ``Flag,Dragon World`` is
    read."""
    deck, problems = read_text("pasted.txt", f"{row}\n4\tDragon Breath\n")
    assert problems == []
    assert [(n.name, n.line, n.column) for n in deck.slot("flag")] == [("Dragon World", 1, row.index("Dragon") + 1)]
    assert [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)]


@pytest.mark.skipif(not SHARED_DATA.exists(), reason=f"no real card table in {SHARED_DATA}")
def test_no_real_card_is_read_as_a_heading_row() -> None:
    """A row of a real card's name (Buddyfight, Yu-Gi-Oh!, Vanguard), with a count or alone, is never a heading row:
    no card of the real tables is named as a heading of its game is (``Monsters``, ``Grade 3``, ``Extra Deck``)."""
    from pasted_cases import real_names

    from deckcheck.games import all_games
    from deckcheck.readers.text_state import TextState
    from deckcheck.readers.text_tables import heading_cell

    names = sorted(real_names())
    assert len(names) > 10_000
    for game in all_games():
        state = TextState(game)
        line = Line("", "", 1, 0, None, False, False)
        assert heading_cell(state, line, game.main_section.title, 0, 4)
        assert [name for name in names for count in (1, None) if heading_cell(state, line, name, 0, count)] == []
