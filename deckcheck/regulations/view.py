"""What the regulation rules read from a deck's context, in one place (sections, slots, printings)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckcheck.context import Context
    from deckcheck.deck import Entry, Named


def counts(ctx: Context) -> Mapping[str, Mapping[str, int]]:
    """Copies of each canonical name, by section."""
    return ctx.counts


def total(ctx: Context, name: str) -> int:
    """Copies of ``name`` in every section together (deck and sideboard)."""
    return sum(section.get(name, 0) for section in ctx.counts.values())


def names(ctx: Context) -> list[str]:
    return sorted({name for section in ctx.counts.values() for name in section})


def entry(ctx: Context, name: str) -> Entry | None:
    """The first line of ``name``, in section order."""
    return ctx.first_entry(name)


def entry_over(ctx: Context, name: str, limit: int) -> Entry | None:
    """The line of ``name`` whose copies take it over ``limit``, counting in section order (deck, then
    sideboard): a limit that sideboard copies break stands on the sideboard line."""
    order = {section: index for index, section in enumerate(ctx.counts)}
    lines = sorted(
        (e for e in ctx.deck.entries if e.section in order and ctx.canonical(e.name) == name),
        key=lambda e: (order[e.section], e.line, e.column),
    )
    seen = 0
    for line in lines:
        seen += line.count
        if seen > limit:
            return line
    return lines[0] if lines else None


def split(ctx: Context, name: str) -> str:
    """`` (3 in the deck and 1 in the sideboard)`` when more than one section holds the card."""
    parts = [(section, n) for section, cards in ctx.counts.items() if (n := cards.get(name, 0))]
    if len(parts) < 2:
        return ""
    return " (" + " and ".join(f"{n} in the {section}" for section, n in parts) + ")"


def slot_lines(ctx: Context, slot: str) -> tuple[Named, ...]:
    return ctx.slot(slot)


def printings(ctx: Context, name: str) -> tuple[Any, ...]:
    return ctx.pool.printings(name)
