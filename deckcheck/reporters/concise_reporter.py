"""The concise report: one ``path:line:col: CODE [severity] message`` line per finding, and nothing else.

Every line has the same shape, a finding about the whole deck at ``1:1``, so problem matchers (GitHub's,
examples/ci/deckcheck-problem-matcher.json), errorformat and reviewdog read each one."""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.reporters.levels import effective_level
from deckcheck.reporters.span import span
from deckcheck.reporters.visible import line_start, visible


def render_concise(reports: Sequence[DeckReport]) -> str:
    lines: list[str] = []
    for report in reports:
        for finding in report.findings:
            place = span(finding)
            level = effective_level(finding, report)  # under --strict a warning that fails the deck: error
            lines.append(
                f"{line_start(finding.path)}:{place.line}:{place.column}: {finding.code} [{level}] "
                f"{visible(finding.message)}"
            )
    return "".join(line + "\n" for line in lines)
