"""Readings only the pool can decide, made once the deck is read: the reader stays pure.

- A line written like a heading (``Dragon World Monsters (12)``, ``Set Spells``; the reader marks it
  :attr:`~deckcheck.deck.Entry.heading`) is a heading when no card has that name: it is dropped, with a note.
  A name the pool knows (``Mercenaries (4)``) stays a card.
- A bare line ending in a number (``Sun Dragon Shield 4``) is that many copies when the name without the
  number is a card and the whole text is not.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckcheck.deck import Deck, Entry
from deckcheck.findings import Problem
from deckcheck.readers.entries import MAX_COUNT

_TRAILING_COUNT = re.compile(r"(?P<name>.*\S)[ \t]+(?P<count>\d{1,3})")


def read_with_pool(deck: Deck, canonical: Callable[[str], str | None]) -> Deck:
    """``deck`` with heading candidates that name no card dropped and bare trailing counts read, each with a note.

    ``canonical`` is the printed name a written name stands for (``None``: no card).
    """
    if not any(e.heading or e.bare for e in deck.entries):
        return deck
    notes: list[Problem] = []
    entries: list[Entry] = []
    for entry in deck.entries:
        if entry.heading and canonical(entry.name) is None:
            notes.append(
                Problem(f"{entry.name[:80]!r} is read as a heading: no card has that name", entry.line, entry.column)
            )
            continue
        counted = _trailing_count(entry, canonical)
        if counted is not None:
            entry = counted
            notes.append(
                Problem(
                    f"the number after {entry.name[:80]!r} is read as its count: {entry.count} "
                    f"cop{'y' if entry.count == 1 else 'ies'} (write '{entry.count} {entry.name[:80]}' to say so)",
                    entry.line,
                    entry.column,
                )
            )
        entries.append(entry)
    if not notes:
        return deck
    return replace(deck, entries=tuple(entries), notes=(*deck.notes, *notes))


def _trailing_count(entry: Entry, canonical: Callable[[str], str | None]) -> Entry | None:
    if not entry.bare or entry.heading:
        return None
    found = _TRAILING_COUNT.fullmatch(entry.name)
    if found is None or not 1 <= int(found["count"]) <= MAX_COUNT:
        return None
    if canonical(entry.name) is not None or canonical(found["name"]) is None:
        return None
    return replace(entry, name=found["name"], count=int(found["count"]), bare=False)
