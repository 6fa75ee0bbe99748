"""The regulation rules, one by one, on decks from the bundled starter pool."""

from __future__ import annotations

import textwrap

import pytest

from cardpool import CardPool
from deckcheck.engine import DeckReport, check_deck
from deckcheck.readers import read_deck
from deckcheck.regulations.bind import Bound, bind
from deckcheck.regulations.game import words_for
from deckcheck.regulations.load import parse_regulation

from helpers import BASE_DECK, REPO, changed, deck_text

HEAD = "name: Test list\ngame: buddyfight\neffective: 2019-03-01\n"
TAG = "Test list (in force from 2019-03-01)"


def _reg(body: str, pool: CardPool) -> Bound:
    located = parse_regulation("reg.yaml", HEAD + textwrap.dedent(body))
    return bind(located, pool.index, words=words_for("buddyfight"))


def _check(text: str, pool: CardPool, regulation: Bound | None) -> DeckReport:
    deck, problems = read_deck("deck.txt", text.encode("utf-8"))
    return check_deck(deck, problems, pool, regulation=regulation)


def _found(report: DeckReport) -> list[tuple[str, str]]:
    return [(f.rule, f.message) for f in report.findings]


def test_the_base_deck_is_legal_under_a_regulation(pool: CardPool) -> None:
    example = REPO / "examples" / "regulations" / "irregulars" / "2018-07-02.yaml"
    bound = bind(parse_regulation(str(example), example.read_text(encoding="utf-8")), pool.index)
    report = _check(deck_text(), pool, bound)
    assert report.legal and report.findings == ()
    assert report.regulation == "Example Irregulars List 2018"
    assert report.regulation_effective == "2018-07-02"


def test_banned_card_in_deck_and_in_a_slot(pool: CardPool) -> None:
    bound = _reg("banned: [Dragon Breath, Dragon World]\n", pool)
    report = _check(deck_text(), pool, bound)
    assert _found(report) == [
        ("banned-card", f'the flag "Dragon World" is banned by {TAG}'),
        ("banned-card", f'"Dragon Breath" is banned by {TAG}: 4 copies, the limit is 0'),
    ]
    assert report.findings[1].line == 9 and report.findings[1].card == "Dragon Breath"
    assert not report.legal


def test_restricted_count_replaces_the_copy_limit(pool: CardPool) -> None:
    bound = _reg("limited:\n  - {card: Dragon Breath, max: 1}\n", pool)
    report = _check(deck_text(changed(BASE_DECK, {"Dragon Breath": 5})), pool, bound)
    # one finding: the regulation's limit of 1, not also the rulebook's limit of 4
    assert _found(report) == [("restricted-count", f'5 copies of "Dragon Breath"; {TAG} limits it to 1')]
    without = _check(deck_text(changed(BASE_DECK, {"Dragon Breath": 5})), pool, None)
    assert [f.rule for f in without.findings] == ["copy-limit"]


def test_a_regulation_limit_can_raise_the_usual_one(pool: CardPool) -> None:
    bound = _reg("limited:\n  - {card: Dragon Breath, max: 6}\n", pool)
    assert _check(deck_text(changed(BASE_DECK, {"Dragon Breath": 5})), pool, bound).legal


def test_a_banned_card_is_not_also_over_the_copy_limit(pool: CardPool) -> None:
    bound = _reg("banned: [Dragon Breath]\n", pool)
    report = _check(deck_text(changed(BASE_DECK, {"Dragon Breath": 5})), pool, bound)
    assert [f.rule for f in report.findings] == ["banned-card"]


PER_FLAG = """\
limited:
  - card: Dragon Breath
    max: 1
    when: {flag: [Dragon Ein]}
"""


def test_a_per_flag_limit_bites_under_one_flag_and_not_another(pool: CardPool) -> None:
    bound = _reg(PER_FLAG, pool)
    cards = {"Dragon Breath": 2, "Dragoenergy": 4}
    under_ein = _check(deck_text(cards, flag="Dragon Ein", buddy="Flarefang Dragon"), pool, bound)
    assert (
        "restricted-count",
        f'2 copies of "Dragon Breath"; {TAG} limits it to 1 in decks whose flag is "Dragon Ein"',
    ) in _found(under_ein)
    under_world = _check(deck_text(cards, flag="Dragon World", buddy="Flarefang Dragon"), pool, bound)
    assert "restricted-count" not in [f.rule for f in under_world.findings]


