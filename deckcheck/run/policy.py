"""After the rules: suppression comments, per-rule severities and the verdict, as one config says."""

from __future__ import annotations

from collections.abc import Set

from deckcheck.deck import Comment
from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.rules import REGISTRY
from deckcheck.run.suppress import Directive, Unused, apply, from_comments, message, replacement, scan


def _stamped(findings: list[Finding], severity: dict[str, str] | None) -> list[Finding]:
    if not severity:
        return findings
    return [f.replace(severity=severity[f.code]) if f.code in severity else f for f in findings]


def finish(
    report: DeckReport,
    text: str | None,
    *,
    enabled: Set[str],
    severity: dict[str, str] | None = None,
    strict: bool = False,
    syntax: str = "text",
    suppressions: bool = True,
    comments: tuple[Comment, ...] | None = None,
) -> tuple[DeckReport, list[Unused]]:
    """``report`` with suppressed findings dropped, unused suppressions reported, severities stamped as
    configured, and its verdict worked out again. Also returns the unused suppressions that ``--fix`` may remove.

    ``suppressions`` false (``--disable-suppressions``): every suppression comment is inert, and none is
    reported or removed. The suppressed findings that are errors stay on the report (``suppressed``).

    ``comments`` are the comments the reader collected (:attr:`deckcheck.deck.Deck.comments`): the directives are
    read from them; ``None`` (a reader that collects none) scans ``text`` for them."""
    directives: list[Directive] = []
    if text and suppressions and comments != ():  # a deck without a comment has no suppression to read
        directives = scan(text, syntax) if comments is None else from_comments(comments)
    if directives:
        findings, unused, suppressed = apply(report.findings, directives, enabled)
    else:  # nothing suppressed, nothing unused: every finding stays
        findings, unused, suppressed = list(report.findings), [], []
    rule = REGISTRY["DC100"]
    if rule.code in enabled:
        findings += [
            Finding(
                path=report.path,
                rule=rule.slug,
                code=rule.code,
                severity=rule.severity,
                message=message(u),
                line=u.directive.line,
                column=u.directive.start + 1,
                fix=replacement(u),  # what --fix makes of it; None for a comment it leaves to the user
            )
            for u in unused
        ]
        unused = [u for u in unused if u.directive.problem is None]
    else:
        unused = []
    findings = _stamped(findings, severity)
    findings.sort(key=Finding.sort_key)
    hidden = tuple(sorted((f for f in _stamped(suppressed, severity) if f.severity == "error"), key=Finding.sort_key))
    failing = {"error", "warning"} if strict else {"error"}
    legal = not any(f.severity in failing for f in findings)
    if _same(report, findings, legal, strict, hidden):
        return report, unused  # the common case: nothing suppressed or restamped (a replace costs 17 us a deck)
    return report.replace(findings=tuple(findings), legal=legal, strict=strict, suppressed=hidden), unused


def _same(report: DeckReport, findings: list[Finding], legal: bool, strict: bool, hidden: tuple[Finding, ...]) -> bool:
    """Whether :func:`finish` would return ``report`` as it is: the same findings (the same objects, in order)
    and the same verdict, strictness and suppressed errors."""
    return (
        report.legal == legal
        and report.strict == strict
        and report.suppressed == hidden
        and len(report.findings) == len(findings)
        and all(a is b for a, b in zip(report.findings, findings, strict=True))
    )
