"""The event report as CSV: one row per deck, for a spreadsheet.

RFC 4180 (CRLF line ends), UTF-8 with a byte order mark so that spreadsheets read names with accents and
other scripts right. ``first_problem`` is the deck's first failing finding; ``problems`` holds every finding
of the deck (notes too), each ``CODE severity line:col message`` (``deck`` for the whole deck), one a line of
the cell (LF inside the quoted cell; rows end in CRLF).

A cell that a spreadsheet would run as a formula (starting with ``=``, ``+``, ``-``, ``@``, a tab
or a carriage return) is written with a leading ``'``: a deck file from a stranger must not put a
formula into the organiser's spreadsheet.
"""

from __future__ import annotations

import csv
import io

from deckcheck.event.summary import Event, Row, said
from deckcheck.reporters.visible import visible

BOM = "\ufeff"

OLD_COLUMNS = (
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
"""The columns before ``problems`` was added (a report in that form is still recognised as one, to replace)."""

COLUMNS = (*OLD_COLUMNS, "problems")


def cell(value: object) -> str:
    text = visible(str(value))
    if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + text
    return text


def problems(row: Row) -> str:
    """Every finding of the deck, in report order, one a line of the cell: a message may hold ``; `` itself (``the
    deck has 49 cards; it needs at least 50``), never a line break (each is shown as ``<U+000A>``)."""
    return "\n".join(
        cell(f"{f.code} {f.severity} {f'{f.line}:{f.column or 1}' if f.line else 'deck'} {said(f)}")
        for f in row.findings
    )


def render_csv(event: Event) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
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
                problems(row),
            ]
        )
    return BOM + out.getvalue()
