"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Section headings (the ``section heading`` reading, and section headers such as ``Sideboard: 15``): however a
heading is decorated it starts its section, its count is checked, and a second deck in one file is located.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pasted_cases import ELDLICH, Case, check_case, check_columns, ygo_check

from cardpool import CardPool
from deckcheck.games import get_game
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

from helpers import check, rules_of

CASES = [
    Case("main-deck-heading", "Main deck (50):\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3, "deck"),)),
    Case("decklist-heading", "Decklist:\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3, "deck"),)),
    # --- sections
    Case(
        "sideboard",
        "4 Dragon Breath\nSideboard (5):\n- 2 Dragoenergy\n",
        (("Dragon Breath", 4, 1, 3, "deck"), ("Dragoenergy", 2, 3, 5, "sideboard")),
    ),
    Case(
        "sideboard-dash-count",
        "Main Deck: 50 cards\n4 Dragon Breath\nSideboard - 5\n2 Dragoenergy\n",
        (("Dragon Breath", 4, 2, 3, "deck"), ("Dragoenergy", 2, 4, 3, "sideboard")),
    ),
    # --- a section heading with its count in brackets, in every game
    Case("main-deck-n-cards", "Main Deck (50 cards)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3, "deck"),)),
    Case("deck-n-cards", "Deck (50 cards)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3, "deck"),)),
    Case(
        "sideboard-n-cards",
        "4 Dragon Breath\nSideboard (15 cards)\n2 Dragoenergy\n",
        (("Dragon Breath", 4, 1, 3, "deck"), ("Dragoenergy", 2, 3, 3, "sideboard")),
    ),
    Case(
        "side-deck-square-count",
        "Main deck [50]\n4 Dragon Breath\nSide Deck [15 Cards]:\n2 Dragoenergy\n",
        (("Dragon Breath", 4, 2, 3, "deck"), ("Dragoenergy", 2, 4, 3, "sideboard")),
    ),
    Case(
        "yugioh-n-cards-headings",
        "Game: yugioh\nMain Deck (40 Cards):\n3 Pot of Greed\nExtra Deck [15]\n1 Stardust Dragon\n"
        "Sideboard (15 cards)\n3 Raigeki\n",
        (("Pot of Greed", 3, 3, 3, "main"), ("Stardust Dragon", 1, 5, 3, "extra"), ("Raigeki", 3, 7, 3, "side")),
        game="yugioh",
    ),
    Case(
        "yugioh-side-deck-n-cards",
        "Game: yugioh\nMain deck [40]\n3 Pot of Greed\nSide Deck (15 cards)\n3 Raigeki\n",
        (("Pot of Greed", 3, 3, 3, "main"), ("Raigeki", 3, 5, 3, "side")),
        game="yugioh",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


SECOND = "this file seems to hold more than one deck: a second deck starts here"


@pytest.mark.parametrize(
    ("text", "at", "what"),
    [
        ("Flag: Dragon World\n4 Dragon Breath\n\n2nd Place\nFlag: Magic World\n4 Dragon Breath\n", (5, 7), "flag"),
        ("Buddy: Flarefang Dragon\n4 Dragon Breath\nBuddy: Flarefang Dragon\n", (3, 8), "buddy"),
        (
            "Deck:\n4 Dragon Breath\nSideboard:\n2 Dragoenergy\n\nMain deck (50):\n4 Dragon Breath\n",
            (6, 1),
            '"Main deck"',
        ),
    ],
    ids=["flag", "buddy", "main-after-side"],
)
def test_a_second_deck_in_one_file_is_one_located_parse_error(text: str, at: tuple[int, int], what: str) -> None:
    deck, problems = read_text("report.txt", text + text)
    [problem] = problems
    assert (problem.line, problem.column) == at
    assert problem.message.startswith(SECOND) and what in problem.message
    assert problem.message.endswith("give each deck its own file")
    assert deck.entries  # checked as today otherwise


@pytest.mark.parametrize(
    "text",
    [
        "Flag: Dragon World\nBuddy: Demonic Deity A\nBuddy: Demonic Deity B\n4 Dragon Breath\n",
        "Buddy (2)\nDemonic Deity A\nDemonic Deity B\n4 Dragon Breath\n",
        "Deck:\n4 Dragon Breath\nSideboard:\n2 Dragoenergy\n",
        "Sideboard:\n2 Dragoenergy\nDeck:\n4 Dragon Breath\n",
        "Main Deck (40)\n3 Pot of Greed\nExtra Deck (1)\n1 Stardust Dragon\nSide Deck\n3 Raigeki\n",
    ],
    ids=["evil-deity-pair", "buddy-heading", "one-sideboard", "sideboard-first", "yugioh-sections"],
)
def test_one_deck_is_not_taken_for_two(text: str) -> None:
    _, problems = read_text("deck.txt", text)
    assert problems == []


@pytest.mark.parametrize(
    ("heading", "message"),
    [
        ("Main Deck (43)", "the heading says 43 cards; 40 are read in the Main Deck"),
        ("Main Deck: 41", "the heading says 41 cards; 40 are read in the Main Deck"),
        ("Main Deck (40)", None),
    ],
)
def test_a_section_headings_count_is_checked_against_the_cards_read(heading: str, message: str | None) -> None:
    main = "".join(f"3 {n}\n" for n in ELDLICH[:-2]) + "22 Droll & Lock Bird\n"
    report = ygo_check(f"{heading}\n{main}Extra Deck (1):\n1 Infinite Impermanence\nSide Deck (15)\n", *ELDLICH)
    found = [(f.line, f.severity, f.message) for f in report.findings if f.rule == "heading-count"]
    expected = [(2, "warning", message)] if message else []
    assert found == expected + [(12, "warning", "the heading says 15 cards; 0 are read in the Side Deck")]


def test_a_buddyfight_deck_heading_may_count_the_flag_and_the_buddy_and_a_sideboard_heading_is_checked(
    pool: CardPool,
) -> None:
    text = (
        "Flag: Dragon World\nBuddy: Flarefang Dragon\nDeck (52)\n4 Dragon Breath\n4 Dragoenergy\n"
        "4 Green Dragon Shield\n38 Flarefang Dragon\nSideboard (5)\n4 Dragon Breath\n"
    )
    report = check(text, pool)
    assert [(f.line, f.message) for f in report.findings if f.rule == "heading-count"] == [
        (8, "the heading says 5 cards; 4 are read in the sideboard")
    ]


def test_a_heading_count_warning_fails_strict(pool: CardPool) -> None:
    text = (Path(__file__).parents[2] / "examples/buddyfight/rules/heading-count.txt").read_text(encoding="utf-8")
    assert check(text, pool).legal and not check(text, pool, strict=True).legal
    assert rules_of(check(text.replace("Deck (54)", "Deck (52)"), pool)) == []


def test_a_flag_listed_among_the_cards_may_be_left_out_of_the_deck_headings_count(pool: CardPool) -> None:
    text = (
        "Deck (50):\n1 Dragon World\n4 Flarefang Dragon (Buddy)\n4 Dragon Breath\n4 Dragoenergy\n"
        "4 Green Dragon Shield\n34 Systemic Dagger Dragon\n"
    )
    assert "heading-count" not in rules_of(check(text, pool))
    assert "heading-count" in rules_of(check(text.replace("(50)", "(48)"), pool))


YGO_HEADINGS = [
    *(
        (heading, "side")
        for heading in (
            "Side Deck -",
            "Side Deck –",
            "Side Deck (3) -",
            "Side Deck 3:",
            "Side deck list:",
            "Side Deck Cards:",
            "Side Deck (vs. Floodgates):",
            "Side board:",
            "Side Board (5)",
            "Side-deck:",
            "Side-board:",
            "SIDE -",
            "Sideboard -",
            "Siding:",
            "Siding Options:",
            "Side Deck / Sideboard:",
            "[Side Deck]",
            "=== Side ===",
            "Side 1000",
            # the forms that were read before, kept
            "SIDE:",
            "side deck",
            "Sideboard (10)",
            "Side (5)",
            "Side Deck: 5",
            "Side - 5",
            "Sideboard:",
        )
    ),
    *(
        (heading, "extra")
        for heading in (
            "Extra Deck -",
            "Extra Deck –",
            "Extra Deck (10) -",
            "Extra Deck 10:",
            "Extra deck list:",
            "Extra Deck Monsters:",
            "[Extra Deck]",
            "=== Extra Deck ===",
            "-- Extra --",
            "Extra:",
            "Extra (15)",
        )
    ),
    *((heading, "main") for heading in ("Main Deck.", "Main Deck/40", "Main Deck -", "Deck list:")),
]


@pytest.mark.parametrize(("heading", "section"), YGO_HEADINGS, ids=[h for h, _ in YGO_HEADINGS])
def test_a_decorated_yugioh_section_heading_starts_its_section(heading: str, section: str) -> None:
    text = f"Main Deck:\n3 Ash Blossom & Joyous Spring\n  {heading}\n3 Effect Veiler\n"
    read, problems = read_text("pasted.txt", text, get_game("yugioh"))
    assert problems == []
    deck, _ = resolve(read, [], lambda _: None)
    got = [(e.name, e.count, e.line, e.column, e.section) for e in deck.entries]
    assert got == [("Ash Blossom & Joyous Spring", 3, 2, 3, "main"), ("Effect Veiler", 3, 4, 3, section)]
    assert deck.notes == ()


BF_HEADINGS = [
    ("Sideboard -", "sideboard"),
    ("Side Deck -", "sideboard"),
    ("Side board:", "sideboard"),
    ("Siding:", "sideboard"),
    ("Side (3)", "sideboard"),
    ("Main Deck -", "deck"),
    ("Items & Impacts", "deck"),
    ("Monsters & Spells", "deck"),
    ("Item & Impact (4)", "deck"),
    ("Items + Impacts (8)", "deck"),
    ("Spells and Items", "deck"),
]


@pytest.mark.parametrize(("heading", "section"), BF_HEADINGS, ids=[h for h, _ in BF_HEADINGS])
def test_a_decorated_buddyfight_heading_starts_its_section_or_is_a_label(heading: str, section: str) -> None:
    text = f"Deck:\n4x Dragon Breath\n{heading}\n4x Dragoenergy\n"
    read, problems = read_text("pasted.txt", text, get_game("buddyfight"))
    assert problems == []
    got = [(e.name, e.count, e.line, e.column, e.section) for e in read.entries]
    assert got == [("Dragon Breath", 4, 2, 4, "deck"), ("Dragoenergy", 4, 4, 4, section)]


def test_a_heading_naming_two_sections_starts_neither() -> None:
    """``Main/Side:`` says nothing of where the cards go: it is no section heading (the pool decides)."""
    read, _ = read_text("pasted.txt", "Main Deck:\n1 Effect Veiler\nMain/Side:\n", get_game("yugioh"))
    assert read.entries[-1].name == "Main/Side:" and read.entries[-1].section == "main"


SECTION_WORD_CARDS = ("Extra Veiler", "Extra Gate", "Main Gauche", "Side Effects?", "Effect Veiler")


def test_cards_whose_names_start_with_a_section_word_stay_cards() -> None:
    text = (
        "Main Deck:\n1 Effect Veiler\nExtra Veiler\n2 Extra Gate\nMain Gauche x2\nSide Effects?\nSide Deck:\n"
        "1 Extra Veiler\n"
    )
    report = ygo_check(text, *SECTION_WORD_CARDS)
    cards = [(c.name, c.count, c.line, c.section, c.canonical is not None) for c in report.cards]
    assert cards == [
        ("Effect Veiler", 1, 3, "main", True),  # line 1 is the "Game: yugioh" ygo_check puts first
        ("Extra Veiler", 1, 4, "main", True),
        ("Extra Gate", 2, 5, "main", True),
        ("Main Gauche", 2, 6, "main", True),
        ("Side Effects?", 1, 7, "main", True),
        ("Extra Veiler", 1, 9, "side", True),
    ]
    assert "parse-error" not in rules_of(report)


R1_MAIN = (
    "3 Eldlich the Golden Lord\n1 Doomking Balerdroch\n1 Necroworld Banshee\n2 Ash Blossom & Joyous Spring\n"
    "2 Cursed Eldland\n3 Eldlixir of Black Awakening\n1 Eldlixir of White Destiny\n1 Zombie World\n"
    "2 Pot of Extravagance\n1 Foolish Burial\n1 Foolish Burial Goods\n3 Eldlixir of Scarlet Sanguine\n"
    "3 Conquistador of the Golden Land\n2 Huaquero of the Golden Land\n1 Golden Land Forever!\n1 Solemn Judgment\n"
    "1 Skill Drain\n1 Rivalry of Warlords\n1 Gozen Match\n1 There Can Be Only One\n1 Dogmatika Punishment\n"
    "2 Torrential Tribute\n2 Infinite Impermanence\n"
)


R1_EXTRA = "".join(f"1 Extra Monster {n}\n" for n in range(10))


def _names(text: str) -> list[str]:
    return [line.split(" ", 1)[1] for line in text.splitlines()]


@pytest.mark.parametrize("side", ["Side Deck -", "Side Deck –", "SIDE -", "Side-deck:", "Siding:"])
def test_a_37_card_main_deck_with_a_dashed_side_heading_is_not_legal(side: str) -> None:
    """Tryout r1: ``Side Deck -`` was read as nothing, its 3 Nibiru counted in a "legal" 40-card Main Deck."""
    text = f"Main Deck:\n{R1_MAIN}{side}\n3 Nibiru, the Primal Being\n\nExtra Deck -\n{R1_EXTRA}"
    report = ygo_check(text, *_names(R1_MAIN), *_names(R1_EXTRA), "Nibiru, the Primal Being")
    assert dict(report.sections) == {"main": 37, "extra": 10, "side": 3}
    assert not report.legal
    nibiru = [(c.section, c.line, c.column) for c in report.cards if c.name.startswith("Nibiru")]
    assert nibiru == [("side", 27, 3)]  # after "Game: yugioh", "Main Deck:", 23 lines and the heading


R2 = """\
Sun Dragon Beatdown (Regionals Top 4)
Flag: Dragon World
Buddy: Flarefang Dragon

Size 1 (16)
4x Flarefang Dragon
4x Systemic Dagger Dragon
4x Ogre Size Dragon
4x Bal Dragon, "Bal Grand Strike!"
Spells (20)
4x Dragon Breath
4x Dragoenergy
4x Green Dragon Shield
4x Dragonic Destroy
4x Buddy Charge

Items & Impacts (14)
4x Sun Fist, Sunshine Impact
4x Dragon Force, "Style of Impact"
6x Gargantua Punisher!!

Sideboard -
3x Buddy Help
"""


def test_the_r2_buddyfight_list_keeps_its_sideboard_apart() -> None:
    """Tryout r2: ``Sideboard -`` was read as nothing, its 3 cards counted in the deck."""
    read, problems = read_text("r2.txt", R2, get_game("buddyfight"))
    assert problems == []
    totals: dict[str, int] = {}
    for entry in resolve(read, [], lambda _: None)[0].entries:  # the title goes; bare lines are no counted cards
        if not entry.bare:
            totals[entry.section] = totals.get(entry.section, 0) + entry.count
    assert totals == {"deck": 50, "sideboard": 3}
    assert [(e.name, e.line, e.column) for e in read.entries if e.section == "sideboard"] == [("Buddy Help", 23, 4)]


def test_a_decorated_section_headings_count_is_checked_and_a_remark_is_no_count() -> None:
    text = (
        "Main Deck 40\n40 Effect Veiler\nSide Deck - 4 cards:\n3 Effect Veiler\nExtra Deck (Sun Fist 2):\n"
        "1 Link Spider\n"
    )
    report = ygo_check(text, *ELDLICH, "Link Spider")
    assert [(f.line, f.message) for f in report.findings if f.rule == "heading-count"] == [
        (4, "the heading says 4 cards; 3 are read in the Side Deck")
    ]


@pytest.mark.parametrize(
    "heading",
    [
        "Side Monsters (3)",
        "Side Deck Monsters (3)",
        "Side Deck - Monsters (3)",
        "Side Deck Monster Cards",
        "Side Deck Cards (3)",
        "Side Deck List (3)",
        "Side Cards (3)",
        "Side Deck Spells & Traps (3)",
        "Side Deck - Monsters / Spells",
    ],
)
def test_a_side_deck_heading_with_a_card_kind_starts_the_side_deck(heading: str) -> None:
    """``Side Monsters (3)``: the Side Deck's cards, not a sub-heading of the Extra Deck (where a Main Deck monster
    was an error); later kind headings of the Side Deck keep it going."""
    text = f"Main Deck\n3 Effect Veiler\nExtra Deck (0)\n{heading}\n3 Ghost Ogre & Snow Rabbit\n"
    names = ("Effect Veiler", "Ghost Ogre & Snow Rabbit", "Droll & Lock Bird")
    report = ygo_check(text + "Side Spells (2)\n2 Droll & Lock Bird\n", *names)
    assert report.sections == {"main": 3, "extra": 0, "side": 5}
    assert [f.code for f in report.findings if f.code in ("YG201", "DC002")] == []
    if "Monster" in heading and "Cards" not in heading:  # a kind's count is its part's: 3 here, 2 under Side Spells
        assert [f.code for f in report.findings if f.code == "DC009"] == []


@pytest.mark.parametrize(
    "line", ["Sideboard - Dragon Throne x2", "Sideboard - 2 Dragon Throne", "Side Deck – 2x Dragon Throne"]
)
def test_a_card_after_a_section_word_and_a_dash_is_that_section_s(line: str) -> None:
    """``Sideboard - Dragon Throne x2`` was an unknown card "Sideboard - Dragon Throne" in the deck: a ban of Dragon
    Throne went unseen until the line was mended (an organiser's try). With a count, it is the section's card, as
    ``Sideboard: Dragon Throne x2`` is."""
    deck, problems = read_text("d.txt", f"Flag: Dragon World\n4 Dragoenergy\n{line}\n", get_game("buddyfight"))
    assert problems == [] and [(e.name, e.count, e.section) for e in deck.entries][1:] == [
        ("Dragon Throne", 2, "sideboard")
    ]
