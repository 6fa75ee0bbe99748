"""Whether a file's bytes are a report ``deckcheck check`` wrote, in any of its formats: such a file may be
replaced by ``--output-file`` without ``--force`` (see :mod:`deckcheck.run.outputs`)."""

from __future__ import annotations

import json
import re

_TOTALS = re.compile(r"(?<![^\n])[\d,]+ decks? checked: ")
_CONCISE = re.compile(r"(?<![^\n]).+?:(?:\d+:\d+:)? [A-Z]{2}\d{3} ")
_GITHUB = re.compile(r"(?<![^\n])(?:::(?:error|warning|notice) |.+: (?:LEGAL|ILLEGAL|UNREADABLE) \()")
"""Each reads a line from its start (the lookbehind: a search never starts inside a line, so it stays linear)."""
_JUNIT = '<testsuites name="deckcheck"'


def _json(text: str) -> bool:
    try:
        document = json.loads(text)
    except ValueError:
        return False
    if not isinstance(document, dict):
        return False
    if isinstance(document.get("decks"), list) and isinstance(document.get("summary"), dict):
        return True  # the JSON report
    runs = document.get("runs")
    if not (isinstance(runs, list) and runs and isinstance(runs[0], dict)):
        return False
    tool = runs[0].get("tool")
    driver = tool.get("driver") if isinstance(tool, dict) else None
    return isinstance(driver, dict) and driver.get("name") == "deckcheck"  # SARIF


def is_check_report(data: bytes) -> bool:
    """Text (its last line gives the totals), concise, GitHub, JSON, SARIF or JUnit output of deckcheck."""
    text = data.decode("utf-8", "replace")
    if text.lstrip().startswith("{"):
        return _json(text)
    if text.startswith("<?xml"):
        return _JUNIT in text[:500]
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return True
    if _TOTALS.match(lines[-1]):
        return True
    return all(_CONCISE.match(line) for line in lines) or all(_GITHUB.match(line) for line in lines)
