"""Running ``deckcheck check``: inputs, settings per file, pools, reports to their outputs, the exit code.

Exit codes: 0 every deck legal; 1 a deck illegal (or failing under ``--strict``), or with ``--diff`` a change
pending; 2 usage, configuration or path errors; ``--exit-zero`` turns 1 into 0.
"""

from __future__ import annotations

import datetime
import os
import sys
import time
from dataclasses import dataclass, field

import click

from cardpool import CardPool
from cardpool.atomic import Snapshot, WriteFailed, write_file
from cardpool.errors import PoolError
from cardpool.visible import one_line
from deckcheck.config import ConfigError, Resolver, Settings
from deckcheck.config.search import used_notes
from deckcheck.engine import DeckReport
from deckcheck.regulations.session import RunRegulations
from deckcheck.reporters import ReportOptions, render
from deckcheck.reporters.recognize import is_check_report
from deckcheck.reporters.style import Style, use_color
from deckcheck.run.batch import collect
from deckcheck.run.flood import capped
from deckcheck.run.glob_use import GlobUse, unmatched
from deckcheck.run.options import CheckOptions, Output
from deckcheck.run.outputs import OutputRefused, guard_output, input_among, run_inputs
from deckcheck.run.parallel import in_order, jobs_for
from deckcheck.run.pipeline import FileResult, check_path
from deckcheck.run.pools import Pools, is_starter
from deckcheck.run.progress import Progress
from deckcheck.run.reading import STDIN, is_inline, printable_path, read_bytes, starter_notice
from deckcheck.startup import silence_stdout

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


class RunError(Exception):
    """A failure that stops the run before any deck is checked (exit code 2)."""


@dataclass
class Outcome:
    reports: list[DeckReport] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    pool_notes: list[str] = field(default_factory=list)
    """About the run's pools, once each: a bundled starter pool that met names it does not know."""
    diffs: list[str] = field(default_factory=list)
    changes: int = 0
    fixed_stdin: bytes | None = None
    listed: list[str] | None = None
    pools: dict[tuple[str, str], CardPool] = field(default_factory=dict)
    """The card pools the decks were checked against, by (game, location), in first use order."""
    timings: dict[str, float] = field(default_factory=dict)
    """Seconds spent on each deck, by report path (JUnit's ``time``)."""
    started: datetime.datetime = field(default_factory=lambda: datetime.datetime.now(datetime.timezone.utc))
    """``--show-files``: the files the run would check."""


class PoolSets:
    """The card pools of each config, loaded once (config files may name different pools)."""

    def __init__(self) -> None:
        self._sets: dict[tuple[str, ...], Pools] = {}

    def get(self, paths: tuple[str, ...]) -> Pools:
        if paths not in self._sets:
            self._sets[paths] = Pools(paths)
        return self._sets[paths]


def _settings_for(path: str, options: CheckOptions, resolver: Resolver) -> Settings:
    """A file's settings are its directory's; standard input's, those of ``--stdin-filename`` or the current
    directory; an inline deck's (``ydke://``), the current directory's."""
    if path == STDIN:
        return resolver.for_path(options.stdin_filename) if options.stdin_filename else resolver.for_directory(".")
    if is_inline(path):
        return resolver.for_directory(".")
    return resolver.for_path(path)


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
    )
    outcome.notes.extend(unmatched(globs, files))  # a typo in exclude or per-file-ignores is no silent no-op
    if options.show_files:
        outcome.listed = files
        return outcome
    refuse_inputs(options, files, resolver)
    if STDIN in options.paths and STDIN not in files and options.fix.fix and not options.fix.diff:
        _echo_stdin(options, outcome)  # excluded: "--fix -" still gives the editor its text back, unchanged
    defaults = () if options.no_regulation else _default_regulations()
    _refuse_a_day_without_a_regulation(options, resolver, files, defaults)
    progress = Progress(len(files))
    regulations = RunRegulations(
        read_bytes, options.regulations, options.list_format, defaults=defaults, off=options.no_regulation
    )
    unknown: dict[int, tuple[CardPool, set[str]]] = {}

    def checked(path: str) -> tuple[FileResult, float]:
        settings = _settings_for(path, options, resolver)
        chooser = regulations.for_settings(settings.regulation, settings.as_of, settings.regulation_root)
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
        return result, time.perf_counter() - began

    jobs = _jobs(options, resolver, regulations, files)
    try:
        for path, (result, seconds) in zip(files, in_order(files, checked, jobs), strict=True):
            settings = _settings_for(path, options, resolver)
            outcome.timings[result.report.path] = seconds
            outcome.notes.extend(result.notes)
            if result.skipped:
                progress.step()
                continue
            outcome.reports.append(capped(result.report, settings.rules))  # a bounded report per deck
            used = pools.get(settings.pool).for_game(result.report.game)
            outcome.pools.setdefault((used.game, used.info.location), used)
            if result.report.unknown:
                pool = used
                if is_starter(pool) and pool.game == result.report.game:
                    names = unknown.setdefault(id(pool), (pool, set()))[1]
                    names.update(c.name for c in result.report.cards if c.canonical is None)
            if result.error:
                outcome.errors.append(result.error)
            if result.diff:
                outcome.diffs.append(result.diff)
            outcome.changes += result.changes
            if result.fixed_bytes is not None:
                outcome.fixed_stdin = result.fixed_bytes
            progress.step()
    finally:
        progress.close()
    outcome.notes.extend(regulations.notes())
    outcome.notes.extend(used_notes(resolver.used, resolver.cwd))
    outcome.pool_notes = [starter_notice(pool, names) for pool, names in unknown.values()]
    return outcome


