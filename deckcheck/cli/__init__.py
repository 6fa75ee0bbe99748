"""The command line. It parses options and hands off; building and running live elsewhere.

Exit codes: 0 every deck is legal; 1 a deck is illegal or unreadable (or failing
under --strict, or with --diff a change pending); 2 a usage or configuration
error, a card pool that cannot be loaded, or a path that does not exist;
3 an internal error (a bug: please report it with the ``--debug`` traceback).
"""

from __future__ import annotations

import dataclasses
import datetime
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

from cardpool.visible import clip, line_start, one_line
from deckcheck.cli.check import check_command, config_command
from deckcheck.cli.errors import EXIT_ILLEGAL, EXIT_OK, UserError, game_named, guard
from deckcheck.cli.pool_import import import_command
from deckcheck.cli.regulation_commands import regulation_group
from deckcheck.startup import silence_stdout

if TYPE_CHECKING:
    from cardpool import CardPool

F = TypeVar("F", bound=Callable[..., Any])


def _pool(path: str | None, game: str | None = None) -> CardPool:
    from deckcheck.run.pools import open_pool

    found = game_named(game)
    return open_pool(path, found.name if found else None)


pool_option = click.option(
    "--pool",
    "pool_path",
    metavar="PATH",
    help="Card pool file or directory (default: $DECKCHECK_POOL, the imported default pool, or the bundled one).",
)


def game_option(default: str) -> Callable[[F], F]:
    """``--game``, with what the command does without it."""
    return click.option(
        "--game",
        "game_name",
        metavar="GAME",
        help=f"The game (buddyfight, yugioh, ...; aliases such as ygo work). Default: {default}",
    )


DECK_GAME = "from the file, else the config's game, else the pool's."
POOL_GAME = (
    "the game of --pool (or $DECKCHECK_POOL), else buddyfight. Without --pool, the game's imported default "
    "pool is used, else its bundled starter pool."
)


def _as_of(value: str | None) -> datetime.date:
    """``--as-of YYYY-MM-DD``; today (UTC) when not given."""
    if value is None:
        return datetime.datetime.now(datetime.timezone.utc).date()
    try:
        return datetime.date.fromisoformat(value.strip())
    except ValueError:
        raise UserError(f"--as-of: {value!r} is not a date; write it as YYYY-MM-DD") from None


def regulation_options(list_format_flag: str) -> Callable[[F], F]:
    """``--regulation``, ``--as-of`` and the list-format option, shared by check and report."""

    def decorate(func: F) -> F:
        func = click.option(
            list_format_flag,
            "list_format",
            metavar="FORMAT",
            default=None,
            help="Which lists of --regulation apply: tcg or ocg for lflist.conf (default tcg), "
            "or a regulation's format.",
        )(func)
        func = click.option(
            "--as-of",
            "as_of",
            metavar="DATE",
            default=None,
            help="Use the regulation in force on this day, YYYY-MM-DD (default: today).",
        )(func)
        func = click.option("--no-regulation", is_flag=True, help="Construction rules only: no regulation.")(func)
        func = click.option(
            "--regulation",
            "regulations",
            multiple=True,
            metavar="PATH|NAME",
            help="A regulation file, a folder of them, or lflist.conf; or the name of a list in them (repeatable).",
        )(func)
        return func

    return decorate


class OneLineUsage(click.Group):
    """The ``deckcheck`` group: click's parser errors (an unknown option, a bad choice, a missing argument)
    of any command become one line, ``deckcheck: error: <message> (see '<command> --help')``, exit code 2."""

    group_class = type  # ``pool`` and any other subgroup answer the same way

    def make_context(
        self, info_name: str | None, args: list[str], parent: click.Context | None = None, **extra: Any
    ) -> click.Context:
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as exc:
            raise _one_line(exc) from None
        except BrokenPipeError:  # --help or --version into a closed pipe
            raise _closed_pipe() from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            raise _one_line(exc) from None
        except BrokenPipeError:
            raise _closed_pipe() from None


def _closed_pipe() -> click.exceptions.Exit:
    """A reader that closed standard output early (``deckcheck rules | head -1``) ends the output quietly;
    the command's work is done, so exit code 0 (``check`` and ``report`` exit with their verdict instead)."""
    silence_stdout()
    return click.exceptions.Exit(EXIT_OK)


def _one_line(exc: click.UsageError) -> click.ClickException:
    """A usage error as one line naming the help of the command it is about; the help itself (a group
    run without a command) stays as click prints it."""
    if isinstance(exc, click.exceptions.NoArgsIsHelpError):
        return exc
    command = exc.ctx.command_path if exc.ctx is not None else "deckcheck"
    message = exc.format_message().strip().rstrip(".")
    return UserError(f"{message} (see '{command} --help')")


