"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Count lines (the ``count line`` reading): ``Total: 50``, ``(40 cards)`` and a registration sheet's totals
carry no card.
"""

from __future__ import annotations

import pytest
from pasted_cases import Case, check_case, check_columns

from deckcheck.games import get_game
from deckcheck.readers.text_reader import read_text

CASES = [
    Case("count-line", "Total: 50\n(50)\n50 cards\n4 Dragon Breath\n", (("Dragon Breath", 4, 4, 3),)),
    Case(
        "count-line-with-total-after-it",
        "50 cards total\n50 Cards in Total\n50 total\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 4, 3),),
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


REGISTRATION_SHEET = """\
CARD GAME ID: 0123456789
MONSTER CARDS
Qty Card Name
3 Pot of Greed
Total Monster Cards: 18
Monster Total: 18
Main Deck Total: 40
Total Main Deck: 40
Deck Total - 40
(40 cards)
QUANTITY  CARD NAME
Extra Deck Total: 15
Side Deck Total: 15
Total Defense Shogun: 1
"""


def test_the_total_and_header_lines_of_a_registration_sheet_carry_no_card() -> None:
    deck, problems = read_text("sheet.txt", REGISTRATION_SHEET, get_game("yugioh"))
    assert problems == [] and deck.notes == ()
    read = [(e.name, e.count, e.line) for e in deck.entries]
    assert read == [("Pot of Greed", 3, 4), ("Total Defense Shogun", 1, 14)]
