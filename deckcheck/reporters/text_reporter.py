"""The text report: one line per finding, ``path:line:col: CODE [severity] message``, then a summary per deck.

The last line always gives the run's totals: decks checked, legal, illegal, errors and warnings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardpool.visible import listing
from deckcheck.engine import DeckReport
from deckcheck.findings import Finding, quote
from deckcheck.findings import plural as _plural
from deckcheck.games import find_game
from deckcheck.reporters.levels import (
    construction_only,
    construction_only_total,
    effective_level,
    illegal_said,
    unchecked_list,
)
from deckcheck.reporters.style import PLAIN, Style
from deckcheck.reporters.visible import line_start, visible
from deckcheck.rules import REGISTRY

_SEVERITY_COLOUR = {"error": "red", "warning": "yellow", "note": "cyan"}


def location(finding: Finding) -> str:
    """``path:line:col`` (or ``path``), safe at the start of a line."""
    where = line_start(finding.path)
    if finding.line:
        where += f":{finding.line}:{finding.column or 1}"
    return where


def format_finding(finding: Finding, style: Style = PLAIN, level: str | None = None) -> str:
    """``deck.txt:3:1: DC002 [error] message``; ``level``: the severity shown, where it is not the finding's own (a
    warning that fails its deck under ``--strict``, in a report that shows it as an error)."""
    where = location(finding)
    level = level or finding.severity
    colour = _SEVERITY_COLOUR[level]
    code = style.paint(finding.code, colour, "bold")
    severity = style.paint(f"[{level}]", colour)
    return f"{style.paint(where, 'bold')}: {code} {severity} {visible(finding.message)}"


def _sections(report: DeckReport) -> list[str]:
    """The default summary: each section's size in the game's own words (``40 Main Deck | 15 Extra Deck``)."""
    game = find_game(report.game)
    titles = {s.name: s.title for s in game.sections} if game else {}
    return [f"{count} {titles.get(name, name)}" for name, count in report.sections.items()]


def _summary(report: DeckReport, style: Style = PLAIN) -> str:
    path = style.paint(line_start(report.path), "bold")
    if not report.readable:
        return f"{path}: {style.paint('UNREADABLE', 'red', 'bold')} ({_plural(report.errors, 'error')})"
    verdict = style.paint("LEGAL", "green", "bold") if report.legal else style.paint("ILLEGAL", "red", "bold")
    problems = []
    if report.errors:
        problems.append(_plural(report.errors, "error"))
    if report.warnings:  # under --strict its findings show them as errors: the line says why
        failing = f", {'an error' if report.warnings == 1 else 'errors'} under strict" if report.strict else ""
        problems.append(_plural(report.warnings, "warning") + failing)
    unchecked = unchecked_list(report)
    if unchecked is not None:
        problems.append(construction_only(unchecked))
    if problems:
        verdict += f" ({'; '.join(problems) if unchecked else ', '.join(problems)})"
    game = find_game(report.game)
    parts: list[str] = []
    if report.sections:
        parts += game.describe(report.facts) if game and game.describe else _sections(report)
    if report.regulation:
        since = f" (in force from {report.regulation_effective})" if report.regulation_effective else ""
        parts.append(f"regulation {report.regulation}{since}")
    if report.fixed:
        parts.append(f"fixed {_plural(report.fixed, 'problem')}")
    if report.suppressed:
        parts.append(suppressed_part(report))
    return f"{path}: {verdict}" + "".join(f" | {visible(part)}" for part in parts)


def suppressed_part(report: DeckReport) -> str:
    """``2 errors suppressed by comments: BF202 at line 12, DC002 at line 14``: what a reviewer should see."""
    where = listing(f"{f.code} at line {f.line}" if f.line else f"{f.code} (whole deck)" for f in report.suppressed)
    return f"{_plural(len(report.suppressed), 'error')} suppressed by comments: {where}"


def totals(reports: Sequence[DeckReport]) -> str:
    """``3 decks checked: 2 legal, 1 illegal; 1 error, 2 warnings`` (unreadable decks are counted as illegal), and
    ``; 1 error suppressed by comments`` when a suppression comment dropped an error."""
    legal = sum(1 for r in reports if r.legal)
    unreadable = sum(1 for r in reports if not r.readable)
    illegal = illegal_said(len(reports) - legal, unreadable)
    errors, warnings = sum(r.errors for r in reports), sum(r.warnings for r in reports)
    hidden = sum(len(r.suppressed) for r in reports)
    unchecked = construction_only_total(reports)
    return (
        f"{_plural(len(reports), 'deck')} checked: {legal} legal, {illegal}; {_plural(errors, 'error')}, "
        + _plural(warnings, "warning")
        + (f"; {_plural(hidden, 'error')} suppressed by comments" if hidden else "")
        + (f"; {unchecked}" if unchecked else "")
    )


def statistic_rows(reports: Sequence[DeckReport], *, unsafe: bool = False) -> list[tuple[str, str, int, bool]]:
    """(code, rule, count, fixable) per rule, most frequent first, then by code; fixable: ``--fix`` fixes it
    (with ``unsafe``, also a rule whose findings have an unsafe fix)."""
    counts: Counter[tuple[str, str]] = Counter((f.code, f.rule) for r in reports for f in r.findings)
    fixable = {
        (f.code, f.rule)
        for r in reports
        for f in r.findings
        if f.fix or (f.code in REGISTRY and REGISTRY[f.code].fixable) or (unsafe and f.unsafe_fix)
    }
    ordered = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [(code, rule, n, (code, rule) in fixable) for (code, rule), n in ordered]


def statistics(reports: Sequence[DeckReport], *, unsafe: bool = False) -> list[str]:
    """A count per rule, as ``ruff --statistics`` prints it: most frequent first, then by code; ``[*]`` marks
    rules that ``--fix`` fixes."""
    rows = statistic_rows(reports, unsafe=unsafe)
    return [f"{n:>5}  {code:<6} {'[*] ' if fixable else ''}{rule}" for code, rule, n, fixable in rows]


def unsafe_line(finding: Finding) -> str | None:
    """``    unsafe fix: "Dragn Breth" -> "Dragon Breath" (--fix --unsafe-fixes)`` for a finding that has one."""
    if not finding.unsafe_fix or not finding.card:
        return None
    written, fixed = quote(visible(finding.card)), quote(visible(finding.unsafe_fix))
    return f"    unsafe fix: {written} -> {fixed} (--fix --unsafe-fixes)"


def render_text(
    reports: Sequence[DeckReport],
    *,
    style: Style = PLAIN,
    quiet: bool = False,
    show_statistics: bool = False,
    show_unsafe: bool = False,
) -> str:
    """``quiet``: only decks with findings (and the totals); ``show_statistics``: a count per rule instead of the
    findings; ``show_unsafe`` (``--unsafe-fixes`` alone): each unsafe fix under its finding."""
    lines: list[str] = []
    if show_statistics:
        lines.extend(statistics(reports, unsafe=show_unsafe))
    else:
        for report in reports:
            if quiet and not report.findings and report.legal:
                continue
            for finding in report.findings:
                lines.append(format_finding(finding, style, effective_level(finding, report)))
                if finding.suggestions and finding.rule == "unknown-card":
                    lines.append(f"    did you mean: {visible('; '.join(finding.suggestions))}")
                unsafe = unsafe_line(finding) if show_unsafe else None
                if unsafe:
                    lines.append(unsafe)
            lines.append(_summary(report, style))
    lines.append(totals(reports))
    return "\n".join(lines) + "\n"
