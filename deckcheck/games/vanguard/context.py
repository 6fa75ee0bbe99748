"""What the Vanguard rules look at: the deck's cards, its ride deck, and how the two deck forms are counted.

A deck is 50 cards, and the ride deck is 4 of them (D Standard). A file gives the ride
deck in one of two ways, told apart by the main deck's size:

- **apart**: ``ride deck:`` holds the ride deck's 4 cards and ``main deck:`` the other 46,
  as D-era decklist sheets print them; the deck is both together;
- **marked**: ``main deck:`` holds all 50 and ``ride deck:`` names 4 of them. A ride deck is
  read as marks when each of its cards is in the main deck (as many copies) and the main
  deck alone holds 48 cards or more (nearer 50 than 46).

The first vanguard (``first vanguard:``, ``First Vanguard:``, or a line marked ``(FV)``)
names the ride deck's grade 0; when no card line lists that card, or the ride deck is listed
apart and none of its lines does (a main deck copy is another copy), it is one card of the
ride deck (and of the 50), which a regulation's limits count too. A regulation that keeps the
ride deck apart from the main deck's count (``sections: {ride: {apart: true}}``) makes the
main deck the other cards only.

Built once per deck by the engine; the rules only read it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from deckcheck.context import Context, once
from deckcheck.deck import Entry, Named
from deckcheck.findings import Problem
from deckcheck.games.vanguard.facts import CardFacts
from deckcheck.games.vanguard.words import FIRST_VANGUARD_WORDS

if TYPE_CHECKING:
    from deckcheck.games.vanguard.cards import VanguardCard  # a cached pool's cards are its plain records

MAIN = "main"
RIDE = "ride"
FIRST_VANGUARD = "first vanguard"
DECK_SIZE = 50
RIDE_SIZE = 4
MARKED_FROM = 48
"""A main deck of this many cards or more that lists every ride-deck card holds the ride deck (the marked form)."""
FV_MARKS = frozenset((FIRST_VANGUARD, *FIRST_VANGUARD_WORDS))
"""A line's trailing remark that makes its card the first vanguard: ``1 Blaze Maiden, Reiyu (FV)``."""


@dataclass(frozen=True)
class Counted:
    """Copies of one card of the deck, and the line they stand on (a card line, or the first vanguard's line)."""

    name: str
    """As written."""
    count: int
    line: int
    column: int
    section: str
    """``ride`` for a card of the ride deck, else ``main``."""
    card: VanguardCard | None


def past_the_limit(lines: list[tuple[Counted, VanguardCard]], limit: int) -> Counted:
    """The line (in file order) whose copies take the running count past ``limit``; the last line when none
    does (the caller has checked that the total is over it)."""
    running = 0
    for counted, _ in lines:
        running += counted.count
        if running > limit:
            return counted
    return lines[-1][0]


def _counted(entry: Entry | Named, section: str, card: VanguardCard | None, count: int = 1) -> Counted:
    return Counted(entry.name, count, entry.line, entry.column, section, card)


