"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Slot lines (the ``slot heading``, ``pair heading`` and slot ``header`` readings): a game's slot cards
(Buddyfight's flag and buddy) written as ``Flag: X``, ``Flag (1)``, ``Flag & Buddy: X / Y`` or an inline mark.
"""

from __future__ import annotations

import pytest
from pasted_cases import Case, check_case, check_columns

from cardpool import CardPool
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

from helpers import check

CASES = [
    # --- flag and buddy lines
    Case("flag-dash", "Flag - Dragon World\n", flag=(("Dragon World", 1, 8),)),
    Case("buddy-dash", "Buddy - Flarefang Dragon\n", buddy=(("Flarefang Dragon", 1, 9),)),
    Case("flag-bold", "**Flag:** Dragon World\n", flag=(("Dragon World", 1, 11),)),
    Case("buddy-bold-key-and-value", "**Buddy: Flarefang Dragon**\n", buddy=(("Flarefang Dragon", 1, 10),)),
    Case("flag-count-after", "Flag: Dragon World (1)\n", flag=(("Dragon World", 1, 7),)),
    Case("buddy-x1-after", "Buddy: Flarefang Dragon x1\n", buddy=(("Flarefang Dragon", 1, 8),)),
    Case("flag-count-before", "Flag: 1x Dragon World\n", flag=(("Dragon World", 1, 10),)),
    Case("flag-heading-then-name", "Flag (1)\nDragon World\n", flag=(("Dragon World", 2, 1),)),
    Case("buddy-heading-then-card-line", "Buddy (1)\n1 Flarefang Dragon\n", buddy=(("Flarefang Dragon", 2, 3),)),
    Case(
        "buddy-remark",
        "Buddy: Flarefang Dragon (the sun one)\n",
        buddy=(("Flarefang Dragon", 1, 8),),
        notes=("remark",),
    ),
    # --- the buddy marked inline
    Case("inline-buddy-alone", "Flame Giant, Surtr (Buddy)\n", buddy=(("Flame Giant, Surtr", 1, 1),)),
    Case(
        "inline-buddy-with-count",
        "4 Flame Giant, Surtr (Buddy)\n",
        (("Flame Giant, Surtr", 4, 1, 3),),
        buddy=(("Flame Giant, Surtr", 1, 3),),
        notes=("read as the buddy, and 4 copies",),
    ),
    Case(
        "inline-buddy-lower-case",
        "1x Flarefang Dragon (buddy)\n",
        (("Flarefang Dragon", 1, 1, 4),),
        buddy=(("Flarefang Dragon", 1, 4),),
        notes=("buddy",),
    ),
    Case("flag-heading-n-card", "Flag [1 card]\nDragon World\n", flag=(("Dragon World", 2, 1),)),
    # --- tryout defect 2: a Buddy (N) heading takes the next N names
    Case(
        "buddy-2-heading-takes-two-names",
        'Buddy (2)\nHyakugan Yamigedo "Sky Half"\nHyakugan Yamigedo "Earth Half"\n4 Dragon Breath\n',
        (("Dragon Breath", 4, 4, 3),),
        buddy=(('Hyakugan Yamigedo "Sky Half"', 2, 1), ('Hyakugan Yamigedo "Earth Half"', 3, 1)),
    ),
    Case(
        "buddy-2-heading-with-one-name-says-so",
        'Buddy (2)\n1 Hyakugan Yamigedo "Sky Half"\n4 Dragon Breath\n',
        (("Dragon Breath", 4, 3, 3),),
        buddy=(('Hyakugan Yamigedo "Sky Half"', 2, 3),),
        notes=('"Buddy (2)" names 2 cards, but 1 name line follows it',),
    ),
    # --- tryout defect 7: markdown headings, italics, inline buddy marks
    Case("flag-italic", "*Flag:* Dragon World\n", flag=(("Dragon World", 1, 9),)),
    Case("flag-underscore-bold", "__Flag:__ Dragon World\n", flag=(("Dragon World", 1, 11),)),
    Case("inline-buddy-square", "Flarefang Dragon [Buddy]\n", buddy=(("Flarefang Dragon", 1, 1),)),
    Case("inline-buddy-italic", "Flarefang Dragon *Buddy*\n", buddy=(("Flarefang Dragon", 1, 1),)),
    Case(
        "inline-buddy-dash",
        "4 Flarefang Dragon - Buddy\n",
        (("Flarefang Dragon", 4, 1, 3),),
        buddy=(("Flarefang Dragon", 1, 3),),
        notes=("read as the buddy, and 4 copies",),
    ),
    # --- tryout defect 8: Flag = X, and a Flag & Buddy heading
    Case("flag-equals", "Flag = Dragon World\n", flag=(("Dragon World", 1, 8),)),
    Case(
        "flag-and-buddy-heading",
        "Flag & Buddy\nDragon World\nFlarefang Dragon\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 4, 3),),
        flag=(("Dragon World", 2, 1),),
        buddy=(("Flarefang Dragon", 3, 1),),
    ),
    Case(
        "flag-and-buddy-words-heading",
        "Flag and Buddy:\n1 Dragon World\n1 Flarefang Dragon\n",
        flag=(("Dragon World", 2, 3),),
        buddy=(("Flarefang Dragon", 3, 3),),
    ),
    Case(
        "flag-and-buddy-one-line",
        "Flag & Buddy: Dragon World / Flarefang Dragon\n",
        flag=(("Dragon World", 1, 15),),
        buddy=(("Flarefang Dragon", 1, 30),),
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


@pytest.mark.parametrize(
    ("line", "rule"),
    [("4 flarefang  dragon (Buddy)", "name-spelling"), ("4 Flarefang Dargon (Buddy)", "unknown-card")],
    ids=["misspelled", "unknown"],
)
def test_a_buddy_marked_line_is_reported_once(line: str, rule: str, pool: CardPool) -> None:
    """The marked line is both the buddy and deck copies: one name on one line, so one finding."""
    report = check(f"Flag: Dragon World\n{line}\n4 dragon  breath\n", pool)
    found = [(f.line, f.column) for f in report.findings if f.rule == rule]
    assert found == ([(2, 3), (3, 3)] if rule == "name-spelling" else [(2, 3)])


def test_a_yugioh_list_with_a_flag_and_buddy_line_does_not_crash() -> None:
    from yugioh_helpers import check_text

    report = check_text("Game: yugioh\nFlag & Buddy\n3 Pot of Greed\n")
    assert [(f.rule, f.line) for f in report.findings if f.rule == "unknown-card"] == [("unknown-card", 2)]


@pytest.mark.parametrize("between", [" | ", ", ", " / ", " |"], ids=["pipe", "comma", "slash", "pipe-unspaced"])
def test_a_flag_line_that_names_the_buddy_too_fills_both(between: str) -> None:
    line = f"Flag: Dragon World{between}Buddy: Dragon of the Sun, Bal Dragon\n"
    deck, problems = read_text("pasted.txt", line + "4 Dragon Breath\n")
    assert problems == [] and [e.name for e in deck.entries] == ["Dragon Breath"]
    assert [(n.name, n.line, n.column) for n in deck.slot("flag")] == [("Dragon World", 1, 7)]
    buddy = line.index("Dragon of")
    assert [(n.name, n.line, n.column) for n in deck.slot("buddy")] == [("Dragon of the Sun, Bal Dragon", 1, buddy + 1)]


def test_a_buddyfight_card_named_with_a_header_word_is_that_card() -> None:
    text = "Flag: Dragon World\nBuddy Charge\nBuddy Police, Decker Drum\nBuddy Chrge\n"
    deck, problems = read_text("pasted.txt", text)
    assert [(p.line, p.message) for p in problems][0] == (2, "'Buddy' needs a colon: write 'Buddy: Charge'")
    known = {"Buddy Charge", "Buddy Police, Decker Drum"}
    pooled, unread = resolve(deck, problems, lambda name: name if name in known else None)
    assert [(e.name, e.line) for e in pooled.entries] == [("Buddy Charge", 2), ("Buddy Police, Decker Drum", 3)]
    assert [p.line for p in unread] == [4]  # the problems of the lines that are cards are withdrawn


def test_buddy_charge_stays_a_buddyfight_card(pool: CardPool) -> None:
    report = check("Deck:\n4 Dragon Breath\nBuddy Charge\n", pool)
    assert [(c.name, c.count, c.section) for c in report.cards if c.section == "deck"] == [
        ("Dragon Breath", 4, "deck"),
        ("Buddy Charge", 1, "deck"),
    ]


@pytest.mark.parametrize(
    ("game", "heading", "slot"),
    [
        ("vanguard", "FirstVanguard:", "first vanguard"),
        ("vanguard", "First\tVanguard (1)", "first vanguard"),
        ("vanguard", "first vanguards:", "first vanguard"),
        ("buddyfight", "Flag\t(1)", "flag"),
        ("buddyfight", "BUDDIES:", "buddy"),
    ],
    ids=["joined", "tab", "plural", "flag-tab", "upper-plural"],
)
def test_a_slot_heading_however_its_words_are_spaced_fills_its_slot(game: str, heading: str, slot: str) -> None:
    """The heading's pattern lets the space between its words go, or be any white space (it crashed: its key was
    looked up as written)."""
    from deckcheck.games import get_game

    deck, problems = read_text("pasted.txt", f"{heading}\nSunrise Egg\n", get_game(game))
    assert [(n.name, n.line) for n in deck.slot(slot)] == [("Sunrise Egg", 2)]
    assert problems == []


@pytest.mark.parametrize(
    ("game", "text", "filled"),
    [
        ("buddyfight", "Flag: Dragon World | BuddyMonster: Jackknife Dragon\n", 2),
        ("buddyfight", "Flag: Dragon World / buddy\tmonster: Jackknife Dragon\n", 2),
        ("vanguard", "FIRST\tVANGUARD: Sunrise Egg | FirstVanguard: Sunrise Egg\n", 1),  # its one slot, twice: one line
    ],
    ids=["joined", "tab", "vanguard-joined"],
)
def test_a_second_slot_key_however_spaced_is_that_slot(game: str, text: str, filled: int) -> None:
    """``Flag: X | BuddyMonster: Y``: the second key is looked up with its spaces left out (it crashed)."""
    from deckcheck.games import get_game

    deck, _ = read_text("pasted.txt", text, get_game(game))
    assert sum(len(deck.slot(s.name)) for s in get_game(game).slots) == filled
