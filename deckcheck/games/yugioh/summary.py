"""What the text report shows of a Yu-Gi-Oh! deck: each deck's size in the game's words, the Main Deck by card type."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckcheck.games.base import DeckFacts

TITLES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}


def describe(report: DeckFacts) -> list[str]:
    """``40 Main Deck (16 monster, 14 spell, 10 trap) | 15 Extra Deck | 15 Side Deck``."""
    types = ", ".join(f"{n} {t}" for t, n in report.type_counts.items())
    parts = []
    for name, count in report.sections.items():
        text = f"{count} {TITLES.get(name, name)}"
        if name == "main" and types:
            text += f" ({types})"
        parts.append(text)
    return parts
