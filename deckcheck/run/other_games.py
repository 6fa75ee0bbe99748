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
    read_as = _title(report.game or "")
    findings: list[Finding] = []
    for finding in report.findings:
        card = finding.card if finding.rule == "unknown-card" else None
        owner = next((pool for pool in others if pool.index.lookup(card)), None) if card else None
        if owner is None:
            findings.append(finding)
            continue
        message = (
            f"unknown card {quote(card or '')}: a {_title(owner.game)} card (the run's {owner.game} pool has it), "
        )
        findings.append(
            finding.replace(message=message + f"and this deck is read as {read_as}", suggestions=(), unsafe_fix=None)
        )
    return report.replace(findings=tuple(findings)) if findings != list(report.findings) else report


def _title(name: str) -> str:
    game = find_game(name)
    return game.title if game is not None else name
