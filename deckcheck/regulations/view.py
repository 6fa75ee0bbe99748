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
    for section in ctx.first_line.values():
        found = section.get(name)
        if found is not None:
            return found
    return None


def split(ctx: Context, name: str) -> str:
    """`` (3 in the deck and 1 in the sideboard)`` when more than one section holds the card."""
    parts = [(section, n) for section, cards in ctx.counts.items() if (n := cards.get(name, 0))]
    if len(parts) < 2:
        return ""
    return " (" + " and ".join(f"{n} in the {section}" for section, n in parts) + ")"


def slot_lines(ctx: Context, slot: str) -> tuple[Named, ...]:
    lines: dict[str, tuple[Named, ...]] = {"flag": ctx.deck.flags, "buddy": ctx.deck.buddies}
    return lines.get(slot, ())


def slot_names(ctx: Context, slots: tuple[str, ...]) -> dict[str, str | None]:
    """What each slot holds (canonical name) when it holds exactly one known card."""
    result: dict[str, str | None] = {}
    for slot in slots:
        lines = slot_lines(ctx, slot)
        result[slot] = ctx.canonical(lines[0].name) if len(lines) == 1 else None
    return result


def printings(ctx: Context, name: str) -> tuple[Any, ...]:
    return ctx.pool.printings(name)
