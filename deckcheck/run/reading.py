"""The IO edge: finding deck files, reading them safely, and checking each one."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from cardpool import CardPool
from cardpool.atomic import Snapshot, WriteFailed, write_file
from cardpool.visible import clip
from deckcheck.deck import Deck
from deckcheck.engine import DeckReport, check_deck
from deckcheck.findings import Problem
from deckcheck.games import Game, all_games, find_game
from deckcheck.readers import deck_suffixes, read_deck
from deckcheck.run.fixer import apply_edits, plan_edits
from deckcheck.run.pools import Pools, is_starter

if TYPE_CHECKING:
    from cardpool import CardPool
    from deckcheck.regulations.bind import Bound

RegulationFor = Callable[[str, "CardPool"], "Bound | None"]

DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024
STDIN = "-"


class PathProblem(Exception):
    """A path given on the command line that cannot be checked at all (exit code 2)."""


@dataclass
class Run:
    reports: list[DeckReport] = field(default_factory=list)
    path_errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """Things the user should know that do not change the verdict (fixes left undone)."""
    pool_notes: list[str] = field(default_factory=list)
    """About the pools of the run, once each: a starter pool that met names it does not know."""

    @property
    def exit_code(self) -> int:
        if self.path_errors:
            return 2
        return 0 if all(r.legal for r in self.reports) else 1


def _outside(path: Path, top: str) -> bool:
    """Whether the symbolic link ``path`` leads (through any chain of links) out of the real directory ``top``."""
    target = os.path.realpath(path)
    return os.path.commonpath([target, top]) != top


def _walk(directory: Path, errors: list[OSError], skipped: list[Path]) -> Iterator[Path]:
    """Deck files below ``directory``, sorted; symlinked directories are not followed (no loops).

    Directories that cannot be listed are added to ``errors`` rather than skipped in silence. A file that
    is a symbolic link out of ``directory`` (``decks/app.yaml -> ~/secret/app.yml``) is not read: it goes
    to ``skipped``, and is checked only when named on the command line.
    """
    suffixes = deck_suffixes()
    top = os.path.realpath(directory)
    for root, dirs, files in os.walk(directory, onerror=errors.append, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.lower().endswith(suffixes) and not name.startswith("."):
                path = Path(root) / name
                if path.is_symlink() and _outside(path, top):
                    skipped.append(path)
                    continue
                yield path


def is_inline(raw: str) -> bool:
    """Whether a command-line argument is a deck itself (a ``ydke://`` URL), as a game recognises it, and not
    the name of an existing file."""
    if not any(game.inline(raw) for game in all_games() if game.inline is not None):
        return False
    try:
        return not os.path.lexists(raw)
    except (OSError, ValueError):
        return True


def inline_label(raw: str) -> str:
    """How reports name an inline deck: its first 40 characters."""
    text = raw.strip()
    return text if len(text) <= 40 else text[:37] + "..."


def expand(paths: list[str]) -> tuple[list[str], list[str], list[str]]:
    """The deck files named by ``paths`` (files, directories, ``-``, inline decks such as ``ydke://`` URLs),
    the paths that do not exist, and notes on the files a directory walk left out."""
    files: list[str] = []
    missing: list[str] = []
    notes: list[str] = []
    for raw in paths:
        if raw == STDIN or is_inline(raw):
            files.append(raw)
            continue
        path = Path(raw)
        try:
            is_dir = path.is_dir()
            exists = is_dir or path.exists() or path.is_symlink()
        except (OSError, ValueError) as exc:  # a name too long for the file system, say
            missing.append(f"{raw}: {getattr(exc, 'strerror', None) or exc}")
            continue
        if is_dir:
            errors: list[OSError] = []
            skipped: list[Path] = []
            found = [str(p) for p in _walk(path, errors, skipped)]
            notes += [
                f"{_printable(str(p))}: not checked: a symbolic link to a file outside {_printable(raw)} "
                "(name it on the command line to check it)"
                for p in skipped
            ]
            for error in errors:
                where = error.filename if error.filename is not None else raw
                missing.append(f"{where}: cannot read this directory: {error.strerror or error}")
            if not found and not errors:
                missing.append(
                    f"{raw}: no deck files ({', '.join('*' + s for s in deck_suffixes())}) in this directory"
                )
            files.extend(found)
        elif exists:
            files.append(raw)
        else:
            missing.append(f"{raw}: no such file or directory")
    return files, missing, notes


def _read_limited(stream: BinaryIO, limit: int) -> bytes | None:
    data = stream.read(limit + 1)
    return None if len(data) > limit else data


def _not_regular(mode: int) -> Problem:
    if stat.S_ISFIFO(mode):
        kind = "a FIFO"
    else:
        kind = "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "not a regular file"
    return Problem(f"cannot check this path: it is {kind}")


def read_bytes(path: str, limit: int) -> tuple[bytes | None, Problem | None]:
    """A deck file's bytes, or a problem saying why they cannot be had."""
    too_big = Problem(f"the file is larger than {limit:,} bytes, the limit (raise it with --max-file-size)", None, None)
    if is_inline(path):
        data = path.encode("utf-8", "surrogateescape")
        return (data, None) if len(data) <= limit else (None, too_big)
    if path == STDIN:
        if sys.stdin is None:  # started with standard input closed
            return None, Problem("standard input is closed: there is no deck to read")
        try:
            data = _read_limited(sys.stdin.buffer, limit)
        except OSError as exc:
            return None, Problem(f"cannot read standard input: {exc.strerror or exc}")
        return (data, None) if data is not None else (None, too_big)
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            return None, _not_regular(mode)
        # Non-blocking, and checked again once open: a FIFO put in the file's place
        # between the two looks must not hang the run.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "rb") as handle:
            mode = os.fstat(handle.fileno()).st_mode
            if not stat.S_ISREG(mode):
                return None, _not_regular(mode)
            data = _read_limited(handle, limit)
    except FileNotFoundError:
        if os.path.islink(path):
            return None, Problem("a symbolic link to nothing: its target does not exist")
        return None, Problem("the file disappeared before it could be read")
    except PermissionError:
        return None, Problem("permission denied: deckcheck cannot read this file")
    except IsADirectoryError:
        return None, Problem("this is a directory, not a deck file")
    except OSError as exc:
        return None, Problem(f"cannot read the file: {exc.strerror or exc}")
    return (data, None) if data is not None else (None, too_big)


def _printable(path: str) -> str:
    """``path`` as reports can print it: a file name that is not valid UTF-8 shows U+FFFD for its bad bytes."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return path


def _read_and_check(display: str, data: bytes, pools: Pools, options: CheckOptions) -> tuple[Deck, DeckReport]:
    deck, problems = read_deck(display, data, forced=options.game, fallback=pools.given_game)
    game = find_game(deck.game)
    pool = pools.for_game(game.name if game else pools.fallback_game)
    regulation = None
    if options.regulation_for is not None and game is not None and pool.game == game.name and deck.readable:
        regulation = options.regulation_for(game.name, pool)
    report = check_deck(deck, problems, pool, strict=options.strict, ignore=options.ignore, regulation=regulation)
    return deck, report


@dataclass(frozen=True)
class CheckOptions:
    """How every deck of a run is checked."""

    strict: bool = False
    max_file_size: int = DEFAULT_MAX_FILE_SIZE
    fix: bool = False
    ignore: frozenset[str] = frozenset()
    game: Game | None = None
    """``--game``: the game of every deck, whatever its file says."""
    regulation_for: RegulationFor | None = None
    """``--regulation``: the bound regulation in force for a deck of a game, checked against a pool."""


def _stat(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None


def check_file(path: str, pools: Pools, options: CheckOptions) -> tuple[DeckReport, str | None, list[str]]:
    """Check one deck file; with ``fix``, rewrite fixable names first (never stdin) and check the result.

    Returns the report; when ``--fix`` could not write the file, why (the report is then of the file
    as it is, unchanged); and a note for each fix that could not be made safely.
    """
    inline = is_inline(path)
    display = "<stdin>" if path == STDIN else inline_label(_printable(path)) if inline else _printable(path)
    before = _stat(path) if options.fix and path != STDIN and not inline else None  # before reading: a change shows
    data, problem = read_bytes(path, options.max_file_size)
    if data is None:
        assert problem is not None
        game = options.game or find_game(pools.fallback_game)
        assert game is not None
        deck = Deck(path=display, game=game.name, readable=False)
        pool = pools.for_game(game.name)
        return check_deck(deck, [problem], pool, strict=options.strict, ignore=options.ignore), None, []
    deck, report = _read_and_check(display, data, pools, options)
    notes: list[str] = []
    if options.fix and path != STDIN and not inline:
        edits = plan_edits(report.findings)
        if edits:
            fixed, made, skipped = apply_edits(data, edits, yaml=deck.syntax == "yaml")
            notes = [
                f"{display}:{e.line}:{e.column}: --fix left {clip(e.old)!r} as it is: {clip(e.new)!r} cannot be "
                "written there without changing the file's structure; edit it by hand"
                for e in skipped
            ]
            if made:
                expect = Snapshot.of(before, data) if before is not None else None
                try:
                    write_file(path, fixed, what="the fixed file", expect=expect)
                except WriteFailed as exc:
                    if exc.kind == "links":  # not an error: the deck is checked as it is, the note says why
                        return report, None, [*notes, _printable(str(exc))]
                    return report, _printable(str(exc)), notes
                deck, report = _read_and_check(display, fixed, pools, options)
                report = replace(report, fixed=made)
    return report, None, notes


def run(paths: list[str], pools: Pools, options: CheckOptions) -> Run:
    files, missing, walk_notes = expand(paths)
    result = Run(path_errors=missing, notes=walk_notes)
    unknown: dict[str, set[str]] = {}
    for path in files:
        report, error, notes = check_file(path, pools, options)
        result.reports.append(report)
        result.notes.extend(notes)
        if error is not None:
            result.path_errors.append(error)
        if report.unknown:
            unknown.setdefault(report.game, set()).update(c.name for c in report.cards if c.canonical is None)
    for game, names in unknown.items():
        pool = pools.for_game(game)
        if is_starter(pool) and pool.game == game:
            result.pool_notes.append(starter_notice(pool, len(names)))
    return result


def starter_notice(pool: CardPool, unknown: int) -> str:
    """Said once per run when the bundled starter pool checked names it does not know."""
    game = find_game(pool.game)
    title = game.title if game else pool.game
    return (
        f"{unknown} name{'s' if unknown != 1 else ''} {'are' if unknown != 1 else 'is'} not in the bundled "
        f"{title} starter pool ({pool.info.name!r}, {len(pool)} cards), which holds only a few cards for the "
        f"examples; import a full card list (a table with every card's name, number, type, world and text) "
        f"with 'deckcheck pool import CARDS.sqlite --set-default', or pass one with --pool"
    )
