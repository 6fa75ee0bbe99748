"""One test per Vanguard rule, each with its exact finding (D Standard, issue 17)."""

from __future__ import annotations

import pytest
from vanguard_helpers import MAIN, RIDE, changed, check, found, yaml_deck


def test_a_legal_50_has_no_finding_and_its_summary() -> None:
    report = check(yaml_deck())
    assert report.legal and found(report) == []
    assert report.sections == {"main": 50, "ride": 4}
    assert report.details["ride_deck"] == {
        "G0": ["Test Starter"],
        "G1": ["Test Rider One"],
        "G2": ["Test Rider Two"],
        "G3": ["Test Rider Three"],
    }
    assert report.details["triggers"] == {"all": 16, "critical": 8, "draw": 4, "heal": 4}
    assert report.details["sentinels"] == 4 and report.details["nations"] == {"Dragon Empire": 50}


def test_49_cards() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Order": 2})))
    assert found(report) == [
        ("VG101", "the deck has 49 cards (4 in the ride deck and 45 more); it needs exactly 50 (1 more)")
    ]


def test_51_cards() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Order": 4})))
    assert found(report) == [
        ("VG101", "the deck has 51 cards (4 in the ride deck and 47 more); it needs exactly 50 (1 too many)")
    ]


def test_a_3_card_ride_deck() -> None:
    report = check(yaml_deck(ride=RIDE[:3], main=changed(MAIN, {"Test Order": 4})))
    assert found(report) == [
        ("VG102", "the ride deck has 3 cards; it needs exactly 4 (1 more)"),
        ("VG103", "the ride deck has no normal unit of grade 3; it holds one each of grade 0, 1, 2 and 3"),
    ]
    assert report.findings[0].line == 3


def test_a_ride_deck_with_two_grade_2s() -> None:
    ride = ["Test Starter", "Test Rider Two", "Test Rider Two Again", "Test Rider Three"]
    report = check(yaml_deck(ride=ride))
    assert found(report) == [
        ("VG103", "the ride deck has no normal unit of grade 1; it holds one each of grade 0, 1, 2 and 3"),
        (
            "VG103",
            'a second grade 2 unit in the ride deck: "Test Rider Two Again" is grade 2, and so is "Test Rider Two"; '
            "the ride deck holds one each of grade 0, 1, 2 and 3",
        ),
    ]
    assert [f.line for f in report.findings] == [3, 5]


def test_15_triggers() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Draw": 3, "Test Order": 4})))
    assert found(report) == [
        ("VG301", "the deck has 15 trigger units (8 critical, 3 draw, 4 heal); it needs exactly 16 (1 more)")
    ]


def test_17_triggers() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Front": 1, "Test Order": 2})))
    assert found(report) == [
        (
            "VG301",
            "the deck has 17 trigger units (8 critical, 4 draw, 1 front, 4 heal); it needs exactly 16 (1 too many)",
        )
    ]


def test_5_heals_of_two_names() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Heal B": 1, "Test Draw": 3})))
    assert found(report) == [
        ("VG302", '5 heal triggers ("Test Heal", "Test Heal B"); at most 4 in a deck, whatever their names')
    ]
    assert report.findings[0].card == "Test Heal B"


def test_2_overs() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Over": 1, "Test Over B": 1, "Test Draw": 2})))
    assert found(report) == [
        ("VG303", '2 over triggers ("Test Over", "Test Over B"); at most 1 in a deck, whatever their names')
    ]


def test_5_sentinels() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Guard B": 1, "Test Order": 2})))
    assert found(report) == [
        ("VG304", '5 sentinels ("Test Guard", "Test Guard B"); at most 4 cards with [CONT]:Sentinel in a deck')
    ]


def test_two_nations_named_with_their_counts() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Keter Unit": 3, "Test Order": 0})))
    assert found(report) == [
        (
            "VG401",
            "cards of 2 nations: Dragon Empire (47 cards) and Keter Sanctuary (3 cards); a deck is of one nation "
            '(nationless cards go in any); "Keter Unit" is of Keter Sanctuary',
        )
    ]
    assert report.details["nations"] == {"Dragon Empire": 47, "Keter Sanctuary": 3}


def test_nationless_cards_go_in_any_deck() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Nationless Trigger": 4, "Test Critical B": 0})))
    assert report.legal, found(report)
    assert report.details["nations"] == {"Dragon Empire": 46}


def test_a_token() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Token": 1, "Test Order": 2})))
    assert found(report) == [
        (
            "VG402",
            '"Test Token" is a token unit: tokens are made by skills during the fight and are never part of a deck',
        )
    ]


def test_5_copies_counted_across_the_ride_and_main_decks() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Rider Three": 4, "Test Order": 2})))
    assert found(report) == [
        (
            "VG201",
            '5 copies of "Test Rider Three" (1 in the ride deck and 4 in the main deck); at most 4 of a card name, '
            "the ride deck included",
        )
    ]


