"""What every rule looks at: the deck, the pool, and what each written name resolved to.

Built once per deck by :func:`build_context`; rules only read it. What is derived from it (the
flag's rules, the deck size, the names) is worked out once, on first use.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from cardpool import Card, CardPool, FlagRules, Match
from cardpool.model import CardType
from cardpool.normalize import normalize_name
from deckcheck.deck import Deck, Entry, Named, Section
from deckcheck.findings import Problem, quote

_PAIR_SEPARATOR = re.compile(r"\s+(?:&|\+|/|and)\s+|\s*;\s*")
"""Between two names on one ``Buddy:`` line (an [Evil Deity] pair)."""


@dataclass(frozen=True)
class Context:
    deck: Deck
    pool: CardPool
    resolved: Mapping[str, Match | None]
    counts: Mapping[Section, Mapping[str, int]] = field(default_factory=dict)
    first_line: Mapping[Section, Mapping[str, Entry]] = field(default_factory=dict)
    flags: tuple[Named, ...] = ()
    """The deck's flag: its ``Flag:`` lines (one per name), or, with none, the first flag card listed among
    the cards, as deck sites list it."""
    buddies: tuple[Named, ...] = ()
    """The ``Buddy:`` lines and ``(Buddy)`` marks, one per name; a line naming two cards ("A & B") is two."""
    notes: tuple[Problem, ...] = ()
    """How the deck was read where the pool decided it (a flag listed as a card, a buddy named twice)."""

    def canonical(self, written: str) -> str | None:
        match = self.resolved.get(written)
        return match.name if match else None

    def printings(self, written: str) -> tuple[Card, ...]:
        """The cards a written name stands for; a card number (``4 D-BT03/0001EN``) stands for its printing."""
        match = self.resolved.get(written)
        if match is None:
            return ()
        if match.via == "number":
            card = self.pool.index.printing(written)
            if card is not None:
                return (card,)
        return self.pool.printings(match.name)

    def is_flag_card(self, written: str) -> bool:
        printings = self.printings(written)
        return bool(printings) and all(card.type == "flag" for card in printings)

    @cached_property
    def flag_line(self) -> Named | None:
        """The flag line, when exactly one flag is given."""
        return self.flags[0] if len(self.flags) == 1 else None

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
    def buddy_pair(self) -> bool:
        """Two different [Evil Deity] cards as the buddy: "This card and a different [Evil Deity] must be
        together to be put in your buddy area"."""
        if len(self.buddies) != 2:
            return False
        names = {self.canonical(b.name) for b in self.buddies}
        evil = all(self.printings(b.name) and all(c.evil_deity for c in self.printings(b.name)) for b in self.buddies)
        return evil and None not in names and len(names) == 2

    @cached_property
    def buddy_name(self) -> str | None:
        """The buddy's canonical name, when exactly one known buddy is given (or the first of a pair)."""
        if len(self.buddies) == 1 or self.buddy_pair:
            return self.canonical(self.buddies[0].name)
        return None

    @cached_property
    def buddy_names(self) -> tuple[str, ...]:
        """Every canonical name in the buddy area (two for an [Evil Deity] pair)."""
        if self.buddy_pair:
            return tuple(n for b in self.buddies if (n := self.canonical(b.name)))
        return (self.buddy_name,) if self.buddy_name else ()

    @cached_property
    def widened_types(self) -> tuple[CardType, ...]:
        """Card types the buddy lets this flag use from every world (Fake Replica Weapon, Gemclone)."""
        flag = self.flag_name
        if flag is None:
            return ()
        types: list[CardType] = []
        for buddy in self.buddies if (len(self.buddies) == 1 or self.buddy_pair) else ():
            for card in self.printings(buddy.name):
                allows = card.buddy_allows
                if allows is not None and normalize_name(allows.flag) == normalize_name(flag):
                    types.extend(allows.card_types)
        return tuple(dict.fromkeys(types))

    def total(self, name: str) -> int:
        """Copies of ``name`` in the deck and sideboard together."""
        return sum(self.counts.get(section, {}).get(name, 0) for section in ("deck", "sideboard"))

    @cached_property
    def deck_size(self) -> int:
        """Cards in the deck, flag cards not counted: "Fifty or more cards, excluding your flag and buddy"."""
        return sum(e.count for e in self.deck.entries if e.section == "deck" and not self.is_flag_card(e.name))

    @cached_property
    def sideboard_size(self) -> int:
        return sum(e.count for e in self.deck.entries if e.section == "sideboard")

    @cached_property
    def names(self) -> list[str]:
        """The canonical names in the deck and sideboard, sorted."""
        return sorted(set(self.counts.get("deck", {})) | set(self.counts.get("sideboard", {})))


