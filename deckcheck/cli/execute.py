"""``deckcheck check`` end to end: the run's outcome rendered in each format asked for, written to its output,
the notes and errors on standard error, the job summary, and the exit code.

Exit codes: 0 every deck legal; 1 a deck illegal (or failing under ``--strict``), or with ``--diff`` a change
pending; 2 usage, configuration or path errors; ``--exit-zero`` turns 1 into 0.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence

import click

from cardpool.atomic import Snapshot, WriteFailed, write_file
from cardpool.errors import PoolError
from cardpool.visible import line_start, one_line, visible
from deckcheck.cli.errors import EXIT_ILLEGAL, EXIT_OK, EXIT_USAGE
from deckcheck.cli.outputs import Output, ReportChoices
from deckcheck.config import ConfigError, Resolver
from deckcheck.engine import DeckReport
from deckcheck.reporters import ReportOptions, render
from deckcheck.reporters.style import Style, use_color
from deckcheck.run.execute import Outcome, RunError, check_all
from deckcheck.run.options import CheckOptions
from deckcheck.run.outputs import OutputRefused, guard_output
from deckcheck.run.reading import STDIN, printable_path
from deckcheck.startup import silence_stdout


def guard_outputs(choices: ReportChoices) -> tuple[dict[str, Snapshot | None], frozenset[tuple[int, int]]]:
    """Each ``--output-file`` as it is now (see :func:`~deckcheck.run.outputs.guard_output`), and the files among
    them that hold a report already (a folder walk leaves them out); a :class:`RunError` for one that must not be
    replaced."""
    found: dict[str, Snapshot | None] = {}
    reports: set[tuple[int, int]] = set()
    for output in choices.outputs:
        if output.file is None:
            continue
        from deckcheck.reporters.recognize import is_check_report  # here: it takes json, a plain check does not

        try:
            guarded = guard_output(output.file, force=choices.force, looks_like=is_check_report)
        except OutputRefused as exc:
            raise RunError(f"--output-file {output.file}: {exc}") from None
        found[output.file] = guarded.before
        reports.update(filter(None, [guarded.report]))
    return found, frozenset(reports)


def _write(output: Output, text: str, expect: Snapshot | None = None) -> str | None:
    assert output.file is not None
    try:
        write_file(
            output.file, text.encode("utf-8"), what="the report", special_ok=True, expect=expect, follow_links=False
        )
    except WriteFailed as exc:
        return str(exc)
    return None


def exit_code(options: CheckOptions, choices: ReportChoices, outcome: Outcome) -> int:
    if outcome.errors:
        return EXIT_USAGE
    failed = bool(outcome.diffs) if options.fix.diff else not all(r.legal for r in outcome.reports)
    return EXIT_OK if choices.exit_zero or not failed else EXIT_ILLEGAL


def execute(options: CheckOptions, choices: ReportChoices) -> int:
    """Check every deck the options name and write every report; the exit code."""
    try:
        resolver = Resolver(options.overrides, config=options.config, isolated=options.isolated)
    except ConfigError as exc:
        _failed_run(choices, str(exc))
        raise RunError(str(exc)) from None
    if options.fix.fix and not options.fix.diff and STDIN in options.paths and len(options.paths) > 1:
        raise RunError("--fix with '-' writes the fixed deck to standard output: give '-' alone")
    before, reports = guard_outputs(choices)
    try:
        outcome = check_all(options.replace(own_reports=reports), resolver)
    except ConfigError as exc:
        _failed_run(choices, str(exc))
        raise RunError(str(exc)) from None
    except PoolError as exc:
        _failed_run(choices, visible(f"cannot load the card pool: {exc}"))
        raise
    for message in outcome.notes:
        click.echo(f"deckcheck: note: {one_line(message)}", err=True)
    if outcome.listed is not None:
        return show_files(outcome.listed, outcome.errors)
    if any(not _holds_notes(output) for output in choices.outputs):  # JSON, GitHub on stdout hold them
        for message in outcome.pool_notes:
            click.echo(f"deckcheck: note: {one_line(message)}", err=True)
    for message in outcome.errors:
        click.echo(f"deckcheck: error: {one_line(message)}", err=True)
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
    _write_reports(choices, outcome, before, diff=options.fix.diff)
    if any(output.format == "github" for output in choices.outputs):
        failed = write_step_summary(outcome.reports)
        if failed:
            click.echo(f"deckcheck: error: {one_line(failed)}", err=True)
    return exit_code(options, choices, outcome)


def _write_reports(
    choices: ReportChoices, outcome: Outcome, before: Mapping[str, Snapshot | None], *, diff: bool
) -> None:
    """Each report rendered and written to its file or printed; a file that cannot be written is an error."""
    stdout_taken = diff or outcome.fixed_stdin is not None
    root = sarif_root(choices)
    for output in choices.outputs:
        only_errors = not outcome.reports and outcome.errors
        if only_errors and output.format not in ("json", "sarif", "junit") and output.file is None:
            continue  # only run errors: they are on standard error already (the machine formats hold them too)
        to_terminal = output.file is None and not stdout_taken
        if output.file is None and diff:
            continue  # --diff prints only the diff on standard output
        style = Style(to_terminal and use_color(choices.color, isatty=sys.stdout.isatty()))
        if output.file is None and not to_terminal:  # --fix -: the report goes to standard error
            style = Style(use_color(choices.color, isatty=sys.stderr.isatty()))
        report_options = ReportOptions(
            style=style,
            quiet=choices.quiet,
            statistics=choices.statistics,
            show_unsafe=choices.show_unsafe,
            root=(os.environ.get("GITHUB_WORKSPACE") or None) if output.format == "github" else root,
            docs_url=choices.docs_url,
            timings=outcome.timings,
            started=outcome.started,
        )
        notes = [*outcome.notes, *outcome.pool_notes]  # (the run's notes are on stderr too: for a reader)
        text = render(outcome.reports, output.format, outcome.errors, report_options, notes)
        if output.file is not None:
            error = _write(output, text, before.get(output.file))
            if error:
                click.echo(f"deckcheck: error: {one_line(error)}", err=True)
                outcome.errors.append(error)
        else:
            _print(text, err=not to_terminal, color=style.enabled)


def write_step_summary(reports: Sequence[DeckReport], environ: Mapping[str, str] | None = None) -> str | None:
    """Append the job summary's table to ``$GITHUB_STEP_SUMMARY`` when it is set; the error, if it cannot be
    written."""
    env = os.environ if environ is None else environ
    target = env.get("GITHUB_STEP_SUMMARY")
    if not target:
        return None
    from deckcheck.reporters.step_summary import summary_table

    try:
        with open(target, "a", encoding="utf-8") as handle:
            handle.write(summary_table(reports))
    except OSError as exc:
        return f"{target}: cannot write the job summary ($GITHUB_STEP_SUMMARY): {exc.strerror or exc}"
    return None


def _holds_notes(output: Output) -> bool:
    """Whether the report itself carries the run's pool notes: JSON's ``notes``, GitHub's ``::notice`` in the log."""
    return output.format == "json" or (output.format == "github" and output.file is None)


