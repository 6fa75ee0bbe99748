"""Decklists as people paste them (issue 9): every form, with the exact line and column of every entry.

Each case is a snippet and what the text reader must make of it: the slot lines (flag, buddy) and the
card lines as (name, count, line, column[, section]). Columns are 1-based and count characters, so a
bullet, a list number or markdown bold that was blanked still moves the name to the right.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cardpool import BaseCard, CardPool
from cardpool.pool import PoolInfo
from deckcheck.deck import Deck, Entry
from deckcheck.engine import DeckReport, check_deck
from deckcheck.games import DEFAULT_GAME, get_game
from deckcheck.readers import read_deck
from deckcheck.readers.entries import dash_remarks
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

from helpers import REAL_SQLITE, check, rules_of
from yugioh_helpers import YGO_SQLITE

Slot = tuple[str, int, int]
Card = tuple[str, int, int, int] | tuple[str, int, int, int, str]


@dataclass(frozen=True)
class Case:
    id: str
    text: str
    cards: tuple[Card, ...] = ()
    flag: tuple[Slot, ...] = ()
    buddy: tuple[Slot, ...] = ()
    notes: tuple[str, ...] = field(default=())
    """Fragments of the notes the reader gives, in line order."""
    name: str | None = None
    game: str | None = None
    """The game the text is read as (``Game:`` line or not); the default game when None."""


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
    # --- headings carry no card, with or without a count, with or without a colon
    Case("size-heading", "Size 3\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("size-heading-with-count", "Size 2 (8)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("size-heading-is-never-a-card", "Size 3 (4)\n", ()),
    Case("type-heading", "Monsters\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("type-heading-count", "Spells (12)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("type-heading-colon", "Items:\n2 Dragon Force\n", (("Dragon Force", 2, 2, 3),)),
    Case("type-heading-dash", "Impacts -\n2 Gargantua Punisher!!\n", (("Gargantua Punisher!!", 2, 2, 3),)),
    Case("type-heading-two-words", "Impact Monsters\n4 Bal Dragon\n", (("Bal Dragon", 4, 2, 3),)),
    Case("type-heading-dash-count", "Monsters - 22\n4 Bal Dragon\n", (("Bal Dragon", 4, 2, 3),)),
    Case("main-deck-heading", "Main deck (50):\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3, "deck"),)),
    Case("decklist-heading", "Decklist:\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3, "deck"),)),
    Case(
        "title-line",
        "Devil's Era - 72 Pillars (Creation Control)\nFlag: Magic World\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        flag=(("Magic World", 2, 7),),
        notes=("read as the deck's title",),
        name="Devil's Era - 72 Pillars (Creation Control)",
    ),
    Case("count-line", "Total: 50\n(50)\n50 cards\n4 Dragon Breath\n", (("Dragon Breath", 4, 4, 3),)),
    Case("profile-meta", "Author: Gao\nEvent: Store Championship\n4 Dragon Breath\n", (("Dragon Breath", 4, 3, 3),)),
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
    Case("times-after", "Dragon Breath ×4\n", (("Dragon Breath", 4, 1, 1),)),
    Case("times-between", "4 × Dragon Breath\n", (("Dragon Breath", 4, 1, 5),)),
    Case("tab", "4\tDragon Breath\n", (("Dragon Breath", 4, 1, 3),)),
    Case("tab-after-name", "Dragon Breath\tx4\n", (("Dragon Breath", 4, 1, 1),)),
    Case("paren-x-count", "Dragon Breath (x4)\n", (("Dragon Breath", 4, 1, 1),)),
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
    Case("type-heading-n-cards", "Spells (12 cards)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case("flag-heading-n-card", "Flag [1 card]\nDragon World\n", flag=(("Dragon World", 2, 1),)),
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
    # --- comments and markdown around the list
    Case("comment-after", "4 Dragon Breath # the best\n", (("Dragon Breath", 4, 1, 3),)),
    # --- tryout defect 1: a title after metadata lines, and blog metadata lines
    Case(
        "title-after-player-line",
        "Player: Kenji\nBal Dragon Deck Profile - Sun Fist Beatdown (Store Championship Top 4)\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        notes=("read as the deck's title",),
        name="Bal Dragon Deck Profile - Sun Fist Beatdown (Store Championship Top 4)",
    ),
    Case(
        "title-after-event-and-format-lines",
        "Event: Store Championship\nFormat: Standard\n\n# exported\nSun Fist - Bal Dragon\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 6, 3),),
        notes=("read as the deck's title",),
        name="Sun Fist - Bal Dragon",
    ),
    Case(
        "blog-metadata-lines",
        "Posted by Gao on 2017-03-01\nPlacement: 1st\n4 Dragon Breath\nCreated with the Buddyfight deck builder\n",
        (("Dragon Breath", 4, 3, 3),),
    ),
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
        notes=("'Buddy (2)' names 2 cards, but 1 name line follows it",),
    ),
    # --- tryout defect 3: headings outside the fixed words
    Case("size-and-category-heading", "Size 3 Monsters (4)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case(
        "category-headings",
        "Set Spells (4)\n4 Dragon Breath\nCounters (8)\n4 Dragoenergy\nWeapons\n2 Dragon Force\n",
        (("Dragon Breath", 4, 2, 3), ("Dragoenergy", 4, 4, 3), ("Dragon Force", 2, 6, 3)),
    ),
    # --- tryout defect 4: table pastes, the count after the name
    Case("tab-count-after-name", "Mera Blade Dragon\t4\n", (("Mera Blade Dragon", 4, 1, 1),)),
    Case(
        "tab-number-name-count",
        "D-BT01/0010EN\tFlarefang Dragon\t4\n",
        (("D-BT01/0010EN\tFlarefang Dragon", 4, 1, 1),),  # as written: --fix rewrites it in place
    ),
    Case(
        "markdown-table-number-cell",
        "| 4 | D-BT01/0010EN | Flarefang Dragon |\n",
        (("D-BT01/0010EN Flarefang Dragon", 4, 1, 7),),
    ),
    Case(
        "markdown-table",
        "| Qty | Card |\n|---|---|\n| 4 | Flamewing Dragon |\n| Dragon Breath | 4 |\n|:--|--:|\n",
        (("Flamewing Dragon", 4, 3, 7), ("Dragon Breath", 4, 4, 3)),
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
    # --- tryout defect 7: markdown headings, italics, inline buddy marks
    Case(
        "markdown-heading-flag-and-buddy",
        "## Flag: Dragon World\n### Buddy: Flarefang Dragon\n# a comment\n## Size 1 (4)\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 5, 3),),
        flag=(("Dragon World", 1, 10),),
        buddy=(("Flarefang Dragon", 2, 12),),
    ),
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
    # --- tryout 2, defect 1: "#" right before a digit is part of a name, not a comment
    Case("hash-digit-count-first", "3x Morphing Jar #2\n", (("Morphing Jar #2", 3, 1, 4),)),
    Case("hash-digit-count-after", "Luster Dragon #2 x2\n", (("Luster Dragon #2", 2, 1, 1),)),
    Case(
        "hash-digit-then-comment",
        "1 Mystical Sheep #1 # my favourite\n4 Dragon Breath #core\n",
        (("Mystical Sheep #1", 1, 1, 3), ("Dragon Breath", 4, 2, 3)),
    ),
    # --- tryout 2, defect 2: a name that starts with a digit, written without a count, is one copy
    Case(
        "digit-led-bare-names",
        "3-Hump Lacooda\n30,000-Year White Turtle\n1st Movement Solo\n",
        (("3-Hump Lacooda", 1, 1, 1), ("30,000-Year White Turtle", 1, 2, 1), ("1st Movement Solo", 1, 3, 1)),
    ),
    Case("number-then-name-is-a-count", "7 Colored Fish\n", (("Colored Fish", 7, 1, 3),)),  # the pool decides
    # --- tryout 2, defect 4: a title after a Game: or a Name: line
    Case(
        "title-after-game-line",
        "Game: yugioh\nSky Striker (Master Duel) - Top 8 Deck\nMain Deck (40)\n3 Pot of Greed\n",
        (("Pot of Greed", 3, 4, 3, "main"),),
        notes=("read as the deck's title",),
        name="Sky Striker (Master Duel) - Top 8 Deck",
        game="yugioh",
    ),
    Case(
        "title-after-name-line",
        "Name: Bal Sun\nSun Fist - Bal Dragon (Top 4)\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        notes=("read as the deck's title",),
        name="Bal Sun",
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


def _entries(case: Case) -> list[tuple[object, ...]]:
    return [card if len(card) == 5 else (*card, None) for card in case.cards]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    game = get_game(case.game) if case.game else None
    read, problems = read_text("pasted.txt", case.text, game)
    assert problems == []
    deck, _ = resolve(read, [], lambda _: None)  # a pool that knows no card: headings and titles go
    got = [(e.name, e.count, e.line, e.column, e.section) for e in deck.entries]
    main = (game or get_game(DEFAULT_GAME)).main_section.name
    want = [(n, c, line, col, sec or main) for n, c, line, col, sec in _entries(case)]
    assert got == want
    assert [(n.name, n.line, n.column) for n in deck.slot("flag")] == list(case.flag)
    assert [(n.name, n.line, n.column) for n in deck.slot("buddy")] == list(case.buddy)
    notes = [n.message for n in deck.notes]
    assert len(notes) == len(case.notes), notes
    for fragment, message in zip(case.notes, notes, strict=True):
        assert fragment in message
    if case.name is not None:
        assert deck.name == case.name


def test_every_column_points_at_the_name_in_the_line() -> None:
    for case in CASES:
        deck, _ = read_text("pasted.txt", case.text, get_game(case.game) if case.game else None)
        lines = case.text.split("\n")
        for entry in deck.entries:  # a markdown row's number and name cells are joined by one space
            written = " ".join(lines[entry.line - 1][entry.column - 1 :].replace("|", " ").split())
            assert written.startswith(" ".join(entry.name.split())), (case.id, entry)
        for named in (*deck.slot("flag"), *deck.slot("buddy")):
            assert lines[named.line - 1][named.column - 1 :].startswith(named.name), (case.id, named)


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


@pytest.mark.parametrize(
    "data",
    [
        "Flag: Dragon World\n4 Bal Dragon, \u201cBal Grand Strike!\u201d\n".encode("cp1252"),
        "Flag: Dragon World\n# Jos\u00e9's deck\n4 Dragon Breath\n".encode("cp1252"),
    ],
    ids=["curly-quotes", "accented-comment"],
)
def test_windows_1252_is_read_with_a_warning_naming_it(data: bytes, pool: CardPool) -> None:
    deck, problems = read_deck("notepad.txt", data)
    assert problems == [] and deck.encoding == "cp1252"
    report = check_bytes(data, pool)
    [warning] = [f for f in report.findings if f.rule == "encoding"]
    assert warning.severity == "warning" and "Windows-1252" in warning.message


@pytest.mark.parametrize(
    "data",
    [
        b"4 Dragon Breath\n",
        "\ufeff4 Dragon Breath\n".encode("utf-8"),
        "4 Dragon Breath\n".encode("utf-16"),
        "4 Dragon Br\u00e9ath\n".encode("utf-8"),
    ],
    ids=["utf-8", "utf-8-bom", "utf-16", "utf-8-accent"],
)
def test_utf8_and_utf16_stay_as_they_are(data: bytes) -> None:
    deck, problems = read_deck("d.txt", data)
    assert problems == [] and deck.encoding in ("utf-8", "utf-16")
    assert deck.entries[0].name.startswith("Dragon Br")


def check_bytes(data: bytes, pool: CardPool) -> DeckReport:
    deck, problems = read_deck("notepad.txt", data)
    return check_deck(deck, problems, pool)


# --- whole lists, as blogs and deck sites publish them ---------------------------------------------------

BLOG_PROFILE = """\
Sun Dragon Beatdown - Dragon World (Store Championship, 1st place)