@click.group(cls=OneLineUsage, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="deckcheck")
@click.option("--debug", is_flag=True, help="Show Python tracebacks for internal errors.")
@click.pass_context
def main(ctx: click.Context, debug: bool) -> None:
    """Check trading card game decklists against the deck-construction rules.

    \b
    Exit codes: 0 all decks legal, 1 a deck is illegal or unreadable (or a
    --diff change pending), 2 usage or config error, unloadable card pool or
    missing path, 3 internal error.
    """
    ctx.obj = {"debug": debug}


main.add_command(check_command)
main.add_command(config_command)
main.add_command(regulation_group)


@main.command("report")
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
    no_regulation: bool,
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
    from deckcheck.cli.check import _date
    from deckcheck.config import ConfigError, Overrides, Resolver
    from deckcheck.event import ReportRefused, existing, format_for, render
    from deckcheck.event.summary import build_event
    from deckcheck.reporters.visible import visible
    from deckcheck.run.execute import RunError, _check_all
    from deckcheck.run.options import CheckOptions

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
    day = _date(as_of)
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
    options = dataclasses.replace(options, no_regulation=no_regulation)  # --no-regulation
    try:  # the decks are checked as 'deckcheck check' checks them: config files, suppressions and all
        resolver = Resolver(overrides)
        outcome = _check_all(options, resolver)
    except (ConfigError, RunError) as exc:
        raise UserError(str(exc)) from None
    for message in outcome.notes:
        click.echo(f"deckcheck: note: {message}", err=True)
    for message in outcome.errors:
        click.echo(f"deckcheck: error: {message}", err=True)
    shown_day = (day or resolver.default.as_of or _as_of(None)).isoformat()
    event = build_event(outcome.reports, title=title, as_of=shown_day, notes=outcome.notes)
    text = render(event, fmt)
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


@main.command("rules")
@game_option("every game.")
@guard
def rules_command(game_name: str | None) -> None:
    """List the rules by game: code, slug, default severity and what each catches."""
    from deckcheck.games import all_games
    from deckcheck.rules import all_rules

    chosen = game_named(game_name)
    rules = all_rules()
    groups = [(None, "Every game")] + [(g.name, g.title) for g in all_games() if chosen in (None, g)]
    for index, (game, title) in enumerate(groups):
        click.echo(("\n" if index else "") + f"{title}:")
        for rule in (r for r in rules if r.game == game):
            fix = " (fixable)" if rule.fixable else ""
            click.echo(f"  {rule.code}  {rule.slug:<18} {rule.severity:<8} {rule.summary}{fix}")


@main.command()
@click.argument("rule")
@game_option("every game's rule of that name.")
@guard
def explain(rule: str, game_name: str | None) -> None:
    """Print the documentation of a rule, by slug (copy-limit) or code (BF202); a slug that several games'
    rules share shows each of them (--game: that game's, and the rules of every game)."""
    from deckcheck.rules import all_rules, find_rule

    chosen = game_named(game_name)
    found = find_rule(rule)
    shared = [r for r in all_rules() if found is not None and r.slug == found.slug]
    if chosen is not None and found is not None and found.game not in (None, chosen.name):
        other = next((r for r in shared if r.game == chosen.name), None)
        if other is None or found.code.lower() == rule.strip().lower():
            instead = f"; {chosen.title}'s {found.slug} is {other.code}" if other else ""
            raise UserError(f"{found.code} {found.slug} is not a {chosen.title} rule{instead}")
        found = other
    if chosen is not None and found is not None:
        shared = [found]
    if found is None or found.code.lower() == rule.strip().lower() or len(shared) < 2:
        shared = [found] if found is not None else []
    if found is None:
        import difflib

        slugs = list(dict.fromkeys(r.slug for r in all_rules()))  # copy-limit is several games' rule: once
        close = difflib.get_close_matches(rule.lower(), slugs, n=1, cutoff=0.6)
        hint = f"did you mean '{close[0]}'? " if close else ""
        raise UserError(f"no rule '{rule}'; {hint}known rules: {', '.join(slugs)}")
    from deckcheck.games import find_game

    if len(shared) > 1:
        click.echo(f"{len(shared)} rules are called {found.slug}: {', '.join(r.code for r in shared)}\n")
    for number, each in enumerate(shared):
        owner = find_game(each.game) if each.game else None
        where = f", {owner.title}" if owner else ""
        gap = "\n" if number else ""
        click.echo(f"{gap}# {each.slug} ({each.code}{where}), default severity: {each.severity}\n")
        click.echo(each.doc)


@main.group()
def pool() -> None:
    """Inspect and import card pools."""


pool.add_command(import_command)


