"""The JSON report: a documented contract (see README, "JSON output").

``{"version": 2, "decks": [...], "summary": {...}}``. Keys are never removed or
renamed within a version; new keys may be added. Version 2 put a game's own facts under each deck's
``details``; the game's :attr:`~deckcheck.games.base.Game.json_deprecated` keys (Buddyfight's ``flag``,
``buddy``, ``setup``) are also copied to the top for this version only.

Strings keep their values exactly; characters that a terminal or CI log would
obey (C1 controls, bidi and zero-width characters, line separators) are written
as ``\\uXXXX`` escapes, and ``##[`` as ``##\\u005b``, which decode to the same text.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.games import find_game
from deckcheck.reporters.json_text import Items, dumps_indented
from deckcheck.reporters.levels import unchecked_list

JSON_VERSION = 2
"""2: a game's own facts moved under ``details`` (version 1 merged them into the deck's top level)."""

_NOT_PLAIN = re.compile(r"[^\x20-\x7e\n]")
_HIDDEN = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})


def _escaped(match: re.Match[str]) -> str:
    ch = match.group()
    return json.dumps(ch)[1:-1] if unicodedata.category(ch) in _HIDDEN else ch


def safe_json(text: str) -> str:
    """JSON text with every character a terminal would obey escaped (the decoded values are unchanged)."""
    text = _NOT_PLAIN.sub(_escaped, text)
    return text.replace("##[", "##\\u005b")


def finding_json(finding: Finding) -> dict[str, Any]:
    return {
        "rule": finding.rule,
        "code": finding.code,
        "severity": finding.severity,
        "message": finding.message,
        "line": finding.line,
        "column": finding.column,
        "card": finding.card,
        "suggestions": list(finding.suggestions),
        "fix": finding.fix,
        "unsafe_fix": finding.unsafe_fix,
    }


def deck_json(report: DeckReport) -> dict[str, Any]:
    """One deck: the keys every game has, then the game's own facts under ``details``."""
    details = dict(report.details)
    sections = dict(report.sections)
    game = find_game(report.game)
    side = game.section_with("side") if game is not None else None
    document: dict[str, Any] = {
        "path": report.path,
        "name": report.name,
        "game": report.game,
        "legal": report.legal,
        "readable": report.readable,
        "sections": sections,
        "deck_size": report.deck_size,
        "sideboard_size": sections.get(side.name, 0) if side is not None else 0,
        "type_counts": dict(report.type_counts),
        "regulation": (
            {"name": report.regulation, "effective": report.regulation_effective} if report.regulation else None
        ),
        "regulation_checked": report.regulation is not None,
        "fixed": report.fixed,
        "errors": report.errors,
        "warnings": report.warnings,
        "findings": [finding_json(f) for f in report.findings],
        "suppressed": [finding_json(f) for f in report.suppressed],
        "cards": [
            {
                "name": c.name,
                "canonical": c.canonical,
                "count": c.count,
                "section": c.section,
                "type": c.type,
                "line": c.line,
                "column": c.column,
            }
            for c in report.cards
        ],
        "details": details,
    }
    for key in game.json_deprecated if game is not None else ():  # version 1's top-level keys, for one version
        document.setdefault(key, details.get(key))
    return document


def render_json(
    reports: Sequence[DeckReport],
    errors: Sequence[str] = (),
    notes: Sequence[str] = (),
    *,
    statistics: bool = False,
    unsafe: bool = False,
) -> str:
    """The whole run as one document; ``errors`` are the run's own errors (missing paths, an unloadable pool),
    ``notes`` what the user should know about the run (the starter pool met names it does not know);
    ``statistics`` (``--statistics``) adds a count per rule, as the text report prints it."""
    document = {
        "version": JSON_VERSION,
        "decks": Items(reports, deck_json),  # each deck's document made, written and let go in turn
        "errors": list(errors),
        "notes": list(notes),
        "summary": {
            "decks": len(reports),
            "legal": sum(1 for r in reports if r.legal),
            "illegal": sum(1 for r in reports if not r.legal),
            "unreadable": sum(1 for r in reports if not r.readable),
            "errors": sum(r.errors for r in reports),
            "warnings": sum(r.warnings for r in reports),
            "run_errors": len(errors),
            "suppressed_errors": sum(len(r.suppressed) for r in reports),
            "construction_only": sum(1 for r in reports if unchecked_list(r) is not None),
        },
    }
    if statistics:
        from deckcheck.reporters.text_reporter import statistic_rows

        document["statistics"] = [
            {"code": code, "rule": rule, "count": n, "fixable": fixable}
            for code, rule, n, fixable in statistic_rows(reports, unsafe=unsafe)
        ]
    return safe_json(dumps_indented(document)) + "\n"  # json.dumps(indent=2, ensure_ascii=False)'s text