**Flag:** Dragon World
**Buddy:** Flarefang Dragon

Decklist:
Size 0 (12)
- 4x Dragoenergy
- 4x Dragon Breath (cut to 3 at locals)
- 4x Shine-energy
Size 1 (8)
- 4x Flarefang Dragon
- 4x Systemic Dagger Dragon
Size 2 (14)
- 4x Fifth Omni Cavalry Dragon, Merak "SD"
- 4x Bal Dragon, "Bal Grand Strike!"
- 4x Best Master and Disciple, Bal Dragon & Jackknife
- 2x Fifth Omni Dragon Lord, Drum the Punisher
Spells (12)
- 4x Green Dragon Shield
- 4x Dragonic Destroy
- 4x The Skies in your Hand
Impacts -
- 2x Gargantua Punisher!!
Items -
- 2x Dragon Force, "Style of Impact"

Total: 50
"""

DECK_SITE_EXPORT = """\
Deck Name: Sun Dragon
Flag (1)
1 Dragon World
Monsters (22)
4\tFlarefang Dragon (Buddy)
4\tSystemic Dagger Dragon
4\tFifth Omni Cavalry Dragon, Merak "SD"
4\tBal Dragon, "Bal Grand Strike!"
4\tBest Master and Disciple, Bal Dragon & Jackknife
2\tFifth Omni Dragon Lord, Drum the Punisher
Spells (24)
4\tDragon Breath
4\tDragoenergy
4\tGreen Dragon Shield
4\tDragonic Destroy
4\tThe Skies in your Hand
4\tShine-energy
Impacts (2)
2\tGargantua Punisher!!
Items (2)
2\tDragon Force, "Style of Impact"
"""

FORUM_POST = """\
Dragon World deck for the regional - feedback welcome!
Flag - Dragon World
Buddy - Flarefang Dragon

