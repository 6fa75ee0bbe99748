"""The section heading reading asks how a line starts (:attr:`TextPatterns.section_starts`, a small pattern) before it
compiles and asks the whole section pattern: every line the whole pattern takes starts so, on every line of the reader
corpus and on every section spelling of every game, in several cases, spellings and decorations."""

from __future__ import annotations

import re

import pytest
from test_plain_card_line import TEXTS

from deckcheck.games import all_games, get_game
from deckcheck.readers.form import deck_form
from deckcheck.readers.words import _section_words, text_patterns


@pytest.mark.parametrize("game", [g.name for g in all_games()])
def test_every_line_the_section_pattern_takes_starts_as_its_start_pattern_says(game: str) -> None:
    chosen = get_game(game)
    patterns = text_patterns(chosen)
    spellings = list(_section_words(deck_form(chosen)))
    cases = (str.upper, str.title, str.lower, lambda w: "\u212a" + w[1:], lambda w: w.replace("s", "\u017f"))
    tails = ("", ":", " (3)", " -", " list:", " / Sideboard")
    openers = ("", "[", "[ ", "== ", "-- ", "=== ")
    lines = {line.strip() for text in TEXTS for line in text.split("\n")}
    lines |= {o + case(word) + tail for word in spellings for case in cases for tail in tails for o in openers}
    lines |= {opener + case(word).replace(" ", "-") + "]" for word in spellings for case in cases for opener in openers}
    taken = [line for line in lines if patterns.section.fullmatch(line)]
    assert len(taken) > 100
    missed = [line for line in taken if not patterns.section_starts.match(line)]
    assert missed == []


def test_a_plain_list_compiles_no_section_pattern() -> None:
    """``Flag: X`` starts as no section word does: reading it asks only the start pattern."""
    from deckcheck.readers.text_reader import read_text

    game = get_game("buddyfight")
    patterns = text_patterns(game)
    vars(patterns).pop("section", None)
    read_text("deck.txt", "Flag: Dragon World\nBuddy: Jackknife\n\n4 Dragon Breath\n", game)
    assert "section" not in vars(patterns)
    read_text("deck.txt", "Flag: Dragon World\nSideboard -\n4 Dragon Breath\n", game)
    assert isinstance(vars(patterns)["section"], re.Pattern)
