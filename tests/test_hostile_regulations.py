"""Regulations that multiply findings or slip values past their checks (issue 19: serious 5, the moderate
lflist.conf and ``$whitelist`` items, and the minor dates and ``max: '1'``)."""

from __future__ import annotations

import textwrap

import pytest

from cardpool import CardPool
from deckcheck.engine import DeckReport, check_deck
from deckcheck.findings import Finding
from deckcheck.games.yugioh.lflist import parse_lflist
from deckcheck.readers import read_deck
from deckcheck.regulations.bind import Bound, bind
from deckcheck.regulations.game import words_for
from deckcheck.regulations.load import RegulationError, parse_regulation
from deckcheck.run.flood import MAX_FINDINGS, capped

from helpers import BASE_DECK, changed, deck_text

HEAD = "name: Test list\ngame: buddyfight\neffective: 2019-03-01\n"
GROUP = "  - cards: [Magical Goodbye, Begone!!]\n"
TWO_NAMES = deck_text(changed(BASE_DECK, {"Magical Goodbye": 2}), extra="Sideboard:\n1 Begone!!\n")


def _bound(body: str, pool: CardPool) -> Bound:
    located = parse_regulation("reg.yaml", HEAD + textwrap.dedent(body))
    return bind(located, pool.index, words=words_for("buddyfight"))


def _check(text: str, pool: CardPool, regulation: Bound | None) -> DeckReport:
    deck, problems = read_deck("deck.txt", text.encode("utf-8"))
    return check_deck(deck, problems, pool, regulation=regulation)


def test_identical_choice_groups_are_one_group_with_a_warning_at_the_repeat(pool: CardPool) -> None:
    bound = _bound("choice:\n" + GROUP + "  - cards: [Begone!!, Magical Goodbye]\n" + GROUP * 500, pool)
    assert len(bound.choices) == 1
    assert bound.repeats[0] == "reg.yaml:6: warning: this choice group repeats the one on line 5; it is checked once"
    assert bound.repeats[-1] == "reg.yaml: warning: 496 more choice groups repeat earlier ones"
    report = _check(TWO_NAMES, pool, bound)
    assert [f.rule for f in report.findings].count("choice-group") == 1


def test_groups_of_other_conditions_or_limits_stay_apart(pool: CardPool) -> None:
    body = (
        "combined:\n  - {max: 2, cards: [Magical Goodbye, Begone!!]}\n"
        "  - {max: 3, cards: [Magical Goodbye, Begone!!]}\n"
    )
    assert len(_bound(body, pool).combined) == 2


def test_the_number_of_groups_is_bounded(pool: CardPool) -> None:
    groups = "".join(f"  - cards: [Magical Goodbye, Begone!!]\n    name: g{i}\n" for i in range(1_001))
    with pytest.raises(RegulationError, match="at most 1000 items"):
        _bound("choice:\n" + groups, pool)


def test_a_message_names_at_most_ten_cards_of_a_group(pool: CardPool) -> None:
    names = [c.name for c in pool.cards if c.type != "flag"][:30]
    body = "choice:\n  - cards: [" + ", ".join(f"'{n}'" for n in ["Magical Goodbye", "Begone!!", *names]) + "]\n"
    bound = _bound(body, pool)
    (finding,) = [f for f in _check(TWO_NAMES, pool, bound).findings if f.rule == "choice-group"]
    assert "more" in finding.message and len(finding.message) < 1_500


@pytest.mark.parametrize("body", ["limited:\n  - {card: Dragon Breath, max: '1'}\n", "sections: {deck: {min: '40'}}\n"])
def test_a_string_is_refused_where_a_number_is_meant(pool: CardPool, body: str) -> None:
    with pytest.raises(RegulationError, match="valid integer"):
        _bound(body, pool)


def test_a_deck_lists_at_most_the_cap_and_then_one_closing_finding() -> None:
    findings = tuple(
        Finding("d.txt", "unknown-card", "DC002", "error" if i % 2 else "warning", f"m{i}", i + 1, 1)
        for i in range(2_500)
    )
    report = DeckReport("d.txt", findings, legal=False)
    shown = capped(report)
    assert len(shown.findings) == MAX_FINDINGS + 1 and shown.legal is False
    closing = shown.findings[0]
    # errors first: the 1,000 listed are errors, and the first left out is the warning on line 1
    assert all(f.severity == "error" for f in shown.findings[1:]) and (shown.errors, shown.warnings) == (1250, 1250)
    assert closing.code == "DC010" and closing.severity == "note" and closing.line == 1
    assert closing.message.startswith("1,500 more findings are not listed (250 errors, 1,250 warnings)")
    assert capped(DeckReport("d.txt", findings[:MAX_FINDINGS], legal=True)).findings == findings[:MAX_FINDINGS]


LF = "#[2020.1 TCG]\n!2020.1 TCG\n11111111 0\n"


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("!" + "n" * 201 + "\n", 1, "a list name is 201 characters long; the limit is 200"),
        ("!0.1 TCG\n", 1, '"0.1" is not a date'),
        ("!99999.1 TCG\n", 1, '"99999.1" is not a date'),
        ("!2020.123 TCG\n", 1, "is not a date"),
    ],
)
def test_lflist_names_are_bounded_and_their_dates_real(text: str, line: int, words: str) -> None:
    with pytest.raises(RegulationError) as raised:
        parse_lflist("lf.conf", LF + text)
    assert words in raised.value.message and raised.value.line == line + 3


def test_an_empty_whitelist_admits_no_card(pool: CardPool) -> None:
    (located,) = parse_lflist("lf.conf", "!2020.1 Empty\n$whitelist\n11111111 0\n")
    assert located.regulation.pool is not None and located.regulation.pool.cards == ()
    bound = bind(located, pool.index, strict=False, words=words_for("yugioh"))
    assert bound.allowed_cards == frozenset() and bound.has_pool_filter


def test_the_cap_never_cuts_a_parse_error() -> None:
    """The reader bounds parse errors itself, and its last one says where reading stopped."""
    findings = tuple(Finding("d.txt", "unknown-card", "DC002", "error", f"m{i}", i + 1, 1) for i in range(1_500))
    stop = Finding("d.txt", "parse-error", "DC001", "error", "more than 10,000 card lines", 9_000, 1)
    shown = capped(DeckReport("d.txt", (*findings, stop), legal=False))
    assert shown.findings[-1] == stop and shown.findings[-2].code == "DC010"
    assert [f.sort_key() for f in shown.findings] == sorted(f.sort_key() for f in shown.findings)


@pytest.mark.parametrize("written", ["1551398400", "'1551398400'", "'20190301'"])
def test_a_regulation_date_is_a_date_never_a_number(pool: CardPool, written: str) -> None:
    with pytest.raises(RegulationError, match="date"):
        parse_regulation("reg.yaml", f"name: x\ngame: buddyfight\neffective: {written}\n")
