"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Headers and metadata (the ``header`` and ``metadata`` readings): ``Deck: X``, ``Author: X``, blog profile
lines, and the data lines (settings, paths) that are never a card.
"""

from __future__ import annotations

import csv
import json
import sqlite3

import pytest
from pasted_cases import Case, check_case, check_columns, round3

from cardpool import CardPool

from helpers import SHARED_DATA, check, rules_of

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
    # --- a newcomer's try: a deck site's metadata lines were unknown cards counted in the deck ("Cost: 40": forty)
    Case(
        "deck-site-metadata",
        "Tags: something 2016\nVersion: 2\nComment: good vs Danger World\nRating: 4.5\nViews: 1200\nPrice: $45.00\n"
        "Last updated: 2016-05-01\nPosted: May 2016\nCost: 40\nBudget: low\nRegion: EU\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 12, 3),),
    ),
    Case(
        "deck-site-metadata-among-cards",
        "4 Dragon Breath\nPrice: $45.00\nViews: 1200\nID: 1234\n2 Dragoenergy\n",
        (("Dragon Breath", 4, 1, 3), ("Dragoenergy", 2, 5, 3)),
    ),
    Case(
        "deck-site-metadata-case-and-spacing",
        "  PRICE :  $45\nLast  Updated: May\nLastupdated: May\n**Budget:** low\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 5, 3),),
    ),
    Case(
        "deck-site-metadata-then-a-title",
        "Version: 2\nSun Fist beats - Dragon World\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        notes=("is read as the deck's title",),
        name="Sun Fist beats - Dragon World",
    ),
    Case(  # a key word with no colon right after it, or a card's own colon: cards
        "metadata-words-in-card-names",
        "Cost Down x2\nArmor Talisman: ZERO DAMAGE\n2 Armor Talisman: COUNTER ATTACK\n",
        (("Cost Down", 2, 1, 1), ("Armor Talisman: ZERO DAMAGE", 1, 2, 1), ("Armor Talisman: COUNTER ATTACK", 2, 3, 3)),
    ),
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


def _real_names() -> list[str]:
    """Every card name of the real tables (Buddyfight, Yu-Gi-Oh!, Vanguard) that are in the shared data."""
    names: set[str] = set()
    buddyfight, yugioh = SHARED_DATA / "buddyfight-en-cards.csv", SHARED_DATA / "yugioh" / "cards.sqlite"
    vanguard = SHARED_DATA / "vanguard" / "d-series-cards.json"
    if buddyfight.exists():
        with buddyfight.open(encoding="utf-8", newline="") as handle:
            names.update(row["name"] for row in csv.DictReader(handle))
    if yugioh.exists():
        with sqlite3.connect(f"file:{yugioh}?mode=ro", uri=True) as db:
            names.update(row[0] for row in db.execute("select name from card") if row[0])
    if vanguard.exists():
        names.update(card["name"] for card in json.loads(vanguard.read_text(encoding="utf-8"))["cards"])
    return sorted(names)


def test_no_real_card_is_a_metadata_line() -> None:
    """No card name of the real tables reads as a metadata line (a key, its colon and a value) in any game:
    ``Armor Talisman: ZERO DAMAGE`` and ``Number 39: Utopia`` are cards, ``Tags: X`` and ``Price: $45.00`` not."""
    from deckcheck.games import all_games
    from deckcheck.readers.words import text_patterns

    names = _real_names()
    if not names:
        pytest.skip(f"no real card table in {SHARED_DATA}")
    for game in all_games():
        meta = text_patterns(game).ignored_meta
        assert [name for name in names if meta.fullmatch(name)] == [], game.name
        assert meta.fullmatch("Last  updated: 2016-05-01") and not meta.fullmatch("Armor Talisman: ZERO DAMAGE")
