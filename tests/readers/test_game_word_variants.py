"""Every game's own words, spelled as people spell them, never crash the text reader: each slot, section, label and
section-start word joined, tabbed, dashed, upper-cased or title-cased, before a tail (a colon, a count, a value, a
second slot), alone, after a slot line, as a markdown heading and paired. Crashes were found so: a key looked up as
written where the pattern had let its space go (``FirstVanguard:``, ``Flag: X | BuddyMonster: Y``), or had matched
a letter without case that lower-cases to another (``SİDE DECK:``, ``Buddıes (2)``, ``Fuſion:``)."""

from __future__ import annotations

import random

import pytest

from deckcheck.games import Game, all_games
from deckcheck.readers import read_deck
from deckcheck.readers.form import deck_form
from deckcheck.readers.text_reader import read_text

TAILS = (":", ": X", " (1)", " (1):", " - X", ": X | Buddy: Y", ": X | FirstVanguard: Y", ": X / BuddyMonster: Y", "")


def _variants(game: Game) -> list[str]:
    form = deck_form(game)
    words = {*form.slots, *form.sections, *form.slot_headings, *(w for w, _ in game.text.section_starts), *game.labels}
    spelled = set()
    for word in words:
        for between in (" ", "", "\t", "-"):
            joined = between.join(word.split())
            spelled |= {joined, joined.upper(), joined.title()}
        # letters that match an ASCII letter without case: dotless i, dotted capital I, long s, the Kelvin sign
        spelled |= {word.replace("i", "\u0131"), word.upper().replace("I", "\u0130"), word.replace("s", "\u017f")}
        spelled.add(word.replace("k", "\u212a"))
    return sorted(spelled)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_every_spelling_of_a_games_words_reads_without_a_crash(game: Game) -> None:
    rng = random.Random(game.name)
    variants = _variants(game)
    sample = rng.sample(variants, min(len(variants), 90))
    for word in sample:
        for tail in TAILS:
            texts = (f"{word}{tail}\n4 Dragon Breath\n", f"Flag: A | {word}{tail}\n", f"## {word}{tail}\nX\n")
            for text in (*texts, f"{word} & {rng.choice(variants)}{tail}\nA\nB\n"):
                read_text("x.txt", text, game)  # read as the game
                read_deck("x.txt", text.encode())  # and as no game given: the game watch decides
