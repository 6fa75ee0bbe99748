"""A regulation's field-value count limits (``counts:``, RG108), in any game: Buddyfight here, Vanguard in its tests."""

from __future__ import annotations

import textwrap

import pytest

from cardpool import CardPool
from deckcheck.engine import check_deck
from deckcheck.readers import read_deck
from deckcheck.regulations.bind import Bound, bind
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.game import words_for
from deckcheck.regulations.load import parse_regulation

from helpers import deck_text

HEAD = "name: Cap\ngame: buddyfight\neffective: 2018-07-02\n"


def _reg(body: str, pool: CardPool) -> Bound:
    located = parse_regulation("cap.yaml", HEAD + textwrap.dedent(body))
    return bind(located, pool.index, words=words_for("buddyfight"))


def _found(body: str, pool: CardPool) -> list[tuple[str, str, int | None]]:
    deck, problems = read_deck("deck.txt", deck_text().encode())
    report = check_deck(deck, problems, pool, regulation=_reg(body, pool))
    return [(f.code, f.message, f.line) for f in report.findings]


def test_a_count_over_its_max_stands_on_the_line_past_it(pool: CardPool) -> None:
    found = _found("counts:\n  - {field: type, value: Spell, max: 23}\n", pool)
    [(code, message, line)] = found
    assert code == "RG108" and message.startswith("24 cards with type Spell: 4 ")
    assert message.endswith("; Cap (in force from 2018-07-02) allows at most 23")
    assert line == 14  # the sixth spell line (Shine-energy), whose fourth copy is the 24th spell


def test_a_count_within_its_max_or_of_another_value_is_silent(pool: CardPool) -> None:
    assert _found("counts:\n  - {field: type, value: spell, max: 24}\n", pool) == []
    assert _found("counts:\n  - {field: type, value: flag, max: 0}\n", pool) == []


def test_a_count_may_hold_under_a_flag_only(pool: CardPool) -> None:
    body = "counts:\n  - {field: type, value: spell, max: 1, when: {flag: [Dragon Ein]}}\n"
    assert _found(body, pool) == []


def test_a_field_the_game_has_not_is_an_error_at_its_line(pool: CardPool) -> None:
    with pytest.raises(RegulationError, match="Future Card Buddyfight has no card field 'trigger'"):
        _reg("counts:\n  - {field: trigger, value: Critical, max: 8}\n", pool)


def test_a_count_of_a_yes_no_field_says_with_or_without_it(pool: CardPool) -> None:
    """``4 cards with omni_lord``, not ``with omni_lord True`` (a newcomer's try: ``with sentinel True``)."""
    [(code, message, _)] = _found("counts:\n  - {field: omni_lord, value: true, max: 0}\n", pool)
    assert code == "RG108" and message.startswith("2 cards with omni_lord: 2 "), message
    [(_, message, _)] = _found("counts:\n  - {field: omni_lord, value: false, max: 10}\n", pool)
    assert message.startswith("48 cards without omni_lord: "), message


def test_a_count_of_a_field_of_several_values_counts_a_card_holding_the_value(pool: CardPool) -> None:
    """``{field: worlds, value: Dragon World}``: a card of several worlds is counted when one of them is the value (a
    review: the whole tuple was compared, so such a count never applied)."""
    [(code, message, _)] = _found("counts:\n  - {field: worlds, value: dragon world, max: 10}\n", pool)
    assert code == "RG108" and " cards with worlds dragon world: " in message, message


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("{field: texts, value: spell, max: 20}", 'no card of the pool has texts "spell"'),  # a table: no crash
        (
            "{field: size, value: '2', max: 20}",
            'has size "2": this count would never apply (the pool\'s values: 0, 1, 2)',
        ),
        ("{field: worlds, value: Dragon Wrld, max: 20}", 'no card of the pool has worlds "Dragon Wrld"'),
    ],
)
def test_a_count_value_no_card_has_is_refused_whatever_the_field_holds(body: str, words: str, pool: CardPool) -> None:
    from deckcheck.regulations.bind import check_count_values

    located = parse_regulation("cap.yaml", HEAD + f"counts:\n  - {body}\n")
    with pytest.raises(RegulationError) as raised:
        check_count_values(located, pool.cards)
    assert words in str(raised.value), raised.value
    check_count_values(
        parse_regulation("cap.yaml", HEAD + "counts:\n  - {field: size, value: 2, max: 9}\n"), pool.cards
    )
