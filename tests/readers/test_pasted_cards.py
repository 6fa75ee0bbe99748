"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Card lines (the last reading, ``card``): counts before and after the name, bullets, list numbers, card
numbers beside the name, counts that cannot be one, and names that start with a number.
"""

from __future__ import annotations

import pytest
from pasted_cases import Case, cards_of, check_case, check_columns, round3, ygo_check, ygo_pool

from cardpool import CardPool
from deckcheck.readers.text_reader import read_text

from helpers import check, rules_of

CASES = [
    # --- counts after the name, and dash and arrow bullets (found by trying pasted lists)
    Case("count-x-after-name", "Dragonic Charge 4x\n", (("Dragonic Charge", 4, 1, 1),)),
    Case("count-in-brackets-after-name", "Dragonic Destroy [4]\n", (("Dragonic Destroy", 4, 1, 1),)),
    Case("count-after-a-spaced-dash", "Dragonic Heal - 4\n", (("Dragonic Heal", 4, 1, 1),)),
    Case("count-after-a-colon", "Dragonic Thunder: 4\n", (("Dragonic Thunder", 4, 1, 1),)),
    Case("en-dash-bullet", "– 4 Dragonic Shoot\n", (("Dragonic Shoot", 4, 1, 5),)),
    Case("em-dash-bullet", "— 3 Dragon Breath\n", (("Dragon Breath", 3, 1, 5),)),
    Case(
        "arrow-bullet",
        "-> 2 Dragoenergy\n→ 1 Dragonic Heal\n",
        (("Dragoenergy", 2, 1, 6), ("Dragonic Heal", 1, 2, 5)),
    ),
    # --- card lines: bullets and numbering
    Case("dash-bullet", "- 4 Dragon Breath\n", (("Dragon Breath", 4, 1, 5),)),
    Case("star-bullet", "* 4x Dragon Breath\n", (("Dragon Breath", 4, 1, 6),)),
    Case("dot-bullet", "• 4 Dragon Breath\n", (("Dragon Breath", 4, 1, 5),)),
    Case("numbered", "1. 4 Dragon Breath\n", (("Dragon Breath", 4, 1, 6),)),
    Case("numbered-paren", "12) 3 Dragon Breath\n", (("Dragon Breath", 3, 1, 7),)),
    Case("indented-bullet", "  - 4 Dragon Breath\n", (("Dragon Breath", 4, 1, 7),)),
    Case(
        "numbered-bare-name",
        "2. Dragon Breath\n",
        (("Dragon Breath", 1, 1, 4),),
        notes=("list number",),
    ),
    # --- counts glued on, after, with x or ×, and tabs
    Case("glued-count", "4xDragon Breath\n", (("Dragon Breath", 4, 1, 3),)),
    Case("x-before-count", "x4 Dragon Breath\n", (("Dragon Breath", 4, 1, 4),)),
    Case("x-space-before-count", "x 2 Dragon Breath\n", (("Dragon Breath", 2, 1, 5),)),
    Case("times-after", "Dragon Breath ×4\n", (("Dragon Breath", 4, 1, 1),)),
    Case("times-between", "4 × Dragon Breath\n", (("Dragon Breath", 4, 1, 5),)),
    Case("paren-x-count", "Dragon Breath (x4)\n", (("Dragon Breath", 4, 1, 1),)),
    # --- a Japanese keyboard's full-width x, a web page's zero-width space after the count
    Case(
        "full-width-x",
        "3ｘ Dragon Breath\nDragon Breath ｘ2\n",
        (("Dragon Breath", 3, 1, 4), ("Dragon Breath", 2, 2, 1)),
    ),
    Case("zero-width-after-count", "4\u200b Dragon Breath\n", (("Dragon Breath", 4, 1, 4),)),
    # --- a category label before the count
    Case("label-dash", "Weapons - 3x Dragon Force\n", (("Dragon Force", 3, 1, 14),)),
    Case("label-colon", "Spells: 4 Dragon Breath\n", (("Dragon Breath", 4, 1, 11),)),
    # --- a trailing remark that is neither a card number nor a count
    Case(
        "trailing-remark",
        "3x Five Heavenly Swords, Onimaru (switched from Munechika)\n",
        (("Five Heavenly Swords, Onimaru", 3, 1, 4),),
        notes=("remark (switched from Munechika)",),
    ),
    Case("number-tag-stays", "4 Dragon Breath (TD01/0010EN)\n", (("Dragon Breath (TD01/0010EN)", 4, 1, 3),)),
    # --- bare names are one copy
    Case("bare-name", "Dragon Breath\n", (("Dragon Breath", 1, 1, 1),)),
    Case(
        "bare-names-under-heading",
        "Spells\nDragon Breath\nDragoenergy\n",
        (("Dragon Breath", 1, 2, 1), ("Dragoenergy", 1, 3, 1)),
    ),
    # --- tryout defect 5: a card number beside the name stays in the name (the index reads it)
    Case(
        "number-before-name",
        "4x D-BT01/0010EN Flarefang Dragon\n",
        (("D-BT01/0010EN Flarefang Dragon", 4, 1, 4),),
    ),
    Case(
        "number-before-name-count-after",
        "D-BT01/0023EN Blazehorn Dragon x4\n",
        (("D-BT01/0023EN Blazehorn Dragon", 4, 1, 1),),
    ),
    Case(
        "number-after-a-dash",
        "4 Giant Flare Dragon - D-SD01/0002EN\n",
        (("Giant Flare Dragon - D-SD01/0002EN", 4, 1, 3),),
    ),
    # --- tryout defect 6: more count forms
    Case("count-in-parentheses-first", "(4) Bal Support\n", (("Bal Support", 4, 1, 5),)),
    Case("count-in-brackets-first", "[3] Dragonic Grimoire\n", (("Dragonic Grimoire", 3, 1, 5),)),
    Case("copies-of", "4 copies of Green Dragon Shield\n", (("Green Dragon Shield", 4, 1, 13),)),
    # --- a newcomer's list: a count and the word "copies" after the name, in each way a count after it is written
    Case("copies-after-a-dash", "Spike Shoulder Dragon - 4 copies\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("copies-after-an-en-dash", "Spike Shoulder Dragon – 4 copies\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("copies-after-a-colon", "Spike Shoulder Dragon: 4 copies\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("copies-in-parentheses", "Spike Shoulder Dragon (4 copies)\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("copies-in-brackets", "Spike Shoulder Dragon [4 copies]\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("copies-after-the-name", "Spike Shoulder Dragon 4 copies\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("copies-after-x", "Spike Shoulder Dragon x4 copies\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("one-copy-after-a-dash", "- Dragon Breath - 1 copy\n", (("Dragon Breath", 1, 1, 3),)),
    Case("x-count-after-an-en-dash", "Spike Shoulder Dragon – 4x\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("copies-before-the-name", "4 copies Spike Shoulder Dragon\n", (("Spike Shoulder Dragon", 4, 1, 10),)),
    Case("cards-after-a-dash", "Spike Shoulder Dragon - 4 cards\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("cards-in-parentheses", "Spike Shoulder Dragon (4 Cards)\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("the-count-twice-with-copies", "4x Spike Shoulder Dragon 4 copies\n", (("Spike Shoulder Dragon", 4, 1, 4),)),
    Case("a-heading-of-copies", "Spells (13 copies)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case(
        "copies-then-the-buddy-mark",
        "Drum Bunker Dragon (4 copies) (Buddy)\n",
        (("Drum Bunker Dragon", 4, 1, 1),),
        buddy=(("Drum Bunker Dragon", 1, 1),),
        notes=("read as the buddy, and 4 copies",),
    ),
    Case(
        "copies-in-a-remark-stay-a-remark",
        "4 Dragoenergy\nDragon Breath (switched 4 copies)\n",
        (("Dragoenergy", 4, 1, 3), ("Dragon Breath", 1, 2, 1)),
        notes=("remark (switched 4 copies)",),
    ),
    # --- tryout 2, defect 2: a name that starts with a digit, written without a count, is one copy
    Case(
        "digit-led-bare-names",
        "3-Hump Lacooda\n30,000-Year White Turtle\n1st Movement Solo\n",
        (("3-Hump Lacooda", 1, 1, 1), ("30,000-Year White Turtle", 1, 2, 1), ("1st Movement Solo", 1, 3, 1)),
    ),
    Case("number-then-name-is-a-count", "7 Colored Fish\n", (("Colored Fish", 7, 1, 3),)),  # the pool decides
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


def test_bare_lines_are_marked_so_unreadable_text_can_be_told_apart() -> None:
    deck, _ = read_text("pasted.txt", "4 Dragon Breath\nDragoenergy\nlorem ipsum dolor\n")
    assert [(e.name, e.bare) for e in deck.entries] == [
        ("Dragon Breath", False),
        ("Dragoenergy", True),
        ("lorem ipsum dolor", True),
    ]


def test_an_unknown_line_is_an_unknown_card_with_suggestions(pool: CardPool) -> None:
    report = check("Flag: Dragon World\nBuddy: Flarefang Dragon\nDragon Breth\n", pool)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert (unknown.line, unknown.column) == (3, 1)
    assert unknown.suggestions[0] == "Dragon Breath"
    assert "parse-error" not in rules_of(report)


def test_real_garbage_is_still_a_parse_error() -> None:
    _, problems = read_text("pasted.txt", "0 Dragon Breath\n?!?!\n1000 Dragoenergy\n")
    assert [(p.line, p.column) for p in problems] == [(1, 1), (2, 1), (3, 1)]


def test_a_bare_trailing_number_is_the_count_when_the_name_before_it_is_a_card(pool: CardPool) -> None:
    report = check("Flag: Dragon World\nDragon Breath 3\nDragon Breth 2\n", pool)
    assert [(c.name, c.count, c.line, c.column) for c in report.cards if c.section == "deck"] == [
        ("Dragon Breath", 3, 2, 1),
        ("Dragon Breth 2", 1, 3, 1),
    ]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.column) == (2, 1) and "read as its count: 3 copies" in note.message
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.line == 3


@pytest.mark.parametrize(
    "line",
    [
        "4x TD01/0010EN Dragon Breath",
        "TD01/0010EN Dragon Breath x4",
        "4 Dragon Breath - TD01/0010EN",
        "TD01/0010EN\tDragon Breath\t4",
    ],
    ids=["number-first", "number-first-count-after", "number-after-dash", "table"],
)
def test_a_card_number_beside_the_name_names_that_printing(line: str, pool: CardPool) -> None:
    report = check(f"Flag: Dragon World\n{line}\n", pool)
    [card] = [c for c in report.cards if c.section == "deck"]
    assert (card.canonical, card.count, card.line) == ("Dragon Breath", 4, 2)
    assert {f.rule for f in report.findings} <= {"deck-size", "buddy-missing"}, [f.message for f in report.findings]


def test_a_card_number_beside_another_cards_name_matches_nothing(pool: CardPool) -> None:
    report = check("Flag: Dragon World\n4x TD01/0010EN Dragoenergy\n", pool)
    assert "unknown-card" in rules_of(report)


@pytest.mark.parametrize(
    ("line", "message", "column"),
    [
        ("Dragon Breath - 0 copies", "count 0 is not allowed", 17),
        ("Dragon Breath (1000 copies)", "count 1000 is larger than 999", 16),
        ("3x Dragon Breath (4 copies)", "two counts", 1),
        ("3x Dragon Breath 4 copies", "two counts", 1),
    ],
)
def test_a_count_with_the_word_copies_that_cannot_be_the_count_is_a_located_parse_error(
    line: str, message: str, column: int
) -> None:
    deck, problems = read_text("pasted.txt", f"4 Dragoenergy\n{line}\n")
    assert [(p.line, p.column) for p in problems] == [(2, column)] and problems[0].message.startswith(message)
    assert [e.name for e in deck.entries] == ["Dragoenergy"]


def test_the_word_copies_after_a_count_is_never_read_as_a_card(pool: CardPool) -> None:
    """``Spike Shoulder Dragon - 4 copies`` was four copies of a card "copies" (the name taken for a label)."""
    report = check("Flag: Dragon World\nDragon Breath - 4 copies\nDragoenergy (2 copies)\n", pool)
    assert [(c.name, c.count, c.line, c.column) for c in report.cards if c.section == "deck"] == [
        ("Dragon Breath", 4, 2, 1),
        ("Dragoenergy", 2, 3, 1),
    ]
    assert {"unknown-card", "reading-note", "parse-error"}.isdisjoint(rules_of(report))


@pytest.mark.parametrize(
    ("old", "new", "count"),
    [
        ("(2) Bal Suport", "Bal Support", "2"),
        ("Dragonic Grimoir [3]", "Dragonic Grimoire", "3"),
        ("Sun Dragon Shild 1", "Sun Dragon Shield", "1"),
    ],
    ids=["parentheses", "brackets", "bare-number"],
)
def test_the_fix_note_for_a_dropped_count_names_the_real_count(old: str, new: str, count: str) -> None:
    from deckcheck.run.fixer import Edit, skip_note

    message = skip_note("d.txt", Edit(3, 1, old, new))
    assert f"write the count first ('{count} {new}')" in message


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("Dragon Breath x0", 16),
        ("Dragoenergy x1000", 14),
        ("Dragon Breath (0)", 16),
        ("Dragon Breath [1000]", 16),
        ("Dragon Breath: 0", 16),
        ("Dragon Breath - 1000", 17),
    ],
    ids=["x0", "x1000", "paren-0", "square-1000", "colon-0", "dash-1000"],
)
def test_a_trailing_count_that_cannot_be_one_is_a_located_parse_error(line: str, column: int) -> None:
    deck, problems = read_text("pasted.txt", f"4 Dragon Breath\n{line}\n")
    assert [(p.line, p.column) for p in problems] == [(2, column)]
    assert "count" in problems[0].message
    assert [e.name for e in deck.entries] == ["Dragon Breath"]


def test_a_number_that_starts_a_card_name_is_one_copy_of_that_card_when_the_rest_is_no_card() -> None:
    from yugioh_helpers import check_text

    pool = ygo_pool("7 Colored Fish", "Colored", "3 Colored")
    report = check_text("Game: yugioh\n7 Colored Fish\n3 Colored\n", pool)
    assert [(c.name, c.count, c.line, c.column) for c in report.cards] == [
        ("7 Colored Fish", 1, 2, 1),
        ("Colored", 3, 3, 3),  # "Colored" is a card: the number is its count
    ]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.column) == (2, 1)
    assert note.message.startswith('"7 Colored Fish" is read as one copy of that card')
    assert "unknown-card" not in rules_of(report)


def test_a_line_of_digits_is_the_card_the_pool_knows_by_it_else_a_located_parse_error() -> None:
    report = ygo_check("Main Deck\n7\n3 Effect Veiler\n  40\n", "7", "Effect Veiler")
    assert cards_of(report) == [("7", 1, 3, True), ("Effect Veiler", 3, 4, True)]
    [error] = [f for f in report.findings if f.rule == "parse-error"]
    assert (error.line, error.column) == (5, 3) and 'no card has the name or number "40"' in error.message
    assert not report.legal


@pytest.mark.parametrize(
    ("line", "name", "count"),
    [
        ("T.G. Warwolf x3", "T.G. Warwolf", 3),
        ("Mr. Volcano (2)", "Mr. Volcano", 2),
        ("Danger! Nessie! x3", "Danger! Nessie!", 3),
        ("By Order of the Emperor x2", "By Order of the Emperor", 2),
        ("St. Joan [1]", "St. Joan", 1),
        ("D. Tribe ×3", "D. Tribe", 3),
        ("U.A. Stadium: x3", "U.A. Stadium", 3),
        ("Mr. Volcano, x3", "Mr. Volcano", 3),
        ("A.I. Meet You (x3)", "A.I. Meet You", 3),
        ("St. Joan x 3", "St. Joan", 3),
        ("Danger! Nessie!   x3", "Danger! Nessie!", 3),
        ("D.D. Crow: 2", "D.D. Crow", 2),
        ("3 Copy Knight", "Copy Knight", 3),
        ("2 copies of Knight", "Knight", 2),
        ("1 copy of Knight", "Knight", 1),
        ("7 x2", "7", 2),
        ("7 (2)", "7", 2),
        ("7 - 2", "7", 2),
        ("7: 2", "7", 2),
        ("7 ×2", "7", 2),
        ("7\t3", "7", 3),
        ("3 7", "7", 3),
    ],
)
def test_a_trailing_count_is_never_part_of_the_name(line: str, name: str, count: int) -> None:
    report = round3(f"1 Effect Veiler\n{line}\n")
    assert [(c.name, c.count, c.canonical is not None) for c in report.cards][1:] == [(name, count, True)]
    assert {"reading-note", "name-spelling", "unknown-card", "parse-error"}.isdisjoint(rules_of(report))


@pytest.mark.parametrize("line", ["Side Effects?", "Extra Veiler", "Extra Gate", "Extra Net", "4000 Festival!"])
def test_a_line_that_reads_as_a_parse_problem_is_the_card_the_pool_knows_by_it(line: str) -> None:
    report = round3(f"Main Deck\n1 Effect Veiler\n  {line}\n")
    assert [(c.name, c.count, c.line, c.column, c.canonical is not None) for c in report.cards][1:] == [
        (line, 1, 4, 3, True)
    ]
    assert "parse-error" not in rules_of(report) and "reading-note" not in rules_of(report)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Extra Veilr", "'Extra' needs a colon: write 'Extra: Veilr'"),
        ("4000 Festivl!", "count 4000 is larger than 999"),
    ],
)
def test_such_a_line_the_pool_does_not_know_stays_its_parse_problem(line: str, message: str) -> None:
    report = round3(f"1 Effect Veiler\n{line}\n")
    [error] = [f for f in report.findings if f.rule == "parse-error"]
    assert (error.line, error.column) == (3, 1) and error.message.startswith(message)
    assert [c.name for c in report.cards] == ["Effect Veiler"]


@pytest.mark.parametrize(
    "line", ["7 Colored Fish x3", "7 Colored Fish (3)", "7 Colored Fish - 3", "7 Colored Fish [3]"]
)
def test_a_card_whose_name_starts_with_a_number_takes_the_count_written_after_it(line: str) -> None:
    report = ygo_check(f"{line}\n", "7 Colored Fish", "Effect Veiler")
    cards = [(c.name, c.count, c.column, c.canonical is not None) for c in report.cards]
    assert cards == [("7 Colored Fish", 3, 1, True)]
    assert {"reading-note", "unknown-card"}.isdisjoint(rules_of(report))
