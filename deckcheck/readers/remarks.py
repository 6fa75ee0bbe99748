"""Remarks only the pool can tell from a name: ``4x Dragon Breath – core draw``.

Card names hold dashes too (``Blackwing - Gale the Whirlwind``, ``Ride-Changer Headquarters, -
Maintenance Dock"``), so the text after a spaced dash is dropped, with a note, only when the whole name
is no card, the part before the dash is one, and no card's name goes on from that part with a dash
(``Yubel - Terror Incarnat`` is a misspelt ``Yubel - Terror Incarnate``, not ``Yubel`` and a remark).
A name the pool knows is never changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar
from weakref import WeakKeyDictionary

from cardpool import CardPool
from deckcheck.deck import Deck, Entry, Named
from deckcheck.findings import Problem, quote
from deckcheck.readers.entries import dash_remarks

T = TypeVar("T", Entry, Named)

_HEADS: WeakKeyDictionary[CardPool, frozenset[str]] = WeakKeyDictionary()


def _dashed_heads(pool: CardPool) -> frozenset[str]:
    """The parts before a spaced dash of the pool's names (``Yubel`` of ``Yubel - Terror Incarnate``)."""
    heads = _HEADS.get(pool)
    if heads is None:
        heads = _HEADS[pool] = frozenset(head for name in pool.names for head, _ in dash_remarks(name))
    return heads


def drop_dash_remarks(deck: Deck, pool: CardPool, canonical: Callable[[str], str | None]) -> Deck:
    """``deck`` with each unknown name that is a card and a remark after a dash cut to the card's name.

    ``canonical`` is the printed name a written name stands for (``None``: no card).
    """
    cut: dict[str, tuple[str, str] | None] = {}

    def split(name: str) -> tuple[str, str] | None:
        if name not in cut:
            cut[name] = None
            if canonical(name) is None:
                for head, tail in dash_remarks(name):
                    printed = canonical(head)
                    if printed is not None:
                        cut[name] = None if printed in _dashed_heads(pool) else (head, tail)
                        break
        return cut[name]

    notes: list[Problem] = []

    def renamed(item: T) -> T:
        found = split(item.name)
        if found is None:
            return item
        head, tail = found
        message = f"the remark ({tail[:80]}) after {quote(head)} is not part of the card name"
        notes.append(Problem(message, item.line, item.column))
        return replace(item, name=head)

    entries = tuple(renamed(e) for e in deck.entries)
    slots = {slot: tuple(renamed(n) for n in lines) for slot, lines in deck.slots.items()}
    if not notes:
        return deck
    return replace(deck, entries=entries, slots=slots, notes=(*deck.notes, *notes))
