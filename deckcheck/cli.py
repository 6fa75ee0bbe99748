"""The command line. It parses options and hands off; building and running live elsewhere.

Exit codes: 0 every deck is legal; 1 a deck is illegal or unreadable; 2 a usage
error, a card pool that cannot be loaded, or a path that does not exist;
3 an internal error (a bug: please report it with the ``--debug`` traceback).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from cardpool.errors import PoolError
from deckcheck.cli_errors import EXIT_ILLEGAL, UserError, guard
from deckcheck.cli_import import import_command

if TYPE_CHECKING:
    from cardpool import CardPool
    from deckcheck.games import Game


def _game(name: str | None) -> Game | None:
    """The game ``--game`` names (any alias), or a one-line error listing the known games."""
    if name is None:
        return None
    from deckcheck.games import GameError, get_game

    try:
        return get_game(name)
    except GameError as exc:
        raise UserError(f"--game: {exc}") from None


def _pool(path: str | None, game: str | None = None) -> CardPool:
    from deckcheck.settings import open_pool

    found = _game(game)
    return open_pool(path, found.name if found else None)


pool_option = click.option(
    "--pool",
    "pool_path",
    metavar="PATH",
    help="Card pool file or directory (default: $DECKCHECK_POOL, the imported default pool, or the bundled one).",
)
game_option = click.option(
    "--game",
    "game_name",
    metavar="GAME",
    help="The game (buddyfight, yugioh, ...; aliases such as ygo work). Default: from the file, else the pool.",
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="deckcheck")
@click.option("--debug", is_flag=True, help="Show Python tracebacks for internal errors.")
@click.pass_context
def main(ctx: click.Context, debug: bool) -> None:
    """Check trading card game decklists against the deck-construction rules.

    \b
    Exit codes: 0 all decks legal, 1 a deck is illegal or unreadable,
    2 usage error, unloadable card pool or missing path, 3 internal error.
    """
    ctx.obj = {"debug": debug}


def _ignored_slugs(values: tuple[str, ...]) -> frozenset[str]:
    """Rule slugs named by ``--ignore`` values (slugs or code prefixes, comma-separated)."""
    from deckcheck.rules import all_rules

    slugs: set[str] = set()
    for token in (t.strip() for value in values for t in value.split(",")):
        if not token:
            continue
        matched = {r.slug for r in all_rules() if token.lower() == r.slug or r.code.lower().startswith(token.lower())}
        if not matched:
            import difflib

            words = sorted({r.slug for r in all_rules()} | {r.code for r in all_rules()})
            close = difflib.get_close_matches(token.lower(), [w.lower() for w in words], n=1, cutoff=0.6)
            nearest = next((w for w in words if close and w.lower() == close[0]), None)
            hint = f"; did you mean '{nearest}'?" if nearest else ""
            raise UserError(f"--ignore: no rule matches '{token}'{hint} (see 'deckcheck rules')")
        if matched == {"parse-error"}:
            raise UserError("--ignore: parse-error cannot be ignored; an unreadable line is never skipped silently")
        slugs |= matched - {"parse-error"}  # a prefix such as DC skips the other DC rules
    return frozenset(slugs)


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option(
    "--pool",
    "pool_paths",
    multiple=True,
    metavar="PATH",
    help="Card pool file or directory; repeat it for decks of several games "
    "(default: $DECKCHECK_POOL, each game's imported default pool, or its bundled starter pool).",
)
@game_option
@click.option(
    "--output-format",
    "-f",
    type=click.Choice(["text", "json", "github"]),
    default="text",
    show_default=True,
    help="Report format: text, json (a documented contract, see README) or github (Actions annotations).",
)
@click.option(
    "--ignore",
    "ignored",
    multiple=True,
    metavar="RULES",
    help="Skip rules by slug or code prefix (comma-separated, repeatable), e.g. --ignore unusable-card,BF3.",
)
@click.option("--strict", is_flag=True, help="Warnings make a deck fail too.")
@click.option("--fix", is_flag=True, help="Rewrite recognised but misspelled names to their printed form, in place.")
@click.option(
    "--max-file-size",
    type=click.IntRange(min=1),
    default=None,
    metavar="BYTES",
    help="Refuse deck files larger than this (default 5 MiB).",
)
@guard
def check(
    paths: tuple[str, ...],
    pool_paths: tuple[str, ...],
    game_name: str | None,
    output_format: str,
    ignored: tuple[str, ...],
    strict: bool,
    fix: bool,
    max_file_size: int | None,
) -> None:
    """Check deck files, directories of deck files, or - for standard input."""
    from deckcheck.reporters import render
    from deckcheck.runner import DEFAULT_MAX_FILE_SIZE, STDIN, CheckOptions, run
    from deckcheck.settings import Pools

    ignore = _ignored_slugs(ignored)
    game = _game(game_name)
    if fix and STDIN in paths:
        click.echo("deckcheck: note: --fix does not change standard input; it is only checked", err=True)
    try:
        pools = Pools(pool_paths)
    except PoolError as exc:
        if output_format == "json":  # a CI script reading the JSON must see the failure too
            click.echo(render([], "json", [f"cannot load the card pool: {exc}"]), nl=False)
        raise
    options = CheckOptions(
        strict=strict, max_file_size=max_file_size or DEFAULT_MAX_FILE_SIZE, fix=fix, ignore=ignore, game=game
    )
    result = run(list(paths), pools, options)
    for message in result.notes:
        click.echo(f"deckcheck: note: {message}", err=True)
    if output_format != "json":  # in JSON the run's notes are in the document
        for message in result.pool_notes:
            click.echo(f"deckcheck: note: {message}", err=True)
    for message in result.path_errors:
        click.echo(f"deckcheck: error: {message}", err=True)
    if result.reports or output_format == "json":
        document = render(result.reports, output_format, result.path_errors, result.pool_notes)  # type: ignore[arg-type]
        click.echo(document, nl=False)
    sys.exit(result.exit_code)


@main.command("rules")
@game_option
@guard
def rules_command(game_name: str | None) -> None:
    """List the rules by game: code, slug, default severity and what each catches."""
    from deckcheck.games import all_games
    from deckcheck.rules import all_rules

    chosen = _game(game_name)
    rules = all_rules()
    groups = [(None, "Every game")] + [(g.name, g.title) for g in all_games() if chosen in (None, g)]
    for index, (game, title) in enumerate(groups):
        click.echo(("\n" if index else "") + f"{title}:")
        for rule in (r for r in rules if r.game == game):
            fix = " (fixable)" if rule.fixable else ""
            click.echo(f"  {rule.code}  {rule.slug:<18} {rule.severity:<8} {rule.summary}{fix}")


@main.command()
@click.argument("rule")
def explain(rule: str) -> None:
    """Print the documentation of a rule, by slug (copy-limit) or code (BF202)."""
    from deckcheck.rules import all_rules, find_rule

    found = find_rule(rule)
    if found is None:
        import difflib

        slugs = [r.slug for r in all_rules()]
        close = difflib.get_close_matches(rule.lower(), slugs, n=1, cutoff=0.6)
        hint = f"did you mean '{close[0]}'? " if close else ""
        raise UserError(f"no rule '{rule}'; {hint}known rules: {', '.join(slugs)}")
    from deckcheck.games import find_game

    owner = find_game(found.game) if found.game else None
    where = f", {owner.title}" if owner else ""
    click.echo(f"# {found.slug} ({found.code}{where}), default severity: {found.severity}\n")
    click.echo(found.doc)


@main.group()
def pool() -> None:
    """Inspect and import card pools."""


pool.add_command(import_command)


@pool.command("info")
@pool_option
@game_option
@guard
def pool_info(pool_path: str | None, game_name: str | None) -> None:
    """Show the pool's size and where it came from."""
    card_pool = _pool(pool_path, game_name)
    info = card_pool.info
    types: dict[str, int] = {}
    for card in card_pool.cards:
        types[card.type] = types.get(card.type, 0) + 1
    click.echo(f"name:     {info.name}")
    click.echo(f"location: {info.location}")
    click.echo(f"source:   {info.source}")
    click.echo(f"game:     {card_pool.game}")
    click.echo(f"cards:    {len(card_pool)} ({len(card_pool.names)} names)")
    click.echo("types:    " + ", ".join(f"{n} {t}" for t, n in sorted(types.items())))
    if "bundled:" in info.location:
        click.echo(
            "note:     this is the small bundled starter pool; import the full card list with 'deckcheck pool import'"
        )


@pool.command("search")
@click.argument("name")
@pool_option
@game_option
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
        click.echo(f"no card matches {name!r}", err=True)
        sys.exit(EXIT_ILLEGAL)
    for card_name, how in hits[:limit]:
        for card in card_pool.printings(card_name):
            numbers = ", ".join(card.numbers[:3]) + (" ..." if len(card.numbers) > 3 else "")
            click.echo(f"{card.name}  [{card.describe()}]  {numbers}  ({how})")


@pool.command("show")
@click.argument("name")
@pool_option
@game_option
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
        held = index.containing(name, limit=2)
        if len(held) != 1:
            close = held or [s.name for s in index.suggest(name)]
            hint = f"; did you mean: {'; '.join(close[:5])}" if close else ""
            raise UserError(f"no card is named {name!r} in the pool{hint}")
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
