"""``deckcheck pool info``'s lines: one pool's, and, with no ``--pool`` nor ``--game``, every game's default pool."""

from __future__ import annotations

import click

from cardpool import CardPool
from cardpool.errors import PoolError
from cardpool.visible import one_line
from deckcheck.cli.errors import UserError


def pool_lines(card_pool: CardPool, *, starter_note: bool = True) -> list[str]:
    """What ``pool info`` says of one pool: its name, where it came from, its game, size and card types (and,
    with ``starter_note``, that a bundled starter pool is small)."""
    info = card_pool.info
    types: dict[str, int] = {}
    for card in card_pool.cards:
        types[card.type] = types.get(card.type, 0) + 1
    lines = [
        f"name:     {one_line(info.name)}",
        f"location: {one_line(info.location)}",
        f"source:   {one_line(info.source)}",
        f"game:     {one_line(card_pool.game)}",
        f"cards:    {len(card_pool)} ({len(card_pool.names)} names)",
        "types:    " + one_line(", ".join(f"{n} {t}" for t, n in sorted(types.items()))),
    ]
    if starter_note and "bundled:" in info.location:
        lines.append(
            "note:     this is the small bundled starter pool; import the full card list with 'deckcheck pool import'"
        )
    return lines


def every_default_pool() -> None:
    """Each registered game's default pool (``pool import --set-default``), and the games that have none, whose
    decks the bundled starter pool checks. A default pool that cannot be loaded is said in its place, and the
    command then exits 2, after the other games' pools."""
    from deckcheck.games import all_games
    from deckcheck.run.pools import NoDataDir, default_pool_dir, is_folder, load_pool_file, starter_pool

    broken: list[str] = []
    for number, game in enumerate(all_games()):
        if number:
            click.echo("")
        click.echo(f"== {one_line(game.title)} ({game.name})")
        try:
            folder = default_pool_dir(game.name)
        except NoDataDir:
            folder = None
        if folder is None or not is_folder(folder):
            where = "no data directory" if folder is None else one_line(str(folder))
            click.echo("default:  none: the bundled starter pool below checks its decks; import a card list with")
            click.echo(f"          'deckcheck pool import CARDS --game {game.name} --set-default' (into {where})")
            pool, note = starter_pool(game.name), False
        else:
            click.echo(f"default:  {one_line(str(folder))}")
            try:
                pool = load_pool_file(folder)
            except PoolError as exc:
                click.echo(f"error:    it cannot be loaded: {one_line(str(exc))}")
                broken.append(game.name)
                continue
            note = True
        for line in pool_lines(pool, starter_note=note):
            click.echo(line)
    if broken:
        raise UserError(f"the default pool of {', '.join(broken)} cannot be loaded (see above)")
