"""A deck that names a game deckcheck does not know is one located finding of its file; the other decks of the run
are still checked (an organiser's folder with one odd file loses no result)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckcheck.cli import main

REPO = Path(__file__).resolve().parents[1]


def test_a_deck_of_an_unknown_game_does_not_stop_the_run(tmp_path: Path) -> None:
    odd = tmp_path / "odd.txt"
    odd.write_text("Game: chess\n4 Dark Magician\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(REPO / "examples/buddyfight/dragon-world.yaml"), str(odd)])
    assert result.exit_code == 1, result.output
    assert f'{odd}:1:1: DC001 [error] unknown game "chess"' in result.output
    assert "dragon-world.yaml: LEGAL" in result.output and "2 decks checked: 1 legal, 1 illegal" in result.output
