"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Card lines with a remark after the name (``- core draw``, ``<- so good``, ``| MVP``, ``(tech)``): the remark goes with
a note when the name before it is a card, and a real card name with a dash or a parenthesis is never cut.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pasted_cases import cards_of, real_names, round3, ygo_check

from cardpool import BaseCard, CardPool
from cardpool.pool import PoolInfo
from deckcheck.deck import Deck, Entry
from deckcheck.findings import quote
from deckcheck.readers.entries import dash_remarks
from deckcheck.readers.resolve import resolve

from helpers import REAL_SQLITE, SHARED_DATA, check, rules_of
from yugioh_helpers import YGO_SQLITE


@pytest.mark.parametrize(
    ("line", "name", "count", "remark"),
    [
        ("4x Dragon Breath \u2013 core draw", "Dragon Breath", 4, "\u2013 core draw"),
        ("4x Dragonic Destroy - removal", "Dragonic Destroy", 4, "- removal"),
        ("Dragoenergy \u2014 cut to 3 - maybe", "Dragoenergy", 1, "\u2014 cut to 3 - maybe"),
        ("4 Green Dragon Shield -- the best one", "Green Dragon Shield", 4, "-- the best one"),
        ("4x Dragon Breath <- so good", "Dragon Breath", 4, "<- so good"),
        ("4x Dragon Breath <-- so good", "Dragon Breath", 4, "<-- so good"),
        ("4x Dragon Breath ← MVP", "Dragon Breath", 4, "← MVP"),
        ("4x Dragon Breath ⬅️ MVP", "Dragon Breath", 4, "⬅️ MVP"),
        ("4 Dragon Breath | MVP", "Dragon Breath", 4, "| MVP"),
        ("4 Dragon Breath ; MVP", "Dragon Breath", 4, "; MVP"),
        ("Dragon Breath | tech", "Dragon Breath", 1, "| tech"),
        ("Dragon Breath x4 <- so good", "Dragon Breath", 4, "<- so good"),
    ],
    ids=[
        "en-dash",
        "hyphen",
        "em-dash-bare-name",
        "double-hyphen",
        "arrow",
        "long-arrow",
        "unicode-arrow",
        "emoji-arrow",
        "bar",
        "semicolon",
        "bar-bare-name",
        "count-after",
    ],  # fmt: skip
)
def test_a_remark_after_a_dash_an_arrow_a_bar_or_a_semicolon_is_dropped_with_a_note_when_the_name_before_it_is_a_card(
    line: str, name: str, count: int, remark: str, pool: CardPool
) -> None:
    """``4x Dragon Breath - core draw``, and ``4x Dragon Breath <- so good`` (which was an unknown card of the whole
    text, an illegal deck)."""
    report = check(f"Flag: Dragon World\n{line}\n", pool)
    assert "unknown-card" not in rules_of(report)
    [entry] = [c for c in report.cards if c.section == "deck"]
    assert (entry.name, entry.count, entry.line) == (name, count, 2)
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.message == f"the remark ({remark}) after {quote(name)} is not part of the card name"
    assert (note.line, note.column) == (2, entry.column)


@pytest.mark.parametrize(
    "line",
    [
        "4 Dragon Bret - core draw", "4 Dragon Breath - 4", "4 Dragon Breath-core", "4 Dragon Bret <- core draw",
        "4 Dragon Breath;MVP", "4 Dragon Breath | 4",
    ],
    ids=["unknown", "count", "unspaced", "unknown-before-an-arrow", "unspaced-semicolon", "count-after-a-bar"],
)  # fmt: skip
def test_a_mark_is_kept_when_the_part_before_it_is_no_card_or_a_count_follows(line: str, pool: CardPool) -> None:
    report = check(f"Flag: Dragon World\n{line}\n", pool)
    [unknown] = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown.card == line[2:]
    assert "reading-note" not in rules_of(report)


def test_a_name_the_pool_knows_with_its_bar_or_arrow_stays_whole() -> None:
    """The pool decides, as for a dash: a card whose name holds the mark is that card, never cut."""
    names = {"Dragon Breath", "Dragon Breath | MVP", "Dragon Breath <- Again"}
    pool = _names_pool(names)
    entries = tuple(Entry(n, 1, i, 3, "deck") for i, n in enumerate(sorted(names - {"Dragon Breath"}), start=1))
    deck = Deck("d.txt", "any", entries=entries)
    read, _ = resolve(deck, [], lambda w: m.name if (m := pool.index.lookup(w)) else None)
    assert read.entries == deck.entries and read.notes == ()


