"""SARIF 2.1.0 for code scanning (GitHub's upload-sarif): the tool's rules and one result per finding.

Validated against the official schema in ``tests/sarif-schema-2.1.0.json``.
"""

from __future__ import annotations

import json
import posixpath
from collections.abc import Sequence
from pathlib import PurePath
from typing import Any
from urllib.parse import quote

from deckcheck import __version__
from deckcheck.engine import DeckReport
from deckcheck.reporters.json_reporter import safe_json
from deckcheck.reporters.levels import effective_level
from deckcheck.reporters.visible import visible
from deckcheck.rules import all_rules

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/deckcheck/deckcheck"


def artifact_uri(path: str) -> str:
    """A deck's path as a SARIF URI: relative paths stay relative (to the checkout), with ``/`` separators."""
    if path == "<stdin>":
        return "stdin"
    pure = PurePath(path)
    if pure.is_absolute():
        return "file://" + quote(pure.as_posix())
    return quote(posixpath.normpath(pure.as_posix()))


def _rules(codes: set[str]) -> list[dict[str, Any]]:
    """The rules that this run's results refer to, by code."""
    return [
        {
            "id": rule.code,
            "name": rule.slug,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.summary},
            "help": {"text": rule.doc, "markdown": rule.doc},
            "defaultConfiguration": {"level": rule.severity},
            "properties": {"tags": [rule.game or "any"]},
        }
        for rule in all_rules()
        if rule.code in codes
    ]


def render_sarif(reports: Sequence[DeckReport]) -> str:
    rules = _rules({f.code for r in reports for f in r.findings})
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    results: list[dict[str, Any]] = []
    for report in reports:
        for finding in report.findings:
            message = visible(finding.message)
            if finding.suggestions and finding.rule == "unknown-card":
                message += f" (did you mean: {visible('; '.join(finding.suggestions))})"
            physical: dict[str, Any] = {"artifactLocation": {"uri": artifact_uri(finding.path)}}
            if finding.line:
                physical["region"] = {"startLine": finding.line, "startColumn": finding.column or 1}
            result: dict[str, Any] = {
                "ruleId": finding.code,
                "level": effective_level(finding, report),
                "message": {"text": message},
                "locations": [{"physicalLocation": physical}],
            }
            if finding.code in index:
                result["ruleIndex"] = index[finding.code]
            results.append(result)
    document = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "deckcheck",
                        "version": __version__,
                        "semanticVersion": __version__,
                        "informationUri": INFORMATION_URI,
                        "rules": rules,
                    }
                },
                "results": results,
            }
        ],
    }
    return safe_json(json.dumps(document, indent=2, ensure_ascii=False)) + "\n"
