"""The importer on small hand-written tables that hold every quirk of the real data (tests/import_fixtures)."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest

from cardpool.importer import ImportResult, SourceError
from deckcheck.games.buddyfight.cards import Card
from deckcheck.games.buddyfight.importer.interpret import Entry

from helpers import import_source

FIXTURES = Path(__file__).resolve().parents[2] / "import_fixtures"
QUIRKS_CSV = FIXTURES / "quirks.csv"


def build_sqlite(csv_path: Path, db_path: Path, table: str = "card") -> Path:
    """The CSV fixture as a SQLite table, with integer columns as INTEGER (as the real table has them)."""
    with open(csv_path, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    columns = list(rows[0])
    integers = {"id", "size", "defense", "critical", "power"}
    with sqlite3.connect(db_path) as db:
        spec = ", ".join(f'"{c}" {"INTEGER" if c in integers else "TEXT"}' for c in columns)
        db.execute(f'CREATE TABLE "{table}" ({spec})')
        db.execute("CREATE TABLE other (x TEXT)")
        marks = ", ".join("?" for _ in columns)
        for row in rows:
            values = [int(row[c]) if c in integers and row[c].lstrip("-").isdigit() else row[c] for c in columns]
            db.execute(f'INSERT INTO "{table}" VALUES ({marks})', values)
    db.close()
    return db_path


@pytest.fixture(scope="module")
def quirks() -> ImportResult:
    return import_source(QUIRKS_CSV)


def cards(result: ImportResult, name: str) -> list[Card]:
    found = [c for c in result.cards if c.name == name]
    assert found, f"{name!r} not imported"
    return found


def one(result: ImportResult, name: str) -> Card:
    found = cards(result, name)
    assert len(found) == 1, found
    return found[0]


def entries(result: ImportResult, number: str) -> list[Entry]:
    return [e for e in result.report.entries if e.number == number]


def test_counts(quirks: ImportResult) -> None:
    report = quirks.report
    assert (report.rows_read, report.rows_imported, report.rows_skipped) == (66, 63, 3)
    assert (report.cards, report.names) == (51, 50)
    assert report.facts["omni_lord"] == {"printings": 6, "names": 5}
    assert report.facts["two_or_more_worlds"] == {"printings": 3, "names": 3}
    assert report.facts["shared_limit"] == {"printings": 2, "names": 2, "groups": 2}
    assert report.facts["can_be_buddy"] == {"printings": 2, "names": 1}
    for fact in ("any_flag", "any_number", "my_buddy"):
        assert report.facts[fact] == {"printings": 1, "names": 1}, fact


def test_every_row_is_imported_or_reported(quirks: ImportResult) -> None:
    with open(QUIRKS_CSV, newline="", encoding="utf-8") as handle:
        numbers = [row["card_no"] for row in csv.DictReader(handle)]
    written = {n for c in quirks.cards for n in c.numbers}
    skipped = {e.number for e in quirks.report.entries if e.kind == "skipped"}
    assert skipped == {"QM/018", "QM/019", "QS/011"}
    assert set(numbers) == written | skipped


def test_printings_merge_under_one_name(quirks: ImportResult) -> None:
    drum = one(quirks, "Drum Bunker Dragon")
    assert drum.numbers == ("QM/001", "QM/002")
    assert drum.attributes == ("Armordragon", "Red Dragon")
    assert one(quirks, "Immortal Sword, Durandal").numbers == ("QI/001", "QI/002")


def test_different_cards_sharing_a_name_stay_apart(quirks: ImportResult) -> None:
    twins = sorted((c.type, c.worlds) for c in cards(quirks, "Twin Name"))
    assert twins == [("monster", ("Dragon World",)), ("spell", ("Magic World",))]
    assert any(e.kind == "conflict" and "kept as 2 cards" in e.reason for e in quirks.report.entries)


def test_worlds(quirks: ImportResult) -> None:
    assert one(quirks, "Hollowed Arms, Zodiac").worlds == ("Legend World", "Star Dragon World")
    assert one(quirks, "Deity of Law").worlds == ("Star Dragon World", "Dragon World")
    assert one(quirks, "Great Fate, Frozen Stars").worlds == ("Legend World",)
    assert one(quirks, "Glutton Jailer, Glugiu").worlds == ("Legend World",)
    assert one(quirks, "Neodragon of Typos").worlds == ("Star Dragon World",)
    assert one(quirks, "Brilliance of the Twin Star, Zodiac").worlds == ("Legend World",)
    assert one(quirks, "Restoration Ninja, Zenjin").worlds == ()
    assert one(quirks, "Generic and Dragon").worlds == ("Dragon World", "Generic")
    assert one(quirks, "Evil Deity Sorcery, Hyakuganho").worlds == ("Hundred Demons",)
    assert [(e.value, e.kind) for e in entries(quirks, "QM/014") if e.field == "world"][0] == ("忍者", "dropped")
    assert [(e.value, e.kind) for e in entries(quirks, "QM/015")] == [("Star Legend World", "dropped")]


def test_attributes(quirks: ImportResult) -> None:
    assert one(quirks, "Green Dragon Shield").attributes == ("Green Dragon", "Defense")
    assert one(quirks, "Crimson Fist, Dragoblaze").attributes == ("Armordragon", "Red Dragon")
    assert one(quirks, "Eco-Hero, Solarpanelman").attributes == ("Superhero",)
    assert one(quirks, "Earth Barrier").attributes == ("Defense", "Recovery")
    assert set(one(quirks, "Art of Body Replacement").attributes) == {"Ninja Arts", "Ninja", "Wind"}


def test_types_including_the_missing_one(quirks: ImportResult) -> None:
    assert one(quirks, "Quinq Lada Air Combat Lightweight Frame").type == "monster"
    assert one(quirks, 'Bal Dragon, "Bal Grand Strike!"').type == "impact monster"
    assert one(quirks, "Unparalleled Arts, Omni Lord ∞ Burst!").type == "impact"
    assert [e.kind for e in entries(quirks, "QM/017")] == ["filled"]
    assert one(quirks, "Wonky Size Dragon").size is None


def test_names_as_printed(quirks: ImportResult) -> None:
    names = {c.name for c in quirks.cards}
    for name in (
        'Mission Card "Party Formed!"',  # curly quotes made straight: the form a player types
        "Crimson Fist, Dragoblaze",  # a full-width letter made plain
        "I Knew Something Like This Would Happen…",
        "↑Glee Glee↑Big Wave☆",
        "Best Master and Disciple, Bal Dragon & Jackknife",
        "Wakey☆Thump SHOOTER",
    ):
        assert name in names
    tidied = {e.value: e.fixed_to for e in quirks.report.entries if e.field == "name" and e.kind == "fixed"}
    assert tidied["Crimson Fist, Dragobｌaze"] == "Crimson Fist, Dragoblaze"


def test_printed_name_typography_is_tidied() -> None:
    from deckcheck.games.buddyfight.importer.interpret import tidy_printed_name

    assert tidy_printed_name('Bal Dragon, " Bal Weapon Combination!"') == 'Bal Dragon, "Bal Weapon Combination!"'
    assert tidy_printed_name("Armorknight Eagle \u201cA\u201d") == 'Armorknight Eagle "A"'
    assert tidy_printed_name("Eco-\uff28ero") == "Eco-Hero"
    assert tidy_printed_name('Unbalanced "quote') == 'Unbalanced "quote'


def test_text_facts(quirks: ImportResult) -> None:
    tenbu = one(quirks, "Fifth Omni Dragon Lord, Tenbu")
    assert tenbu.omni_lord and tenbu.omni_lord_world == "Dragon World" and tenbu.numbers == ("QM/003", "QM/004")
    assert one(quirks, '"Awakened" Fifth Omni Dragon Lord, Drum').omni_lord_world == "Dragon World"
    assert one(quirks, "Successor of the Omni Lord, Mukuro").omni_lord
    emblem = one(quirks, "Emblem of Omni Lords")
    assert emblem.any_flag and not emblem.omni_lord
    assert one(quirks, "Dragonarms, Schrodinger").any_number
    assert not one(quirks, "Dragoenergy").any_number
    assert one(quirks, 'Buddyfight Triple T "Rouga Aragami"').shared_limit == (
        'Buddyfight Triple T "Rouga Aragami"',
        "Battle Aura Circle",
    )
    assert one(quirks, "My Buddy!").my_buddy
    assert one(quirks, "Immortal Sword, Durandal").can_be_buddy
    assert not one(quirks, "Buddy-minded Monster").can_be_buddy


def test_flags(quirks: ImportResult) -> None:
    def rules(name: str) -> tuple[object, ...]:
        flag = one(quirks, name).flag
        assert flag is not None
        return (flag.worlds, flag.attribute_words, flag.generic, flag.card_types, flag.hand, flag.gauge, flag.life)

    assert rules("Dragon World") == (("Dragon World",), (), True, None, 6, 2, 10)
    assert one(quirks, "Dragon World").numbers == ("QF/001", "QF/002", "QF/003")
    assert rules("Legend World")[0] == ("Legend World",)
    assert rules("Ancient World")[0] == ("Ancient World",)
    assert rules("Katana World")[0] == ("Katana World",)
    assert rules("Hero World")[:3] == (("Hero World",), (), True)
    assert rules("Dragon Ein") == ((), ("Dragon",), True, None, 4, 2, 12)
    assert rules("Dragon Zwei") == ((), ("Dragon",), False, ("monster",), 4, 2, 20)
    assert rules("Divine Guardians") == ((), ("Guardians",), True, None, 6, 1, 12)
    assert rules("Parade of Hundred Demons")[1] == ("Hundred Demons",)
    assert one(quirks, "Dragon Zwei").worlds == ()
    assert one(quirks, "Dragon World").worlds == ("Dragon World",)


def test_report_lists_each_uninterpretable_value_with_its_number(quirks: ImportResult) -> None:
    dropped = {(e.number, e.field, e.value) for e in quirks.report.entries if e.kind == "dropped"}
    assert ("QS/009", "attribute", "防御") in dropped
    assert ("QM/019", "type", "Token") in dropped
    assert ("QM/023", "size", "abc") in dropped
    assert any(n == "QS/020" and f == "text" for n, f, _ in dropped)
    filled = {e.number for e in quirks.report.entries if e.kind == "filled"}
    assert {"QF/006", "QF/008", "QF/010", "QF/016"} <= filled
    conflict = [e for e in quirks.report.entries if e.kind == "conflict" and e.name == "Dragon Zwei"]
    assert conflict and "QF/013" in conflict[0].reason


def test_sqlite_gives_the_same_pool_as_csv(tmp_path: Path, quirks: ImportResult) -> None:
    db = build_sqlite(QUIRKS_CSV, tmp_path / "quirks.sqlite")
    from_sqlite = import_source(db)
    assert from_sqlite.cards == quirks.cards
    assert json.loads(from_sqlite.pool_text)["cards"] == json.loads(quirks.pool_text)["cards"]
    assert from_sqlite.report.entries == quirks.report.entries


def test_sqlite_table_choice(tmp_path: Path) -> None:
    db = build_sqlite(QUIRKS_CSV, tmp_path / "named.sqlite", table="printings")
    with pytest.raises(SourceError, match="no table 'card'.*printings"):
        import_source(db)
    assert import_source(db, table="printings").report.rows_read == 66


def test_json_array_with_other_column_names(tmp_path: Path) -> None:
    result = import_source(FIXTURES / "other-columns.json", mapping={"name": "Printed Name"})
    assert result.report.columns["card_no"] == "Card No." and result.report.columns["type"] == "Kind"
    zodiac = one(result, "Hollowed Arms, Zodiac")
    assert (zodiac.worlds, zodiac.attributes, zodiac.size) == (
        ("Legend World", "Star Dragon World"),
        ("Star", "Neodragon"),
        3,
    )
    assert one(result, "Dragon World").flag is not None
    assert one(result, "Buddy Charge").is_generic


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"cards": []}', "array of objects"),
        ("[1, 2]", "not an object"),
        ("[", "invalid JSON"),
    ],
)
def test_bad_json_sources(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SourceError, match=message):
        import_source(path)


def test_bad_csv_and_sqlite_sources(tmp_path: Path) -> None:
    latin = tmp_path / "latin.csv"
    latin.write_bytes("name,type\nCaf\xe9,Spell\n".encode("latin-1"))
    with pytest.raises(SourceError, match="not UTF-8"):
        import_source(latin)
    fake = tmp_path / "fake.sqlite"
    fake.write_text("name,type\n", encoding="utf-8")
    with pytest.raises(SourceError, match="not a SQLite database"):
        import_source(fake)
    with pytest.raises(SourceError, match="no such file"):
        import_source(tmp_path / "missing.csv")
    with pytest.raises(SourceError, match="only for SQLite"):
        import_source(QUIRKS_CSV, table="card")
