"""One deck file through the whole check: read, rules, suppressions and severities, then ``--fix``/``--diff``.

IO stays at the edge: this module reads the file's bytes and, for ``--fix`` on a real file, writes it back
atomically; everything else is handed the bytes.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Set
from functools import lru_cache
from typing import TYPE_CHECKING

from cardpool import CardPool
from cardpool.atomic import Snapshot, WriteFailed, write_file
from cardpool.lines import split_lines
from cardpool.record import Fields
from deckcheck.config import Settings
from deckcheck.config.globs import matches, relative
from deckcheck.deck import Deck
from deckcheck.engine import DeckReport, check_deck
from deckcheck.findings import Finding, Problem
from deckcheck.games import Game, find_game, get_game
from deckcheck.readers import read_deck
from deckcheck.readers.pool_step import finish_with_pool
from deckcheck.readers.source import Decoded, decode, lead_marks
from deckcheck.rules import rules_for
from deckcheck.run.game_by_names import NamesJudge
from deckcheck.run.notdeck import named_no_deck, no_deck_in
from deckcheck.run.policy import finish
from deckcheck.run.pools import Pools
from deckcheck.run.reading import STDIN, inline_label, is_inline, printable_path, read_bytes, stat_or_none
from deckcheck.run.suppress import Unused, rewrite_line

if TYPE_CHECKING:
    from deckcheck.regulations.session import RegulationFor
    from deckcheck.run.fixer import Edit  # the fixer loads when a run fixes or shows a diff

Checked = tuple[Deck, DeckReport, "list[Unused]", Decoded]
"""A file checked: its deck, its report, its unused suppressions and its decoded text (:func:`_checked`)."""


class FixMode(Fields):
    """``--fix``, ``--unsafe-fixes`` and ``--diff``."""

    fix: bool = False
    unsafe: bool = False
    diff: bool = False
    """Work out the fixed file, show it as a unified diff, and write nothing."""

    @property
    def active(self) -> bool:
        return self.fix or self.diff


class FileResult:
    """What checking one file gave: its report, and what ``--fix`` did (a ``--jobs`` worker sends it back)."""

    __slots__ = ("report", "error", "notes", "diff", "fixed_bytes", "changes", "skipped")

    def __init__(
        self,
        report: DeckReport,
        error: str | None = None,
        notes: list[str] | None = None,
        diff: str = "",
        fixed_bytes: bytes | None = None,
        changes: int = 0,
        skipped: bool = False,
    ) -> None:
        self.report = report
        self.error = error
        """Why ``--fix`` could not write the file (the report is then of the file as it is)."""
        self.notes: list[str] = [] if notes is None else notes
        self.diff = diff
        self.fixed_bytes = fixed_bytes
        """The fixed deck, for ``--fix -`` (standard input): written to standard output."""
        self.changes = changes
        self.skipped = skipped
        """A file a directory walk found that is no deck at all: not reported, a note says so."""


def ignored_here(settings: Settings, display: str) -> frozenset[str]:
    """The rules ``per-file-ignores`` turns off for this file."""
    if not settings.per_file_ignores:
        return frozenset()
    rel = relative(display, settings.root)
    found: set[str] = set()
    for pattern, slugs in settings.per_file_ignores:
        if matches(pattern, rel):
            found |= slugs
    return frozenset(found)


@lru_cache(maxsize=64)
def _skipped(enabled: Set[str], game: str | None) -> frozenset[str]:
    """The codes of ``game``'s rules (and the game-agnostic ones) that the engine skips: worked out once per
    rule selection and game, not per deck; only that game's rules are loaded."""
    return frozenset(r.code for r in rules_for(game) if r.code not in enabled)


def _fallback(settings: Settings, pools: Pools) -> str:
    """The game of a deck that does not name one: the config's ``game``, else the run's (:attr:`Pools.fallback_game`:
    the pool's, or the one game whose pool is installed)."""
    return settings.game or pools.fallback_game


