"""``deckcheck rules`` and ``deckcheck explain``: the rules and their documentation."""

from __future__ import annotations

import click

from deckcheck.cli.errors import UserError, game_named, guard
from deckcheck.cli.options import game_option


@click.command("rules")
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


@click.command()
@click.argument("rule")
def explain(rule: str) -> None:
    """Print the documentation of a rule, by slug (copy-limit) or code (BF202); a slug that several games'
    rules share shows each of them."""
    from deckcheck.rules import all_rules, find_rule

    found = find_rule(rule)
    shared = [r for r in all_rules() if found is not None and r.slug == found.slug]
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
