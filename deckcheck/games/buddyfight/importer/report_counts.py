"""The report's deck-building fact counts: how many printings state each fact, and under how many names.

One pass over the printings and one over the cards, whatever the number of facts (issue 18): a printing's
facts are looked at once per distinct facts object (the reprints of a text share theirs), and a card's facts
are read together (:func:`operator.attrgetter`), then tallied by which of them it has.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter

from deckcheck.games.buddyfight.cards import GENERIC, Card
from deckcheck.games.buddyfight.importer.interpret import Printing

TWO_WORLDS = "two_or_more_worlds"
FLAG = "flag"


def two_worlds(worlds: Iterable[str]) -> bool:
    """Two or more worlds, Generic not counted."""
    return len([w for w in worlds if w != GENERIC]) >= 2


def _printing_counts(printings: Sequence[Printing], text_facts: tuple[str, ...]) -> dict[str, int]:
    read = attrgetter(*text_facts)
    by_facts: dict[int, tuple[object, int]] = {}
    for p in printings:
        found = by_facts.get(id(p.facts))
        by_facts[id(p.facts)] = (p.facts, 1 if found is None else found[1] + 1)
    counts = dict.fromkeys(text_facts, 0)
    for facts, n in by_facts.values():
        values = read(facts) if len(text_facts) > 1 else (read(facts),)
        for fact, value in zip(text_facts, values, strict=True):
            if value:
                counts[fact] += n
    counts[TWO_WORLDS] = sum(1 for p in printings if two_worlds(p.worlds))
    counts[FLAG] = sum(1 for p in printings if p.type == "flag")
    return counts


def _cards_with(cards: Sequence[Card], text_facts: tuple[str, ...]) -> dict[str, list[Card]]:
    read = attrgetter(*text_facts)
    named: dict[str, list[Card]] = {fact: [] for fact in (*text_facts, TWO_WORLDS, FLAG)}
    for card in cards:
        values = read(card) if len(text_facts) > 1 else (read(card),)
        if any(values):
            for fact, value in zip(text_facts, values, strict=True):
                if value:
                    named[fact].append(card)
        if two_worlds(card.worlds):
            named[TWO_WORLDS].append(card)
        if card.flag is not None:
            named[FLAG].append(card)
    return named


def fact_counts(
    printings: Sequence[Printing], cards: Sequence[Card], facts: Iterable[str], key: Callable[[str], str]
) -> dict[str, dict[str, int]]:
    """For each of ``facts`` (a card field, :data:`TWO_WORLDS` or :data:`FLAG`): the printings that state it,
    the names (``key``: a name's normalised form) of the cards that have it, and for ``shared_limit`` the
    distinct groups."""
    wanted = tuple(facts)
    text_facts = tuple(f for f in wanted if f not in (TWO_WORLDS, FLAG))
    rows = _printing_counts(printings, text_facts)
    named = _cards_with(cards, text_facts)
    result: dict[str, dict[str, int]] = {}
    for fact in wanted:
        counts = {"printings": rows[fact], "names": len({key(c.name) for c in named[fact]})}
        if fact == "shared_limit":
            counts["groups"] = len({frozenset(map(key, c.shared_limit)) for c in named[fact]})
        result[fact] = counts
    return result


__all__ = ["FLAG", "TWO_WORLDS", "fact_counts", "two_worlds"]
