"""Vanguard under a regulation: the four official restriction kinds in the regulation YAML, a later format's
critical cap (``counts:``) and ride deck outside the 50 (``apart``), and the two example regulations."""

from __future__ import annotations

import textwrap

import pytest
from test_vanguard_import import needs_vanguard_data, real_pool
from vanguard_helpers import MAIN, RIDE, changed, found, pool_of, yaml_deck

from cardpool import CardPool
from deckcheck.engine import DeckReport, check_deck
from deckcheck.readers import read_deck
from deckcheck.regulations.bind import Bound, bind
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.game import fits_for, words_for
from deckcheck.regulations.load import parse_regulation

from helpers import REPO

HEAD = "name: Test list\ngame: vanguard\neffective: 2021-06-01\n"
TAG = "Test list (in force from 2021-06-01)"


def _reg(body: str, pool: CardPool | None = None, head: str = HEAD) -> Bound:
    pool = pool or pool_of()
    located = parse_regulation("reg.yaml", head + textwrap.dedent(body))
    return bind(located, pool.index, words=words_for("vanguard"), fits=fits_for("vanguard", pool))


def _check(text: str, regulation: Bound, pool: CardPool | None = None) -> DeckReport:
    deck, problems = read_deck("deck.yaml", text.encode("utf-8"))
    return check_deck(deck, problems, pool or pool_of(), regulation=regulation)


def test_cannot_be_used_is_banned() -> None:
    report = _check(yaml_deck(), _reg("banned: [Test Finisher]\n"))
    assert found(report) == [("RG101", f'"Test Finisher" is banned by {TAG}: 4 copies, the limit is 0')]


def test_restricted_to_n_is_limited_and_counts_the_ride_deck() -> None:
    report = _check(yaml_deck(), _reg("limited:\n  - {card: Test Rider Three, max: 3}\n"))
    [(code, message)] = found(report)
    assert code == "RG102" and message.startswith('4 copies of "Test Rider Three"')
    assert message.endswith(f"{TAG} limits it to 3")


def test_choice_restriction_is_a_choice_group() -> None:
    report = _check(yaml_deck(), _reg("choice:\n  - cards: [Test Boost, Test Boost B]\n"))
    assert found(report) == [
        (
            "RG103",
            f'2 names from the choice group (4 "Test Boost", 4 "Test Boost B"); {TAG} allows cards of only one '
            'name of "Test Boost", "Test Boost B"',
        )
    ]


def test_restricted_first_vanguard_is_a_limit_of_0_where_it_is_the_first_vanguard() -> None:
    reg = _reg("limited:\n  - {card: Test Starter, max: 0, when: {first vanguard: [Test Starter]}}\n")
    [(code, message)] = found(_check(yaml_deck(), reg))
    assert code == "RG102"
    assert message.endswith('limits it to 0 in decks whose first vanguard is "Test Starter"')
    other = ["Test Starter Two", *RIDE[1:]]
    allowed = _check(yaml_deck(ride=other, main=changed(MAIN, {"Test Order": 2, "Test Starter": 1})), reg)
    assert allowed.legal, found(allowed)


def test_a_first_vanguard_condition_naming_no_grade_0_unit_is_refused() -> None:
    """The reason is the game's test (a grade 0 normal unit), not the card's type: a grade 1 normal unit was said to
    be 'a normal unit, never a deck's first vanguard', though normal units are first vanguards (a newcomer's try)."""
    with pytest.raises(RegulationError, match="Test Rider One\" can never be a deck's first vanguard") as raised:
        _reg("limited:\n  - {card: Test Rider One, max: 0, when: {first vanguard: [Test Rider One]}}\n")
    assert "normal unit" not in str(raised.value)


LATER = """\
sections:
  main: {min: 50, max: 50}
  ride: {min: 4, max: 5, apart: true}
counts:
  - {name: critical trigger cap, field: trigger, value: Critical, max: 8}
"""


