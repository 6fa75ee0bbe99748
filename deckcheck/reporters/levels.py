"""What a finding counts as in a report: a warning that fails its deck (``--strict``) is shown as an error."""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding, Severity, plural
from deckcheck.games import find_game

ANY_LIST = "banned or limited list"
"""The words for the lists of several games at once (the totals of a run over Buddyfight and Yu-Gi-Oh! decks)."""


def effective_level(finding: Finding, report: DeckReport) -> Severity:
    """``error`` for errors, and for warnings when the deck is checked with ``--strict``; else ``warning``.
    A ``note`` stays a note: it never fails a deck."""
    if finding.severity == "note":
        return "note"
    if finding.severity == "error" or report.strict:
        return "error"
    return "warning"


def failing(report: DeckReport) -> int:
    """How many of the deck's findings fail it, listed or past the cap: its errors, and under ``--strict`` its
    warnings too."""
    return report.errors + (report.warnings if report.strict else 0)


def unchecked_list(report: DeckReport) -> str | None:
    """The game's word for the list a legal deck was *not* checked against (``Forbidden/Limited list``): its
    verdict rests on the construction rules only. ``None`` for a deck checked against one, an illegal deck, or
    a game that has no such lists."""
    if not report.legal or not report.readable or report.regulation is not None:
        return None
    game = find_game(report.game)
    return game.regulation_title if game is not None else None


def illegal_said(illegal: int, unreadable: int) -> str:
    """``3 illegal``, or ``3 illegal (2 unreadable)``: a file that could not be read counts as illegal, and the totals
    (of a run, of an event report) say how many of them there are."""
    return f"{illegal} illegal" + (f" ({unreadable} unreadable)" if unreadable else "")


def construction_only(title: str) -> str:
    """``construction only: no Forbidden/Limited list checked; see --regulation``."""
    return f"construction only: no {title} checked; see --regulation"


def construction_only_total(reports: Sequence[DeckReport]) -> str | None:
    """The totals' words for the legal decks that no list checked: ``construction only for 2 legal decks: no
    Forbidden/Limited list checked; see --regulation``."""
    titles = [title for title in map(unchecked_list, reports) if title is not None]
    if not titles:
        return None
    title = titles[0] if len(set(titles)) == 1 else ANY_LIST
    return f"construction only for {plural(len(titles), 'legal deck')}: no {title} checked; see --regulation"
