"""A header's key is found in one look-up: the same word the scan of the tables in order finds, for every game."""

from __future__ import annotations

import pytest

from deckcheck.games import all_games
from deckcheck.readers.form import META_KEYS, DeckForm, deck_form


def scanned(form: DeckForm, written: str) -> str:
    """The key as the tables are scanned in order: sections, slots, then the meta words."""
    key = " ".join(written.lower().split())
    for table in (form.sections, form.slots, META_KEYS):
        for word in table:
            if key.replace(" ", "") == word.replace(" ", ""):
                return word
    return key


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_every_word_and_its_spellings(game: object) -> None:
    form = deck_form(game)  # type: ignore[arg-type]
    words = [*form.sections, *form.slots, *META_KEYS]
    spellings = [w for word in words for w in (word, word.upper(), word.replace(" ", ""), f"  {word.title()} ")]
    spellings += ["flags", "side deck", "Main  Deck", "deckname", "nothing", ""]
    assert words
    for written in spellings:
        assert form.key(written) == scanned(form, written), written
