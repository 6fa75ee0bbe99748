"""Shared test helpers: paths, a deck builder and a one-call checker."""

from __future__ import annotations

import os
import random
import textwrap
from pathlib import Path

import pytest

from cardpool import CardPool
from cardpool.importer import ImportResult, read_table
from cardpool.importer import write_pool_dir as _write_pool_dir
from deckcheck.engine import DeckReport, check_deck
from deckcheck.games import card_model
from deckcheck.games.buddyfight.importer import import_table
from deckcheck.readers import read_deck
from deckcheck.run.pools import load_pool_file, starter_pool

REPO = Path(__file__).resolve().parents[1]


def shared_data() -> Path:
    """Where the real card data is read at test time: ``$DECKCHECK_TEST_DATA`` when set, else
    ``../shared/data`` beside the repository. It is never copied into the project."""
    given = os.environ.get("DECKCHECK_TEST_DATA", "").strip()
    return Path(given).expanduser() if given else REPO.parent / "shared" / "data"


SHARED_DATA = shared_data()
REAL_SQLITE = SHARED_DATA / "buddyfight-en-cards.sqlite"
REAL_CSV = SHARED_DATA / "buddyfight-en-cards.csv"
WHERE = (
    f"$DECKCHECK_TEST_DATA ({SHARED_DATA})"
    if os.environ.get("DECKCHECK_TEST_DATA", "").strip()
    else f"{SHARED_DATA} (set $DECKCHECK_TEST_DATA to read it from elsewhere)"
)

needs_real_data = pytest.mark.skipif(
    not REAL_SQLITE.exists(),
    reason=f"the real card table buddyfight-en-cards.sqlite is not in {WHERE}; it is read at test time, never copied",
)
needs_real_tables = pytest.mark.skipif(
    not (REAL_SQLITE.exists() and REAL_CSV.exists()),
    reason=f"the real card tables (buddyfight-en-cards.sqlite and .csv) are not in {WHERE}",
)

# A legal 50-card Dragon World main deck from the bundled starter pool (buddy: Flarefang Dragon).
BASE_DECK: dict[str, int] = {
    "Flarefang Dragon": 4,
    "Systemic Dagger Dragon": 4,
    'Fifth Omni Cavalry Dragon, Merak "SD"': 4,
    'Bal Dragon, "Bal Grand Strike!"': 4,
    "Best Master and Disciple, Bal Dragon & Jackknife": 4,
    "Fifth Omni Dragon Lord, Drum the Punisher": 2,
    "Dragon Breath": 4,
    "Dragoenergy": 4,
    "Green Dragon Shield": 4,
    "Dragonic Destroy": 4,
    "The Skies in your Hand": 4,
    "Shine-energy": 4,
    "Gargantua Punisher!!": 2,
    'Dragon Force, "Style of Impact"': 2,
}


def deck_text(
    cards: dict[str, int] | None = None,
    *,
    flag: str | None = "Dragon World",
    buddy: str | None = "Flarefang Dragon",
    extra: str = "",
) -> str:
    """A plain-text deck: header lines, then one '<count> <name>' line per card, then ``extra``."""
    lines = []
    if flag is not None:
        lines.append(f"Flag: {flag}")
    if buddy is not None:
        lines.append(f"Buddy: {buddy}")
    for name, count in (BASE_DECK if cards is None else cards).items():
        lines.append(f"{count} {name}")
    return "\n".join(lines) + "\n" + textwrap.dedent(extra)


def check(text: str, pool: CardPool, *, path: str = "deck.txt", strict: bool = False) -> DeckReport:
    deck, problems = read_deck(path, text.encode("utf-8"))
    return check_deck(deck, problems, pool, strict=strict)


def rules_of(report: DeckReport) -> list[str]:
    return [f.rule for f in report.findings]


def changed(base: dict[str, int], updates: dict[str, int]) -> dict[str, int]:
    """``base`` with ``updates`` applied; a count of 0 removes the card."""
    result = dict(base)
    for name, count in updates.items():
        if count:
            result[name] = count
        else:
            result.pop(name, None)
    return result


# --- Buddyfight pools and imports, as the tests use them ------------------------------------------


def load_pool(path: str | Path) -> CardPool:
    """A pool file or directory, of the game it says (what ``--pool`` loads)."""
    return load_pool_file(path)


def load_bundled_pool() -> CardPool:
    """Buddyfight's bundled starter pool."""
    return starter_pool("buddyfight")


def import_source(path: str | Path, *, table: str | None = None, mapping: dict[str, str] | None = None) -> ImportResult:
    """A Buddyfight card table read and imported, as ``deckcheck pool import`` does."""
    return import_table(read_table(path, table), mapping)


def write_pool_dir(target: str | Path, text: str) -> Path:
    return _write_pool_dir(target, text, card_model)


TYPO_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def misspelt(name: str, rng: random.Random, edits: int) -> str:
    """``name`` with ``edits`` random edits: a letter dropped, inserted or replaced, or two swapped."""
    chars = list(name)
    for _ in range(edits):
        at = rng.randrange(len(chars))
        edit = rng.randrange(4)
        if edit == 0 and len(chars) > 1:
            del chars[at]
        elif edit == 1:
            chars.insert(at, rng.choice(TYPO_LETTERS))
        elif edit == 2:
            chars[at] = rng.choice(TYPO_LETTERS)
        elif at + 1 < len(chars):
            chars[at], chars[at + 1] = chars[at + 1], chars[at]
    return "".join(chars)