@pool.command("info")
@pool_option
@game_option(POOL_GAME)
@guard
def pool_info(pool_path: str | None, game_name: str | None) -> None:
    """Show the pool's size and where it came from."""
    card_pool = _pool(pool_path, game_name)
    info = card_pool.info
    types: dict[str, int] = {}
    for card in card_pool.cards:
        types[card.type] = types.get(card.type, 0) + 1
    click.echo(f"name:     {one_line(info.name)}")
    click.echo(f"location: {one_line(info.location)}")
    click.echo(f"source:   {one_line(info.source)}")
    click.echo(f"game:     {one_line(card_pool.game)}")
    click.echo(f"cards:    {len(card_pool)} ({len(card_pool.names)} names)")
    click.echo("types:    " + one_line(", ".join(f"{n} {t}" for t, n in sorted(types.items()))))
    if "bundled:" in info.location:
        click.echo(
            "note:     this is the small bundled starter pool; import the full card list with 'deckcheck pool import'"
        )


@pool.command("search")
@click.argument("name")
@pool_option
@game_option(POOL_GAME)
@click.option("--limit", type=click.IntRange(1, 50), default=10, show_default=True)
@guard
def pool_search(name: str, pool_path: str | None, game_name: str | None, limit: int) -> None:
    """Find cards by name, any part of a name, or number: exact matches, then names that hold the words,
    then fuzzy-ranked names."""
    if not name.strip():
        raise UserError("pool search needs a card name or number")
    card_pool = _pool(pool_path, game_name)
    index = card_pool.index
    exact = index.lookup(name)
    hits: list[tuple[str, str]] = []
    if exact is not None:
        hits.append((exact.name, f"{exact.via} match"))
    for found in index.containing(name, limit=limit):
        if all(found != hit for hit, _ in hits):
            hits.append((found, "name holds it"))
    for suggestion in index.suggest(name, limit=limit, cutoff=50.0):
        if all(suggestion.name != hit for hit, _ in hits):
            hits.append((suggestion.name, f"score {suggestion.score:g}"))
    if not hits:
        click.echo(f"no card matches {one_line(repr(clip(name)))}", err=True)
        sys.exit(EXIT_ILLEGAL)
    for card_name, how in hits[:limit]:
        for card in card_pool.printings(card_name):
            numbers = ", ".join(card.numbers[:3]) + (" ..." if len(card.numbers) > 3 else "")
            click.echo(line_start(f"{card.name}  [{card.describe()}]  {numbers}  ({how})"))


@pool.command("show")
@click.argument("name")
@pool_option
@game_option(POOL_GAME)
@click.option("--json", "as_json", is_flag=True, help="Print the card as JSON.")
@guard
def pool_show(name: str, pool_path: str | None, game_name: str | None, as_json: bool) -> None:
    """Show one card: its printings, type, worlds, facts that change deck building (with the card text
    each was read from), and the flags that may use it. NAME is a name, any part of one, or a number."""
    import json

    from deckcheck.games import get_game

    if not name.strip():
        raise UserError("pool show needs a card name or number")
    card_pool = _pool(pool_path, game_name)
    index = card_pool.index
    match = index.lookup(name)
    if match is not None:
        chosen = match.name
    else:
        held = index.containing(name, limit=6)
        if len(held) > 1:
            more = "; and more" if len(held) > 5 else ""
            raise UserError(
                f"{clip(name)!r} is part of more than one card's name: {'; '.join(held[:5])}{more}; "
                "give the whole name or a card number"
            )
        if not held:
            from deckcheck.rules.suggestions import close as only_close

            close = [s.shown() for s in only_close(index.suggest(name))]  # a mistyped number: the close numbers too
            hint = f"; did you mean: {'; '.join(close[:5])}" if close else ""
            raise UserError(f"no card is named {clip(name)!r} in the pool{hint}")
        chosen = held[0]
    printing = index.printing(name) if match is not None and match.via == "number" else None
    cards = (printing,) if printing is not None else card_pool.printings(chosen)
    game = get_game(card_pool.game)
    if game.show is None or game.show_lines is None:
        shown = [{"name": c.name, "type": c.type, "numbers": list(c.numbers)} for c in cards]
        lines = [f"{c['name']}  [{c['type']}]  {', '.join(c['numbers'])}" for c in shown]
    else:
        show, render = game.show(), game.show_lines()
        shown = [show(card_pool, card) for card in cards]
        lines = [line for index_, card in enumerate(shown) for line in ([""] if index_ else []) + render(card)]
    if as_json:
        document = {"pool": card_pool.info.name, "game": card_pool.game, "query": name, "cards": shown}
        click.echo(json.dumps(document, indent=2, ensure_ascii=False))
    else:
        click.echo("\n".join(lines))


if __name__ == "__main__":  # pragma: no cover
    main()