1. 4 Flarefang Dragon
2. 4 Systemic Dagger Dragon
3. 4 Fifth Omni Cavalry Dragon, Merak "SD"
4. 4 Bal Dragon, "Bal Grand Strike!"
5. 4 Best Master and Disciple, Bal Dragon & Jackknife
6. 2 Fifth Omni Dragon Lord, Drum the Punisher
7. 4 Dragon Breath
8. 4 Dragoenergy
9. 4 Green Dragon Shield
10. 4 Dragonic Destroy
11. 4 The Skies in your Hand
12. 4 Shine-energy
13. Gargantua Punisher!! x2
14. Dragon Force, "Style of Impact" ×2
"""

FLAG_LISTED = """\
Dragon World
1 Dragon World
Flarefang Dragon (Buddy)
4 Flarefang Dragon
4 Systemic Dagger Dragon
4 Fifth Omni Cavalry Dragon, Merak "SD"
4 Bal Dragon, "Bal Grand Strike!"
4 Best Master and Disciple, Bal Dragon & Jackknife
2 Fifth Omni Dragon Lord, Drum the Punisher
4 Dragon Breath
4 Dragoenergy
4 Green Dragon Shield
4 Dragonic Destroy
4 The Skies in your Hand
4 Shine-energy
2 Gargantua Punisher!!
2 Dragon Force, "Style of Impact"
"""


@pytest.mark.parametrize(
    ("text", "size", "notes"),
    [(BLOG_PROFILE, 50, 2), (DECK_SITE_EXPORT, 50, 1), (FORUM_POST, 50, 1), (FLAG_LISTED, 50, 2)],
    ids=["blog-profile", "deck-site-export", "forum-post", "flag-listed-and-inline-buddy"],
)
def test_whole_pasted_lists_read_as_the_deck_they_are(text: str, size: int, notes: int, pool: CardPool) -> None:
    report = check(text, pool)
    assert report.legal, [f"{f.line}:{f.column} {f.rule} {f.message}" for f in report.findings]
    assert report.deck_size == size
    assert report.details["flag"] == "Dragon World" and report.details["buddy"] == "Flarefang Dragon"
    assert {f.rule for f in report.findings} <= {"reading-note", "duplicate-entry"}
    assert sum(f.rule == "reading-note" for f in report.findings) == notes


def test_the_blog_profile_chatter_line_is_prose_with_a_note_not_silence(pool: CardPool) -> None:
    """A sentence inside the list that is no card is skipped with a note at its line; a sentence-shaped card name
    (``Bal Dragon, "Bal Grand Strike!"``) and a misspelt one stay cards."""
    chatter = "Decklist:\nI went 4-1 with this, lost to Katana.\nDragon Breath is great.\n"
    report = check(BLOG_PROFILE.replace("Decklist:\n", chatter), pool)
    assert "unknown-card" not in rules_of(report)
    prose = [(f.line, f.column) for f in report.findings if "is read as prose" in f.message]
    assert prose == [(7, 1), (8, 1)]
    cards = check('Flag: Dragon World\nBal Dragon, "Bal Grand Strike!"\nBal Dragon, "Bal Grand Strke!"\n', pool)
    assert [c.canonical for c in cards.cards if c.section == "deck"] == ['Bal Dragon, "Bal Grand Strike!"', None]
    [unknown] = [f for f in cards.findings if f.rule == "unknown-card"]
    assert unknown.line == 3 and unknown.suggestions[0] == 'Bal Dragon, "Bal Grand Strike!"'
    assert "reading-note" not in rules_of(cards)


@pytest.mark.parametrize(
    "line",
    ["Here is the list I took to regionals:", "Tech:", "Flex slots -", "Starters:", "Thanks for reading!",
     "Edit: swapped 1 Dragon Breath for 1 Dragoenergy", "*by Rin, 2016-08-12*"],
)
def test_labels_and_sentences_that_are_no_card_are_skipped_with_a_note(line: str, pool: CardPool) -> None:
    report = check(f"Flag: Dragon World\nSideboard:\n{line}\n2 Dragoenergy\n", pool)
    assert [(c.name, c.section) for c in report.cards if c.section != "flag"] == [("Dragoenergy", "sideboard")]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 3 and ("read as a heading" in note.message or "read as prose" in note.message)


def test_a_line_in_single_italics_is_read_without_them() -> None:
    deck, problems = read_text("pasted.txt", "*Monsters: 21*\n_4 Dragon Breath_\n", get_game("yugioh"))
    assert problems == [] and [(e.name, e.count, e.column) for e in deck.entries] == [("Dragon Breath", 4, 4)]


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


@pytest.mark.parametrize(
    ("line", "name", "remark"),
    [
        ("4x Dragon Breath \u2013 core draw", "Dragon Breath", "\u2013 core draw"),
        ("4x Dragonic Destroy - removal", "Dragonic Destroy", "- removal"),
        ("Dragoenergy \u2014 cut to 3 - maybe", "Dragoenergy", "\u2014 cut to 3 - maybe"),
        ("4 Green Dragon Shield -- the best one", "Green Dragon Shield", "-- the best one"),
    ],
    ids=["en-dash", "hyphen", "em-dash-bare-name", "double-hyphen"],
)
def test_a_remark_after_a_dash_is_dropped_with_a_note_when_the_name_before_it_is_a_card(
    line: str, name: str, remark: str, pool: CardPool
) -> None:
    report = check(f"Flag: Dragon World\n{line}\n", pool)
    assert "unknown-card" not in rules_of(report)
    [entry] = [c for c in report.cards if c.section == "deck"]
    assert (entry.name, entry.line) == (name, 2)
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.message == f"the remark ({remark}) after {name!r} is not part of the card name"
    assert (note.line, note.column) == (2, entry.column)


@pytest.mark.parametrize(
    "line",
    ["4 Dragon Bret - core draw", "4 Dragon Breath - 4", "4 Dragon Breath-core"],
    ids=["unknown", "count", "unspaced"],
)
def test_a_dash_is_kept_when_the_part_before_it_is_no_card_or_a_count_follows(line: str, pool: CardPool) -> None:
    report = check(f"Flag: Dragon World\n{line}\n", pool)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.card == line[2:]
    assert "reading-note" not in rules_of(report)


def _real_names(table: Path) -> set[str]:
    if not table.exists():
        pytest.skip(f"the real card table {table} is not there; it is read at test time, never copied")
    with sqlite3.connect(f"file:{table}?mode=ro", uri=True) as db:
        return {row[0] for row in db.execute("SELECT name FROM card")}


def _names_pool(names: set[str]) -> CardPool:
    info = PoolInfo(name="names", source="test", location="test", files=())
    return CardPool([BaseCard(name=n, type="card") for n in sorted(names)], info=info, game="any")


@pytest.mark.parametrize("table", [REAL_SQLITE, YGO_SQLITE], ids=["buddyfight", "yugioh"])
def test_no_real_card_name_with_a_dash_is_cut(table: Path) -> None:
    """Every name of the real tables that holds a spaced dash stays whole; with a remark after it, the remark
    goes, unless another card's name goes on from it with a dash (then nothing is guessed)."""
    names = _real_names(table)
    dashed = sorted(n for n in names if dash_remarks(n))
    assert dashed, "the real table has names with a spaced dash"
    pool = _names_pool(names)
    heads = {head for n in names for head, _ in dash_remarks(n)}
    lines = [Entry(n, 1, i, 3, "deck") for i, n in enumerate(dashed, start=1)]
    remarked = [Entry(f"{n} - my remark", 1, i, 3, "deck") for i, n in enumerate(dashed, start=1)]
    deck = Deck("d.txt", "any", entries=(*lines, *remarked))
    read, _ = resolve(deck, [], lambda w: m.name if (m := pool.index.lookup(w)) else None, dashed=heads.__contains__)
    assert [e.name for e in read.entries] == dashed + [n if n not in heads else f"{n} - my remark" for n in dashed]
    assert len(read.notes) == sum(n not in heads for n in dashed)


