"""Buddyfight's view of a deck: the flag and the buddy, what the flag allows, and the deck's size."""

from __future__ import annotations

from functools import cached_property

from deckcheck.context import Context
from deckcheck.deck import Named
from deckcheck.games.buddyfight.cards import Card, FlagRules


class BuddyfightContext(Context):
    """The facts every Buddyfight rule reads, worked out once per deck."""

    @property
    def flags(self) -> tuple[Named, ...]:
        return self.deck.slot("flag")

    @property
    def buddies(self) -> tuple[Named, ...]:
        return self.deck.slot("buddy")

    def printings(self, written: str) -> tuple[Card, ...]:
        """The printings of a written name, as Buddyfight cards."""
        return super().printings(written)  # type: ignore[return-value]

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
    def buddy_name(self) -> str | None:
        """The buddy's canonical name, when exactly one known buddy is given."""
        return self.canonical(self.buddies[0].name) if len(self.buddies) == 1 else None

    @cached_property
    def deck_size(self) -> int:
        return self.size("deck")

    @cached_property
    def sideboard_size(self) -> int:
        return self.size("sideboard")
