"""Issue 18: the shortcuts of a Buddyfight row's reading give what the long way gives: a plain ASCII name's
tidying, the stats test, and the collaboration worlds of a table whose world values repeat."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from cardpool.importer import read_table
from cardpool.importer.columns import Columns, find_columns
from deckcheck.games.buddyfight.importer import FIELDS, REQUIRED, interpret
from deckcheck.games.buddyfight.importer.text import clean_text, collaboration_world
from deckcheck.games.buddyfight.importer.worlds import words_key, world_key

from helpers import REAL_SQLITE

FIXTURES = Path(__file__).parent / "import_fixtures"


def long_tidy(name: str) -> str:
    """tidy_printed_name as it was: every translation, then the quotes, then the spaces."""
    tidied = name.translate(interpret._FULL_WIDTH).translate(interpret._CURLY)
    parts = tidied.split('"')
    if len(parts) % 2 == 1:
        tidied = '"'.join(part.strip() if i % 2 else part for i, part in enumerate(parts))
    return " ".join(tidied.split())


def long_worlds(rows: Iterable[Mapping[str, str | None]], columns: Columns) -> tuple[str, ...]:
    """collaboration_worlds as it was: every row's world value split and keyed again."""
    found: dict[str, str] = {}
    spellings: dict[str, str] = {}
    reordered: dict[tuple[str, ...], str] = {}
    for row in rows:
        raw_world = columns.get(row, "world") or ""
        for part in interpret._WORLD_PARTS.split(raw_world):
            if part.strip():
                spellings.setdefault(world_key(part), " ".join(part.split()))
                reordered.setdefault(words_key(part), " ".join(part.split()))
        if interpret.TYPES.get((columns.get(row, "type") or "").strip().casefold()) != "flag":
            continue
        flag_name = " ".join((columns.get(row, "name") or "").split())
        if flag_name:
            reordered.setdefault(words_key(flag_name), flag_name)
        for line in clean_text(columns.get(row, "ability_effect")).splitlines():
            if line.lower().lstrip().startswith("you may use"):
                for bracketed in interpret._BRACKETED.findall(line):
                    world = collaboration_world(bracketed)
                    if world:
                        found.setdefault(world_key(world), world)
    return tuple(sorted({spellings.get(key) or reordered.get(words_key(world), world) for key, world in found.items()}))


def _names() -> list[str]:
    rng = random.Random(18)
    letters = ' abc"  \t\u201cD\uff21\u3000E-\u2019'
    made = ["".join(rng.choice(letters) for _ in range(rng.randrange(12))) for _ in range(3000)]
    made += ["  Dragon   Breath ", 'Bal Dragon, " Bal Weapon"', "Eco-\uff28ero", "plain", ""]
    if REAL_SQLITE.exists():
        made += [r["name"] or "" for r in read_table(REAL_SQLITE).rows]
    return made


def test_a_name_is_tidied_as_the_long_way_tidies_it() -> None:
    for name in _names():
        assert interpret.tidy_printed_name(name) == long_tidy(name), repr(name)


@pytest.mark.parametrize(
    "value", [None, "", "0", "5000", " 12 ", "-3", "+7", "x", "1.5", "-", "9" * 40, "-" + "9" * 40, "０", "00"]
)
def test_the_stats_test_is_the_whole_number_test(value: str | None) -> None:
    assert interpret._positive(value) == ((interpret._int(value) or 0) > 0)


def test_repeated_world_values_give_the_same_collaboration_worlds() -> None:
    sources = [FIXTURES / "quirks.csv", *([REAL_SQLITE] if REAL_SQLITE.exists() else [])]
    for source in sources:
        table = read_table(source)
        columns = find_columns(table.columns, FIELDS, REQUIRED, None)
        rows = [*table.rows, *table.rows[::-1]]
        assert interpret.collaboration_worlds(rows, columns) == long_worlds(rows, columns)
        assert interpret.collaboration_worlds(table.rows, columns) == long_worlds(table.rows, columns)


def test_a_table_with_collaboration_flags_gives_the_same_worlds() -> None:
    table = read_table(FIXTURES / "quirks.csv")
    columns = find_columns(table.columns, FIELDS, REQUIRED, None)
    base = dict(table.rows[0])
    flag_text = "■ You may use <detective conan> and <BanG Dream! Girls Band Party!☆PICO> and <Generic> cards."
    rows = [
        {**base, "name": "Detective Conan", "type": "Flag", "world": "Detective Conan", "ability_effect": flag_text},
        {**base, "name": "Conan Card", "type": "Monster", "world": "Detective Conan / Generic"},
        {**base, "name": "Other", "type": "Monster", "world": "DETECTIVE CONAN"},
        {**base, "name": "Girls Band", "type": "Spell", "world": "BanG Dream! Girls Band Party!☆PICO"},
        {**base, "name": "Conan Card 2", "type": "Monster", "world": "Detective Conan / Generic"},
    ]
    for order in (rows, rows[::-1], rows * 3):
        got = interpret.collaboration_worlds(order, columns)
        assert got == long_worlds(order, columns)
        assert len(got) == 2
