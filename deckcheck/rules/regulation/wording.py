"""How the regulation rules word a count, and where they place a problem."""

from __future__ import annotations

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.rules.regulation import view


def copies(n: int) -> str:
    return f"{n} cop{'y' if n == 1 else 'ies'}"


def listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def counted(ctx: Context, name: str, held: dict[str, int], *, of: bool = True) -> str:
    """``3 copies of "X" (2 in the deck and 1 in the sideboard)``; when the game counts other cards as ``name``,
    ``4 copies counted as "Umi": 1 "Umi" and 3 "A Legendary Ocean"``, naming the cards counted together."""
    count = sum(held.values())
    where = view.where(ctx, held)
    where = f" ({where})" if where else ""
    if list(held) == [name]:
        return f"{copies(count)}{f' of {quote(name)}' if of else ''}{where}"
    members = listed([f"{n} {quote(card)}" for card, n in held.items()])
    return f"{copies(count)} counted as {quote(name)}: {members}{where}"


def problem_at(ctx: Context, name: str, message: str, cards: tuple[str, ...] = (), over: int | None = None) -> Problem:
    """A problem on ``name``'s first line, or (``over``: a limit) on the line that takes it over the limit."""
    entry = view.entry(ctx, name) if over is None else view.entry_over(ctx, name, over)
    if entry is None:  # counted from a slot line alone (Vanguard's first vanguard named apart): on that line
        named = next((n for slot in ctx.game.slots for n in ctx.slot(slot.name) if ctx.canonical(n.name) == name), None)
        if named is None:
            return Problem(message, card=name, cards=cards)
        return Problem(message, named.line, named.column, card=named.name, cards=cards)
    return Problem(message, entry.line, entry.column, card=entry.name, cards=cards)


def some(parts: list[str], joiner: str = ", ", limit: int = 10) -> str:
    """At most ``limit`` of ``parts``, then how many more: a group of 100,000 cards is not one message."""
    more = f"{joiner}and {len(parts) - limit:,} more" if len(parts) > limit else ""
    return joiner.join(parts[:limit]) + more
