"""``.toy`` files: one card name a line, each line one copy."""

from __future__ import annotations

from deckcheck.deck import Deck, Entry
from deckcheck.findings import Problem


def read_toy(path: str, text: str) -> tuple[Deck, list[Problem]]:
    entries = [
        Entry(line.strip(), 1, number, len(line) - len(line.lstrip()) + 1, "pile")
        for number, line in enumerate(text.split("\n"), start=1)
        if line.strip()
    ]
    return Deck(path=path, game="toy", entries=tuple(entries), syntax="other"), []
