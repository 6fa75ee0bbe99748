"""The text report: one line per finding, ``path:line:col: CODE [severity] message``, then a summary per deck."""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.games import find_game
from deckcheck.reporters.visible import visible


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def format_finding(finding: Finding) -> str:
    where = visible(finding.path)
    if finding.line:
        where += f":{finding.line}:{finding.column or 1}"
    return f"{where}: {finding.code} [{finding.severity}] {visible(finding.message)}"


def _sections(report: DeckReport) -> list[str]:
    """The default summary: each section's size in the game's own words (``40 Main Deck | 15 Extra Deck``)."""
    game = find_game(report.game)
    titles = {s.name: s.title for s in game.sections} if game else {}
    return [f"{count} {titles.get(name, name)}" for name, count in report.sections.items()]


def _summary(report: DeckReport) -> str:
    if not report.readable:
        return f"{visible(report.path)}: UNREADABLE ({_plural(report.errors, 'error')})"
    verdict = "LEGAL" if report.legal else "ILLEGAL"
    problems = []
    if report.errors:
        problems.append(_plural(report.errors, "error"))
    if report.warnings:
        problems.append(_plural(report.warnings, "warning"))
    if problems:
        verdict += f" ({', '.join(problems)})"
    game = find_game(report.game)
    parts = [verdict]
    if report.sections:
        parts += game.describe(report) if game and game.describe else _sections(report)
    if report.fixed:
        parts.append(f"fixed {_plural(report.fixed, 'name')}")
    return visible(f"{report.path}: " + " | ".join(parts))


def render_text(reports: Sequence[DeckReport]) -> str:
    lines: list[str] = []
    for report in reports:
        for finding in report.findings:
            lines.append(format_finding(finding))
            if finding.suggestions and finding.rule == "unknown-card":
                lines.append(f"    did you mean: {visible('; '.join(finding.suggestions))}")
        lines.append(_summary(report))
    if len(reports) > 1:
        legal = sum(1 for r in reports if r.legal)
        unreadable = sum(1 for r in reports if not r.readable)
        illegal = f"{len(reports) - legal} illegal" + (f" ({unreadable} unreadable)" if unreadable else "")
        errors, warnings = sum(r.errors for r in reports), sum(r.warnings for r in reports)
        totals = f"{_plural(errors, 'error')}, {_plural(warnings, 'warning')}"
        lines.append(f"{_plural(len(reports), 'deck')} checked: {legal} legal, {illegal}; {totals}")
    return "\n".join(lines) + "\n"
