"""Helpers for the Yu-Gi-Oh! tests: the starter pool, the real data, decks built from lines, a checker."""

from __future__ import annotations

import base64
import os
import struct
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

import pytest

from cardpool import CardPool
from cardpool.pool import PoolInfo
from deckcheck.deck import Deck, Entry
from deckcheck.engine import DeckReport, check_deck
from deckcheck.findings import Problem
from deckcheck.games import number_shapes
from deckcheck.games.yugioh.cards import YugiohCard
from deckcheck.readers import read_deck
from deckcheck.run.pools import starter_pool as settings_starter_pool

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = (
    Path(os.environ["DECKCHECK_TEST_DATA"])
    if os.environ.get("DECKCHECK_TEST_DATA")
    else REPO.parent / "shared" / "data"
)
YGO_DATA = SHARED_DATA / "yugioh"
YGO_SQLITE = YGO_DATA / "cards.sqlite"
YGO_CSV = YGO_DATA / "cards.csv"
YGO_DECKS = YGO_DATA / "decks"

needs_ygo_data = pytest.mark.skipif(
    not YGO_SQLITE.exists() or not YGO_CSV.exists(),
    reason=f"the real Yu-Gi-Oh! card table is not at {YGO_DATA} "
    "(set $DECKCHECK_TEST_DATA to the shared data directory)",
)


@lru_cache(maxsize=1)
def starter_pool() -> CardPool:
    return settings_starter_pool("yugioh")


def starter_cards() -> tuple[YugiohCard, ...]:
    return starter_pool().cards  # type: ignore[return-value]


def pool_of(cards: Iterable[YugiohCard]) -> CardPool:
    info = PoolInfo(name="test", source="test", location="test", files=())
    return CardPool(tuple(cards), info=info, game="yugioh", shapes=number_shapes("yugioh"))


def deck_of(sections: dict[str, list[tuple[int, str]]], path: str = "deck.txt") -> Deck:
    """A deck with one entry per (count, name) of each section, one line each, in order."""
    entries: list[Entry] = []
    line = 1
    for section, items in sections.items():
        for count, name in items:
            line += 1
            entries.append(Entry(name, count, line, 1, section))  # type: ignore[arg-type]
    return Deck(path=path, game="yugioh", entries=tuple(entries), line_count=line)


def ydke(main: Iterable[int], extra: Iterable[int] = (), side: Iterable[int] = ()) -> str:
    def part(ids: Iterable[int]) -> str:
        data = b"".join(struct.pack("<I", i) for i in ids)
        return base64.b64encode(data).decode("ascii")

    return f"ydke://{part(main)}!{part(extra)}!{part(side)}!"


def run_rules(
    deck: Deck, pool: CardPool, problems: list[Problem] | None = None, *, generic: bool = True
) -> list[tuple[str, int | None, str]]:
    """(slug, line, message) of every finding of the engine, sorted (``generic=False``: the game's rules only)."""
    report = check_deck(deck, list(problems or []), pool)
    found = [(f.rule, f.line, f.message) for f in report.findings if generic or f.code.startswith("YG")]
    return sorted(found, key=lambda f: (f[1] or 0, f[0], f[2]))


def check_text(text: str, pool: CardPool | None = None, path: str = "deck.txt") -> DeckReport:
    """Read ``text`` as the file ``path`` and check it (against the starter pool by default)."""
    deck, problems = read_deck(path, text.encode("utf-8"), fallback="yugioh")
    return check_deck(deck, problems, pool or starter_pool())


def slugs(found: list[tuple[str, int | None, str]]) -> list[str]:
    return [f[0] for f in found]


# A legal 40/15/15 starter-pool deck: the main, extra and side lists several test files build on.
MAIN: list[tuple[int, str]] = [
    (3, "Ash Blossom & Joyous Spring"),
    (3, 'Maxx "C"'),
    (2, "Effect Veiler"),
    (2, "Ghost Ogre & Snow Rabbit"),
    (3, "Dark Magician"),
    (3, "Dark Magician Girl"),
    (1, "Sangan"),
    (1, "Witch of the Black Forest"),
    (2, "Kuriboh"),
    (1, "Jinzo"),
    (1, "Pot of Desires"),
    (3, "Triple Tactics Talent"),
    (3, "Called by the Grave"),
    (2, "Forbidden Droplet"),
    (1, "Monster Reborn"),
    (1, "Dark Hole"),
    (1, "Raigeki"),
    (1, "Harpie's Feather Duster"),
    (3, "Infinite Impermanence"),
    (1, "Solemn Judgment"),
    (1, "Solemn Strike"),
    (1, "Mirror Force"),
]
EXTRA: list[tuple[int, str]] = [
    (1, name)
    for name in (
        "Dark Paladin",
        "Stardust Dragon",
        "Black Rose Dragon",
        "Baronne de Fleur",
        "Junk Warrior",
        "Number 39: Utopia",
        "Abyss Dweller",
        "Castel, the Skyblaster Musketeer",
        "Odd-Eyes Rebellion Dragon",
        "Supreme King Z-ARC",
        "Decode Talker",
        "Accesscode Talker",
        "Link Spider",
        "Knightmare Phoenix",
        "I:P Masquerena",
    )
]
SIDE: list[tuple[int, str]] = [
    (3, "Cosmic Cyclone"),
    (3, "Twin Twisters"),
    (2, "Book of Moon"),
    (1, "Mystical Space Typhoon"),
    (2, "Torrential Tribute"),
    (1, "Call of the Haunted"),
    (1, "Umi"),
    (1, "A Legendary Ocean"),
    (1, "Elemental HERO Flame Wingman"),
]