@dataclass(frozen=True)
class VanguardContext(Context):
    """The facts every Vanguard rule reads, worked out once per deck."""

    def __post_init__(self) -> None:
        if self.marked:  # the ride deck's lines mark cards of the main deck: its copies are counted there
            counts = {section: held for section, held in self.counts.items() if section != RIDE}
            object.__setattr__(self, "counts", {**counts, RIDE: {}})
        fv = self.first_vanguard
        name = self.canonical(fv.name) if fv is not None and self.fv_apart else None
        if name is not None:  # named apart, one card of the ride deck: a regulation counts it as a card line's
            ride = dict(self.counts.get(RIDE, {}))
            ride[name] = ride.get(name, 0) + 1
            object.__setattr__(self, "counts", {**self.counts, RIDE: ride})

    def card(self, written: str) -> VanguardCard | None:
        """The card a written name or number stands for (its numbered printing when a number is written)."""
        found = self.printings(written)
        return next((cast("VanguardCard", c) for c in found if isinstance(c, CardFacts)), None)

    def lines(self, section: str) -> list[Entry]:
        return sorted((e for e in self.deck.entries if e.section == section), key=lambda e: (e.line, e.column))

    @once
    def marked(self) -> bool:
        """Whether the ride deck's lines name cards that the main deck lists (the marked form); never under a
        regulation that keeps the ride deck apart (its main deck is 50 cards besides the ride deck)."""
        ride = self.lines(RIDE)
        if not ride or self.ride_apart or sum(e.count for e in self.lines(MAIN)) < MARKED_FROM:
            return False
        main: Counter[str] = Counter()
        for entry in self.lines(MAIN):
            main[self.name_of(entry.name)] += entry.count
        wanted: Counter[str] = Counter()
        for entry in ride:
            wanted[self.name_of(entry.name)] += entry.count
        for named in self.slot(FIRST_VANGUARD)[:1]:  # "Sunrise Egg (FV)" in the ride deck: the main deck lists it too
            name = self.name_of(named.name)
            wanted[name] = max(wanted[name], 1)  # once, whether or not a ride line names it as well
        return all(main[name] >= n for name, n in wanted.items())

    @once
    def fv_marked(self) -> tuple[Entry, ...]:
        """Card lines marked as the first vanguard (``(FV)``)."""
        return tuple(e for e in self.deck.entries if e.remark is not None and e.remark.strip().casefold() in FV_MARKS)

    @once
    def first_vanguard(self) -> Counted | None:
        """The card named the first vanguard (the slot's first line, else the first ``(FV)`` line), if any."""
        slot = self.slot(FIRST_VANGUARD)
        if slot:
            return _counted(slot[0], RIDE, self.card(slot[0].name))
        if self.fv_marked:
            entry = self.fv_marked[0]
            return _counted(entry, RIDE, self.card(entry.name))
        return None

    def _listed(self, name: str) -> bool:
        return any(self.name_of(e.name) == self.name_of(name) for e in self.deck.entries)

    @once
    def fv_apart(self) -> bool:
        """Whether the first vanguard is named only by its slot (``First Vanguard: X``, a bare ``X (FV)`` line): then
        it is one card more, when no card line lists it, or when the ride deck is listed apart and none of its lines
        does (``1 X`` in the main deck is another copy)."""
        slot = self.slot(FIRST_VANGUARD)
        if not slot:
            return False
        if not self._listed(slot[0].name):
            return True
        ride = self.lines(RIDE)
        name = self.name_of(slot[0].name)
        return bool(ride) and not self.marked and all(self.name_of(e.name) != name for e in ride)

    def name_of(self, written: str) -> str:
        """The card name a written name stands for, else the name as written."""
        return self.canonical(written) or written

    @once
    def ride(self) -> tuple[Counted, ...]:
        """The ride deck's cards, in file order: its lines (or marks), and the first vanguard when no ride-deck
        line names it (named apart, or an ``(FV)`` line of the main deck: one of that line's copies)."""
        found = [_counted(e, RIDE, self.card(e.name), e.count) for e in self.lines(RIDE)]
        fv = self.first_vanguard
        if fv is not None and all(self.name_of(c.name) != self.name_of(fv.name) for c in found):
            found.append(fv)
        return tuple(sorted(found, key=lambda c: (c.line, c.column)))

    @once
    def cards(self) -> tuple[Counted, ...]:
        """Every card of the deck (the ride deck's among them), in file order."""
        found = [_counted(e, MAIN, self.card(e.name), e.count) for e in self.lines(MAIN)]
        if not self.marked:
            found += [_counted(e, RIDE, self.card(e.name), e.count) for e in self.lines(RIDE)]
        if self.fv_apart and self.first_vanguard is not None:
            found.append(self.first_vanguard)
        return tuple(sorted(found, key=lambda c: (c.line, c.column)))

    @once
    def known(self) -> tuple[tuple[Counted, VanguardCard], ...]:
        """The deck's cards whose card the pool knows."""
        return tuple((c, c.card) for c in self.cards if c.card is not None)

    @once
    def ride_apart(self) -> bool:
        """Whether the regulation keeps the ride deck outside the main deck's count."""
        size = self.regulation.section_size(RIDE) if self.regulation is not None else None
        return bool(getattr(size, "apart", False))

    @once
    def ride_size(self) -> int:
        return sum(c.count for c in self.ride)

    @once
    def deck_size(self) -> int:
        """The deck's cards (the ride deck's among them); under a regulation that keeps the ride deck apart,
        the other cards only."""
        total = sum(c.count for c in self.cards)
        return total - self.ride_size if self.ride_apart else total

    def size(self, section: str) -> int:
        """``main``: the deck's cards as :attr:`deck_size` counts them; ``ride``: the ride deck's."""
        if section == MAIN:
            return self.deck_size
        if section == RIDE:
            return self.ride_size
        return super().size(section)

    @once
    def counted_entries(self) -> tuple[Entry, ...]:
        """A ride-deck line that marks a card of the main deck is not a card of its own."""
        if not self.marked:
            return self.deck.entries
        return tuple(entry for entry in self.deck.entries if entry.section != RIDE)

    def held(self, slot: str) -> frozenset[str]:
        """For a regulation's ``when: {first vanguard: [...]}``: the first vanguard, else the ride deck's one
        grade 0 unit."""
        if slot != FIRST_VANGUARD:
            return super().held(slot)
        fv = self.first_vanguard
        if fv is not None:
            name = self.canonical(fv.name)
            return frozenset((name,)) if name else frozenset()
        zeros = {c.card.name for c in self.ride if c.card is not None and c.card.grade == 0}
        return frozenset(zeros) if len(zeros) == 1 else frozenset()

    def total(self, name: str) -> int:
        """Copies of the canonical ``name`` in the deck, the ride deck's included."""
        return sum(c.count for c, card in self.known if card.name == name)

    @once
    def triggers(self) -> Counter[str]:
        """Trigger units by trigger, and ``all``."""
        found: Counter[str] = Counter()
        for counted, card in self.known:
            if card.trigger is not None:
                found[card.trigger] += counted.count
                found["all"] += counted.count
        return found

    def with_trigger(self, trigger: str) -> Iterator[tuple[Counted, VanguardCard]]:
        return ((c, card) for c, card in self.known if card.trigger == trigger)

    @property
    def notes(self) -> tuple[Problem, ...]:
        """How the ride deck was read when the main deck's size leaves a doubt (the marked form, not 50 cards)."""
        main = sum(e.count for e in self.lines(MAIN))
        if not self.marked or main == DECK_SIZE:
            return ()
        ride = self.lines(RIDE)
        return (
            Problem(
                f"the ride deck's {self.ride_size} cards are read as cards of the main deck's {main} (each is "
                f"listed there), not as {self.ride_size} more: list the ride deck apart with 46 main deck cards, "
                "or all 50 under the main deck",
                ride[0].line,
                ride[0].column,
            ),
        )
