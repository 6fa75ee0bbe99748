"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Group headings (the ``heading`` reading): ``Size 3``, ``Monsters (10)``, words outside the fixed ones that
the pool confirms, and counted blocks reconciled with the cards under them.
"""

from __future__ import annotations

import pytest
from pasted_cases import ELDLICH, Case, cards_of, check_case, check_columns, copies, ygo_check

from cardpool import CardPool
from deckcheck.findings import quote
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

from helpers import check, rules_of

CASES = [
    # --- headings carry no card, with or without a count, with or without a colon
    Case("size-heading", "Size 3\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("size-heading-with-count", "Size 2 (8)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("size-heading-is-never-a-card", "Size 3 (4)\n", ()),
    Case("type-heading", "Monsters\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    # --- a type heading wrapped as section headings are (=== Side ===): a blog's decoration, no card
    Case(
        "wrapped-type-headings",
        "=== Spells (4) ===\n4 Dragon Breath\n--- Items ---\n1 Dragonblade, Dragobrave\n",
        (("Dragon Breath", 4, 2, 3), ("Dragonblade, Dragobrave", 1, 4, 3)),
    ),
    Case("type-heading-count", "Spells (12)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("type-heading-colon", "Items:\n2 Dragon Force\n", (("Dragon Force", 2, 2, 3),)),
    Case("type-heading-dash", "Impacts -\n2 Gargantua Punisher!!\n", (("Gargantua Punisher!!", 2, 2, 3),)),
    Case("type-heading-two-words", "Impact Monsters\n4 Bal Dragon\n", (("Bal Dragon", 4, 2, 3),)),
    Case("type-heading-dash-count", "Monsters - 22\n4 Bal Dragon\n", (("Bal Dragon", 4, 2, 3),)),
    Case("type-heading-n-cards", "Spells (12 cards)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    # --- tryout defect 3: headings outside the fixed words
    Case("size-and-category-heading", "Size 3 Monsters (4)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case(
        "category-headings",
        "Set Spells (4)\n4 Dragon Breath\nCounters (8)\n4 Dragoenergy\nWeapons\n2 Dragon Force\n",
        (("Dragon Breath", 4, 2, 3), ("Dragoenergy", 4, 4, 3), ("Dragon Force", 2, 6, 3)),
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


def test_a_heading_shaped_line_that_names_no_card_is_a_heading(pool: CardPool) -> None:
    text = (
        "Flag: Dragon World\nDragon World Monsters (8)\n4 Dragoenergy\n4 Dragon Breath\n\n"
        "Dragon Breath (4)\n4 Dragoenergy\n"
    )
    report = check(text, pool)
    assert [(c.name, c.count, c.line, c.column) for c in report.cards if c.section == "deck"] == [
        ("Dragoenergy", 4, 3, 3),
        ("Dragon Breath", 4, 4, 3),
        ("Dragon Breath", 4, 6, 1),  # a card the pool knows stays a card, its lines adding up or not
        ("Dragoenergy", 4, 7, 3),
    ]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.column) == (2, 1)
    assert note.message == '"Dragon World Monsters" is read as a heading: no card has that name'
    assert "unknown-card" not in rules_of(report)


def test_a_heading_shaped_line_whose_lines_do_not_add_up_stays_a_card_line() -> None:
    deck, _ = read_text("pasted.txt", "Dragon Brath (4)\n2 Dragoenergy\n")
    read, _ = resolve(deck, [], lambda _: None)  # a pool that knows no card: still no heading
    assert [(e.name, e.count) for e in read.entries] == [("Dragon Brath", 4), ("Dragoenergy", 2)]
    assert read.notes == ()


def test_a_category_heading_with_no_cards_is_no_parse_error() -> None:
    deck, problems = read_text("pasted.txt", "4 Dragon Breath\nDragon World Monsters (0)\n")
    read, _ = resolve(deck, problems, lambda _: None)
    assert problems == [] and [e.name for e in read.entries] == ["Dragon Breath"]
    assert [(n.line, n.message) for n in read.notes] == [
        (2, '"Dragon World Monsters (0)" is read as a heading: no card has that name')
    ]


def test_a_misspelt_card_shaped_like_a_heading_keeps_its_suggestions(pool: CardPool) -> None:
    text = "Flag: Dragon World\nDragon Breth (4)\n4 Dragoenergy\n\nFaraway Words (4)\n2 Dragoenergy\n2 Dragon Breath\n"
    report = check(text, pool)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert (unknown.card, unknown.line, unknown.column) == ("Dragon Breth", 2, 1)
    assert unknown.suggestions[0] == "Dragon Breath"
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.message) == (5, '"Faraway Words" is read as a heading: no card has that name')


def test_a_nickname_whose_single_next_line_adds_up_stays_an_unknown_card() -> None:
    report = ygo_check("Ash Blossom (3)\nEffect Veiler (3)\n")
    assert cards_of(report) == [("Ash Blossom", 3, 2, False), ("Effect Veiler", 3, 3, True)]
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.line == 2 and unknown.suggestions[0] == "Ash Blossom & Joyous Spring"


def test_a_heading_needs_two_card_lines_under_it_that_add_up() -> None:
    report = ygo_check("Hand Traps (6)\nEffect Veiler (3)\nAsh Blossom & Joyous Spring (3)\n")
    assert cards_of(report) == [("Effect Veiler", 3, 3, True), ("Ash Blossom & Joyous Spring", 3, 4, True)]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.message) == (2, '"Hand Traps" is read as a heading: no card has that name')


def test_a_near_card_name_stays_a_card_though_its_lines_add_up() -> None:
    """``Ghost Belle`` scores 86 against ``Ghost Beef`` (at least NEAR_SCORE): a misspelt card, not a heading."""
    from deckcheck.readers.resolve import NEAR_SCORE

    report = ygo_check("Ghost Belle (2)\n1 Effect Veiler\n1 Droll & Lock Bird\n")
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.card == "Ghost Belle" and NEAR_SCORE <= 86
    assert "reading-note" not in rules_of(report)


@pytest.mark.parametrize(
    ("text", "heading"),
    [("Handtraps (9)", False), ("Hand Traps (9)", True), ("Infinite Cards", True), ("Set Spells", True)],
)
def test_the_plural_ending_is_a_whole_word(text: str, heading: bool) -> None:
    from deckcheck.readers.text_reader import PLURAL_END

    assert (PLURAL_END.search(text.split(" (")[0]) is not None) is heading


def test_a_misspelt_card_ending_in_a_plural_keeps_its_suggestions() -> None:
    report = ygo_check("Infinit Cards\nBoard Breaker Cards\n1 Effect Veiler\n")
    assert cards_of(report) == [("Infinit Cards", 1, 2, False), ("Effect Veiler", 1, 4, True)]
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.suggestions[0] == "Infinite Cards"
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 3 and '"Board Breaker Cards" is read as a heading' in note.message


def test_the_games_card_kinds_alone_are_sub_headings_the_pool_confirms() -> None:
    text = "Extra Deck (3)\nFusion (2)\n1 Effect Veiler\n1 D-Fusion\nPendulum\nTuner\n1 Link\n"
    report = ygo_check(text, "Effect Veiler", "D-Fusion", "Link")
    read = [(c.name, c.count, c.line) for c in report.cards]
    assert read == [("Effect Veiler", 1, 4), ("D-Fusion", 1, 5), ("Link", 1, 8)]
    notes = [(f.line, f.message) for f in report.findings if f.rule == "reading-note"]
    assert notes == [
        (n, f"{quote(w)} is read as a heading: no card has that name")
        for n, w in ((3, "Fusion"), (6, "Pendulum"), (7, "Tuner"))
    ]


def test_a_card_named_like_a_kind_stays_a_card() -> None:
    report = ygo_check("Link\nTuner (2)\n1 Effect Veiler\n1 Link\n", "Effect Veiler", "Link")
    assert [(c.name, c.count) for c in report.cards][:1] == [("Link", 1)]


def test_a_nickname_written_as_the_cards_around_it_stays_a_card_though_the_lines_under_it_add_up() -> None:
    """``Maxx (3)`` then ``Ash Blossom (2)``, ``Banshee (1)``: dropped as a heading, a banned Maxx "C" was hidden."""
    text = (
        "Eldlich the Golden Lord (3)\nDoomking Balerdroch (1)\nMaxx (3)\nAsh Blossom & Joyous Spring (2)\n"
        "Necroworld Banshee (1)\n"
    )
    report = ygo_check(text, *ELDLICH)
    assert ("Maxx", 3) in copies(report)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.line == 4 and unknown.suggestions[0] == 'Maxx "C"'
    assert "reading-note" not in rules_of(report)


def test_a_nickname_inside_a_counted_heading_is_a_card_when_only_that_reading_adds_up() -> None:
    """Lines under ``Maxx (3)`` in another form (``2 Ash``): only ``Monsters (10)`` tells it is a card."""
    text = (
        "Monsters (10)\n3 Eldlich the Golden Lord\n1 Doomking Balerdroch\nMaxx (3)\n2 Ash Blossom & Joyous Spring\n"
        "1 Necroworld Banshee\n"
    )
    report = ygo_check(text, *ELDLICH)
    assert sum(c.count for c in report.cards) == 10 and ("Maxx", 3) in copies(report)
    assert [f.line for f in report.findings if f.rule == "unknown-card"] == [5]


def test_the_same_lines_without_the_counted_heading_read_maxx_as_a_heading() -> None:
    text = (
        "3 Eldlich the Golden Lord\n1 Doomking Balerdroch\nMaxx (3)\n2 Ash Blossom & Joyous Spring\n"
        "1 Necroworld Banshee\n"
    )
    report = ygo_check(text, *ELDLICH)
    assert ("Maxx", 3) not in copies(report)
    assert [(f.line, f.rule) for f in report.findings if f.rule in ("reading-note", "unknown-card")] == [
        (4, "reading-note")
    ]


def test_a_candidate_is_a_heading_when_only_that_reading_adds_up_to_the_section_count() -> None:
    """``Hand Trap Package (6)`` is written like the cards under it, but ``Main Deck (7)`` counts it as a heading."""
    text = (
        "Main Deck (7)\nHand Trap Package (6)\nEffect Veiler (3)\nAsh Blossom & Joyous Spring (3)\n"
        "Necroworld Banshee (1)\n"
    )
    report = ygo_check(text, *ELDLICH)
    assert copies(report) == [("Effect Veiler", 3), ("Ash Blossom & Joyous Spring", 3), ("Necroworld Banshee", 1)]
    assert [(f.line, f.rule) for f in report.findings if f.rule != "main-deck-size"] == [(3, "reading-note")]


def test_a_nickname_after_cards_written_as_it_is_stays_a_card_before_lines_in_another_form() -> None:
    """``Crow (3)`` after ``Called By (3)``: a card among cards, though ``2 Effect Veiler`` + ``1 ...`` add up."""
    text = (
        "Imperm (3)\nDroll (3)\nVeiler (3)\nAsh (3)\nCalled By (3)\nCrow (3)\n2 Effect Veiler\n"
        "1 Infinite Impermanence\n"
    )
    report = ygo_check(text, *ELDLICH)
    assert ("Crow", 3) in copies(report) and sum(c.count for c in report.cards) == 21
    assert "reading-note" not in rules_of(report)


def test_a_heading_over_lines_in_another_form_is_still_a_heading() -> None:
    report = ygo_check("Handtraps (4)\n3 Ash Blossom & Joyous Spring\n1 Effect Veiler\n", *ELDLICH)
    assert copies(report) == [("Ash Blossom & Joyous Spring", 3), ("Effect Veiler", 1)]
    [note] = [f for f in report.findings if f.rule != "main-deck-size"]
    assert (note.line, note.message) == (2, '"Handtraps" is read as a heading: no card has that name')


@pytest.mark.parametrize(
    ("game", "heading", "written"),
    [
        ("buddyfight", "Monsters (2):", "Monsters (2):"),
        ("buddyfight", "Impacts (2):", "Impacts (2):"),
        ("buddyfight", "## Monsters (2)", "Monsters (2)"),
        ("buddyfight", "### Monsters: 2", "Monsters: 2"),
        ("yugioh", "### Monsters (2)", "Monsters (2)"),
        ("vanguard", "### Grade 2 (2)", "Grade 2 (2)"),
        ("vanguard", "## Triggers (2):", "Triggers (2):"),
    ],
)
def test_a_sub_heading_s_count_is_checked_after_a_colon_and_in_a_markdown_heading(
    game: str, heading: str, written: str
) -> None:
    """``Monsters (21):`` (a closing colon), ``## Monsters (21)``, ``### Grade 2 (12)``: their counts said nothing over
    cards of another number, though ``Monsters (21)`` gave DC009 (a newcomer's blog and forum pastes)."""
    from deckcheck.games import get_game

    deck, problems = read_text("pasted.txt", f"{heading}\n3 Sunrise Egg\n\n4 Dragon Breath\n", get_game(game))
    assert problems == []
    column = heading.index(written[0]) + 1
    assert [(d.count, d.line, d.column, d.heading, d.until) for d in deck.declared] == [(2, 1, column, written, 2)]
