"""A count after a card's name may have a count word after it, as shops and blogs print it (``Dragon Breath - 4 pcs``,
``Dragon Breath x4 pcs``, ``Name 4 pieces``): one list of words (:data:`deckcheck.readers.tails.COUNT_WORDS`) for
every place that reads the word "copies" after a count, and no real card name is read as a count so."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from pasted_cases import Case, check_case, check_columns, real_names, ygo_check

from cardpool import CardPool
from deckcheck.cli import main
from deckcheck.readers.text_reader import read_text

from helpers import BASE_DECK, SHARED_DATA, changed, check, deck_text, rules_of

CASES = [
    Case("pcs-after-a-dash", "Spike Shoulder Dragon - 4 pcs\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("pcs-after-x", "Spike Shoulder Dragon x4 pcs\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("pcs-after-the-name", "Spike Shoulder Dragon 4 pcs\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("pcs-with-a-dot", "Spike Shoulder Dragon 4 pcs.\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("pc-after-a-colon", "Spike Shoulder Dragon: 1 pc\n", (("Spike Shoulder Dragon", 1, 1, 1),)),
    Case("pc-with-a-dot", "Spike Shoulder Dragon - 1 PC.\n", (("Spike Shoulder Dragon", 1, 1, 1),)),
    Case("pieces-after-the-name", "Dragonblade, Dragofearless 4 pieces\n", (("Dragonblade, Dragofearless", 4, 1, 1),)),
    Case("piece-after-an-en-dash", "Spike Shoulder Dragon – 1 Piece\n", (("Spike Shoulder Dragon", 1, 1, 1),)),
    Case("pcs-in-parentheses", "Spike Shoulder Dragon (4 pcs)\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("pieces-in-brackets", "Spike Shoulder Dragon [4 Pieces]\n", (("Spike Shoulder Dragon", 4, 1, 1),)),
    Case("the-count-twice-with-pcs", "4x Spike Shoulder Dragon 4 pcs\n", (("Spike Shoulder Dragon", 4, 1, 4),)),
    Case(
        "pcs-then-a-remark",
        "Spike Shoulder Dragon x4 pcs (core)\n",
        (("Spike Shoulder Dragon", 4, 1, 1),),
        notes=("remark (core)",),
    ),
    Case(
        "pcs-then-the-buddy-mark",
        "Drum Bunker Dragon (4 pcs) (Buddy)\n",
        (("Drum Bunker Dragon", 4, 1, 1),),
        buddy=(("Drum Bunker Dragon", 1, 1),),
        notes=("read as the buddy, and 4 copies",),
    ),
    Case("a-heading-of-pcs", "Spells (13 pcs)\n4 Dragon Breath\n", (("Dragon Breath", 4, 2, 3),)),
    Case(
        "pcs-in-a-remark-stay-a-remark",
        "4 Dragoenergy\nDragon Breath (- 4 pcs)\n",
        (("Dragoenergy", 4, 1, 3), ("Dragon Breath", 1, 2, 1)),
        notes=("remark (- 4 pcs)",),
    ),
    Case(
        "a-name-ending-in-piece",
        "Witchcrafter Masterpiece x3\n2 Big Piece Golem\n",
        (("Witchcrafter Masterpiece", 3, 1, 1), ("Big Piece Golem", 2, 2, 3)),
    ),
    Case("pcs-before-the-name", "4 pcs Dragon Breath\n", (("Dragon Breath", 4, 1, 7),)),
    Case("pcs-with-a-dot-before-the-name", "4 pcs. Dragon Breath\n", (("Dragon Breath", 4, 1, 8),)),
    Case("pieces-of-before-the-name", "2 Pieces of Dragon Breath\n", (("Dragon Breath", 2, 1, 13),)),
    Case("a-name-starting-with-cards-stays-whole", "3 Cards of Consonance\n", (("Cards of Consonance", 3, 1, 3),)),
    Case(
        "no-count-before-the-word",
        "Dragon Breath pcs\nDragon Breath4pcs\n",
        (("Dragon Breath pcs", 1, 1, 1), ("Dragon Breath4pcs", 1, 2, 1)),
    ),
    # --- a shop's count word against its count ("4pcs"), before or after the name
    Case("pcs-against-the-count-before-the-name", "4pcs Dragon Breath\n", (("Dragon Breath", 4, 1, 6),)),
    Case("upper-case-pcs-against-the-count", "4PCS Dragon Breath\n", (("Dragon Breath", 4, 1, 6),)),
    Case("pcs-with-a-dot-against-the-count", "4pcs. Dragon Breath\n", (("Dragon Breath", 4, 1, 7),)),
    Case(
        "pieces-against-the-count",
        "2pieces Dragon Breath\n2Pieces of Dragoenergy\n",
        (
            ("Dragon Breath", 2, 1, 9),
            ("Dragoenergy", 2, 2, 12),
        ),
    ),
    Case(
        "pcs-against-the-count-then-a-number",
        "4pcs Jamadhar Dragon (TD01/0002EN)\n",
        (("Jamadhar Dragon (TD01/0002EN)", 4, 1, 6),),
    ),
    Case("pcs-against-the-count-after-the-name", "Dragon Breath 4pcs\n", (("Dragon Breath", 4, 1, 1),)),
    Case("pcs-against-an-x-count-after-the-name", "Dragon Breath x4pcs\n", (("Dragon Breath", 4, 1, 1),)),
    Case("pieces-against-a-dash-count", "Dragon Breath - 4pieces\n", (("Dragon Breath", 4, 1, 1),)),
    Case("pcs-against-a-count-in-parentheses", "Dragon Breath (4PCS.)\n", (("Dragon Breath", 4, 1, 1),)),
    Case("pcs-against-the-count-on-both-sides", "4pcs Dragon Breath x4pcs\n", (("Dragon Breath", 4, 1, 6),)),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_count_word_after_the_count(case: Case) -> None:
    check_case(case)


def test_every_column_points_at_the_name_in_the_line() -> None:
    check_columns(CASES)


def test_the_issue_deck_reads_its_counts(pool: CardPool) -> None:
    """``Dragon Breath - 4 pcs`` was a label and four copies of an unknown card "pcs"; ``Dragon Breath x4 pcs`` and
    ``Name 4 pieces`` were unknown cards of their whole text."""
    text = (
        "Flag: Dragon World\nDragon Breath - 4 pcs\nDragoenergy x4 pcs\nDragonic Destroy 4 pieces\n"
        "Green Dragon Shield - 2 copies\n"
    )
    report = check(text, pool)
    assert [(c.name, c.count, c.line, c.column) for c in report.cards if c.section == "deck"] == [
        ("Dragon Breath", 4, 2, 1),
        ("Dragoenergy", 4, 3, 1),
        ("Dragonic Destroy", 4, 4, 1),
        ("Green Dragon Shield", 2, 5, 1),
    ]
    assert {"unknown-card", "reading-note", "parse-error"}.isdisjoint(rules_of(report))


@pytest.mark.parametrize("word", ["copies", "pcs", "Pieces"])
def test_a_count_and_its_word_after_a_dash_is_the_line_written_twice(word: str, pool: CardPool) -> None:
    """``4 Dragoenergy - 4 pcs`` is the count written twice, as ``4x Dragoenergy 4 pcs`` is (no name ends in a count
    and a count word): it was an unknown card "Dragoenergy - 4 pcs", an illegal deck, where before the count-word
    change it was a remark (a review). Two counts that differ are the two-counts error."""
    report = check(f"Flag: Dragon World\n4 Dragoenergy - 4 {word}\n", pool)
    assert {"unknown-card", "parse-error", "reading-note"}.isdisjoint(rules_of(report))
    assert [(c.canonical, c.count, c.line, c.column) for c in report.cards][1:] == [("Dragoenergy", 4, 2, 3)]
    differ = check(f"Flag: Dragon World\n3 Dragoenergy - 4 {word}\n", pool)
    [error] = [f for f in differ.findings if f.rule == "parse-error"]
    assert error.message.startswith('two counts for "Dragoenergy": 3 before the name and 4 after it')


@pytest.mark.parametrize(
    ("line", "message", "column"),
    [
        ("Dragon Breath - 0 pcs", "count 0 is not allowed", 17),
        ("Dragon Breath (1000 pieces)", "count 1000 is larger than 999", 16),
        ("3x Dragon Breath (4 pcs)", "two counts", 1),
        ("3x Dragon Breath 4 pcs", "two counts", 1),
    ],
)
def test_a_count_with_a_count_word_that_cannot_be_the_count_is_a_located_parse_error(
    line: str, message: str, column: int
) -> None:
    deck, problems = read_text("pasted.txt", f"4 Dragoenergy\n{line}\n")
    assert [(p.line, p.column) for p in problems] == [(2, column)] and problems[0].message.startswith(message)
    assert [e.name for e in deck.entries] == ["Dragoenergy"]


def test_a_sub_heading_count_with_a_count_word_is_checked() -> None:
    """``Monsters (4 pcs)`` is a counted sub-heading, as ``Monsters (4 copies)`` is: its cards are counted under it."""
    text = "Monsters [4 Pieces]\n3 Ash Blossom & Joyous Spring\n\nSpells (1 pc)\n1 Effect Veiler\n"
    report = ygo_check(text)
    found = [(f.line, f.message) for f in report.findings if f.rule == "heading-count"]
    assert found == [(2, 'the heading "Monsters [4 Pieces]" says 4 cards; 3 are read under it')]
    assert [(c.name, c.count) for c in report.cards] == [("Ash Blossom & Joyous Spring", 3), ("Effect Veiler", 1)]


@pytest.mark.parametrize("word", ["pcs", "pieces", "copies"])
def test_a_section_or_sub_heading_with_a_bare_count_and_a_count_word_is_a_heading(word: str) -> None:
    """``Main Deck 40 pcs`` was 40 copies of an unknown card "Main Deck" (a review of the count-word change: only
    "cards" was a heading's word), and ``Monsters 22 pcs`` 22 copies of "Monsters"."""
    text = f"Main Deck 40 {word}\nMonsters 3 {word}\n3 Ash Blossom & Joyous Spring\nExtra Deck: 1 {word}\n"
    report = ygo_check(text)
    assert [(c.name, c.count) for c in report.cards] == [("Ash Blossom & Joyous Spring", 3)]
    assert "unknown-card" not in rules_of(report)
    counts = [(f.line, f.message) for f in report.findings if f.rule == "heading-count"]
    assert counts == [  # lines 2 and 5: the test's "Game: yugioh" line first
        (2, "the heading says 40 cards; 3 are read in the Main Deck"),
        (5, "the heading says 1 card; 0 are read in the Extra Deck"),
    ]


def test_a_heading_with_an_x_count_is_a_heading() -> None:
    """``Main Deck x41``, ``Monsters x3``: a heading word with an x count was 41 copies of an unknown card "Main Deck"
    (a review); its count is checked against the cards under it as ``(41)`` is."""
    report = ygo_check("Main Deck x41\nMonsters x 3\n3 Ash Blossom & Joyous Spring\nExtra Deck x 0\nTraps x 1\n")
    assert [(c.name, c.count) for c in report.cards] == [("Ash Blossom & Joyous Spring", 3)]
    assert "unknown-card" not in rules_of(report)
    counts = [(f.line, f.message) for f in report.findings if f.rule == "heading-count"]
    assert counts == [(2, "the heading says 41 cards; 3 are read in the Main Deck")]  # line 1: the test's Game line


def test_a_section_heading_with_a_colon_and_an_x_count_is_a_heading() -> None:
    """``Side Deck: x2``, ``Extra Deck - x1``: the value was an unknown card "x2" (a review)."""
    report = ygo_check(
        "Main Deck: x3\n3 Ash Blossom & Joyous Spring\nSide Deck: x2\n2 Effect Veiler\nExtra Deck - x1\n"
    )
    assert [(c.name, c.count, c.section) for c in report.cards] == [
        ("Ash Blossom & Joyous Spring", 3, "main"),
        ("Effect Veiler", 2, "side"),
    ]
    counts = [(f.line, f.message) for f in report.findings if f.rule in ("heading-count", "unknown-card")]
    assert counts == [(6, "the heading says 1 card; 0 are read in the Extra Deck")]


@pytest.mark.parametrize(
    "heading",
    ["Monsters x3", "Monsters x 3", "Monsters 3 pcs", "Monsters - 3 cards", "Monsters x3 cards", "Monsters (x3)"],
)
def test_a_sub_heading_count_with_an_x_or_a_count_word_is_checked(heading: str, pool: CardPool) -> None:
    """A review: only ``(3)``, ``[3]`` and ``- 3`` were checked; ``Monsters 22 pcs`` over 21 cards said nothing."""
    report = check(deck_text(changed(BASE_DECK, {}), extra=f"\n{heading}\n2 Drum Bunker Dragon\n"), pool)
    [count] = [f for f in report.findings if f.rule == "heading-count"]
    assert count.message == f'the heading "{heading}" says 3 cards; 2 are read under it'


def test_fix_rewrites_the_name_and_keeps_the_count_and_its_word(tmp_path: Path) -> None:
    """``--fix --unsafe-fixes`` rewrites a misspelt name before ``- 4 pcs`` and keeps the count (the name was taken for
    a label, and "pcs" for an unknown card that nothing is close to: the misspelling stayed)."""
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "Dragoenergy": 0})
    path = tmp_path / "d.txt"
    original = deck_text(cards) + "Dragon Breth - 4 pcs\nDragoenergy x4 pcs\n"
    path.write_text(original, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--fix", "--unsafe-fixes", str(path)])
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == original.replace("Dragon Breth - 4 pcs", "Dragon Breath - 4 pcs")


@pytest.mark.skipif(not SHARED_DATA.exists(), reason=f"no real card table in {SHARED_DATA}")
def test_no_real_card_name_ends_in_a_count_and_a_count_word() -> None:
    """A name is read whole: no name of the real tables (Buddyfight, Yu-Gi-Oh!, Vanguard) ends in a count and a count
    word, so none is read as a count (names that end in the word alone do: ``Bingo Card``, ``Witchcrafter
    Masterpiece``)."""
    from deckcheck.readers.tails import COUNT_WORDS, copies_tail, name_first

    names = real_names()
    assert len(names) > 10_000
    assert [name for name in sorted(names) if copies_tail(name) is not None] == []
    ending = [name for name in names if name.lower().endswith(COUNT_WORDS)]
    assert ending and all(name_first(name) is None for name in ending)


def test_a_shop_list_with_counts_against_their_words_is_read(pool: CardPool) -> None:
    """``4pcs Jamadhar Dragon (TD01/0002EN)`` was one copy of an unknown card "4pcs Jamadhar Dragon ..."; ``Name 4pcs``
    one copy of "Name 4pcs"."""
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "Dragoenergy": 0})
    text = deck_text(cards) + "4pcs Dragon Breath (TD01/0010EN)\nDragoenergy x4PCS\n"
    report = check(text, pool)
    assert list(report.findings) == [] and report.sections["deck"] == 50
    assert [(c.canonical, c.count, c.column) for c in report.cards][-2:] == [
        ("Dragon Breath", 4, 6),
        ("Dragoenergy", 4, 1),
    ]


