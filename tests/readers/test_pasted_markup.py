"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Comments and markup (the ``comment`` and ``markdown heading`` readings, and the blanking before any reading):
``# note``, ``## Flag: X``, italics and bold, and a ``#`` before a digit that is part of a name.
"""

from __future__ import annotations

import pytest
from pasted_cases import Case, check_case, check_columns, ygo_pool

from deckcheck.games import get_game
from deckcheck.readers.text_reader import read_text

from helpers import rules_of

CASES = [
    # --- comments and markdown around the list
    Case("comment-after", "4 Dragon Breath # the best\n", (("Dragon Breath", 4, 1, 3),)),
    Case(
        "markdown-heading-flag-and-buddy",
        "## Flag: Dragon World\n### Buddy: Flarefang Dragon\n# a comment\n## Size 1 (4)\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 5, 3),),
        flag=(("Dragon World", 1, 10),),
        buddy=(("Flarefang Dragon", 2, 12),),
    ),
    # --- tryout 2, defect 1: "#" right before a digit is part of a name, not a comment
    Case("hash-digit-count-first", "3x Morphing Jar #2\n", (("Morphing Jar #2", 3, 1, 4),)),
    Case("hash-digit-count-after", "Luster Dragon #2 x2\n", (("Luster Dragon #2", 2, 1, 1),)),
    Case(
        "hash-digit-then-comment",
        "1 Mystical Sheep #1 # my favourite\n4 Dragon Breath #core\n",
        (("Mystical Sheep #1", 1, 1, 3), ("Dragon Breath", 4, 2, 3)),
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_pasted_form(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


def test_a_line_in_single_italics_is_read_without_them() -> None:
    deck, problems = read_text("pasted.txt", "*Monsters: 21*\n_4 Dragon Breath_\n", get_game("yugioh"))
    assert problems == [] and [(e.name, e.count, e.column) for e in deck.entries] == [("Dragon Breath", 4, 4)]


def test_a_hash_number_names_that_card_not_the_one_without_it() -> None:
    from yugioh_helpers import check_text

    pool = ygo_pool("Morphing Jar", "Morphing Jar #2", "Luster Dragon", "Luster Dragon #2")
    report = check_text("Game: yugioh\n3x Morphing Jar #2\nLuster Dragon #2 x2\n1 Morphing Jar\n", pool)
    assert [(c.canonical, c.count) for c in report.cards] == [
        ("Morphing Jar #2", 3),
        ("Luster Dragon #2", 2),
        ("Morphing Jar", 1),
    ]
    assert "unknown-card" not in rules_of(report)


def test_yaml_says_to_quote_a_name_its_comment_cut_at_a_hash_number() -> None:
    from deckcheck.readers.yaml_reader import read_yaml

    deck, problems = read_yaml(
        "d.yaml", "game: yugioh\nmain:\n  - 3x Morphing Jar #2\n  - 1 Pot of Greed # mine\n", get_game("yugioh")
    )
    assert problems == [] and [e.name for e in deck.entries] == ["Morphing Jar", "Pot of Greed"]
    [note] = deck.notes
    assert (note.line, note.column) == (3, 21)
    assert "quote it ('\"3x Morphing Jar #2\"')" in note.message


@pytest.mark.parametrize("bullet", ["👉", "🔥", "★", "✅", "➤", "👍🏽", "❤️"])
def test_an_emoji_or_a_symbol_as_the_bullet(bullet: str) -> None:
    """``👉 2x Maxx "C"``: the count is read (the whole line was one copy of an unknown card), at its column."""
    from deckcheck.readers import read_deck

    deck, problems = read_deck("d.txt", f"Game: yugioh\nMain Deck:\n{bullet} 2x Pot of Greed\n".encode())
    assert problems == [] and [(e.name, e.count, e.column) for e in deck.entries] == [
        ("Pot of Greed", 2, len(bullet) + len(" 2x ") + 1)
    ]
    deck, problems = read_deck("d.txt", f"Game: yugioh\nMain Deck:\n{bullet}2x Pot of Greed\n".encode())
    assert problems == [] and [(e.name, e.count, e.column) for e in deck.entries] == [  # no space: a count too
        ("Pot of Greed", 2, len(bullet) + len("2x ") + 1)
    ]


@pytest.mark.parametrize(
    "title",
    [
        "🏆1st Place - Dragon Deck",
        "🔥2024 Regionals Deck",
        "⭐3rd place Sun Fist (Top 8)",
        "🏆1st Place",
        "🔥2024 Regionals",
    ],
)
def test_an_emoji_against_a_number_in_a_title_is_no_count(title: str) -> None:
    """Only a count against an emoji is read as one (``🔥2x Name``): ``🏆1st Place``, ``🔥2024`` keep the line a title
    (a first version read them as counts: an unknown card, a count over 999)."""
    from helpers import check, load_bundled_pool

    report = check(f"{title}\nFlag: Dragon World\nBuddy: Flarefang Dragon\n🔥4x Dragon Breath\n", load_bundled_pool())
    assert report.name == title and [f.code for f in report.findings] == ["BF201", "DC006"]
    assert ("Dragon Breath", 4) in [(c.name, c.count) for c in report.cards] and report.sections["deck"] == 4


@pytest.mark.parametrize("decoration", ["🐉", "✨", "⚔️", "🔥🔥", "👍🏽"])
def test_a_symbol_run_after_white_space_at_the_end_of_a_line_is_decoration(decoration: str) -> None:
    """``🐉 Monsters (28) 🐉`` is a counted heading and ``Rin's deck ⚔️`` a title (an organiser's try: the heading
    was an unknown card of 28 copies); a card line's or a slot line's trailing emoji is no part of its name (on the
    flag line, a spelling warning that failed --strict)."""
    from helpers import check, load_bundled_pool

    text = (
        f"Rin's deck {decoration}\nFlag: Dragon World {decoration}\nBuddy: Flarefang Dragon {decoration}\n"
        f"{decoration} Spells (8) {decoration}\n4 Dragon Breath {decoration}\n4 Dragoenergy\n"
    )
    report = check(text, load_bundled_pool())
    assert report.name == "Rin's deck"
    assert [f.code for f in report.findings] == ["BF201", "DC006"], report.findings
    assert ("Dragon Breath", 4) in [(c.name, c.count) for c in report.cards] and report.sections["deck"] == 8


@pytest.mark.parametrize("name", ["↑Glee Glee↑Big Wave☆", "Magi Magi ☆ Magician Gal"])
def test_a_symbol_inside_a_name_or_against_its_last_word_stays(name: str) -> None:
    from deckcheck.readers.markup import blank

    assert blank(f"3 {name}")[0] == f"3 {name}"
