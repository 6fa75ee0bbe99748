"""GitHub Actions workflow commands: each finding becomes an annotation on the pull request's file.

The only lines that a runner reads as commands are the ``::error`` and ``::warning``
lines written here: properties and data are escaped as the runner unescapes them
(``%``, CR, LF; in properties also ``:`` and ``,``), and every other line starts
with a path shown by :func:`~cardpool.visible.line_start`, never with ``::``.
"""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.reporters.levels import construction_only, effective_level, unchecked_list
from deckcheck.reporters.visible import line_start, visible


def _escape(text: str, *, prop: bool = False) -> str:
    text = visible(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if prop:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def render_github(reports: Sequence[DeckReport]) -> str:
    lines: list[str] = []
    for report in reports:
        for finding in report.findings:
            props = [f"file={_escape(finding.path, prop=True)}"]
            if finding.line:
                props.append(f"line={finding.line}")
                props.append(f"col={finding.column or 1}")
            props.append(f"title={_escape(f'{finding.code} {finding.rule}', prop=True)}")
            message = finding.message
            if finding.suggestions and finding.rule == "unknown-card":
                message += f" (did you mean: {'; '.join(finding.suggestions)})"
            severity = effective_level(finding, report)  # under --strict a warning fails the deck: ::error
            level = "notice" if severity == "note" else severity
            lines.append(f"::{level} {','.join(props)}::{_escape(message)}")
        verdict = "LEGAL" if report.legal else "ILLEGAL"
        counts = ", ".join(
            f"{n} {word}{'' if n == 1 else 's'}"
            for n, word in ((report.deck_size, "card"), (report.errors, "error"), (report.warnings, "warning"))
        )
        unchecked = unchecked_list(report)
        counts += f"; {construction_only(unchecked)}" if unchecked else ""
        lines.append(f"{line_start(report.path)}: {verdict} ({counts})")
    return "\n".join(lines) + "\n" if lines else ""
