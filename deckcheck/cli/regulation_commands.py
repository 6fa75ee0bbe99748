"""``deckcheck regulation use``: the default regulation of each game, applied when no ``--regulation`` is given.

The files are copied into the user's data folder beside the default pools (see
:mod:`deckcheck.run.default_regulation`); ``check`` and ``report`` read them when neither the command line
nor a config file names a regulation, and ``--no-regulation`` turns them off.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING

import click

from cardpool.visible import line_start, one_line
from deckcheck.cli.errors import UserError, game_named, guard

if TYPE_CHECKING:
    from deckcheck.regulations.load import Located


@click.group("regulation")
def regulation_group() -> None:
    """The banned and limited lists (Yu-Gi-Oh!'s Forbidden/Limited Lists) checked by default."""


def _say(text: str) -> None:
    click.echo(line_start(one_line(text)))


def _by_game(path: Path, only: str | None) -> dict[str, tuple[list[Path], list[Located]]]:
    """The regulation files of ``path`` (a file or a folder) grouped by the game of the lists they hold."""
    from deckcheck.regulations.errors import RegulationError
    from deckcheck.regulations.load import regulation_files
    from deckcheck.regulations.select import load_source, regulation_suffixes
    from deckcheck.run.reading import read_bytes

    if not path.exists():
        raise RegulationError(str(path), "no such file or directory")
    files = regulation_files(path, regulation_suffixes())
    if not files:
        raise RegulationError(str(path), "the folder holds no regulation files (*.yaml, *.yml, *.conf)")
    found: dict[str, tuple[list[Path], list[Located]]] = {}
    for file in files:
        lists = load_source(str(file), read_bytes)
        for game in sorted({item.header.game for item in lists}):
            held = found.setdefault(game, ([], []))
            held[0].append(file)
            held[1].extend(item for item in lists if item.header.game == game)
    if only is not None:
        if only not in found:
            holds = ", ".join(sorted(found)) or "no list"
            raise RegulationError(str(path), f"holds no list for {only} (its lists are for: {holds})")
        return {only: found[only]}
    return found


def in_force(lists: list[Located], game: str, day: dt.date) -> str:
    """The list in force on ``day`` for each format the lists have: ``2026.5 TCG (from 2026-05-01) for tcg
    decks; ...``."""
    from deckcheck.games import find_game
    from deckcheck.regulations.errors import RegulationError
    from deckcheck.regulations.select import choose

    found = find_game(game)
    first = found.list_format if found is not None else None  # the game's own default list format (tcg) first
    named = sorted({item.header.format for item in lists if item.header.format}, key=lambda f: (f != first, f))
    formats: list[str | None] = [*named, *([None] if any(not item.header.format for item in lists) else [])]
    parts: list[str] = []
    for fmt in formats:
        try:
            chosen = choose(lists, game, day, fmt)
        except RegulationError as exc:
            parts.append(f"{exc.message}" + (f" for {fmt} decks" if fmt else ""))
            continue
        shown = "none" if chosen is None else f"{chosen.header.name} (from {chosen.header.effective})"
        parts.append(shown + (f" for {fmt} decks" if fmt else " for decks of no format" if named else ""))
    return "; ".join(parts)


def _today() -> dt.date:
    return dt.datetime.now(dt.timezone.utc).date()


def _data_folder_error(exc: Exception) -> UserError:
    return UserError(f"the default regulation is kept in the user's data folder: {exc}")


@regulation_group.command("use")
@click.argument("path", required=False, type=click.Path(path_type=Path))
@click.option("--game", "game_name", metavar="GAME", help="Record the lists of this game only (default: each game's).")
@click.option("--show", is_flag=True, help="Show the default regulation of each game (or of --game) and exit.")
@click.option("--clear", is_flag=True, help="Forget the default regulation of --game (without --game: every game's).")
@guard
def use_command(path: Path | None, game_name: str | None, show: bool, clear: bool) -> None:
    """Record PATH (an lflist.conf, a regulation file or a folder of them) as the default regulation of its
    game: 'check' and 'report' apply it when no --regulation (and no config's regulation) is given.

    \b
    deckcheck regulation use lflist.conf            # Yu-Gi-Oh!: the list in force by date, TCG unless --format ocg
    deckcheck regulation use --show
    deckcheck regulation use --clear --game yugioh
    """
    from deckcheck.run.pools import NoDataDir

    if sum((path is not None, show, clear)) != 1:
        raise UserError("give one of PATH, --show or --clear")
    game = game_named(game_name)
    try:
        if show:
            _show(game.name if game else None)
        elif clear:
            _clear(game.name if game else None)
        else:
            assert path is not None
            _use(path, game.name if game else None)
    except NoDataDir as exc:
        raise _data_folder_error(exc) from None


def _use(path: Path, game: str | None) -> None:
    from deckcheck.run.default_regulation import install

    found = _by_game(path, game)
    source = str(path.resolve())
    for name, (files, lists) in sorted(found.items()):
        folder = install(name, files, source)
        counted = f"{len(lists)} list{'s' if len(lists) != 1 else ''}"
        _say(f"default {name} regulation: {source} ({counted}), copied to {folder}")
        _say(f"  in force today ({_today()}): {in_force(lists, name, _today())}")
    _say(
        "'deckcheck check' and 'deckcheck report' apply it when no --regulation is given (--no-regulation: "
        "construction rules only); run this again when the file changes"
    )


def _games(game: str | None) -> list[str]:
    from deckcheck.games import all_games

    return [game] if game is not None else [g.name for g in all_games() if g.regulation_title]


def _show(game: str | None) -> None:
    from deckcheck.regulations.select import load_source
    from deckcheck.run.default_regulation import recorded
    from deckcheck.run.reading import read_bytes

    for name in _games(game):
        held = recorded(name)
        if held is None:
            _say(f"{name}: no default regulation (record one with 'deckcheck regulation use PATH --game {name}')")
            continue
        lists = [item for file in held.files for item in load_source(str(file), read_bytes) if item.header.game == name]
        source = f", copied from {held.source}" if held.source else ""
        _say(f"{name}: {held.folder}{source} ({len(lists)} list{'s' if len(lists) != 1 else ''})")
        _say(f"  in force today ({_today()}): {in_force(lists, name, _today())}")


def _clear(game: str | None) -> None:
    from deckcheck.run.default_regulation import clear

    for name in _games(game):
        removed = clear(name)
        _say(f"{name}: default regulation cleared ({removed} removed)" if removed else f"{name}: none was recorded")


def regulation_hint(game: str) -> str | None:
    """What to run so that decks of ``game`` are checked against its list in force, when no default regulation
    is recorded for it; ``None`` when one is, or when the game has no such lists."""
    from deckcheck.games import get_game
    from deckcheck.run.default_regulation import recorded
    from deckcheck.run.pools import NoDataDir

    found = get_game(game)
    if not found.regulation_title:
        return None
    try:
        if recorded(game) is not None:
            return None
    except NoDataDir:
        return None
    path = found.regulation_file or "PATH"
    return (
        f"no {found.regulation_title} is checked yet: record the one you play under with "
        f"'deckcheck regulation use {path} --game {game}' (or give --regulation {path} to each check)"
    )
