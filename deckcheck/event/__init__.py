"""The event report (``deckcheck report``): every deck of an event, in HTML, Markdown or CSV."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from deckcheck.event.summary import Event

ReportFormat = Literal["html", "md", "csv"]
FORMATS: tuple[ReportFormat, ...] = ("html", "md", "csv")
_SUFFIXES: dict[str, ReportFormat] = {".html": "html", ".htm": "html", ".md": "md", ".markdown": "md", ".csv": "csv"}


def format_for(output: str | None, given: str | None) -> ReportFormat | None:
    """``--format``, else the output file's suffix; ``None`` when neither says."""
    if given:
        return given  # type: ignore[return-value]
    if output:
        return _SUFFIXES.get(Path(output).suffix.lower())
    return None


def render(event: Event, fmt: ReportFormat) -> str:
    if fmt == "html":
        from deckcheck.event.html_report import render_html

        return render_html(event)
    if fmt == "md":
        from deckcheck.event.md_report import render_markdown

        return render_markdown(event)
    from deckcheck.event.csv_report import render_csv

    return render_csv(event)


def is_report(path: str) -> bool:
    """Whether an existing file is an event report deckcheck wrote (so replacing it destroys nothing else)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096).decode("utf-8", "replace")
    except OSError:
        return False
    from deckcheck.event.csv_report import COLUMNS
    from deckcheck.event.html_report import GENERATOR

    return (
        f'<meta name="generator" content="{GENERATOR}">' in head
        or head.startswith(",".join(COLUMNS) + "\n")
        or (head.startswith("# ") and "\nChecked as of **" in head and "\n## Decks\n" in head)
    )


def may_write(path: str, force: bool) -> str | None:
    """Why ``path`` must not be written, or ``None``: an existing file that is not a report needs --force."""
    if not os.path.lexists(path):
        return None
    if os.path.isdir(path):
        return "it is a directory"
    if not os.path.isfile(path):
        return "it is not a regular file"
    if not force and not is_report(path):
        return "the file exists and is not a deckcheck report; pass --force to replace it"
    return None
