"""Issue 18: a faster ``pool import`` writes the same bytes from every kind of source the speed-ups touched.

Small tables are built here, the same every run: a Buddyfight SQLite table (the SQLite reader's value sharing,
and the Buddyfight importer's memo, shortcuts and one-pass counts), a Yu-Gi-Oh! SQLite table and its CSV export,
and a Vanguard JSON array. Each import's pool text, text report and JSON report are compared with the files in
``tests/import_fixtures/expected/`` that today's main wrote before the speed-ups. After a deliberate change of
an import's output, refresh them with ``DECKCHECK_REFRESH_IMPORT_EXPECTED=1`` (as
``tests/test_import_speed_equivalence.py`` says).
"""

from __future__ import annotations

import csv
import json
import os
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from cardpool.importer import read_table

FIXTURES = Path(__file__).parent / "import_fixtures"
EXPECTED = FIXTURES / "expected"

YGO_COLUMNS = ("konami_id", "password", "name", "card_type", "property", "monster_type_line", "text")
# fmt: off
YGO_ROWS: list[tuple[Any, ...]] = [
    (4041, 46986414, "Dark Magician", "Monster", None, "Spellcaster / Normal", "The ultimate wizard."),
    (4041, 36996508, "Dark Magician", "Monster", None, "Spellcaster / Normal", "The ultimate wizard."),
    (4007, 89631139, "Blue-Eyes White Dragon", "Monster", None, "Dragon / Normal", "This legendary dragon."),
    (4007, 89631140, "Blue-Eyes White Dragon", "Monster", None, "Dragon / Normal", "This legendary dragon."),
    (5318, 5318639, "Mystical Space Typhoon", "Spell", "Quick-Play", None, "Target 1 Spell/Trap on the field."),
    (5318, 5318639, "Mystical Space Typhoon", "Spell", "Quick-Play", None, "Target 1 Spell/Trap on the field."),
    (9, None, "No Code", "Spell", "Normal", None, None),
    (10, 295517, "A Legendary Ocean", "Spell", "Field", None, "All WATER monsters gain 200 ATK/DEF."),
    (11, 1.0, "Float Code", "Trap", "Normal", None, ""),
    (12, 44508094, "Stardust Dragon", "Monster", None, "Dragon / Synchro / Effect", "1 Tuner + 1+ non-Tuner."),
    (13, 44508094, "Stardust Dragon", "Monster", None, "Dragon / Synchro / Effect", "1 Tuner + 1+ non-Tuner."),
]
# fmt: on
BF_COLUMNS = ("card_no", "name", "world", "attribute", "type", "size", "power", "defense", "critical", "ability_effect")
# fmt: off
BF_ROWS: list[tuple[Any, ...]] = [
    ("S/001", "Dragon World", "Dragon World", None, "Flag", 0, 0, 0, 0,
     "■ You may use <Dragon World> and <Generic> cards."),
    ("S/002", "Jackknife Dragon", "Dragon World", "Armordragon", "Monster", 2, 5000, 1000, 2, "[Counter] Draw a card."),
    ("S/003", "Jackknife Dragon", "Dragon World", "Armordragon", "Monster", 2, 5000, 1000, 2, "[Counter] Draw a card."),
    ("R/003", "Jackknife Dragon", None, "Armordragon", "Monster", None, 5000.0, 1000, 2, "[Counter] Draw a card."),
    ("S/004", "Dragon Breath", "Dragon World", None, "Spell", None, None, None, None,
     'You may have any number of "Dragon Breath" in your deck.'),
    ("S/005", "Gargantua", "Dragon World / Generic", "Duel Dragon", "Monster", 3, 10000, 5000, 3,
     "This card can be your buddy!\n■ [Omni Lord]"),
    ("S/006", "Twin Blade", "Danger World", "Weapon", "Item", None, 3000, None, 1,
     'You may have up to a total of four "Twin Blade" and "Twin Blade 2" combined in your deck.'),
    ("S/007", "", "Magic World", None, "Spell", None, None, None, None, "No name."),
    ("S/008", "Stray", "Magic Wrld", "Magician", "Monster", 1, 3000, 2000, 1, "Text."),
]
# fmt: on
# fmt: off
VANGUARD: list[dict[str, Any]] = [
    {"name": "Scramble Sprint, Selma", "setCode": ["D-LBT01 083"], "grade": 1, "type": "Normal Unit",
     "nation": "Lyrical Monasterio", "skill": "[AUTO](RC): draw a card.", "power": 8000, "shield": 5000},
    {"name": "Scramble Sprint, Selma", "setCode": ["D-LBT01 083", "D-SS01 010"], "grade": 1, "type": "Normal Unit",
     "nation": "Lyrical Monasterio", "skill": "[AUTO](RC): draw a card.", "power": 8000, "shield": 5000},
    {"name": "Sunrise Ray Radiant Sword Dragon", "setCode": ["D-BT01 001"], "grade": 3, "type": "Normal Unit",
     "nation": "Keter Sanctuary", "skill": "[CONT](VC): Persona Ride.", "power": 13000},
    {"name": "Heal Trigger", "setCode": ["D-BT01 100"], "grade": 0, "type": "Trigger Unit", "trigger": "Heal",
     "nation": "Keter Sanctuary", "skill": "", "power": 5000, "shield": 20000},
]
# fmt: on