def _checked(
    display: str,
    data: bytes,
    pools: Pools,
    settings: Settings,
    enabled: Set[str],
    forced: Game | None,
    regulation_for: RegulationFor | None = None,
) -> tuple[Deck, DeckReport, list[Unused], Decoded]:
    decoded = decode(data)  # once: the reader, the suppression scan and the fixer read the same text
    fallback = settings.game or pools.given_game
    deck, problems = read_deck(display, decoded, forced=forced, fallback=fallback, by_names=NamesJudge(pools))
    if settings.format and deck.format is None:
        deck = deck.replace(format=settings.format)
    read_as = deck.game
    game = find_game(read_as)
    pool = pools.for_game(game.name if game else _fallback(settings, pools))
    deck, problems = finish_with_pool(deck, problems, pool)  # the reading ends here, before the rules
    # the game the engine checks the deck as, once the reading ended (looked up again only if it changed)
    checked = game if deck.game == read_as else find_game(deck.game)
    skip = _skipped(enabled, checked.name if checked else None)
    regulation = None
    formats: frozenset[str] = frozenset()
    if regulation_for is not None and game is not None and pool.game == game.name and deck.readable:
        from deckcheck.regulations.session import regulation_formats  # loaded already: a regulation was given

        regulation = regulation_for(game.name, pool, deck.format)
        formats = regulation_formats(regulation_for, game.name)
    report = check_deck(
        deck, problems, pool, strict=settings.strict, ignore=skip, regulation=regulation, regulation_formats=formats
    )
    if len(pools.explicit) > 1:  # "Pot of Greed" in a Buddyfight list, both pools given: say whose card it is
        from deckcheck.run.other_games import of_other_games

        report = of_other_games(report, pools)
    text = decoded.text if deck.readable else None
    report, unused = finish(
        report,
        text,
        enabled=enabled,
        severity=dict(settings.severity),
        strict=settings.strict,
        syntax=deck.syntax,
        suppressions=not settings.disable_suppressions,
        comments=deck.comments,  # collected by the reader: the text is not scanned again for them
    )
    return deck, report, unused, decoded


def _unsafe_edits(findings: tuple[Finding, ...], numbers_only: bool = False) -> list[Edit]:
    from deckcheck.run.fixer import Edit

    return [
        Edit(f.line, f.column, f.card, f.unsafe_fix)
        for f in findings
        if f.unsafe_fix and f.card and f.line and f.column and not f.fix
        if not numbers_only or (f.unsafe_fix.isascii() and f.unsafe_fix.isdigit())
    ]


def _drop_suppressions(data: bytes, unused: list[Unused], decoded: Decoded) -> tuple[bytes, int]:
    """The file without its unused suppressions (kept byte for byte otherwise), and how many were removed.
    ``decoded`` is ``data`` as the reader decoded it: it is not decoded again."""
    if not unused:
        return data, 0
    text, codec, bom = decoded.for_fix()
    lines, breaks = split_lines(text)  # the lines the directives were read from
    by_line: dict[int, list[Unused]] = {}
    for item in unused:
        by_line.setdefault(item.directive.line, []).append(item)
    out: list[str] = []
    for i, line in enumerate(lines):
        brk = breaks[i] if i < len(breaks) else ""
        if i + 1 in by_line:
            marks = lead_marks(line)  # a BOM the reader dropped (two files joined): the directives' offsets follow it
            new = rewrite_line(line[marks:], by_line[i + 1])
            if new is None:  # a line that held only the comment goes, with its line break
                if brk == "\n" and out and out[-1].endswith("\r"):  # after a lone CR, its LF stays: the two are one
                    out.append(brk)  # CRLF break, and no two lines of the LF file it sits in become one
                continue
            line = line[:marks] + new
        out.append(line + brk)
    return bom + "".join(out).encode(codec), len(unused)


def _cards(display: str, data: bytes) -> tuple[object, ...]:
    """What a deck file says, without line numbers: to tell that a rewrite changed nothing but comments."""
    deck, problems = read_deck(display, data)
    slots = tuple(sorted((name, tuple(n.name for n in held)) for name, held in deck.slots.items()))
    entries = tuple((e.name, e.count, e.section) for e in deck.entries)
    return entries, slots, deck.name, deck.format, deck.game, tuple(p.message for p in problems)


def _passed_over(display: str, report: DeckReport, why: str) -> FileResult:
    """A file a walk found (or a tool named) that is no deck: skipped with a note."""
    note = f"{display}: not checked: not a deck file ({why}); name it alone on the command line to check it"
    return FileResult(report, notes=[note], skipped=True)


def _no_deck_problem(why: str, pool: CardPool) -> Problem:
    """A file named alone that is no deck: its one error, as a YAML file with no deck key gets its reader's (not
    every rule's findings); against a bundled starter pool, which knows few real names, it says so."""
    known = f" (and no name the small bundled {pool.game} starter pool knows)" if pool.info.bundled else ""
    return Problem(f"not a deck file: {why}{known}")


def _unreadable(
    display: str, problem: Problem, pools: Pools, settings: Settings, enabled: Set[str], game: Game | None
) -> FileResult:
    """A file that could not be read at all (missing, too big, a folder): its one problem, as a deck's finding."""
    chosen = game or get_game(_fallback(settings, pools))
    deck = Deck(path=display, game=chosen.name, readable=False)
    report = check_deck(deck, [problem], pools.for_game(chosen.name), strict=settings.strict)
    return FileResult(finish(report, None, enabled=enabled, strict=settings.strict)[0])


