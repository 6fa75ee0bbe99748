"""The rule registry. A rule is a pure function of a :class:`Context` that yields problems.

Rules are registered by code (never reused); a slug is unique within a game, so two
games may each have a ``copy-limit``. Severity is not the rule's to choose: the engine stamps each finding with the
rule's default severity (and ``--strict`` makes warnings fail). A rule's
docstring is its documentation (What it does / Why is this bad? / Example /
Use instead), printed by ``deckcheck explain``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from typing import TypeVar, cast

from cardpool.record import Fields
from deckcheck.context import Context
from deckcheck.findings import Problem, Severity

Check = Callable[[Context], Iterable[Problem]]
C = TypeVar("C", bound=Context)


class Rule(Fields):
    slug: str
    code: str
    severity: Severity
    summary: str
    doc: str
    check: Check | None
    fixable: bool = False
    game: str | None = None
    """The game this rule belongs to; ``None`` for rules of every game (names, parsing)."""
    over_limit: bool = False
    """Whether its findings name cards over a limit (the event report's "cards most often over a limit")."""
    docs: str | None = None
    """The README section whose table lists the rule (its anchor); ``None``: its game's (:attr:`Game.rules_docs`),
    or the rule table's."""


REGISTRY: dict[str, Rule] = {}
"""Every registered rule, by code."""


def register(rule: Rule) -> Rule:
    clash = rule.code in REGISTRY or any(
        r.slug == rule.slug and (r.game is None or rule.game is None or r.game == rule.game) for r in REGISTRY.values()
    )
    if clash:
        raise ValueError(f"rule {rule.slug} ({rule.code}) is registered twice")
    REGISTRY[rule.code] = rule
    return rule


def rule(
    *,
    slug: str,
    code: str,
    severity: Severity,
    summary: str,
    fixable: bool = False,
    game: str | None = None,
    over_limit: bool = False,
    docs: str | None = None,
) -> Callable[[Callable[[C], Iterable[Problem]]], Callable[[C], Iterable[Problem]]]:
    """Register the decorated check function as a rule; its docstring is the rule's documentation.

    A game's rule reads the game's own context (a :class:`Context` subclass): the engine builds that one.
    """

    def decorate(func: Callable[[C], Iterable[Problem]]) -> Callable[[C], Iterable[Problem]]:
        doc = inspect.cleandoc(func.__doc__ or "")
        register(Rule(slug, code, severity, summary, doc, cast(Check, func), fixable, game, over_limit, docs))
        return func

    return decorate


def document(*, slug: str, code: str, severity: Severity, summary: str, doc: str, game: str | None = None) -> Rule:
    """Register a rule that the engine or a reader reports itself (such as parse-error)."""
    return register(Rule(slug, code, severity, summary, inspect.cleandoc(doc), None, game=game))
