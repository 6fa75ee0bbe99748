"""An unknown card that another game's pool of the run knows (``Pot of Greed`` in a Buddyfight list, checked with
``--pool ygo --pool bf``): its finding says whose card it is, instead of far-off names of the deck's game."""

from __future__ import annotations

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding, quote
from deckcheck.games import find_game
from deckcheck.run.pools import Pools


def of_other_games(report: DeckReport, pools: Pools) -> DeckReport:
    """``report`` with each ``unknown-card`` finding whose card a given pool of another game knows saying so (its
    suggestions, names of the deck's game, dropped); only the pools the run was given are asked (none is loaded)."""
    others = [pool for game, pool in pools.explicit.items() if game != report.game]
    if not others or not any(f.rule == "unknown-card" and f.card for f in report.findings):
        return report
    findings: list[Finding] = []
    changed = False
    for finding in report.findings:
        owner = next((pool for pool in others if finding.card and pool.index.lookup(finding.card)), None)
        if finding.rule != "unknown-card" or owner is None:
            findings.append(finding)
            continue
        game = find_game(owner.game)
        title = game.title if game is not None else owner.game
        deck_game = find_game(report.game or "")
        read_as = deck_game.title if deck_game is not None else report.game
        message = f"unknown card {quote(finding.card or '')}: a {title} card (the run's {owner.game} pool has it), "
        message += f"and this deck is read as {read_as}"
        findings.append(finding.replace(message=message, suggestions=(), unsafe_fix=None))
        changed = True
    return report.replace(findings=tuple(findings)) if changed else report
