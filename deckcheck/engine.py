"""Running a game's rules over a deck: pure, no printing and no file access."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING

from cardpool import CardPool
from cardpool.record import Record
from deckcheck.context import Context, build_context
from deckcheck.deck import Deck, format_key
from deckcheck.findings import Finding, Problem, Severity, quote
from deckcheck.games import DEFAULT_GAME, Game, all_games, find_game
from deckcheck.games.base import DeckFacts, Details
from deckcheck.readers.data_lines import holds_token
from deckcheck.readers.pool_step import MAX_SCORED_LINES as MAX_SCORED_LINES  # where it was
from deckcheck.readers.pool_step import finish_with_pool
from deckcheck.rules import REGISTRY, Rule, find_rule, game_rules, parse_error


class ResolvedCard:
    """One line of the deck as the report lists it: the name as written, what it resolved to, where.

    A read-only record, written by hand with ``__slots__`` (one is made for every line of every deck: a frozen
    dataclass costs four times as much to make); equal when every field is."""

    __slots__ = ("canonical", "column", "count", "line", "name", "section", "type")

    name: str
    canonical: str | None
    count: int
    section: str
    """The section, or for a slot line (a flag, a buddy) the slot's name."""
    type: str | None
    line: int
    column: int

    def __init__(
        self, name: str, canonical: str | None, count: int, section: str, type: str | None, line: int, column: int
    ) -> None:
        self.name = name
        self.canonical = canonical
        self.count = count
        self.section = section
        self.type = type
        self.line = line
        self.column = column

    def _fields(self) -> tuple[str, str | None, int, str, str | None, int, int]:
        return (self.name, self.canonical, self.count, self.section, self.type, self.line, self.column)

    def __eq__(self, other: object) -> bool:
        return type(other) is ResolvedCard and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        shown = ", ".join(k + "=" + repr(v) for k, v in zip(_CARD_FIELDS, self._fields(), strict=True))  # Python's
        return f"ResolvedCard({shown})"


_CARD_FIELDS = ("name", "canonical", "count", "section", "type", "line", "column")


if TYPE_CHECKING:
    from deckcheck.regulations.bind import Bound


class DeckReport(Record):
    """One deck's verdict and findings, and what the reports say of it. A read-only record written by hand
    (:class:`cardpool.record.Record`): a dataclass is defined at every start, and a run makes a few a deck
    (:meth:`replace` gives a changed copy)."""

    __slots__ = (
        "path", "findings", "legal", "game", "sections", "type_counts", "details", "readable", "fixed", "strict",
        "regulation", "regulation_effective", "player", "printed", "name", "cards", "unknown", "suppressed",
        "unlisted",
    )  # fmt: skip
    path: str
    findings: tuple[Finding, ...]
    legal: bool
    game: str
    sections: Mapping[str, int]
    """Section -> cards in it, in the game's order (``{"deck": 51, "sideboard": 0}``)."""
    type_counts: Mapping[str, int]
    """Cards of the main section by card type."""
    details: Details
    """The game's own facts (Buddyfight: ``flag``, ``buddy``, ``setup``)."""
    readable: bool
    fixed: int
    """How many fixes ``--fix`` made in this file (names rewritten, unused suppressions removed)."""
    strict: bool
    """Whether warnings fail this deck (``--strict``); reporters show such warnings as failures."""
    regulation: str | None
    """The name of the regulation the deck was checked against (``--regulation``), if any."""
    regulation_effective: str | None
    """The day that regulation took effect (``YYYY-MM-DD``)."""
    player: str | None
    """The deck's ``player:`` key or ``Player:`` line."""
    printed: Mapping[str, str]
    """The printed name of each card the findings name as written (a ``.ydk`` passcode -> its name)."""
    name: str | None
    """The deck's name (``Name:``, ``name:``, or a title line)."""
    cards: tuple[ResolvedCard, ...]
    """Every slot and card line, in file order."""
    unknown: int
    """How many distinct written names the pool does not know."""
    suppressed: tuple[Finding, ...]
    """The error-level findings that suppression comments dropped: shown in the summary, for a reviewer."""
    unlisted: Mapping[Severity, int]
    """Findings past the report's cap (:mod:`deckcheck.run.flood`) by severity: not in ``findings``, counted in
    :attr:`errors` and :attr:`warnings` all the same."""

    def __init__(
        self,
        path: str,
        findings: tuple[Finding, ...],
        legal: bool,
        game: str = DEFAULT_GAME,
        sections: Mapping[str, int] | None = None,
        type_counts: Mapping[str, int] | None = None,
        details: Details | None = None,
        readable: bool = True,
        fixed: int = 0,
        strict: bool = False,
        regulation: str | None = None,
        regulation_effective: str | None = None,
        player: str | None = None,
        printed: Mapping[str, str] | None = None,
        name: str | None = None,
        cards: tuple[ResolvedCard, ...] = (),
        unknown: int = 0,
        suppressed: tuple[Finding, ...] = (),
        unlisted: Mapping[Severity, int] | None = None,
    ) -> None:
        self._fill(
            path, findings, legal, game, {} if sections is None else sections,
            {} if type_counts is None else type_counts, {} if details is None else details, readable, fixed, strict,
            regulation, regulation_effective, player, {} if printed is None else printed, name, cards, unknown,
            suppressed, {} if unlisted is None else unlisted,
        )  # fmt: skip

    @property
    def verdict(self) -> str:
        """``LEGAL``, ``ILLEGAL``, or ``UNREADABLE`` for a file that could not be read as a deck (never legal)."""
        return "LEGAL" if self.legal else "ILLEGAL" if self.readable else "UNREADABLE"

    @property
    def errors(self) -> int:
        """Every error finding of the deck, listed or past the cap."""
        return sum(1 for f in self.findings if f.severity == "error") + self.unlisted.get("error", 0)

    @property
    def warnings(self) -> int:
        """Every warning finding of the deck, listed or past the cap."""
        return sum(1 for f in self.findings if f.severity == "warning") + self.unlisted.get("warning", 0)

    @property
    def deck_size(self) -> int:
        """Cards in the main section (Buddyfight's deck, Yu-Gi-Oh!'s Main Deck)."""
        return next(iter(self.sections.values()), 0)

    @property
    def facts(self) -> DeckFacts:
        """The view of this report a game's hooks get."""
        return DeckFacts(self.sections, self.type_counts, self.details)


