"""``deckcheck pool import``: read a real card list into a pool directory (see docs/importing.md)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from cardpool.visible import line_start, one_line
from deckcheck.cli.errors import UserError, guard

if TYPE_CHECKING:
    from cardpool.importer import ImportReport
    from deckcheck.games import Importer


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


def _refuse_overwriting_the_source(source: Path, targets: list[tuple[str, Path]], report: Path | None) -> None:
    """No output directory may be or hold the source, and the report may not be it (issue 7, item 9)."""
    for option, target in targets:
        if _same_file(source, target) or _inside(source, target):
            raise UserError(
                f"{option} {target} holds the source {source}: the import would replace what it reads; "
                "choose another directory"
            )
    if report is not None and (_same_file(report, source) or _inside(source, report)):
        raise UserError(f"--report {report} is the source {source}: the report would replace it; choose another file")


def _inside(path: Path, directory: Path) -> bool:
    try:
        path.resolve().relative_to(directory.resolve())
    except ValueError:
        return False
    return True


def _importer_for(source: str, columns: Sequence[str], game_name: str | None) -> tuple[str, Importer]:
    """The game whose card list this is: ``--game``, else the one game that recognises the columns."""
    from deckcheck.games import DEFAULT_GAME, all_games, get_game

    if game_name is not None:
        game = get_game(game_name)
        if game.importer is None:
            raise UserError(f"--game {game.name}: deckcheck cannot import {game.title} card lists yet")
        return game.name, game.importer()
    found = [(g.name, g.importer()) for g in all_games() if g.importer is not None]
    matching = [(name, importer) for name, importer in found if importer.recognise(columns)]
    if len(matching) > 1:
        names = ", ".join(name for name, _ in matching)
        raise UserError(f"{source}: the table looks like a card list of several games; say which with --game ({names})")
    if matching:
        return matching[0]
    fallback = get_game(DEFAULT_GAME).importer
    assert fallback is not None
    return DEFAULT_GAME, fallback()  # its column errors say what is missing


def _printable(report: str) -> str:
    """A game's import report as the terminal may show it: whatever the game, every line passes through
    visible() (a file name or a cell holding ESC or a bidi override), is cut to MESSAGE_LIMIT characters
    (a 900 KB cell cannot flood the log) and starts with nothing a CI runner obeys."""
    return "".join(line_start(one_line(line)) + "\n" for line in report.splitlines())


@click.command("import")
@click.argument("source", type=click.Path(path_type=Path))
@click.option(
    "--output",
    "-o",
    type=click.Path(file_okay=False, path_type=Path),
    metavar="DIR",
    help="Pool directory to write (replaced atomically; it must be new, empty, or an earlier import).",
)
@click.option(
    "--set-default",
    is_flag=True,
    help="Install the pool as its game's default pool ($XDG_DATA_HOME/deckcheck/pools/GAME), "
    "used when --pool is not given.",
)
@click.option(
    "--game", "game_name", metavar="GAME", help="The card list's game (default: recognised from its columns)."
)
@click.option("--table", metavar="NAME", help="SQLite table to read (default: card).")
@click.option(
    "--map",
    "mappings",
    multiple=True,
    metavar="FIELD=COLUMN",
    help="Read FIELD from COLUMN, e.g. --map 'name=Card Name' (the fields are the game's; "
    "Buddyfight: card_no, name, world, attribute, type, size, ability_effect, rarity, power, defense, critical; "
    "Yu-Gi-Oh!: password, name, card_type, konami_id, property, monster_type_line, text, pendulum_effect).",
)
@click.option(
    "--report",
    "report_path",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the import report as JSON.",
)
@click.option("--dry-run", is_flag=True, help="Read and report, write no pool.")
@guard
def import_command(**options: Any) -> None:
    """Import a card list (SQLite, CSV or a JSON array) into a pool directory.

    \b
    Prints what it read and wrote, every deck-building fact it found, and every
    value it normalised, could not interpret, or took from another printing.
    """
    from cardpool.loading import gc_paused

    with gc_paused():  # read, import, write and report: a big table's many acyclic objects, which no collection frees
        _import(**options)  # click's options, by the names _import takes


def _import(
    source: Path,
    output: Path | None,
    set_default: bool,
    game_name: str | None,
    table: str | None,
    mappings: tuple[str, ...],
    report_path: Path | None,
    dry_run: bool,
) -> None:
    """:func:`import_command`'s work."""
    from cardpool.importer import ColumnError, ImportFailure, parse_mapping, read_table, write_pool_dir
    from cardpool.numbers import shared_numbers
    from deckcheck.games import card_model
    from deckcheck.run.pools import NoDataDir
    from deckcheck.run.pools import default_pool_dir as find_default_pool_dir

    def default_pool_dir(game: str) -> Path:
        try:
            return find_default_pool_dir(game)
        except NoDataDir as exc:
            raise UserError(f"--set-default: {exc}") from None

    if not output and not set_default and not dry_run:
        raise UserError("say where the pool goes: --output DIR, --set-default, or both (or --dry-run to only report)")
    _refuse_overwriting_the_source(source, [("--output", output)] if output is not None else [], report_path)
    try:
        rows = read_table(source, table)
        game, importer = _importer_for(str(source), rows.columns, game_name)
        if set_default:
            _refuse_overwriting_the_source(source, [("--set-default", default_pool_dir(game))], None)
        targets = ([output] if output is not None else []) + ([default_pool_dir(game)] if set_default else [])
        if report_path is not None and any(_inside(report_path, t) for t in targets):
            raise UserError(
                f"--report {report_path} is inside the pool directory; every JSON file there is read as a pool"
            )
        rows_read, handed = len(rows.rows), [rows]
        del rows  # the importer holds the only reference to the table, and may free its rows once read
        result = importer.import_table(handed.pop(), parse_mapping(mappings, importer.fields))
        report, document = result.report, result.document
        shared = shared_numbers((card.name, card.numbers) for card in result.cards)
        if not result.cards and not dry_run:
            click.echo(_printable(report.render([])), nl=False)
            raise UserError(
                f"{source}: no card to write: all {rows_read} rows were left out (the report above says why)"
            )
        del result
        written = [] if dry_run else [str(write_pool_dir(t, document, card_model)) for t in targets]
    except ImportFailure as exc:
        message = str(exc)
        if isinstance(exc, ColumnError):  # the other failures name their file already
            message = f"{source}: {message}"
        raise UserError(message) from None
    click.echo(_printable(report.render(written)), nl=False)
    if shared:
        click.echo(_printable(_shared_note(shared)))
    if report_path is not None:
        _write_report(report_path, report, written)
    if written:
        click.echo("")
        if output is not None:
            click.echo(f"check decks with: deckcheck check --pool {output} DECK")
        if set_default:
            click.echo(
                f"default {game} pool: {default_pool_dir(game)} (used when --pool and $DECKCHECK_POOL are not given)"
            )
        _regulation_hint(game)
    elif dry_run:
        click.echo("\ndry run: nothing written")


