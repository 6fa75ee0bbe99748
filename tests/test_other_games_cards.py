"""An unknown card that another game's pool of the run knows: its finding says whose card it is."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from deckcheck.run.other_games import of_other_games
from deckcheck.run.pools import starter_pool

from helpers import check


def test_a_card_of_the_other_given_game_is_named_as_such() -> None:
    """``Pot of Greed`` in a Buddyfight list, both games' pools given: 'a Yu-Gi-Oh! card', not five far-off
    Buddyfight names; a misspelt Buddyfight name keeps its suggestion; with one pool given nothing changes."""
    bf, ygo = starter_pool("buddyfight"), starter_pool("yugioh")
    report = check("Flag: Dragon World\nBuddy: Flarefang Dragon\n1 Pot of Greed\n1 Dragn Breth\n", bf)
    both = SimpleNamespace(explicit={"buddyfight": bf, "yugioh": ygo})
    unknown = {f.card: f for f in of_other_games(report, both).findings if f.rule == "unknown-card"}  # type: ignore[arg-type]
    assert unknown["Pot of Greed"].message == (
        'unknown card "Pot of Greed": a Yu-Gi-Oh! card (the run\'s yugioh pool has it), and this deck is read as '
        "Future Card Buddyfight"
    )
    assert unknown["Pot of Greed"].suggestions == () and unknown["Dragn Breth"].suggestions[:1] == ("Dragon Breath",)
    alone = SimpleNamespace(explicit={"buddyfight": bf})
    assert of_other_games(report, alone) is report  # type: ignore[arg-type]


def test_the_run_says_so_with_two_pools_given(tmp_path: Path) -> None:
    import json

    from click.testing import CliRunner

    from cardpool.pool import dump_cards
    from deckcheck.cli import main

    paths = []
    for game in ("buddyfight", "yugioh"):
        folder = tmp_path / game
        folder.mkdir()
        cards = dump_cards(list(starter_pool(game).cards))
        (folder / "pool.json").write_text(json.dumps({"game": game, "cards": cards}), encoding="utf-8")
        paths += ["--pool", str(folder)]
    deck = tmp_path / "d.txt"
    deck.write_text("Flag: Dragon World\nBuddy: Flarefang Dragon\n1 Pot of Greed\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["check", "--isolated", *paths, str(deck)]).stdout
    assert 'unknown card "Pot of Greed": a Yu-Gi-Oh! card' in out and "did you mean" not in out