def _jobs(options: CheckOptions, resolver: Resolver, regulations: RunRegulations, files: list[str]) -> int:
    """How many processes check ``files``: ``--jobs`` where that is safe (see :mod:`deckcheck.run.parallel`)."""
    jobs = jobs_for(options.jobs, len(files))
    if jobs <= 1 or options.fix.active or any(path == STDIN or is_inline(path) for path in files):
        return 1
    for path in files:
        settings = _settings_for(path, options, resolver)
        if regulations.for_settings(settings.regulation, settings.as_of, settings.regulation_root) is not None:
            return 1  # a regulation's notes are gathered across the run's files: one process
    return jobs


def _refuse_a_day_without_a_regulation(
    options: CheckOptions, resolver: Resolver, files: list[str], defaults: tuple[str, ...]
) -> None:
    """``--no-regulation`` with ``--regulation``, or ``--as-of`` when no deck has a regulation: a usage error."""
    day = options.overrides.as_of
    if options.no_regulation and options.regulations:
        raise RunError("--no-regulation and --regulation do not go together: give one of them")
    if (
        day is not None
        and files
        and not defaults
        and (options.no_regulation or not any(_settings_for(path, options, resolver).regulation for path in files))
    ):
        raise RunError(
            f"--as-of {day.isoformat()} picks the regulation in force that day, but no deck has a regulation: "
            "give --regulation PATH (or 'regulation' in the configuration file, or 'deckcheck regulation use')"
        )


def refuse_inputs(options: CheckOptions, files: list[str], resolver: Resolver) -> None:
    """A report must not replace a file the run reads (``-o decks/a.txt``): a :class:`RunError` before any deck
    is checked."""
    outputs = [o.file for o in options.outputs if o.file] + list(options.written)
    if not outputs:
        return
    real = [f for f in files if f != STDIN and not is_inline(f)]
    settings = [resolver.default, *(resolver.for_path(f) for f in real)]
    clash = input_among(outputs, run_inputs(real, settings))
    if clash is not None:
        output, source = clash
        raise RunError(f"{output}: it is an input of this run ({source}); a report never replaces one")


def guard_outputs(options: CheckOptions) -> dict[str, Snapshot | None]:
    """Each ``--output-file`` as it is now (see :func:`~deckcheck.run.outputs.guard_output`); a
    :class:`RunError` for one that must not be replaced."""
    found: dict[str, Snapshot | None] = {}
    for output in options.outputs:
        if output.file is None:
            continue
        try:
            found[output.file] = guard_output(output.file, force=options.force, looks_like=is_check_report)
        except OutputRefused as exc:
            raise RunError(f"--output-file {output.file}: {exc}") from None
    return found
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


def _write(output: Output, text: str, expect: Snapshot | None = None) -> str | None:
    assert output.file is not None
    try:
        write_file(
            output.file, text.encode("utf-8"), what="the report", special_ok=True, expect=expect, follow_links=False
        )
    except WriteFailed as exc:
        return str(exc)
    return None


def exit_code(options: CheckOptions, outcome: Outcome) -> int:
    if outcome.errors:
        return EXIT_USAGE
    failed = bool(outcome.diffs) if options.fix.diff else not all(r.legal for r in outcome.reports)
    return EXIT_OK if options.exit_zero or not failed else EXIT_FAIL


