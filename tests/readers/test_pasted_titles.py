"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Titles (the ``title`` reading): the first line, or the first after metadata lines, is the deck's title unless
the pool knows a card by it.
"""

from __future__ import annotations

import pytest
from pasted_cases import Case, check_case, check_columns, ygo_check

from cardpool import CardPool
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

from helpers import rules_of

CASES = [
    Case(
        "title-line",
        "Devil's Era - 72 Pillars (Creation Control)\nFlag: Magic World\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        flag=(("Magic World", 2, 7),),
        notes=("read as the deck's title",),
        name="Devil's Era - 72 Pillars (Creation Control)",
    ),
    # --- tryout defect 1: a title after metadata lines, and blog metadata lines
    Case(
        "title-after-player-line",
        "Player: Kenji\nBal Dragon Deck Profile - Sun Fist Beatdown (Store Championship Top 4)\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        notes=("read as the deck's title",),
        name="Bal Dragon Deck Profile - Sun Fist Beatdown (Store Championship Top 4)",
    ),
    Case(
        "title-after-event-and-format-lines",
        "Event: Store Championship\nFormat: Standard\n\n# exported\nSun Fist - Bal Dragon\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 6, 3),),
        notes=("read as the deck's title",),
        name="Sun Fist - Bal Dragon",
    ),
    # --- tryout 2, defect 4: a title after a Game: or a Name: line
    Case(
        "title-after-game-line",
        "Game: yugioh\nSky Striker (Master Duel) - Top 8 Deck\nMain Deck (40)\n3 Pot of Greed\n",
        (("Pot of Greed", 3, 4, 3, "main"),),
        notes=("read as the deck's title",),
        name="Sky Striker (Master Duel) - Top 8 Deck",
        game="yugioh",
    ),
    # --- tryout of 7 December: an em dash (what blog software makes of "--") between a title's words
    Case(
        "title-with-em-dash",
        "Hyakugan Yamigedo \u2014 \u201cParade\u201d list\nFlag: Magic World\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        flag=(("Magic World", 2, 7),),
        notes=("read as the deck's title",),
        name="Hyakugan Yamigedo \u2014 \u201cParade\u201d list",
    ),
    Case(
        "title-with-double-hyphen",
        "Asmodai -- Control list\nFlag: Magic World\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        flag=(("Magic World", 2, 7),),
        notes=("read as the deck's title",),
        name="Asmodai -- Control list",
    ),
    Case(
        "title-after-name-line",
        "Name: Bal Sun\nSun Fist - Bal Dragon (Top 4)\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        notes=("read as the deck's title",),
        name="Bal Sun",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


@pytest.mark.parametrize(
    "first",
    ["Blackwing - Gale the Whirlwind", "Deck Lockdown", "Blackwing - Gale the Whirlwnd"],
    ids=["dashed", "deck-word", "misspelt"],
)
def test_a_first_line_the_pool_knows_is_a_card_not_the_title(first: str) -> None:
    known = ("Blackwing - Gale the Whirlwind", "Deck Lockdown", "Effect Veiler")
    report = ygo_check(f"{first}\n1 Effect Veiler\n", *known)
    assert [c.name for c in report.cards] == [first, "Effect Veiler"]
    assert report.name is None and "reading-note" not in rules_of(report)


def test_a_first_line_the_pool_does_not_know_is_the_title() -> None:
    report = ygo_check("Snake-Eye - 1st Place (Columbus, OH)\n1 Effect Veiler\n")
    assert report.name == "Snake-Eye - 1st Place (Columbus, OH)"
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 2 and "read as the deck's title" in note.message


def test_the_deck_word_of_a_title_is_a_whole_word() -> None:
    read, _ = read_text("pasted.txt", "Fervent Investigator, Decker Drum\n4 Dragon Breath\n")
    deck, _ = resolve(read, [], lambda _: None)  # a pool that knows no card: a title would go
    assert [e.name for e in deck.entries] == ["Fervent Investigator, Decker Drum", "Dragon Breath"]
    assert deck.name is None and deck.notes == ()


@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("Dark Magician", "Dark Magician"),
        ("DARK MAGICIAN", "DARK MAGICIAN"),
        ("**Dark Magician**", "Dark Magician"),
        ("Dark Magician (locals 1st)", "Dark Magician (locals 1st)"),
    ],
)
def test_a_title_that_is_a_card_name_in_its_forms(line: str, title: str) -> None:
    report = ygo_check(f"{line}\n\nMain Deck (3)\n3x Dark Magician\n", "Dark Magician")
    assert report.name == title and report.sections["main"] == 3
    notes = [f.message for f in report.findings if f.code == "DC006"]
    assert notes == [f'the first line, "{title}", is read as the deck\'s title: the list names that card below']


def test_a_card_name_alone_above_a_list_that_names_it_again_is_the_title() -> None:
    """``Dark Magician`` alone on the first line, then ``3x Dark Magician`` under ``Main Deck (40)``: the deck's
    title (it was a fourth copy, over the limit); a card alone on the first line that the list names nowhere else
    with a count stays a card."""
    report = ygo_check("Dark Magician\n\nMain Deck (3)\n3x Dark Magician\n", "Dark Magician")
    assert report.name == "Dark Magician" and report.sections["main"] == 3
    assert [f.code for f in report.findings if f.code in ("YG202", "DC004", "DC009")] == []
    alone = ygo_check("Dark Magician\n\nMain Deck (4)\n3x Raigeki\n", "Dark Magician", "Raigeki")
    assert alone.name is None and alone.sections["main"] == 4


@pytest.mark.parametrize(
    "text",
    [
        "Main Deck (4):\nDark Magician\n\n3x Dark Magician\n",  # under a counted heading
        "Dark Magician\n\nMain Deck (4)\n3x Dark Magician\n",  # the heading adds up only with it
        "Dark Magician\n\nMain Deck\n3x Raigeki\nSide Deck\n1 Dark Magician\n",  # named again only in the Side Deck
    ],
)
def test_a_card_name_that_the_list_counts_stays_a_card(text: str) -> None:
    """The guards of the title reading (a review found each turning a legal deck illegal): a card under a counted
    heading, one a heading's count needs, one whose repeat is in another section stays a card."""
    report = ygo_check(text, "Dark Magician", "Raigeki")
    assert report.name is None and not [f for f in report.findings if "title" in f.message]


def test_a_card_after_the_flag_and_buddy_lines_is_no_title(pool: CardPool) -> None:
    from helpers import check

    report = check("Flag: Dragon World\nBuddy: Flarefang Dragon\n\nDragon Breath\n\n3 Dragon Breath\n", pool)
    assert report.name is None and report.sections["deck"] == 4
