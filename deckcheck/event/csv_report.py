"""The event report as CSV: one row per deck, for a spreadsheet.

A cell that a spreadsheet would run as a formula (starting with ``=``, ``+``, ``-``, ``@``, a tab
or a carriage return) is written with a leading ``'``: a deck file from a stranger must not put a
formula into the organiser's spreadsheet.
"""

from __future__ import annotations

import csv
import io

from deckcheck.event.summary import Event
from deckcheck.reporters.visible import visible

COLUMNS = (
    "player",
    "file",
    "game",
    "lineup",
    "deck_size",
    "legal",
    "errors",
    "warnings",
    "first_problem",
    "regulation",
)


def cell(value: object) -> str:
    text = visible(str(value))
    if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + text
    return text


def render_csv(event: Event) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for row in event.rows:
        lineup = "; ".join(f"{k}: {v}" for k, v in row.lineup)
        writer.writerow(
            [
                cell(row.player),
                cell(row.path),
                cell(row.game),
                cell(lineup),
                row.deck_size,
                row.verdict,
                row.errors,
                row.warnings,
                cell(row.first_problem),
                cell(row.regulation),
            ]
        )
    return out.getvalue()
