"""An event's decks as rows and totals: what every event report format shows. Pure; no IO."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePath

from cardpool.visible import clip
from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.games import Game, find_game
from deckcheck.rules import rules_for

TOP = 10


@dataclass(frozen=True)
class Row:
    """One deck of the event."""

    player: str
    path: str
    game: str
    lineup: tuple[tuple[str, str], ...]
    """What the game says the deck is built around (Buddyfight: ``(("Flag", ...), ("Buddy", ...))``); by default
    its sections and their sizes."""
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
    game_title: str = ""
    """The game's display name (``Future Card Buddyfight``)."""

    @property
    def detailed(self) -> bool:
        """Whether the deck gets its own section in a report: illegal, or legal with warnings (notes alone do not)."""
        return not self.legal or any(f.severity in ("error", "warning") for f in self.findings)

    lineup_heading: str = "Sections"
    """The game's heading for :attr:`lineup`."""

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
    """Decks per the first part of their game's lineup (Buddyfight: the flag) or per game, most first."""
    group_word: str = "game"
    """What :attr:`by_group` counts by, in the games' own words (``flag or game``)."""
    problems: tuple[tuple[str, str, int, int], ...] = ()
    """(rule, code, findings, decks), most common first."""
    over_limit: tuple[tuple[str, int], ...] = ()
    """(card, decks), the cards most often over a limit."""
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def lineup_heading(self) -> str:
        """The lineup column's heading: each game's own, in the order the games first appear
        (Buddyfight's and Yu-Gi-Oh!'s: ``Flag and buddy / sections``); a file that could not be read has no lineup
        to head."""
        headings = list(dict.fromkeys(r.lineup_heading for r in self.rows if r.readable)) or ["Sections"]
        return " / ".join([headings[0], *(h[:1].lower() + h[1:] for h in headings[1:])])

    @property
    def legal(self) -> int:
        return sum(1 for r in self.rows if r.legal)

    @property
    def illegal(self) -> int:
        return len(self.rows) - self.legal

    @property
    def illegal_said(self) -> str:
        """``3 illegal``, or ``3 illegal (2 unreadable)``, as the text reporter's totals say
        (:func:`~deckcheck.reporters.levels.illegal_said`)."""
        from deckcheck.reporters.levels import illegal_said

        return illegal_said(self.illegal, sum(1 for r in self.rows if not r.readable))


MAX_PLAYER = 80
"""The most characters of a player's name a report shows (a 200 KB ``player:`` was copied three times a deck)."""


def _player(report: DeckReport) -> str:
    if report.player:
        return clip(report.player, MAX_PLAYER)
    return clip(PurePath(report.path).stem or report.path, MAX_PLAYER)


def _lineup(report: DeckReport, game: Game | None) -> tuple[tuple[str, str], ...]:
    """What the deck is built around, as its game says (its sections' sizes for a game deckcheck does not know);
    nothing for a file that could not be read (no flag, no sections: ``Flag: -`` said nothing of it)."""
    if not report.readable:
        return ()
    if game is not None:
        return game.lineup_of(report.facts)
    return tuple((name, str(count)) for name, count in report.sections.items())


def _problems(findings: Sequence[Finding]) -> list[Finding]:
    """Errors and warnings: a note says how something was read and is no problem."""
    return [f for f in findings if f.severity != "note"]


def said(finding: Finding) -> str:
    """A finding's message as the event report prints it: with its suggestions (``did you mean: Dragon Breath``),
    which the organiser needs at the table."""
    if not finding.suggestions or finding.rule != "unknown-card":  # (a spelling's message names the card already)
        return finding.message
    return f"{finding.message} (did you mean: {'; '.join(finding.suggestions)})"


def _first(findings: Sequence[Finding]) -> str:
    problems = _problems(findings)
    chosen = next((f for f in problems if f.severity == "error"), problems[0] if problems else None)
    if chosen is None:
        return ""
    where = f"line {chosen.line}: " if chosen.line else ""
    return f"{where}{chosen.code} {said(chosen)}"


