"""``deckcheck pool show``: one Vanguard card with every fact deck building reads."""

from __future__ import annotations

from typing import Any

from cardpool import BaseCard, CardPool
from deckcheck.games.vanguard.facts import CardFacts

FIELDS = ("grade", "trigger", "nation", "sentinel", "power", "shield", "critical", "race")
"""The card's fields after its name, type and numbers, in the order shown (what a regulation's ``counts:`` names)."""


def show_card(pool: CardPool, base: BaseCard) -> dict[str, Any]:
    """Everything ``pool show`` prints of one card (JSON-ready): name, type, numbers (the slash form; the spaced one
    is found too), and each field."""
    assert isinstance(base, CardFacts)  # the model or, from the pool cache, its plain record
    return {
        "name": base.name,
        "type": base.type,
        "numbers": [n for n in base.numbers if "/" in n or " " not in n],
        **{field: getattr(base, field) for field in FIELDS},
    }


def show_lines(shown: dict[str, Any]) -> list[str]:
    """The text form of :func:`show_card`."""
    numbers = shown["numbers"]
    lines = [
        f"name:       {shown['name']}",
        f"type:       {shown['type']}",
        f"printings:  {len(numbers)} ({', '.join(numbers) or 'no card number'})",
    ]
    for field in FIELDS:
        value = shown[field]
        if field == "nation" and value is None:
            value = "NationLess"
        elif value is None:
            value = "-"
        elif isinstance(value, bool):
            value = "yes ([CONT]:Sentinel)" if value else "no"
        lines.append(f"{field + ':':<12}{value}")
    return lines
