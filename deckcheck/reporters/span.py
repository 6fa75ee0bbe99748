"""Where a finding stands, for the formats that take a region (SARIF, GitHub annotations, concise)."""

from __future__ import annotations

from dataclasses import dataclass

from deckcheck.findings import Finding


@dataclass(frozen=True, slots=True)
class Span:
    """1-based line and column (counted in Unicode code points); ``end_column`` is just past the name."""

    line: int
    column: int
    end_column: int | None = None

    @property
    def whole_deck(self) -> bool:
        return self.end_column is None and (self.line, self.column) == (1, 1)


def span(finding: Finding) -> Span:
    """The finding's place: a finding about the whole deck (no line) stands at line 1, column 1; one on a
    card's name spans the name as written (``end_column`` just past it)."""
    if not finding.line:
        return Span(1, 1)
    column = finding.column or 1
    end = column + len(finding.card) if finding.card and finding.column else None
    return Span(finding.line, column, end)
