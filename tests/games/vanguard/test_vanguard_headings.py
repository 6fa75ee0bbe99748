"""Vanguard's pasted headings (``Heal x4``, ``Critical Triggers (4)``, ``Triggers: 16``, ``Grade 1 (12)``, ``G3``,
``Perfect Guards (4)``) carry no card, through the game's text vocabulary (``deckcheck.games.vanguard.words``)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from test_vanguard_cli import PASTED
from vanguard_helpers import check, found

from deckcheck.games import get_game
from deckcheck.readers.words import text_patterns

HEADINGS = [
    "Heal x4",
    "Heal Trigger x4",
    "Heal Triggers x 4",
    "Heal ×4",
    "Heal Triggers (4)",
    "Heal Trigger Units (4)",
    "Heal: 4",
    "Heal Triggers - 4",
    "Triggers x16",
    "Trigger Units (16)",
    "Grade 0 (16)",
    "Grade 0 Units",
    "G0 x16",
    "Perfect Guards (4)",
    "Sentinels x4",
    "Orders x3",
    "Heal",
    "HEAL TRIGGERS:",
]


@pytest.mark.parametrize("heading", HEADINGS)
def test_a_trigger_or_grade_heading_carries_no_card(heading: str) -> None:
    text = PASTED.replace("Heal Triggers (4)\n", heading + "\n")
    report = check("Game: vanguard\n" + text, path="deck.txt")
    assert report.legal, found(report)
    assert report.details["triggers"]["heal"] == 4


@pytest.mark.parametrize("heading", ["Heal x4", "G3", "Grade 1 (12)", "Critical Triggers (4)", "Triggers: 16"])
def test_the_heading_pattern_takes_the_line_whole(heading: str) -> None:
    assert text_patterns(get_game("vanguard")).heading.fullmatch(heading)


@pytest.mark.parametrize("line", ["Heal Dragon x4", "4 Heal", "Healer x4", "Grade 9 x4", "Critical Strike x4"])
def test_a_card_line_that_starts_like_a_heading_stays_a_card_line(line: str) -> None:
    assert not text_patterns(get_game("vanguard")).heading.fullmatch(line)


def test_a_card_under_a_trigger_heading_written_x_first_is_read_with_its_count() -> None:
    text = PASTED.replace("Heal Triggers (4)\n4 Test Heal\n", "Heal x4\nx4 Test Heal\n")
    report = check("Game: vanguard\n" + text, path="deck.txt")
    assert report.legal, found(report)


def test_the_other_games_do_not_read_a_vanguard_heading() -> None:
    assert not text_patterns(get_game("buddyfight")).heading.fullmatch("Heal x4")


def _least(method: Callable[[str], object], text: str) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        method(text)
        best = min(best, time.perf_counter() - start)
    return best


@pytest.mark.parametrize("unit", [" ", "heal ", "g1 ", "x", "heal x", "grade 1 units ", "\t1"])
def test_the_heading_pattern_costs_the_same_per_character_at_any_length(unit: str) -> None:
    """A line of a repeated heading part costs per character at 8,000 what it costs at 1,000 (a ratio, not a
    time: a pattern that backtracks over a run pays about 8x more per character)."""
    pattern = text_patterns(get_game("vanguard")).heading
    short, long = ("heal" + unit * (n // len(unit)) + "?" for n in (1_000, 8_000))
    per_short = _least(pattern.fullmatch, short) / len(short)
    per_long = _least(pattern.fullmatch, long) / len(long)
    assert per_long / max(per_short, 1e-12) < 4.0


def _pasted(ride_head: str, main_head: str) -> str:
    from vanguard_helpers import MAIN, RIDE

    cards = "".join(f"{count}x {name}\n" for name, count in MAIN.items())
    riders = "".join(f"- {name}\n" for name in RIDE[1:])
    return f"Game: vanguard\n{ride_head}\n- {RIDE[0]} (FV)\n{riders}\n{main_head}{cards}"


@pytest.mark.parametrize("ride_head", ["**Ride Deck**", "Ride Deck (4)"])
@pytest.mark.parametrize("main_head", ["Triggers (8)\n", ""])
def test_a_ride_deck_with_no_main_deck_heading_after_it_ends_with_its_four_cards(
    ride_head: str, main_head: str
) -> None:
    """A blog's list: the ride deck's four cards, then the main deck's under trigger and grade headings with no
    'Main Deck' heading: the ride deck was read as 50 cards (16 errors). A line of more copies after its four cards
    starts the main deck, with a note; ``Ride Deck (4)`` over a bare ``(FV)`` line is four cards (no DC009)."""

    report = check(_pasted(ride_head, main_head), path="blog.txt")
    assert report.legal and report.sections == {"main": 50, "ride": 4}, found(report)
    notes = [m for code, m in found(report) if code == "DC006"]
    assert any("the ride deck's 4 cards are read; with no 'Main Deck' heading" in m for m in notes)


def test_a_ride_deck_of_more_one_copy_lines_stays_the_ride_deck() -> None:
    """One-copy lines after the four (a later format's crest, or a mistake VG102 reports) are not the main deck."""

    text = _pasted("Ride Deck", "Main Deck\n").replace("- Test Rider Three\n", "- Test Rider Three\n- Test Boost\n")
    report = check(text, path="d.txt")
    assert report.sections["ride"] == 5 and "VG102" in [code for code, _ in found(report)]


def test_a_first_vanguard_named_above_the_ride_deck_is_one_of_its_four() -> None:
    """``First Vanguard: X`` above ``Ride Deck`` and three riders: the ride deck is full, and the trigger lines after
    it are the main deck's (a review found the first 4-copy line read into the ride deck)."""
    text = _pasted("**Ride Deck**", "Triggers (8)\n").replace(
        "**Ride Deck**\n- Test Starter (FV)\n", "First Vanguard: Test Starter\n**Ride Deck**\n"
    )
    report = check(text, path="blog.txt")
    assert report.legal and report.sections == {"main": 50, "ride": 4}, found(report)


@pytest.mark.parametrize(("count", "warned"), [(3, True), (4, False), (5, True)])
def test_a_ride_deck_heading_counts_its_first_vanguard_named_apart(count: int, warned: bool) -> None:
    report = check(_pasted(f"Ride Deck ({count})", "Main Deck\n"), path="d.txt")
    assert ("DC009" in [code for code, _ in found(report)]) is warned


def test_a_first_vanguard_marked_line_beside_a_main_deck_copy_keeps_both_copies() -> None:
    """``1 Sunrise Egg (FV)`` and ``1 Sunrise Egg`` in one list: two cards of the deck (Vanguard's first vanguard is
    one of them, not one card more), never 'the first vanguard alone'."""
    from vanguard_helpers import MAIN

    cards = "".join(f"{count} {name}\n" for name, count in MAIN.items())
    text = f"Game: vanguard\n1 Test Starter (FV)\n1 Test Starter\n{cards}"
    report = check(text, path="d.txt")
    assert not any("alone" in m for _, m in found(report))
    assert report.details["first_vanguard"] == "Test Starter" and report.sections["main"] == sum(MAIN.values()) + 2


def test_a_heading_after_the_ride_deck_s_four_cards_starts_the_main_deck() -> None:
    """``Grade 3`` over ``1 Name`` after the four ride-deck lines (a newcomer's list): the main deck's, not a fifth
    ride-deck card (VG102, VG103); ``Grade 1`` between the ride deck's own lines stays in it."""
    from vanguard_helpers import MAIN, RIDE

    main = dict(MAIN, **{"Test Rider Three": 2, "Test Finisher": 4})
    cards = "".join(f"{count} {name}\n" for name, count in main.items() if name != "Test Finisher")
    text = (
        "Game: vanguard\nRide Deck\n"
        + "".join(f"1 {n}\n" for n in RIDE)
        + f"\nGrade 3\n1 Test Finisher\n3 Test Finisher\n{cards}"
    )
    report = check(text, path="d.txt")
    assert report.sections["ride"] == 4 and not {"VG102", "VG103"} & {code for code, _ in found(report)}
    inside = "Game: vanguard\nRide Deck\nGrade 0\n1 Test Starter\nGrade 1\n1 Test Rider One\n"
    assert check(inside, path="d.txt").sections["ride"] == 2
