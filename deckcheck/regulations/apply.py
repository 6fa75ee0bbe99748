"""A bound regulation applied to one deck: which of its limits hold, given what the deck's slots hold.

The context carries an :class:`Applied`; the game's own rules ask it for overrides (a regulation
limit replaces the game's usual copy limit for that card; a section size replaces the game's).
"""

from __future__ import annotations

from collections.abc import Mapping

from cardpool.record import Record, put_fields
from deckcheck.regulations.bind import Bound, Group, Limit
from deckcheck.regulations.game import GameWords
from deckcheck.regulations.plain import SizeRange


class Applied(Record):
    """A bound regulation for one deck."""

    __slots__ = ("bound", "words", "slots", "limits")
    bound: Bound
    words: GameWords
    slots: Mapping[str, frozenset[str]]
    """What each slot holds (canonical names; two for Buddyfight's [Evil Deity] buddy pair), for ``when:``
    conditions; empty when the slot is empty or unknown."""
    limits: Mapping[str, Limit]
    """The limit in force for each limited card in this deck."""

    def __init__(
        self, bound: Bound, words: GameWords, slots: Mapping[str, frozenset[str]], limits: Mapping[str, Limit]
    ) -> None:
        put_fields(self, bound=bound, words=words, slots=slots, limits=limits)

    @property
    def tag(self) -> str:
        """How a finding names the regulation: ``Example List (in force from 2018-07-02)``."""
        return self.bound.label

    def holds(self, when: Mapping[str, frozenset[str]]) -> bool:
        """Whether a ``when:`` condition holds for this deck (an empty one always does): for each slot it names,
        one of the slot's cards is one of its cards."""
        return _holds(self.slots, when)

    def copy_limit(self, name: str) -> int | None:
        """The regulation's limit for ``name`` in this deck (0 when banned), or ``None`` for the game's usual one."""
        if name in self.bound.banned:
            return 0
        limit = self.limits.get(name)
        return limit.max if limit is not None else None

    def section_size(self, section: str) -> SizeRange | None:
        """The regulation's size for a section, replacing the game's default, or ``None``."""
        return self.bound.sections.get(section)

    def groups(self, groups: tuple[Group, ...]) -> list[Group]:
        return [group for group in groups if self.holds(group.when)]

    def where(self, when: Mapping[str, frozenset[str]]) -> str:
        """`` in decks whose flag is "Dragon Ein"`` for a per-slot limit; empty for one of every deck."""
        if not when:
            return ""
        parts = []
        for slot, cards in sorted(when.items()):
            title = self.words.slot_title(slot).lower()
            names = " or ".join(f'"{c}"' for c in sorted(cards))
            parts.append(f"{title} is {names}")
        return " in decks whose " + " and whose ".join(parts)


def _holds(slots: Mapping[str, frozenset[str]], when: Mapping[str, frozenset[str]]) -> bool:
    return all(slots.get(slot, frozenset()) & cards for slot, cards in when.items())


def _specific_first(limit: Limit) -> tuple[int, int]:
    return (-len(limit.when), limit.max)


def apply(bound: Bound, words: GameWords, slots: Mapping[str, frozenset[str]]) -> Applied:
    """The regulation for a deck whose slots hold ``slots``.

    Where a card has a limit for every deck and one for the deck's flag, the one for the flag
    holds (it is the more specific); among equally specific ones, the lowest. A slot holding two cards
    (an [Evil Deity] buddy pair) meets a condition that names either.
    """
    chosen: dict[str, Limit] = {}
    for limit in sorted(bound.limits, key=_specific_first):
        if limit.card in chosen:
            continue
        if _holds(slots, limit.when):
            chosen[limit.card] = limit
    return Applied(bound=bound, words=words, slots=dict(slots), limits=chosen)