@pytest.mark.skipif(not SHARED_DATA.exists(), reason=f"no real card table in {SHARED_DATA}")
def test_no_real_card_name_holds_an_arrow_a_bar_or_a_semicolon() -> None:
    """A remark may follow ``<-``, ``←``, `` | `` or `` ; `` only because no name of the three real tables (Buddyfight,
    Yu-Gi-Oh!, Vanguard) holds one: only a dash splits a real name."""
    names = real_names()
    assert len(names) > 10_000
    marked = [n for n in sorted(names) if any(mark in n for mark in ("<-", "<=", "←", "⬅", "|", ";"))]
    assert marked == []
    assert {tail[:1] for n in names for _, tail in dash_remarks(n)} <= set("-–—")


def _real_names(table: Path) -> set[str]:
    if not table.exists():
        pytest.skip(f"the real card table {table} is not there; it is read at test time, never copied")
    with sqlite3.connect(f"file:{table}?mode=ro", uri=True) as db:
        return {row[0] for row in db.execute("SELECT name FROM card")}


def _names_pool(names: set[str]) -> CardPool:
    info = PoolInfo(name="names", source="test", location="test", files=())
    return CardPool([BaseCard(name=n, type="card") for n in sorted(names)], info=info, game="any")


@pytest.mark.parametrize("table", [REAL_SQLITE, YGO_SQLITE], ids=["buddyfight", "yugioh"])
def test_no_real_card_name_with_a_dash_is_cut(table: Path) -> None:
    """Every name of the real tables that holds a spaced dash stays whole; with a remark after it, the remark
    goes, unless another card's name goes on from it with a dash (then nothing is guessed)."""
    names = _real_names(table)
    dashed = sorted(n for n in names if dash_remarks(n))
    assert dashed, "the real table has names with a spaced dash"
    pool = _names_pool(names)
    heads = {head for n in names for head, _ in dash_remarks(n)}
    lines = [Entry(n, 1, i, 3, "deck") for i, n in enumerate(dashed, start=1)]
    remarked = [Entry(f"{n} - my remark", 1, i, 3, "deck") for i, n in enumerate(dashed, start=1)]
    deck = Deck("d.txt", "any", entries=(*lines, *remarked))
    read, _ = resolve(deck, [], lambda w: m.name if (m := pool.index.lookup(w)) else None, dashed=heads.__contains__)
    assert [e.name for e in read.entries] == dashed + [n if n not in heads else f"{n} - my remark" for n in dashed]
    assert len(read.notes) == sum(n not in heads for n in dashed)


def test_a_misspelt_dashed_name_is_not_cut_to_the_card_before_its_dash() -> None:
    """A misspelt "Yubel - Terror Incarnate" ("Yubel - Terror Incarnat") is not "Yubel" and a remark."""
    names = _real_names(YGO_SQLITE)
    assert {"Yubel", "Yubel - Terror Incarnate"} <= names
    pool = _names_pool(names)
    deck = Deck("d.txt", "any", entries=(Entry("Yubel - Terror Incarnat", 1, 1, 3, "main"),))
    heads = {head for n in names for head, _ in dash_remarks(n)}
    read, _ = resolve(deck, [], lambda w: m.name if (m := pool.index.lookup(w)) else None, dashed=heads.__contains__)
    assert read.entries == deck.entries and read.notes == ()


COOKING = ("Voici la Carte (Today's Menu)", "Recette de Viande (Meat Recipe)", "Voici")


def test_a_card_whose_name_ends_in_a_parenthesis_keeps_it() -> None:
    report = ygo_check(
        "3 Voici la Carte (Today's Menu)\nRecette de Viande (Meat Recipe) x2\n1 Voici (my pick)\n", *COOKING
    )
    assert cards_of(report) == [
        ("Voici la Carte (Today's Menu)", 3, 2, True),
        ("Recette de Viande (Meat Recipe)", 2, 3, True),
        ("Voici", 1, 4, True),
    ]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 4 and "the remark (my pick)" in note.message


