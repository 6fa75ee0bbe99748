"""A card line marked for the buddy with a count of one, beside another line of the same card: the buddy alone."""

from __future__ import annotations

import pytest

from cardpool import CardPool
from deckcheck.games import get_game
from deckcheck.readers.text_reader import read_text

from helpers import BASE_DECK, changed, check, deck_text

HEAD = "Flag: Dragon World\n"


def _read(text: str) -> tuple[list[tuple[str, int]], list[str], list[str]]:
    deck, problems = read_text("pasted.txt", text, get_game("buddyfight"))
    assert problems == []
    return (
        [(e.name, e.count) for e in deck.entries],
        [n.name for n in deck.slot("buddy")],
        [n.message for n in deck.notes],
    )


@pytest.mark.parametrize(
    "marked", ["1x Flarefang Dragon (Buddy)", "1 flarefang dragon [Buddy]", "Flarefang Dragon x1 (Buddy)"]
)
@pytest.mark.parametrize("after", [True, False])
def test_a_marked_line_of_one_beside_another_line_of_its_card_is_the_buddy_alone(marked: str, after: bool) -> None:
    lines = [marked, "4x Flarefang Dragon"] if after else ["4x Flarefang Dragon", marked]
    entries, buddy, notes = _read(HEAD + "\n".join(lines) + "\n4 Dragon Breath\n")
    assert entries == [("Flarefang Dragon", 4), ("Dragon Breath", 4)]
    assert [b.casefold() for b in buddy] == ["flarefang dragon"]
    other = 3 if after else 2
    assert len(notes) == 1 and f"listed again on line {other}: read as the buddy alone, kept outside" in notes[0]


@pytest.mark.parametrize(
    ("text", "entries"),
    [
        ("1x Flarefang Dragon (Buddy)\n4 Dragon Breath\n", [("Flarefang Dragon", 1), ("Dragon Breath", 4)]),
        ("2x Flarefang Dragon (Buddy)\n3x Flarefang Dragon\n", [("Flarefang Dragon", 2), ("Flarefang Dragon", 3)]),
    ],
)
def test_a_marked_line_alone_or_of_more_copies_keeps_its_copies(text: str, entries: list[tuple[str, int]]) -> None:
    """Alone, ``1x X (Buddy)`` is the buddy and one copy (the README's reading); two marked copies beside three
    more are five copies, as written."""
    got, buddy, notes = _read(HEAD + text)
    assert got == entries and buddy == ["Flarefang Dragon"]
    assert notes and "read as the buddy, and" in notes[0]


def test_four_copies_and_the_buddy_marked_on_its_own_line_is_legal(pool: CardPool) -> None:
    text = deck_text(buddy=None).replace("4 Flarefang Dragon\n", "1x Flarefang Dragon (Buddy)\n4 Flarefang Dragon\n")
    report = check(text, pool)
    assert report.legal and report.deck_size == 50, report.findings


def test_three_copies_and_the_buddy_marked_on_its_own_line_are_49_cards(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Flarefang Dragon": 3})
    text = deck_text(cards, buddy=None).replace(
        "3 Flarefang Dragon\n", "1x Flarefang Dragon (Buddy)\n3 Flarefang Dragon\n"
    )
    report = check(text, pool)
    assert not report.legal and report.deck_size == 49


@pytest.mark.parametrize(
    ("line", "shown"),
    [
        ("4 Flarefang Dragon (BUDDY)", "(BUDDY)"),
        ("4 Flarefang Dragon [Buddy]", "(Buddy)"),
        ("4 Flarefang Dragon - buddy", "(buddy)"),
    ],
)
def test_a_marks_note_shows_the_mark_as_written(line: str, shown: str) -> None:
    """A note said ``is marked (fv)`` of a line that wrote ``(FV)``: the mark's key, not the list's word."""
    _, buddy, notes = _read(HEAD + line + "\n")
    assert buddy == ["Flarefang Dragon"]
    assert notes == [f'"Flarefang Dragon" is marked {shown}: read as the buddy, and 4 copies in the deck']
