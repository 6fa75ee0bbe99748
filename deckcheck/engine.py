"""Running the rules over a deck: pure, no printing and no file access."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from cardpool import CardPool
from deckcheck.context import Context, build_context
from deckcheck.deck import Deck
from deckcheck.findings import Finding, Problem
from deckcheck.rules import REGISTRY, all_rules

SUPPORTED_GAMES = ("buddyfight",)
KNOWN_FORMATS = {"buddyfight": ("standard",)}
"""The formats each game's rules are written for: the rulebook's deck construction is "standard"."""


@dataclass(frozen=True)
class Setup:
    """How the flag starts the fight."""

    hand: int
    gauge: int
    life: int


@dataclass(frozen=True)
class DeckReport:
    path: str
    findings: tuple[Finding, ...]
    legal: bool
    flag: str | None = None
    buddy: str | None = None
    deck_size: int = 0
    sideboard_size: int = 0
    type_counts: dict[str, int] = field(default_factory=dict)
    setup: Setup | None = None
    readable: bool = True
    fixed: int = 0
    """How many names ``--fix`` rewrote in this file."""

    @property
    def errors(self) -> int:
        return sum(1 for f in self.findings if f.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for f in self.findings if f.severity == "warning")


def _stamp(path: str, slug: str, problem: Problem) -> Finding:
    rule = REGISTRY[slug]
    return Finding(
        path=path,
        rule=rule.slug,
        code=rule.code,
        severity=rule.severity,
        message=problem.message,
        line=problem.line,
        column=problem.column,
        card=problem.card,
        suggestions=problem.suggestions,
        fix=problem.fix,
    )


def _type_counts(ctx: Context) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for entry in ctx.deck.entries:
        if entry.section != "deck" or ctx.is_flag_card(entry.name):
            continue
        printings = ctx.printings(entry.name)
        counts[printings[0].type if printings else "unknown"] += entry.count
    return dict(sorted(counts.items()))


def _file_warnings(deck: Deck) -> list[tuple[str, Problem]]:
    """What the file itself says that needs a warning: a guessed encoding, a format deckcheck does not know."""
    found: list[tuple[str, Problem]] = []
    if deck.encoding == "cp1252":
        found.append(
            (
                "encoding",
                Problem(
                    "the file is not UTF-8; it was read as Windows-1252 (Notepad's \"ANSI\"): "
                    "check the names, or save it as UTF-8"
                ),
            )
        )
    known = KNOWN_FORMATS.get(deck.game)
    if deck.format is not None and known is not None and deck.format.strip().lower() not in known:
        shown = deck.format if len(deck.format) <= 40 else deck.format[:37] + "..."
        found.append(
            (
                "unknown-format",
                Problem(
                    f"format {shown!r} is not one deckcheck knows ({', '.join(known)}); "
                    "the deck is checked against the standard deck-construction rules",
                    deck.format_line,
                    1 if deck.format_line else None,
                ),
            )
        )
    return found


def check_deck(
    deck: Deck,
    parse_problems: list[Problem],
    pool: CardPool,
    *,
    strict: bool = False,
    ignore: frozenset[str] = frozenset(),
) -> DeckReport:
    """Every finding for one deck, sorted, and the verdict. ``ignore`` holds rule slugs to skip."""
    findings = [_stamp(deck.path, "parse-error", p) for p in parse_problems]
    unreadable = not deck.readable
    skip_rules = unreadable
    if deck.game not in SUPPORTED_GAMES:
        findings.append(
            _stamp(
                deck.path,
                "parse-error",
                Problem(
                    f"game '{deck.game}' is not supported yet; supported: {', '.join(SUPPORTED_GAMES)}",
                    deck.game_line,
                    1 if deck.game_line else None,
                ),
            )
        )
        skip_rules = True  # read, but not a game deckcheck has rules for
    findings.extend(_stamp(deck.path, "reading-note", p) for p in deck.notes)
    findings.extend(_stamp(deck.path, slug, p) for slug, p in _file_warnings(deck) if slug not in ignore)
    ctx = build_context(deck, pool)
    if not skip_rules:
        findings.extend(_stamp(deck.path, "reading-note", p) for p in ctx.notes)
        for rule in all_rules():
            if rule.check is not None and rule.game in (None, deck.game) and rule.slug not in ignore:
                findings.extend(_stamp(deck.path, rule.slug, p) for p in rule.check(ctx))
    findings.sort(key=Finding.sort_key)
    failing = {"error", "warning"} if strict else {"error"}  # a note never fails a deck
    flag_rules = ctx.flag_rules
    return DeckReport(
        path=deck.path,
        findings=tuple(findings),
        legal=not any(f.severity in failing for f in findings),
        flag=ctx.flag_name or (ctx.flags[0].name if ctx.flags else None),
        buddy=" + ".join(ctx.buddy_names) or (ctx.buddies[0].name if ctx.buddies else None),
        deck_size=ctx.deck_size,
        sideboard_size=ctx.sideboard_size,
        type_counts=_type_counts(ctx),
        setup=Setup(flag_rules.hand, flag_rules.gauge, flag_rules.life) if flag_rules else None,
        readable=not unreadable,
    )
