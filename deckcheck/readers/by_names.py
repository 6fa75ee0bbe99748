"""The last way a deck's game is chosen: by its card names, for a file that names no game at all.

The reader reads such a file as the fallback game, then asks a judge (:data:`GameByNames`, given by the run,
which holds the pools) which game's pool knows the names; when another game does, the file is read again as
that game. The judge's note says why and how to force the choice. Nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Callable

from deckcheck.deck import Deck
from deckcheck.findings import Problem
from deckcheck.games import Game

Read = Callable[[Game], tuple[Deck, list[Problem]]]
"""The file read as a game."""

GameByNames = Callable[[Deck, Read], "tuple[Game, Problem | None] | None"]
"""Given a deck read as the fallback game (and how to read the file as another game, for a file whose names that
reading does not find), the game to read it as and a note (``None``: no note), or ``None``: keep it as it is."""


def judged(
    deck: Deck, problems: list[Problem], by_names: GameByNames | None, read_as: Read
) -> tuple[Deck, list[Problem]]:
    """``deck`` (read as the fallback game), read again with ``read_as`` when ``by_names`` picks another game,
    with the judge's note first."""
    found = by_names(deck, read_as) if by_names is not None else None
    if found is None:
        return deck, problems
    game, note = found
    if game.name != deck.game:
        deck, problems = read_as(game)
    return (deck.replace(notes=(note, *deck.notes)), problems) if note is not None else (deck, problems)


__all__ = ["GameByNames", "judged"]
