"""What a finding counts as in a report: a warning that fails its deck (``--strict``) is shown as an error."""

from __future__ import annotations

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding, Severity


def effective_level(finding: Finding, report: DeckReport) -> Severity:
    """``error`` for errors, and for warnings when the deck is checked with ``--strict``; else ``warning``.
    A ``note`` stays a note: it never fails a deck."""
    if finding.severity == "note":
        return "note"
    if finding.severity == "error" or report.strict:
        return "error"
    return "warning"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"
