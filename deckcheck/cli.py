"""The command line. It parses options and hands off; building and running live elsewhere.

Exit codes: 0 every deck is legal; 1 a deck is illegal or unreadable (or failing
under --strict, or with --diff a change pending); 2 a usage or configuration
error, a card pool that cannot be loaded, or a path that does not exist;
3 an internal error (a bug: please report it with the ``--debug`` traceback).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from deckcheck.cli_check import check_command, config_command
from deckcheck.cli_errors import EXIT_ILLEGAL, UserError, guard
from deckcheck.cli_import import import_command

if TYPE_CHECKING:
    from cardpool import CardPool


def _pool(path: str | None) -> CardPool:
    from deckcheck.settings import open_pool

    return open_pool(path)


pool_option = click.option(
    "--pool",
    "pool_path",
    metavar="PATH",
    help="Card pool file or directory (default: $DECKCHECK_POOL, the imported default pool, or the bundled one).",
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
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


@main.command("rules")
def rules_command() -> None:
    """List every rule: code, slug, default severity and what it catches."""
    from deckcheck.rules import all_rules

    for rule in all_rules():
        fix = " (fixable)" if rule.fixable else ""
        click.echo(f"{rule.code}  {rule.slug:<16} {rule.severity:<8} {rule.game or 'any':<11} {rule.summary}{fix}")


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
    click.echo(f"# {found.slug} ({found.code}), default severity: {found.severity}\n")
    click.echo(found.doc)


@main.group()
def pool() -> None:
    """Inspect and import card pools."""


pool.add_command(import_command)


@pool.command("info")
@pool_option
@guard
def pool_info(pool_path: str | None) -> None:
    """Show the pool's size and where it came from."""
    card_pool = _pool(pool_path)
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
@click.option("--limit", type=click.IntRange(1, 50), default=10, show_default=True)
@guard
def pool_search(name: str, pool_path: str | None, limit: int) -> None:
    """Find cards by name or number, fuzzy-ranked."""
    if not name.strip():
        raise UserError("pool search needs a card name or number")
    card_pool = _pool(pool_path)
    index = card_pool.index
    exact = index.lookup(name)
    hits: list[tuple[str, str]] = []
    if exact is not None:
        hits.append((exact.name, f"{exact.via} match"))
    for suggestion in index.suggest(name, limit=limit, cutoff=50.0):
        if exact is None or suggestion.name != exact.name:
            hits.append((suggestion.name, f"score {suggestion.score:g}"))
    if not hits:
        click.echo(f"no card matches {name!r}", err=True)
        sys.exit(EXIT_ILLEGAL)
    for card_name, how in hits[:limit]:
        for card in card_pool.printings(card_name):
            worlds = " / ".join(card.worlds) or "-"
            numbers = ", ".join(card.numbers[:3]) + (" ..." if len(card.numbers) > 3 else "")
            click.echo(f"{card.name}  [{card.type}; {worlds}]  {numbers}  ({how})")


if __name__ == "__main__":  # pragma: no cover
    main()
