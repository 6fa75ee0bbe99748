"""``deckcheck pool``: inspect and import card pools."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

import click

from cardpool.visible import clip, line_start, one_line, quote
from deckcheck.cli.errors import EXIT_ILLEGAL, UserError, guard
from deckcheck.cli.options import POOL_GAME, POOL_INFO_GAME, game_option, open_game_pool, pool_option
from deckcheck.cli.pool_import import import_command
from deckcheck.cli.pool_overview import every_default_pool, pool_lines

if TYPE_CHECKING:
    from deckcheck.games.base import CardFacts


@click.group()
def pool() -> None:
    """Inspect and import card pools."""


pool.add_command(import_command)


@pool.command("info")
@pool_option
@game_option(POOL_INFO_GAME)
@guard
def pool_info(pool_path: str | None, game_name: str | None) -> None:
    """Show the pool's size and where it came from; with neither --pool (nor $DECKCHECK_POOL) nor --game, every
    game's default pool, and which games have none."""
    if pool_path is None and game_name is None and not os.environ.get("DECKCHECK_POOL"):
        every_default_pool()
        return
    for line in pool_lines(open_game_pool(pool_path, game_name)):
        click.echo(line)


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
    card_pool = open_game_pool(pool_path, game_name)
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
        click.echo(f"no card matches {one_line(quote(clip(name)))}", err=True)
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
    card_pool = open_game_pool(pool_path, game_name)
    index = card_pool.index
    match = index.lookup(name)
    if match is not None:
        chosen = match.name
    else:
        held = index.containing(name, limit=6)
        if len(held) > 1:
            more = "; and more" if len(held) > 5 else ""
            raise UserError(
                f"{quote(clip(name))} is part of more than one card's name: {'; '.join(held[:5])}{more}; "
                "give the whole name or a card number"
            )
        if not held:
            from deckcheck.rules.suggestions import close as only_close

            close = [s.shown() for s in only_close(index.suggest(name))]  # a mistyped number: the close numbers too
            hint = f"; did you mean: {'; '.join(close[:5])}" if close else ""
            raise UserError(f"no card is named {quote(clip(name))} in the pool{hint}")
        chosen = held[0]
    printing = index.printing(name) if match is not None and match.via == "number" else None
    cards = (printing,) if printing is not None else card_pool.printings(chosen)
    game = get_game(card_pool.game)
    shown: list[CardFacts]
    if game.show is None or game.show_lines is None:
        shown = [{"name": c.name, "type": c.type, "numbers": list(c.numbers)} for c in cards]
        lines = [f"{c.name}  [{c.type}]  {', '.join(c.numbers)}" for c in cards]
    else:
        show, render = game.show(), game.show_lines()
        shown = [show(card_pool, card) for card in cards]
        lines = [line for index_, card in enumerate(shown) for line in ([""] if index_ else []) + render(card)]
    if as_json:  # a hand-written pool's values may hold anything: escaped as every report escapes them
        from deckcheck.reporters.json_reporter import safe_json

        document = {"pool": card_pool.info.name, "game": card_pool.game, "query": name, "cards": shown}
        click.echo(safe_json(json.dumps(document, indent=2, ensure_ascii=False)))
    else:
        click.echo("\n".join(map(line_start, lines)))
