"""What reports show of a toy deck, in the game's words: its champion, its colours and its reserve."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckcheck.context import Context
    from deckcheck.games.base import DeckFacts

LINEUP_HEADING = "Champion and colours"


def summary(ctx: Context) -> dict[str, Any]:
    """The JSON ``details``: ``champion`` (its printed name, or as written when the pool does not know it;
    ``None`` without one), ``colours`` (colour -> pile cards, most first) and ``reserve`` (its size)."""
    from toygame.context import RESERVE, ToyContext

    assert isinstance(ctx, ToyContext)
    lines = ctx.champions
    champion = (ctx.canonical(lines[0].name) or lines[0].name) if lines else None
    return {"champion": champion, "colours": dict(ctx.colours), "reserve": ctx.size(RESERVE)}


def _colours(details: Any) -> str:
    colours = details.get("colours") or {}
    return ", ".join(f"{colour} {count}" for colour, count in colours.items()) or "-"


def lineup(facts: DeckFacts) -> tuple[tuple[str, str], ...]:
    """The event report's cell: the champion and the pile's colours."""
    return (("Champion", str(facts.details.get("champion") or "-")), ("Colours", _colours(facts.details)))


def describe(facts: DeckFacts) -> list[str]:
    """``10 cards | champion Crimson King | colours red 6, blue 4 | reserve 2``."""
    details = facts.details
    champion = details.get("champion")
    parts = [f"{facts.deck_size} card{'' if facts.deck_size == 1 else 's'}"]
    parts.append(f"champion {champion}" if champion else "no champion")
    parts.append(f"colours {_colours(details)}")
    parts.append(f"reserve {details.get('reserve', 0)}")
    return parts
