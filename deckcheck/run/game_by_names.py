"""The game of a deck that names none, found from its card names: the game whose pool knows them.

Every registered game is a candidate (only the games of the given pools when several were given). Each
candidate's pool is the one that would check the deck: the user's default pool, else the bundled starter pool.
The first distinct card names are looked up in each pool's name index, one name at a time, until one game
clearly leads (:data:`LEAD` names more than the next, or more than the names left to ask could undo).

- One game knows more names: the deck is of that game (a note when it is not the default game).
- Games know the names equally (none of them, or as many): the default game among them, with a note naming the
  others and how to force one (``--game``, a ``Game:`` line); the default is the only game with a default pool
  when only one has one, else the fallback game.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice

from cardpool import CardPool
from cardpool.errors import PoolError
from deckcheck.deck import Deck
from deckcheck.findings import Problem
from deckcheck.games import Game, all_games, get_game
from deckcheck.readers.by_names import Read
from deckcheck.run.pools import Pools

MAX_NAMES = 12
"""At most this many distinct names of a deck are asked: the first card lines settle the game."""
LEAD = 3
"""A game that knows this many more of the names asked than every other game leads clearly: no more are asked."""


def _first_names(deck: Deck, read_as: Read, games: list[Game]) -> list[tuple[str, int, int]]:
    """The first :data:`MAX_NAMES` names of the deck; when the fallback game's reading of a YAML deck finds none
    (its keys are another game's: ``main:``), those of the first other game's reading that finds some. A text list
    is read alike by every game's words: one that holds no card line (100,000 lines of garbage) is never read
    again."""
    names = list(islice(_names(deck), MAX_NAMES))
    for game in games:
        if names or deck.syntax != "yaml":
            break
        if game.name != deck.game:
            names = list(islice(_names(read_as(game)[0]), MAX_NAMES))
    return names


def _names(deck: Deck) -> Iterator[tuple[str, int, int]]:
    """The deck's distinct card names in the order of their lines, each with its line and column."""
    seen: set[str] = set()
    # a text list: only the lines read as cards (not a heading nor a title the pool has not decided yet)
    cards = [r.entry for r in deck.readings if r.kind in ("card", "number")]
    entries = cards if deck.readings else list(deck.entries)
    for entry in sorted(entries, key=lambda e: (e.line, e.column)):
        if entry.name in seen:
            continue
        seen.add(entry.name)
        yield entry.name, entry.line, entry.column


class NamesJudge:
    """The judge :func:`deckcheck.readers.read_deck` asks (``by_names``), over the run's pools."""

    def __init__(self, pools: Pools) -> None:
        self.pools = pools

    def candidates(self) -> list[Game]:
        if self.pools.explicit:
            return [get_game(name) for name in self.pools.explicit]
        return list(all_games())

    def default(self, among: list[Game]) -> Game:
        """The game chosen when the names do not settle it: the run's fallback game (:attr:`Pools.fallback_game`:
        the only game with a default pool, else the default game), when it is ``among`` them; else the first."""
        wanted = self.pools.fallback_game
        return next((game for game in among if game.name == wanted), among[0])

    def _pool(self, game: Game) -> CardPool | None:
        """The pool that would check a deck of ``game``; ``None`` when it cannot be loaded (a deck of that game
        says so when it is checked: a broken pool of one game never stops the others' decks)."""
        try:
            return self.pools.for_game(game.name)
        except PoolError:
            return None

    def known(self, names: list[tuple[str, int, int]], games: list[Game]) -> tuple[dict[str, int], int]:
        """How many of the first ``names`` each game's pool knows, and how many were asked."""
        counts = {game.name: 0 for game in games}
        asked = 0
        for name, _, _ in names:
            asked += 1
            for game in games:
                pool = self._pool(game)
                if pool is not None and pool.index.lookup(name) is not None:
                    counts[game.name] += 1
            top, second = _top_two(counts)
            if top - second >= LEAD or top - second > len(names) - asked:
                break
        return counts, asked

    def __call__(self, deck: Deck, read_as: Read) -> tuple[Game, Problem | None] | None:
        games = self.candidates()
        if len(games) < 2:
            return None
        names = _first_names(deck, read_as, games)
        counts, asked = self.known(names, games)
        where = (names[0][1], names[0][2]) if names else None
        best = max(counts.values()) if counts else 0
        leaders = [game for game in games if counts[game.name] == best]
        chosen = leaders[0] if len(leaders) == 1 else self.default(leaders)
        note = _note(deck, chosen, leaders, counts, asked, where)
        return chosen, note


def _top_two(counts: dict[str, int]) -> tuple[int, int]:
    ranked = sorted(counts.values(), reverse=True) + [0, 0]
    return ranked[0], ranked[1]


def _force(deck: Deck, game: Game) -> str:
    line = f"game: {game.name}" if deck.syntax == "yaml" else f"Game: {game.name}"
    return f"'{line}' or --game {game.name}"


def _note(
    deck: Deck, chosen: Game, leaders: list[Game], counts: dict[str, int], asked: int, where: tuple[int, int] | None
) -> Problem | None:
    """What the reading says about the choice; nothing when the names or nothing chose the game it was read as."""
    line, column = where or (None, None)
    known = counts[chosen.name]
    others = [game for game in leaders if game.name != chosen.name]
    if known and others:
        titles = " and ".join(game.title for game in [chosen, *others])
        force = "; ".join(f"write {_force(deck, game)} for {game.title}" for game in others)
        why = f"the pools of {titles} know as many of the first {asked} card names ({known})"
        return Problem(f"read as {chosen.title}: {why}; {force}", line, column)
    if chosen.name == deck.game:
        return None
    if known:
        most = max(c for n, c in counts.items() if n != chosen.name)  # no other game named: none is in question
        why = f"its pool knows {known} of the first {asked} card names, another game's at most {most}"
    else:
        why = f"no pool knows its card names and {chosen.title} is the only game with a default pool"
    return Problem(f"read as {chosen.title}: {why}; write {_force(deck, chosen)} to say so", line, column)


__all__ = ["LEAD", "MAX_NAMES", "NamesJudge"]
