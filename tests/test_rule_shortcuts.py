"""The name rules' shortcuts (every name a card, none respelled, each card on one line: nothing to report) give
what the full walk over the lines gives, on every example deck and on decks made to need the walk."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.context import Context, build_context
from deckcheck.games import get_game
from deckcheck.readers import read_deck
from deckcheck.readers.pool_step import finish_with_pool
from deckcheck.rules import REGISTRY
from deckcheck.run.pools import starter_pool

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
DECKS = sorted(p for p in EXAMPLES.rglob("*") if p.suffix in (".txt", ".yaml", ".ydk") and "regulations" not in p.parts)
MADE = {
    "twice.txt": "Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragon Breath\n2 dragon breath\n",
    "respelled.txt": "Flag: Dragon World\nBuddy: flarefang  dragon\n4 DRAGON BREATH\n",
    "unknown.txt": "Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragn Breth\n4 Dragon Breath\n4 Dragon Breath\n",
    "sections.yaml": "flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  Dragon Breath: 4\nsideboard:\n"
    "  Dragon Breath: 1\n",
}
RULES = ("DC002", "DC003", "DC004")


def contexts(path: str, data: bytes) -> list[Context]:
    deck, problems = read_deck(path, data)
    game = get_game(deck.game)
    pool = starter_pool(game.name)
    deck, _ = finish_with_pool(deck, problems, pool)
    return [build_context(deck, pool, game, game.context()) for _ in range(2)]


def found(ctx: Context, code: str) -> list[object]:
    check = REGISTRY[code].check
    assert check is not None
    return list(check(ctx))


def the_walk(ctx: Context) -> Context:
    """The context with its resolved ways said to hold every way, an unknown name too: no shortcut is taken."""
    ctx.__dict__["ways"] = frozenset({None, "exact", "normalized", "loose", "number"})
    return ctx


@pytest.mark.parametrize("code", RULES)
@pytest.mark.parametrize("path", DECKS, ids=lambda p: str(p.relative_to(EXAMPLES)))
def test_each_example_deck_gets_the_walks_findings(path: Path, code: str) -> None:
    fast, slow = contexts(str(path), path.read_bytes())
    assert found(fast, code) == found(the_walk(slow), code)


@pytest.mark.parametrize("code", RULES)
@pytest.mark.parametrize("name", sorted(MADE))
def test_decks_that_need_the_walk(name: str, code: str) -> None:
    fast, slow = contexts(name, MADE[name].encode())
    assert found(fast, code) == found(the_walk(slow), code)


def test_the_made_decks_have_findings() -> None:
    """The made decks are ones the walk reports: a shortcut taken wrongly would lose these."""
    kinds = {code: sum(len(found(contexts(n, text.encode())[0], code)) for n, text in MADE.items()) for code in RULES}
    assert all(kinds.values()), kinds
