"""The rules a run checks, as a set of rule codes that never needs every game's rules to answer ``code in``.

The default selection is every rule of every game; building that as a plain set of codes would import every
game's rule modules at start-up, even for a run that reads one game's decks. A :class:`RuleChoice` holds either
the codes chosen (``--select``) or the codes left out of every rule (the default, less ``--ignore``), so that
``code in choice``, ``choice - codes`` and ``codes & choice`` are answered from that alone; only iterating it
(``deckcheck config``) loads every game's rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Set


class RuleChoice(Set[str]):
    """Rule codes: every rule but ``off`` (``RuleChoice.every_but``), or only ``on`` (``RuleChoice.only``)."""

    __slots__ = ("_codes", "_every")

    def __init__(self, codes: Iterable[str], *, every: bool) -> None:
        self._every = every
        self._codes = frozenset(codes)

    @classmethod
    def only(cls, codes: Iterable[str]) -> RuleChoice:
        return cls(codes, every=False)

    @classmethod
    def every_but(cls, codes: Iterable[str] = ()) -> RuleChoice:
        return cls(codes, every=True)

    def __contains__(self, code: object) -> bool:
        return (code not in self._codes) if self._every else (code in self._codes)

    def __sub__(self, codes: Set[object]) -> RuleChoice:
        named = frozenset(c for c in codes if isinstance(c, str))
        if self._every:
            return RuleChoice(self._codes | named, every=True)
        return RuleChoice(self._codes - named, every=False)

    def __and__(self, codes: Iterable[object]) -> frozenset[str]:
        return frozenset(c for c in codes if isinstance(c, str) and c in self)

    __rand__ = __and__

    def __iter__(self) -> Iterator[str]:
        if not self._every:
            return iter(sorted(self._codes))
        from deckcheck.rules import all_rules  # every game's rules: only what asks for the whole list pays

        return iter([r.code for r in all_rules() if r.code not in self._codes])

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RuleChoice) and other._every == self._every:
            return other._codes == self._codes
        return Set.__eq__(self, other)

    def __hash__(self) -> int:
        return hash((self._every, self._codes))

    def __repr__(self) -> str:
        kind = "every_but" if self._every else "only"
        return f"RuleChoice.{kind}({sorted(self._codes)!r})"
