"""Issue 18: the merge sorts only the cards of each name (the names come in order already); the pool's cards are
in the order one sort of every card by name, numbers, type and worlds gives."""

from __future__ import annotations

import csv
from pathlib import Path

from cardpool.normalize import normalize_name, normalize_number
from deckcheck.games.buddyfight.cards import Card
from deckcheck.games.buddyfight.importer import import_table

from helpers import REAL_SQLITE, import_source, needs_real_data

FIXTURES = Path(__file__).parent / "import_fixtures"
COLUMNS = ("card_no", "name", "world", "attribute", "type", "size", "power", "defense", "critical", "ability_effect")
ROWS = [  # one name, several cards: a flag (merged first) numbered after the monster and spell of its name
    ("S/009", "Dragon World", "Dragon World", "", "Flag", "", "", "", "", "■ You may use <Dragon World> cards."),
    ("S/001", "Dragon World", "Dragon World", "Dragon", "Monster", "1", "3000", "1000", "1", "Text."),
    ("S/005", "Dragon World", "Magic World", "Dragon", "Monster", "1", "3000", "1000", "1", "Text."),
    ("S/003", "dragon world", "Magic World", "", "Spell", "", "", "", "", "Draw a card."),
    ("B/002", "Zeta", "Danger World", "Weapon", "Item", "", "3000", "", "1", "Equip."),
    ("A/004", "Alpha", "Danger World", "Weapon", "Monster", "2", "5000", "", "2", "Call."),
    ("A/003", "Alpha", "Katana World", "Weapon", "Monster", "2", "5000", "", "2", "Call."),
]


def _one_sort(cards: tuple[Card, ...]) -> list[Card]:
    """The order the merge gave before it sorted name by name: one sort of every card."""
    return sorted(
        cards, key=lambda c: (normalize_name(c.name), tuple(normalize_number(n) for n in c.numbers), c.type, c.worlds)
    )


def _table(tmp_path: Path) -> Path:
    path = tmp_path / "names.csv"
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(COLUMNS)
        writer.writerows(ROWS)
    return path


def test_the_cards_of_one_name_are_sorted_by_number(tmp_path: Path) -> None:
    cards = import_source(_table(tmp_path)).cards
    assert [(c.name, c.numbers, c.type) for c in cards] == [
        ("Alpha", ("A/003",), "monster"),
        ("Alpha", ("A/004",), "monster"),
        ("Dragon World", ("S/001",), "monster"),
        ("dragon world", ("S/003",), "spell"),
        ("Dragon World", ("S/005",), "monster"),
        ("Dragon World", ("S/009",), "flag"),
        ("Zeta", ("B/002",), "item"),
    ]
    assert list(cards) == _one_sort(cards)


def test_the_fixture_s_cards_are_in_the_order_of_one_sort() -> None:
    cards = import_source(FIXTURES / "quirks.csv").cards
    assert len({normalize_name(c.name) for c in cards}) < len(cards)  # some name has several cards
    assert list(cards) == _one_sort(cards)


@needs_real_data
def test_the_real_table_s_cards_are_in_the_order_of_one_sort() -> None:
    from cardpool.importer import read_table

    cards = import_table(read_table(REAL_SQLITE)).cards
    assert list(cards) == _one_sort(cards)
