"""The text reader finds a list's game during its one pass (:class:`deckcheck.readers.headings.GameWatch`): the first
``Game:`` line anywhere, else the headings only one game has. Where they show another game than the fallback, the
read starts again as that game; lines are read about once, not once per pre-pass."""

from __future__ import annotations

import pytest

from deckcheck.readers import read_deck, text_reader
from deckcheck.readers.limits import MAX_PROBLEMS

CARDS = "4 Dragon Breath\n4 Dragoenergy\n3 Green Dragon Shield\n"


def read(text: str) -> tuple[str, int | None, list[str]]:
    deck, _ = read_deck("deck.txt", text.encode())
    return deck.game, deck.game_line, [n.message for n in deck.notes]


def test_a_game_line_after_the_cards_names_the_game() -> None:
    game, line, _ = read(CARDS + "Game: yugioh\n")
    assert (game, line) == ("yugioh", 4)


def test_the_first_game_line_decides() -> None:
    assert read("Game: yugioh\n" + CARDS + "Game: buddyfight\n")[0] == "yugioh"


def test_a_game_line_decides_before_headings() -> None:
    game, _, notes = read("Extra Deck (3)\n" + CARDS + "Game: buddyfight\n")
    assert game == "buddyfight" and not any("is a heading only" in n for n in notes)


def test_one_games_headings_name_it_with_a_note() -> None:
    game, line, notes = read(CARDS + "Extra Deck (3)\n3 Borrelsword Dragon\n")
    assert (game, line) == ("yugioh", 4)
    assert notes[0].startswith('read as Yu-Gi-Oh!: "Extra Deck (3)" is a heading only Yu-Gi-Oh! decks have')


def test_two_games_headings_name_neither() -> None:
    game, _, notes = read("Extra Deck (3)\n" + CARDS + "Flag: Dragon World\n")
    assert game == "buddyfight" and not any("is a heading only" in n for n in notes)


def test_an_unknown_game_line_is_that_game() -> None:
    deck, _ = read_deck("deck.txt", (CARDS + "Game: chess\n").encode())
    assert (deck.game, deck.game_line) == ("chess", 4)


def test_a_game_line_past_the_problem_limit_still_names_the_game() -> None:
    text = "0 Bad\n" * (MAX_PROBLEMS + 5) + "Game: yugioh\n"
    assert read(text)[0] == "yugioh"  # its line is past the read, so the deck gives none


@pytest.mark.parametrize(
    ("text", "most"),
    [
        ("Game: yugioh\n" + CARDS * 10, 1),  # the read as the fallback stops at line 1
        ("Main Deck\n" + CARDS * 10 + "Extra Deck (3)\n3 Borrelsword Dragon\n", 32),
        (CARDS * 10, 0),
    ],
    ids=["game-line-first", "heading-late", "no-game-shown"],
)
def test_lines_are_read_about_once(text: str, most: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every line is read once by the read that keeps it; a read that stops for another game read ``most`` lines."""
    calls: list[int] = []
    real = text_reader.plain_card  # the first reading every line the reader reads is tried by

    def counted(r: text_reader.TextState, raw: str, number: int) -> bool:
        calls.append(number)
        return real(r, raw, number)

    monkeypatch.setattr(text_reader, "plain_card", counted)
    read_deck("deck.txt", text.encode())
    lines = sum(1 for line in text.split("\n") if line.strip())
    assert lines <= len(calls) <= lines + most


def test_a_heading_pattern_asked_by_its_start_answers_as_the_whole_pattern() -> None:
    """:class:`~deckcheck.readers.headings.OwnHeading` asks a small pattern of how a game's headings start before
    its whole pattern (compiled only then): the answers are the whole pattern's, on every line of the corpus and on
    every own word in several cases and spellings."""
    import re

    from test_plain_card_line import TEXTS

    from deckcheck.games import all_games
    from deckcheck.readers.headings import own_headings

    games = all_games()
    lines = {line.strip() for text in TEXTS for line in text.split("\n")}
    for game, heading in own_headings(games):
        whole = re.compile(heading.source, re.IGNORECASE)
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z ]+", heading.source) if len(w) > 1]
        cases = (str.upper, str.title, str.lower)
        tails = ("", ":", " (3)", ": Dragon World", " - Jackknife", " (2): 4")
        tried = lines | {case(w) + tail for w in words for case in cases for tail in tails}
        tried |= {"\u212a" + w[1:] for w in words}  # a Kelvin sign for the first letter: a K to both, without case
        for line in tried:
            assert heading.fullmatch(line) == (whole.fullmatch(line) is not None), (game.name, line)
        assert any(heading.fullmatch(line) for line in tried)
