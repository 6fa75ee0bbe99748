"""Buddyfight's view of a deck: the flag and the buddy, what the flag allows, and the deck's size.

Where the pool decides how a line is read, it is read here, and said in :attr:`notes`:

- with no ``Flag:`` line, the first flag card listed among the cards is the flag (deck sites list it
  there); a flag listed again beside a ``Flag:`` line is the same flag;
- a ``Buddy:`` line that names no card but two (``A & B``, an [Evil Deity] pair) is two buddies;
- the same flag or buddy named twice is one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from cardpool.normalize import normalize_name
from deckcheck.context import Context, once
from deckcheck.deck import Entry, Named
from deckcheck.findings import Problem, quote

if TYPE_CHECKING:
    from deckcheck.games.buddyfight.cards import Card, CardType, FlagRules

_PAIR_SEPARATOR = re.compile(r"(?<!\s)(?:\s+(?:&|\+|/|and)\s+|\s*;\s*)")
"""Between two names on one ``Buddy:`` line (an [Evil Deity] pair)."""


def _part(named: Named, start: int, end: int) -> Named:
    """The name between ``start`` and ``end`` of a line's name, where it is written."""
    columns = named.columns[start:end] if named.columns is not None else None
    return Named(named.name[start:end], named.line, named.column_at(start), columns)


def _all_flags(cards: tuple[Card, ...]) -> bool:
    """Whether a name stands for flag cards only (and for some card)."""
    for card in cards:
        if card.type != "flag":
            return False
    return bool(cards)