def test_a_trigger_unit_in_the_ride_deck() -> None:
    report = check(yaml_deck(ride=["Test Critical", *RIDE[1:]], main=changed(MAIN, {"Test Critical": 3})))
    assert ("VG103", '"Test Critical" is a grade 0 trigger unit: the ride deck holds normal units only') in found(
        report
    )


def test_all_50_under_the_main_deck_with_the_ride_deck_marked() -> None:
    main = changed(MAIN, {"Test Starter": 1, "Test Rider One": 1, "Test Rider Two": 1, "Test Rider Three": 4})
    report = check(yaml_deck(main=main))
    assert report.legal, found(report)
    assert report.sections == {"main": 50, "ride": 4}
    assert report.details["ride_deck"]["G3"] == ["Test Rider Three"]


def test_the_marked_form_counts_copies_once() -> None:
    main = changed(MAIN, {"Test Starter": 1, "Test Rider One": 1, "Test Rider Two": 1, "Test Rider Three": 5})
    main = changed(main, {"Test Order": 2})
    report = check(yaml_deck(main=main))
    assert found(report) == [
        ("VG201", '5 copies of "Test Rider Three"; at most 4 of a card name, the ride deck included')
    ]


def test_the_first_vanguard_named_apart_is_a_card_of_the_ride_deck() -> None:
    text = yaml_deck(ride=RIDE[1:]).replace("ride deck:", "first vanguard: Test Starter\nride deck:")
    report = check(text)
    assert report.legal, found(report)
    assert report.details["first_vanguard"] == "Test Starter"


def test_a_first_vanguard_that_is_not_the_grade_0() -> None:
    text = yaml_deck().replace("ride deck:", "first vanguard: Test Rider One\nride deck:")
    report = check(text)
    assert ("VG104", '"Test Rider One" is a grade 1 normal unit: the first vanguard is a grade 0 normal unit') in found(
        report
    )


def test_deck_is_another_key_for_the_main_deck() -> None:
    report = check(yaml_deck().replace("main deck:", "deck:"))
    assert report.legal and report.sections == {"main": 50, "ride": 4}


def test_a_marked_main_deck_of_other_than_50_says_how_it_was_counted() -> None:
    main = changed(MAIN, {"Test Starter": 1, "Test Rider One": 1, "Test Rider Two": 1, "Test Rider Three": 4})
    report = check(yaml_deck(main=changed(main, {"Test Order": 2})))
    assert found(report) == [
        ("VG101", "the deck has 49 cards; it needs exactly 50 (1 more)"),
        (
            "DC006",
            "the ride deck's 4 cards are read as cards of the main deck's 49 (each is listed there), not as 4 more: "
            "list the ride deck apart with 46 main deck cards, or all 50 under the main deck",
        ),
    ]


def test_a_ride_deck_item_without_a_count_in_the_main_deck_is_still_an_error() -> None:
    report = check(yaml_deck(main={"Test Boost": 4}).replace("  Test Boost: 4", "  - Test Boost"))
    assert "DC001" in {code for code, _ in found(report)}


def test_a_first_vanguard_named_in_the_ride_deck_but_not_in_the_main_deck_means_the_ride_deck_is_apart() -> None:
    """``Sunrise Egg (FV)`` among the ride deck's lines and a main deck of 48 that lists the other three ride cards
    but not it: the ride deck is apart (52 cards, and a fifth copy of a rider is over the limit); it was read as the
    marked form (49 cards, the fifth copy missed, a note that every ride card is listed in the main deck)."""
    main = changed(MAIN, {"Test Rider One": 4, "Test Rider Two": 1, "Test Rider Three": 3, "Test Order": 0})
    text = (
        "Game: vanguard\nRide Deck:\nTest Starter (FV)\nTest Rider One\nTest Rider Two\nTest Rider Three\nMain Deck:\n"
    )
    text += "".join(f"{count} {name}\n" for name, count in main.items())
    report = check(text, path="deck.txt")
    codes = [code for code, _ in found(report)]
    assert sum(main.values()) == 48 and report.sections == {"main": 52, "ride": 4}
    assert "DC006" not in codes and "VG101" in codes
    assert ("VG201", '5 copies of "Test Rider One" (1 in the ride deck and 4 in the main deck); at most 4 of a card '
            "name, the ride deck included") in found(report)  # fmt: skip