def _split_pair(named: Named, lookup: Mapping[str, Match | None], pool: CardPool) -> tuple[Named, ...]:
    """``Buddy: A & B``: two names when the line names no card but each part does."""
    if lookup.get(named.name) is not None:
        return (named,)
    parts: list[Named] = []
    start = 0
    for separator in _PAIR_SEPARATOR.finditer(named.name):
        parts.append(Named(named.name[start : separator.start()], named.line, named.column + start))
        start = separator.end()
    if not parts:
        return (named,)
    parts.append(Named(named.name[start:], named.line, named.column + start))
    if len(parts) != 2 or any(pool.index.lookup(p.name) is None for p in parts):
        return (named,)
    return tuple(parts)


def _one_per_name(lines: tuple[Named, ...], what: str, lookup: Mapping[str, Match | None]) -> tuple[
    tuple[Named, ...], list[Problem]
]:
    """Flag or buddy lines, keeping one line per card: the same card named twice is one card, with a note."""
    kept: list[Named] = []
    notes: list[Problem] = []
    seen: dict[str, Named] = {}
    for named in lines:
        match = lookup.get(named.name)
        key = match.name if match else normalize_name(named.name)
        if key in seen:
            notes.append(
                Problem(
                    f"{quote(named.name)} is named again as the {what} (first at line {seen[key].line}): one {what}",
                    named.line,
                    named.column,
                    card=named.name,
                )
            )
            continue
        seen[key] = named
        kept.append(named)
    return tuple(kept), notes


def build_context(deck: Deck, pool: CardPool) -> Context:
    index = pool.index
    written = {n.name for n in deck.flags} | {n.name for n in deck.buddies} | {e.name for e in deck.entries}
    resolved = {name: index.lookup(name) for name in sorted(written)}
    buddy_lines = tuple(part for named in deck.buddies for part in _split_pair(named, resolved, pool))
    for named in buddy_lines:
        if named.name not in resolved:
            resolved[named.name] = index.lookup(named.name)
    flags, notes = _one_per_name(deck.flags, "flag", resolved)
    buddies, buddy_notes = _one_per_name(buddy_lines, "buddy", resolved)
    notes += buddy_notes
    counts: dict[Section, dict[str, int]] = {"deck": {}, "sideboard": {}}
    first: dict[Section, dict[str, Entry]] = {"deck": {}, "sideboard": {}}
    listed_flags: list[Entry] = []
    for entry in deck.entries:
        match = resolved[entry.name]
        if match is None:
            continue
        cards = pool.printings(match.name)
        if cards and all(card.type == "flag" for card in cards):
            listed_flags.append(entry)
        counts[entry.section][match.name] = counts[entry.section].get(match.name, 0) + entry.count
        first[entry.section].setdefault(match.name, entry)
    if not flags and listed_flags:
        chosen = listed_flags[0]
        flags = (Named(chosen.name, chosen.line, chosen.column),)
    flag_name = resolved[flags[0].name] if len(flags) == 1 else None
    for entry in listed_flags:
        match = resolved[entry.name]
        if flag_name is not None and match is not None and match.name == flag_name.name:
            how = "the flag" if not deck.flags else "the same flag as the 'Flag:' line"
            notes.append(
                Problem(
                    f"{quote(match.name)} is a flag listed among the cards: read as {how}, outside the deck "
                    "(a flag never counts toward the 50)",
                    entry.line,
                    entry.column,
                    card=entry.name,
                )
            )
    return Context(
        deck=deck,
        pool=pool,
        resolved=resolved,
        counts=counts,
        first_line=first,
        flags=flags,
        buddies=buddies,
        notes=tuple(notes),
    )
