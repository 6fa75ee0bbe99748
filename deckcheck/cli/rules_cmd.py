"""``deckcheck rules`` and ``deckcheck explain``: the rule list and a rule's documentation, as text or JSON."""

from __future__ import annotations

import json
from typing import Any

import click

from deckcheck.cli.errors import UserError, game_named, guard

OUTPUT = click.option(
    "--output-format",
    "-f",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="text, or json (a list of rules: code, slug, game, severity, summary, fixable; with docs, doc).",
)


def _record(rule: Any, *, doc: bool) -> dict[str, Any]:
    record: dict[str, Any] = {
        "code": rule.code,
        "slug": rule.slug,
        "game": rule.game,
        "severity": rule.severity,
        "summary": rule.summary,
        "fixable": bool(rule.fixable),
    }
    if doc:
        record["doc"] = rule.doc
    return record


def _json(rules: list[Any], *, doc: bool) -> str:
    return json.dumps([_record(r, doc=doc) for r in rules], indent=2, ensure_ascii=False)


@click.command("rules")
@click.option(
    "--game",
    "game_name",
    metavar="GAME",
    help="The game (buddyfight, yugioh, ...; aliases such as ygo work). Default: every game.",
)
@click.option("--all", "show_all", is_flag=True, help="Print each rule's documentation too (as explain does).")
@OUTPUT
@guard
def rules_command(game_name: str | None, show_all: bool, output_format: str) -> None:
    """List the rules by game: code, slug, default severity and what each catches."""
    from deckcheck.games import all_games
    from deckcheck.rules import all_rules

    chosen = game_named(game_name)
    rules = [r for r in all_rules() if chosen is None or r.game in (None, chosen.name)]
    if output_format == "json":
        click.echo(_json(rules, doc=show_all))
        return
    groups = [(None, "Every game")] + [(g.name, g.title) for g in all_games() if chosen in (None, g)]
    for index, (game, title) in enumerate(groups):
        click.echo(("\n" if index else "") + f"{title}:")
        for rule in (r for r in rules if r.game == game):
            fix = " (fixable)" if rule.fixable else ""
            click.echo(f"  {rule.code}  {rule.slug:<18} {rule.severity:<8} {rule.summary}{fix}")
            if show_all:
                click.echo("\n" + "\n".join(f"    {line}" if line else "" for line in rule.doc.splitlines()) + "\n")


def _unknown(rule: str) -> UserError:
    """``no rule 'BF2O2'; did you mean 'BF202'?`` over every slug and code."""
    from deckcheck.rules import all_rules

    rules = all_rules()
    slugs = list(dict.fromkeys(r.slug for r in rules))  # copy-limit is several games' rule: once
    words = {w.lower(): w for r in rules for w in (r.slug, r.code)}
    import difflib  # only for a mistyped rule name

    close = difflib.get_close_matches(rule.strip().lower(), list(words), n=1, cutoff=0.6)
    hint = f"did you mean '{words[close[0]]}'? " if close else ""
    return UserError(f"no rule '{rule}'; {hint}known rules: {', '.join(slugs)}")


def _chosen(rule: str | None, show_all: bool) -> list[Any]:
    """The rules ``explain`` prints: every rule (``--all``), the one of a code, every game's of a slug."""
    from deckcheck.rules import all_rules, find_rule

    if show_all:
        if rule is not None:
            raise UserError("explain: give a RULE or --all, not both")
        return all_rules()
    if rule is None:
        raise UserError("explain: give a RULE (a slug such as copy-limit, or a code such as BF202), or --all")
    found = find_rule(rule)
    if found is None:
        raise _unknown(rule)
    if found.code.lower() == rule.strip().lower():
        return [found]
    return [r for r in all_rules() if r.slug == found.slug]


def _in_game(shared: list[Any], rule: str, game_name: str | None) -> list[Any]:
    """``--game``: of the rules a slug names, that game's (or a rule of every game); a code of another game's rule
    is an error that names the game's own rule of that name."""
    chosen = game_named(game_name)
    if chosen is None or not shared:
        return shared
    own = [r for r in shared if r.game in (None, chosen.name)]
    if own:
        return own[:1]
    found = shared[0]
    from deckcheck.rules import all_rules

    other = next((r for r in all_rules() if r.slug == found.slug and r.game == chosen.name), None)
    instead = f"; {chosen.title}'s {found.slug} is {other.code}" if other else ""
    raise UserError(f"{found.code} {found.slug} is not a {chosen.title} rule{instead}")


@click.command("explain")
@click.argument("rule", required=False)
@click.option("--all", "show_all", is_flag=True, help="Print every rule's documentation.")
@click.option("--game", "game_name", metavar="GAME", help="Only that game's rule of the name (and every game's).")
@OUTPUT
@guard
def explain_command(rule: str | None, show_all: bool, output_format: str, game_name: str | None = None) -> None:
    """Print the documentation of a rule, by slug (copy-limit) or code (BF202); a slug that several games'
    rules share shows each of them (--game: that game's)."""
    from deckcheck.games import find_game

    shared = _chosen(rule, show_all)
    if rule is not None and not show_all:
        shared = _in_game(shared, rule, game_name)
    if output_format == "json":
        click.echo(_json(shared, doc=True))
        return
    if len(shared) > 1 and not show_all:
        click.echo(f"{len(shared)} rules are called {shared[0].slug}: {', '.join(r.code for r in shared)}\n")
    for number, each in enumerate(shared):
        owner = find_game(each.game) if each.game else None
        where = f", {owner.title}" if owner else ""
        gap = "\n" if number else ""
        click.echo(f"{gap}# {each.slug} ({each.code}{where}), default severity: {each.severity}\n")
        click.echo(each.doc)
