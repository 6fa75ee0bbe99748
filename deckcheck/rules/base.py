"""The rule registry. A rule is a pure function of a :class:`Context` that yields problems.

Severity is not the rule's to choose: the engine stamps each finding with the
rule's default severity (and ``--strict`` makes warnings fail). A rule's
docstring is its documentation (What it does / Why is this bad? / Example /
Use instead), printed by ``deckcheck explain``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from deckcheck.context import Context
from deckcheck.findings import Problem, Severity

Check = Callable[[Context], Iterable[Problem]]


@dataclass(frozen=True)
class Rule:
    slug: str
    code: str
    severity: Severity
    summary: str
    doc: str
    check: Check | None
    fixable: bool = False
    game: str | None = None
    """The game this rule belongs to; ``None`` for rules of every game (names, parsing)."""


REGISTRY: dict[str, Rule] = {}


def _register(rule: Rule) -> Rule:
    if rule.slug in REGISTRY or any(r.code == rule.code for r in REGISTRY.values()):
        raise ValueError(f"rule {rule.slug} ({rule.code}) is registered twice")
    REGISTRY[rule.slug] = rule
    return rule


def rule(
    *, slug: str, code: str, severity: Severity, summary: str, fixable: bool = False, game: str | None = None
) -> Callable[[Check], Check]:
    """Register the decorated check function as a rule; its docstring is the rule's documentation."""

    def decorate(func: Check) -> Check:
        doc = inspect.cleandoc(func.__doc__ or "")
        _register(Rule(slug, code, severity, summary, doc, func, fixable, game))
        return func

    return decorate


def document(*, slug: str, code: str, severity: Severity, summary: str, doc: str) -> None:
    """Register a rule that the engine itself reports (such as parse-error)."""
    _register(Rule(slug, code, severity, summary, inspect.cleandoc(doc), None))