def _shared_note(shared: dict[str, tuple[str, ...]]) -> str:
    """What the table's numbers printed on cards of two names mean for a deck (no card matches such a number)."""
    from deckcheck.findings import quote

    listed = "; ".join(f"{number} ({' and '.join(map(quote, names))})" for number, names in list(shared.items())[:10])
    more = f"; and {len(shared) - 10} more" if len(shared) > 10 else ""
    count = f"{len(shared)} card number{'s are' if len(shared) > 1 else ' is'}"
    return (
        f"\nnote: {count} given to cards of more than one name in this table: {listed}{more}; a deck line that names "
        "a card by such a number matches no card (name the card instead)"
    )


def _write_report(report_path: Path, report: ImportReport, written: list[str]) -> None:
    """``--report FILE``: the import report as JSON, with where the pool went."""
    from cardpool.atomic import WriteFailed, write_file

    data = report.as_dict()
    data["written_to"] = written
    try:
        write_file(
            str(report_path),
            (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode(),
            what="the report",
            special_ok=True,
        )
    except WriteFailed as exc:
        raise UserError(str(exc)) from None


def _regulation_hint(game: str) -> None:
    """After an import: how to have the game's banned and limited lists checked, when no default is recorded."""
    from deckcheck.cli.regulation_commands import regulation_hint

    hint = regulation_hint(game)
    if hint:
        click.echo(hint)
