"""Running ``deckcheck check``'s decks: inputs, settings per file, pools, a report per deck, the run's notes.

The run produces an :class:`Outcome`; the CLI (:mod:`deckcheck.cli.execute`) renders it in each format asked
for, writes the outputs and gives the exit code.
"""

from __future__ import annotations

import datetime
import os
import time

from cardpool import CardPool, PoolError
from deckcheck.config import Resolver, Settings
from deckcheck.config.search import used_notes
from deckcheck.engine import DeckReport
from deckcheck.games import find_game
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.session import Chooser, Gathered, RunRegulations
from deckcheck.run.batch import collect
from deckcheck.run.flood import capped
from deckcheck.run.glob_use import GlobUse, unmatched
from deckcheck.run.options import CheckOptions
from deckcheck.run.outputs import input_among, run_inputs
from deckcheck.run.parallel import in_order, jobs_for
from deckcheck.run.pipeline import FileResult, check_path
from deckcheck.run.pools import Pools, is_starter
from deckcheck.run.progress import Progress
from deckcheck.run.reading import STDIN, is_inline, read_bytes, starter_notice


class RunError(Exception):
    """A failure that stops the run before any deck is checked (exit code 2)."""


class Outcome:
    """What a run found, gathered as it goes."""

    def __init__(self) -> None:
        self.reports: list[DeckReport] = []
        self.errors: list[str] = []
        self.notes: list[str] = []
        self.pool_notes: list[str] = []
        """About the run's pools, once each: a bundled starter pool that met names it does not know."""
        self.diffs: list[str] = []
        self.changes = 0
        self.fixed_stdin: bytes | None = None
        self.listed: list[str] | None = None
        """``--show-files``: the files the run would check."""
        self.pools: dict[tuple[str, str], CardPool] = {}
        """The card pools the decks were checked against, by (game, location), in first use order."""
        self.timings: dict[str, float] = {}
        """Seconds spent on each deck, by report path (JUnit's ``time``)."""
        self.started = datetime.datetime.now(datetime.timezone.utc)


class PoolSets:
    """The card pools of each config, loaded once (config files may name different pools)."""

    def __init__(self) -> None:
        self._sets: dict[tuple[str, ...], Pools] = {}

    def get(self, paths: tuple[str, ...]) -> Pools:
        if paths not in self._sets:
            self._sets[paths] = Pools(paths)
        return self._sets[paths]


class _SettingsOf:
    """A file's settings are its directory's; standard input's, those of ``--stdin-filename`` or the current
    directory; an inline deck's (``ydke://``), the current directory's. Looked up once per directory of the run
    (a folder of 1,000 decks asks the resolver once, not three times a file)."""

    def __init__(self, options: CheckOptions, resolver: Resolver) -> None:
        self._options = options
        self._resolver = resolver
        self._by_folder: dict[str, Settings] = {}
        self._by_path: dict[str, Settings] = {}

    def __call__(self, path: str) -> Settings:
        if path == STDIN:
            name = self._options.stdin_filename
            return self._resolver.for_path(name) if name else self._resolver.for_directory(".")
        found = self._by_path.get(path)
        if found is None:
            found = self._by_path[path] = self._lookup(path)
        return found

    def _lookup(self, path: str) -> Settings:
        if is_inline(path):
            return self._resolver.for_directory(".")
        folder = os.path.dirname(path)  # the run's working directory does not change: the same folder, the same
        found = self._by_folder.get(folder)
        if found is None:
            found = self._by_folder[folder] = self._resolver.for_path(path)
        return found


def check_all(options: CheckOptions, resolver: Resolver) -> Outcome:
    outcome = Outcome()
    pools = PoolSets()
    pools.get(resolver.default.pool)  # a --pool that cannot be loaded stops the run before anything else
    walked: set[str] = set()
    globs = GlobUse()
    files, outcome.errors = collect(
        list(options.paths),
        resolver,
        force_exclude=options.force_exclude,
        notes=outcome.notes,
        stdin_filename=options.stdin_filename,
        walked=walked,
        globs=globs,
        own_reports=options.own_reports,
    )
    outcome.notes.extend(unmatched(globs, files))  # a typo in exclude or per-file-ignores is no silent no-op
    if options.show_files:
        outcome.listed = files
        return outcome
    refuse_inputs(options, files, resolver)
    if STDIN in options.paths and STDIN not in files and options.fix.fix and not options.fix.diff:
        _echo_stdin(options, outcome)  # excluded: "--fix -" still gives the editor its text back, unchanged
    defaults = () if options.no_regulation else _default_regulations()
    settings_of = _SettingsOf(options, resolver)
    _refuse_a_day_without_a_regulation(options, settings_of, files, defaults)
    progress = Progress(len(files))
    regulations = RunRegulations(
        read_bytes,
        options.regulations,
        options.list_format,
        defaults=defaults,
        off=options.no_regulation,
        deck_formats=options.deck_formats,
    )
    unknown: dict[int, tuple[CardPool, set[str]]] = {}

    def checked(path: str) -> tuple[FileResult, float, frozenset[str], Gathered | None]:
        settings = settings_of(path)
        chooser = regulations.for_settings(
            settings.regulation, settings.as_of, settings.regulation_root, settings.format
        )
        began = time.perf_counter()
        result = check_path(
            path,
            pools.get(settings.pool),
            settings,
            max_file_size=options.max_file_size,
            mode=options.fix,
            stdin_filename=options.stdin_filename,
            game=options.game,
            regulation_for=chooser,
            walked=path in walked,
        )
        report = result.report
        names = frozenset(c.name for c in report.cards if c.canonical is None) if report.unknown else frozenset()
        if not options.keep_cards and result.report.cards:  # (in a --jobs worker: not sent back either)
            result.report = result.report.replace(cards=())
        return result, time.perf_counter() - began, names, regulations.gathered()  # a worker's, for the notes

    jobs = _jobs(options, settings_of, regulations, files)
    try:
        checked_in_order = in_order(files, checked, jobs, stopped=outcome.notes.append)
        for path, (result, seconds, names, found) in zip(files, checked_in_order, strict=True):
            if found is not None:
                regulations.absorb(found)
            outcome.timings[result.report.path] = seconds
            outcome.notes.extend(result.notes)
            if not result.skipped:
                _take(outcome, result, settings_of(path), pools, unknown, names)
            progress.step()
    finally:
        progress.close()
    outcome.notes.extend(regulations.notes())
    outcome.errors.extend(regulations.errors())
    outcome.notes.extend(used_notes(resolver.used, resolver.cwd))
    outcome.pool_notes = [starter_notice(pool, names) for pool, names in unknown.values()]
    return outcome


