"""What the toy game's rules look at: the pile's colours and the deck's champion, each worked out once."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from deckcheck.context import Context
from deckcheck.deck import Entry, Named
from toygame.cards import ToyCard

PILE = "pile"
RESERVE = "reserve"
CHAMPION = "champion"
PILE_SIZE = 10
COLOUR_LIMIT = 6
"""No more than this many cards of one colour in the pile."""
RESERVE_LIMIT = 3


@dataclass(frozen=True)
class ToyContext(Context):
    """The generic context, plus the toy game's own facts."""

    def card(self, written: str) -> ToyCard | None:
        """The pool card a written name or number stands for (its first printing), or ``None``."""
        printings = self.printings(written)
        card = printings[0] if printings else None
        return card if isinstance(card, ToyCard) else None

    @cached_property
    def pile(self) -> tuple[tuple[Entry, ToyCard], ...]:
        """The pile's card lines whose card the pool knows, in file order."""
        known = ((e, self.card(e.name)) for e in self.deck.entries if e.section == PILE)
        return tuple((entry, card) for entry, card in known if card is not None)

    @cached_property
    def colours(self) -> dict[str, int]:
        """Colour -> cards of it in the pile, most first (ties by colour)."""
        counts: Counter[str] = Counter()
        for entry, card in self.pile:
            counts[card.colour] += entry.count
        return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))

    @cached_property
    def champions(self) -> tuple[Named, ...]:
        """The champion slot's lines (a deck names at most one)."""
        return self.slot(CHAMPION)

    @cached_property
    def champion(self) -> ToyCard | None:
        """The deck's one champion as the pool knows it; ``None`` when there is none, or more than one."""
        return self.card(self.champions[0].name) if len(self.champions) == 1 else None
