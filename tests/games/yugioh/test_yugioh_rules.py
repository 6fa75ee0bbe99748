"""The Yu-Gi-Oh! construction rules at their boundaries, on decks built from the starter pool."""

from __future__ import annotations

import pytest

from deckcheck.games.yugioh.cards import YugiohCard

from yugioh_helpers import EXTRA, MAIN, SIDE, deck_of, pool_of, run_rules, slugs, starter_cards, starter_pool

MORE_MAIN: list[tuple[int, str]] = [
    (3, "Blue-Eyes White Dragon"),
    (3, "Red-Eyes Black Dragon"),
    (3, "Summoned Skull"),
    (3, "Celtic Guardian"),
    (3, "Gaia The Fierce Knight"),
    (3, "Mystic Tomato"),
    (2, "Cyber Dragon"),
]


def without(items: list[tuple[int, str]], *names: str) -> list[tuple[int, str]]:
    return [(n, c) for n, c in items if c not in names]


def total(items: list[tuple[int, str]]) -> int:
    return sum(n for n, _ in items)


def check(main=MAIN, extra=EXTRA, side=SIDE):  # type: ignore[no-untyped-def]
    deck = deck_of({"main": list(main), "extra": list(extra), "side": list(side)})
    return run_rules(deck, starter_pool(), generic=False)


def test_the_base_deck_is_legal_and_full() -> None:
    assert (total(MAIN), total(EXTRA), total(SIDE)) == (40, 15, 15)
    assert check() == []


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        (MAIN[:-1], ["main-deck-size"]),  # 39
        (MAIN, []),  # 40
        (MAIN + MORE_MAIN, []),  # 60
        (MAIN + MORE_MAIN + [(1, "Elemental HERO Avian")], ["main-deck-size"]),  # 61
    ],
    ids=["39", "40", "60", "61"],
)
def test_main_deck_size_boundaries(main: list[tuple[int, str]], expected: list[str]) -> None:
    assert total(MAIN + MORE_MAIN) == 60
    found = check(main=main)
    assert slugs(found) == expected
    if expected:
        assert found[0][1] is None  # about the whole deck
        assert f"has {total(main)} cards" in found[0][2] and "40 to 60" in found[0][2]


def test_an_unknown_card_still_counts_toward_the_main_deck() -> None:
    found = check(main=MAIN[:-1] + [(1, "Mirror Farce")])
    assert "main-deck-size" not in slugs(found)


@pytest.mark.parametrize(("extra_count", "bad"), [(0, False), (15, False), (16, True)])
def test_extra_deck_size_boundaries(extra_count: int, bad: bool) -> None:
    extra = (EXTRA + [(1, "Linkuriboh")])[:extra_count]
    found = check(extra=extra)
    assert slugs(found) == (["extra-deck-size"] if bad else [])
    if bad:
        assert "16 cards" in found[0][2] and "at most 15" in found[0][2]


@pytest.mark.parametrize(("side_count", "bad"), [(0, False), (15, False), (16, True)])
def test_side_deck_size_boundaries(side_count: int, bad: bool) -> None:
    side = SIDE + [(1, "Swords of Revealing Light")] if side_count == 16 else SIDE[: len(SIDE) if side_count else 0]
    assert total(side) == side_count
    found = check(side=side)
    assert slugs(found) == (["side-deck-size"] if bad else [])


def test_three_copies_in_the_main_deck_are_legal_and_a_fourth_in_the_side_deck_is_not() -> None:
    assert check() == []  # 3 Ash Blossom in the Main Deck
    found = check(side=SIDE[:-1] + [(1, "Ash Blossom & Joyous Spring")])
    assert slugs(found) == ["copy-limit"]
    _, line, message = found[0]
    assert line == 2 + len(MAIN) + len(EXTRA) + len(SIDE) - 1  # the fourth copy's line
    assert message.startswith('4 copies of "Ash Blossom & Joyous Spring"')
    assert "3 in the Main Deck and 1 in the Side Deck" in message


def test_copies_in_the_extra_deck_count_too() -> None:
    found = check(extra=EXTRA + [(2, "Stardust Dragon")], side=SIDE[:-1] + [(1, "Stardust Dragon")])
    assert "extra-deck-size" in slugs(found) and "copy-limit" in slugs(found)
    message = next(m for s, _, m in found if s == "copy-limit")
    assert "3 in the Extra Deck and 1 in the Side Deck" in message


def test_two_artworks_of_one_card_count_together() -> None:
    main = without(MAIN, "Dark Magician", "Mirror Force") + [(2, "46986414"), (2, "36996508")]
    found = check(main=main)
    assert slugs(found) == ["copy-limit"]
    message = found[0][2]
    assert '4 copies of "Dark Magician"' in message
    assert "artworks of one card: 2 of password 36996508 and 2 of password 46986414" in message
    main = without(MAIN, "Dark Magician") + [(2, "46986414"), (1, "36996508")]
    assert check(main=main) == []


