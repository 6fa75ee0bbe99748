"""One line per copy: a pasted list that repeats a bare name once per copy (as some tools export it, and as
``.ydk`` does), read as that many copies with one note for the block instead of a duplicate entry per line."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from cardpool.visible import clip
from deckcheck.deck import Entry
from deckcheck.findings import Problem

_ENDS_IN_NUMBER = re.compile(r"\s\d{1,3}$")
"""``Sun Dragon Shield 4``: a bare name ending in a number may be a count the pool reads (never merged)."""


def _alone(entry: Entry) -> bool:
    """A name alone on its line, one copy, that no later step may read another way."""
    return (
        entry.bare
        and entry.count == 1
        and not (entry.heading or entry.title or entry.prose or entry.caption or entry.category)
        and entry.lead is None
        and entry.remark is None
        and _ENDS_IN_NUMBER.search(entry.name) is None
    )


def _follows(entry: Entry, block: list[Entry]) -> bool:
    last = block[-1]
    return _alone(entry) and entry.line == last.line + 1 and entry.section == last.section and entry.name == last.name


def one_line_per_copy(entries: Sequence[Entry]) -> tuple[list[Entry], list[Problem]]:
    """``entries`` with each block of a bare name repeated on consecutive lines of one section (``Ash Blossom &
    Joyous Spring`` three times) made one entry of that many copies at the block's first line, and one note per
    block. A line between (blank, a comment, another card) ends a block."""
    merged: list[Entry] = []
    notes: list[Problem] = []
    block: list[Entry] = []

    def close() -> None:
        if len(block) > 1:
            first = block[0]
            merged.append(replace(first, count=len(block)))
            message = (
                f"'{clip(first.name)}' is listed alone on {len(block)} lines in a row (lines {first.line} to "
                f"{block[-1].line}): read as {len(block)} copies, one a line"
            )
            notes.append(Problem(message, first.line, first.column))
        else:
            merged.extend(block)
        block.clear()

    for entry in entries:
        if block and _follows(entry, block):
            block.append(entry)
            continue
        close()
        if _alone(entry):
            block.append(entry)
        else:
            merged.append(entry)
    close()
    return merged, notes


__all__ = ["one_line_per_copy"]
