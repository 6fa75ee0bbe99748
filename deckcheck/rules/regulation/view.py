"""What the regulation rules read from a deck's context, in one place (sections, slots, printings).

A regulation counts a card as the game's copy limit does: copies of every card the game counts as it
(:meth:`~deckcheck.context.Context.counted_as`; Yu-Gi-Oh!'s "always treated as") count with its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckcheck.context import Context
    from deckcheck.deck import Entry, Named


def counts(ctx: Context) -> Mapping[str, Mapping[str, int]]:
    """Copies of each canonical name, by section."""
    return ctx.counts


def names(ctx: Context) -> list[str]:
    """The canonical names in the deck, sorted."""
    return sorted({name for section in ctx.counts.values() for name in section})


def heads(ctx: Context) -> list[str]:
    """The names a limit can hold for in this deck: each card's own and the one the game counts it as, sorted."""
    own = names(ctx)
    return sorted(set(own) | {ctx.counted_as(name) for name in own})


def members(ctx: Context, name: str) -> list[str]:
    """The deck's cards counted as ``name``: ``name`` itself (when in the deck) first, then the others, sorted."""
    found = [n for n in names(ctx) if n != name and ctx.counted_as(n) == name]
    return ([name] if any(name in section for section in ctx.counts.values()) else []) + found


def copies(ctx: Context, names_: Iterable[str]) -> dict[str, int]:
    """Copies of each deck card counted as one of ``names_`` (every section together), each card once."""
    found: dict[str, int] = {}
    for name in names_:
        for member in members(ctx, name):
            found.setdefault(member, sum(section.get(member, 0) for section in ctx.counts.values()))
    return found


def total(ctx: Context, name: str) -> int:
    """Copies counted as ``name`` in every section together (deck and sideboard)."""
    return sum(copies(ctx, (name,)).values())


def _lines(ctx: Context, cards: Iterable[str]) -> list[Entry]:
    """The card lines of ``cards``, in section order (deck, then sideboard), then file order."""
    wanted = set(cards)
    order = {section: index for index, section in enumerate(ctx.counts)}
    return sorted(
        (e for e in ctx.deck.entries if e.section in order and ctx.canonical(e.name) in wanted),
        key=lambda e: (order[e.section], e.line, e.column),
    )


def entry(ctx: Context, name: str) -> Entry | None:
    """The first line of a card counted as ``name``, in section order."""
    lines = _lines(ctx, members(ctx, name))
    return lines[0] if lines else None


def entry_over(ctx: Context, name: str, limit: int) -> Entry | None:
    """The line of a card counted as ``name`` whose copies take them over ``limit``, counting in section order
    (deck, then sideboard): a limit that sideboard copies break stands on the sideboard line."""
    lines = _lines(ctx, members(ctx, name))
    seen = 0
    for line in lines:
        seen += line.count
        if seen > limit:
            return line
    return lines[0] if lines else None


def where(ctx: Context, cards: Iterable[str]) -> str:
    """``2 in the Main Deck and 1 in the Side Deck`` (the game's words) when more than one section holds
    ``cards``; else empty."""
    wanted = tuple(cards)
    parts = [(section, n) for section, held in ctx.counts.items() if (n := sum(held.get(card, 0) for card in wanted))]
    if len(parts) < 2:
        return ""
    words = ctx.regulation.words if ctx.regulation is not None else None
    return " and ".join(f"{n} in the {words.section_phrase(s) if words else s}" for s, n in parts)


def split(ctx: Context, name: str) -> str:
    """`` (3 in the deck and 1 in the sideboard)`` when more than one section holds cards counted as ``name``."""
    text = where(ctx, members(ctx, name))
    return f" ({text})" if text else ""


def slot_lines(ctx: Context, slot: str) -> tuple[Named, ...]:
    return ctx.slot(slot)


def printings(ctx: Context, name: str) -> tuple[Any, ...]:
    return ctx.pool.printings(name)