def test_a_marked_form_whose_ride_deck_names_its_first_vanguard_in_a_line_too_is_50_cards() -> None:
    """All 50 under the main deck and a ride deck of ``1 Test Starter (FV)`` and the riders: the first vanguard is one
    card the main deck lists once (counting it for both its slot and its ride line made it 54 cards)."""
    main = changed(MAIN, {"Test Starter": 1, "Test Rider One": 1, "Test Rider Two": 1, "Test Rider Three": 4})
    ride = "1 Test Starter (FV)\n1 Test Rider One\n1 Test Rider Two\n1 Test Rider Three\n"
    text = "Game: vanguard\nRide Deck:\n" + ride + "Main Deck:\n" + "".join(f"{n} {c}\n" for c, n in main.items())
    report = check(text, path="deck.txt")
    assert report.legal, found(report)
    assert report.sections == {"main": 50, "ride": 4}


def test_a_first_vanguard_marked_on_its_ride_line_and_its_main_line_is_one() -> None:
    """The marked form with ``Test Starter (FV)`` in the ride deck and ``1 Test Starter (FV)`` in the main deck: one
    first vanguard (it was 'a second first vanguard'); two different cards marked so are still two."""
    main = changed(MAIN, {"Test Starter": 0, "Test Rider One": 1, "Test Rider Two": 1, "Test Rider Three": 4})
    ride = "Test Starter (FV)\n1 Test Rider One\n1 Test Rider Two\n1 Test Rider Three\n"
    lines = "".join(f"{n} {c}\n" for c, n in main.items()) + "1 Test Starter (FV)\n"
    report = check("Game: vanguard\nRide Deck:\n" + ride + "Main Deck:\n" + lines, path="deck.txt")
    assert report.legal, found(report)
    other = check(
        "Game: vanguard\nRide Deck:\n"
        + ride
        + "Main Deck:\n"
        + lines.replace("1 Test Rider One\n", "1 Test Rider One (FV)\n"),
        path="deck.txt",
    )
    assert "VG104" in [code for code, _ in found(other)]


def test_a_first_vanguard_named_apart_is_one_card_besides_a_main_deck_copy() -> None:
    """The ride deck listed apart with its grade 0 as ``Test Starter (FV)`` (no count), and one more copy of that
    card in the main deck: 4 + 46 = 50 cards, two copies (a newcomer's list read 49: the main deck's copy was taken
    for the first vanguard itself). So too with a ``First Vanguard:`` line before grades 1 to 3."""
    main = changed(MAIN, {"Test Order": 2, "Test Starter": 1})
    cards = "".join(f"{count} {name}\n" for name, count in main.items())
    riders = "Test Rider One\nTest Rider Two\nTest Rider Three\n"
    for head in ("Ride Deck:\nTest Starter (FV)\n", "First Vanguard: Test Starter\nRide Deck:\n"):
        report = check(f"Game: vanguard\n{head}{riders}Main Deck:\n{cards}", path="deck.txt")
        assert report.legal, (head, found(report))
        assert report.sections == {"main": 50, "ride": 4}


def test_a_misspelt_trigger_leaves_the_count_short_and_says_why() -> None:
    report = check(yaml_deck(main=changed(MAIN, {"Test Heal": 0, "Test Heall": 4})))
    [message] = [m for code, m in found(report) if code == "VG301"]
    assert message.endswith("it needs exactly 16 (4 more; 4 cards the pool does not know are not counted)")


def test_a_misspelt_rider_is_not_also_a_missing_grade() -> None:
    """``Test Rider Thre`` in the ride deck is an unknown card; the grade 3 it may be is not also reported missing
    (VG103 said so, on the grade 0's line). Two grades missing and one unknown card still err."""
    report = check(yaml_deck(ride=[*RIDE[:3], "Test Rider Thre"]))
    assert [code for code, _ in found(report)] == ["DC002"]
    report = check(yaml_deck(ride=[RIDE[0], RIDE[1], "Test Rider Thre", "Test Boost"]))
    assert any(code == "VG103" and "no normal unit of grade 2 and grade 3" in m for code, m in found(report))


@pytest.mark.parametrize("label", ["Starting Vanguard", "Starter", "Starting VG", "First VG"])
def test_other_names_of_the_first_vanguard_label_it(label: str) -> None:
    """``Starting Vanguard: X`` before the ride deck: the first vanguard (it was an unknown card, and the ride deck
    after it 'a second deck')."""
    cards = "".join(f"{count} {name}\n" for name, count in MAIN.items())
    riders = "\n".join(RIDE[1:])
    report = check(f"Game: vanguard\n{label}: Test Starter\nRide Deck\n{riders}\nMain Deck\n{cards}", path="d.txt")
    assert report.legal, found(report)
    assert report.details["first_vanguard"] == "Test Starter"


def test_the_first_vanguard_of_a_deck_that_names_none_is_its_ride_deck_s_grade_0() -> None:
    """The README: a deck that names none has its ride deck's grade 0 as its first vanguard; the JSON said null."""
    report = check(yaml_deck())
    assert report.legal and report.details["first_vanguard"] == "Test Starter"
