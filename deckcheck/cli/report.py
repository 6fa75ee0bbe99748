"""``deckcheck report``: every deck of an event checked as ``check`` checks it (the same options, the same
settings), one report written or printed."""

from __future__ import annotations

import datetime
import sys
from typing import Any

import click

from deckcheck.cli.check import (
    config_choice,
    game_formats,
    overrides_from,
    refuse_unknown_format,
    report_settings_options,
)
from deckcheck.cli.errors import UserError, game_named, guard
from deckcheck.cli.options import jobs_option
from deckcheck.findings import plural
from deckcheck.startup import silence_stdout


class ReportFormat(click.Choice):
    """The report's format; a game's format given here (``report --format ocg``) says where that goes."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            from deckcheck.deck import format_key

            if format_key(str(value)) in game_formats():
                self.fail(f"{value!r} is a format of decks, not of the report (html, md, csv): for the lists of that "
                          f"format give --list-format {value}", param, ctx)  # fmt: skip
            raise


@click.command("report")
@click.argument("paths", nargs=-1, required=True)
@report_settings_options
@click.option(
    "--list-format",
    "list_format",
    metavar="FORMAT",
    default=None,
    help="Which lists of --regulation apply: tcg or ocg for lflist.conf (default tcg), or a regulation's format.",
)
@click.option(
    "--output", "-o", "--output-file", "output", metavar="FILE", help="Write the report here (.html, .md or .csv)."
)
@click.option(
    "--format",
    "-f",
    "--output-format",  # check's names for the same choice
    "report_format",
    type=ReportFormat(["html", "md", "csv"]),
    default=None,
    help="Report format (default: from the --output suffix; html without --output is refused).",
)
@click.option("--title", default="Event report", show_default=True, help="The report's title.")
@click.option("--force", is_flag=True, help="Replace an existing --output file that is not a deckcheck report.")
@jobs_option("decks")
@guard
def report_command(paths: tuple[str, ...], **kwargs: Any) -> None:
    """Report on a whole event: every deck in PATHS, one row each, then each illegal deck and the totals.

    \b
    deckcheck report decks/ --isolated --regulation irregulars/ --as-of 2019-03-01 --output report.html
    Without --output the report (md or csv) is printed. Exit code 0 when every deck is legal, else 1.
    For lists that players submitted, --isolated keeps a deckcheck.toml among them from changing the rules,
    and --disable-suppressions keeps their '# deckcheck: ignore' comments from hiding a problem.
    """
    run_report(paths, kwargs)


def run_report(paths: tuple[str, ...], kwargs: dict[str, Any]) -> None:
    """Check every deck in ``paths`` with the settings ``kwargs`` (the shared options) ask for, then print or
    write the report; exits 0 when every deck is legal, 1 when one is not, 2 after an error."""
    from cardpool.atomic import WriteFailed, write_file
    from deckcheck.config import ConfigError, Resolver
    from deckcheck.event import format_for, looks_like_report, render
    from deckcheck.event.provenance import about, pools_used
    from deckcheck.event.summary import build_event
    from deckcheck.reporters.visible import visible
    from deckcheck.run.execute import RunError, check_all
    from deckcheck.run.options import CheckOptions
    from deckcheck.run.outputs import Guarded, OutputRefused, guard_output
    from deckcheck.run.pools import is_starter

    output: str | None = kwargs["output"]
    fmt = format_for(output, kwargs["report_format"])
    if fmt is None:
        if output:
            raise UserError(f"--output {output}: say the format with a .html, .md or .csv suffix, or --format")
        fmt = "md"
    if output is None and fmt == "html":
        raise UserError("an HTML report needs --output FILE")
    config, isolated = config_choice(kwargs)
    overrides = overrides_from(kwargs)
    refuse_unknown_format(kwargs["list_format"], "--list-format")
    guarded = Guarded(None, None)
    if output is not None:
        try:
            guarded = guard_output(output, force=kwargs["force"], looks_like=looks_like_report)
        except OutputRefused as exc:
            raise UserError(f"--output {output}: {exc}") from None
    before = guarded.before
    options = CheckOptions(
        paths=paths,
        overrides=overrides,
        config=config,
        isolated=isolated,
        game=game_named(overrides.game),
        regulations=tuple(kwargs["regulations"]),
        no_regulation=kwargs["no_regulation"],
        list_format=kwargs["list_format"],
        deck_formats=False,  # an event is played under one format: a submitted list's "Format: OCG" picks nothing
        written=(output,) if output else (),
        own_reports=frozenset(filter(None, [guarded.report])),
        jobs=kwargs["jobs"],
        keep_cards=False,  # an event report lists no card lines
    )
    try:  # the decks are checked as 'deckcheck check' checks them: config files, suppressions and all
        resolver = Resolver(overrides, config=config, isolated=isolated)
        outcome = check_all(options, resolver)
    except (ConfigError, RunError) as exc:
        raise UserError(str(exc)) from None
    for message in outcome.notes:
        click.echo(f"deckcheck: note: {message}", err=True)
    for message in outcome.errors:
        click.echo(f"deckcheck: error: {message}", err=True)
    today = datetime.datetime.now(datetime.timezone.utc).date()
    shown_day = (overrides.as_of or resolver.default.as_of or today).isoformat()
    event = build_event(outcome.reports, title=kwargs["title"], as_of=shown_day, notes=outcome.notes)
    text = render(event, fmt, about(pools_used(outcome.pools.values(), is_starter)))
    if output is None:
        try:
            click.echo(text, nl=False)
        except BrokenPipeError:  # the reader closed the pipe early: the decks are checked, the verdict stands
            silence_stdout()
    else:
        try:
            write_file(output, text.encode("utf-8"), what="the report", expect=before, follow_links=False)
        except WriteFailed as exc:
            raise UserError(str(exc)) from None
        summary = f"{plural(len(event.rows), 'deck')}, {event.legal} legal, {event.illegal_said}"
        click.echo(f"deckcheck: wrote {visible(output)}: {summary}", err=True)
    sys.exit(2 if outcome.errors else 0 if all(r.legal for r in outcome.reports) else 1)
