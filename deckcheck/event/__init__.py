"""The event report (``deckcheck report``): every deck of an event, in HTML, Markdown or CSV."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from deckcheck.event.summary import Event

if TYPE_CHECKING:
    from cardpool.atomic import Snapshot
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


MAX_REPORT_BYTES = 64 * 1024 * 1024


def _looks_like_report(head: str) -> bool:
    from deckcheck.event.csv_report import COLUMNS, OLD_COLUMNS
    from deckcheck.event.html_report import GENERATOR

    return (
        f'<meta name="generator" content="{GENERATOR}">' in head
        or head.removeprefix("\ufeff").startswith((",".join(COLUMNS) + "\r\n", ",".join(OLD_COLUMNS) + "\n"))
        or (head.startswith("# ") and "\nChecked as of **" in head and "\n## Decks\n" in head)
    )


def existing(path: str, force: bool) -> Snapshot | None:
    """What ``path`` holds now, so that the report replaces exactly that (``None``: no such file).

    Raises :class:`ReportRefused` for a directory or special file, and for an existing file that is
    not a deckcheck report unless ``force``: a report never destroys another file.
    """
    from cardpool.atomic import Snapshot

    if not os.path.lexists(path):
        return None
    if os.path.isdir(path):
        raise ReportRefused("it is a directory")
    if not os.path.isfile(path):
        raise ReportRefused("it is not a regular file")
    try:
        info = os.stat(path)
        with open(path, "rb") as handle:
            data = handle.read(MAX_REPORT_BYTES + 1)
    except OSError as exc:
        raise ReportRefused(f"cannot read it: {exc.strerror or exc}") from None
    if not force and (len(data) > MAX_REPORT_BYTES or not _looks_like_report(data[:4096].decode("utf-8", "replace"))):
        raise ReportRefused("the file exists and is not a deckcheck report; pass --force to replace it")
    if len(data) > MAX_REPORT_BYTES:  # replaced with --force, unread: no snapshot to compare
        return None
    return Snapshot.of(info, data)


class ReportRefused(Exception):
    """Why ``--output`` must not be written."""