class BuddyfightContext(Context):
    """The facts every Buddyfight rule reads, worked out once per deck."""

    if TYPE_CHECKING:  # the same method, typed for Buddyfight (not a second call for every name a rule asks)

        def printings(self, written: str) -> tuple[Card, ...]:
            """The printings of a written name, as Buddyfight cards (a card number: its own printing)."""
            ...

    @once
    def _flag_cards(self) -> dict[str, bool]:
        """For each written name of the deck's card lines, whether it stands for flag cards (worked out once)."""
        flags: dict[str, bool] = {}
        for entry in self.deck.entries:
            if entry.name not in flags:
                flags[entry.name] = _all_flags(self.printings(entry.name))
        return flags

    def is_flag_card(self, written: str) -> bool:
        known = self._flag_cards.get(written)
        return _all_flags(self.printings(written)) if known is None else known

    @once
    def _read(self) -> tuple[tuple[Named, ...], tuple[Named, ...], tuple[Problem, ...]]:
        flags, notes = self._one_per_name(self.deck.slot("flag"), "flag")
        lines = tuple(part for named in self.deck.slot("buddy") for part in self._split_pair(named))
        buddies, buddy_notes = self._one_per_name(lines, "buddy")
        notes += buddy_notes
        flag_cards = self._flag_cards  # every card line's name
        listed = [e for e in self.deck.entries if flag_cards[e.name]]
        if not flags and listed:
            flags = (Named(listed[0].name, listed[0].line, listed[0].column),)
        flag = self.canonical(flags[0].name) if len(flags) == 1 else None
        for entry in listed:
            if flag is not None and self.canonical(entry.name) == flag:
                notes.append(self._listed_flag_note(entry, flag))
        return flags, buddies, tuple(notes)

    def flag_said(self) -> str:
        """Where a deck names its flag, as a message says it: a YAML deck's ``flag:`` key, else a ``Flag:`` line."""
        return "the 'flag:' key" if self.deck.syntax == "yaml" else "the 'Flag:' line"

    def _listed_flag_note(self, entry: Entry, flag: str) -> Problem:
        how = f"the same flag as {self.flag_said()}" if self.deck.slot("flag") else "the flag"
        if entry.section != self.game.main_section.name:  # what a regulation's sideboard rules say of it too
            return Problem(
                f"{quote(flag)} is a flag listed in the {entry.section}: read as a spare copy of {how}, which "
                f"does not count toward the {entry.section}'s size (a flag never counts)",
                entry.line,
                entry.column,
                card=entry.name,
            )
        return Problem(
            f"{quote(flag)} is a flag listed among the cards: read as {how}, outside the deck "
            "(a flag never counts toward the 50)",
            entry.line,
            entry.column,
            card=entry.name,
        )

    def _split_pair(self, named: Named) -> tuple[Named, ...]:
        """``Buddy: A & B``: two names when the line names no card but each part does."""
        if self.match(named.name) is not None:
            return (named,)
        parts: list[Named] = []
        start = 0
        for separator in _PAIR_SEPARATOR.finditer(named.name):
            parts.append(_part(named, start, separator.start()))
            start = separator.end()
        if len(parts) != 1:
            return (named,)
        parts.append(_part(named, start, len(named.name)))
        if any(self.match(p.name) is None for p in parts):
            return (named,)
        return tuple(parts)

    def _one_per_name(self, lines: tuple[Named, ...], what: str) -> tuple[tuple[Named, ...], list[Problem]]:
        """Flag or buddy lines, one per card: the same card named twice is one card, with a note."""
        kept: list[Named] = []
        notes: list[Problem] = []
        seen: dict[str, Named] = {}
        for named in lines:
            key = self.canonical(named.name) or normalize_name(named.name)
            if key in seen:
                notes.append(
                    Problem(
                        f"{quote(named.name)} is named again as the {what} (first at line {seen[key].line}): "
                        f"one {what}",
                        named.line,
                        named.column,
                        card=named.name,
                    )
                )
                continue
            seen[key] = named
            kept.append(named)
        return tuple(kept), notes

    def slot(self, name: str) -> tuple[Named, ...]:
        """A slot's names as the name rules check them: a buddy line naming two cards is two names."""
        return self.buddies if name == "buddy" else self.deck.slot(name)

    def held(self, slot: str) -> frozenset[str]:
        """For a regulation's ``when:``: the flag as the flag rules read it, and every card in the buddy area."""
        if slot == "flag":
            return frozenset((self.flag_name,)) if self.flag_name else frozenset()
        if slot == "buddy":
            return frozenset(self.buddy_names)
        return super().held(slot)

    @property
    def flags(self) -> tuple[Named, ...]:
        """The flag: its ``Flag:`` lines (one per name), or, with none, the first flag listed among the cards."""
        return self._read[0]

    @property
    def buddies(self) -> tuple[Named, ...]:
        """The ``Buddy:`` lines and ``(Buddy)`` marks, one per name; "A & B" naming two cards is two."""
        return self._read[1]

    @property
    def notes(self) -> tuple[Problem, ...]:
        return self._read[2]

    @once
    def flag_line(self) -> Named | None:
        """The flag line, when exactly one flag is given."""
        return self.flags[0] if len(self.flags) == 1 else None

    @once
    def flag_rules(self) -> FlagRules | None:
        """What the flag allows, when exactly one flag is given and it is a known flag card."""
        line = self.flag_line
        if line is None:
            return None
        for card in self.printings(line.name):
            if card.flag is not None:
                return card.flag
        return None

    @once
    def flag_name(self) -> str | None:
        line = self.flag_line
        return self.canonical(line.name) if line else None

    @once
    def buddy_pair(self) -> bool:
        """Two different [Evil Deity] cards as the buddy: "This card and a different [Evil Deity] must be
        together to be put in your buddy area"."""
        return len(self.buddies) == 2 and self.evil_pair(*self.buddies)

    def evil_pair(self, one: Named, other: Named) -> bool:
        """Whether two buddy lines name two different [Evil Deity] cards: together, one buddy."""
        names = {self.canonical(b.name) for b in (one, other)}
        evil = all(
            self.printings(b.name) and all(card.evil_deity for card in self.printings(b.name)) for b in (one, other)
        )
        return evil and None not in names and len(names) == 2

    @once
    def buddy_name(self) -> str | None:
        """The buddy's canonical name, when exactly one known buddy is given (or the first of a pair)."""
        if len(self.buddies) == 1 or self.buddy_pair:
            return self.canonical(self.buddies[0].name)
        return None

    @once
    def buddy_names(self) -> tuple[str, ...]:
        """Every canonical name in the buddy area (two for an [Evil Deity] pair)."""
        if self.buddy_pair:
            return tuple(n for b in self.buddies if (n := self.canonical(b.name)))
        return (self.buddy_name,) if self.buddy_name else ()

    @once
    def widened_types(self) -> tuple[CardType, ...]:
        """Card types the buddy lets this flag use from every world (Fake Replica Weapon, Gemclone)."""
        return self.widened_for(self.flag_name)

    def widened_for(self, flag: str | None) -> tuple[CardType, ...]:
        """Card types the buddy lets the flag ``flag`` use from every world."""
        if flag is None:
            return ()
        types: list[CardType] = []
        for buddy in self.buddies if (len(self.buddies) == 1 or self.buddy_pair) else ():
            for card in self.printings(buddy.name):
                allows = card.buddy_allows
                if allows is not None and normalize_name(allows.flag) == normalize_name(flag):
                    types.extend(allows.card_types)
        return tuple(dict.fromkeys(types))

    @once
    def counted_entries(self) -> tuple[Entry, ...]:
        """Flag cards never count: "Fifty or more cards, excluding your flag and buddy" (asked of the table of every
        line's name)."""
        flags = self._flag_cards
        return tuple(entry for entry in self.deck.entries if not flags[entry.name])

    @once
    def deck_size(self) -> int:
        return self.size("deck")

    @once
    def sideboard_size(self) -> int:
        return self.size("sideboard")
