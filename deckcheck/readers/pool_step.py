"""The reading's last step, the one that needs the card pool: the resolver (:func:`deckcheck.readers.resolve.resolve`)
decides the lines a reader kept two ways, with the pool's names and scores. It runs once per deck, before the engine:
the rules see the deck as read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardpool import CardPool
from cardpool.numbers import split_number
from deckcheck.deck import Deck
from deckcheck.findings import Problem
from deckcheck.games import find_game
from deckcheck.pool_names import PerPool, printing, sharing_number
from deckcheck.readers.dashes import dash_remarks
from deckcheck.readers.resolve import resolve
from deckcheck.readers.words import plural_end

if TYPE_CHECKING:
    from cardpool import Match

MAX_SCORED_LINES = 50
"""The most heading-, title- or prose-shaped lines of one deck the pool's fuzzy matching is asked about (a real
list has a few; each costs milliseconds against a large pool)."""
_dashed_heads: PerPool[frozenset[str]] = PerPool(
    lambda pool: frozenset(head for name in pool.names for head, _ in dash_remarks(name))
)
"""The parts before a spaced dash of a pool's names (``Yubel`` of ``Yubel - Terror Incarnate``)."""
_WHOLE = ("exact", "normalized")
"""How a written name matches when the pool knows it whole, as a name: no card number was split off it."""


def finish_with_pool(deck: Deck, problems: list[Problem], pool: CardPool) -> tuple[Deck, list[Problem]]:
    """``deck`` and its parse ``problems`` once the pool has decided the lines that read two ways: a line the pool
    knows as a card withdraws the parse problem it read as, and the lines no card explains add theirs. A deck of a
    game deckcheck does not know, or of another game than the pool's, is left as read (the engine says why)."""
    if deck.pool_read:  # read with the pool already (the command does it before the rules): nothing to look up
        return deck, problems
    game = find_game(deck.game)
    if game is None or pool.game != game.name:
        return deck, problems
    context = game.context()
    names: dict[str, Match | None] = {}  # the deck's written names: the resolver and the dash step ask each again

    def matched(written: str) -> Match | None:
        """What ``written`` names (the run's name tables keep each lookup)."""
        if written in names:  # not try/except: most names are asked once (a raised KeyError costs a look-up's time)
            return names[written]
        match = names[written] = context.lookup(pool, deck, written)
        return match

    def printed(written: str) -> str | None:
        """The printed name of the card ``written`` names (asked of every name: a second call only on its first)."""
        match = names[written] if written in names else matched(written)
        return match.name if match else None

    def stray(written: str) -> str | None:
        """The card number ``written`` holds beside a card's name when it matches no card (``6/6 Dragonic
        Shoot``, ``4 ZZ99/9999EN Dragon Breath``): the index read the name alone. ``None``: no such number, or the
        card's own printing written otherwise (Vanguard's ``D-SD02/004EN`` of ``D-SD02/004``)."""
        match = matched(written)
        if match is None or match.via in _WHOLE:
            return None
        tagged = split_number(written)
        if tagged is None or printing(pool, written) is not None:
            return None
        respelt = pool.index.respelt_number(tagged[1])
        if (respelt is not None and respelt[1] == match.name) or match.name in sharing_number(pool, tagged[1]):
            return None  # its own printing, written otherwise, or a number it shares with another card
        return tagged[1]

    scored: set[str] = set()

    def score(written: str) -> float:
        """The unknown-card suggestions' best score for ``written`` (0: none). Past the first
        MAX_SCORED_LINES names a hostile file cannot buy more fuzzy matching: the line is taken to be close
        to a card, so it stays the card line it looks like (never a deck made more legal)."""
        if written not in scored:
            if len(scored) >= MAX_SCORED_LINES:
                return 100.0
            scored.add(written)
        best = pool.index.suggest(written)  # memoised: the unknown-card rule asks the same
        return best[0].score if best else 0.0

    return resolve(
        deck,
        problems,
        printed,
        score,
        plural=lambda name: plural_end(game).search(name) is not None,  # the text patterns only when asked
        dashed=lambda printed: printed in _dashed_heads(pool),
        stray=stray,
    )


__all__ = ["MAX_SCORED_LINES", "finish_with_pool"]
