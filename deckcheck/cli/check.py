"""``deckcheck check`` and ``deckcheck config``: options in, a :class:`CheckOptions` out, then hand off."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

import click

from deckcheck.cli.errors import UserError, game_named, guard
from deckcheck.cli.options import jobs_option

FORMAT_CHOICES = ["text", "concise", "json", "github", "sarif", "junit"]


_POOL = click.option(
    "--pool",
    "pool_paths",
    multiple=True,
    metavar="PATH",
    help="Card pool file or directory; repeat it for decks of several games (default: the config's "
    "pool, $DECKCHECK_POOL, each game's imported default pool, or its bundled starter pool).",
)
_GAME = click.option(
    "--game",
    "game_name",
    metavar="GAME",
    help="The game of every deck (buddyfight, yugioh, ...; aliases such as ygo work). "
    "Default: from the file, else the config's game, else the pool's.",
)
RULE_OPTIONS = [
    click.option("--config", "config_file", metavar="FILE", help="Use this config file for every deck (no search)."),
    click.option(
        "--isolated",
        is_flag=True,
        help="Ignore every config file (recommended for folders of lists that others submitted).",
    ),
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
        "--disable-suppressions",
        "disable_suppressions",
        is_flag=True,
        default=None,
        help="Make every '# deckcheck: ignore' comment inert (for pull requests and submitted lists: "
        "files you do not trust).",
    ),
    click.option(
        "--respect-gitignore/--no-respect-gitignore",
        "respect_gitignore",
        default=None,
        help="Leave out of a folder's walk what the .gitignore files of its git repository ignore (the default, "
        "but for --isolated; outside a repository none applies). Overrides the config's respect-gitignore.",
    ),
]
"""Where the settings come from and which rules run: ``check``, ``config`` and ``report`` share them."""
_REGULATION = [
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
        "--date",  # an organiser's word for the event's day
        "as_of",
        metavar="DATE",
        help="Use the regulation in force on this day, YYYY-MM-DD (default: the config's as-of, else today).",
    ),
]
_DECK_FORMAT = click.option(
    "--format",
    "deck_format",
    metavar="FORMAT",
    help="The format of decks that do not name one; where a game's lists have it (Yu-Gi-Oh!: tcg or ocg), it "
    "also picks the lists for every deck, whatever its own Format: line says (default TCG).",
)


def _apply(func: Callable[..., Any], decorators: list[Callable[..., Any]]) -> Callable[..., Any]:
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def settings_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """The options that decide the settings: shared by ``check`` and ``config``."""
    return _apply(func, [_POOL, _GAME, *RULE_OPTIONS, *_REGULATION, _DECK_FORMAT])


def report_settings_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """The same options for ``report``, whose own ``--format`` is the report's (html, md or csv)."""
    return _apply(func, [_POOL, _GAME, *RULE_OPTIONS, *_REGULATION])


def config_choice(kwargs: dict[str, Any]) -> tuple[str | None, bool]:
    """``--config FILE`` and ``--isolated`` as given; giving both is a usage error."""
    if kwargs["config_file"] is not None and kwargs["isolated"]:
        raise UserError("--config and --isolated do not go together: --isolated ignores every config file")
    return kwargs["config_file"], kwargs["isolated"]


def resolver_for(overrides: Any, kwargs: dict[str, Any]) -> Any:
    """The :class:`~deckcheck.config.Resolver` that ``--config`` and ``--isolated`` ask for; a
    :class:`~deckcheck.config.ConfigError` for a config file that cannot be used."""
    from deckcheck.config import Resolver

    config, isolated = config_choice(kwargs)
    return Resolver(overrides, config=config, isolated=isolated)


def overrides_from(kwargs: dict[str, Any]) -> Any:
    from deckcheck.config import Overrides
    from deckcheck.rules.selection import split_tokens

    selected = split_tokens(kwargs.pop("selected"))
    return Overrides(
        pool=tuple(kwargs.pop("pool_paths")),
        game=kwargs.pop("game_name"),
        select=tuple(selected) if selected else None,
        extend_select=tuple(split_tokens(kwargs.pop("extended"))),
        ignore=tuple(split_tokens(kwargs.pop("ignored"))),
        strict=kwargs.pop("strict") or None,
        disable_suppressions=kwargs.pop("disable_suppressions") or None,
        respect_gitignore=kwargs.pop("respect_gitignore", None),
        format=kwargs.pop("deck_format", None),
        regulation=tuple(kwargs.get("regulations") or ()) or None,
        as_of=parse_date(kwargs.pop("as_of")),
    )


def parse_date(value: str | None) -> Any:
    """``--as-of YYYY-MM-DD``, or a one-line usage error."""
    if value is None:
        return None
    from cardpool.visible import clip, quote
    from deckcheck.dates import iso_day

    try:
        return iso_day(value)
    except ValueError:
        raise UserError(f"--as-of: {quote(clip(value))} is not a date; write it as YYYY-MM-DD") from None


