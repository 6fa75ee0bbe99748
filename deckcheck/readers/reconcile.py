"""Counted-heading reconciliation: a pure pass over a text list's readings, run once the read is done and before the
resolver. A counted heading (``Monsters (10)``, ``Main Deck (43)``) says how many cards its lines hold; where the
heading candidates inside it (``Ash Blossom (3)``: a card, or a heading over the next lines) can be read so that its
cards add up to its count in one smallest way only, they are read so, and an enclosing heading no longer changes them.
The resolver then asks the pool about each heading candidate left (a card the pool knows is a card)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from cardpool.record import Record, put
from deckcheck.deck import Reading

MAX_FLIPS = 10
"""The most heading candidates of one counted block whose readings are tried against the block's count."""


class Counted(Record):
    """A counted heading's block as the reader closed it: the readings ``start`` to ``end`` (indices) of
    ``section`` should hold ``count`` cards; ``candidates`` are the readings inside it that may be headings."""

    __slots__ = ("count", "start", "end", "section", "candidates")
    count: int
    start: int
    end: int
    section: str
    candidates: tuple[int, ...]

    def __init__(self, count: int, start: int, end: int, section: str, candidates: tuple[int, ...]) -> None:
        put(self, "count", count)
        put(self, "start", start)
        put(self, "end", end)
        put(self, "section", section)
        put(self, "candidates", candidates)


def reconcile(readings: Sequence[Reading], blocks: Iterable[Counted]) -> list[Reading]:
    """``readings`` with each block's candidates read the way under which its cards add up to its count, when one
    way does (the fewest changed readings, and only one such way); ``blocks`` in the order they closed (a
    sub-heading's before its section's), and a block's settled candidates stay as it read them."""
    out = list(readings)
    settled: set[int] = set()
    for block in blocks:
        free = [i for i in block.candidates if i not in settled][:MAX_FLIPS]
        under = (r for r in out[block.start : block.end] if r.entry.section == block.section)
        read = sum(r.entry.count for r in under if r.card)
        if read != block.count:
            change = _flips(out, free, block.count - read)
            if change is None:
                continue
            for index in change:
                out[index] = out[index].replace(kind="card" if out[index].heading else "heading")
        settled.update(free)
    return out


def _flips(readings: Sequence[Reading], free: list[int], missing: int) -> tuple[int, ...] | None:
    """The one smallest set of candidates whose changed readings add ``missing`` cards; ``None``: none or two."""
    deltas = {i: readings[i].entry.count * (1 if readings[i].heading else -1) for i in free}
    for size in range(1, len(free) + 1):
        found = [c for c in combinations(free, size) if sum(deltas[i] for i in c) == missing]
        if found:
            return found[0] if len(found) == 1 else None
    return None


__all__ = ["MAX_FLIPS", "Counted", "reconcile"]
