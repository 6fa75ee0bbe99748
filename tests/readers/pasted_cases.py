"""The shared parts of the pasted-list tests (tests/readers/test_pasted_*.py): a case of a pasted form and what
the text reader must make of it, and small pools and checks for Yu-Gi-Oh! lists.

Each case is a snippet and what the text reader must make of it: the slot lines (flag, buddy) and the
card lines as (name, count, line, column[, section]). Columns are 1-based and count characters, so a
bullet, a list number or markdown bold that was blanked still moves the name to the right.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardpool import CardPool
from deckcheck.engine import DeckReport
from deckcheck.games import DEFAULT_GAME, get_game
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

Slot = tuple[str, int, int]
"""A slot card as (name, line, column)."""
Card = tuple[str, int, int, int] | tuple[str, int, int, int, str]
"""A card line as (name, count, line, column[, section]); the game's main section when no section is given."""


@dataclass(frozen=True)
class Case:
    id: str
    text: str
    cards: tuple[Card, ...] = ()
    flag: tuple[Slot, ...] = ()
    buddy: tuple[Slot, ...] = ()
    notes: tuple[str, ...] = field(default=())
    """Fragments of the notes the reader gives, in line order."""
    name: str | None = None
    game: str | None = None
    """The game the text is read as (``Game:`` line or not); the default game when None."""


def _entries(case: Case) -> list[tuple[object, ...]]:
    return [card if len(card) == 5 else (*card, None) for card in case.cards]


def check_case(case: Case) -> None:
    """What the text reader makes of ``case`` is what it says, line, column and notes."""
    game = get_game(case.game) if case.game else None
    read, problems = read_text("pasted.txt", case.text, game)
    assert problems == []
    deck, _ = resolve(read, [], lambda _: None)  # a pool that knows no card: headings and titles go
    got = [(e.name, e.count, e.line, e.column, e.section) for e in deck.entries]
    main = (game or get_game(DEFAULT_GAME)).main_section.name
    want = [(n, c, line, col, sec or main) for n, c, line, col, sec in _entries(case)]
    assert got == want
    assert [(n.name, n.line, n.column) for n in deck.slot("flag")] == list(case.flag)
    assert [(n.name, n.line, n.column) for n in deck.slot("buddy")] == list(case.buddy)
    notes = [n.message for n in deck.notes]
    assert len(notes) == len(case.notes), notes
    for fragment, message in zip(case.notes, notes, strict=True):
        assert fragment in message
    if case.name is not None:
        assert deck.name == case.name


def check_columns(cases: list[Case]) -> None:
    """Every entry's and slot name's column points at its name in the line."""
    for case in cases:
        deck, _ = read_text("pasted.txt", case.text, get_game(case.game) if case.game else None)
        lines = case.text.split("\n")
        for entry in deck.entries:  # a markdown row's number and name cells are joined by one space
            written = " ".join(lines[entry.line - 1][entry.column - 1 :].replace("|", " ").split())
            assert written.startswith(" ".join(entry.name.split())), (case.id, entry)
        for named in (*deck.slot("flag"), *deck.slot("buddy")):
            assert lines[named.line - 1][named.column - 1 :].startswith(named.name), (case.id, named)


def ygo_pool(*names: str) -> CardPool:
    """A Yu-Gi-Oh! pool of Normal Monsters with these names."""
    from deckcheck.games.yugioh.cards import YugiohCard

    from yugioh_helpers import pool_of

    return pool_of(YugiohCard(name=n, type="monster", monster_types=("Normal",)) for n in names)


HAND_TRAPS = ("Ash Blossom & Joyous Spring", "Effect Veiler", "Infinite Cards", "Ghost Beef", "Droll & Lock Bird")


def ygo_check(text: str, *names: str) -> DeckReport:
    """``text`` checked as a Yu-Gi-Oh! deck against a pool of ``names`` (the hand traps when none)."""
    from yugioh_helpers import check_text

    return check_text("Game: yugioh\n" + text, ygo_pool(*(names or HAND_TRAPS)))


def cards_of(report: DeckReport) -> list[tuple[str, int, int, bool]]:
    return [(c.name, c.count, c.line, c.canonical is not None) for c in report.cards]


ROUND3 = (
    "D.D. Crow",
    "T.G. Warwolf",
    "T.G. Hyper Librarian",
    "Mr. Volcano",
    "Ms. Judge",
    "St. Joan",
    "Danger! Nessie!",
    "By Order of the Emperor",
    "D. Tribe",
    "U.A. Stadium",
    "Dark Magician",
    "Number 39: Utopia",
    "Side Effects?",
    "Extra Veiler",
    "Extra Gate",
    "Extra Net",
    "I:P Masquerena",
    "S:P Little Knight",
    "W:P Fancy Ball",
    "EM:P Meowmine",
    "Copy Knight",
    "Knight",
    "7",
    "4000 Festival!",
    "Effect Veiler",
    "A.I. Meet You",
)


def round3(text: str) -> DeckReport:
    """``text`` checked against the cards of tryout round 3 (abbreviated and punctuated names)."""
    return ygo_check(text, *ROUND3)


ELDLICH = (
    "Eldlich the Golden Lord",
    "Doomking Balerdroch",
    'Maxx "C"',
    "Ash Blossom & Joyous Spring",
    "Necroworld Banshee",
    "Effect Veiler",
    "Infinite Impermanence",
    "Droll & Lock Bird",
)


def copies(report: DeckReport) -> list[tuple[str, int]]:
    return [(c.name, c.count) for c in report.cards]


def real_names() -> set[str]:
    """Every card name of the three real tables under ``$DECKCHECK_TEST_DATA`` (Buddyfight, Yu-Gi-Oh!, Vanguard) that
    is there (an empty set without them: a test that reads them skips without the data)."""
    import csv
    import json
    import sqlite3

    from helpers import SHARED_DATA

    names: set[str] = set()
    buddyfight = SHARED_DATA / "buddyfight-en-cards.csv"
    if buddyfight.exists():
        with buddyfight.open(encoding="utf-8", newline="") as handle:
            names |= {row["name"] for row in csv.DictReader(handle)}
    yugioh = SHARED_DATA / "yugioh" / "cards.sqlite"
    if yugioh.exists():
        with sqlite3.connect(f"file:{yugioh}?mode=ro", uri=True) as db:
            names |= {row[0] for row in db.execute("select name from card") if row[0]}
    vanguard = SHARED_DATA / "vanguard" / "d-series-cards.json"
    if vanguard.exists():
        names |= {card["name"] for card in json.loads(vanguard.read_text(encoding="utf-8"))["cards"]}
    return names