def _take(
    outcome: Outcome,
    result: FileResult,
    settings: Settings,
    pools: PoolSets,
    unknown: dict[int, tuple[CardPool, set[str]]],
    names: frozenset[str],
) -> None:
    """One checked deck into the outcome: its bounded report, the pool used, the names a starter pool did not
    know (``names``: the deck's unresolved names), and what ``--fix`` did."""
    outcome.reports.append(capped(result.report, settings.rules))  # a bounded report per deck
    if find_game(result.report.game) is not None:  # a deck of a game deckcheck does not know has no pool
        used = pools.get(settings.pool).for_game(result.report.game)
        outcome.pools.setdefault((used.game, used.info.location), used)
        if result.report.unknown and is_starter(used) and used.game == result.report.game:
            unknown.setdefault(id(used), (used, set()))[1].update(names)
    if result.error:
        outcome.errors.append(result.error)
    if result.diff:
        outcome.diffs.append(result.diff)
    outcome.changes += result.changes
    if result.fixed_bytes is not None:
        outcome.fixed_stdin = result.fixed_bytes


def _chooser(regulations: RunRegulations, settings: Settings) -> Chooser | None:
    """The regulations' chooser for a file of these settings (its config's lists, day and format)."""
    return regulations.for_settings(settings.regulation, settings.as_of, settings.regulation_root, settings.format)


def _jobs(options: CheckOptions, settings_of: _SettingsOf, regulations: RunRegulations, files: list[str]) -> int:
    """How many processes check ``files``: ``--jobs`` where that is safe (see :mod:`deckcheck.run.parallel`)."""
    jobs = jobs_for(options.jobs, len(files))
    if jobs <= 1 or options.fix.active or any(path == STDIN or is_inline(path) for path in files):
        return 1
    try:
        for settings in {id(s): s for s in map(settings_of, files)}.values():  # one Settings a config: each once
            _chooser(regulations, settings)  # its chooser
    except (RegulationError, PoolError, OSError):  # a list that cannot be read: one process meets it in file order,
        return 1  # after any error of the files before it, as it would without --jobs
    return jobs  # (the workers inherit every chooser, and send back what their notes need: absorb() above)


def _refuse_a_day_without_a_regulation(
    options: CheckOptions, settings_of: _SettingsOf, files: list[str], defaults: tuple[str, ...]
) -> None:
    """``--no-regulation`` with ``--regulation``, or ``--as-of`` when no deck has a regulation: a usage error."""
    day = options.overrides.as_of
    if options.no_regulation and options.regulations:
        raise RunError("--no-regulation and --regulation do not go together: give one of them")
    if (
        day is not None
        and files
        and not defaults
        and (options.no_regulation or not any(settings_of(path).regulation for path in files))
    ):
        raise RunError(
            f"--as-of {day.isoformat()} picks the regulation in force that day, but no deck has a regulation: "
            "give --regulation PATH (or 'regulation' in the configuration file, or 'deckcheck regulation use')"
        )


def refuse_inputs(options: CheckOptions, files: list[str], resolver: Resolver) -> None:
    """A report must not replace a file the run reads (``-o decks/a.txt``): a :class:`RunError` before any deck
    is checked."""
    outputs = list(options.written)
    if not outputs:
        return
    real = [f for f in files if f != STDIN and not is_inline(f)]
    settings = [resolver.default, *(resolver.for_path(f) for f in real)]
    clash = input_among(outputs, run_inputs(real, settings))
    if clash is not None:
        output, source = clash
        raise RunError(f"{output}: it is an input of this run ({source}); a report never replaces one")


def _default_regulations() -> tuple[str, ...]:
    """The folders of the default regulations recorded with ``deckcheck regulation use``, every game's."""
    from deckcheck.games import all_games
    from deckcheck.run.default_regulation import default_sources

    return tuple(default_sources([game.name for game in all_games()]).values())


def _echo_stdin(options: CheckOptions, outcome: Outcome) -> None:
    data, problem = read_bytes(STDIN, options.max_file_size)
    if data is not None:
        outcome.fixed_stdin = data
    elif problem is not None:
        outcome.errors.append(f"<stdin>: {problem.message}")
