"""The job summary under GitHub Actions: a per-deck Markdown table (the CLI appends it to ``$GITHUB_STEP_SUMMARY``)."""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.findings import plural
from deckcheck.reporters.markdown import md_text

MAX_ROWS = 1000
"""The most decks the table lists (GitHub keeps at most 1 MiB of a step's summary)."""


def summary_table(reports: Sequence[DeckReport]) -> str:
    """``## deckcheck``, one row per deck (verdict, cards, errors, warnings), and the totals."""
    rows = ["## deckcheck", "", "| Deck | Verdict | Cards | Errors | Warnings |", "| --- | --- | ---: | ---: | ---: |"]
    for report in reports[:MAX_ROWS]:
        verdict = report.verdict
        mark = "✅" if report.legal else "❌"
        rows.append(
            f"| {md_text(report.path)} | {mark} {verdict} | {report.deck_size} | {report.errors} | {report.warnings} |"
        )
    if len(reports) > MAX_ROWS:
        rows.append(f"| ... {len(reports) - MAX_ROWS:,} more decks | | | | |")
    legal = sum(1 for r in reports if r.legal)
    rows += ["", f"{plural(len(reports), 'deck')} checked: {legal} legal, {len(reports) - legal} illegal"]
    return "\n".join(rows) + "\n\n"