def test_a_higher_per_flag_limit_replaces_the_every_flag_limit(pool: CardPool) -> None:
    # the README's example: 3 under Dragon Ein, 1 under every other flag
    bound = _reg(
        "limited:\n  - {card: Dragon Breath, max: 1}\n  - {card: Dragon Breath, max: 3, when: {flag: [Dragon Ein]}}\n",
        pool,
    )
    under_ein = _check(deck_text({"Dragon Breath": 3}, flag="Dragon Ein"), pool, bound)
    assert "restricted-count" not in [f.rule for f in under_ein.findings]
    under_world = _check(deck_text({"Dragon Breath": 2}), pool, bound)
    assert ("restricted-count", f'2 copies of "Dragon Breath"; {TAG} limits it to 1') in _found(under_world)


@pytest.mark.parametrize(
    ("flag", "extra"), [(None, "1 Dragon Ein\n"), ("Dragon Ein", "Flag: Dragon Ein\n")], ids=["listed", "twice"]
)
def test_a_per_flag_limit_reads_the_flag_as_the_flag_rules_do(pool: CardPool, flag: str | None, extra: str) -> None:
    # with no Flag: line the flag listed among the cards is the flag; the same Flag: line twice is one flag
    bound = _reg(PER_FLAG, pool)
    report = _check(deck_text({"Dragon Breath": 2}, flag=flag, extra=extra), pool, bound)
    assert "restricted-count" in [f.rule for f in report.findings]


def test_the_limit_for_the_flag_wins_over_the_limit_for_every_flag(pool: CardPool) -> None:
    bound = _reg(PER_FLAG + "  - {card: Dragon Breath, max: 3}\n", pool)
    cards = {"Dragon Breath": 2}
    assert "restricted-count" in [f.rule for f in _check(deck_text(cards, flag="Dragon Ein"), pool, bound).findings]
    assert "restricted-count" not in [f.rule for f in _check(deck_text(cards), pool, bound).findings]
    four = _check(deck_text({"Dragon Breath": 4}), pool, bound)
    assert ("restricted-count", f'4 copies of "Dragon Breath"; {TAG} limits it to 3') in _found(four)


def test_a_sideboard_copy_pushes_a_card_over_a_limit(pool: CardPool) -> None:
    bound = _reg("limited:\n  - {card: Dragon Breath, max: 4}\n", pool)
    legal = _check(deck_text(), pool, bound)
    assert legal.legal
    over = _check(deck_text(extra="Sideboard:\n1 Dragon Breath\n"), pool, bound)
    assert _found(over) == [
        (
            "restricted-count",
            f'5 copies of "Dragon Breath" (4 in the deck and 1 in the sideboard); {TAG} limits it to 4',
        )
    ]


CHOICE = """\
choice:
  - name: Magic counters
    cards: [Magical Goodbye, Begone!!, Abra Cadabra!]
"""


def test_choice_group(pool: CardPool) -> None:
    bound = _reg(CHOICE, pool)
    one = _check(deck_text(changed(BASE_DECK, {"Magical Goodbye": 4})), pool, bound)
    assert "choice-group" not in [f.rule for f in one.findings]
    two = _check(deck_text(changed(BASE_DECK, {"Magical Goodbye": 2}), extra="Sideboard:\n1 Begone!!\n"), pool, bound)
    assert (
        "choice-group",
        f'2 names from the choice group "Magic counters" (2 "Magical Goodbye", 1 "Begone!!"); {TAG} '
        'allows cards of only one name of "Magical Goodbye", "Begone!!", "Abra Cadabra!"',
    ) in _found(two)
    (group,) = [f for f in two.findings if f.rule == "choice-group"]
    assert group.cards == ("Magical Goodbye", "Begone!!"), "every card of the group in the deck (the event report)"


