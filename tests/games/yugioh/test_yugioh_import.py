"""The Yu-Gi-Oh! importer: small tables in memory, then the real table (skipped when it is absent)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from cardpool.importer.columns import ColumnError, find_columns, parse_mapping
from cardpool.importer.sources import read_table
from deckcheck.games.yugioh.importer import FIELDS, REQUIRED, import_rows, import_table, recognise

from yugioh_helpers import YGO_CSV, YGO_SQLITE, needs_ygo_data, starter_cards

COLUMNS = ("konami_id", "password", "name", "card_type", "property", "monster_type_line", "text", "pendulum_effect")


def row(**values: str | None) -> dict[str, str | None]:
    return {c: values.get(c) for c in COLUMNS}


def test_recognise_by_columns() -> None:
    assert recognise(COLUMNS)
    assert recognise(("Password", "Name", "Card Type", "Monster Type Line"))
    assert not recognise(("card_no", "name", "world", "attribute", "type", "size", "ability_effect"))  # Buddyfight
    assert not recognise(("password", "name"))


def test_columns_by_alias_and_by_map() -> None:
    found = find_columns(("Passcode", "Card Name", "Frame", "desc"), FIELDS, REQUIRED).found
    assert found == {"password": "Passcode", "name": "Card Name", "card_type": "Frame", "text": "desc"}
    mapped = find_columns(("pw", "name", "kind"), FIELDS, REQUIRED, {"password": "pw", "card_type": "kind"})
    assert mapped.found["password"] == "pw"
    with pytest.raises(ColumnError, match="no 'password' column"):
        find_columns(("name", "card_type"), FIELDS, REQUIRED)
    with pytest.raises(ColumnError, match="unknown field"):
        parse_mapping(["world=name"], FIELDS)


def test_every_row_is_accounted_for() -> None:
    rows = [
        row(
            konami_id="4041",
            password="46986414",
            name="Dark Magician",
            card_type="Monster",
            monster_type_line="Spellcaster / Normal",
        ),
        row(
            konami_id="4041",
            password="36996508",
            name="Dark Magician",
            card_type="Monster",
            monster_type_line="Spellcaster / Normal",
        ),
        row(konami_id="9", password="", name="No Code", card_type="Spell", property="Normal"),
        row(
            konami_id="10",
            password="295517",
            name="A Legendary Ocean",
            card_type="Spell",
            property="Field",
            text='(This card is always treated as "Umi".)\nAll WATER monsters ...',
        ),
        row(
            konami_id="11",
            password="44508094",
            name="Stardust Dragon",
            card_type="Monster",
            monster_type_line="Dragon / Synchro / Effect",
        ),
        row(
            konami_id="12",
            password="45627618",
            name="Odd-Eyes Rebellion Dragon",
            card_type="Monster",
            monster_type_line="Dragon / Xyz / Pendulum / Effect",
        ),
        row(
            konami_id="13",
            password="16178681",
            name="Odd-Eyes Pendulum Dragon",
            card_type="Monster",
            monster_type_line="Dragon / Pendulum / Effect",
        ),
        row(
            konami_id="14",
            password="44508094",
            name="Stardust Again",
            card_type="Monster",
            monster_type_line="Dragon / Synchro / Effect",
        ),
        row(konami_id="15", password="12", name="Odd", card_type="Skill"),
        row(konami_id="16", password="1e5", name="Bad Number", card_type="Trap", property="Normal"),
        row(
            konami_id="17",
            password="73915052",
            name="Sheep Token",
            card_type="Monster",
            monster_type_line="Beast / Token",
        ),
        row(
            konami_id="18",
            password="00012580477",
            name="Raigeki",
            card_type="Spell",
            property="Normal",
            text='(This card is always treated as a "Thunder" card.)',
        ),
    ]
    result = import_rows(rows, COLUMNS)
    report = result.report
    assert report.rows_read == 12
    assert (report.rows_imported, report.rows_named_only, report.rows_merged, report.rows_skipped) == (7, 1, 1, 3)
    assert [o.outcome for o in report.outcomes].count("imported") == 7 and len(report.outcomes) == 12
    by_name = {c.name: c for c in result.cards}
    assert by_name["Dark Magician"].numbers == ("36996508", "46986414")
    assert by_name["A Legendary Ocean"].treated_as == "Umi"
    assert by_name["Raigeki"].treated_as is None and by_name["Raigeki"].numbers == ("12580477",)
    assert by_name["Stardust Dragon"].extra_deck and by_name["Odd-Eyes Rebellion Dragon"].extra_deck
    assert not by_name["Odd-Eyes Pendulum Dragon"].extra_deck
    assert by_name["Sheep Token"].type == "token"
    reasons = {o.name: o.reason for o in report.outcomes if o.outcome == "left out"}
    assert "No Code" not in reasons and by_name["No Code"].numbers == ()  # imported by name: named decks only
    assert "already row 5's (Stardust Dragon)" in reasons["Stardust Again"]
    assert reasons["Odd"] == "a Speed Duel Skill: Skills are never part of an Advanced deck"  # a type it knows
    assert "not a number" in reasons["Bad Number"]
    text = report.render()
    assert "7 imported, 1 imported by name only, 1 merged as alternate artworks, 3 left out" in text
    assert "1 cards with no password: named decks only" in text
    assert "A Legendary Ocean -> Umi" in text
    assert "row 2 password 36996508 Dark Magician: alternate artwork of Dark Magician" in text
    data = json.loads(result.pool_text)
    assert data["game"] == "yugioh" and [c["name"] for c in data["cards"]] == sorted(by_name)
    rows = {"read": 12, "imported": 7, "named_only": 1, "merged_as_artwork": 1, "left_out": 3}
    assert report.as_dict()["rows"] == rows


def test_hostile_values_never_crash() -> None:
    rows = [
        row(konami_id="9" * 50_000, password="0" * 50_000 + "7", name="Long Zero", card_type="Spell"),
        row(konami_id="1", password="9" * 50_000, name="Huge", card_type="Spell"),
        row(konami_id="x", password="١٢٣", name="Arabic Digits", card_type="Spell"),
        row(konami_id="2", password="8", name="  Spaced   Name ", card_type="Trap", property="Nonsense"),
    ]
    result = import_rows(rows, COLUMNS)
    assert [c.name for c in result.cards] == ["Long Zero", "Spaced Name"]
    assert result.cards[0].numbers == ("7",) and result.cards[0].konami_id is None
    reasons = [o.reason for o in result.report.outcomes if o.outcome == "left out"]
    assert len(reasons) == 2 and all(len(r) < 200 for r in reasons)
    assert any("property 'Nonsense'" in n.message for n in result.report.notes)


def test_same_konami_id_with_another_name_is_kept_apart_with_a_note() -> None:
    rows = [
        row(konami_id="1", password="1", name="A", card_type="Spell", property="Normal"),
        row(konami_id="1", password="2", name="B", card_type="Spell", property="Normal"),
    ]
    result = import_rows(rows, COLUMNS)
    assert [c.name for c in result.cards] == ["A", "B"]
    assert "not its name" in result.report.notes[0].message


def test_the_import_is_deterministic_whatever_the_row_order() -> None:
    rows = [
        row(
            konami_id="4041",
            password="46986414",
            name="Dark Magician",
            card_type="Monster",
            monster_type_line="Spellcaster / Normal",
        ),
        row(
            konami_id="4041",
            password="36996508",
            name="Dark Magician",
            card_type="Monster",
            monster_type_line="Spellcaster / Normal",
        ),
        row(konami_id="5", password="55144522", name="Pot of Greed", card_type="Spell", property="Normal"),
    ]
    assert import_rows(rows, COLUMNS).pool_text == import_rows(rows[::-1], COLUMNS).pool_text


# --- the real table ---------------------------------------------------------


@pytest.fixture(scope="module")
def real() -> tuple:  # type: ignore[type-arg]
    return import_table(read_table(YGO_SQLITE)), import_table(read_table(YGO_CSV))


@needs_ygo_data
def test_the_real_table_every_row_accounted_for(real: tuple) -> None:  # type: ignore[type-arg]
    result, _ = real
    report = result.report
    assert report.rows_read == 14_276
    assert report.rows_imported + report.rows_named_only + report.rows_merged + report.rows_skipped == 14_276
    assert len(report.outcomes) == 14_276 and len({o.row for o in report.outcomes}) == 14_276
    no_password = [o for o in report.outcomes if o.reason.startswith("no password")]
    assert len(no_password) == 66  # 64 imported by name; 2 share their name with a card that has a password
    assert report.rows_named_only == 64 and report.rows_skipped == 2
    assert report.rows_merged == 2  # Dark Magician and Polymerization have two artworks each
    assert len(result.cards) == report.rows_imported + report.rows_named_only


@needs_ygo_data
def test_the_real_table_cards_with_no_password_are_imported_by_name(real: tuple) -> None:  # type: ignore[type-arg]
    result, _ = real
    by_name = {c.name: c for c in result.cards}
    for name in ("Obelisk the Tormentor", "Slifer the Sky Dragon", "The Winged Dragon of Ra", "Destined Duel"):
        assert by_name[name].numbers == ()
    skipped = {o.name: o.reason for o in result.report.outcomes if o.outcome == "left out"}
    assert "row 812 (password 5405694) is the card of this name" in skipped["Black Luster Soldier"]
    assert by_name["Black Luster Soldier"].numbers == ("5405694",)  # the Ritual Monster keeps its name
    assert "64 cards with no password: named decks only" in result.report.render()


@needs_ygo_data
def test_the_real_table_sqlite_and_csv_give_the_same_cards(real: tuple) -> None:  # type: ignore[type-arg]
    from_sqlite, from_csv = real
    assert from_sqlite.cards == from_csv.cards
    strip = lambda text: {k: v for k, v in json.loads(text).items() if k not in ("name", "source")}  # noqa: E731
    assert strip(from_sqlite.pool_text) == strip(from_csv.pool_text)


@needs_ygo_data
def test_the_real_table_facts(real: tuple) -> None:  # type: ignore[type-arg]
    result, _ = real
    by_name = {c.name: c for c in result.cards}
    assert by_name["Dark Magician"].numbers == ("36996508", "46986414")
    assert by_name["A Legendary Ocean"].treated_as == "Umi"
    treated = dict(result.report.treated_as())
    plain = {
        "A Legendary Ocean",
        "Crimson Blade Dragon",
        "Odd-Eyes Arcray Dragon",
        "Angry Burger",
        "Lemuria, the Forgotten City",
        "Ultimate Leo Utopia Ray",
        "Fallen of the White Dragon",
        "Fusion Substitute",
        "Ultimate Dragonic Utopia Ray",
        "Light Water Dragon",
    }
    assert plain <= set(treated)  # the ten "(This card is always treated as "X".)"
    assert treated["Harpie Lady 1"] == "Harpie Lady"  # "(This card's name is always treated as ...)"
    assert all(target in by_name for target in treated.values())
    assert "The Eye of Timaeus" not in treated  # "also always treated as": keeps its own name
    extra = result.report.extra_deck()
    assert extra["all"] == sum(1 for c in result.cards if c.extra_deck) > 2000
    assert by_name["Stardust Dragon"].extra_deck and not by_name["Ash Blossom & Joyous Spring"].extra_deck


@needs_ygo_data
def test_the_starter_pool_agrees_with_the_real_table() -> None:
    """The hand-written pool holds real facts: each password names that card, with its card type and type line."""
    with sqlite3.connect(f"file:{YGO_SQLITE}?mode=ro", uri=True) as db:
        for card in starter_cards():
            for number in card.numbers:
                found = db.execute(
                    "SELECT name, card_type, property, monster_type_line FROM card WHERE password = ?", (int(number),)
                ).fetchone()
                assert found is not None, (card.name, number)
                name, card_type, prop, type_line = found
                assert (name, card_type.lower()) == (card.name, card.type)
                if card.type == "monster":
                    assert type_line == " / ".join([card.race or "", *card.monster_types])
                else:
                    assert prop == card.property


def test_a_skill_row_is_left_out_saying_what_it_is() -> None:
    rows = [
        {"password": "300101001", "name": "Destiny Draw", "card_type": "Skill", "monster_type_line": ""},
        {"password": "12", "name": "Odd", "card_type": "Field", "monster_type_line": ""},
    ]
    result = import_rows(rows, ["password", "name", "card_type", "monster_type_line"])
    skill, odd = result.report.outcomes
    assert skill.outcome == "left out" and skill.reason.startswith("a Speed Duel Skill")
    assert odd.outcome == "left out" and "not Monster, Spell, Trap or Token" in odd.reason