def test_a_misspelt_dashed_name_is_not_cut_to_the_card_before_its_dash() -> None:
    """A misspelt "Yubel - Terror Incarnate" ("Yubel - Terror Incarnat") is not "Yubel" and a remark."""
    names = _real_names(YGO_SQLITE)
    assert {"Yubel", "Yubel - Terror Incarnate"} <= names
    pool = _names_pool(names)
    deck = Deck("d.txt", "any", entries=(Entry("Yubel - Terror Incarnat", 1, 1, 3, "main"),))
    heads = {head for n in names for head, _ in dash_remarks(n)}
    read, _ = resolve(deck, [], lambda w: m.name if (m := pool.index.lookup(w)) else None, dashed=heads.__contains__)
    assert read.entries == deck.entries and read.notes == ()


# --- a list that names no game: the headings only one game has say which (tryout defect 7) -------------

YGO_SECTIONS = "Main: 40\n3 Pot of Greed\nExtra: 15\n1 Stardust Dragon\nSide: 15\n3 Raigeki\n"
YGO_LABELS = "Monsters (19)\n3 Ash Blossom & Joyous Spring\nSpells (15)\n3 Pot of Greed\nTraps (6)\n2 Mirror Force\n"


@pytest.mark.parametrize(
    ("text", "game", "note"),
    [
        (YGO_SECTIONS, "yugioh", (3, "read as Yu-Gi-Oh!: 'Extra: 15' is a heading only Yu-Gi-Oh! decks have")),
        ("Main Deck (40 cards)\n3 Pot of Greed\nExtra Deck (15)\n1 Stardust Dragon\n", "yugioh", (3, "Extra Deck")),
        (YGO_LABELS, "yugioh", (5, "'Traps (6)' is a heading only Yu-Gi-Oh! decks have")),
        ("- **Extra Deck:**\n1 Stardust Dragon\n", "yugioh", (1, "'Extra Deck:'")),
        ("Main Deck: 40\n3 Pot of Greed\nSide Deck (15)\n3 Raigeki\n", "buddyfight", None),  # both games' words
        ("Flag: Dragon World\n4 Dragon Breath\nItems (2)\n2 Dragon Force\n", "buddyfight", None),
        ("Flag: Dragon World\n4 Dragon Breath\nExtra Deck:\n1 Stardust Dragon\n", "buddyfight", None),  # two games
        ("Game: buddyfight\n" + YGO_SECTIONS, "buddyfight", None),  # the Game: line comes first
        ("4 Extra Deck Monster\n2 Trap Hole\n", "buddyfight", None),  # card lines are no headings
    ],
    ids=[
        "sections",
        "n-cards",
        "traps-label",
        "bold-bullet",
        "shared-words",
        "own-words",
        "two-games",
        "game-line",
        "cards",
    ],
)
def test_a_list_that_names_no_game_is_the_game_whose_headings_it_uses(
    text: str, game: str, note: tuple[int, str] | None
) -> None:
    deck, problems = read_deck("list.txt", text.encode())
    assert problems == [] and deck.game == game
    notes = [(n.line, n.message) for n in deck.notes if "heading only" in n.message]
    if note is None:
        assert notes == []
    else:
        [(line, message)] = notes
        assert line == note[0] and note[1] in message and f"write 'Game: {game}'" in message


def test_yugioh_labels_and_sections_read_as_the_yugioh_deck() -> None:
    deck, _ = read_deck("list.txt", (YGO_LABELS + "Extra Deck (1)\n1 Stardust Dragon\n").encode())
    assert [(e.name, e.section) for e in deck.entries] == [
        ("Ash Blossom & Joyous Spring", "main"),
        ("Pot of Greed", "main"),
        ("Mirror Force", "main"),
        ("Stardust Dragon", "extra"),
    ]


def test_the_headings_decide_before_a_pool_and_a_note_points_at_them() -> None:
    deck, _ = read_deck("list.txt", YGO_SECTIONS.encode(), fallback="buddyfight")
    assert deck.game == "yugioh" and deck.game_line == 3  # the file before the pool's game (a wrong pool)
    [note] = [n for n in deck.notes if "heading only" in n.message]
    assert (note.line, note.column) == (3, 1)
    assert note.message.startswith("read as Yu-Gi-Oh!:") and "write 'Game: yugioh'" in note.message
    forced, _ = read_deck("list.txt", YGO_SECTIONS.encode(), forced=get_game("buddyfight"))
    assert forced.game == "buddyfight" and not [n for n in forced.notes if "heading only" in n.message]


# --- readings the pool decides (tryout defects 3, 5 and 6) ----------------------------------------------


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
    assert note.message == "'Dragon World Monsters' is read as a heading: no card has that name"
    assert "unknown-card" not in rules_of(report)


def test_a_heading_shaped_line_whose_lines_do_not_add_up_stays_a_card_line() -> None:
    deck, _ = read_text("pasted.txt", "Dragon Brath (4)\n2 Dragoenergy\n")
    read, _ = resolve(deck, [], lambda _: None)  # a pool that knows no card: still no heading
    assert [(e.name, e.count) for e in read.entries] == [("Dragon Brath", 4), ("Dragoenergy", 2)]
    assert read.notes == ()


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


# --- tryout 2: counts that cannot be one, numbers in names, and readings the pool decides -------------


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


def test_a_category_heading_with_no_cards_is_no_parse_error() -> None:
    deck, problems = read_text("pasted.txt", "4 Dragon Breath\nDragon World Monsters (0)\n")
    read, _ = resolve(deck, problems, lambda _: None)
    assert problems == [] and [e.name for e in read.entries] == ["Dragon Breath"]
    assert [(n.line, n.message) for n in read.notes] == [
        (2, "'Dragon World Monsters (0)' is read as a heading: no card has that name")
    ]


def _ygo_pool(*names: str) -> CardPool:
    from deckcheck.games.yugioh.cards import YugiohCard

    from yugioh_helpers import pool_of

    return pool_of(YugiohCard(name=n, type="monster", monster_types=("Normal",)) for n in names)


