"""The most findings one deck's report keeps: past the cap, one closing finding counts the rest.

A file or a regulation can multiply findings (20,000 identical choice groups gave 20,000 findings a deck; a
hundred such decks took 1.7 GB). The cap is applied where the run collects each deck's report, after every
rule, suppression and severity. The report keeps :data:`MAX_FINDINGS` findings, errors first, then warnings,
then notes (so no number of warnings can push an error out of the report, its annotations or SARIF), listed
in the usual order, and then ``too-many-findings`` (DC010) with how many more of each severity. The deck's
``errors`` and ``warnings`` (and so every format's totals) count every finding, kept or not
(:attr:`DeckReport.unlisted`). ``parse-error`` findings are all kept: the reader bounds them (1,000), and the
last says where reading stopped.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Set

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding, Severity
from deckcheck.rules import REGISTRY

MAX_FINDINGS = 1_000
"""The most findings a deck's report lists."""

_FIRST: dict[Severity, int] = {"error": 0, "warning": 1, "note": 2}
"""Which findings the cap keeps first, by severity."""


def capped(report: DeckReport, enabled: Set[str] | None = None) -> DeckReport:
    """``report`` with at most :data:`MAX_FINDINGS` findings (errors first) and, past them, the closing one
    (unless ``too-many-findings`` is not among the ``enabled`` rules); the rest are counted in ``unlisted``."""
    if len(report.findings) <= MAX_FINDINGS:
        return report
    # parse-error findings are never cut (the reader bounds them, and one says where reading stopped)
    others = [f for f in report.findings if f.rule != "parse-error"]
    if len(others) <= MAX_FINDINGS:
        return report
    others.sort(key=lambda f: _FIRST[f.severity])  # stable: in file order within a severity
    rest = others[MAX_FINDINGS:]
    dropped = set(map(id, rest))
    kept = tuple(f for f in report.findings if id(f) not in dropped)
    first = next(f for f in report.findings if id(f) in dropped)  # the first left out, in file order
    counts = Counter(f.severity for f in rest)
    shown = report.replace(findings=kept, unlisted=dict(counts))
    if enabled is not None and REGISTRY["DC010"].code not in enabled:  # the run's rules are codes
        return shown
    by_severity = ", ".join(
        f"{counts[s]:,} {s}{'s' if counts[s] != 1 else ''}" for s in ("error", "warning", "note") if counts[s]
    )
    rule = REGISTRY["DC010"]
    closing = Finding(
        path=report.path,
        rule=rule.slug,
        code=rule.code,
        severity=rule.severity,
        message=f"{len(rest):,} more findings are not listed ({by_severity}); "
        f"a deck's report lists {MAX_FINDINGS:,}, errors first, then warnings, then notes",
        line=first.line,
        column=first.column,
    )
    return shown.replace(findings=tuple(sorted((*kept, closing), key=Finding.sort_key)))
