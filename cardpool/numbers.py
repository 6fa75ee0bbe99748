"""How a game writes its card numbers, as the caller says: cardpool itself names no game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class NumberShapes:
    """The shapes of a game's card numbers that :meth:`cardpool.index.NameIndex.suggest` treats apart.

    ``printed``: a number printed with its set (``BT01/0022EN``), which gets the close numbers as suggestions;
    ``None``: the shape of :func:`cardpool.index.looks_like_number`. ``bare``: a number that no name can be
    close to (Yu-Gi-Oh!'s password ``46986414``), which gets no suggestion; ``None``: no such numbers.
    """

    printed: Callable[[str], bool] | None = None
    bare: Callable[[str], bool] | None = None


PLAIN = NumberShapes()
"""The shapes of a pool whose game says nothing of its numbers."""