def row(report: DeckReport, game: Game | None = None) -> Row:
    """The deck's row; ``game`` is its game when the caller looked it up already."""
    since = f" (in force from {report.regulation_effective})" if report.regulation_effective else ""
    game = game if game is not None else find_game(report.game)
    return Row(
        player=_player(report),
        path=report.path,
        game=report.game,
        lineup=_lineup(report, game),
        deck_size=report.deck_size,
        legal=report.legal,
        readable=report.readable,
        errors=report.errors,
        warnings=report.warnings,
        first_problem=_first(report.findings),
        regulation=_regulation(report, since),
        findings=report.findings,
        printed=report.printed,
        game_title=game.title if game is not None else report.game,
        lineup_heading=game.lineup_heading if game is not None else "Sections",
    )


def _regulation(report: DeckReport, since: str) -> str:
    """The list the deck was checked against, ``none``, or nothing for a file that could not be read (no list was
    checked, for want of a deck, not of a list)."""
    if report.regulation:
        return f"{report.regulation}{since}"
    return "none" if report.readable else ""


def _over_limit_codes(games: set[str]) -> frozenset[str]:
    """The codes of the rules that say they are over-the-limit rules (each game's and every game's)."""
    known = [game for game in sorted(games) if find_game(game) is not None]
    return frozenset(r.code for game in [None, *known] for r in rules_for(game) if r.over_limit)


def _unchecked(game: Game | None) -> str | None:
    """``none (construction only: no Forbidden/Limited list checked; see --regulation)`` for a deck of a game
    that has such lists, checked against none."""
    from deckcheck.reporters.levels import construction_only

    return f"none ({construction_only(game.regulation_title)})" if game and game.regulation_title else None


def build_event(reports: Sequence[DeckReport], *, title: str, as_of: str, notes: Sequence[str] = ()) -> Event:
    """Rows in the order the decks were checked, and the totals, ties broken by name."""
    games = {name: find_game(name) for name in dict.fromkeys(r.game for r in reports)}  # once a game, not a deck
    rows = tuple(row(r, games[r.game]) for r in reports)
    groups: Counter[str] = Counter()
    words: dict[str, None] = {}
    for item in rows:
        game = games[item.game]
        if not item.readable:
            groups["Unreadable"] += 1  # a file that could not be read: of no flag, and perhaps of no game
        elif game is not None and game.lineup is not None and item.lineup:  # decks per flag (the lineup's first part)
            label, value = item.lineup[0]
            groups[f"{label}: {value}"] += 1
            words.setdefault(label.lower())
        else:
            groups[f"Game: {item.game_title}"] += 1  # the game as the table's Game column shows it
    limits = _over_limit_codes({item.game for item in rows})
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
            if finding.code in limits:
                over.update(item.printed.get(card, card) for card in finding.cards or (finding.card,) if card)
        decks.update(seen)
        cards.update(over)
    used: dict[str, set[str]] = {}
    for item, report in zip(rows, reports, strict=True):
        if not item.readable:
            continue  # no list was checked because the file could not be read, not for want of a list
        unchecked = None if item.regulation != "none" else _unchecked(games[report.game])
        if item.regulation != "none" or unchecked:
            used.setdefault(unchecked or item.regulation, set()).add(item.game)
    return Event(
        title=title,
        as_of=as_of,
        rows=rows,
        regulations=tuple(f"{name}, for {', '.join(sorted(games))} decks" for name, games in sorted(used.items())),
        by_group=tuple(sorted(groups.items(), key=lambda kv: (-kv[1], kv[0]))),
        group_word=f"{' / '.join(words)} or game" if words else "game",
        problems=tuple(
            (rule, code, n, decks[(rule, code)])
            for (rule, code), n in sorted(findings.items(), key=lambda kv: (-decks[kv[0]], -kv[1], kv[0]))
        ),
        over_limit=tuple(sorted(cards.items(), key=lambda kv: (-kv[1], kv[0])))[:TOP],
        notes=tuple(notes),
    )
