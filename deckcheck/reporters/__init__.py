"""Reporters turn deck reports into text; they never re-check anything."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from deckcheck.engine import DeckReport
from deckcheck.reporters.style import PLAIN, Style

OutputFormat = Literal["text", "concise", "json", "github", "sarif", "junit"]
FORMATS: tuple[OutputFormat, ...] = ("text", "concise", "json", "github", "sarif", "junit")


@dataclass(frozen=True)
class ReportOptions:
    """How the text report looks: colour, ``--quiet`` and ``--statistics`` (the other formats ignore them)."""

    style: Style = PLAIN
    quiet: bool = False
    statistics: bool = False


def render(
    reports: Sequence[DeckReport],
    output_format: OutputFormat,
    errors: Sequence[str] = (),
    options: ReportOptions = ReportOptions(),
    notes: Sequence[str] = (),
) -> str:
    """The report in ``output_format``; ``errors`` (missing paths, pool problems) and the run's ``notes``
    (the starter pool met unknown names) go into the JSON document; the other formats leave them to stderr."""
    if output_format == "json":
        from deckcheck.reporters.json_reporter import render_json

        return render_json(reports, errors, notes)
    if output_format == "text":
        from deckcheck.reporters.text_reporter import render_text

        return render_text(reports, style=options.style, quiet=options.quiet, show_statistics=options.statistics)
    if output_format == "concise":
        from deckcheck.reporters.concise_reporter import render_concise

        return render_concise(reports)
    if output_format == "github":
        from deckcheck.reporters.github_reporter import render_github

        return render_github(reports)
    if output_format == "sarif":
        from deckcheck.reporters.sarif_reporter import render_sarif

        return render_sarif(reports)
    if output_format == "junit":
        from deckcheck.reporters.junit_reporter import render_junit

        return render_junit(reports)
    raise ValueError(f"unknown output format {output_format!r}")


__all__ = ["FORMATS", "OutputFormat", "ReportOptions", "render"]
