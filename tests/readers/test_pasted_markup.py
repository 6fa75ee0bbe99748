"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Comments and markup (the ``comment``, ``markdown heading`` and ``link`` readings, and the blanking before any
reading): ``# note``, ``## Flag: X``, italics and bold, a ``#`` before a digit that is part of a name, horizontal rules
(``---``), code fences (Discord's `````` ``` ``````) and a link alone on its line.
"""

from __future__ import annotations

import pytest
from pasted_cases import Case, check_case, check_columns, real_names, ygo_pool

from cardpool import CardPool
from deckcheck.findings import quote
from deckcheck.games import get_game
from deckcheck.readers.text_reader import read_text

from helpers import SHARED_DATA, check, deck_text, rules_of

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
    # --- horizontal rules, code fences and links are decoration: no card, no problem, no note
    Case(
        "horizontal-rules",
        "Flag: Dragon World\n---\n4 Dragon Breath\n***\n___\n==========\n- - -\n* * *\n———\n4 Dragoenergy\n",
        (("Dragon Breath", 4, 3, 3), ("Dragoenergy", 4, 10, 3)),
        flag=(("Dragon World", 1, 7),),
    ),
    Case(
        "a-code-fence-around-the-list",
        "ok here it is\n```\nFlag: Dragon World\n- 4x Dragon Breath\n```\nlmk what u think\n",
        (("ok here it is", 1, 1, 1), ("Dragon Breath", 4, 4, 6), ("lmk what u think", 1, 6, 1)),
        flag=(("Dragon World", 3, 7),),
    ),
    Case(
        "a-code-fence-with-a-language",
        "```yaml\n4 Dragon Breath\n```\n~~~txt\n4 Dragoenergy\n~~~\n",
        (("Dragon Breath", 4, 2, 3), ("Dragoenergy", 4, 5, 3)),
    ),
    Case(
        "a-fence-on-a-line-of-cards",
        "```4x Dragon Breath\n4 Dragoenergy```\n```Dragonic Destroy x2```\n",
        (("Dragon Breath", 4, 1, 7), ("Dragoenergy", 4, 2, 3), ("Dragonic Destroy", 2, 3, 4)),
    ),
    Case(
        "a-title-inside-a-fence",
        "```\nSun Fist - Control\n4 Dragon Breath\n```\n",
        (("Dragon Breath", 4, 3, 3),),
        notes=("read as the deck's title",),
        name="Sun Fist - Control",
    ),
    Case(
        "a-link-alone",
        "https://example.com/deck/123\n4 Dragon Breath\n- <https://example.com/decks?id=9>\nwww.example.com/d\n",
        (("Dragon Breath", 4, 2, 3),),
    ),
    Case(
        "a-title-after-a-link",
        "https://example.com/deck/123\nSun Fist - Control\n4 Dragon Breath\n",
        (("Dragon Breath", 4, 3, 3),),
        notes=("read as the deck's title",),
        name="Sun Fist - Control",
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


@pytest.mark.parametrize("rule", ["---", "***", "___", "==========", "- - -", "* * *", "———"])
def test_a_horizontal_rule_leaves_a_legal_deck_legal(rule: str, pool: CardPool) -> None:
    """``---`` between the buddy and the cards was a parse error (``not a card line``) that failed a legal deck."""
    text = deck_text().replace("Buddy: Flarefang Dragon\n", f"Buddy: Flarefang Dragon\n{rule}\n")
    report = check(text, pool)
    assert list(report.findings) == [] and report.sections["deck"] == 50


def test_a_rule_ends_a_block_of_names_one_a_line_as_a_blank_line_does() -> None:
    deck, problems = read_text("pasted.txt", "Dragon Breath\nDragon Breath\n---\nDragon Breath\n")
    assert problems == [] and [(e.name, e.count, e.line) for e in deck.entries] == [
        ("Dragon Breath", 2, 1),
        ("Dragon Breath", 1, 4),
    ]


@pytest.mark.parametrize("fence", ["```", "```yaml", "```txt", "~~~"])
def test_a_code_fence_leaves_a_legal_deck_legal(fence: str, pool: CardPool) -> None:
    """A Discord message's fence was a parse error at each fence line (``\u0060\u0060\u0060yaml``: an unknown card); the
    lines inside are the list, every card read."""
    report = check(f"{fence}\n{deck_text()}```\n", pool)
    assert list(report.findings) == [] and report.sections["deck"] == 50


def test_a_link_alone_is_no_card_and_is_never_called_data(pool: CardPool) -> None:
    """A decklist's link was ``not a card line: it reads as KEY=VALUE, section, key or token data``."""
    report = check(f"{deck_text()}https://buddyfight.example/decks/123\n<https://example.com/a?b=c>\n", pool)
    assert list(report.findings) == [] and report.sections["deck"] == 50


def test_a_yaml_deck_that_starts_with_a_document_marker_is_still_yaml() -> None:
    """``---`` starts a YAML document: the form is told before any text line is read, so a rule skipped by the text
    reader changes nothing for a YAML deck, named so or not."""
    from deckcheck.readers import read_deck

    text = b"---\nflag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  - 4 Dragon Breath\n"
    for path in ("d.yaml", "deck"):
        deck, problems = read_deck(path, text)
        assert problems == [] and deck.syntax == "yaml", path
        assert [(e.name, e.count, e.line) for e in deck.entries] == [("Dragon Breath", 4, 5)]


@pytest.mark.skipif(not SHARED_DATA.exists(), reason=f"no real card table in {SHARED_DATA}")
def test_no_real_card_name_is_a_rule_a_fence_or_a_link() -> None:
    """A rule, a fence and a link are skipped as no card: no name of the real tables (Buddyfight, Yu-Gi-Oh!,
    Vanguard) is one, holds three backticks, or starts with three tildes."""
    from deckcheck.readers.markup import is_rule, unfenced
    from deckcheck.readers.text_cards import _LINK_LINE

    names = real_names()
    assert len(names) > 10_000
    assert [n for n in sorted(names) if is_rule(n.strip()) or _LINK_LINE.fullmatch(n.strip())] == []
    assert [n for n in sorted(names) if ("```" in n or n.startswith("~~~")) and unfenced(n) != n] == []


@pytest.mark.parametrize(
    ("game", "comment", "shown", "section"),
    [
        ("yugioh", "# Extra Deck (10)", "Extra Deck (10)", "Extra Deck"),
        ("yugioh", "# **Side Deck**", "Side Deck", "Side Deck"),
        ("buddyfight", "#Sideboard:", "Sideboard:", "sideboard"),
        ("vanguard", "# Ride Deck", "Ride Deck", "ride deck"),
    ],
)
def test_a_section_heading_after_one_hash_stays_a_comment_with_a_note(
    game: str, comment: str, shown: str, section: str
) -> None:
    """``# Extra Deck (10)`` in a blog post put the Extra Deck into the Main Deck without a word (11 false errors): it
    stays a comment (one ``#``), with a note saying how to start the section."""
    deck, problems = read_text("pasted.txt", f"{comment}\n1 Link Spider\n# a note on the Extra Deck\n", get_game(game))
    assert problems == [] and {e.section for e in deck.entries} == {get_game(game).main_section.name}
    assert [(n.line, n.column, n.message) for n in deck.notes] == [
        (
            1,
            1,
            f"{quote(comment)} is read as a comment (one '#'): write '## {shown}' (or '{shown}' without '#') "
            f"to start the {section}",
        )
    ]
    assert [c.line for c in deck.comments] == [1, 3]
