"""The context's resolved-card table: each written name's cards are worked out once a deck, and shared by every rule."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cardpool import BaseCard, CardPool
from deckcheck.context import build_context
from deckcheck.engine import check_deck
from deckcheck.games import get_game
from deckcheck.readers import read_deck
from deckcheck.run.pools import starter_pool

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


class CountingPool:
    """A pool that counts how often each name's printings are asked for, and otherwise is the pool."""

    def __init__(self, pool: CardPool) -> None:
        self._pool = pool
        self.asked: Counter[str] = Counter()

    def printings(self, name: str) -> tuple[BaseCard, ...]:
        self.asked[name] += 1
        return self._pool.printings(name)

    def __getattr__(self, name: str) -> object:
        return getattr(self._pool, name)


@pytest.mark.parametrize(
    ("game", "example"),
    [("buddyfight", "buddyfight/dragon-world.yaml"), ("buddyfight", "buddyfight/dragon-world.txt")],
)
def test_each_name_is_asked_of_the_pool_once_a_deck(game: str, example: str) -> None:
    path = EXAMPLES / example
    deck, problems = read_deck(str(path), path.read_bytes())
    pool = CountingPool(starter_pool(game))
    report = check_deck(deck, problems, pool)  # type: ignore[arg-type]
    assert report.cards, "the example has cards"
    assert pool.asked, "the rules asked for printings"
    assert max(pool.asked.values()) == 1, pool.asked.most_common(3)


@pytest.mark.parametrize("example", ["yugioh/dark-magician.ydk", "buddyfight/dragon-world.yaml"])
def test_the_table_gives_what_the_pool_gives(example: str) -> None:
    path = EXAMPLES / example
    deck, _ = read_deck(str(path), path.read_bytes())
    game = get_game(deck.game)
    pool = starter_pool(game.name)
    ctx = build_context(deck, pool, game, game.context())
    for entry in deck.entries:
        first = ctx.printings(entry.name)
        assert ctx.printings(entry.name) is first  # the table's own tuple, not worked out again
        match = ctx.match(entry.name)
        if match is None:
            assert first == ()
        elif match.via == "number":
            assert first == (pool.index.printing(entry.name),)
        else:
            assert first == pool.printings(match.name)
