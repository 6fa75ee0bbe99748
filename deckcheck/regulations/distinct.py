"""A regulation's limits and groups, each once: a repeated one is checked once, with a warning at its line.

Twenty thousand copies of one choice group gave twenty thousand identical findings on every deck. Two groups
are the same when they name the same cards (in any order, after the pool's canonical names), the same limit
and the same condition.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol, TypeVar

MAX_REPEATS_SHOWN = 5
"""The most repeats a run names one by one; past them, one warning counts the rest."""


class _Part(Protocol):
    @property
    def max(self) -> int: ...
    @property
    def line(self) -> int: ...
    @property
    def when(self) -> object: ...


P = TypeVar("P", bound=_Part)


def _key(part: _Part) -> Hashable:
    cards = getattr(part, "cards", None)
    named = frozenset(cards) if cards is not None else getattr(part, "card", None)
    when = frozenset((slot, frozenset(names)) for slot, names in dict(part.when).items())  # type: ignore[call-overload]
    return named, part.max, when


def distinct(parts: tuple[P, ...], path: str, what: str, warnings: list[str]) -> tuple[P, ...]:
    """``parts`` without the ones that repeat an earlier one; a warning for each of those is added to
    ``warnings`` (``FILE:LINE: warning: ...``), at most :data:`MAX_REPEATS_SHOWN` and then a count."""
    first: dict[Hashable, int] = {}
    kept: list[P] = []
    repeated = 0
    for part in parts:
        key = _key(part)
        if key in first:
            repeated += 1
            if repeated <= MAX_REPEATS_SHOWN:
                warnings.append(
                    f"{path}:{part.line}: warning: this {what} repeats the one on line {first[key]}; it is checked once"
                )
            continue
        first[key] = part.line
        kept.append(part)
    if repeated > MAX_REPEATS_SHOWN:
        warnings.append(f"{path}: warning: {repeated - MAX_REPEATS_SHOWN:,} more {what}s repeat earlier ones")
    return tuple(kept)
