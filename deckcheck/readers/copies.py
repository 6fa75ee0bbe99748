"""One line per copy: a pasted list that repeats a bare name once per copy (as some tools export it, and as
``.ydk`` does), read as that many copies with one note for the block instead of a duplicate entry per line."""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.deck import Reading
from deckcheck.findings import Problem, quote
from deckcheck.readers.lazy import lazy

_ENDS_IN_NUMBER = lazy(globals(), "_ENDS_IN_NUMBER", r"\s\d{1,3}$")
"""``Sun Dragon Shield 4``: a bare name ending in a number may be a count the pool reads (never merged)."""


def _alone(reading: Reading) -> bool:
    """A name alone on its line, one copy, read one way only (no heading, title, prose nor alternative)."""
    entry = reading.entry
    return (
        reading.kind == "card"
        and reading.lead is None
        and reading.led_counted is None
        and reading.counted is None
        and reading.cut is None
        and entry.bare
        and entry.count == 1
        and entry.remark is None
        and _ENDS_IN_NUMBER.search(entry.name) is None
    )


def _follows(reading: Reading, block: list[Reading]) -> bool:
    entry, last = reading.entry, block[-1].entry
    return _alone(reading) and entry.line == last.line + 1 and entry.section == last.section and entry.name == last.name


def one_line_per_copy(readings: Sequence[Reading]) -> tuple[list[Reading], list[Problem]]:
    """``readings`` with each block of a bare name repeated on consecutive lines of one section (``Ash Blossom &
    Joyous Spring`` three times) made one entry of that many copies at the block's first line, and one note per
    block. A line between (blank, a comment, another card) ends a block."""
    if not any([reading.entry.bare for reading in readings]):  # every line has a count: no name is alone
        return list(readings), []
    merged: list[Reading] = []
    notes: list[Problem] = []
    block: list[Reading] = []

    def close() -> None:
        if len(block) > 1:
            first = block[0].entry
            merged.append(block[0].replace(entry=first.replace(count=len(block))))
            message = (
                f"{quote(first.name)} is listed alone on {len(block)} lines in a row (lines {first.line} to "
                f"{block[-1].entry.line}): read as {len(block)} copies, one a line"
            )
            notes.append(Problem(message, first.line, first.column))
        else:
            merged.extend(block)
        block.clear()

    for reading in readings:
        if block and _follows(reading, block):
            block.append(reading)
            continue
        close()
        if _alone(reading):
            block.append(reading)
        else:
            merged.append(reading)
    close()
    return merged, notes


__all__ = ["one_line_per_copy"]
