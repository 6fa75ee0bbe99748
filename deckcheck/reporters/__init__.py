"""Reporters turn deck reports into text; they never re-check anything."""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from typing import Literal

from cardpool.record import Fields, field
from deckcheck.engine import DeckReport
from deckcheck.reporters.style import PLAIN, Style

OutputFormat = Literal["text", "concise", "json", "github", "sarif", "junit"]
FORMATS: tuple[OutputFormat, ...] = ("text", "concise", "json", "github", "sarif", "junit")


class ReportOptions(Fields):
    """How the text report looks: colour, ``--quiet`` and ``--statistics`` (the other formats ignore them)."""

    style: Style = PLAIN
    quiet: bool = False
    statistics: bool = False
    show_unsafe: bool = False
    """``--unsafe-fixes`` alone: the text report shows each unsafe fix, ``--statistics`` counts them fixable."""
    root: str | None = None
    """SARIF's ``%SRCROOT%``: the repository root, else the current directory (``None``: paths as given)."""
    docs_url: str | None = None
    """SARIF's ``helpUri`` template (``{code}``, ``{slug}``, ``{section}``); ``None``: the README section that lists
    the rule."""
    timings: Mapping[str, float] = field(default_factory=dict)
    """JUnit's ``time``: seconds spent on each deck, by report path."""
    started: datetime.datetime | None = None
    """JUnit's ``timestamp``: when the run started."""


_DEFAULT = ReportOptions()


def render(
    reports: Sequence[DeckReport],
    output_format: OutputFormat,
    errors: Sequence[str] = (),
    options: ReportOptions = _DEFAULT,
    notes: Sequence[str] = (),
) -> str:
    """The report in ``output_format``; ``errors`` (missing paths, pool problems) and the run's ``notes`` (a file a
    walk left out as no deck, the starter pool met unknown names) go into the JSON document, SARIF's invocation and
    GitHub's ``::notice`` lines; the other formats leave them to stderr."""
    if output_format == "json":
        from deckcheck.reporters.json_reporter import render_json

        return render_json(reports, errors, notes, statistics=options.statistics, unsafe=options.show_unsafe)
    if output_format == "text":
        from deckcheck.reporters.text_reporter import render_text

        return render_text(
            reports,
            style=options.style,
            quiet=options.quiet,
            show_statistics=options.statistics,
            show_unsafe=options.show_unsafe,
        )
    if output_format == "concise":
        from deckcheck.reporters.concise_reporter import render_concise

        return render_concise(reports)
    if output_format == "github":
        from deckcheck.reporters.github_reporter import render_github

        return render_github(reports, notes, root=options.root)
    if output_format == "sarif":
        from deckcheck.reporters.sarif_reporter import render_sarif

        return render_sarif(reports, errors, root=options.root, docs_url=options.docs_url, notes=notes)
    if output_format == "junit":
        from deckcheck.reporters.junit_reporter import render_junit

        return render_junit(reports, errors, timings=options.timings, started=options.started)
    raise ValueError(f"unknown output format {output_format!r}")


__all__ = ["FORMATS", "OutputFormat", "ReportOptions", "render"]
