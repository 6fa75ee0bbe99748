"""The event report (``deckcheck report``): every deck of an event, in HTML, Markdown or CSV."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

from deckcheck.event.summary import Event

if TYPE_CHECKING:
    from deckcheck.event.provenance import About

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


def render(event: Event, fmt: ReportFormat, about: About | None = None) -> str:
    """The report; ``about`` (the pools used, deckcheck's version, when it was made) heads the HTML page."""
    if fmt == "html":
        from deckcheck.event.html_report import render_html

        return render_html(event, about)
    if fmt == "md":
        from deckcheck.event.md_report import render_markdown

        return render_markdown(event)
    from deckcheck.event.csv_report import render_csv

    return render_csv(event)


def looks_like_report(data: bytes) -> bool:
    """Whether ``data`` (a file's first bytes) is an event report deckcheck wrote, which a new one may replace."""
    from deckcheck.event.csv_report import COLUMNS, OLD_COLUMNS
    from deckcheck.event.html_report import GENERATOR

    head = data[:4096].decode("utf-8", "replace")
    return (
        f'<meta name="generator" content="{GENERATOR}">' in head
        or head.removeprefix("\ufeff").startswith((",".join(COLUMNS) + "\r\n", ",".join(OLD_COLUMNS) + "\n"))
        or (head.startswith("# ") and "\nChecked as of **" in head and "\n## Decks\n" in head)
    )
