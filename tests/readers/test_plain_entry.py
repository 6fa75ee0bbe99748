"""The plain-shape fast path (:mod:`deckcheck.readers.plain_entry`) gives the general grammar's answer, line by line.

``parse_entry`` answers a plain ``4 Name`` by one pattern; every other line goes through the whole grammar
(``parse_entry_general``). Each case below is parsed both ways and the two answers must be equal (the same entry,
or the same error at the same offset)."""

from __future__ import annotations

import csv
import sqlite3

import pytest

from deckcheck.readers.entries import EntryError, ParsedEntry, parse_entry, parse_entry_general, split_remarks
from deckcheck.readers.plain_entry import plain_entry, plain_name
from tests.helpers import REAL_CSV, REPO, SHARED_DATA

MARKS = ("buddy", "flag")
FORMS = (
    "{n}",
    "  {n} ",
    "{c} {n}",
    "{c}x {n}",
    "{c}X {n}",
    "  {c}  {n}  ",
    "\t{c}\t{n}",
    "{c} x {n}",
    "{c} {n} x{c}",
    "{c}x {n} x{c}",
    "{c} {n} (Buddy)",
    "{c} {n} - Buddy",
    "{c} {n} - tech",
    "{c} {n} (side)",
    "{c} ea {n}",
    "{c} copies of {n}",
    "{c} {n}!",
    "0{c} {n}",
    "{c}0000 {n}",
    "{c} {n} - {c}",
    "{n} - {c} copies",
    "{n} {c} copies",
    "{n} ({c} copies)",
    "{c} {n} {c} copies",
    "{n} - {c} pcs",
    "{n} x{c} pcs",
    "{n} {c} pieces",
    "{n} [{c} Pcs.]",
    "{c} {n} {c} pc",
    "{c}x {n} {c} piece",
    "{c} {n} {c} PC.",
    "{n} {c}pcs",
)
HARD_NAMES = (
    "Dragon Breath",
    "Ash Blossom & Joyous Spring",
    "Each Turn",
    "Eager Beaver",
    "Copy Knight",
    "Copies of Fate",
    "X-Saber Airbellum",
    "x Marks",
    "Maxx",
    "Max C",
    "Number 39: Utopia",
    "D.D. Crow",
    "Side Effects?",
    "Pot of Greed.",
    "Ancient Gear Golem - Ultimate Pound",
    "Card 2",
    "Card 3x",
    "Level 4X",
    "Dragon World Monsters",
    "Total",
    "cards",
    "Ms. Judge",
    "Gem-Knight Pearl",
    "A",
    "Ab",
    "7 Colored Fish",
    "Dragon  Breath",
    "Name #tag",
    "Name // note",
    "Name | 3",
    "A" * 299,
    "A" * 300,
    "A" * 301,
    'Drum Bunker Dragon, "Barrier Breaker"',
    "Drágon Breath",
    "Number C39: Utopia Ray",
    "x1 Name",
    "X-Saber",
    "Dragon Breath – tech",
    "Dragon Breath — Buddy",
    "Card x3 -- tech",
    "Card x3 – tech",
    "Card (3) -tech",
    "Name٣",
    "Name\u00a0Breath",
    "Name\u200bBreath",
    "Dragon Breath 4 copies",
    "Dragon Breath: 1 copy",
    "Card 4 COPIES",
    "Extra Copies",
    "Dragon Breath 4 pcs",
    "Dragon Breath - 1 pc.",
    "Card 4 PIECES",
    "Card 2 Piece",
    "Big Piece Golem",
    "Witchcrafter Masterpiece",
    "Bingo Card",
    "Pieces",
    "Card pcs.",
    "Card 4pcs",
)


def same(line: str) -> None:
    """``line`` parses to the same entry, or fails the same way, by the fast path and by the whole grammar."""
    try:
        fast: ParsedEntry | tuple[str, int] = parse_entry(line, MARKS)
    except EntryError as exc:
        fast = (exc.message, exc.offset)
    try:
        slow: ParsedEntry | tuple[str, int] = parse_entry_general(line, MARKS)
    except EntryError as exc:
        slow = (exc.message, exc.offset)
    assert fast == slow, line


