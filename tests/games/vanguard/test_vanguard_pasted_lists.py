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
