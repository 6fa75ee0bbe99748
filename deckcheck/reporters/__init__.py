"""Reporters turn deck reports into text; they never re-check anything."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from deckcheck.engine import DeckReport
from deckcheck.reporters.json_reporter import render_json
from deckcheck.reporters.text_reporter import render_text

OutputFormat = Literal["text", "json"]
FORMATS: tuple[OutputFormat, ...] = ("text", "json")


def render(reports: Sequence[DeckReport], output_format: OutputFormat) -> str:
    return render_json(reports) if output_format == "json" else render_text(reports)


__all__ = ["FORMATS", "OutputFormat", "render"]