def same_name(name: str) -> None:
    """A name :func:`plain_name` takes has no count for the grammar, and no remark or mark to cut."""
    if not plain_name(name):
        return
    for marks in ((), MARKS):
        with pytest.raises(EntryError):
            parse_entry_general(name, marks)
        assert split_remarks(name, marks) == (name, None, None), name


def lines_of(names: list[str], counts: tuple[str, ...] = ("1", "3", "4", "12", "999")) -> list[str]:
    return [form.format(c=c, n=n) for n in names for c in counts for form in FORMS]


def test_hard_names_in_every_form() -> None:
    for line in lines_of(list(HARD_NAMES)):
        same(line)
    for name in HARD_NAMES:
        same_name(name)
    assert plain_name("Dragon World") and not plain_name("Dragon World (Buddy)") and not plain_name("Name x3")


def test_the_fast_path_takes_the_plain_shape_and_refuses_the_rest() -> None:
    assert plain_entry("4 Dragon Breath") == ("Dragon Breath", 4, 2, "4 ")
    assert plain_entry("  3x Ash Blossom & Joyous Spring ") == ("Ash Blossom & Joyous Spring", 3, 5, None)
    quoted = 'Drum Bunker Dragon, "Barrier Breaker"'
    assert plain_entry(f"2 {quoted}") == (quoted, 2, 2, "2 ")
    assert plain_entry("1 Drágon Breath") == ("Drágon Breath", 1, 2, "1 ")
    refused = (
        "4 x Dragon Breath",  # the spaced x
        "3 ea Dragon Breath",
        "4 copies of Dragon Breath",
        "3x Dragon Breath x3",  # a second count
        "4 Dragon Breath (Buddy)",
        "4 Dragon Breath - Buddy",
        "4 Maxx",  # ends in x: maybe a count ("Name 3x")
        "4 Card 2",  # ends in a digit
        "0 Dragon Breath",
        "1000 Dragon Breath",
        "4 x1 Name",
        "4 Name x",
        "4 Name ×",
        "4 Dragon Breath – tech",
        "4 Name٣",  # ends in a digit of another script
        "4 Dragon Breath # comment",
        "Dragon Breath 4 copies",  # a count after the name, with the word "copies"
        "Dragon Breath 4 pcs",  # or another count word
        "4x Dragon Breath 4 pcs.",
        "4 Dragonblade 1 piece",
        "3 Dragon Breath 3 PC",
    )
    for line in refused:
        assert plain_entry(line) is None, line
        same(line)


def test_every_line_of_the_example_lists() -> None:
    lines = [
        line
        for path in sorted((REPO / "examples").rglob("*.txt"))
        for line in path.read_bytes().decode("utf-8", "replace").splitlines()
    ]
    taken = sum(plain_entry(line) is not None for line in lines)
    assert taken > len(lines) / 3  # most card lines are plain: the fast path is the common path
    for line in lines:
        same(line)


@pytest.mark.skipif(not REAL_CSV.exists(), reason=f"the real card table is not in {SHARED_DATA}")
def test_every_real_buddyfight_name() -> None:
    with REAL_CSV.open(encoding="utf-8", newline="") as handle:
        names = sorted({row["name"] for row in csv.DictReader(handle)})
    for line in lines_of(names, counts=("4", "2x")):
        same(line)
    for name in names:
        same_name(name)


YUGIOH = SHARED_DATA / "yugioh" / "cards.sqlite"


@pytest.mark.slow
@pytest.mark.skipif(not YUGIOH.exists(), reason=f"the real Yu-Gi-Oh! table is not in {SHARED_DATA}")
def test_every_real_yugioh_name() -> None:
    with sqlite3.connect(f"file:{YUGIOH}?mode=ro", uri=True) as db:
        names = sorted({row[0] for row in db.execute("select name from card") if row[0]})
    for line in lines_of(names, counts=("3",)):
        same(line)
    for name in names:
        same_name(name)
