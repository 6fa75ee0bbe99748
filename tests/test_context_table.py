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
from deckcheck.readers.pool_step import finish_with_pool
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


class CountingIndex:
    """A name index that counts the lookups it is asked, and otherwise is the index."""

    def __init__(self, index: object) -> None:
        self._index = index
        self.asked: Counter[str] = Counter()

    def lookup(self, written: str, *, loose: bool = True) -> object:
        self.asked[written] += 1
        return self._index.lookup(written, loose=loose)  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> object:
        return getattr(self._index, name)


class IndexCountingPool(CountingPool):
    def __init__(self, pool: CardPool) -> None:
        super().__init__(pool)
        self.index = CountingIndex(pool.index)


def test_a_run_looks_each_written_name_up_once_a_pool() -> None:
    decks = [EXAMPLES / "buddyfight" / name for name in ("dragon-world.yaml", "dragon-world.txt", "dragon-ein.yaml")]
    pool = IndexCountingPool(starter_pool("buddyfight"))
    alone = [check_deck(*read_deck(str(p), p.read_bytes()), starter_pool("buddyfight")) for p in decks]
    twice = [check_deck(*read_deck(str(p), p.read_bytes()), pool) for p in decks * 2]  # type: ignore[arg-type]
    assert [r.findings for r in twice] == [r.findings for r in alone * 2]
    assert [r.cards for r in twice] == [r.cards for r in alone * 2]
    assert pool.index.asked and max(pool.index.asked.values()) == 1, pool.index.asked.most_common(3)
    assert max(pool.asked.values()) == 1  # printings of a card name: once a pool too


def test_a_full_table_is_emptied_and_answers_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck import pool_names

    monkeypatch.setattr(pool_names, "TABLE_LIMIT", 2)
    pool = starter_pool("buddyfight")
    names = ["Dragon Breath", "dragon breath", "Not A Card At All", "Dragon Breath", "Flarefang Dragon"]
    assert [pool_names.lookup(pool, n) for n in names] == [pool.index.lookup(n) for n in names]
    assert len(pool_names.pool_names(pool).matches) <= 2
    assert [pool_names.printings(pool, n) for n in ("Dragon Breath", "Flarefang Dragon", "Dragon World")] == [
        pool.printings(n) for n in ("Dragon Breath", "Flarefang Dragon", "Dragon World")
    ]
    assert len(pool_names.pool_names(pool).printings) <= 2


DECKS = sorted(
    p for p in EXAMPLES.rglob("*") if p.suffix in {".yaml", ".txt", ".ydk"} and p.parent.name != "regulations"
)


@pytest.mark.parametrize("path", DECKS, ids=lambda p: str(p.relative_to(EXAMPLES)))
def test_counted_entries_are_the_lines_that_count(path: Path) -> None:
    """The resolved table is the game's lookup of each written name, in name order (the default lookup asks the pool's
    table directly); the counted lines are every line but a Buddyfight flag card's and a marked Vanguard ride deck's;
    the report's card list and type counts follow the lines."""
    deck, problems = read_deck(str(path), path.read_bytes())
    game = get_game(deck.game)
    pool = starter_pool(game.name)
    deck, problems = finish_with_pool(deck, problems, pool)  # what check_deck reads
    ctx = build_context(deck, pool, game, game.context())
    written = sorted({e.name for e in deck.entries} | {n.name for lines in deck.slots.values() for n in lines})
    assert list(ctx.resolved.items()) == [(name, type(ctx).lookup(pool, deck, name)) for name in written]

    def flag(name: str) -> bool:
        cards = ctx.printings(name)
        return game.name == "buddyfight" and bool(cards) and all(c.type == "flag" for c in cards)

    ride_marked = game.name == "vanguard" and getattr(ctx, "marked", False)
    kept = [e for e in deck.entries if not flag(e.name) and not (ride_marked and e.section == "ride")]
    assert ctx.counted_entries == tuple(kept)  # Buddyfight's flag cards, Vanguard's marking ride lines: no card
    report = check_deck(deck, problems, pool)
    lines = sorted((n.line, n.column, n.name) for s in game.slots for n in deck.slot(s.name))
    lines += [(e.line, e.column, e.name) for e in deck.entries]
    assert sorted((c.line, c.column, c.name) for c in report.cards) == sorted(lines)
    for card in report.cards:
        printings = ctx.printings(card.name)
        assert (card.canonical, card.type) == (ctx.canonical(card.name), printings[0].type if printings else None)
    main = game.main_section.name
    assert sum(report.type_counts.values()) == sum(e.count for e in ctx.counted_entries if e.section == main)
