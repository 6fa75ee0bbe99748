"""Findings: what rules report, and what reporters print."""

from __future__ import annotations

from typing import Literal

from cardpool.record import Record
from cardpool.visible import NAME_QUOTE_LIMIT as NAME_QUOTE_LIMIT
from cardpool.visible import quote as quote  # the one quoting style of every message (a value, at most 80 characters)

Severity = Literal["error", "warning", "note"]
"""A ``note`` says how something was read; it never changes the verdict, not even with ``--strict``."""


class Problem(Record):
    """What a rule yields: a located problem, before the engine stamps rule and severity.

    A read-only record written by hand (:class:`cardpool.record.Record`): a dataclass is defined at every start,
    and rules make several a deck."""

    __slots__ = ("message", "line", "column", "card", "suggestions", "fix", "unsafe_fix", "cards")
    message: str
    line: int | None
    column: int | None
    card: str | None
    suggestions: tuple[str, ...]
    fix: str | None
    unsafe_fix: str | None
    """A replacement that is probably right but may change the deck's meaning (``--unsafe-fixes``)."""
    cards: tuple[str, ...]
    """Every card the problem is about when it is more than one (a combined limit's or a choice group's
    cards in the deck); ``card`` is the one it stands on."""

    def __init__(
        self,
        message: str,
        line: int | None = None,
        column: int | None = None,
        card: str | None = None,
        suggestions: tuple[str, ...] = (),
        fix: str | None = None,
        unsafe_fix: str | None = None,
        cards: tuple[str, ...] = (),
    ) -> None:
        self._fill(message, line, column, card, suggestions, fix, unsafe_fix, cards)


class Finding(Record):
    """One reported problem in one file. Sorted by path, line, column, code."""

    __slots__ = (
        "path", "rule", "code", "severity", "message", "line", "column", "card", "suggestions", "fix", "unsafe_fix",
        "cards",
    )  # fmt: skip
    path: str
    rule: str
    code: str
    severity: Severity
    message: str
    line: int | None
    column: int | None
    card: str | None
    suggestions: tuple[str, ...]
    fix: str | None
    unsafe_fix: str | None
    cards: tuple[str, ...]
    """See :attr:`Problem.cards` (not part of the JSON output)."""

    def __init__(
        self,
        path: str,
        rule: str,
        code: str,
        severity: Severity,
        message: str,
        line: int | None = None,
        column: int | None = None,
        card: str | None = None,
        suggestions: tuple[str, ...] = (),
        fix: str | None = None,
        unsafe_fix: str | None = None,
        cards: tuple[str, ...] = (),
    ) -> None:
        self._fill(path, rule, code, severity, message, line, column, card, suggestions, fix, unsafe_fix, cards)

    def sort_key(self) -> tuple[str, int, int, str, str]:
        return (self.path, self.line or 0, self.column or 0, self.code, self.message)


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, plural when ``n`` is not 1 (``1 card``, ``3 cards``)."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def article(word: str) -> str:
    """``a monster``, ``an impact``, ``an item``."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