def execute(options: CheckOptions) -> int:
    """Check every deck the options name and write every report; the exit code."""
    try:
        resolver = Resolver(options.overrides, config=options.config, isolated=options.isolated)
    except ConfigError as exc:
        _failed_run(options, str(exc))
        raise RunError(str(exc)) from None
    if options.fix.fix and not options.fix.diff and STDIN in options.paths and len(options.paths) > 1:
        raise RunError("--fix with '-' writes the fixed deck to standard output: give '-' alone")
    before = guard_outputs(options)
    try:
        outcome = check_all(options, resolver)
    except ConfigError as exc:
        _failed_run(options, str(exc))
        raise RunError(str(exc)) from None
    except PoolError as exc:
        _failed_run(options, f"cannot load the card pool: {exc}")
        raise
    for message in outcome.notes:
        click.echo(f"deckcheck: note: {one_line(message)}", err=True)
    if outcome.listed is not None:
        return show_files(outcome.listed, outcome.errors)
    if any(not _holds_notes(output) for output in options.outputs):  # JSON, GitHub on stdout hold them
        for message in outcome.pool_notes:
            click.echo(f"deckcheck: note: {one_line(message)}", err=True)
    for message in outcome.errors:
        click.echo(f"deckcheck: error: {one_line(message)}", err=True)
    stdout_taken = options.fix.diff or outcome.fixed_stdin is not None
    if options.fix.diff:
        _print("".join(outcome.diffs))
        pending = len(outcome.diffs)
        click.echo(
            f"deckcheck: {pending} file{'s' if pending != 1 else ''} would be changed "
            f"({outcome.changes} fix{'es' if outcome.changes != 1 else ''})"
            if pending
            else "deckcheck: no fixes to make",
            err=True,
        )
    elif outcome.fixed_stdin is not None:
        try:
            sys.stdout.flush()
            sys.stdout.buffer.write(outcome.fixed_stdin)  # the bytes as fixed, in the deck's own encoding
            sys.stdout.buffer.flush()
        except BrokenPipeError:
            silence_stdout()
    for output in options.outputs:
        only_errors = not outcome.reports and outcome.errors
        if only_errors and output.format not in ("json", "sarif", "junit") and output.file is None:
            continue  # only run errors: they are on standard error already (the machine formats hold them too)
        to_terminal = output.file is None and not stdout_taken
        if output.file is None and options.fix.diff:
            continue  # --diff prints only the diff on standard output
        style = Style(to_terminal and use_color(options.color, isatty=sys.stdout.isatty()))
        if output.file is None and not to_terminal:  # --fix -: the report goes to standard error
            style = Style(use_color(options.color, isatty=sys.stderr.isatty()))
        report_options = ReportOptions(
            style=style,
            quiet=options.quiet,
            statistics=options.statistics,
            show_unsafe=options.show_unsafe,
            root=sarif_root(),
            docs_url=options.docs_url,
            timings=outcome.timings,
            started=outcome.started,
        )
        text = render(outcome.reports, output.format, outcome.errors, report_options, outcome.pool_notes)
        if output.file is not None:
            error = _write(output, text, before.get(output.file))
            if error:
                click.echo(f"deckcheck: error: {one_line(error)}", err=True)
                outcome.errors.append(error)
        else:
            _print(text, err=not to_terminal, color=style.enabled)
    if any(output.format == "github" for output in options.outputs):
        from deckcheck.run.step_summary import write_step_summary

        failed = write_step_summary(outcome.reports)
        if failed:
            click.echo(f"deckcheck: error: {one_line(failed)}", err=True)
    return exit_code(options, outcome)


def _holds_notes(output: Output) -> bool:
    """Whether the report itself carries the run's pool notes: JSON's ``notes``, GitHub's ``::notice`` in the log."""
    return output.format == "json" or (output.format == "github" and output.file is None)


def sarif_root() -> str:
    """SARIF's ``%SRCROOT%``: the repository root around the current directory, else the current directory."""
    from deckcheck.run.gitignore import repository_root

    here = os.getcwd()
    return str(repository_root(here) or here)


def _failed_run(options: CheckOptions, error: str) -> None:
    """A run a config or pool error stopped still writes its JSON and SARIF reports, saying it failed: a CI
    step reading them sees the failure, and code scanning does not take 0 results for "all fixed"."""
    for output in options.outputs:
        if output.format in ("json", "sarif"):
            expect = None
            if output.file:
                try:  # the same guard as a run that checked decks: no link, no input, no stranger's file
                    expect = guard_output(output.file, force=options.force, looks_like=is_check_report)
                except OutputRefused:
                    continue  # the run's own error is said anyway
            report_options = ReportOptions(root=sarif_root(), docs_url=options.docs_url)
            text = render([], output.format, error.split("\n"), report_options)
            _write(output, text, expect) if output.file else _print(text)


def show_files(files: list[str], errors: list[str]) -> int:
    """``--show-files``: each file on its own line as it is reported (control characters shown as ``<U+XXXX>``)."""
    for path in files:
        _print(("<stdin>" if path == STDIN else printable_path(path)) + "\n")
    for message in errors:
        click.echo(f"deckcheck: error: {one_line(message)}", err=True)
    return EXIT_USAGE if errors else EXIT_OK


def _print(text: str, *, err: bool = False, color: bool | None = None) -> None:
    """Print a report. A reader that closed standard output early (``| head -1``) ends it quietly: every deck
    is checked by now, so the run still writes its other outputs and exits with its verdict."""
    try:
        click.echo(text, nl=False, err=err, color=color)
    except BrokenPipeError:
        if not err:
            silence_stdout()
