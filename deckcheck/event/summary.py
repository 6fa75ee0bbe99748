"""An event's decks as rows and totals: what every event report format shows. Pure; no IO."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePath

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.games import find_game

OVER_LIMIT_RULES = frozenset(
    {"banned-card", "restricted-count", "combined-limit", "choice-group", "copy-limit", "omni-lord-limit"}
)
"""Rules whose findings name cards over a limit (for "cards most often over a limit": every card a finding
is about, so each card of a combined limit or a choice group that the deck holds)."""
TOP = 10


@dataclass(frozen=True)
class Row:
    """One deck of the event."""

    player: str
    path: str
    game: str
    lineup: tuple[tuple[str, str], ...]
    """Buddyfight: ``(("Flag", ...), ("Buddy", ...))``; other games: their main sections and sizes."""
    deck_size: int
    legal: bool
    readable: bool
    errors: int
    warnings: int
    first_problem: str
    regulation: str
    findings: tuple[Finding, ...]
    printed: Mapping[str, str] = field(default_factory=dict)
    """Cards as written -> printed names (so a passcode and a name count as one card in the totals)."""

    @property
    def verdict(self) -> str:
        if not self.readable:
            return "unreadable"
        return "legal" if self.legal else "illegal"


@dataclass(frozen=True)
class Event:
    title: str
    as_of: str
    rows: tuple[Row, ...]
    regulations: tuple[str, ...]
    """Each regulation used, with its date and the games it was used for."""
    by_group: tuple[tuple[str, int], ...] = ()
    """Decks per flag (Buddyfight) or per game, most first."""
    problems: tuple[tuple[str, str, int, int], ...] = ()
    """(rule, code, findings, decks), most common first."""
    over_limit: tuple[tuple[str, int], ...] = ()
    """(card, decks), the cards most often over a limit."""
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def legal(self) -> int:
        return sum(1 for r in self.rows if r.legal)

    @property
    def illegal(self) -> int:
        return len(self.rows) - self.legal


def _player(report: DeckReport) -> str:
    if report.player:
        return report.player
    return PurePath(report.path).stem or report.path


def _lineup(report: DeckReport) -> tuple[tuple[str, str], ...]:
    """What the deck is built around: its slots (Buddyfight's flag and buddy), else its sections' sizes."""
    game = find_game(report.game)
    if game is not None and game.slots:
        return tuple((slot.title, str(report.details.get(slot.name) or "-")) for slot in game.slots)
    titles = {s.name: s.title for s in game.sections} if game else {}
    return tuple((titles.get(name, name), str(count)) for name, count in report.sections.items())


def _problems(findings: Sequence[Finding]) -> list[Finding]:
    """Errors and warnings: a note says how something was read and is no problem."""
    return [f for f in findings if f.severity != "note"]


def _first(findings: Sequence[Finding]) -> str:
    problems = _problems(findings)
    chosen = next((f for f in problems if f.severity == "error"), problems[0] if problems else None)
    if chosen is None:
        return ""
    where = f"line {chosen.line}: " if chosen.line else ""
    return f"{where}{chosen.code} {chosen.message}"


def row(report: DeckReport) -> Row:
    since = f" (in force from {report.regulation_effective})" if report.regulation_effective else ""
    return Row(
        player=_player(report),
        path=report.path,
        game=report.game,
        lineup=_lineup(report),
        deck_size=report.deck_size,
        legal=report.legal,
        readable=report.readable,
        errors=report.errors,
        warnings=report.warnings,
        first_problem=_first(report.findings),
        regulation=f"{report.regulation}{since}" if report.regulation else "none",
        findings=report.findings,
        printed=report.printed,
    )


def _unchecked(report: DeckReport) -> str | None:
    """``none (construction only: no Forbidden/Limited list checked; see --regulation)`` for a deck of a game
    that has such lists, checked against none."""
    from deckcheck.reporters.levels import construction_only

    game = find_game(report.game)
    return f"none ({construction_only(game.regulation_title)})" if game and game.regulation_title else None


def build_event(reports: Sequence[DeckReport], *, title: str, as_of: str, notes: Sequence[str] = ()) -> Event:
    """Rows in the order the decks were checked, and the totals, ties broken by name."""
    rows = tuple(row(r) for r in reports)
    groups: Counter[str] = Counter()
    for item in rows:
        game = find_game(item.game)
        if game is not None and game.slots:  # decks per flag (the game's first slot)
            slot = game.slots[0].title
            groups[f"{slot}: {dict(item.lineup).get(slot, '-')}"] += 1
        else:
            groups[f"Game: {item.game}"] += 1  # the game as the table's Game column shows it
    findings: Counter[tuple[str, str]] = Counter()
    decks: Counter[tuple[str, str]] = Counter()
    cards: Counter[str] = Counter()
    for item in rows:
        seen: set[tuple[str, str]] = set()
        over: set[str] = set()
        for finding in _problems(item.findings):
            key = (finding.rule, finding.code)
            findings[key] += 1
            seen.add(key)
            if finding.rule in OVER_LIMIT_RULES:
                over.update(item.printed.get(card, card) for card in finding.cards or (finding.card,) if card)
        decks.update(seen)
        cards.update(over)
    used: dict[str, set[str]] = {}
    for item, report in zip(rows, reports, strict=True):
        unchecked = None if item.regulation != "none" else _unchecked(report)
        if item.regulation != "none" or unchecked:
            used.setdefault(unchecked or item.regulation, set()).add(item.game)
    return Event(
        title=title,
        as_of=as_of,
        rows=rows,
        regulations=tuple(f"{name}, for {', '.join(sorted(games))} decks" for name, games in sorted(used.items())),
        by_group=tuple(sorted(groups.items(), key=lambda kv: (-kv[1], kv[0]))),
        problems=tuple(
            (rule, code, n, decks[(rule, code)])
            for (rule, code), n in sorted(findings.items(), key=lambda kv: (-decks[kv[0]], -kv[1], kv[0]))
        ),
        over_limit=tuple(sorted(cards.items(), key=lambda kv: (-kv[1], kv[0])))[:TOP],
        notes=tuple(notes),
    )
