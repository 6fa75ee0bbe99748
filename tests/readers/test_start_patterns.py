"""Patterns asked only of a line that can match them: the section heading reading asks how a line starts
(:attr:`TextPatterns.section_starts`) before the whole section pattern, the pair heading only a line with a join, the
slot heading only a line with no colon before its end; each answers as its whole pattern on the reader corpus and on
every game's words in several cases, spellings and decorations."""

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


def _answer(found: re.Match[str] | None) -> tuple[object, ...] | None:
    return None if found is None else (found.span(), found.groupdict())


@pytest.mark.parametrize("game", [g.name for g in all_games()])
def test_the_pair_and_slot_headings_answer_as_their_whole_patterns(game: str) -> None:
    """A pair heading is asked only of a line holding ``&``, ``+``, ``/`` or "and", a slot heading only of one with
    no colon before its end: the answers are the whole patterns' on every corpus line and every pair and slot word in
    several cases, joins and tails."""
    chosen = get_game(game)
    patterns, form = text_patterns(chosen), deck_form(chosen)
    words = [*form.slot_headings, *(chosen.text.pair or ())]
    joins = (" & ", "&", " + ", "/", " and ", " AND ", "And", " , ", ": ")
    tails = ("", ":", " (1)", " (2):", ": X / Y", " - X; Y", ":X", "  :")
    cases = (str.upper, str.title, str.lower)
    lines = {line.strip() for text in TEXTS for line in text.split("\n")}
    lines |= {c(a) + j + c(b) + t for a in words for b in words for j in joins for t in tails for c in cases}
    lines |= {c(a) + t for a in words for t in tails for c in cases}
    pair = chosen.text.pair
    assert any(patterns.pair(line) for line in lines) == (pair is not None)
    assert any(form.slot_heading_match(line) for line in lines) == bool(form.slot_headings)
    for line in lines:
        whole = patterns.pair_heading.fullmatch(line) if patterns.pair_heading else None
        assert _answer(patterns.pair(line)) == _answer(whole), line
        assert _answer(form.slot_heading_match(line)) == _answer(form.slot_heading.fullmatch(line)), line


def test_a_line_that_starts_with_a_letter_is_no_struck_line_nor_table_row() -> None:
    """The reader skips the struck and table readings for a line that starts with a letter and holds no tab
    (``_LETTER_LED``): on every corpus line so shaped, for every game, both say no."""
    from deckcheck.readers.markup import blank
    from deckcheck.readers.text_cards import struck_line
    from deckcheck.readers.text_state import Line, TextState
    from deckcheck.readers.text_tables import table_row_line

    lines = {line for text in TEXTS for line in text.split("\n") if len(line) <= 300}
    lines |= {"Flag\t4", "A | B | 3", "Name ~~x~~", "Ab\u00a0| 3 |"}
    for game in all_games():
        state = TextState(game)
        shaped = 0
        for raw in lines:
            text = blank(raw.rstrip())[0]
            stripped = text.strip()
            if stripped[:1].isalpha() and "\t" not in stripped:
                shaped += 1
                line = Line(text, stripped, 1, len(text) - len(text.lstrip()), None, False, False)
                assert not struck_line(state, line) and not table_row_line(state, line), raw
        assert shaped > 300