def test_a_hash_number_names_that_card_not_the_one_without_it() -> None:
    from yugioh_helpers import check_text

    pool = _ygo_pool("Morphing Jar", "Morphing Jar #2", "Luster Dragon", "Luster Dragon #2")
    report = check_text("Game: yugioh\n3x Morphing Jar #2\nLuster Dragon #2 x2\n1 Morphing Jar\n", pool)
    assert [(c.canonical, c.count) for c in report.cards] == [
        ("Morphing Jar #2", 3),
        ("Luster Dragon #2", 2),
        ("Morphing Jar", 1),
    ]
    assert "unknown-card" not in rules_of(report)


def test_a_number_that_starts_a_card_name_is_one_copy_of_that_card_when_the_rest_is_no_card() -> None:
    from yugioh_helpers import check_text

    pool = _ygo_pool("7 Colored Fish", "Colored", "3 Colored")
    report = check_text("Game: yugioh\n7 Colored Fish\n3 Colored\n", pool)
    assert [(c.name, c.count, c.line, c.column) for c in report.cards] == [
        ("7 Colored Fish", 1, 2, 1),
        ("Colored", 3, 3, 3),  # "Colored" is a card: the number is its count
    ]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.column) == (2, 1)
    assert note.message.startswith("'7 Colored Fish' is read as one copy of that card")
    assert "unknown-card" not in rules_of(report)


def test_a_yugioh_list_with_a_flag_and_buddy_line_does_not_crash() -> None:
    from yugioh_helpers import check_text

    report = check_text("Game: yugioh\nFlag & Buddy\n3 Pot of Greed\n")
    assert [(f.rule, f.line) for f in report.findings if f.rule == "unknown-card"] == [("unknown-card", 2)]


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


def test_a_misspelt_card_shaped_like_a_heading_keeps_its_suggestions(pool: CardPool) -> None:
    text = "Flag: Dragon World\nDragon Breth (4)\n4 Dragoenergy\n\nFaraway Words (4)\n2 Dragoenergy\n2 Dragon Breath\n"
    report = check(text, pool)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert (unknown.card, unknown.line, unknown.column) == ("Dragon Breth", 2, 1)
    assert unknown.suggestions[0] == "Dragon Breath"
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.message) == (5, "'Faraway Words' is read as a heading: no card has that name")


TAB_POOL = """\
game: buddyfight
cards:
  - {name: Dragon World, type: flag, worlds: [Dragon World], flag: {worlds: [Dragon World]}}
  - {name: Mera Blade Dragon, type: monster, worlds: [Dragon World], size: 1, numbers: [D-BT01/0011EN]}
  - {name: Flarefang Dragon, type: monster, worlds: [Dragon World], size: 1, numbers: [D-BT01/0010EN]}
"""