APART = changed(MAIN, {"Test Order": 4, "Test Rider One": 3})
"""50 cards besides the ride deck (whose Test Rider One makes 4 copies)."""


def test_a_ride_deck_outside_the_50_and_a_critical_cap() -> None:
    reg = _reg(LATER)
    assert sum(APART.values()) == 50
    report = _check(yaml_deck(main=APART), reg)
    assert report.legal, found(report)
    assert report.sections == {"main": 50, "ride": 4}
    over = _check(yaml_deck(main=changed(APART, {"Test Order": 3, "Nationless Trigger": 1})), reg)
    [(code, message)] = [(c, m) for c, m in found(over) if c == "RG108"]
    assert message.startswith('9 cards with trigger Critical ("critical trigger cap"): 1 "Nationless Trigger", 4 ')
    assert "VG301" in {c for c, _ in found(over)}  # 17 triggers: the game's own rule still holds


def test_without_the_regulation_the_same_deck_is_54_cards() -> None:
    deck, problems = read_deck("deck.yaml", yaml_deck(main=APART).encode())
    report = check_deck(deck, problems, pool_of())
    assert found(report) == [
        ("VG101", "the deck has 54 cards (4 in the ride deck and 50 more); it needs exactly 50 (4 too many)")
    ]


@pytest.mark.parametrize("name", ["vanguard-example.yaml", "vanguard-later-format.yaml"])
@needs_vanguard_data
def test_the_example_regulations_bind_to_the_real_card_list(name: str) -> None:
    path = REPO / "examples" / "regulations" / name
    located = parse_regulation(str(path), path.read_text(encoding="utf-8"))
    pool = real_pool()
    bound = bind(located, pool.index, words=words_for("vanguard"), fits=fits_for("vanguard", pool))
    assert bound.effective is not None


@pytest.mark.parametrize("path", ["deck.yaml", "deck.txt"])
def test_a_limit_on_the_first_vanguard_named_apart_counts_it_on_its_line(path: str) -> None:
    """``when: {first vanguard: [...]}`` with a limit of 0 and the first vanguard named apart from every card line
    (``first vanguard:``; a bare ``(FV)`` ride line of a text deck): its one card is counted, on its line (it was
    missed: the regulation counted card lines only)."""
    if path == "deck.yaml":
        text = yaml_deck(ride=RIDE[1:]).replace("ride deck:", "first vanguard: Test Starter\nride deck:")
    else:
        cards = "".join(f"{count} {name}\n" for name, count in MAIN.items())
        text = "Game: vanguard\nRide Deck:\nTest Starter (FV)\n" + "\n".join(RIDE[1:]) + f"\nMain Deck:\n{cards}"
    body = "limited:\n  - {card: Test Starter, max: 0, when: {first vanguard: [Test Starter]}}\n"
    deck, problems = read_deck(path, text.encode("utf-8"))
    report = check_deck(deck, problems, pool_of(), regulation=_reg(body))
    [finding] = [f for f in report.findings if f.code == "RG102"]
    assert finding.line == (2 if path == "deck.yaml" else 3) and finding.message.startswith('1 copy of "Test Starter"')


def test_a_count_of_a_value_no_card_has_is_refused() -> None:
    """``value: Ovr`` (for ``Over``) or ``Dark State`` (for ``Dark States``) never applied: a deck with an over trigger
    passed the list written to forbid it (a newcomer's try). A value some card has, in any case, binds."""
    from deckcheck.regulations.bind import check_count_values

    cards = pool_of().cards
    located = parse_regulation("reg.yaml", HEAD + "counts:\n  - {field: trigger, value: Ovr, max: 0}\n")
    with pytest.raises(RegulationError, match='no card of the pool has trigger "Ovr": this count would never apply'):
        check_count_values(located, cards)
    check_count_values(
        parse_regulation("reg.yaml", HEAD + "counts:\n  - {field: trigger, value: critical, max: 8}\n"), cards
    )
    check_count_values(parse_regulation("reg.yaml", HEAD + "banned: [Test Finisher]\n"), cards)  # no counts: no read