COMBINED = """\
combined:
  - max: 4
    cards: ['Dragon Force, "Style of Impact"', Gargantua Punisher!!]
"""


def test_combined_limit(pool: CardPool) -> None:
    bound = _reg(COMBINED, pool)
    assert _check(deck_text(), pool, bound).legal  # 2 + 2
    over = _check(deck_text(changed(BASE_DECK, {"Gargantua Punisher!!": 3})), pool, bound)
    found = [(rule, message) for rule, message in _found(over) if rule == "combined-limit"]
    assert found == [
        (
            "combined-limit",
            f'5 cards of the combined limit (2 \'Dragon Force, "Style of Impact"\', 3 "Gargantua Punisher!!"); '
            f'{TAG} allows at most 4 of \'Dragon Force, "Style of Impact"\' and "Gargantua Punisher!!" together',
        )
    ]
    (group,) = [f for f in over.findings if f.rule == "combined-limit"]
    assert group.cards == ('Dragon Force, "Style of Impact"', "Gargantua Punisher!!")


def test_sideboard_size(pool: CardPool) -> None:
    bound = _reg("sideboard: {min: 0, max: 10}\n", pool)
    ten = _check(deck_text(extra="Sideboard:\n4 Buddy Charge\n4 Quick Summon\n2 Begone!!\n"), pool, bound)
    assert "sideboard-size" not in [f.rule for f in ten.findings]
    eleven = _check(deck_text(extra="Sideboard:\n4 Buddy Charge\n4 Quick Summon\n3 Begone!!\n"), pool, bound)
    assert ("sideboard-size", f"the sideboard has 11 cards; {TAG} allows 0 to 10") in _found(eleven)


def test_sideboard_content(pool: CardPool) -> None:
    bound = _reg("sideboard: {not_slots: [flag, buddy], not_types: [flag]}\n", pool)
    report = _check(deck_text(extra="Sideboard:\n1 Flarefang Dragon\n1 Dragon Ein\n1 Dragon World\n"), pool, bound)
    found = [(f.rule, f.message, f.line) for f in report.findings if f.rule == "sideboard-content"]
    assert found == [
        (
            "sideboard-content",
            f'1 copy of the buddy "Flarefang Dragon" in the sideboard; {TAG} allows no spare buddy there',
            18,
        ),
        ("sideboard-content", f'"Dragon Ein" in the sideboard is a flag card; {TAG} allows no flag cards there', 19),
        (
            "sideboard-content",
            f'1 copy of the flag "Dragon World" in the sideboard; {TAG} allows no spare flag there',
            20,
        ),
    ]


def test_not_in_format_by_set_and_by_prefix(pool: CardPool) -> None:
    bound = _reg("pool: {sets: [TD01, BT01, D-BT01, D-BT02, PR, D-SD01, D-CBT]}\n", pool)
    assert _check(deck_text(), pool, bound).legal
    narrow = _reg("pool: {prefixes: ['TD01/', 'BT01/']}\n", pool)
    report = _check(deck_text(), pool, narrow)
    messages = [f.message for f in report.findings if f.rule == "not-in-format"]
    assert f'"Shine-energy" is not in the format of {TAG}, which admits the sets TD01/..., BT01/...' in messages
    assert not any('"Dragon Breath"' in m for m in messages)  # TD01/0010EN
    assert any(m.startswith('the buddy "Flarefang Dragon" is not in the format') for m in messages)


def test_not_in_format_by_whitelist(pool: CardPool) -> None:
    bound = _reg("pool: {cards: [Dragon World, Flarefang Dragon, Dragon Breath]}\n", pool)
    report = _check(deck_text({"Dragon Breath": 4, "Dragoenergy": 4}), pool, bound)
    messages = [f.message for f in report.findings if f.rule == "not-in-format"]
    assert messages == [f'"Dragoenergy" is not in the format of {TAG}, which admits the cards it lists']


