"""Card texts that change deck building, on cards of the real table (issue 9).

The pool is imported from the real card table at test time ($DECKCHECK_TEST_DATA, else ../shared/data;
skipped when absent). Each deck starts from a legal deck of tests/games/buddyfight/realdata/ and changes one thing.

The real table holds no collaboration-set flag and no Lost World card (its sets end before them):
those two behaviours are tested on rows written here, in the table's own column format and damage.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
import yaml

from cardpool import CardPool
from cardpool.importer import ImportResult, read_table
from deckcheck.engine import DeckReport, check_deck
from deckcheck.games.buddyfight.cards import Card
from deckcheck.games.buddyfight.importer import import_table
from deckcheck.readers import read_deck
from deckcheck.regulations.bind import bind
from deckcheck.regulations.game import words_for
from deckcheck.regulations.load import parse_regulation

from helpers import REAL_SQLITE, check, import_source, load_pool, needs_real_data, rules_of, write_pool_dir

REALDATA = Path(__file__).resolve().parent / "realdata"
SKY = 'Evil Deity of Cataclysm, Hyakugan Yamigedo "Sky Half"'
EARTH = 'Evil Deity of Cataclysm, Hyakugan Yamigedo "Earth Half"'
GEMCLONE = "Fake Replica Weapon, Gemclone"
AZI = "Ancient Demonic Dragon Emperor, Azi Dahaka"
OFF_WORLD_IMPACT_MONSTER = 'Bal Dragon, "Bal Grand Strike!"'


@pytest.fixture(scope="module")
def real() -> ImportResult:
    if not REAL_SQLITE.exists():
        pytest.skip(needs_real_data.kwargs["reason"])
    return import_source(REAL_SQLITE)


@pytest.fixture(scope="module")
def real_pool(real: ImportResult, tmp_path_factory: pytest.TempPathFactory) -> CardPool:
    target = tmp_path_factory.mktemp("real") / "pool"
    write_pool_dir(target, real.pool_text)
    return load_pool(target)


def deck_of(name: str, *, flag: str | None = None, buddies: tuple[str, ...] | None = None, add: str = "") -> str:
    """A text deck from realdata/NAME.yaml here, with another flag, other buddy lines, or lines added."""
    data = yaml.safe_load((REALDATA / f"{name}.yaml").read_text(encoding="utf-8"))
    lines = [f"Flag: {flag or data['flag']}"]
    lines += [f"Buddy: {b}" for b in (buddies if buddies is not None else (data["buddy"],))]
    lines += [f"{count} {card}" for card, count in data["deck"].items()]
    return "\n".join(lines) + "\n" + add


def findings(report: DeckReport, rule: str) -> list[str]:
    return [f.message for f in report.findings if f.rule == rule]


def pool_card(pool: CardPool, name: str) -> Card:
    [card] = pool.printings(name)
    assert isinstance(card, Card)
    return card


# 1. [Evil Deity] buddy pairs ------------------------------------------------------------------------------


def test_the_evil_deity_halves_are_read_from_the_table(real_pool: CardPool) -> None:
    sky, earth = pool_card(real_pool, SKY), pool_card(real_pool, EARTH)
    assert sky.evil_deity and earth.evil_deity
    assert "must be together to be put in your buddy area" in sky.texts["evil_deity"]


@needs_real_data
@pytest.mark.parametrize(
    "buddies",
    [(SKY, EARTH), (EARTH, SKY), (f"{SKY} & {EARTH}",), (f"{SKY} / {EARTH}",)],
    ids=["two-lines", "two-lines-reversed", "one-line-ampersand", "one-line-slash"],
)
def test_sky_half_and_earth_half_together_are_a_legal_buddy(real_pool: CardPool, buddies: tuple[str, ...]) -> None:
    report = check(deck_of("parade-of-the-hundred-demons", buddies=buddies), real_pool)
    assert report.legal, report.findings
    assert not {"buddy-missing", "unknown-card", "buddy-invalid"} & set(rules_of(report))
    assert report.details["buddy"] == " + ".join(sorted((SKY, EARTH), key=lambda n: (" ".join(buddies)).index(n)))


@needs_real_data
@pytest.mark.parametrize(("alone", "missing"), [(SKY, EARTH), (EARTH, SKY)])
def test_one_half_alone_is_illegal_and_names_the_missing_half(real_pool: CardPool, alone: str, missing: str) -> None:
    report = check(deck_of("parade-of-the-hundred-demons", buddies=(alone,)), real_pool)
    assert not report.legal
    [message] = findings(report, "buddy-missing")
    assert "[Evil Deity]" in message and f"its other half, '{missing}'" in message


@needs_real_data
def test_two_buddies_that_are_no_evil_deity_pair_are_still_two_buddies(real_pool: CardPool) -> None:
    report = check(deck_of("parade-of-the-hundred-demons", buddies=(SKY, "Apparition Demon Knight, Lasty")), real_pool)
    assert any("more than one buddy" in m for m in findings(report, "buddy-missing"))


@needs_real_data
@pytest.mark.parametrize("pair", [(SKY, EARTH), (f"{SKY} & {EARTH}",)], ids=["two-lines", "one-line-ampersand"])
def test_a_third_buddy_beside_an_evil_deity_pair_is_the_one_too_many(
    real_pool: CardPool, pair: tuple[str, ...]
) -> None:
    """A newcomer's try: the pair and a third buddy gave two errors, one blaming the pair's second half."""
    third = "Apparition Demon Knight, Lasty"
    report = check(deck_of("parade-of-the-hundred-demons", buddies=(*pair, third)), real_pool)
    [message] = findings(report, "buddy-missing")
    assert message.startswith(f'more than one buddy: "{third}" (the buddy is the [Evil Deity] pair '), message
    assert [f.card for f in report.findings if f.rule == "buddy-missing"] == [third]


@needs_real_data
@pytest.mark.parametrize(
    "buddies",
    [(SKY, EARTH), (f"{SKY} & {EARTH}",), ("D-BT01/0130EN", "D-BT01/0131EN")],
    ids=["two-lines", "one-line-ampersand", "card-numbers"],
)
@pytest.mark.parametrize("half", [SKY, EARTH])
def test_a_per_buddy_limit_applies_when_either_evil_deity_half_matches(
    real_pool: CardPool, buddies: tuple[str, ...], half: str
) -> None:
    located = parse_regulation(
        "reg.yaml",
        "name: R\ngame: buddyfight\neffective: 2019-03-01\nlimited:\n"
        f"  - {{card: 'Apparition Demon Knight, Lasty', max: 1, when: {{buddy: ['{half}']}}}}\n",
    )
    bound = bind(located, real_pool.index, words=words_for("buddyfight"))
    deck, problems = read_deck("deck.txt", deck_of("parade-of-the-hundred-demons", buddies=buddies).encode())
    report = check_deck(deck, problems, real_pool, regulation=bound)
    [message] = findings(report, "restricted-count")
    assert message.startswith('4 copies of "Apparition Demon Knight, Lasty"') and half in message


# 2. Buddies that widen the flag ---------------------------------------------------------------------------


def test_gemclone_widens_hero_world_to_impact_monsters(real_pool: CardPool) -> None:
    allows = pool_card(real_pool, GEMCLONE).buddy_allows
    assert allows is not None and allows.flag == "Hero World" and allows.card_types == ("impact monster",)


@needs_real_data
def test_with_gemclone_as_buddy_off_world_impact_monsters_are_usable(real_pool: CardPool) -> None:
    add = f"4 {GEMCLONE}\n2 {OFF_WORLD_IMPACT_MONSTER}\n"
    with_gemclone = check(deck_of("hero-world", buddies=(GEMCLONE,), add=add), real_pool)
    assert "unusable-card" not in rules_of(with_gemclone), with_gemclone.findings
    other_buddy = check(deck_of("hero-world", add=add), real_pool)
    [message] = findings(other_buddy, "unusable-card")
    assert OFF_WORLD_IMPACT_MONSTER in message
    under_another_flag = check(deck_of("dragon-world", buddies=(GEMCLONE,), add=add), real_pool)
    assert "buddy-unusable" in rules_of(under_another_flag)  # the widening needs its own flag, Hero World


# 3. Flag-only cards ----------------------------------------------------------------------------------------


def test_flag_only_printings_are_read(real: ImportResult) -> None:
    only = [c for c in real.cards if c.only_flag]
    assert sum(len(c.numbers) for c in only) == 10  # the issue counted 13; the table prints 10 of them
    assert {c.only_flag for c in only} == {"Dragon Zwei", "Dragon Ein"}
    assert real.report.facts["only_flag"] == {"printings": 10, "names": 7}


@needs_real_data
def test_a_dragon_zwei_only_card_under_its_own_world_flag_is_unusable_and_says_why(real_pool: CardPool) -> None:
    report = check(deck_of("darkness-dragon-world", add=f"1 {AZI}\n"), real_pool)
    [message] = findings(report, "unusable-card")
    assert AZI in message and 'if your flag is "Dragon Zwei"' in message and "never" not in message
    assert 'cannot be used under "Darkness Dragon World", and can only be played when the flag is "Dragon Zwei"' in (
        message
    )  # not "never can be": under Dragon Zwei it can
    assert report.legal  # legal to include, never playable: a warning
    assert "unusable-card" not in rules_of(check(deck_of("dragon-zwei", add=f"1 {AZI}\n"), real_pool))


@needs_real_data
def test_dragon_throne_is_usable_only_under_dragon_ein(real_pool: CardPool) -> None:
    assert "unusable-card" not in rules_of(check(deck_of("dragon-ein", add="1 Dragon Throne\n"), real_pool))
    report = check(deck_of("darkness-dragon-world", add="1 Dragon Throne\n"), real_pool)
    assert any('"Dragon Ein"' in m for m in findings(report, "unusable-card"))


@needs_real_data
def test_a_flag_only_buddy_is_unusable_under_another_flag(real_pool: CardPool) -> None:
    report = check(deck_of("darkness-dragon-world", buddies=(AZI,)), real_pool)
    assert any("Dragon Zwei" in m for m in findings(report, "buddy-unusable"))


def test_buddy_only_printings_are_read(real: ImportResult) -> None:
    only = {c.name: c.only_buddy for c in real.cards if c.only_buddy}
    beat = only["Dragoner's Beat"]
    assert beat is not None and beat.attributes == ("Neodragon",) and beat.name_has == ("Jackknife",)
    gale = only["Gale Destruction"]
    assert gale is not None and gale.attributes == () and gale.name_has == ("Abygale",)
    assert len(only) == 6  # the table prints six: three by attribute, two by name, one by both


@needs_real_data
def test_a_buddy_only_card_is_never_playable_with_a_buddy_that_does_not_qualify(real_pool: CardPool) -> None:
    report = check(deck_of("star-dragon-world", add="1 Dragoner's Beat\n"), real_pool)
    [message] = findings(report, "unusable-card")
    assert '"Dragoner\'s Beat" can never be played with the buddy "Aeon Envoy, Soma"' in message
    assert 'a 《Neodragon》 with "Jackknife" in its card name' in message
    assert report.legal  # legal to include, never playable: a warning, as for flag-only cards
    jackknife = 'Jackknife, "Overwrite"'
    added = f"1 Dragoner's Beat\n4 {jackknife}\n"
    fitting = check(deck_of("star-dragon-world", buddies=(jackknife,), add=added), real_pool)
    assert "unusable-card" not in rules_of(fitting)


# 6. A card number names a printing -------------------------------------------------------------------------


@needs_real_data
def test_a_card_number_line_is_that_printing(real_pool: CardPool) -> None:
    report = check(deck_of("parade-of-the-hundred-demons", buddies=("D-BT01/0130EN", "D-BT01/0131EN")), real_pool)
    assert report.legal and report.details["buddy"] == f"{SKY} + {EARTH}"
    report = check(deck_of("hero-world", add="2 D-SD01/0017EN\n"), real_pool)  # Bal Dragon's Dragon World printing
    assert any(OFF_WORLD_IMPACT_MONSTER in m for m in findings(report, "unusable-card"))


def test_a_number_decides_between_two_cards_of_one_name(tmp_path: Path) -> None:
    """The real table has no name that is two cards, so this pool is written here: one name, two worlds."""
    (tmp_path / "pool.yaml").write_text(
        "game: buddyfight\ncards:\n"
        "  - {name: Dragon World, type: flag, worlds: [Dragon World], flag: {worlds: [Dragon World]}}\n"
        "  - {name: My Buddy!, type: monster, worlds: [Dragon World], numbers: [X-01/0001EN]}\n"
        "  - {name: My Buddy!, type: monster, worlds: [Magic World], numbers: [X-02/0001EN]}\n",
        encoding="utf-8",
    )
    pool = load_pool(tmp_path / "pool.yaml")
    by_name = check("Flag: Dragon World\nBuddy: My Buddy!\n4 My Buddy!\n", pool)
    assert "unusable-card" not in rules_of(by_name)  # a name is usable when any of its cards is
    by_number = check("Flag: Dragon World\nBuddy: My Buddy!\n4 X-02/0001EN\n", pool)
    [message] = findings(by_number, "unusable-card")
    assert "Magic World" in message and "Dragon World /" not in message
    assert "unusable-card" not in rules_of(check("Flag: Dragon World\nBuddy: My Buddy!\n4 X-01/0001EN\n", pool))


# 4. and 5. Collaboration flags and Lost World: rows in the table's format (the real table holds none) ---------

COLUMNS = ["card_no", "name", "world", "attribute", "type", "size", "ability_effect"]
# fmt: off
ROWS = [
    # full-width brackets, as most flags of the table print them
    ["CF01/0001EN", "Detective Conan", "-", "-", "Flag", "0", "■ You may use ＜Detective Conan＞ cards."],
    ["CF01/0002EN", "Conan Edogawa", "Detective Conan", "Detective", "Monster", "1", "■ A detective."],
    # the scraper's damage: a name in angle brackets read as an HTML tag with attributes
    [
        "CF02/0001EN",
        "BanG Dream! Girls Band Party!☆PICO",
        "-",
        "-",
        "Flag",
        "0",
        '■ You may use <bang dream!="" girls="" band="" party!☆pico=""> cards.</bang>',
    ],
    ["CF02/0002EN", "Kasumi Toyama", "BanG Dream! Girls Band Party!☆PICO", "Poppin'Party", "Monster", "1", "-"],
    ["LW01/0001EN", "Lost World", "Lost World", "-", "Flag", "0", "■ You may use ＜Lost World＞ and ＜Generic＞ cards."],  # noqa: E501
    ["LW01/0002EN", "Lost Dragon", "Lost World", "Dragon", "Monster", "2", "-"],
    ["LW01/0003EN", "Call of the Lost", "Lost", "-", "Spell", "0", "■ Choose a <Lost World> monster."],
    ["TD01/0010EN", "Dragon Breath", "Dragon World", "Dragon", "Spell", "0", "-"],
    ["PR/0077EN", "Buddy Charge", "Generic", "-", "Spell", "0", "-"],
]
# fmt: on


@pytest.fixture(scope="module")
def collab(tmp_path_factory: pytest.TempPathFactory) -> tuple[ImportResult, CardPool]:
    out = io.StringIO()
    csv.writer(out).writerows([COLUMNS, *ROWS])
    source = tmp_path_factory.mktemp("collab") / "cards.csv"
    source.write_text(out.getvalue(), encoding="utf-8")
    result = import_table(read_table(source, None), None)
    target = source.parent / "pool"
    write_pool_dir(target, result.pool_text)
    return result, load_pool(target)


def test_collaboration_flags_allow_their_own_world_and_not_generic(collab: tuple[ImportResult, CardPool]) -> None:
    result, pool = collab
    conan = pool_card(pool, "Detective Conan").flag
    pico = pool_card(pool, "BanG Dream! Girls Band Party!☆PICO").flag
    assert conan is not None and conan.worlds == ("Detective Conan",) and not conan.generic
    assert pico is not None and pico.worlds == ("BanG Dream! Girls Band Party!☆PICO",) and not pico.generic
    assert pool_card(pool, "Kasumi Toyama").worlds == ("BanG Dream! Girls Band Party!☆PICO",)
    assert not [e for e in result.report.entries if e.kind in ("dropped", "filled") and "CF0" in e.number]


def test_a_collaboration_deck_is_checked_by_its_flag(collab: tuple[ImportResult, CardPool]) -> None:
    _, pool = collab
    deck = "Flag: Detective Conan\nBuddy: Conan Edogawa\n4 Conan Edogawa\n4 Buddy Charge\n4 Kasumi Toyama\n"
    report = check(deck, pool)
    unusable = {f.card for f in report.findings if f.rule == "unusable-card"}
    assert unusable == {"Buddy Charge", "Kasumi Toyama"}  # no Generic unless the flag says so; not the other set


def test_lost_world_is_a_world(collab: tuple[ImportResult, CardPool]) -> None:
    result, pool = collab
    assert pool_card(pool, "Lost Dragon").worlds == ("Lost World",)
    assert pool_card(pool, "Call of the Lost").worlds == ("Lost World",)  # "Lost" is the world without "World"
    flag = pool_card(pool, "Lost World").flag
    assert flag is not None and flag.worlds == ("Lost World",) and flag.generic
    assert result.report.by_world["Lost World"]["printings"] == 3
    report = check("Flag: Lost World\nBuddy: Lost Dragon\n4 Lost Dragon\n4 Buddy Charge\n4 Dragon Breath\n", pool)
    assert {f.card for f in report.findings if f.rule == "unusable-card"} == {"Dragon Breath"}


def test_a_broken_tag_whose_words_are_reordered_is_the_flags_own_world(tmp_path: Path) -> None:
    """The scraper's HTML parser keeps a tag's attribute words in alphabetical order, as the real table's
    BanG Dream! flag prints them: the world is the flag's name (or the world column's), never the garble."""
    garbled = '■ You may use <bang band="" dream!="" girls="" party!☆pico=""> cards.</bang>'
    rows = [
        ["CF02/0001EN", "BanG Dream! Girls Band Party!☆PICO", "-", "-", "Flag", "0", garbled],
        ["CF02/0003EN", "Arisa Ichigaya", "BanG Dream! Girls Band Party!☆PICO", "Poppin'Party", "Monster", "1", "-"],
    ]
    for world_column in (False, True):
        out = io.StringIO()
        csv.writer(out).writerows([COLUMNS, *(rows if world_column else rows[:1])])
        source = tmp_path / f"cards-{world_column}.csv"
        source.write_text(out.getvalue(), encoding="utf-8")
        result = import_table(read_table(source, None), None)
        target = tmp_path / f"pool-{world_column}"
        write_pool_dir(target, result.pool_text)
        flag = pool_card(load_pool(target), "BanG Dream! Girls Band Party!☆PICO").flag
        assert flag is not None and flag.worlds == ("BanG Dream! Girls Band Party!☆PICO",)
        assert not [e for e in result.report.entries if e.kind == "dropped"]


# The import report: texts about the deck that no pattern reads ---------------------------------------------


def test_the_report_counts_deck_texts_it_does_not_interpret(real: ImportResult) -> None:
    assert real.report.uninterpreted == {}  # every such text in the real table is read
    rows = [["X/0001EN", "Odd Card", "Dragon World", "-", "Spell", "0", "■ You may put this card in your deck twice."]]
    from cardpool.importer.sources import Table

    row = dict(zip(COLUMNS, rows[0], strict=True))
    table = Table(kind="csv", label="odd.csv", columns=tuple(COLUMNS), rows=(row,), digest="0" * 16)
    report = import_table(table, None).report
    assert report.uninterpreted == {"You may put this card in your deck twice.": 1}
    assert report.as_dict()["uninterpreted"]["printings"] == 1


def test_a_nickname_is_suggested_and_named_first(real_pool: CardPool) -> None:
    """``4 Gusion`` (the part after the comma, as players call a card): the card that holds it is suggested (the
    rule said no card in the pool was close); ``4 Kaizer Drum`` names ``..., Kaizer Drum`` first (it came third,
    after names closer in letters); a plain typo keeps its suggestion."""
    add = "4 Gusion\n4 Kaizer Drum\n4 Dragn Breth\n"
    report = check(deck_of("magic-world", add=add), real_pool)
    unknown = {f.card: f for f in report.findings if f.rule == "unknown-card"}
    assert unknown["Gusion"].suggestions[:1] == ("Demon Realm Negotiator, Gusion",)
    assert "is close" not in unknown["Gusion"].message
    assert unknown["Kaizer Drum"].suggestions[0] == "Fifth Omni Super Dragon Lord, Kaizer Drum"
    assert unknown["Dragn Breth"].suggestions[0] == "Dragon Breath"