@pytest.mark.parametrize(
    ("line", "name", "count", "remark"),
    [
        ("D.D. Crow x2 (vs. graveyard decks)", "D.D. Crow", 2, "vs. graveyard decks"),
        ("T.G. Hyper Librarian (new pickup)", "T.G. Hyper Librarian", 1, "new pickup"),
        ("Mr. Volcano (tech)", "Mr. Volcano", 1, "tech"),
        ("D.D. Crow - 3 (side)", "D.D. Crow", 3, "side"),
        ("Ms. Judge x3 - tech", "Ms. Judge", 3, "- tech"),
        ("Danger! Nessie! x1 (tech)", "Danger! Nessie!", 1, "tech"),
        ("Dark Magician x3 (core)", "Dark Magician", 3, "core"),
        ("Dark Magician x3 - core", "Dark Magician", 3, "- core"),
        ("Dark Magician (side)", "Dark Magician", 1, "side"),
        ("Number 39: Utopia (Extra)", "Number 39: Utopia", 1, "Extra"),
    ],
)
@pytest.mark.parametrize("place", ["first-line", "later"])
def test_a_card_line_with_a_remark_is_that_card_never_prose_nor_the_title(
    line: str, name: str, count: int, remark: str, place: str
) -> None:
    before = "" if place == "first-line" else "1 Effect Veiler\n"
    report = round3(f"{before}{line}\n")
    assert [(c.name, c.count, c.canonical is not None) for c in report.cards if c.name != "Effect Veiler"] == [
        (name, count, True)
    ]
    assert report.name is None
    [note] = [f.message for f in report.findings if f.rule == "reading-note"]
    assert note == f"the remark ({remark}) after {quote(name)} is not part of the card name"


def test_a_legal_side_deck_of_abbreviated_names_stays_whole_and_strict_counts_it() -> None:
    """The tryout's Side Deck: 15 cards written with remarks; none is dropped (it was 16 passing --strict)."""
    side = "D.D. Crow x2 (vs. graveyard decks)\nMr. Volcano (tech)\nDanger! Nessie! x1 (tech)\nMs. Judge x3 - tech\n"
    report = round3(f"Main Deck\n3 Effect Veiler\nSide Deck\n{side}")
    assert [(c.name, c.count, c.section) for c in report.cards if c.section == "side"] == [
        ("D.D. Crow", 2, "side"),
        ("Mr. Volcano", 1, "side"),
        ("Danger! Nessie!", 1, "side"),
        ("Ms. Judge", 3, "side"),
    ]
    assert "is read as prose" not in " ".join(f.message for f in report.findings)


@pytest.mark.parametrize(
    ("line", "name", "count", "remark"),
    [
        ("4x Dragon Breath $0.25", "Dragon Breath", 4, "$0.25"),
        ("4x Dragonic Destroy @ $1.50", "Dragonic Destroy", 4, "@ $1.50"),
        ("2 Dragoenergy €2 each", "Dragoenergy", 2, "€2 each"),
        ("3 Green Dragon Shield (foil) £1", "Green Dragon Shield", 3, "foil £1"),
        ("4x Dragon Breath - $0.25 ea", "Dragon Breath", 4, "- $0.25 ea"),  # was the name "Dragon Breath -"
        ("4 Dragoenergy – €1.50 each", "Dragoenergy", 4, "– €1.50 each"),
    ],
)
def test_a_price_after_the_name_is_a_remark(line: str, name: str, count: int, remark: str) -> None:
    """A shop's or a blog's price after the card (``$0.25``, ``@ $1.50``, ``€2 each``) is no part of its name."""
    from deckcheck.readers.entries import parse_entry

    parsed = parse_entry(line)
    assert (parsed.name, parsed.count, parsed.note) == (name, count, remark)


@pytest.mark.parametrize(
    ("line", "count", "tag"),
    [
        ("4x Dragonic Destroy [BT01]", 4, "BT01"),
        ("Dragonic Destroy [H-BT01] x3", 3, "H-BT01"),
        ("2 Dragonic Destroy [ BT01 ]", 2, "BT01"),
    ],
)
def test_a_set_tag_in_square_brackets_after_a_name_is_a_remark(line: str, count: int, tag: str, pool: CardPool) -> None:
    """As ``(BT01-024)`` is (a newcomer's try: ``[BT01]`` made the line an unknown card)."""
    report = check(f"Flag: Dragon World\n{line}\n", pool)
    assert "unknown-card" not in rules_of(report), report.findings
    [entry] = [c for c in report.cards if c.section == "deck"]
    assert (entry.name, entry.count) == ("Dragonic Destroy", count)
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.message == f'the remark ({tag}) after "Dragonic Destroy" is not part of the card name'
