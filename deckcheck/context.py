"""What every rule looks at: the deck, the pool, and what each written name resolved to.

Built once per deck by :func:`build_context`; rules only read it. What is derived from it (the
flag's rules, the deck size, the names) is worked out once, on first use.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from cardpool import Card, CardPool, FlagRules, Match
from deckcheck.deck import Deck, Entry, Named, Section

if TYPE_CHECKING:
    from deckcheck.regulations.apply import Applied
    from deckcheck.regulations.bind import Bound


@dataclass(frozen=True)
class Context:
    deck: Deck
    pool: CardPool
    resolved: Mapping[str, Match | None]
    counts: Mapping[Section, Mapping[str, int]] = field(default_factory=dict)
    first_line: Mapping[Section, Mapping[str, Entry]] = field(default_factory=dict)
    regulation: Applied | None = None
    """The regulation in force for this deck (``check --regulation``), with its overrides."""

    def copy_limit_override(self, name: str) -> int | None:
        """A regulation's limit for ``name`` (0 when banned), replacing the game's usual copy limit; else ``None``."""
        return self.regulation.copy_limit(name) if self.regulation is not None else None

    def canonical(self, written: str) -> str | None:
        match = self.resolved.get(written)
        return match.name if match else None

    def printings(self, written: str) -> tuple[Card, ...]:
        name = self.canonical(written)
        return self.pool.printings(name) if name else ()

    @cached_property
    def flag_line(self) -> Named | None:
        """The flag line, when exactly one flag is given."""
        return self.deck.flags[0] if len(self.deck.flags) == 1 else None

    @cached_property
    def flag_rules(self) -> FlagRules | None:
        """What the flag allows, when exactly one flag is given and it is a known flag card."""
        line = self.flag_line
        if line is None:
            return None
        for card in self.printings(line.name):
            if card.flag is not None:
                return card.flag
        return None

    @cached_property
    def flag_name(self) -> str | None:
        line = self.flag_line
        return self.canonical(line.name) if line else None

    @cached_property
    def buddy_name(self) -> str | None:
        """The buddy's canonical name, when exactly one known buddy is given."""
        return self.canonical(self.deck.buddies[0].name) if len(self.deck.buddies) == 1 else None

    def total(self, name: str) -> int:
        """Copies of ``name`` in the deck and sideboard together."""
        return sum(self.counts.get(section, {}).get(name, 0) for section in ("deck", "sideboard"))

    @cached_property
    def deck_size(self) -> int:
        return sum(e.count for e in self.deck.entries if e.section == "deck")

    @cached_property
    def sideboard_size(self) -> int:
        return sum(e.count for e in self.deck.entries if e.section == "sideboard")

    @cached_property
    def names(self) -> list[str]:
        """The canonical names in the deck and sideboard, sorted."""
        return sorted(set(self.counts.get("deck", {})) | set(self.counts.get("sideboard", {})))


def build_context(deck: Deck, pool: CardPool, regulation: Bound | None = None) -> Context:
    index = pool.index
    written = {n.name for n in deck.flags} | {n.name for n in deck.buddies} | {e.name for e in deck.entries}
    resolved = {name: index.lookup(name) for name in sorted(written)}
    counts: dict[Section, dict[str, int]] = {"deck": {}, "sideboard": {}}
    first: dict[Section, dict[str, Entry]] = {"deck": {}, "sideboard": {}}
    for entry in deck.entries:
        match = resolved[entry.name]
        if match is None:
            continue
        counts[entry.section][match.name] = counts[entry.section].get(match.name, 0) + entry.count
        first[entry.section].setdefault(match.name, entry)
    ctx = Context(deck=deck, pool=pool, resolved=resolved, counts=counts, first_line=first)
    if regulation is None:
        return ctx
    from dataclasses import replace

    from deckcheck.regulations import view
    from deckcheck.regulations.apply import apply
    from deckcheck.regulations.game import words_for

    words = words_for(deck.game)
    if words is None:
        return ctx
    return replace(ctx, regulation=apply(regulation, words, view.slot_names(ctx, words.slots)))
