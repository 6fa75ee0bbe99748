"""Helpers for the Vanguard tests: a small pool of made-up cards (every kind the rules look at), decks of it."""

from __future__ import annotations

from collections.abc import Iterable

from cardpool import CardPool
from cardpool.pool import PoolInfo
from deckcheck.engine import DeckReport, check_deck
from deckcheck.games.vanguard.cards import VanguardCard
from deckcheck.readers import read_deck

NATION = "Dragon Empire"


def _unit(name: str, grade: int, **facts: object) -> VanguardCard:
    return VanguardCard.model_validate({"name": name, "type": "normal unit", "grade": grade, "nation": NATION, **facts})


def _trigger(name: str, trigger: str, **facts: object) -> VanguardCard:
    return VanguardCard.model_validate(
        {"name": name, "type": "trigger unit", "grade": 0, "trigger": trigger, "nation": NATION, **facts}
    )


CARDS: tuple[VanguardCard, ...] = (
    _unit("Test Starter", 0, numbers=["D-TS01/001"]),
    _unit("Test Starter Two", 0),
    _unit("Test Rider One", 1, numbers=["D-TS01/002"]),
    _unit("Test Rider Two", 2, numbers=["D-TS01/003"]),
    _unit("Test Rider Two Again", 2),
    _unit("Test Rider Three", 3, numbers=["D-TS01 004"]),
    _unit("Test Boost", 1),
    _unit("Test Boost B", 1),
    _unit("Test Guard", 1, sentinel=True),
    _unit("Test Guard B", 1, sentinel=True),
    _unit("Test Attacker", 2),
    _unit("Test Attacker B", 2),
    _unit("Test Finisher", 3),
    _trigger("Test Critical", "Critical"),
    _trigger("Test Critical B", "Critical"),
    _trigger("Test Draw", "Draw"),
    _trigger("Test Heal", "Heal"),
    _trigger("Test Heal B", "Heal"),
    _trigger("Test Front", "Front"),
    _trigger("Test Over", "Over"),
    _trigger("Test Over B", "Over"),
    VanguardCard(name="Test Order", type="normal order", grade=1, nation=NATION),
    VanguardCard(name="Keter Unit", type="normal unit", grade=1, nation="Keter Sanctuary"),
    VanguardCard(name="Nationless Trigger", type="trigger unit", grade=0, trigger="Critical"),
    VanguardCard(name="Test Token", type="token unit", grade=0, nation=NATION),
)

RIDE = ["Test Starter", "Test Rider One", "Test Rider Two", "Test Rider Three"]
MAIN: dict[str, int] = {
    "Test Critical": 4,
    "Test Critical B": 4,
    "Test Draw": 4,
    "Test Heal": 4,
    "Test Boost": 4,
    "Test Boost B": 4,
    "Test Guard": 4,
    "Test Attacker": 4,
    "Test Attacker B": 4,
    "Test Rider Three": 3,
    "Test Finisher": 4,
    "Test Order": 3,
}
"""With :data:`RIDE`: a legal 50 (46 here), 16 triggers (8 critical, 4 draw, 4 heal), 4 sentinels."""


def pool_of(cards: Iterable[VanguardCard] = CARDS) -> CardPool:
    info = PoolInfo(name="vanguard test", source="test", location="test", files=())
    return CardPool(tuple(cards), info=info, game="vanguard")


def yaml_deck(ride: list[str] | None = None, main: dict[str, int] | None = None, extra: str = "") -> str:
    """A YAML deck: the ride deck apart (one line a card) and the main deck as ``name: count``."""
    lines = ["game: vanguard", "ride deck:"]
    lines += [f"  - {name}" for name in (RIDE if ride is None else ride)]
    lines.append("main deck:")
    lines += [f"  {name}: {count}" for name, count in (MAIN if main is None else main).items()]
    return "\n".join(lines) + "\n" + extra


def changed(base: dict[str, int], updates: dict[str, int]) -> dict[str, int]:
    result = dict(base)
    for name, count in updates.items():
        if count:
            result[name] = count
        else:
            result.pop(name, None)
    return result


def check(text: str, pool: CardPool | None = None, *, path: str = "deck.yaml") -> DeckReport:
    deck, problems = read_deck(path, text.encode("utf-8"))
    return check_deck(deck, problems, pool if pool is not None else pool_of())


def found(report: DeckReport) -> list[tuple[str, str]]:
    """(code, message) of every finding."""
    return [(f.code, f.message) for f in report.findings]
