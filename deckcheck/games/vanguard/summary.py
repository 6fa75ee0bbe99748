"""What reports show of a Vanguard deck: its size, ride deck, triggers, sentinels and nation, in the game's words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckcheck.findings import plural

if TYPE_CHECKING:
    from deckcheck.context import Context
    from deckcheck.games.base import DeckFacts

GRADES = (0, 1, 2, 3)
"""The ride deck's grades, one normal unit each (D Standard)."""


def summary(ctx: Context) -> dict[str, Any]:
    """``ride_deck`` (``G0``..``G3`` -> the printed names of its units of that grade), ``first_vanguard``,
    ``triggers`` (``all`` and each trigger's count), ``sentinels`` and ``nations`` (nation -> cards)."""
    from deckcheck.games.vanguard.cards import TRIGGERS
    from deckcheck.games.vanguard.context import FIRST_VANGUARD, VanguardContext
    from deckcheck.games.vanguard.rules.nation import nations

    assert isinstance(ctx, VanguardContext)
    ride: dict[str, list[str]] = {f"G{g}": [] for g in GRADES}
    for counted in ctx.ride:
        if counted.card is not None:
            ride.setdefault(f"G{counted.card.grade}", []).extend([counted.card.name] * counted.count)
    named = ctx.held(FIRST_VANGUARD)  # the one named, else the ride deck's one grade 0 unit (the README's reading)
    triggers = {"all": ctx.triggers.get("all", 0)} | {t.lower(): ctx.triggers[t] for t in TRIGGERS if ctx.triggers[t]}
    return {
        "ride_deck": ride,
        "first_vanguard": next(iter(named)) if len(named) == 1 else None,
        "triggers": triggers,
        "sentinels": sum(c.count for c, card in ctx.known if card.sentinel),
        "nations": dict(nations(ctx)),
    }


def lineup(facts: DeckFacts) -> tuple[tuple[str, str], ...]:
    """The event report's cell: the first vanguard and the ride deck by grade, ``-`` for a grade missing."""
    ride = facts.mapping("ride_deck")
    grades = tuple((grade, " + ".join(ride.get(grade) or []) or "-") for grade in (f"G{g}" for g in GRADES))
    return (("First Vanguard", str(facts.details.get("first_vanguard") or "-")), *grades)


def describe(report: DeckFacts) -> list[str]:
    """``50 cards | ride deck G0 X, G1 Y, G2 Z, G3 W | 16 triggers (8 critical, 4 draw, 4 heal) | 4 sentinels |
    nation Dragon Empire``."""
    parts = [plural(report.deck_size, "card")]
    ride = report.mapping("ride_deck")
    grades = [f"{grade} {' + '.join(names) if names else 'none'}" for grade, names in ride.items()]
    parts.append("ride deck " + ", ".join(grades) if grades else "no ride deck")
    triggers = dict(report.mapping("triggers"))
    total = triggers.pop("all", 0)
    kinds = ", ".join(f"{n} {t}" for t, n in triggers.items())
    parts.append(plural(total, "trigger") + (f" ({kinds})" if kinds else ""))
    parts.append(plural(report.fact("sentinels", int) or 0, "sentinel"))
    nations = report.mapping("nations")
    if len(nations) == 1:
        parts.append(f"nation {next(iter(nations))}")
    elif nations:
        parts.append("nations " + ", ".join(f"{n} ({count})" for n, count in nations.items()))
    return parts