def test_the_copies_written_by_name_are_among_the_artworks_counted() -> None:
    """The parts of the message add up to the copies it counts (the copy written by name was left out)."""
    main = without(MAIN, "Dark Magician", "Mirror Force") + [(1, "Dark Magician"), (2, "46986414"), (1, "36996508")]
    [(_, _, message)] = check(main=main)
    assert '4 copies of "Dark Magician"' in message
    assert "artworks of one card: 1 by name, 1 of password 36996508 and 2 of password 46986414" in message


def test_a_card_always_treated_as_another_counts_as_it() -> None:
    main = MAIN[:-2] + [(2, "Umi"), (2, "A Legendary Ocean")]
    side = [(n, c) for n, c in SIDE if c not in ("Umi", "A Legendary Ocean")] + [(2, "Swords of Revealing Light")]
    found = check(main=main, side=side)
    assert slugs(found) == ["copy-limit"]
    message = found[0][2]
    assert message.startswith('4 copies counted as "Umi"')
    assert '2 "Umi" and 2 "A Legendary Ocean" (always treated as "Umi")' in message
    assert check(main=MAIN[:-2] + [(2, "Umi"), (1, "A Legendary Ocean")], side=side[:-1]) == []


def test_only_treated_as_copies_still_name_the_card_they_count_as() -> None:
    found = check(main=MAIN[:-1] + [(4, "A Legendary Ocean")], side=without(SIDE, "Umi", "A Legendary Ocean"))
    assert slugs(found) == ["copy-limit"]
    assert '4 copies counted as "Umi": 4 "A Legendary Ocean" (always treated as "Umi")' in found[0][2]


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Elemental HERO Flame Wingman", "is a Fusion Monster: it goes in the Extra Deck, not the Main Deck"),
        ("Stardust Dragon", "is a Synchro Monster"),
        ("Number 39: Utopia", "is an Xyz Monster"),
        ("Decode Talker", "is a Link Monster"),
        ("Odd-Eyes Rebellion Dragon", "is an Xyz Pendulum Monster"),
        ("Supreme King Z-ARC", "is a Fusion Pendulum Monster"),
    ],
)
def test_an_extra_deck_monster_in_the_main_deck(name: str, words: str) -> None:
    found = check(main=MAIN[:-1] + [(1, name)])
    assert slugs(found) == ["wrong-deck"]
    assert found[0][1] == 1 + len(MAIN)
    assert found[0][2] == f'"{name}" {words}' or words in found[0][2]


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Pot of Greed", "is a Normal Spell: only Fusion, Synchro, Xyz and Link Monsters go in the Extra Deck"),
        ("Mirror Force", "is a Normal Trap"),
        ("Blue-Eyes White Dragon", "is a Normal Monster"),
        ("Odd-Eyes Pendulum Dragon", "a Pendulum Monster goes to the Extra Deck only during the Duel"),
    ],
)
def test_a_main_deck_card_in_the_extra_deck(name: str, words: str) -> None:
    found = check(extra=EXTRA[:-1] + [(1, name)])
    assert slugs(found) == ["wrong-deck"]
    assert words in found[0][2]


def test_the_side_deck_may_hold_both_kinds() -> None:
    side = SIDE[:-2] + [(1, "Stardust Dragon"), (1, "Pot of Greed")]
    assert check(side=side) == []


def test_a_token_is_never_in_a_deck() -> None:
    for section in ("main", "extra", "side"):
        parts = {"main": list(MAIN), "extra": list(EXTRA), "side": list(SIDE)}
        parts[section] = parts[section][:-1] + [(1, "Sheep Token")]
        found = run_rules(deck_of(parts), starter_pool())
        assert slugs(found) == ["token-in-deck"], section
        assert "Sheep Token" in found[0][2] and "never part of a deck" in found[0][2]


def test_a_password_line_stands_for_that_card_even_when_two_cards_share_a_name() -> None:
    normal = YugiohCard(name="Twin", numbers=("11111111",), type="monster", monster_types=("Normal",))
    fusion = YugiohCard(name="Twin", numbers=("22222222",), type="monster", monster_types=("Fusion",))
    pool = pool_of([*starter_cards(), normal, fusion])
    found = run_rules(deck_of({"main": MAIN[:-1] + [(1, "11111111")], "extra": [(1, "22222222")]}), pool)
    assert found == []
    found = run_rules(deck_of({"main": MAIN[:-1] + [(1, "22222222")]}), pool)
    assert slugs(found) == ["wrong-deck"]


def test_findings_are_deterministic() -> None:
    bad = check(main=MAIN + [(1, "Stardust Dragon"), (2, "Ash Blossom & Joyous Spring")], extra=EXTRA + EXTRA[:2])
    assert bad == check(
        main=MAIN + [(1, "Stardust Dragon"), (2, "Ash Blossom & Joyous Spring")], extra=EXTRA + EXTRA[:2]
    )
    assert set(slugs(bad)) == {"wrong-deck", "copy-limit", "extra-deck-size"}
