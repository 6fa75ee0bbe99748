"""``deckcheck check`` and ``deckcheck config``: options in, a :class:`CheckOptions` out, then hand off."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

import click

from deckcheck.cli.errors import UserError, game_named, guard

FORMAT_CHOICES = ["text", "concise", "json", "github", "sarif", "junit"]


def settings_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """The options that decide the settings: shared by ``check`` and ``config``."""
    decorators = [
        click.option(
            "--pool",
            "pool_paths",
            multiple=True,
            metavar="PATH",
            help="Card pool file or directory; repeat it for decks of several games (default: the config's "
            "pool, $DECKCHECK_POOL, each game's imported default pool, or its bundled starter pool).",
        ),
        click.option(
            "--game",
            "game_name",
            metavar="GAME",
            help="The game of every deck (buddyfight, yugioh, ...; aliases such as ygo work). "
            "Default: from the file, else the config's game, else the pool's.",
        ),
        click.option(
            "--config", "config_file", metavar="FILE", help="Use this config file for every deck (no search)."
        ),
        click.option("--isolated", is_flag=True, help="Ignore every config file."),
        click.option(
            "--select", "selected", multiple=True, metavar="RULES", help="Run only these rules (replaces the config's)."
        ),
        click.option("--extend-select", "extended", multiple=True, metavar="RULES", help="Run these rules too."),
        click.option(
            "--ignore",
            "ignored",
            multiple=True,
            metavar="RULES",
            help="Skip rules by slug or code prefix (comma-separated, repeatable), e.g. --ignore unusable-card,BF3.",
        ),
        click.option("--strict", is_flag=True, default=None, help="Warnings make a deck fail too."),
        click.option(
            "--regulation",
            "regulations",
            multiple=True,
            metavar="PATH|NAME",
            help="A regulation file, a folder of them, or lflist.conf; or the name of a list in them (repeatable). "
            "Default: the config's regulation, else the game's default ('deckcheck regulation use').",
        ),
        click.option(
            "--no-regulation",
            "no_regulation",
            is_flag=True,
            help="Check the construction rules only: no config's or default regulation ('deckcheck regulation use').",
        ),
        click.option(
            "--as-of",
            "as_of",
            metavar="DATE",
            help="Use the regulation in force on this day, YYYY-MM-DD (default: the config's as-of, else today).",
        ),
        click.option(
            "--format",
            "deck_format",
            metavar="FORMAT",
            help="The format of decks that do not name one (Yu-Gi-Oh!: tcg or ocg, which also picks the "
            "lflist.conf lists; default TCG).",
        ),
    ]
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def _overrides(kwargs: dict[str, Any]) -> Any:
    from deckcheck.config import Overrides
    from deckcheck.run.selection import split_tokens

    selected = split_tokens(kwargs.pop("selected"))
    return Overrides(
        pool=tuple(kwargs.pop("pool_paths")),
        game=kwargs.pop("game_name"),
        select=tuple(selected) if selected else None,
        extend_select=tuple(split_tokens(kwargs.pop("extended"))),
        ignore=tuple(split_tokens(kwargs.pop("ignored"))),
        strict=kwargs.pop("strict") or None,
        format=kwargs.pop("deck_format"),
        regulation=tuple(kwargs.get("regulations") or ()) or None,
        as_of=_date(kwargs.pop("as_of")),
    )


def _date(value: str | None) -> Any:
    """``--as-of YYYY-MM-DD``, or a one-line usage error."""
    if value is None:
        return None
    import datetime

    try:
        return datetime.date.fromisoformat(value.strip())
    except ValueError:
        raise UserError(f"--as-of: {value!r} is not a date; write it as YYYY-MM-DD") from None


@click.command("check")
@click.argument("paths", nargs=-1, required=True)
@settings_options
@click.option(
    "--output-format",
    "-f",
    "formats",
    type=click.Choice(FORMAT_CHOICES),
    multiple=True,
    help="Report format: text, concise, json (a documented contract, see README), github (Actions annotations), "
    "sarif (code scanning) or junit. Default: github when GITHUB_ACTIONS=true, else text. Repeatable, paired "
    "with --output-file.",
)
@click.option(
    "--output-file",
    "-o",
    "output_files",
    multiple=True,
    metavar="FILE",
    help="Write the report to FILE (atomically) instead of standard output; the n-th --output-file gets the n-th -f.",
)
@click.option(
    "--fix",
    is_flag=True,
    help="Apply safe fixes (misspelled names, unused suppressions) in place; with -, write the fixed deck to stdout.",
)
@click.option("--unsafe-fixes", is_flag=True, help="With --fix or --diff, also fix unambiguous unknown names.")
@click.option("--diff", is_flag=True, help="Show the fixes as a unified diff and write nothing; exit 1 if any.")
@click.option(
    "--color",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the text report (auto: only on a terminal; NO_COLOR and FORCE_COLOR are honoured).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only decks with findings, and the totals.")
@click.option("--statistics", is_flag=True, help="Print a count per rule instead of the findings.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when decks are illegal (usage errors still exit 2).")
@click.option(
    "--force-exclude", is_flag=True, help="Apply the config's exclude globs to files named on the command line too."
)
@click.option(
    "--stdin-filename", metavar="NAME", help="The path to report standard input as (suffix, per-file-ignores)."
)
@click.option(
    "--max-file-size",
    type=click.IntRange(min=1),
    default=None,
    metavar="BYTES",
    help="Refuse deck files larger than this (default 5 MiB).",
)
@guard
def check_command(**kwargs: Any) -> None:
    """Check deck files, directories of deck files, or - for standard input."""
    from deckcheck.run.execute import RunError, execute
    from deckcheck.run.options import CheckOptions, OptionError, pair_outputs
    from deckcheck.run.pipeline import FixMode
    from deckcheck.run.reading import DEFAULT_MAX_FILE_SIZE

    overrides = _overrides(kwargs)
    game = game_named(overrides.game)
    try:
        outputs = pair_outputs(kwargs["formats"], kwargs["output_files"])
    except OptionError as exc:
        raise UserError(str(exc)) from None
    if kwargs["unsafe_fixes"] and not (kwargs["fix"] or kwargs["diff"]):
        raise UserError("--unsafe-fixes needs --fix or --diff")
    options = CheckOptions(
        paths=kwargs["paths"],
        outputs=outputs,
        overrides=overrides,
        config=kwargs["config_file"],
        isolated=kwargs["isolated"],
        color=kwargs["color"],
        quiet=kwargs["quiet"],
        statistics=kwargs["statistics"],
        fix=FixMode(fix=kwargs["fix"], unsafe=kwargs["unsafe_fixes"], diff=kwargs["diff"]),
        exit_zero=kwargs["exit_zero"],
        force_exclude=kwargs["force_exclude"],
        stdin_filename=kwargs["stdin_filename"],
        max_file_size=kwargs["max_file_size"] or DEFAULT_MAX_FILE_SIZE,
        game=game,
        regulations=tuple(kwargs["regulations"]),
        no_regulation=kwargs["no_regulation"],
    )
    try:
        code = execute(options)
    except RunError as exc:
        raise UserError(str(exc)) from None
    sys.exit(code)


@click.command("config")
@click.argument("path", required=False, default=".")
@settings_options
@guard
def config_command(path: str, **kwargs: Any) -> None:
    """Print the settings in effect for PATH (a deck file or directory; default: here), and where each came from."""
    from deckcheck.config import ConfigError, Resolver
    from deckcheck.config.show import describe

    overrides = _overrides(kwargs)
    if not os.path.exists(path):
        raise UserError(f"{path}: no such file or directory")  # check's words for a missing path
    try:
        resolver = Resolver(overrides, config=kwargs["config_file"], isolated=kwargs["isolated"])
        settings = resolver.for_directory(path) if os.path.isdir(path) else resolver.for_path(path)
    except ConfigError as exc:
        raise UserError(str(exc)) from None
    if kwargs["isolated"]:
        how = "--isolated"
    elif kwargs["config_file"]:
        how = "--config"
    else:
        how = "searched upward from " + path if settings.config_file else "none found upward from " + path
    click.echo(describe(settings, how), nl=False)
