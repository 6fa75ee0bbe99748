"""The toy game's cards: pieces that go in the pile (each of a colour and a shape) and champions that lead it."""

from __future__ import annotations

from typing import Literal

from cardpool import BaseCard

SHAPES = ("pawn", "knight", "tower")
"""A piece's shape; a list may head a group of pieces with the shape alone (``Knights`` or ``Knight``)."""


class ToyCard(BaseCard):
    type: Literal["piece", "champion"]
    """A ``piece`` is played from the pile; a ``champion`` leads the deck from its slot and is never in the pile."""
    colour: str
    shape: Literal["pawn", "knight", "tower"] | None = None
    """A piece's shape; a champion has none."""

    def describe(self) -> str:
        return f"{self.colour} {self.shape or self.type}"
