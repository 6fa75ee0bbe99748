"""A sub-heading's count (``Monsters (10)``, ``Fusion (2)``) is checked against the cards read under it (issue 16),
as ``heading-count``, once the resolver has said which lines are cards."""

from __future__ import annotations

from cardpool import CardPool
from deckcheck.engine import DeckReport

from helpers import check, load_bundled_pool
from yugioh_helpers import check_text, pool_of

NAMES = ("Ash Blossom & Joyous Spring", "Effect Veiler", "Called by the Grave", "Infinite Impermanence")


def _pool(*extra: str) -> CardPool:
    from deckcheck.games.yugioh.cards import YugiohCard

    return pool_of(YugiohCard(name=n, type="monster", monster_types=("Normal",)) for n in (*NAMES, *extra))


def _counts(report: DeckReport) -> list[tuple[int | None, int | None, str]]:
    return [(f.line, f.column, f.message) for f in report.findings if f.rule == "heading-count"]


def test_a_sub_heading_whose_cards_do_not_add_up_is_a_located_warning() -> None:
    text = "Game: yugioh\nMonsters (4)\n3 Ash Blossom & Joyous Spring\n\n  Spells (2)\n2 Called by the Grave\n"
    report = check_text(text, _pool())
    assert _counts(report) == [(2, 1, 'the heading "Monsters (4)" says 4 cards; 3 are read under it')]
    [finding] = [f for f in report.findings if f.rule == "heading-count"]
    assert finding.severity == "warning" and finding.code == "DC009"


def test_sub_headings_whose_cards_add_up_say_nothing() -> None:
    text = (
        "Game: yugioh\nMain Deck (6)\nMonsters (4)\n3 Ash Blossom & Joyous Spring\n1 Effect Veiler\n"
        "Spells (2)\n2 Called by the Grave\n"
    )
    assert _counts(check_text(text, _pool())) == []


def test_each_sub_heading_counts_only_the_lines_up_to_the_next_heading() -> None:
    text = "Game: yugioh\nMonsters (3)\n3 Ash Blossom & Joyous Spring\nTraps (1)\n3 Infinite Impermanence\n"
    assert _counts(check_text(text, _pool())) == [(4, 1, 'the heading "Traps (1)" says 1 card; 3 are read under it')]


def test_a_card_kind_heading_the_pool_knows_as_a_card_is_no_sub_heading() -> None:
    """``Fusion (2)`` is two copies of a card named Fusion when the pool knows one: no heading, nothing to check."""
    text = "Game: yugioh\n3 Ash Blossom & Joyous Spring\nFusion (2)\n3 Effect Veiler\n"
    assert _counts(check_text(text, _pool())) == [(3, 1, 'the heading "Fusion (2)" says 2 cards; 3 are read under it')]
    report = check_text(text, _pool("Fusion"))
    assert _counts(report) == []
    assert [(c.name, c.count) for c in report.cards] == [
        ("Ash Blossom & Joyous Spring", 3),
        ("Fusion", 2),
        ("Effect Veiler", 3),
    ]


def test_a_buddyfight_plural_category_heading_is_checked_too() -> None:
    text = "Flag: Dragon World\nDragon World Monsters (5)\n4 Dragon Breath\n"
    found = _counts(check(text, load_bundled_pool()))
    assert found == [(2, 1, 'the heading "Dragon World Monsters (5)" says 5 cards; 4 are read under it')]


def test_a_heading_count_over_prose_alone_does_not_make_a_file_a_deck() -> None:
    """``notes.txt``, ``Monsters (2)`` over two sentences, is still no deck: only a section heading's count says so."""
    from deckcheck.readers.text_reader import read_text
    from deckcheck.run.notdeck import no_deck_in

    deck, _ = read_text("notes.txt", "Monsters (2)\nThanks for reading!\nSee you next week!\n")
    assert [(d.line, d.until) for d in deck.declared] == [(1, 2)]  # the next line that is no card line ends it

    report = check("Monsters (2)\nThanks for reading!\nSee you next week!\n", load_bundled_pool(), path="notes.txt")
    assert no_deck_in(deck, report) is not None


def test_a_number_that_names_the_group_is_no_count() -> None:
    """``G2`` and ``Size 3`` name a group (grade 2, size 3): only a count written so (``(N)``, ``: N``) is checked."""
    from deckcheck.readers.text_reader import read_text

    deck, _ = read_text("d.txt", "Size 3\n1 Dragon Breath\nSize 2 (2)\n1 Dragoenergy\nSpells: 3\n2 Dragon Breath\n")
    assert [(d.line, d.count) for d in deck.declared] == [(3, 2), (5, 3)]


def test_a_sub_headings_count_in_words_is_checked_too() -> None:
    """``Monsters (4 cards)`` and ``Spells [2 Copies]`` are counts as ``(4)`` is: the word after the number left the
    heading's count unchecked (a review of the round)."""
    text = (
        "Game: yugioh\nMonsters (4 cards)\n3 Ash Blossom & Joyous Spring\n\nSpells [2 Copies]\n3 Called by the Grave\n"
    )
    assert _counts(check_text(text, _pool())) == [
        (2, 1, 'the heading "Monsters (4 cards)" says 4 cards; 3 are read under it'),
        (5, 1, 'the heading "Spells [2 Copies]" says 2 cards; 3 are read under it'),
    ]