def stamp(path: str, rule: Rule, problem: Problem) -> Finding:
    """A rule's problem as a finding: the rule's code, slug and default severity added."""
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
        unsafe_fix=problem.unsafe_fix,
        cards=problem.cards,
    )


Facts = dict[str, tuple[str | None, str | None]]
"""Each written name's canonical name and card type (``None`` for a name the pool does not know)."""


def _facts(ctx: Context) -> Facts:
    """:data:`Facts` of every slot and card line's written name, asked once a name."""
    canonical, printings = ctx.canonical, ctx.printings
    facts: Facts = {}
    slots = [named.name for slot in ctx.game.slots for named in ctx.slot(slot.name)]
    for name in chain(slots, [entry.name for entry in ctx.deck.entries]):
        if name not in facts:
            cards = printings(name)
            facts[name] = (canonical(name), cards[0].type if cards else None)
    return facts


def _cards(ctx: Context, facts: Facts) -> tuple[ResolvedCard, ...]:
    cards = []
    for slot in ctx.game.slots:
        for n in ctx.slot(slot.name):
            name, kind = facts[n.name]
            cards.append(ResolvedCard(n.name, name, 1, slot.name, kind, n.line, n.column))
    for e in ctx.deck.entries:
        name, kind = facts[e.name]
        cards.append(ResolvedCard(e.name, name, e.count, e.section, kind, e.line, e.column))
    cards.sort(key=_PLACE)  # stable: lines at one place keep their order
    return tuple(cards)


_PLACE = attrgetter("line", "column")


def _type_counts(ctx: Context, facts: Facts) -> dict[str, int]:
    counts: dict[str, int] = {}
    main = ctx.game.main_section.name
    for entry in ctx.counted_entries:
        if entry.section == main:
            kind = facts[entry.name][1] or "unknown"
            counts[kind] = counts.get(kind, 0) + entry.count
    return dict(sorted(counts.items()))


def _unchecked(deck: Deck, game: Game | None, pool: CardPool) -> Problem | None:
    """Why the deck's rules cannot run: a game deckcheck does not know, or a pool of another game."""
    if game is None:
        known = ", ".join(g.name for g in all_games())
        return Problem(
            f"unknown game {quote(deck.game)}; known games: {known}", deck.game_line, 1 if deck.game_line else None
        )
    if pool.game != game.name:
        other = find_game(pool.game)
        return Problem(
            f"this is a {game.title} deck, but the card pool {quote(pool.info.name)} is for "
            f"{other.title if other else pool.game}; give a {game.name} pool with --pool",
            deck.game_line,
            1 if deck.game_line else None,
        )
    return None


