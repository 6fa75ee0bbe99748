"""The importer on the real card table in ../shared/data (skipped when it is absent).

The figures asserted here are the ones docs/importing.md explains.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool.importer import ImportResult
from deckcheck.cli import main
from deckcheck.games.buddyfight.cards import Card

from helpers import REAL_CSV, REAL_SQLITE, import_source, load_pool, needs_real_tables, write_pool_dir

DECKS = sorted((Path(__file__).resolve().parent / "realdata").glob("*.yaml"))

pytestmark = needs_real_tables

WORLD_FLAGS = (
    "Ancient World",
    "Danger World",
    "Darkness Dragon World",
    "Dragon World",
    "Dungeon World",
    "Hero World",
    "Katana World",
    "Legend World",
    "Magic World",
    "Star Dragon World",
)


@pytest.fixture(scope="module")
def real() -> ImportResult:
    return import_source(REAL_SQLITE)


@pytest.fixture(scope="module")
def real_pool_dir(real: ImportResult, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("real") / "pool"
    write_pool_dir(target, real.pool_text)
    return target


def card(result: ImportResult, name: str) -> Card:
    found = [c for c in result.cards if c.name == name]
    assert len(found) == 1, (name, found)
    return found[0]


def test_rows_and_names(real: ImportResult) -> None:
    report = real.report
    assert (report.rows_read, report.rows_imported, report.rows_skipped) == (2696, 2696, 0)
    assert report.names == 2308
    assert report.cards == 2308, "no name in this table is two different cards"


def test_fact_counts(real: ImportResult) -> None:
    facts = real.report.facts
    assert facts["omni_lord"] == {"printings": 46, "names": 29}
    assert facts["two_or_more_worlds"]["printings"] == 40
    assert facts["any_number"] == {"printings": 1, "names": 1}
    assert facts["my_buddy"] == {"printings": 1, "names": 1}
    assert facts["can_be_buddy"] == {"printings": 3, "names": 1}
    assert facts["any_flag"] == {"printings": 1, "names": 1}
    assert facts["shared_limit"] == {"printings": 19, "names": 19, "groups": 19}
    assert facts["flag"] == {"printings": 96, "names": 17}


def test_named_cards(real: ImportResult) -> None:
    assert card(real, "Dragonarms, Schrodinger").any_number
    assert not card(real, "Dragoenergy").any_number
    assert card(real, "My Buddy!").my_buddy
    durandal = card(real, "Immortal Sword, Durandal")
    assert durandal.can_be_buddy and durandal.type == "item" and len(durandal.numbers) == 3
    assert card(real, "Emblem of Omni Lords").any_flag
    tenbu = card(real, "Fifth Omni Dragon Lord, Tenbu")
    assert tenbu.omni_lord and tenbu.omni_lord_world == "Dragon World"
    assert card(real, "Successor of the Omni Lord, Mukuro").omni_lord
    assert card(real, '"Awakened" Fifth Omni Dragon Lord, Drum').omni_lord_world == "Dragon World"
    assert card(real, 'Buddyfight Triple T "Rouga Aragami"').shared_limit == (
        'Buddyfight Triple T "Rouga Aragami"',
        "Battle Aura Circle",
    )
    assert card(real, "Deity of Law").worlds == ("Star Dragon World", "Dragon World")
    assert card(real, "Wakey☆Thump SHOOTER").numbers == ("PR/0160EN",), "mojibake in the name repaired"
    assert card(real, "Quinq Lada Air Combat Lightweight Frame").type == "monster"
    assert set(card(real, "Earth Barrier").attributes) == {"Defense", "Recover", "Recovery"}
    assert card(real, "Drum Bunker Dragon").numbers == (
        "BT01/0021EN",
        "BT01/S010EN",
        "CP01/0017EN",
        "PP01/0042EN",
        "PR/0000EN",
    )


def test_every_flag_and_what_it_allows(real: ImportResult) -> None:
    flags = {c.name: c.flag for c in real.cards if c.flag is not None}
    assert set(flags) == set(WORLD_FLAGS) | {
        "Dragon Ein",
        "Dragon Zwei",
        "Hundred Demons Parade",
        "Parade of Hundred Demons",
        "Parade of the Hundred Demons",
        "Divine Guardians",
        "Searing Executioners",
    }
    for world in WORLD_FLAGS:
        rules = flags[world]
        assert rules is not None and (rules.worlds, rules.generic, rules.attribute_words) == ((world,), True, ()), world
        assert (rules.hand, rules.gauge, rules.life) == (6, 2, 10)

    def setup(name: str) -> tuple[object, ...]:
        rules = flags[name]
        assert rules is not None
        return (rules.attribute_words, rules.generic, rules.card_types, rules.hand, rules.gauge, rules.life)

    assert setup("Dragon Ein") == (("Dragon",), True, None, 4, 2, 12)
    assert setup("Dragon Zwei") == (("Dragon",), False, ("monster",), 4, 2, 20)
    for parade in ("Hundred Demons Parade", "Parade of Hundred Demons", "Parade of the Hundred Demons"):
        assert setup(parade) == (("Hundred Demons",), True, None, 6, 2, 10)
    assert setup("Divine Guardians") == (("Guardians",), True, None, 6, 1, 12)
    assert setup("Searing Executioners") == (("Executioners",), True, None, 6, 4, 8)


def test_uninterpretable_values_are_reported_with_numbers(real: ImportResult) -> None:
    dropped = {(e.number, e.field, e.value) for e in real.report.entries if e.kind == "dropped"}
    assert dropped == {
        ("PR/0171EN", "attribute", "防御"),
        ("PR/0171EN", "attribute", "回復"),
        ("PR/0174EN", "world", "忍者"),
        ("PR/0189EN", "world", "Star Legend World"),
    }
    filled = {e.number for e in real.report.entries if e.kind == "filled"}
    assert {"PR/0017EN", "D-TD01/0019EN", "D-BT01A-SS01/★☆EN", "PR/0276EN"} <= filled
    fixed = {(e.number, e.value) for e in real.report.entries if e.kind == "fixed"}
    assert {("PR/0259EN", "Dragon W"), ("D-BT02A-EB03/0042EN", "Star Dragon WorldDragon World")} <= fixed
    assert sum(1 for e in real.report.entries if e.kind == "fixed" and e.value == "Legend world") == 11


def test_csv_gives_the_same_pool_as_sqlite(real: ImportResult) -> None:
    from_csv = import_source(REAL_CSV)
    assert from_csv.cards == real.cards
    assert json.loads(from_csv.pool_text)["cards"] == json.loads(real.pool_text)["cards"]


def test_reimport_is_byte_identical(real: ImportResult) -> None:
    assert import_source(REAL_SQLITE).pool_text == real.pool_text


def test_imported_pool_loads(real_pool_dir: Path) -> None:
    pool = load_pool(real_pool_dir)
    assert len(pool) == 2308 and len(pool.names) == 2308


@pytest.mark.parametrize("deck", DECKS, ids=[d.stem for d in DECKS])
def test_real_decks_are_legal(deck: Path, real_pool_dir: Path) -> None:
    result = CliRunner().invoke(main, ["check", "--pool", str(real_pool_dir), "-f", "json", str(deck)])
    report = json.loads(result.stdout)["decks"][0]
    assert result.exit_code == 0, report["findings"]
    assert report["legal"] and report["errors"] == 0 and report["warnings"] == 0, report["findings"]


def test_there_is_a_deck_for_every_flag(real: ImportResult) -> None:
    import yaml

    flags_with_decks = {yaml.safe_load(d.read_text(encoding="utf-8"))["flag"] for d in DECKS}
    assert flags_with_decks == {c.name for c in real.cards if c.flag is not None}


@pytest.mark.parametrize(
    ("deck", "change", "code"),
    [
        ("danger-world", {"Battle Aura Circle": 3}, "BF202"),  # the shared group, counted from the partner's side
        ("katana-world", {"Fifth Omni Dragon Lord, Tenbu": 2}, "BF203"),  # off-world [Omni Lord]
        ("dragon-world", {"My Buddy!": 2}, "BF202"),
        ("dragon-zwei", {"Buddy Charge": 4}, "BF301"),  # Dragon Zwei allows no Generic cards
    ],
)
def test_imported_facts_make_changed_decks_illegal(
    deck: str, change: dict[str, int], code: str, real_pool_dir: Path, tmp_path: Path
) -> None:
    import yaml

    data = yaml.safe_load((Path(__file__).resolve().parent / "realdata" / f"{deck}.yaml").read_text(encoding="utf-8"))
    data["deck"].update(change)
    path = tmp_path / f"{deck}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--pool", str(real_pool_dir), "--strict", "-f", "json", str(path)])
    findings = json.loads(result.stdout)["decks"][0]["findings"]
    assert result.exit_code == 1
    assert code in {f["code"] for f in findings}, findings


def test_star_dragon_deck_may_hold_any_number_of_schrodinger(real_pool_dir: Path, tmp_path: Path) -> None:
    import yaml

    data = yaml.safe_load(
        (Path(__file__).resolve().parent / "realdata" / "star-dragon-world.yaml").read_text(encoding="utf-8")
    )
    data["deck"]["Dragonarms, Schrodinger"] = 20
    path = tmp_path / "many.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert CliRunner().invoke(main, ["check", "--pool", str(real_pool_dir), str(path)]).exit_code == 0
