"""Vanguard lists as players publish them (deck-site exports, blog posts with grade headings, ``4 x Name``,
``Name x4``, ``(FV)``, ``G0: Name``, ``Main Deck: 4 Name``), read right with the made-up test pool."""

from __future__ import annotations

import pytest
from test_vanguard_cli import PASTED
from test_vanguard_headings import _least
from vanguard_helpers import RIDE, check, found, yaml_deck

from deckcheck.games import get_game
from deckcheck.readers import read_deck
from deckcheck.readers.words import text_patterns


def notes(text: str) -> list[str]:
    return [message for code, message in found(check(text, path="deck.txt")) if code == "DC006"]


def test_the_first_vanguard_mark_note_names_the_ride_deck() -> None:
    [note] = notes("Game: vanguard\n" + PASTED)
    assert note.endswith("read as the first vanguard, and 1 copy in the ride deck"), note


def test_a_deck_site_export_with_its_own_lines() -> None:
    """``Deck Code:``, ``Regulation:``, ``Nation:`` and ``Clan:`` say nothing about a card; ``4 x Name`` is 4."""
    head = "Deck Code: 4KXY2\nRegulation: D Standard\nNation: Dragon Empire\nClan: Kagero\nDeck Log code: 1A\n"
    text = head + PASTED.replace("4 Test Boost\n", "4 x Test Boost\n")
    report = check("Game: vanguard\n" + text, path="deck.txt")
    assert report.legal, found(report)


def test_a_section_header_with_a_card_on_its_line() -> None:
    """``Ride Deck: Test Starter`` and ``Main Deck: 4 Test Critical``: the section starts and the value is its first
    card line (they read as a missing colon, ``'Ride' needs a colon: write 'Ride: Deck: ...'``)."""
    text = PASTED.replace("Ride Deck\nGrade 0\n1 Test Starter (FV)\n", "Ride Deck: Test Starter\n")
    text = text.replace(
        "Main Deck\nTriggers: 16\nCritical Triggers (8)\n4 Test Critical\n", "Main Deck: 4 Test Critical\n"
    )
    report = check("Game: vanguard\n" + text, path="deck.txt")
    assert report.legal, found(report)
    deck, _ = read_deck("deck.txt", ("Game: vanguard\n" + text).encode())
    [critical] = [e for e in deck.entries if e.name == "Test Critical"]
    # line 10, the name's column: after "Main Deck: 4 "
    assert (critical.section, critical.count, critical.line, critical.column) == ("main", 4, 10, 14)


def test_a_section_header_with_a_card_is_every_games() -> None:
    deck, problems = read_deck("deck.txt", b"Game: yugioh\nMain Deck:\n3 Ash Blossom\nSide Deck: 3 Ghost Ogre\n")
    assert not problems
    assert [(e.name, e.count, e.section) for e in deck.entries][-1] == ("Ghost Ogre", 3, "side")


def test_a_grade_label_before_a_card_in_the_ride_deck() -> None:
    """``G0: Test Starter``, ``Grade 1 - Test Rider One``, ``G2: 1 Test Rider Two``: the game's label, then the card."""
    ride = "Ride Deck\nG0: Test Starter\nGrade 1 - Test Rider One\nG2: 1 Test Rider Two\nGrade 3: Test Rider Three x1\n"
    text = PASTED.replace(PASTED[: PASTED.index("\nMain Deck")], ride.rstrip("\n"))
    report = check("Game: vanguard\n" + text, path="deck.txt")
    assert report.legal, found(report)
    deck, _ = read_deck("deck.txt", ("Game: vanguard\n" + text).encode())
    ride_entries = [(e.name, e.count, e.column) for e in deck.entries if e.section == "ride"]
    assert ride_entries == [
        ("Test Starter", 1, 5),
        ("Test Rider One", 1, 11),
        ("Test Rider Two", 1, 7),
        ("Test Rider Three", 1, 10),
    ]


def test_a_label_alone_before_a_colon_is_no_card_and_words_before_a_colon_stay_a_name() -> None:
    deck, _ = read_deck("deck.txt", b"Game: vanguard\nRide Deck\nG0:\nBlue Wave: Test Starter\n")
    assert [e.name for e in deck.entries] == ["Blue Wave: Test Starter"]


@pytest.mark.parametrize("unit", [" ", "g0 ", "grade ", "grade 1", ": ", "\t-"])
def test_the_label_pattern_costs_the_same_per_character_at_any_length(unit: str) -> None:
    """A ratio, not a time: a line of a repeated label part costs per character at 8,000 what it does at 1,000."""
    pattern = text_patterns(get_game("vanguard")).label_lead
    assert pattern is not None
    short, long = ("g0" + unit * (n // len(unit)) + "?" for n in (1_000, 8_000))
    per_short = _least(pattern.match, short) / len(short)
    per_long = _least(pattern.match, long) / len(long)
    assert per_long / max(per_short, 1e-12) < 4.0


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Critical: Test Critical x4", "Test Critical"),
        ("Draw - Test Draw (4)", "Test Draw"),
        ("Heal: 4x Test Heal", "Test Heal"),
        ("Front Trigger: Test Front x4", "Test Front"),
    ],
)
def test_a_trigger_word_labels_a_card_with_its_count_before_or_after(line: str, name: str) -> None:
    """``Critical: Name x4`` was an unknown card "Critical: Name" while ``Heal: 4x Name`` read (a newcomer's try)."""
    deck, problems = read_deck("d.txt", f"Game: vanguard\nMain Deck\n{line}\n".encode())
    assert problems == [] and [(e.name, e.count) for e in deck.entries] == [(name, 4)]


@pytest.mark.parametrize("written", ["Test Rider One (D-TS01/002EN)", "D-TS01/002EN Test Rider One"])
def test_a_cards_own_printing_written_with_its_language_is_no_stray_number(written: str) -> None:
    """Vanguard's official ``D-SD02/004EN`` beside its card, whose table number is ``D-SD02/004``: no note that the
    number matches no card (it is the card's own printing, respelt); another card's respelt number still gets it."""
    ride = [written if name == "Test Rider One" else name for name in RIDE]
    report = check(yaml_deck(ride=ride))
    assert not [m for code, m in found(report) if code == "DC006"], found(report)
    other = [("D-TS01/003EN Test Rider One" if name == "Test Rider One" else name) for name in RIDE]
    report = check(yaml_deck(ride=other))
    assert any('the card number "D-TS01/003EN" matches no card' in m for _, m in found(report)), found(report)