def test_fix_rewrites_a_misspelt_name_in_a_tab_row_keeping_the_tab_and_the_count(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from deckcheck.cli import main

    pool = tmp_path / "pool.yaml"
    pool.write_text(TAB_POOL, encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_bytes(b"Flag: Dragon World\nMera Blade Dragn\t4\nD-BT01/0010EN\tflarefang  dragon\t4\n")
    args = ["check", "--isolated", "--pool", str(pool), "--fix", "--unsafe-fixes", str(deck)]
    result = CliRunner().invoke(main, args, env={"GITHUB_ACTIONS": ""})
    assert "fixed 2 problems" in result.stdout, result.stdout + result.stderr
    assert deck.read_bytes() == b"Flag: Dragon World\nMera Blade Dragon\t4\nD-BT01/0010EN\tFlarefang Dragon\t4\n"


def test_yaml_says_to_quote_a_name_its_comment_cut_at_a_hash_number() -> None:
    from deckcheck.readers.yaml_reader import read_yaml

    deck, problems = read_yaml(
        "d.yaml", "game: yugioh\nmain:\n  - 3x Morphing Jar #2\n  - 1 Pot of Greed # mine\n", get_game("yugioh")
    )
    assert problems == [] and [e.name for e in deck.entries] == ["Morphing Jar", "Pot of Greed"]
    [note] = deck.notes
    assert (note.line, note.column) == (3, 21)
    assert "quote it ('\"3x Morphing Jar #2\"')" in note.message


# --- tryout round 2: a line that means a card is never dropped; the pool confirms each heading --------------

HAND_TRAPS = ("Ash Blossom & Joyous Spring", "Effect Veiler", "Infinite Cards", "Ghost Beef", "Droll & Lock Bird")


def _ygo_check(text: str, *names: str) -> DeckReport:
    from yugioh_helpers import check_text

    return check_text("Game: yugioh\n" + text, _ygo_pool(*(names or HAND_TRAPS)))


def _cards_of(report: DeckReport) -> list[tuple[str, int, int, bool]]:
    return [(c.name, c.count, c.line, c.canonical is not None) for c in report.cards]


def test_a_nickname_whose_single_next_line_adds_up_stays_an_unknown_card() -> None:
    report = _ygo_check("Ash Blossom (3)\nEffect Veiler (3)\n")
    assert _cards_of(report) == [("Ash Blossom", 3, 2, False), ("Effect Veiler", 3, 3, True)]
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.line == 2 and unknown.suggestions[0] == "Ash Blossom & Joyous Spring"


def test_a_heading_needs_two_card_lines_under_it_that_add_up() -> None:
    report = _ygo_check("Hand Traps (6)\nEffect Veiler (3)\nAsh Blossom & Joyous Spring (3)\n")
    assert _cards_of(report) == [("Effect Veiler", 3, 3, True), ("Ash Blossom & Joyous Spring", 3, 4, True)]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert (note.line, note.message) == (2, "'Hand Traps' is read as a heading: no card has that name")


def test_a_near_card_name_stays_a_card_though_its_lines_add_up() -> None:
    """``Ghost Belle`` scores 86 against ``Ghost Beef`` (at least NEAR_SCORE): a misspelt card, not a heading."""
    from deckcheck.readers.resolve import NEAR_SCORE

    report = _ygo_check("Ghost Belle (2)\n1 Effect Veiler\n1 Droll & Lock Bird\n")
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
    report = _ygo_check("Infinit Cards\nBoard Breaker Cards\n1 Effect Veiler\n")
    assert _cards_of(report) == [("Infinit Cards", 1, 2, False), ("Effect Veiler", 1, 4, True)]
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.suggestions[0] == "Infinite Cards"
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 3 and "'Board Breaker Cards' is read as a heading" in note.message


COOKING = ("Voici la Carte (Today's Menu)", "Recette de Viande (Meat Recipe)", "Voici")


def test_a_card_whose_name_ends_in_a_parenthesis_keeps_it() -> None:
    report = _ygo_check(
        "3 Voici la Carte (Today's Menu)\nRecette de Viande (Meat Recipe) x2\n1 Voici (my pick)\n", *COOKING
    )
    assert _cards_of(report) == [
        ("Voici la Carte (Today's Menu)", 3, 2, True),
        ("Recette de Viande (Meat Recipe)", 2, 3, True),
        ("Voici", 1, 4, True),
    ]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 4 and "the remark (my pick)" in note.message


@pytest.mark.parametrize(
    "first",
    ["Blackwing - Gale the Whirlwind", "Deck Lockdown", "Blackwing - Gale the Whirlwnd"],
    ids=["dashed", "deck-word", "misspelt"],
)
def test_a_first_line_the_pool_knows_is_a_card_not_the_title(first: str) -> None:
    known = ("Blackwing - Gale the Whirlwind", "Deck Lockdown", "Effect Veiler")
    report = _ygo_check(f"{first}\n1 Effect Veiler\n", *known)
    assert [c.name for c in report.cards] == [first, "Effect Veiler"]
    assert report.name is None and "reading-note" not in rules_of(report)


def test_a_first_line_the_pool_does_not_know_is_the_title() -> None:
    report = _ygo_check("Snake-Eye - 1st Place (Columbus, OH)\n1 Effect Veiler\n")
    assert report.name == "Snake-Eye - 1st Place (Columbus, OH)"
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 2 and "read as the deck's title" in note.message


def test_the_deck_word_of_a_title_is_a_whole_word() -> None:
    read, _ = read_text("pasted.txt", "Fervent Investigator, Decker Drum\n4 Dragon Breath\n")
    deck, _ = resolve(read, [], lambda _: None)  # a pool that knows no card: a title would go
    assert [e.name for e in deck.entries] == ["Fervent Investigator, Decker Drum", "Dragon Breath"]
    assert deck.name is None and deck.notes == ()


SECOND = "this file seems to hold more than one deck: a second deck starts here"


@pytest.mark.parametrize(
    ("text", "at", "what"),
    [
        ("Flag: Dragon World\n4 Dragon Breath\n\n2nd Place\nFlag: Magic World\n4 Dragon Breath\n", (5, 7), "flag"),
        ("Buddy: Flarefang Dragon\n4 Dragon Breath\nBuddy: Flarefang Dragon\n", (3, 8), "buddy"),
        (
            "Deck:\n4 Dragon Breath\nSideboard:\n2 Dragoenergy\n\nMain deck (50):\n4 Dragon Breath\n",
            (6, 1),
            "'Main deck'",
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


REGISTRATION_SHEET = """\
CARD GAME ID: 0123456789
MONSTER CARDS
Qty Card Name
3 Pot of Greed
Total Monster Cards: 18
Monster Total: 18
Main Deck Total: 40
Total Main Deck: 40
Deck Total - 40
(40 cards)
QUANTITY  CARD NAME
Extra Deck Total: 15
Side Deck Total: 15
Total Defense Shogun: 1
"""


def test_the_total_and_header_lines_of_a_registration_sheet_carry_no_card() -> None:
    deck, problems = read_text("sheet.txt", REGISTRATION_SHEET, get_game("yugioh"))
    assert problems == [] and deck.notes == ()
    read = [(e.name, e.count, e.line) for e in deck.entries]
    assert read == [("Pot of Greed", 3, 4), ("Total Defense Shogun", 1, 14)]


def test_a_line_of_digits_is_the_card_the_pool_knows_by_it_else_a_located_parse_error() -> None:
    report = _ygo_check("Main Deck\n7\n3 Effect Veiler\n  40\n", "7", "Effect Veiler")
    assert _cards_of(report) == [("7", 1, 3, True), ("Effect Veiler", 3, 4, True)]
    [error] = [f for f in report.findings if f.rule == "parse-error"]
    assert (error.line, error.column) == (5, 3) and "no card has the name or number '40'" in error.message
    assert not report.legal


@pytest.mark.parametrize("between", [" | ", ", ", " / ", " |"], ids=["pipe", "comma", "slash", "pipe-unspaced"])
def test_a_flag_line_that_names_the_buddy_too_fills_both(between: str) -> None:
    line = f"Flag: Dragon World{between}Buddy: Dragon of the Sun, Bal Dragon\n"
    deck, problems = read_text("pasted.txt", line + "4 Dragon Breath\n")
    assert problems == [] and [e.name for e in deck.entries] == ["Dragon Breath"]
    assert [(n.name, n.line, n.column) for n in deck.slot("flag")] == [("Dragon World", 1, 7)]
    buddy = line.index("Dragon of")
    assert [(n.name, n.line, n.column) for n in deck.slot("buddy")] == [("Dragon of the Sun, Bal Dragon", 1, buddy + 1)]


def test_the_games_card_kinds_alone_are_sub_headings_the_pool_confirms() -> None:
    text = "Extra Deck (3)\nFusion (2)\n1 Effect Veiler\n1 D-Fusion\nPendulum\nTuner\n1 Link\n"
    report = _ygo_check(text, "Effect Veiler", "D-Fusion", "Link")
    read = [(c.name, c.count, c.line) for c in report.cards]
    assert read == [("Effect Veiler", 1, 4), ("D-Fusion", 1, 5), ("Link", 1, 8)]
    notes = [(f.line, f.message) for f in report.findings if f.rule == "reading-note"]
    assert notes == [(n, f"{w!r} is read as a heading: no card has that name") for n, w in
                     ((3, "Fusion"), (6, "Pendulum"), (7, "Tuner"))]


def test_a_card_named_like_a_kind_stays_a_card() -> None:
    report = _ygo_check("Link\nTuner (2)\n1 Effect Veiler\n1 Link\n", "Effect Veiler", "Link")
    assert [(c.name, c.count) for c in report.cards][:1] == [("Link", 1)]


# --- tryout round 3: a card line is never dropped as prose, a title or a heading; a count is never a name ---------

ROUND3 = (
    "D.D. Crow", "T.G. Warwolf", "T.G. Hyper Librarian", "Mr. Volcano", "Ms. Judge", "St. Joan", "Danger! Nessie!",
    "By Order of the Emperor", "D. Tribe", "U.A. Stadium", "Dark Magician", "Number 39: Utopia", "Side Effects?",
    "Extra Veiler", "Extra Gate", "Extra Net", "I:P Masquerena", "S:P Little Knight", "W:P Fancy Ball",
    "EM:P Meowmine", "Copy Knight", "Knight", "7", "4000 Festival!", "Effect Veiler", "A.I. Meet You",
)


def _round3(text: str) -> DeckReport:
    return _ygo_check(text, *ROUND3)


@pytest.mark.parametrize(
    ("line", "name", "count", "remark"),
    [
        ("D.D. Crow x2 (vs. graveyard decks)", "D.D. Crow", 2, "vs. graveyard decks"),
        ("T.G. Hyper Librarian (new pickup)", "T.G. Hyper Librarian", 1, "new pickup"),
        ("Mr. Volcano (tech)", "Mr. Volcano", 1, "tech"),
        ("D.D. Crow - 3 (side)", "D.D. Crow", 3, "side"),
        ("Ms. Judge x3 - tech", "Ms. Judge", 3, "- tech"),
        ("Danger! Nessie! x1 (tech)", "Danger! Nessie!", 1, "tech"),
        ("Dark Magician x3 (core)", "Dark Magician", 3, "core"),
        ("Dark Magician x3 - core", "Dark Magician", 3, "- core"),
        ("Dark Magician (side)", "Dark Magician", 1, "side"),
        ("Number 39: Utopia (Extra)", "Number 39: Utopia", 1, "Extra"),
    ],
)
@pytest.mark.parametrize("place", ["first-line", "later"])
def test_a_card_line_with_a_remark_is_that_card_never_prose_nor_the_title(
    line: str, name: str, count: int, remark: str, place: str
) -> None:
    before = "" if place == "first-line" else "1 Effect Veiler\n"
    report = _round3(f"{before}{line}\n")
    assert [(c.name, c.count, c.canonical is not None) for c in report.cards if c.name != "Effect Veiler"] == [
        (name, count, True)
    ]
    assert report.name is None
    [note] = [f.message for f in report.findings if f.rule == "reading-note"]
    assert note == f"the remark ({remark}) after {name!r} is not part of the card name"


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
    report = _round3(f"1 Effect Veiler\n{line}\n")
    assert [(c.name, c.count, c.canonical is not None) for c in report.cards][1:] == [(name, count, True)]
    assert {"reading-note", "name-spelling", "unknown-card", "parse-error"}.isdisjoint(rules_of(report))


def test_sentence_shaped_names_with_a_count_are_read_by_the_reader_alone() -> None:
    """No pool needed: a line with a count is a card line (Buddyfight names with ``!`` too)."""
    text = "Let's Play! Asmodai x4\nDance! Asmodai x4 (Buddy)\nT.G. Warwolf x3\n"
    read, problems = read_text("pasted.txt", text)
    assert problems == []
    deck, _ = resolve(read, [], lambda _: None)  # a pool that knows no card: prose and titles would go
    assert [(e.name, e.count) for e in deck.entries] == [
        ("Let's Play! Asmodai", 4),
        ("Dance! Asmodai", 4),
        ("T.G. Warwolf", 3),
    ]
    assert [n.name for n in deck.slot("buddy")] == ["Dance! Asmodai"]


@pytest.mark.parametrize(
    ("text", "prose"),
    [
        ("Thanks for reading. See you at regionals", True),
        ("Great deck! Try it out", True),
        ("T.G. Hyper Librarian", False),
        ("Mr. Volcano Returns Again", False),
        ("U.A. Perfect Ace", False),
        ("Danger! Nessie! Wakes", False),
    ],
)
def test_a_sentence_break_needs_a_lowercase_word_before_it(text: str, prose: bool) -> None:
    from deckcheck.readers.prose import is_prose

    assert is_prose(text) is prose


@pytest.mark.parametrize("line", ["Side Effects?", "Extra Veiler", "Extra Gate", "Extra Net", "4000 Festival!"])
def test_a_line_that_reads_as_a_parse_problem_is_the_card_the_pool_knows_by_it(line: str) -> None:
    report = _round3(f"Main Deck\n1 Effect Veiler\n  {line}\n")
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
    report = _round3(f"1 Effect Veiler\n{line}\n")
    [error] = [f for f in report.findings if f.rule == "parse-error"]
    assert (error.line, error.column) == (3, 1) and error.message.startswith(message)
    assert [c.name for c in report.cards] == ["Effect Veiler"]


def test_a_buddyfight_card_named_with_a_header_word_is_that_card() -> None:
    text = "Flag: Dragon World\nBuddy Charge\nBuddy Police, Decker Drum\nBuddy Chrge\n"
    deck, problems = read_text("pasted.txt", text)
    assert [(p.line, p.message) for p in problems][0] == (2, "'Buddy' needs a colon: write 'Buddy: Charge'")
    known = {"Buddy Charge", "Buddy Police, Decker Drum"}
    pooled, unread = resolve(deck, problems, lambda name: name if name in known else None)
    assert [(e.name, e.line) for e in pooled.entries] == [("Buddy Charge", 2), ("Buddy Police, Decker Drum", 3)]
    assert [p.line for p in unread] == [4]  # the problems of the lines that are cards are withdrawn


@pytest.mark.parametrize("line", ["I:P Masquerena", "S:P Little Knight", "W:P Fancy Ball", "EM:P Meowmine"])
def test_a_card_whose_name_holds_a_colon_is_no_data_line(line: str) -> None:
    from deckcheck.readers.data_lines import is_data_line

    assert not is_data_line(line)
    report = _round3(f"1 Effect Veiler\n{line}\n")
    assert [(c.name, c.canonical is not None) for c in report.cards][1:] == [(line, True)]
    assert "parse-error" not in rules_of(report)


@pytest.mark.parametrize("line", ["HOME:/root", "root:x:0:0:root:/root:/bin/bash", "API_KEY=sk-123", "AWS:Key x"])
def test_settings_lines_stay_data_lines(line: str) -> None:
    from deckcheck.readers.data_lines import is_data_line

    assert is_data_line(line)


def test_a_legal_side_deck_of_abbreviated_names_stays_whole_and_strict_counts_it() -> None:
    """The tryout's Side Deck: 15 cards written with remarks; none is dropped (it was 16 passing --strict)."""
    side = "D.D. Crow x2 (vs. graveyard decks)\nMr. Volcano (tech)\nDanger! Nessie! x1 (tech)\nMs. Judge x3 - tech\n"
    report = _round3(f"Main Deck\n3 Effect Veiler\nSide Deck\n{side}")
    assert [(c.name, c.count, c.section) for c in report.cards if c.section == "side"] == [
        ("D.D. Crow", 2, "side"),
        ("Mr. Volcano", 1, "side"),
        ("Danger! Nessie!", 1, "side"),
        ("Ms. Judge", 3, "side"),
    ]
    assert "is read as prose" not in " ".join(f.message for f in report.findings)


@pytest.mark.parametrize(
    "line", ["7 Colored Fish x3", "7 Colored Fish (3)", "7 Colored Fish - 3", "7 Colored Fish [3]"]
)
def test_a_card_whose_name_starts_with_a_number_takes_the_count_written_after_it(line: str) -> None:
    report = _ygo_check(f"{line}\n", "7 Colored Fish", "Effect Veiler")
    cards = [(c.name, c.count, c.column, c.canonical is not None) for c in report.cards]
    assert cards == [("7 Colored Fish", 3, 1, True)]
    assert {"reading-note", "unknown-card"}.isdisjoint(rules_of(report))


# --- counted blocks: a nickname in `Name (N)` form is a card, and section headings' counts are checked ---------

ELDLICH = ("Eldlich the Golden Lord", "Doomking Balerdroch", 'Maxx "C"', "Ash Blossom & Joyous Spring",
           "Necroworld Banshee", "Effect Veiler", "Infinite Impermanence", "Droll & Lock Bird")


def _copies(report: DeckReport) -> list[tuple[str, int]]:
    return [(c.name, c.count) for c in report.cards]


def test_a_nickname_written_as_the_cards_around_it_stays_a_card_though_the_lines_under_it_add_up() -> None:
    """``Maxx (3)`` then ``Ash Blossom (2)``, ``Banshee (1)``: dropped as a heading, a banned Maxx "C" was hidden."""
    text = ("Eldlich the Golden Lord (3)\nDoomking Balerdroch (1)\nMaxx (3)\nAsh Blossom & Joyous Spring (2)\n"
            "Necroworld Banshee (1)\n")
    report = _ygo_check(text, *ELDLICH)
    assert ("Maxx", 3) in _copies(report)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.line == 4 and unknown.suggestions[0] == 'Maxx "C"'
    assert "reading-note" not in rules_of(report)


def test_a_nickname_inside_a_counted_heading_is_a_card_when_only_that_reading_adds_up() -> None:
    """Lines under ``Maxx (3)`` in another form (``2 Ash``): only ``Monsters (10)`` tells it is a card."""
    text = ("Monsters (10)\n3 Eldlich the Golden Lord\n1 Doomking Balerdroch\nMaxx (3)\n2 Ash Blossom & Joyous Spring\n"
            "1 Necroworld Banshee\n")
    report = _ygo_check(text, *ELDLICH)
    assert sum(c.count for c in report.cards) == 10 and ("Maxx", 3) in _copies(report)
    assert [f.line for f in report.findings if f.rule == "unknown-card"] == [5]


def test_the_same_lines_without_the_counted_heading_read_maxx_as_a_heading() -> None:
    text = ("3 Eldlich the Golden Lord\n1 Doomking Balerdroch\nMaxx (3)\n2 Ash Blossom & Joyous Spring\n"
            "1 Necroworld Banshee\n")
    report = _ygo_check(text, *ELDLICH)
    assert ("Maxx", 3) not in _copies(report)
    assert [(f.line, f.rule) for f in report.findings if f.rule in ("reading-note", "unknown-card")] == [
        (4, "reading-note")
    ]


def test_a_candidate_is_a_heading_when_only_that_reading_adds_up_to_the_section_count() -> None:
    """``Hand Trap Package (6)`` is written like the cards under it, but ``Main Deck (7)`` counts it as a heading."""
    text = ("Main Deck (7)\nHand Trap Package (6)\nEffect Veiler (3)\nAsh Blossom & Joyous Spring (3)\n"
            "Necroworld Banshee (1)\n")
    report = _ygo_check(text, *ELDLICH)
    assert _copies(report) == [("Effect Veiler", 3), ("Ash Blossom & Joyous Spring", 3), ("Necroworld Banshee", 1)]
    assert [(f.line, f.rule) for f in report.findings if f.rule != "main-deck-size"] == [(3, "reading-note")]


def test_a_nickname_after_cards_written_as_it_is_stays_a_card_before_lines_in_another_form() -> None:
    """``Crow (3)`` after ``Called By (3)``: a card among cards, though ``2 Effect Veiler`` + ``1 ...`` add up."""
    text = ("Imperm (3)\nDroll (3)\nVeiler (3)\nAsh (3)\nCalled By (3)\nCrow (3)\n2 Effect Veiler\n"
            "1 Infinite Impermanence\n")
    report = _ygo_check(text, *ELDLICH)
    assert ("Crow", 3) in _copies(report) and sum(c.count for c in report.cards) == 21
    assert "reading-note" not in rules_of(report)


def test_a_heading_over_lines_in_another_form_is_still_a_heading() -> None:
    report = _ygo_check("Handtraps (4)\n3 Ash Blossom & Joyous Spring\n1 Effect Veiler\n", *ELDLICH)
    assert _copies(report) == [("Ash Blossom & Joyous Spring", 3), ("Effect Veiler", 1)]
    [note] = [f for f in report.findings if f.rule != "main-deck-size"]
    assert (note.line, note.message) == (2, "'Handtraps' is read as a heading: no card has that name")


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
    report = _ygo_check(f"{heading}\n{main}Extra Deck (1):\n1 Infinite Impermanence\nSide Deck (15)\n", *ELDLICH)
    found = [(f.line, f.severity, f.message) for f in report.findings if f.rule == "heading-count"]
    expected = [(2, "warning", message)] if message else []
    assert found == expected + [(12, "warning", "the heading says 15 cards; 0 are read in the Side Deck")]


def test_a_buddyfight_deck_heading_may_count_the_flag_and_the_buddy_and_a_sideboard_heading_is_checked(
    pool: CardPool,
) -> None:
    text = ("Flag: Dragon World\nBuddy: Flarefang Dragon\nDeck (52)\n4 Dragon Breath\n4 Dragoenergy\n"
            "4 Green Dragon Shield\n38 Flarefang Dragon\nSideboard (5)\n4 Dragon Breath\n")
    report = check(text, pool)
    assert [(f.line, f.message) for f in report.findings if f.rule == "heading-count"] == [
        (8, "the heading says 5 cards; 4 are read in the sideboard")
    ]


def test_a_heading_count_warning_fails_strict(pool: CardPool) -> None:
    text = (Path(__file__).parents[1] / "examples/buddyfight/rules/heading-count.txt").read_text(encoding="utf-8")
    assert check(text, pool).legal and not check(text, pool, strict=True).legal
    assert rules_of(check(text.replace("Deck (54)", "Deck (52)"), pool)) == []


def test_a_flag_listed_among_the_cards_may_be_left_out_of_the_deck_headings_count(pool: CardPool) -> None:
    text = ("Deck (50):\n1 Dragon World\n4 Flarefang Dragon (Buddy)\n4 Dragon Breath\n4 Dragoenergy\n"
            "4 Green Dragon Shield\n34 Systemic Dagger Dragon\n")
    assert "heading-count" not in rules_of(check(text, pool))
    assert "heading-count" in rules_of(check(text.replace("(50)", "(48)"), pool))


# --- tryout round 4: a section heading however it is decorated starts its section, never silently main --------

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
    report = _ygo_check(text, *SECTION_WORD_CARDS)
    cards = [(c.name, c.count, c.line, c.section, c.canonical is not None) for c in report.cards]
    assert cards == [
        ("Effect Veiler", 1, 3, "main", True),  # line 1 is the "Game: yugioh" _ygo_check puts first
        ("Extra Veiler", 1, 4, "main", True),
        ("Extra Gate", 2, 5, "main", True),
        ("Main Gauche", 2, 6, "main", True),
        ("Side Effects?", 1, 7, "main", True),
        ("Extra Veiler", 1, 9, "side", True),
    ]
    assert "parse-error" not in rules_of(report)


def test_buddy_charge_stays_a_buddyfight_card(pool: CardPool) -> None:
    report = check("Deck:\n4 Dragon Breath\nBuddy Charge\n", pool)
    assert [(c.name, c.count, c.section) for c in report.cards if c.section == "deck"] == [
        ("Dragon Breath", 4, "deck"),
        ("Buddy Charge", 1, "deck"),
    ]


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
    report = _ygo_check(text, *_names(R1_MAIN), *_names(R1_EXTRA), "Nibiru, the Primal Being")
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
    report = _ygo_check(text, *ELDLICH, "Link Spider")
    assert [(f.line, f.message) for f in report.findings if f.rule == "heading-count"] == [
        (4, "the heading says 4 cards; 3 are read in the Side Deck")
    ]
