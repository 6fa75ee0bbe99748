"""Helpers for the Yu-Gi-Oh! tests: the starter pool, the real data, decks built from lines, a checker."""

from __future__ import annotations

import base64
import os
import struct
from collections.abc import Iterable
from functools import lru_cache
from importlib import resources
from pathlib import Path

import pytest

from cardpool import CardPool
from cardpool.pool import PoolInfo
from cardpool.yamlsafe import compose, to_python
from deckcheck.deck import Deck, Entry
from deckcheck.findings import Problem
from deckcheck.games.yugioh.cards import YugiohCard

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = Path(os.environ["DECKCHECK_TEST_DATA"]) if os.environ.get("DECKCHECK_TEST_DATA") else REPO.parent / "shared" / "data"
YGO_DATA = SHARED_DATA / "yugioh"
YGO_SQLITE = YGO_DATA / "cards.sqlite"
YGO_CSV = YGO_DATA / "cards.csv"
YGO_DECKS = YGO_DATA / "decks"

needs_ygo_data = pytest.mark.skipif(
    not YGO_SQLITE.exists() or not YGO_CSV.exists(),
    reason=f"the real Yu-Gi-Oh! card table is not at {YGO_DATA} (set $DECKCHECK_TEST_DATA to the shared data directory)",
)


@lru_cache(maxsize=1)
def starter_cards() -> tuple[YugiohCard, ...]:
    text = resources.files("deckcheck.games.yugioh").joinpath("data", "starter.yaml").read_text(encoding="utf-8")
    data = to_python(compose(text))
    return tuple(YugiohCard.model_validate(card) for card in data["cards"])


@lru_cache(maxsize=1)
def starter_pool() -> CardPool:
    info = PoolInfo(name="Yu-Gi-Oh! starter pool", source="bundled", location="bundled:starter.yaml", files=())
    return CardPool(starter_cards(), info=info, game="yugioh")


def pool_of(cards: Iterable[YugiohCard]) -> CardPool:
    info = PoolInfo(name="test", source="test", location="test", files=())
    return CardPool(tuple(cards), info=info, game="yugioh")


def deck_of(sections: dict[str, list[tuple[int, str]]], path: str = "deck.txt") -> Deck:
    """A deck with one entry per (count, name) of each section, one line each, in order."""
    entries: list[Entry] = []
    line = 1
    for section, items in sections.items():
        for count, name in items:
            line += 1
            entries.append(Entry(name, count, line, 1, section))  # type: ignore[arg-type]
    return Deck(path=path, entries=tuple(entries), game="yugioh", line_count=line)


def ydke(main: Iterable[int], extra: Iterable[int] = (), side: Iterable[int] = ()) -> str:
    def part(ids: Iterable[int]) -> str:
        data = b"".join(struct.pack("<I", i) for i in ids)
        return base64.b64encode(data).decode("ascii")

    return f"ydke://{part(main)}!{part(extra)}!{part(side)}!"


def run_rules(
    deck: Deck, pool: CardPool, problems: list[Problem] | None = None, *, generic: bool = True
) -> list[tuple[str, int | None, str]]:
    """(slug, line, message) of every finding, sorted: the engine's loop (``generic=False``: the game's rules only)."""
    import importlib

    from deckcheck.games.yugioh.context import build_context
    from deckcheck.games.yugioh.rules import RULE_MODULES
    from deckcheck.rules.base import REGISTRY

    for module in RULE_MODULES:
        importlib.import_module(module)
    ctx = build_context(deck, pool)
    found = [("parse-error", p.line, p.message) for p in problems or []]
    import deckcheck.rules  # noqa: F401  (the rules of every game: unknown-card ...)

    one_copy_a_line = deck.syntax in ("ydk", "ydke")  # type: ignore[comparison-overlap]
    for rule in REGISTRY.values():
        if one_copy_a_line and rule.slug == "duplicate-entry":
            continue
        if rule.game in ((None, "yugioh") if generic else ("yugioh",)) and rule.check is not None:
            found += [(rule.slug, p.line, p.message) for p in rule.check(ctx)]  # type: ignore[arg-type]
    return sorted(found, key=lambda f: (f[1] or 0, f[0], f[2]))


def slugs(found: list[tuple[str, int | None, str]]) -> list[str]:
    return [f[0] for f in found]
