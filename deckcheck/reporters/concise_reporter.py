"""The concise report: one ``path:line:col: CODE message`` line per finding, and nothing else."""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.reporters.text_reporter import location
from deckcheck.reporters.visible import visible


def render_concise(reports: Sequence[DeckReport]) -> str:
    lines: list[str] = []
    for report in reports:
        for finding in report.findings:
            lines.append(f"{location(finding)}: {finding.code} {visible(finding.message)}")
    return "".join(line + "\n" for line in lines)
