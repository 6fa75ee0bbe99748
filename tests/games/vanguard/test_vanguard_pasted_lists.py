"""Vanguard lists as players publish them (deck-site exports, blog posts with grade headings, ``4 x Name``,
``Name x4``, ``(FV)``, ``G0: Name``, ``Main Deck: 4 Name``), read right with the made-up test pool."""

from __future__ import annotations

from test_vanguard_cli import PASTED
from vanguard_helpers import check, found

from deckcheck.readers import read_deck


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

