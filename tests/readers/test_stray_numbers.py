"""A card number no card has, written beside a card's name (``4 ZZ99/9999EN Dragon Breath``, ``6/6 Dragonic Shoot``):
the name is read alone, with a note; on a line without a count, digits either side of the slash may be the count
meant, a located problem (:func:`deckcheck.readers.resolve._stray_numbers`)."""

from __future__ import annotations

import pytest

from cardpool import CardPool

from helpers import BASE_DECK, changed, check, deck_text, rules_of


@pytest.mark.parametrize(
    ("line", "number", "column"),
    [
        ("6/6 Dragon Breath", "6/6", 1),
        ("3/4 Dragon Breath", "3/4", 1),
        ("- 9/9 Dragon Breath", "9/9", 3),
        ("Dragon Breath 2/2", "2/2", 15),
        ("Dragon Breath (6/6)", "6/6", 16),
    ],
)
def test_a_number_no_card_has_on_a_line_without_a_count_is_a_located_parse_error(
    line: str, number: str, column: int, pool: CardPool
) -> None:
    """``6/6 Dragonic Shoot`` was one copy of the card, without a word: 49 cards and that line passed as 50."""
    text = deck_text(changed(BASE_DECK, {"Dragon Breath": 3}), extra=f"{line}\n")  # 49 cards, then the line
    report = check(text, pool, strict=True)
    [error] = [f for f in report.findings if f.rule == "parse-error"]
    assert (error.line, error.column) == (17, column)
    assert error.message.startswith(f'not a card line: "{number}" ') and '"Dragon Breath"' in error.message
    assert "no count, and as a card number it matches no card" in error.message
    assert sum(c.count for c in report.cards if c.section == "deck") == 49 and not report.legal


@pytest.mark.parametrize(
    "line",
    [
        "4 ZZ99/9999EN Dragon Breath",
        "4x Dragon Breath (ZZ99/9999EN)",
        "ZZ99/9999EN Dragon Breath x4",
        "4 Dragon Breath - ZZ99/9999EN",
    ],
)
def test_a_number_no_card_has_beside_a_name_and_a_count_is_noted_and_the_name_read(line: str, pool: CardPool) -> None:
    report = check(deck_text(changed(BASE_DECK, {"Dragon Breath": 0}), extra=f"{line}\n"), pool, strict=True)
    [note] = report.findings
    assert (note.rule, note.line) == ("reading-note", 16)
    assert note.message == 'the card number "ZZ99/9999EN" matches no card: "Dragon Breath" is read by its name alone'
    assert ("Dragon Breath", 4) in [(c.canonical, c.count) for c in report.cards] and report.legal


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("Dragon Breath (S-BT01/0010EN)", "S-BT01/0010EN"),  # a printing the pool lacks
        ("TD01/010 Dragon Breath", "TD01/010"),
        ("ZZ99/9999EN Dragon Breath", "ZZ99/9999EN"),
        ("ab/cd Dragon Breath", "ab/cd"),
    ],
)
def test_a_number_no_card_has_that_is_no_count_is_noted_on_a_line_without_a_count(
    line: str, number: str, pool: CardPool
) -> None:
    """Only digits either side of the slash may be the count meant: a printing the pool lacks (an S-series number,
    Vanguard's official ``D-SD01/001EN``) beside a card's name is that card, with a note (a review: such lines had
    become parse errors, their copies dropped)."""
    report = check(deck_text(changed(BASE_DECK, {"Dragon Breath": 3}), extra=f"{line}\n"), pool)
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.rule == "reading-note" and note.message.startswith(f'the card number "{number}" matches no card')
    assert sum(c.count for c in report.cards if c.section == "deck") == 50


def test_a_real_card_number_beside_a_name_without_a_count_is_one_copy(pool: CardPool) -> None:
    report = check(deck_text(changed(BASE_DECK, {"Dragon Breath": 0}), extra="TD01/0010EN Dragon Breath\n"), pool)
    assert [(c.canonical, c.count, c.line) for c in report.cards if c.canonical == "Dragon Breath"] == [
        ("Dragon Breath", 1, 16)
    ]
    assert rules_of(report) == ["deck-size"]  # 47 cards: no note, no problem


@pytest.mark.parametrize("line", ["4 Dragon Breath (TD01/0010)", "TD01/0010 Dragon Breath x4"])
def test_the_cards_own_number_without_its_language_letters_is_no_stray_number(line: str, pool: CardPool) -> None:
    """``Dragon Breath (TD01/0010)``, its printing TD01/0010EN without the EN, got a note that the number matches no
    card; Vanguard's ``D-SD03/011EN`` for a printed ``D-SD03/011`` (the other way round) already did not."""
    report = check(deck_text(changed(BASE_DECK, {"Dragon Breath": 0}), extra=f"{line}\n"), pool, strict=True)
    assert report.findings == () and report.legal
    assert ("Dragon Breath", 4) in [(c.canonical, c.count) for c in report.cards]


def test_a_number_written_without_its_language_letters_suggests_its_card(pool: CardPool) -> None:
    assert pool.index.respelt_number("td01-0010") == ("TD01/0010EN", "Dragon Breath")
    report = check(deck_text(changed(BASE_DECK, {"Dragon Breath": 0}), extra="4 TD01/0010\n"), pool)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.suggestions[0] == "Dragon Breath (TD01/0010EN)"
