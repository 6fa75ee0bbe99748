"""The concise report: one ``path:line:col: CODE message`` line per finding, and nothing else."""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.reporters.visible import visible


def render_concise(reports: Sequence[DeckReport]) -> str:
    lines: list[str] = []
    for report in reports:
        for finding in report.findings:
            where = visible(finding.path)
            if finding.line:
                where += f":{finding.line}:{finding.column or 1}"
            lines.append(f"{where}: {finding.code} {visible(finding.message)}")
    return "".join(line + "\n" for line in lines)
