"""``deckcheck pool import``: read a real card list into a pool directory (see docs/importing.md)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from deckcheck.cli_errors import UserError, guard


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
    help="Install the pool as the default pool ($XDG_DATA_HOME/deckcheck/pool), used when --pool is not given.",
)
@click.option("--table", metavar="NAME", help="SQLite table to read (default: card).")
@click.option(
    "--map",
    "mappings",
    multiple=True,
    metavar="FIELD=COLUMN",
    help="Read FIELD from COLUMN, e.g. --map 'name=Card Name'. Fields: card_no, name, world, attribute, "
    "type, size, ability_effect, rarity, power, defense, critical.",
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
def import_command(
    source: Path,
    output: Path | None,
    set_default: bool,
    table: str | None,
    mappings: tuple[str, ...],
    report_path: Path | None,
    dry_run: bool,
) -> None:
    """Import a card list (SQLite, CSV or a JSON array) into a pool directory.

    \b
    Prints what it read and wrote, every deck-building fact it found, and every
    value it normalised, could not interpret, or took from another printing.
    """
    from cardpool.importer import ColumnError, ImportFailure, import_source, parse_mapping, render_text, write_pool_dir
    from deckcheck.settings import NoDataDir
    from deckcheck.settings import default_pool_dir as find_default_pool_dir

    def default_pool_dir() -> Path:
        try:
            return find_default_pool_dir()
        except NoDataDir as exc:
            raise UserError(f"--set-default: {exc}") from None

    targets: list[Path] = []
    if output is not None:
        targets.append(output)
    if set_default:
        targets.append(default_pool_dir())
    if not targets and not dry_run:
        raise UserError("say where the pool goes: --output DIR, --set-default, or both (or --dry-run to only report)")
    named = [("--output", output)] if output is not None else []
    if set_default:
        named.append(("--set-default", default_pool_dir()))
    _refuse_overwriting_the_source(source, named, report_path)
    if report_path is not None and any(_inside(report_path, t) for t in targets):
        raise UserError(f"--report {report_path} is inside the pool directory; every JSON file there is read as a pool")
    try:
        result = import_source(source, table=table, mapping=parse_mapping(mappings))
        if not result.cards and not dry_run:
            click.echo(render_text(result.report, []), nl=False)
            rows = result.report.rows_read
            raise UserError(f"{source}: no card to write: all {rows} rows were left out (the report above says why)")
        written = [] if dry_run else [str(write_pool_dir(t, result.pool_text)) for t in targets]
    except ImportFailure as exc:
        message = str(exc)
        if isinstance(exc, ColumnError):  # the other failures name their file already
            message = f"{source}: {message}"
        raise UserError(message) from None
    click.echo(render_text(result.report, written), nl=False)
    if report_path is not None:
        data = result.report.as_dict()
        data["written_to"] = written
        from cardpool.atomic import WriteFailed, write_file

        try:
            write_file(
                str(report_path),
                (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode(),
                what="the report",
                special_ok=True,
            )
        except WriteFailed as exc:
            raise UserError(str(exc)) from None
    if written:
        click.echo("")
        if output is not None:
            click.echo(f"check decks with: deckcheck check --pool {output} DECK")
        if set_default:
            click.echo(f"default pool: {default_pool_dir()} (used when --pool and $DECKCHECK_POOL are not given)")
    elif dry_run:
        click.echo("\ndry run: nothing written")
