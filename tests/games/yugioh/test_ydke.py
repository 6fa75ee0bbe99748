"""A ydke:// paste that cannot be read."""

from __future__ import annotations


def test_a_url_of_which_no_card_can_be_read_is_unreadable() -> None:
    """A truncated paste whose every part fails to decode is unreadable (one finding), not a Main Deck of 0 cards
    that also fails the size rule (a newcomer's try)."""
    from deckcheck.readers import read_deck

    deck, problems = read_deck("paste.ydke", b"ydke://ryPeAK8j3gCvI94AKpVlASqVZQEqlWUBs")
    assert not deck.readable and not deck.entries
    assert [p.message for p in problems] and all("base64" in p.message for p in problems)
