"""Name normalisation, the name index, and fuzzy suggestions (bundled pool and the real card list)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardpool import CardPool, NameIndex, normalize_name, normalize_number
from deckcheck.games.buddyfight.cards import Card

from helpers import REAL_SQLITE, needs_real_data


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("Dragon  Breath", "dragon breath"),
        ("  DRAGON BREATH ", "dragon breath"),
        ("Ｄｒａｇｏｎ Ｂｒｅａｔｈ", "dragon breath"),
        ("Merak “SD”", 'merak "sd"'),
        ("Hero’s Sword", "hero's sword"),
        ("Dragon\u200d Breath", "dragon breath"),
        ("\u200fDragon Breath\u200e", "dragon breath"),
        ("Dragon\tBreath\n", "dragon breath"),
    ],
)
def test_normalize_name(written: str, expected: str) -> None:
    assert normalize_name(written) == expected


def test_names_that_normalise_to_nothing_match_nothing(pool: CardPool) -> None:
    assert normalize_name("\u200b\u200d\u200e") == ""
    assert pool.index.lookup("\u200b\u200d") is None
    assert pool.index.suggest("\u200b\u200d") == []


def test_normalize_number() -> None:
    assert normalize_number(" bt01 / 0001en ") == "BT01/0001EN"
    assert normalize_number("ＢＴ01/0001EN") == "BT01/0001EN"


def test_lookup_says_how_a_name_matched(pool: CardPool) -> None:
    assert pool.index.lookup("Dragon Breath").via == "exact"  # type: ignore[union-attr]
    assert pool.index.lookup("dragon breath").via == "normalized"  # type: ignore[union-attr]
    match = pool.index.lookup("cp01/0038en")
    assert match is not None and (match.name, match.via) == ("Dragon Breath", "number")


@pytest.mark.parametrize(
    ("typo", "best"),
    [
        ("Dragn Breth", "Dragon Breath"),
        ("Gargantua Punisher", "Gargantua Punisher!!"),
        ("Asmodai", "Demon Lord, Asmodai"),
        ("Systemic Daggar Dragon", "Systemic Dagger Dragon"),
        ("Skies in your Hand", "The Skies in your Hand"),
        ("Dragonenergy", "Dragoenergy"),
    ],
)
def test_suggestions_rank_the_intended_card_first(pool: CardPool, typo: str, best: str) -> None:
    suggestions = pool.index.suggest(typo)
    assert suggestions and suggestions[0].name == best
    assert [s.score for s in suggestions] == sorted((s.score for s in suggestions), reverse=True)


def test_suggestions_are_deterministic(pool: CardPool) -> None:
    assert pool.index.suggest("Dragon") == pool.index.suggest("Dragon")


def _real_index() -> NameIndex:
    with sqlite3.connect(f"file:{REAL_SQLITE}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT name, card_no FROM card").fetchall()
    return NameIndex(Card(name=name, numbers=(number,), type="spell") for name, number in rows if name.strip())


@needs_real_data
@pytest.mark.parametrize(
    ("typo", "best"),
    [
        ("Gargantua Punisher", "Gargantua Punisher!!"),
        ("Demon Lord Asmodai", "Demon Lord, Asmodai"),
        ("Dragonarms Schrodinger", "Dragonarms, Schrodinger"),
        ("Imortal Sword Durandal", "Immortal Sword, Durandal"),
        ("Drum Bunker Dragon", "Drum Bunker Dragon"),
        ("jackknife dragon", "Jackknife Dragon"),
    ],
)
def test_real_card_list_suggestions(typo: str, best: str) -> None:
    index = _real_index()
    match = index.lookup(typo)
    if match is not None:
        assert match.name == best
    else:
        suggestions = index.suggest(typo)
        assert suggestions and suggestions[0].name == best, [s.name for s in suggestions]


@needs_real_data
def test_real_card_list_has_2308_distinct_names_after_normalisation() -> None:
    assert len(_real_index()) == 2308


def test_name_followed_by_its_card_number_resolves(pool: CardPool) -> None:
    match = pool.index.lookup("Dragon Breath (TD01/0010EN)")
    assert match is not None and match.name == "Dragon Breath"
    assert pool.index.lookup("Dragon Breath [cp01/0038en]") is not None


@pytest.mark.parametrize("written", ["CP01-0038EN", "cp01 0038en", "CP010038EN", "CP01\\0038EN", "ＣＰ01－0038EN"])
def test_a_card_number_with_other_separators_is_suggested_never_matched(pool: CardPool, written: str) -> None:
    """``CP01-0038EN`` (a dash, a space, no slash at all) is a card number spelt as some sites and hands do: the
    index offers the printed number and its card, and never matches it, so the deck line is still reported."""
    assert pool.index.lookup(written) is None
    assert pool.index.respelt_number(written) == ("CP01/0038EN", "Dragon Breath")


def test_a_card_number_with_a_print_s_language_added_is_suggested() -> None:
    """English Vanguard cards print ``D-SD03/011EN``; a pool imported from a deck-builder's table has ``D-SD03/011``."""
    index = NameIndex([Card(name="Kurabiel", numbers=("D-SD03/011",), type="monster")])
    assert index.lookup("D-SD03/011EN") is None
    assert index.respelt_number("D-SD03/011EN") == index.respelt_number("dsd03-011") == ("D-SD03/011", "Kurabiel")


