"""SARIF 2.1.0 for code scanning (GitHub's upload-sarif): the tool's rules and one result per finding.

Validated against the official schema in ``tests/sarif-schema-2.1.0.json``.
"""

from __future__ import annotations

import json
import os
import posixpath
from collections.abc import Sequence
from pathlib import PurePath
from typing import Any
from urllib.parse import quote

from deckcheck import __version__
from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.games import find_game
from deckcheck.reporters.json_reporter import safe_json
from deckcheck.reporters.levels import effective_level
from deckcheck.reporters.paths import under_root
from deckcheck.reporters.span import span
from deckcheck.reporters.visible import visible
from deckcheck.rules import all_rules
from deckcheck.rules.base import Rule

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/deckcheck/deckcheck"


SRCROOT = "%SRCROOT%"
DEFAULT_DOCS_URL = "https://github.com/deckcheck/deckcheck/blob/main/README.md#{section}"
"""Each rule's ``helpUri`` unless ``--docs-url`` gives another: ``{code}``, ``{slug}`` and ``{section}`` (the README
section whose table lists the rule: :func:`rule_section`) in it are the rule's."""


def artifact_uri(path: str) -> str:
    """A deck's path as a SARIF URI: relative paths stay relative (to the checkout), with ``/`` separators."""
    if path == "<stdin>":
        return "stdin"
    pure = PurePath(path)
    if pure.is_absolute():
        return "file://" + quote(pure.as_posix())
    return quote(posixpath.normpath(pure.as_posix()))


def artifact_location(path: str, root: str | None) -> dict[str, Any]:
    """``{"uri": ..., "uriBaseId": "%SRCROOT%"}`` for a file under ``root`` (the repository root, else the
    current directory); an absolute ``file://`` URI for a file outside it, standard input as ``stdin``."""
    if root is None or path == "<stdin>":
        return {"uri": artifact_uri(path)}
    rel = under_root(path, root)
    if rel is None:
        return {"uri": artifact_uri(os.path.abspath(path))}
    return {"uri": artifact_uri(rel), "uriBaseId": SRCROOT}


def _root_uri(root: str) -> str:
    return "file://" + quote(PurePath(root).as_posix().rstrip("/") + "/")


def _help_uri(template: str, rule: Rule) -> str:
    return template.replace("{code}", rule.code).replace("{slug}", rule.slug).replace("{section}", rule_section(rule))


def rule_section(rule: Rule) -> str:
    """The anchor of the README section whose table lists ``rule``: its own, else its game's, else the rule table's
    (``rules``)."""
    if rule.docs:
        return rule.docs
    game = find_game(rule.game) if rule.game else None
    return game.rules_docs if game is not None else "rules"


def _rules(codes: set[str], docs_url: str) -> list[dict[str, Any]]:
    """The rules that this run's results refer to, by code."""
    return [
        {
            "id": rule.code,
            "name": rule.slug,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.summary},
            "helpUri": _help_uri(docs_url, rule),
            "help": {"text": rule.doc, "markdown": rule.doc},
            "defaultConfiguration": {"level": rule.severity},
            "properties": {"tags": [rule.game or "any"]},
        }
        for rule in all_rules()
        if rule.code in codes
    ]


def _result(finding: Finding, report: DeckReport, root: str | None, index: dict[str, int]) -> dict[str, Any]:
    message = visible(finding.message)
    if finding.suggestions and finding.rule == "unknown-card":
        message += f" (did you mean: {visible('; '.join(finding.suggestions))})"
    place = span(finding)
    region: dict[str, Any] = {"startLine": place.line, "startColumn": place.column}
    if place.end_column is not None:
        region.update(endLine=place.line, endColumn=place.end_column)
    result: dict[str, Any] = {
        "ruleId": finding.code,
        "level": effective_level(finding, report),
        "message": {"text": message},
        "locations": [
            {"physicalLocation": {"artifactLocation": artifact_location(finding.path, root), "region": region}}
        ],
    }
    if finding.code in index:
        result["ruleIndex"] = index[finding.code]
    return result


def _notification(error: str, level: str = "error") -> dict[str, Any]:
    """A path that could not be read, a config or pool error (or a note: a file a walk left out): the run's, not a
    deck's."""
    return {"level": level, "message": {"text": visible(error)}, "descriptor": {"id": "deckcheck-run"}}


def render_sarif(
    reports: Sequence[DeckReport],
    errors: Sequence[str] = (),
    *,
    root: str | None = None,
    docs_url: str | None = None,
    notes: Sequence[str] = (),
) -> str:
    """SARIF 2.1.0. ``errors`` (paths that could not be read, a config or pool that stopped the run) make
    ``invocations[0].executionSuccessful`` false, one ``toolExecutionNotifications`` entry each, so code
    scanning never takes a failed run's empty results for "every alert fixed"; the run's ``notes`` (a file a walk
    left out as no deck) are notifications of level ``note``. ``root`` is ``%SRCROOT%``."""
    rules = _rules({f.code for r in reports for f in r.findings}, docs_url or DEFAULT_DOCS_URL)
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    results = [_result(finding, report, root, index) for report in reports for finding in report.findings]
    run: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "deckcheck",
                "version": __version__,
                "semanticVersion": __version__,
                "informationUri": INFORMATION_URI,
                "rules": rules,
            }
        },
        "invocations": [
            {
                "executionSuccessful": not errors,
                "toolExecutionNotifications": [_notification(e) for e in errors]
                + [_notification(note, "note") for note in notes],
            }
        ],
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    if root is not None:
        run["originalUriBaseIds"] = {SRCROOT: {"uri": _root_uri(root)}}
    document = {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
    return safe_json(json.dumps(document, indent=2, ensure_ascii=False)) + "\n"
