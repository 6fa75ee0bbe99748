"""After the rules: suppression comments, per-rule severities and the verdict, as one config says."""

from __future__ import annotations

from dataclasses import replace

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.rules import REGISTRY
from deckcheck.run.suppress import Unused, apply, message, scan


def finish(
    report: DeckReport,
    text: str | None,
    *,
    enabled: frozenset[str],
    severity: dict[str, str] | None = None,
    strict: bool = False,
) -> tuple[DeckReport, list[Unused]]:
    """``report`` with suppressed findings dropped, unused suppressions reported, severities stamped as
    configured, and its verdict worked out again. Also returns the unused suppressions, for ``--fix``."""
    directives = scan(text) if text else []
    findings, unused = apply(report.findings, directives, enabled)
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
            )
            for u in unused
        ]
    else:
        unused = []
    if severity:
        findings = [replace(f, severity=severity[f.code]) if f.code in severity else f for f in findings]  # type: ignore[arg-type]
    findings.sort(key=Finding.sort_key)
    failing = {"error", "warning"} if strict else {"error"}
    legal = not any(f.severity in failing for f in findings)
    return replace(report, findings=tuple(findings), legal=legal, strict=strict), unused
