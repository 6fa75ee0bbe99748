"""The real D-series card list imports, every row accounted for, and decks built from it check right.

The list is read at test time from ``$DECKCHECK_TEST_DATA`` or ``../shared/data`` (vanguard/d-series-cards.json);
never copied into the project.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest
from vanguard_helpers import check, found

from cardpool import CardPool
from cardpool.importer import read_table
from cardpool.pool import PoolInfo
from deckcheck.games.vanguard.cards import VanguardCard
from deckcheck.games.vanguard.importer import import_rows, import_table, recognise

from helpers import SHARED_DATA, WHERE

REAL = SHARED_DATA / "vanguard" / "d-series-cards.json"
needs_vanguard_data = pytest.mark.skipif(
    not REAL.exists(),
    reason=f"the real Vanguard card list vanguard/d-series-cards.json is not in {WHERE}; it is read at test time",
)


@lru_cache(maxsize=1)
def real_pool() -> CardPool:
    result = import_table(read_table(REAL))
    info = PoolInfo(name="d-series", source=str(REAL), location=str(REAL), files=())
    return CardPool(result.cards, info=info, game="vanguard")


@needs_vanguard_data
def test_every_row_is_accounted_for_in_the_report() -> None:
    table = read_table(REAL)
    assert recognise(table.columns)
    result = import_table(table)
    data = result.report.as_dict()
    rows = data["rows"]
    raw = json.loads(REAL.read_text(encoding="utf-8"))["cards"]
    assert rows["read"] == len(raw) == 394
    assert rows["imported"] + rows["merged_as_printing"] + rows["merged_as_duplicate"] + rows["left_out"] == 394
    assert len(result.cards) == rows["imported"] == len({c["name"] for c in raw})
    detail = {(d["row"], d["outcome"]) for d in data["rows_detail"]}
    assert len(detail) == 394 - rows["imported"]
    assert data["sentinels"] == sum(1 for c in raw if "[CONT]:Sentinel" in c["skill"])
    assert data["by_type"]["token unit"] == sum(1 for c in raw if c["type"] == "Token Unit")
    text = result.report.render([])
    assert "394 read" in text and "Rows merged as duplicates" in text


@needs_vanguard_data
def test_the_pool_file_loads_back(tmp_path: Path) -> None:
    from helpers import load_pool, write_pool_dir

    result = import_table(read_table(REAL))
    pool = load_pool(write_pool_dir(tmp_path / "pool", result.pool_text))
    assert pool.game == "vanguard" and len(pool.cards) == len(result.cards)


@needs_vanguard_data
@pytest.mark.parametrize("written", ["D-BT01/051", "D-BT01 051", "d-bt01/051", "D-BT01 / 051"])
def test_card_numbers_in_both_written_forms_are_found_by_the_name_index(written: str) -> None:
    pool = real_pool()
    raw = json.loads(REAL.read_text(encoding="utf-8"))["cards"]
    [name] = [c["name"] for c in raw if "D-BT01 051" in c["setCode"]]
    match = pool.index.lookup(written)
    assert match is not None and match.name == name and match.via == "number"


def test_number_forms_without_the_real_data() -> None:
    card = VanguardCard(name="X", type="normal unit", grade=1, numbers=("D-BT01 051", "D-PR/001"))
    assert card.numbers == ("D-BT01/051", "D-BT01 051", "D-PR/001", "D-PR 001")
    pool = CardPool((card,), info=PoolInfo(name="t", source="t", location="t", files=()), game="vanguard")
    assert pool.index.lookup("D-BT01/051") is not None and pool.index.lookup("d-pr 001") is not None


def test_rows_that_cannot_be_cards_are_left_out_with_the_reason() -> None:
    columns = ("name", "grade", "type", "trigger", "nation", "skill", "setCode")
    rows = [
        {"name": "", "grade": "0", "type": "Normal Unit", "trigger": "None", "nation": "Stoicheia"},
        {"name": "A", "grade": "nine", "type": "Normal Unit", "trigger": "None", "nation": "Stoicheia"},
        {"name": "B", "grade": "0", "type": "Spell", "trigger": "None", "nation": "Stoicheia"},
        {"name": "C", "grade": "0", "type": "Trigger Unit", "trigger": "None", "nation": "Stoicheia"},
        {
            "name": "D",
            "grade": "1",
            "type": "Normal Unit",
            "trigger": "None",
            "nation": "NationLess",
            "skill": "[CONT](RC):Sentinel",
            "setCode": "D-XX 001 / D-YY ???",
        },
        {"name": "D", "grade": "2", "type": "Normal Unit", "trigger": "None", "nation": "NationLess"},
    ]
    result = import_rows(rows, columns)
    report = result.report.as_dict()
    reasons = {d["row"]: d["reason"] for d in report["rows_detail"]}
    assert reasons[1] == "no name"
    assert reasons[2] == "grade 'nine' is not 0 to 5"
    assert reasons[3].startswith("type 'Spell' is none of")
    assert reasons[4].startswith("a trigger unit whose trigger 'None'")
    assert reasons[6] == "the name of row 5, with another grade, sentinel"
    [card] = result.cards
    assert isinstance(card, VanguardCard)
    assert card.sentinel and card.nation is None and card.numbers == ("D-XX/001", "D-XX 001")
    assert report["notes"][0]["message"] == "card number 'D-YY ???' is not a number yet: left out"


def _real_deck(nation: str) -> tuple[list[str], dict[str, int]]:
    """A legal deck of ``nation`` built from the real list: a ride deck of grades 0-3, 16 triggers, 34 others."""
    cards = [c for c in real_pool().cards if isinstance(c, VanguardCard) and c.nation == nation]
    units = sorted((c for c in cards if c.type == "normal unit" and not c.sentinel), key=lambda c: c.name)
    ride = [next(c.name for c in units if c.grade == g) for g in range(4)]
    main: dict[str, int] = {}
    heals = [c.name for c in cards if c.trigger == "Heal"][:1]
    others = [c.name for c in cards if c.trigger in ("Critical", "Draw", "Front")]
    for name in heals:
        main[name] = 4
    for name in others[:3]:
        main[name] = 4
    left = 46 - sum(main.values())
    for card in units:
        if left <= 0:
            break
        take = min(4 - (1 if card.name in ride else 0), left)
        main[card.name] = take
        left -= take
    return ride, main


@needs_vanguard_data
@pytest.mark.parametrize("nation", ["Dragon Empire", "Keter Sanctuary", "Brandt Gate"])
def test_a_deck_built_from_the_real_list_checks_right(nation: str) -> None:
    from vanguard_helpers import yaml_deck

    ride, main = _real_deck(nation)
    report = check(yaml_deck(ride=ride, main=main), real_pool())
    assert report.legal, found(report)
    assert report.details["nations"] == {nation: 50}
    assert report.details["triggers"]["all"] == 16
    sentinel = next(c.name for c in real_pool().cards if isinstance(c, VanguardCard) and c.sentinel)
    over = next(c.name for c in real_pool().cards if isinstance(c, VanguardCard) and c.trigger == "Over")
    token = next(c.name for c in real_pool().cards if isinstance(c, VanguardCard) and c.type == "token unit")
    main = {**main, over: 2, token: 1}
    report = check(yaml_deck(ride=ride, main=main), real_pool())
    codes = {code for code, _ in found(report)}
    assert {"VG101", "VG301", "VG303", "VG402"} <= codes, found(report)
    assert sentinel


@needs_vanguard_data
def test_a_number_written_another_way_gets_its_card_from_the_real_table() -> None:
    """The imported table keeps each number in two forms (``D-SD01/002``, ``D-SD01 002``): both are one card's, so a
    respelt number still names it (a review found no suggestion at all with the real table)."""
    index = real_pool().index
    assert index.respelt_number("D-SD01-002") == ("D-SD01/002", "Blaze Maiden, Reiyu")
    assert index.respelt_number("d-sd01/002en") == ("D-SD01/002", "Blaze Maiden, Reiyu")
