"""Merging helpers, and the rules of a flag name when its printings say different things.

A flag name is one card. Each printing whose text could be read votes for
what the flag allows; the rules of most printings win (ties: the printing
first in card-number order) and any disagreement is reported. A printing with
missing or damaged text does not vote; it takes the winner's rules, or, when no
printing is readable, the flag stands for the world its name or column gives.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from typing import TypeVar

from cardpool.normalize import normalize_number
from deckcheck.games.buddyfight.cards import FlagRules
from deckcheck.games.buddyfight.importer.interpret import Entry, Printing
from deckcheck.games.buddyfight.importer.text import FlagFacts

T = TypeVar("T", bound=Hashable)


def order(printings: Iterable[Printing]) -> list[Printing]:
    """Printings in card-number order (then by number as written, then by row)."""
    listed = list(printings)
    if len(listed) < 2:  # most names of a large table have one printing
        return listed
    return sorted(listed, key=lambda p: (normalize_number(p.number), p.number, p.row))


def majority(values: Sequence[T]) -> T:
    """The most common value; ties go to the one seen first (printings are in card-number order)."""
    if len(values) == 1:  # most cards of a large table have one printing
        return values[0]
    counts = Counter(values)
    best = max(counts.values())
    return next(v for v in values if counts[v] == best)


def numbers_of(printings: Sequence[Printing]) -> str:
    return ", ".join(p.ref for p in printings)


def _flag_key(facts: FlagFacts) -> FlagRules:
    return FlagRules(
        worlds=facts.worlds,
        attribute_words=facts.attribute_words,
        generic=facts.generic,
        card_types=facts.card_types,
        hand=facts.hand,
        gauge=facts.gauge,
        life=facts.life,
    )


def flag_rules(cluster: list[Printing], entries: list[Entry]) -> FlagRules:
    readable = [p for p in cluster if p.flag is not None and p.flag.status == "ok"]
    votes = [_flag_key(p.flag) for p in readable if p.flag is not None]
    chosen: FlagRules | None = majority(votes) if votes else None
    if len(set(votes)) > 1 and chosen is not None:
        described = "; ".join(
            f"{rules.describe()}, hand {rules.hand}, gauge {rules.gauge}, life {rules.life} "
            f"({numbers_of([p for p, v in zip(readable, votes, strict=True) if v == rules])})"
            for rules in dict.fromkeys(votes)
        )
        entries.append(
            Entry(
                cluster[0].ref,
                cluster[0].name,
                "text",
                "",
                "conflict",
                f"flag printings differ: {described}; the rules of most printings are kept",
            )
        )
    source = f"another printing ({readable[0].ref})" if readable else ""
    if chosen is None:
        home = next((w for p in cluster for w in p.worlds), None)
        chosen = FlagRules(worlds=(home,) if home else (), generic=True)
        source = f"its world, {home}" if home else ""
    for p in cluster:
        if p.flag is not None and p.flag.status != "ok":
            kind, reason = (
                ("filled", f"{p.flag.reason}; what it allows is taken from {source}")
                if source
                else (
                    "dropped",
                    f"{p.flag.reason}; nothing else tells what this flag allows, so it allows Generic cards only",
                )
            )
            entries.append(Entry(p.ref, p.name, "text", "", kind, reason))
    return chosen