@pytest.mark.parametrize("written", ["Dragon Breath", "CP01", "0038", "CP01-0039EN", "CP01-0038EN-CP01-0038EN"])
def test_what_is_no_respelt_card_number(pool: CardPool, written: str) -> None:
    assert pool.index.respelt_number(written) is None


def test_a_respelt_number_two_printings_share_is_not_guessed() -> None:
    """``AB1/2`` and ``A/B12`` are one without their separators: ``AB12`` names neither."""
    index = NameIndex(
        [Card(name="One", numbers=("AB1/2",), type="spell"), Card(name="Two", numbers=("A/B12",), type="spell")]
    )
    assert index.respelt_number("AB12") is None
    assert index.respelt_number("AB1-2") is None


def test_name_with_a_number_of_another_card_is_not_guessed(pool: CardPool) -> None:
    assert pool.index.lookup("Dragon Breath (TD01/0007EN)") is None


@pytest.mark.parametrize(
    "names",
    [
        ["Bal Dragon", "Bal-Dragon", "Dragon Breath", "S:P Little Knight", "Droll & Lock Bird", "Gargantua Punisher!!"],
        ["Bal Dragon", "bal dragon", "BAL DRAGON!", "Dragon Breath", "Dragon  Breath", "Ｄragon Breath", "Kuriboh"],
    ],
    ids=["one-normalised-key-a-name", "names-sharing-a-normalised-key"],
)
def test_the_loose_tables_are_each_names_own_keys(names: list[str]) -> None:
    """The loose and squeezed tables (worked out from the normalised keys where each printed name has its own,
    else from each name): the keys only one printed name has, as each name's own keys give them."""
    from cardpool.index import NameIndex, loose_key, squeezed_key
    from cardpool.model import BaseCard

    index = NameIndex([BaseCard(name=name, type="spell") for name in names])
    for keys, table in ((loose_key, index._by_loose), (squeezed_key, index._by_squeezed)):
        owners: dict[str, set[str]] = {}
        for name in names:
            owners.setdefault(keys(name), set()).add(name)
        assert dict(table) == {key: next(iter(held)) for key, held in owners.items() if len(held) == 1 and key}


def test_a_possessive_written_without_its_apostrophe_matches_as_a_spelling() -> None:
    """``Harpies Feather Duster`` for ``Harpie's Feather Duster`` (a newcomer's paste): the name once its
    possessive's ``s`` is joined to its word, when one card has that form; a name-spelling match, which --fix
    writes back, not an unknown card."""
    from cardpool.index import NameIndex
    from cardpool.model import BaseCard

    names = ["Harpie's Feather Duster", "Harpie Lady", "Pot of Greed", "S:P Little Knight"]
    index = NameIndex([BaseCard(name=name, type="spell") for name in names])
    for written in ("Harpies Feather Duster", "harpie s feather duster", "SP Little Knight"):
        match = index.lookup(written)
        assert match is not None and match.via == "loose", written
    assert index.lookup("Harpies Feather Duster").name == "Harpie's Feather Duster"  # type: ignore[union-attr]


PRINTINGS_POOL = """\
game: buddyfight
cards:
  - {name: Dragon World, type: flag, worlds: [Dragon World], flag: {worlds: [Dragon World]}}
  - {name: Mera Blade Dragon, type: monster, worlds: [Dragon World], size: 1, numbers: [BT01/0011EN, BT01/S010EN]}
"""


@pytest.mark.parametrize(
    ("lines", "warned"),
    [
        ("3 BT01/0011EN\n2 BT01/S010EN\n", False),  # a collector's two printings: listed apart on purpose
        ("3 BT01/0011EN\n2 BT01/0011EN\n", True),  # one printing twice
        ("3 Mera Blade Dragon\n2 BT01/S010EN\n", True),  # a name and a number
        ("3 BT01/0011EN\n2 BT01/0011EN Mera Blade Dragon\n", True),  # one printing, with its name the second time
    ],
)
def test_two_printings_of_one_card_on_two_lines_are_no_duplicate(tmp_path: Path, lines: str, warned: bool) -> None:
    """Two card numbers of one card are two printings: summed for the copy limit, no duplicate-entry warning (which
    made a legal deck fail under --strict)."""
    from click.testing import CliRunner

    from deckcheck.cli import main

    pool = tmp_path / "pool.yaml"
    pool.write_text(PRINTINGS_POOL, encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("Flag: Dragon World\n" + lines, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--isolated", "--pool", str(pool), str(deck)])
    assert ("DC004" in result.stdout) is warned, result.stdout
    assert "BF202" in result.stdout, "5 copies of one name, however they are written"


def test_shared_numbers_are_the_ones_the_index_matches_no_card_by() -> None:
    """``pool import`` lists what the index refuses: a number two names share (its written forms once), not two
    numbers that only look alike without their separators (each names its own card)."""
    from cardpool.numbers import shared_numbers

    cards = [
        ("One", ("QT/002", "QT 002")),
        ("Two", ("QT/002", "QT 002")),
        ("Three", ("AB1/2",)),
        ("Four", ("AB12",)),
    ]
    assert shared_numbers(cards) == {"QT/002": ("One", "Two")}
    index = NameIndex(Card(name=name, numbers=numbers, type="spell") for name, numbers in cards)
    assert index.lookup("QT/002") is None and index.lookup("AB12").name == "Four"  # type: ignore[union-attr]