def _sqlite(path: Path, columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> Path:
    with closing(sqlite3.connect(path)) as db:
        db.execute(f"CREATE TABLE card ({', '.join(columns)})")
        db.executemany(f"INSERT INTO card VALUES ({', '.join('?' * len(columns))})", rows)
        db.commit()
    return path


def _csv(path: Path, columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(columns)
        writer.writerows(["" if v is None else v for v in row] for row in rows)
    return path


def _sources(tmp: Path) -> dict[str, tuple[str, Path]]:
    vanguard = tmp / "vanguard.json"
    vanguard.write_text(json.dumps(VANGUARD, indent=1), encoding="utf-8")
    return {
        "bf-sqlite": ("buddyfight", _sqlite(tmp / "bf.sqlite", BF_COLUMNS, BF_ROWS)),
        "ygo-sqlite": ("yugioh", _sqlite(tmp / "ygo.sqlite", YGO_COLUMNS, YGO_ROWS)),
        "ygo-csv": ("yugioh", _csv(tmp / "ygo.csv", YGO_COLUMNS, YGO_ROWS)),
        "vanguard-json": ("vanguard", vanguard),
    }


def _importer(game: str) -> Callable[..., Any]:
    from deckcheck.games import get_game

    found = get_game(game).importer
    assert found is not None
    return found().import_table


CASES = ("bf-sqlite", "ygo-sqlite", "ygo-csv", "vanguard-json")


@pytest.mark.parametrize("case", CASES)
def test_a_fresh_import_is_byte_identical_to_main_s(case: str, tmp_path: Path) -> None:
    game, source = _sources(tmp_path)[case]
    table = read_table(source)
    digest = table.digest  # a SQLite file's bytes name the library that wrote it: the digest is left out
    result = _importer(game)(table, None)
    got = {
        "pool.json": result.pool_text,
        "report.txt": result.report.render(["POOL/pool.json"]),
        "report.json": json.dumps(result.report.as_dict(), indent=1, ensure_ascii=False) + "\n",
    }
    for part, text in got.items():
        text = text.replace(str(tmp_path), "TMP").replace(digest, "DIGEST")
        stored = EXPECTED / f"{case}.{part}"
        if os.environ.get("DECKCHECK_REFRESH_IMPORT_EXPECTED"):
            stored.write_text(text, encoding="utf-8")
        assert text == stored.read_text(encoding="utf-8"), part
