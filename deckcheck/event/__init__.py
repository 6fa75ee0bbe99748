"""The event report (``deckcheck report``): every deck of an event, in HTML, Markdown or CSV."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

from deckcheck.event.summary import Event
from deckcheck.run.outputs import OutputRefused as ReportRefused  # noqa: F401 - the name report callers catch

if TYPE_CHECKING:
    from cardpool.atomic import Snapshot

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


def _looks_like_report(data: bytes) -> bool:
    from deckcheck.event.csv_report import COLUMNS
    from deckcheck.event.html_report import GENERATOR

    head = data[:4096].decode("utf-8", "replace")
    return (
        f'<meta name="generator" content="{GENERATOR}">' in head
        or head.startswith(",".join(COLUMNS) + "\n")
        or (head.startswith("# ") and "\nChecked as of **" in head and "\n## Decks\n" in head)
    )


def existing(path: str, force: bool) -> Snapshot | None:
    """What ``path`` holds now, so that the report replaces exactly that (``None``: no such file).

    Raises :class:`ReportRefused` for a symbolic link, a directory or special file, and for an existing file
    that is not a deckcheck report unless ``force``: a report never destroys another file. The one check
    that ``check --output-file`` makes too (:func:`deckcheck.run.outputs.guard_output`).
    """
    from deckcheck.run.outputs import guard_output

    return guard_output(path, force=force, looks_like=_looks_like_report)
