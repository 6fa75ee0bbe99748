"""Reporters turn deck reports into text; they never re-check anything."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from deckcheck.engine import DeckReport
from deckcheck.reporters.github_reporter import render_github
from deckcheck.reporters.json_reporter import render_json
from deckcheck.reporters.text_reporter import render_text

OutputFormat = Literal["text", "json", "github"]
FORMATS: tuple[OutputFormat, ...] = ("text", "json", "github")
_RENDERERS = {"text": render_text, "json": render_json, "github": render_github}


def render(
    reports: Sequence[DeckReport], output_format: OutputFormat, errors: Sequence[str] = (), notes: Sequence[str] = ()
) -> str:
    """The report in ``output_format``; ``errors`` (missing paths, pool problems) and the run's ``notes`` go
    into the JSON document (the other formats leave them to stderr)."""
    if output_format == "json":
        return render_json(reports, errors, notes)
    return _RENDERERS[output_format](reports)


__all__ = ["FORMATS", "OutputFormat", "render"]