def test_deck_size_override_replaces_the_rulebook(pool: CardPool) -> None:
    bound = _reg("sections:\n  deck: {min: 40, max: 50}\n", pool)
    small = dict(BASE_DECK)
    small.pop("Dragon Breath")
    small.pop("Dragoenergy")  # 42 cards
    assert "deck-size" not in [f.rule for f in _check(deck_text(small), pool, bound).findings]
    big = _check(deck_text(changed(BASE_DECK, {"Buddy Charge": 4})), pool, bound)
    assert (
        "deck-size",
        f"the deck has 54 cards; {TAG} allows 40 to 50 (the flag and the buddy are not counted)",
    ) in _found(big)


@pytest.mark.parametrize(
    "slug",
    [
        "banned-card",
        "restricted-count",
        "choice-group",
        "combined-limit",
        "sideboard-size",
        "sideboard-content",
        "not-in-format",
    ],
)
def test_no_regulation_no_finding(pool: CardPool, slug: str) -> None:
    report = _check(
        deck_text(extra="Sideboard:\n4 Buddy Charge\n4 Quick Summon\n4 Begone!!\n1 Dragon Ein\n"), pool, None
    )
    assert slug not in [f.rule for f in report.findings]


def test_the_sideboard_figures_agree(pool: CardPool) -> None:
    """RG105 counts the sideboard as the summary does; a flag listed there is a spare flag for DC006 and RG106
    alike; a limit that sideboard copies break stands on the sideboard line."""
    bound = _reg(
        "sideboard: {min: 0, max: 3, not_slots: [flag, buddy], not_types: [flag]}\n"
        "limited:\n  - {card: Dragon Breath, max: 4}\n",
        pool,
    )
    side = "Sideboard:\n2 Dragon Breath\n1 Dragon World\n1 Jackknife Dragn\n1 Buddy Charge\n"
    report = _check(deck_text(extra=side), pool, bound)
    by_rule = {f.rule: f for f in report.findings}
    assert report.sections["sideboard"] == 4  # the flag is not counted; the unknown card is
    assert by_rule["sideboard-size"].message.startswith("the sideboard has 4 cards;")
    note, spare = by_rule["reading-note"], by_rule["sideboard-content"]
    assert note.line == spare.line and "spare copy" in note.message and "spare flag" in spare.message
    assert "outside the deck" not in note.message
    lines = deck_text(extra=side).splitlines()
    over = by_rule["restricted-count"]
    assert lines[over.line - 1] == "2 Dragon Breath", "the sideboard line that takes it over 4"


@pytest.mark.parametrize(("max_", "rules"), [(1, ["restricted-count"]), (0, ["banned-card"]), (3, ["omni-lord-limit"])])
def test_an_off_world_omni_lord_card_the_list_limits_is_reported_once(
    pool: CardPool, max_: int, rules: list[str]
) -> None:
    """Two copies of an [Omni Lord] card off its world, on a list that limits it to 1 (or bans it): one finding, the
    list's (an organiser's try counted BF203 and RG102 at one line). Limited to 3, the card's own one-copy rule
    still stands."""
    drum = "Fifth Omni Dragon Lord, Drum the Punisher"
    body = f"limited:\n  - {{card: '{drum}', max: {max_}}}\n" if max_ else f"banned: ['{drum}']\n"
    report = _check(deck_text(flag="Star Dragon World"), pool, _reg(body, pool))
    assert [
        rule for rule, _ in _found(report) if rule in ("omni-lord-limit", "restricted-count", "banned-card")
    ] == rules


def test_an_off_world_omni_lord_card_stays_reported_when_the_list_s_rule_is_ignored(pool: CardPool) -> None:
    """``--ignore RG102`` with a list limiting the card to 1: the card's own rule reports it (a review found the deck
    legal: BF203 yielded to a rule that did not run)."""
    drum = "Fifth Omni Dragon Lord, Drum the Punisher"
    deck, problems = read_deck("deck.txt", deck_text(flag="Star Dragon World").encode("utf-8"))
    bound = _reg(f"limited:\n  - {{card: '{drum}', max: 1}}\n", pool)
    report = check_deck(deck, problems, pool, regulation=bound, ignore=frozenset({"RG102"}))
    assert [f.rule for f in report.findings if f.rule in ("omni-lord-limit", "restricted-count")] == ["omni-lord-limit"]