def _file_warnings(ctx: Context) -> list[tuple[str, Problem]]:
    """What the file itself says that needs a warning: a guessed encoding, a format neither the game nor a
    loaded regulation of the game defines."""
    deck, game = ctx.deck, ctx.game
    found: list[tuple[str, Problem]] = []
    if deck.encoding == "cp1252":
        message = (
            'the file is not UTF-8; it was read as Windows-1252 (Notepad\'s "ANSI"): '
            "check the names, or save it as UTF-8"
        )
        found.append(("DC007", Problem(message)))
    if deck.format is not None and game.formats and format_key(deck.format) not in ctx.known_formats:
        known = ctx.known_formats
        shown = deck.format if len(deck.format) <= 40 else deck.format[:37] + "..."
        said = "this format (a key or token: not quoted)" if holds_token(deck.format) else f"format {quote(shown)}"
        applied = f" and the regulation {quote(ctx.bound.name)}" if ctx.bound is not None else ""
        message = (
            f"{said} is not one deckcheck knows for {game.title} ({', '.join(known)}); "
            f"the deck is checked against the {game.formats[0]} deck-construction rules{applied}"
        )
        found.append(("DC008", Problem(message, deck.format_line, 1 if deck.format_line else None)))
    return found


def check_deck(
    deck: Deck,
    parse_problems: list[Problem],
    pool: CardPool,
    *,
    strict: bool = False,
    ignore: frozenset[str] = frozenset(),
    regulation: Bound | None = None,
    regulation_formats: frozenset[str] = frozenset(),
) -> DeckReport:
    """Every finding for one deck, sorted, and the verdict. ``ignore`` holds rule codes to skip;
    ``regulation_formats`` are the formats the run's regulations define for the deck's game.

    The deck is read to its end first (:func:`~deckcheck.readers.pool_step.finish_with_pool`); a caller that reads
    with the pool (``run/``) has done so, and this only builds the context and runs the rules."""
    deck, parse_problems = finish_with_pool(deck, parse_problems, pool)  # done already when read with the pool
    reading = parse_error()
    findings = [stamp(deck.path, reading, p) for p in parse_problems]
    game = find_game(deck.game)
    problem = _unchecked(deck, game, pool)
    if problem is not None:
        rule = reading if game is None else find_rule("DC005")
        assert rule is not None
        findings.append(stamp(deck.path, rule, problem))
    if game is None or problem is not None:
        findings.sort(key=Finding.sort_key)
        return DeckReport(
            deck.path,
            tuple(findings),
            legal=False,
            game=deck.game,
            readable=deck.readable,
            player=deck.player,
            name=deck.name,
        )
    context = game.context()
    if not (isinstance(context, type) and issubclass(context, Context)):
        raise TypeError(f"game {game.name!r}: its context hook gave {context!r}, not a deckcheck.context.Context class")
    ctx = build_context(deck, pool, game, context, regulation, regulation_formats, ignore)
    for code, found in _file_warnings(ctx):
        rule = REGISTRY[code]
        if rule.code not in ignore:
            findings.append(stamp(deck.path, rule, found))
    notes = REGISTRY["DC006"]
    noted = notes.code not in ignore  # the reading notes: off as any rule is (--ignore reading-note)
    findings.extend(stamp(deck.path, notes, p) for p in deck.notes if noted)
    if deck.readable:
        findings.extend(stamp(deck.path, notes, p) for p in ctx.notes if noted)
        placed, path = ctx.placed, deck.path
        for rule in game_rules(game):
            if rule.check is not None and rule.code not in ignore:
                for p in rule.check(ctx):  # most rules find nothing: no generator of stamps for them
                    findings.append(stamp(path, rule, placed(p)))
    findings.sort(key=Finding.sort_key)
    failing = {"error", "warning"} if strict else {"error"}  # a note never fails a deck
    facts = _facts(ctx)
    cards = _cards(ctx, facts)
    return DeckReport(
        path=deck.path,
        findings=tuple(findings),
        legal=not any(f.severity in failing for f in findings),
        game=game.name,
        sections={s.name: ctx.size(s.name) for s in game.sections},
        type_counts=_type_counts(ctx, facts),
        details=game.summary(ctx) if game.summary else {},
        readable=deck.readable,
        regulation=regulation.name if regulation is not None else None,
        regulation_effective=(
            regulation.effective.isoformat() if regulation is not None and regulation.effective else None
        ),
        player=deck.player,
        printed={f.card: name for f in findings if f.card and (name := ctx.canonical(f.card)) is not None},
        strict=strict,
        name=deck.name,
        cards=cards,
        unknown=len({c.name for c in cards if c.canonical is None}),
    )
