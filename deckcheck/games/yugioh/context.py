"""What the Yu-Gi-Oh! rules look at: each deck line's card, the section sizes, and the copy-limit groups.

Built once per deck by :func:`build_context`; the rules only read it. A line
written as a password stands for the card that has that password (so two cards
sharing a name are told apart); a line written as a name stands for the card of
that name.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from cardpool import CardPool, Match
from deckcheck.deck import Deck, Entry
from deckcheck.games.yugioh.cards import YugiohCard

SECTIONS = ("main", "extra", "side")
SECTION_TITLES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}

_BY_PASSWORD: weakref.WeakKeyDictionary[Any, dict[str, YugiohCard]] = weakref.WeakKeyDictionary()


def _by_password(pool: CardPool) -> dict[str, YugiohCard]:
    """Password -> card, worked out once per pool."""
    table = _BY_PASSWORD.get(pool)
    if table is None:
        table = {}
        for card in pool.cards:
            if isinstance(card, YugiohCard):
                for number in card.numbers:
                    table.setdefault(number, card)
        _BY_PASSWORD[pool] = table
    return table


@dataclass(frozen=True)
class Counted:
    """One deck line that counts toward a copy-limit group."""

    entry: Entry
    card: YugiohCard


@dataclass(frozen=True)
class YugiohContext:
    deck: Deck
    pool: CardPool
    resolved: Mapping[str, Match | None]
    cards: Mapping[str, YugiohCard | None] = field(default_factory=dict)
    """Each written name or password -> its card, or ``None`` when the pool lacks it."""

    def canonical(self, written: str) -> str | None:
        match = self.resolved.get(written)
        return match.name if match else None

    def printings(self, written: str) -> tuple[Any, ...]:
        name = self.canonical(written)
        return self.pool.printings(name) if name else ()

    def card(self, entry: Entry) -> YugiohCard | None:
        return self.cards.get(entry.name)

    @cached_property
    def sizes(self) -> dict[str, int]:
        """Cards in each section, the unknown ones included (they are cards of the deck all the same)."""
        sizes = dict.fromkeys(SECTIONS, 0)
        for entry in self.deck.entries:
            sizes[entry.section] = sizes.get(entry.section, 0) + entry.count
        return sizes

    @cached_property
    def known(self) -> list[Counted]:
        """The lines whose card is known, in file order."""
        found = []
        for entry in sorted(self.deck.entries, key=lambda e: (e.line, e.column)):
            card = self.cards.get(entry.name)
            if card is not None:
                found.append(Counted(entry, card))
        return found

    @cached_property
    def limit_groups(self) -> dict[str, list[Counted]]:
        """The lines of each copy-limit name (a card's own name, or the name it is always treated as), sorted."""
        groups: dict[str, list[Counted]] = {}
        for counted in self.known:
            if counted.card.type != "token":
                groups.setdefault(counted.card.limit_name, []).append(counted)
        return dict(sorted(groups.items()))


PASSWORD_SYNTAXES = ("ydk", "ydke")
"""Deck forms whose every line is a password: their lines are looked up as passwords only (a card named "7"
must not answer a .ydk line "7")."""


def build_context(deck: Deck, pool: CardPool) -> YugiohContext:
    index = pool.index
    passwords = _by_password(pool)
    written = sorted({e.name for e in deck.entries})
    only_passwords = deck.syntax in PASSWORD_SYNTAXES
    resolved: dict[str, Match | None] = {}
    cards: dict[str, YugiohCard | None] = {}
    for name in written:
        stripped = name.strip()
        card = passwords.get(stripped.lstrip("0")) if stripped.isdigit() else None
        if only_passwords:
            resolved[name] = Match(card.name, "number") if card is not None else None
        else:
            match = resolved[name] = index.lookup(name)
            if match is not None and (card is None or card.name != match.name):
                printed = [c for c in pool.printings(match.name) if isinstance(c, YugiohCard)]
                card = printed[0] if printed else None
        cards[name] = card
    return YugiohContext(deck=deck, pool=pool, resolved=resolved, cards=cards)
