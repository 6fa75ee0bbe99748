"""What the Yu-Gi-Oh! rules look at: each deck line's card, the section sizes, and the copy-limit groups.

Built once per deck by the engine; the rules only read it. A ``.ydk`` or
``ydke://`` line is a password and stands for the card that has it, so two
cards that share a name are told apart (and a card named "7" never answers a
password line "7"); a text or YAML line stands for the card of that name, or of
that password when it is one.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from functools import cached_property

from cardpool import CardPool, Match
from deckcheck.context import Context
from deckcheck.deck import Deck, Entry
from deckcheck.games.yugioh.cards import YugiohCard

SECTIONS = ("main", "extra", "side")
SECTION_TITLES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}

_BY_PASSWORD: weakref.WeakKeyDictionary[CardPool, dict[str, YugiohCard]] = weakref.WeakKeyDictionary()


def by_password(pool: CardPool) -> dict[str, YugiohCard]:
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


def _password(written: str) -> str | None:
    """A written password without its leading zeros, or ``None`` when ``written`` is no number."""
    stripped = written.strip()
    return (stripped.lstrip("0") or "0") if stripped.isdigit() and stripped.isascii() else None


@dataclass(frozen=True)
class Counted:
    """One deck line whose card is known."""

    entry: Entry
    card: YugiohCard


class YugiohContext(Context):
    """The facts every Yu-Gi-Oh! rule reads, worked out once per deck."""

    @classmethod
    def lookup(cls, pool: CardPool, deck: Deck, written: str) -> Match | None:
        if deck.line_per_copy:  # .ydk and ydke://: every line is a password, never a name
            password = _password(written)
            card = by_password(pool).get(password) if password else None
            return Match(card.name, "number") if card is not None else None
        return super().lookup(pool, deck, written)

    @cached_property
    def cards(self) -> dict[str, YugiohCard | None]:
        """Each written name or password -> its card, or ``None`` when the pool lacks it."""
        passwords = by_password(self.pool)
        found: dict[str, YugiohCard | None] = {}
        for written in sorted({e.name for e in self.deck.entries}):
            password = _password(written)
            card = passwords.get(password) if password else None
            name = self.canonical(written)
            if name is None:
                card = None
            elif card is None or card.name != name:
                card = next((c for c in self.pool.printings(name) if isinstance(c, YugiohCard)), None)
            found[written] = card
        return found

    def card(self, entry: Entry) -> YugiohCard | None:
        return self.cards.get(entry.name)

    @cached_property
    def sizes(self) -> dict[str, int]:
        """Cards in each section, the unknown ones included (they are cards of the deck all the same)."""
        return {section: self.size(section) for section in SECTIONS}

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

    @cached_property
    def _counted_as(self) -> dict[str, str]:
        """Canonical name -> its copy-limit name, for the known cards of the deck."""
        found: dict[str, str] = {}
        for counted in self.known:
            name = self.canonical(counted.entry.name)
            if name is not None and counted.card.type != "token":
                found.setdefault(name, counted.card.limit_name)
        return found

    def counted_as(self, name: str) -> str:
        """The name a card's copies count under: the name it is always treated as, else its own."""
        return self._counted_as.get(name, name)