@pytest.mark.skipif(not SHARED_DATA.exists(), reason=f"no real card table in {SHARED_DATA}")
def test_no_real_card_name_starts_with_a_count_against_a_count_word() -> None:
    """``4pcs Name``: no real name starts with a number against a word read before a name, so none loses its first
    word. (``Name 4pcs``: that none ends in a count against a count word is
    :func:`test_no_real_card_name_ends_in_a_count_and_a_count_word`'s, ``copies_tail`` reading both.)"""
    from deckcheck.readers.entries import _COPIES_OF

    names = real_names()
    assert len(names) > 10_000
    digits = "0123456789"
    assert [n for n in sorted(names) if n[:1] in digits and _COPIES_OF.match(n, len(n) - len(n.lstrip(digits)))] == []


@pytest.mark.skipif(not SHARED_DATA.exists(), reason=f"no real card table in {SHARED_DATA}")
def test_no_real_card_name_starts_with_a_count_word_read_before_a_name() -> None:
    """``4 pcs Name``, ``2 pieces of Name``: no real name starts with the words read between a count and a name, so
    none loses its first word (``Cards of Consonance``, ``Copy Knight`` start with no such words, and stay whole)."""
    from deckcheck.readers.entries import _COPIES_OF

    names = real_names()
    assert len(names) > 10_000
    assert [name for name in sorted(names) if _COPIES_OF.match(name)] == []
