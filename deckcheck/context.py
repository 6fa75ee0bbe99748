"""What every rule looks at: the deck, the pool, and what each written name resolved to.

Built once per deck by :func:`build_context`; rules only read it. A game's rules
read a subclass that adds the game's own derived facts (Buddyfight's flag and
buddy), each worked out once, on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from deckcheck import pool_names
from deckcheck.deck import Deck, Entry, Named, format_key
from deckcheck.findings import Problem

if TYPE_CHECKING:
    from cardpool import BaseCard, CardPool, Match  # annotations only: the card model is not needed to check
    from deckcheck.games.base import Game
    from deckcheck.regulations.apply import Applied
    from deckcheck.regulations.bind import Bound


R = TypeVar("R")


class once(Generic[R]):
    """``functools.cached_property`` without its lock: worked out on first use and kept in the instance. Python 3.11's
    takes a lock on every first use (a dozen a deck); a context is built and read by one thread."""

    def __init__(self, func: Callable[[Any], R]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> once[R]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> R: ...

    def __get__(self, instance: object | None, owner: type | None = None) -> once[R] | R:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.func(instance)  # read from the instance from now on
        return value


@dataclass(frozen=True)
class Context:
    deck: Deck
    pool: CardPool
    game: Game
    resolved: Mapping[str, Match | None]
    counts: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    """Section -> canonical name -> copies."""
    first_line: Mapping[str, Mapping[str, Entry]] = field(default_factory=dict)
    """Section -> canonical name -> its first card line."""
    bound: Bound | None = None
    """The regulation given (``--regulation``), bound to the pool; :attr:`regulation` applies it to this deck."""
    regulation_formats: frozenset[str] = frozenset()
    """The formats the run's loaded regulations define for the deck's game (``starter``): known formats too."""
    skipped: frozenset[str] = frozenset()
    """The codes of the rules this check skips: a rule that leaves a case to another asks whether that one runs."""
    _printed: dict[str, tuple[BaseCard, ...]] = field(init=False, default_factory=dict, repr=False, compare=False)
    """The deck's resolved-card table: each name asked of :meth:`printings` -> its cards, worked out once and
    shared by every rule (a ``.ydk`` deck asks each of its 40 lines' passwords several times)."""

    @property
    def known_formats(self) -> tuple[str, ...]:
        """The formats a deck of this game may name: the game's own (its default first), then the regulations'."""
        extra = set(self.regulation_formats)
        if self.bound is not None and self.bound.regulation.format:
            extra.add(format_key(self.bound.regulation.format))
        own = tuple(map(format_key, self.game.formats))
        return own + tuple(sorted(extra - set(own)))

    @once
    def regulation(self) -> Applied | None:
        """The regulation in force for this deck, with the overrides the game's rules read (its per-slot
        limits decided by what :meth:`held` says each slot holds)."""
        if self.bound is None:
            return None
        from deckcheck.regulations.apply import apply  # lazy for start-up: only a run with a regulation needs it
        from deckcheck.regulations.game import from_game

        words = from_game(self.game)
        return apply(self.bound, words, {slot: self.held(slot) for slot in words.slots})

    def held(self, slot: str) -> frozenset[str]:
        """The canonical names a slot holds, for a regulation's ``when:``: its one known card, else none.
        A game whose slot can hold more (Buddyfight's [Evil Deity] buddy pair) overrides it."""
        lines = self.slot(slot)
        name = self.canonical(lines[0].name) if len(lines) == 1 else None
        return frozenset((name,)) if name else frozenset()

    def copy_limit_override(self, name: str) -> int | None:
        """A regulation's limit for ``name`` (0 when banned), replacing the game's usual copy limit; else ``None``."""
        return self.regulation.copy_limit(name) if self.regulation is not None else None

    def counted_as(self, name: str) -> str:
        """The name the game's copy limit counts the canonical ``name``'s copies under: the name itself, unless
        the game counts the card as another (Yu-Gi-Oh!: a card "always treated as" another). A regulation's
        limit on a card counts every card counted as it, as the game's own limit does."""
        return name

    def placed(self, problem: Problem) -> Problem:
        """A rule's problem with where it stands said in the game's words, when its line and column say too
        little (a card inside a ``ydke://`` URL: ``Main Deck card 17 of 40``); as it is by default."""
        return problem

    def unknown_note(self, written: str) -> str | None:
        """What an unknown name or number is, when the game can tell it never goes in a deck (Yu-Gi-Oh!: a
        Token, a Rush Duel card's or a Speed Duel Skill's simulator id); ``None`` by default."""
        return None

    def names_lines(self) -> bool:
        """Whether the deck's lines may name cards; ``False`` when each line is a card number only (a Yu-Gi-Oh!
        ``.ydk`` file's passwords), so an unknown one is a number no card has, never a misspelt name."""
        return True

    def near_number(self, written: str) -> tuple[str, str] | None:
        """For an unknown card number: the card it names, as (the suggestion shown, the number to write instead);
        by default a pool's number written with other separators or case (``BT01-0012EN`` for ``BT01/0012EN``:
        :meth:`cardpool.NameIndex.respelt_number`). A game's tools may number variants their own way (Yu-Gi-Oh!
        simulators give an alternate artwork its password plus one). Never accepted silently: it is a suggestion
        and an unsafe fix."""
        found = self.pool.index.respelt_number(written)
        return (f"{found[1]} ({found[0]})", found[0]) if found is not None else None

    @classmethod
    def lookup(cls, pool: CardPool, deck: Deck, written: str) -> Match | None:
        """What a written name stands for: the pool's name index decides. A game whose deck forms name cards
        another way overrides it (Yu-Gi-Oh!'s .ydk lines are passwords, never names). Looked up once a pool
        (:mod:`deckcheck.pool_names`)."""
        return pool_names.lookup(pool, written)

    @classmethod
    def lookups(cls, pool: CardPool, deck: Deck, written: Iterable[str]) -> dict[str, Match | None]:
        """:meth:`lookup` of each of ``written``: a game that keeps the pool's names as they decide gets them from the
        pool's table in one call (:func:`deckcheck.pool_names.lookups`)."""
        if cls.lookup.__func__ is Context.lookup.__func__:  # type: ignore[attr-defined]
            return pool_names.lookups(pool, written)
        return {name: cls.lookup(pool, deck, name) for name in written}

    def match(self, written: str) -> Match | None:
        """What a written name resolved to; a name a game split off a line (not in ``resolved``) is looked up."""
        try:
            return self.resolved[written]
        except KeyError:
            return type(self).lookup(self.pool, self.deck, written)

    @once
    def ways(self) -> frozenset[str | None]:
        """How the deck's written names resolved: each match's ``via``, ``None`` for a name the pool does not know (a
        rule that looks for one kind of name asks this before going over the lines)."""
        return frozenset(match.via if match is not None else None for match in self.resolved.values())

    def canonical(self, written: str) -> str | None:
        match = self.match(written)
        return match.name if match else None

    def printings(self, written: str) -> tuple[BaseCard, ...]:
        """The cards a written name stands for; a card number (``4 D-BT03/0001EN``) stands for its own
        printing: a name can be two cards (of two worlds, say), and the number says which. Worked out once a name,
        in the deck's resolved-card table."""
        cards = self._printed.get(written)
        if cards is None:
            cards = self._printed[written] = self._printings(written)
        return cards

    def _printings(self, written: str) -> tuple[BaseCard, ...]:
        match = self.match(written)
        if match is None:
            return ()
        if match.via == "number":
            card = pool_names.printing(self.pool, written)
            if card is not None:
                return (card,)
        return pool_names.printings(self.pool, match.name)

    @property
    def notes(self) -> tuple[Problem, ...]:
        """How the game read the deck where the pool decided it (reported as ``reading-note``)."""
        return ()

    def slot(self, name: str) -> tuple[Named, ...]:
        return self.deck.slot(name)

    def count(self, section: str, name: str) -> int:
        return self.counts.get(section, {}).get(name, 0)

    def total(self, name: str) -> int:
        """Copies of the canonical ``name`` in every section together."""
        return self._totals.get(name, 0)

    @once
    def _totals(self) -> dict[str, int]:
        """Every canonical name's :meth:`total`, added up once."""
        totals: dict[str, int] = {}
        for section in self.counts.values():
            for name, copies in section.items():
                totals[name] = totals.get(name, 0) + copies
        return totals

    def size(self, section: str) -> int:
        """Cards of ``section`` that count toward its size (:attr:`counted_entries`)."""
        return self._sizes.get(section, 0)

    @once
    def counted_entries(self) -> tuple[Entry, ...]:
        """The card lines that count toward their sections' sizes, in file order: every line by default; a game that
        keeps some cards out overrides it (Buddyfight's flag cards)."""
        return self.deck.entries

    @once
    def _sizes(self) -> dict[str, int]:
        """Every section's :meth:`size`, in one walk over the counted card lines."""
        sizes: dict[str, int] = {}
        for entry in self.counted_entries:
            sizes[entry.section] = sizes.get(entry.section, 0) + entry.count
        return sizes

    @once
    def names(self) -> list[str]:
        """The canonical names in every section, sorted."""
        return sorted({name for section in self.counts.values() for name in section})

    def first_entry(self, name: str) -> Entry | None:
        """The first card line of the canonical ``name``, in section order."""
        for section in self.first_line.values():
            if name in section:
                return section[name]
        return None


C = TypeVar("C", bound=Context)


def build_context(
    deck: Deck,
    pool: CardPool,
    game: Game,
    cls: type[C] = Context,  # type: ignore[assignment]
    regulation: Bound | None = None,
    regulation_formats: frozenset[str] = frozenset(),
    skipped: frozenset[str] = frozenset(),
) -> C:
    """Resolve every written name once and count copies per section, in the game's section order.

    With a ``regulation``, the context carries it, applied to this deck on first use (its per-flag limits decided);
    ``regulation_formats`` are the formats the run's regulations define for the game.
    """
    sections = tuple(s.name for s in game.sections)
    written = {e.name for e in deck.entries} | {n.name for lines in deck.slots.values() for n in lines}
    resolved = cls.lookups(pool, deck, sorted(written))
    counts: dict[str, dict[str, int]] = {s: {} for s in sections}
    first: dict[str, dict[str, Entry]] = {s: {} for s in sections}
    for entry in deck.entries:
        match = resolved[entry.name]
        if match is None:
            continue
        name = match.name
        held = counts.get(entry.section)
        if held is None:  # a section the game does not name: counted all the same
            held = counts[entry.section] = {}
            first[entry.section] = {}
        held[name] = held.get(name, 0) + entry.count
        firsts = first[entry.section]
        if name not in firsts:
            firsts[name] = entry
    return cls(
        deck=deck,
        pool=pool,
        game=game,
        resolved=resolved,
        counts=counts,
        first_line=first,
        bound=regulation,
        regulation_formats=regulation_formats,
        skipped=skipped,
    )
