"""``deckcheck report``: every deck of an event checked, one report written or printed."""

from __future__ import annotations

import sys

import click

from deckcheck.cli.errors import UserError, game_named, guard
from deckcheck.cli.options import DECK_GAME, as_of_date, game_option, regulation_options
from deckcheck.startup import silence_stdout


@click.command("report")
@click.argument("paths", nargs=-1, required=True)
@click.option(
    "--pool",
    "pool_paths",
    multiple=True,
    metavar="PATH",
    help="Card pool file or directory; repeat it for decks of several games.",
)
@game_option(DECK_GAME)
@regulation_options("--list-format")
@click.option("--output", "-o", "output", metavar="FILE", help="Write the report here (.html, .md or .csv).")
@click.option(
    "--format",
    "report_format",
    type=click.Choice(["html", "md", "csv"]),
    default=None,
    help="Report format (default: from the --output suffix; html without --output is refused).",
)
@click.option("--title", default="Event report", show_default=True, help="The report's title.")
@click.option("--strict", is_flag=True, help="Warnings make a deck fail too.")
@click.option("--force", is_flag=True, help="Replace an existing --output file that is not a deckcheck report.")
@guard
def report_command(
    paths: tuple[str, ...],
    pool_paths: tuple[str, ...],
    game_name: str | None,
    regulations: tuple[str, ...],
    as_of: str | None,
    list_format: str | None,
    output: str | None,
    report_format: str | None,
    title: str,
    strict: bool,
    force: bool,
) -> None:
    """Report on a whole event: every deck in PATHS, one row each, then each illegal deck and the totals.

    \b
    deckcheck report decks/ --regulation irregulars/ --as-of 2019-03-01 --output report.html
    Without --output the report (md or csv) is printed. Exit code 0 when every deck is legal, else 1.
    """
    from cardpool.atomic import WriteFailed, write_file
    from deckcheck.cli.check import parse_date
    from deckcheck.config import ConfigError, Overrides, Resolver
    from deckcheck.event import ReportRefused, existing, format_for, render
    from deckcheck.event.provenance import about, pools_used
    from deckcheck.event.summary import build_event
    from deckcheck.reporters.visible import visible
    from deckcheck.run.execute import RunError, check_all
    from deckcheck.run.options import CheckOptions
    from deckcheck.run.pools import is_starter

    fmt = format_for(output, report_format)
    if fmt is None:
        if output:
            raise UserError(f"--output {output}: say the format with a .html, .md or .csv suffix, or --format")
        fmt = "md"
    if output is None and fmt == "html":
        raise UserError("an HTML report needs --output FILE")
    before = None
    if output is not None:
        try:
            before = existing(output, force)
        except ReportRefused as exc:
            raise UserError(f"--output {output}: {exc}") from None
    game = game_named(game_name)
    day = parse_date(as_of)
    overrides = Overrides(
        pool=pool_paths,
        game=game_name,
        strict=strict or None,
        regulation=tuple(regulations) or None,
        as_of=day,
    )
    options = CheckOptions(
        paths=paths, outputs=(), overrides=overrides, game=game, regulations=regulations, list_format=list_format
    )
    try:  # the decks are checked as 'deckcheck check' checks them: config files, suppressions and all
        resolver = Resolver(overrides)
        outcome = check_all(options, resolver)
    except (ConfigError, RunError) as exc:
        raise UserError(str(exc)) from None
    for message in outcome.notes:
        click.echo(f"deckcheck: note: {message}", err=True)
    for message in outcome.errors:
        click.echo(f"deckcheck: error: {message}", err=True)
    shown_day = (day or resolver.default.as_of or as_of_date(None)).isoformat()
    event = build_event(outcome.reports, title=title, as_of=shown_day, notes=outcome.notes)
    text = render(event, fmt, about(pools_used(outcome.pools.values(), is_starter)))
    if output is None:
        try:
            click.echo(text, nl=False)
        except BrokenPipeError:  # the reader closed the pipe early: the decks are checked, the verdict stands
            silence_stdout()
    else:
        try:
            write_file(output, text.encode("utf-8"), what="the report", expect=before)
        except WriteFailed as exc:
            raise UserError(str(exc)) from None
        summary = f"{len(event.rows)} decks, {event.legal} legal, {event.illegal} illegal"
        click.echo(f"deckcheck: wrote {visible(output)}: {summary}", err=True)
    sys.exit(2 if outcome.errors else 0 if all(r.legal for r in outcome.reports) else 1)