def sarif_root(choices: ReportChoices) -> str | None:
    """SARIF's ``%SRCROOT%``: the repository root around the current directory, else the current directory;
    looked for once a run, and only when a report is SARIF (``None`` otherwise: no other format uses it)."""
    if not any(output.format == "sarif" for output in choices.outputs):
        return None
    from deckcheck.run.gitignore import repository_root

    here = os.getcwd()
    return str(repository_root(here) or here)


def _failed_run(choices: ReportChoices, error: str) -> None:
    """A run a config or pool error stopped still writes its JSON and SARIF reports, saying it failed: a CI
    step reading them sees the failure, and code scanning does not take 0 results for "all fixed"."""
    for output in choices.outputs:
        if output.format in ("json", "sarif"):
            expect = None
            if output.file:
                from deckcheck.reporters.recognize import is_check_report

                try:  # the same guard as a run that checked decks: no link, no input, no stranger's file
                    expect = guard_output(output.file, force=choices.force, looks_like=is_check_report).before
                except OutputRefused:
                    continue  # the run's own error is said anyway
            report_options = ReportOptions(root=sarif_root(choices), docs_url=choices.docs_url)
            text = render([], output.format, error.split("\n"), report_options)
            _write(output, text, expect) if output.file else _print(text)


def show_files(files: list[str], errors: list[str]) -> int:
    """``--show-files``: each file on its own line as it is reported (control characters shown as ``<U+XXXX>``)."""
    for path in files:
        _print(("<stdin>" if path == STDIN else line_start(printable_path(path))) + "\n")
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
