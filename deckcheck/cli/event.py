"""``deckcheck report``: the decks checked as ``check`` checks them (the same options, the same settings), then
the event report rendered and written."""

from __future__ import annotations

import datetime
import sys
from typing import Any

import click

from deckcheck.cli.check import _overrides, config_choice
from deckcheck.cli.errors import UserError, game_named
from deckcheck.startup import silence_stdout


def run_report(paths: tuple[str, ...], kwargs: dict[str, Any]) -> None:
    """Check every deck in ``paths`` with the settings ``kwargs`` (the shared options) ask for, then print or
    write the report; exits 0 when every deck is legal, 1 when one is not, 2 after an error."""
    from cardpool.atomic import WriteFailed, write_file
    from deckcheck.config import ConfigError, Resolver
    from deckcheck.event import ReportRefused, existing, format_for, render
    from deckcheck.event.summary import build_event
    from deckcheck.reporters.visible import visible
    from deckcheck.run.execute import RunError, _check_all
    from deckcheck.run.options import CheckOptions

    output: str | None = kwargs["output"]
    fmt = format_for(output, kwargs["report_format"])
    if fmt is None:
        if output:
            raise UserError(f"--output {output}: say the format with a .html, .md or .csv suffix, or --format")
        fmt = "md"
    if output is None and fmt == "html":
        raise UserError("an HTML report needs --output FILE")
    config, isolated = config_choice(kwargs)
    overrides = _overrides(kwargs)
    before = None
    if output is not None:
        try:
            before = existing(output, kwargs["force"])
        except ReportRefused as exc:
            raise UserError(f"--output {output}: {exc}") from None
    options = CheckOptions(
        paths=paths,
        outputs=(),
        overrides=overrides,
        config=config,
        isolated=isolated,
        game=game_named(overrides.game),
        regulations=tuple(kwargs["regulations"]),
        list_format=kwargs["list_format"],
        written=(output,) if output else (),
    )
    try:  # the decks are checked as 'deckcheck check' checks them: config files, suppressions and all
        resolver = Resolver(overrides, config=config, isolated=isolated)
        outcome = _check_all(options, resolver)
    except (ConfigError, RunError) as exc:
        raise UserError(str(exc)) from None
    for message in outcome.notes:
        click.echo(f"deckcheck: note: {message}", err=True)
    for message in outcome.errors:
        click.echo(f"deckcheck: error: {message}", err=True)
    today = datetime.datetime.now(datetime.timezone.utc).date()
    shown_day = (overrides.as_of or resolver.default.as_of or today).isoformat()
    event = build_event(outcome.reports, title=kwargs["title"], as_of=shown_day, notes=outcome.notes)
    text = render(event, fmt)
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
        summary = f"{len(event.rows)} decks, {event.legal} legal, {event.illegal} illegal"
        click.echo(f"deckcheck: wrote {visible(output)}: {summary}", err=True)
    sys.exit(2 if outcome.errors else 0 if all(r.legal for r in outcome.reports) else 1)