def check_path(
    path: str,
    pools: Pools,
    settings: Settings,
    *,
    max_file_size: int,
    mode: FixMode = FixMode(),
    stdin_filename: str | None = None,
    game: Game | None = None,
    regulation_for: RegulationFor | None = None,
    walked: bool = False,
) -> FileResult:
    """Check one deck file (``-`` for standard input, reported as ``stdin_filename`` when given).

    ``game`` (``--game``) is the game of the deck whatever its file says; ``regulation_for`` gives the
    regulation in force for a deck (``--regulation``, ``--as-of``, or the config's). A file a directory walk
    found or a tool named (``walked``) that is no deck at all is skipped with a note."""
    inline = is_inline(path)  # a deck given as the argument itself (a ydke:// URL)
    display = inline_label(printable_path(path)) if inline else printable_path(path)
    if path == STDIN:
        display = printable_path(stdin_filename) if stdin_filename else "<stdin>"
    enabled = settings.rules - (frozenset() if inline else ignored_here(settings, stdin_filename or path))
    writes = mode.fix and not mode.diff and path != STDIN and not inline
    before = stat_or_none(path) if writes else None  # taken before reading: a change in between shows
    data, problem = read_bytes(path, max_file_size)
    if data is None:
        assert problem is not None
        return _unreadable(display, problem, pools, settings, enabled, game)
    deck, report, unused, decoded = _checked(display, data, pools, settings, enabled, game, regulation_for)
    if walked and (why := deck.not_a_deck or no_deck_in(deck, report)) is not None:
        return _passed_over(display, report, why)
    if not walked and not inline and deck.not_a_deck is None and (why := named_no_deck(deck, report, decoded.text)):
        return _unreadable(display, _no_deck_problem(why, pools.for_game(deck.game)), pools, settings, enabled, game)
    result = FileResult(report)
    if not mode.active or not deck.readable or inline:
        return result

    def check(text: bytes) -> Checked:
        return _checked(display, text, pools, settings, enabled, game, regulation_for)

    return _fixed(result, path, display, data, deck, (unused, decoded), mode, before, check)


def _fixed(
    result: FileResult,
    path: str,
    display: str,
    data: bytes,
    deck: Deck,
    read: tuple[list[Unused], Decoded],
    mode: FixMode,
    before: os.stat_result | None,
    check: Callable[[bytes], Checked],
) -> FileResult:
    """What ``--fix`` (or ``--diff``) makes of a checked deck file: its edits applied and written (or shown), and
    the file checked again as written. ``read``: the unused suppressions and the decoded text of the check."""
    unused, decoded = read
    report = result.report
    # Unsafe fixes write card names: only where a name is written; a .ydk list of passwords takes only a
    # password (a simulator's alternate-artwork number rewritten to the card's own).
    unsafe = mode.unsafe and deck.syntax in ("text", "csv", "yaml", "ydk")
    from deckcheck.run.fixer import apply_edits, plan_edits, skip_note

    edits = plan_edits(report.findings) + (_unsafe_edits(report.findings, deck.syntax == "ydk") if unsafe else [])
    yaml = deck.syntax == "yaml"
    csv = deck.syntax == "csv"  # the reader said so: the file is not looked at again
    fixed, made, skipped = apply_edits(data, edits, yaml=yaml, decoded=decoded, csv=csv) if edits else (data, 0, [])
    result.notes = [skip_note(display, e) for e in skipped]
    if made and unused:
        # Which suppressions are unused, and where they stand, is worked out on the renamed text: a renamed
        # name moves the comment after it, and may make a rule fire (or stop firing) there. So this run
        # removes what a second --fix would, and a second --fix changes nothing.
        _, _, unused, decoded = check(fixed)
    named, (fixed, removed) = fixed, _drop_suppressions(fixed, unused, decoded)
    if removed and _cards(display, named) != _cards(display, fixed):  # a "comment" that was part of a value
        result.notes.append(
            f"{display}: --fix left the unused suppressions as they are: removing them would change "
            "what the file says; edit it by hand"
        )
        fixed, removed = named, 0
    result.changes = made + removed
    if fixed == data:
        if path == STDIN and mode.fix and not mode.diff:
            result.fixed_bytes = data
        return result
    if mode.diff:
        from deckcheck.run.diff import unified  # only for --diff

        result.diff = unified(display, data, fixed, find_game(deck.game))
        return result
    if path == STDIN:
        result.fixed_bytes = fixed
    else:
        expect = Snapshot.of(before, data) if before is not None else None
        try:
            write_file(path, fixed, what="the fixed file", expect=expect)
        except WriteFailed as exc:
            if exc.kind == "links":  # not an error: the deck is checked as it is, the note says why
                result.notes.append(printable_path(str(exc)))
            else:
                result.error = printable_path(str(exc))
            return result
    _, report, _, _ = check(fixed)
    result.report = report.replace(fixed=made + removed)
    return result


__all__ = ["FileResult", "FixMode", "check_path"]
