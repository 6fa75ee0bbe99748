"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Headers and metadata (the ``header`` and ``metadata`` readings): ``Deck: X``, ``Author: X``, blog profile
lines, and the data lines (settings, paths) that are never a card.
"""

from __future__ import annotations

import pytest
from pasted_cases import Case, check_case, check_columns, round3

from cardpool import CardPool

from helpers import check, rules_of

CASES = [
    Case("profile-meta", "Author: Gao\nEvent: Store Championship\n4 Dragon Breath\n", (("Dragon Breath", 4, 3, 3),)),
    Case(
        "blog-metadata-lines",
        "Posted by Gao on 2017-03-01\nPlacement: 1st\n4 Dragon Breath\nCreated with the Buddyfight deck builder\n",
        (("Dragon Breath", 4, 3, 3),),
    ),
    # --- tryout 2, defect 5: "Deck: words" is left to the pool (a deck name, or one copy of a card)
    Case(
        "deck-line-with-words",
        "Deck: Sun Fist beats\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 2, 3),),
        notes=("read as the deck's name",),
        name="Sun Fist beats",
    ),
    Case("deck-line-with-a-count", "Deck: 4 Dragon Breath\n", (("Dragon Breath", 4, 1, 9),)),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


def test_a_deck_line_with_words_names_the_deck_unless_they_name_a_card(pool: CardPool) -> None:
    report = check("Deck: Sun Fist beats\nDeck: Dragon Breath\nFlag: Dragon World\n4 Dragoenergy\n", pool)
    assert report.name == "Sun Fist beats"
    assert [(c.name, c.count, c.line, c.column) for c in report.cards if c.section == "deck"] == [
        ("Dragon Breath", 1, 2, 7),
        ("Dragoenergy", 4, 4, 3),
    ]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.column) == (1, 7)
    assert note.message == "'Deck: Sun Fist beats' is read as the deck's name: no card has that name"
    assert "unknown-card" not in rules_of(report)


def test_a_deck_line_does_not_replace_a_deck_name_given_before(pool: CardPool) -> None:
    report = check("Deck Name: Bal Sun Fist\nDeck: Sun Fist beats\n4 Dragon Breath\n", pool)
    assert report.name == "Bal Sun Fist" and "unknown-card" not in rules_of(report)


@pytest.mark.parametrize("line", ["I:P Masquerena", "S:P Little Knight", "W:P Fancy Ball", "EM:P Meowmine"])
def test_a_card_whose_name_holds_a_colon_is_no_data_line(line: str) -> None:
    from deckcheck.readers.data_lines import is_data_line

    assert not is_data_line(line)
    report = round3(f"1 Effect Veiler\n{line}\n")
    assert [(c.name, c.canonical is not None) for c in report.cards][1:] == [(line, True)]
    assert "parse-error" not in rules_of(report)


@pytest.mark.parametrize("line", ["HOME:/root", "root:x:0:0:root:/root:/bin/bash", "API_KEY=sk-123", "AWS:Key x"])
def test_settings_lines_stay_data_lines(line: str) -> None:
    from deckcheck.readers.data_lines import is_data_line

    assert is_data_line(line)


def test_player_name_is_a_header_not_a_missing_colon() -> None:
    """``Player Name: Sam Rivers`` (a registration sheet's first line) names the player; it was "'Player' needs a
    colon" (an error that made a legal deck illegal)."""
    check_case(Case("player-name", "Player Name: Sam Rivers\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)))