@click.command("check")
@click.argument("paths", nargs=-1)
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
    help="Write the report to FILE (atomically) instead of standard output; the n-th --output-file gets the n-th -f "
    "(without -f, the format its name ends in: .sarif, .json, .xml for junit; else the default). A symbolic link or "
    "an input of the run is refused, and so is an existing file that is no deckcheck report.",
)
@click.option("--force", is_flag=True, help="Replace an existing --output-file that is not a deckcheck report.")
@click.option(
    "--fix",
    is_flag=True,
    help="Apply safe fixes (misspelled names, unused suppressions) in place; with -, write the fixed deck to stdout.",
)
@click.option(
    "--unsafe-fixes",
    is_flag=True,
    help="With --fix or --diff, also fix unambiguous unknown names; alone, show what those fixes would be.",
)
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
    "--docs-url",
    metavar="URL",
    help="SARIF helpUri of each rule; {code}, {slug} and {section} (the README section listing it) are filled in "
    "(default: the README's section that lists the rule).",
)
@click.option(
    "--show-files",
    is_flag=True,
    help="List the files a run would read, one a line, and exit (a walk's file that holds no deck is then skipped).",
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
@jobs_option("files", "--fix, --diff or standard input")
@guard
def check_command(**kwargs: Any) -> None:
    """Check deck files, directories of deck files, or - for standard input (default: the current directory;
    standard input with --stdin-filename)."""
    from deckcheck.cli.execute import execute
    from deckcheck.cli.outputs import OptionError, ReportChoices, pair_outputs
    from deckcheck.run.execute import RunError
    from deckcheck.run.options import CheckOptions
    from deckcheck.run.pipeline import FixMode
    from deckcheck.run.reading import DEFAULT_MAX_FILE_SIZE

    overrides = overrides_from(kwargs)
    refuse_unknown_format(overrides.format)
    config_choice(kwargs)
    game = game_named(overrides.game)
    try:
        outputs = pair_outputs(kwargs["formats"], kwargs["output_files"])
    except OptionError as exc:
        raise UserError(str(exc)) from None
    if kwargs["config_file"] and kwargs["isolated"]:
        raise UserError("--config and --isolated do not go together: --isolated reads no config file")
    choices = ReportChoices(
        outputs=outputs,
        color=kwargs["color"],
        quiet=kwargs["quiet"],
        statistics=kwargs["statistics"],
        show_unsafe=kwargs["unsafe_fixes"] and not (kwargs["fix"] or kwargs["diff"]),
        docs_url=kwargs["docs_url"],
        exit_zero=kwargs["exit_zero"],
        force=kwargs["force"],
    )
    options = CheckOptions(
        paths=default_paths(kwargs["paths"], kwargs["stdin_filename"]),
        overrides=overrides,
        config=kwargs["config_file"],
        isolated=kwargs["isolated"],
        fix=FixMode(fix=kwargs["fix"], unsafe=kwargs["unsafe_fixes"], diff=kwargs["diff"]),
        force_exclude=kwargs["force_exclude"],
        show_files=kwargs["show_files"],
        stdin_filename=kwargs["stdin_filename"],
        max_file_size=kwargs["max_file_size"] or DEFAULT_MAX_FILE_SIZE,
        game=game,
        regulations=tuple(kwargs["regulations"]),
        no_regulation=kwargs["no_regulation"],
        list_format=overrides.format,  # --format tcg: the lists of the event's format, whatever a deck says
        written=choices.files,
        jobs=kwargs["jobs"],
        keep_cards=any(output.format == "json" for output in choices.outputs),  # only JSON lists every card
    )
    try:
        code = execute(options, choices)
    except RunError as exc:
        raise UserError(str(exc)) from None
    sys.exit(code)


def game_formats() -> list[str]:
    """Every game's format words as compared (:func:`~deckcheck.deck.format_key`), sorted (``advanced``, ``ocg``,
    ``standard``, ``tcg``, ...)."""
    from deckcheck.deck import format_key
    from deckcheck.games import all_games

    return sorted({format_key(known) for game in all_games() for known in game.formats})


def refuse_unknown_format(deck_format: str | None, option: str = "--format") -> None:
    """``check --format json``: the decks' format given a report format's name that is no game's format (``report
    --format`` is the report's). A usage error, not a run that writes a text report where JSON was wanted. (Any
    other name may be a regulation's own format, ``v standard``: the decks' ``unknown-format`` warning says so.)"""
    from deckcheck.deck import format_key

    shown = format_key(deck_format or "")
    if shown not in FORMAT_CHOICES:
        return
    known = game_formats()
    if shown not in known:
        raise UserError(
            f"{option} {shown} is the decks' game format ({', '.join(known)}), and no game has that format; "
            f"for a {shown} report, give --output-format {shown} (-f {shown})"
        )


def default_paths(paths: tuple[str, ...], stdin_filename: str | None) -> tuple[str, ...]:
    """What ``check`` checks when no path is given: standard input with ``--stdin-filename``, else ``.``."""
    if paths:
        return paths
    return ("-",) if stdin_filename else (".",)


@click.command("config")
@click.argument("path", required=False, default=".")
@settings_options
@guard
def config_command(path: str, **kwargs: Any) -> None:
    """Print the settings in effect for PATH (a deck file or directory; default: here), and where each came from."""
    from deckcheck.config import ConfigError
    from deckcheck.config.show import describe

    overrides = overrides_from(kwargs)
    if kwargs["config_file"] and kwargs["isolated"]:
        raise UserError("--config and --isolated do not go together: --isolated reads no config file")
    if not os.path.exists(path):
        raise UserError(f"{path}: no such file or directory")  # check's words for a missing path
    try:
        resolver = resolver_for(overrides, kwargs)
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
