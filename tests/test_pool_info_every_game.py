"""``deckcheck pool info`` with neither --pool nor --game shows every game's default pool and says which games
have none (issue 16)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.games import all_games
from deckcheck.run.pools import default_pool_dir

from helpers import write_pool_dir


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def blocks(out: str) -> dict[str, str]:
    """The output's block of each game, by the game's name."""
    found = {}
    for block in out.split("\n\n"):
        head = block.splitlines()[0]
        assert head.startswith("== ") and head.endswith(")")
        found[head.rsplit("(", 1)[1].rstrip(")")] = block
    return found


def yugioh_default() -> Path:
    cards = [{"name": "Lacrima", "numbers": ["12345678"], "type": "spell", "property": "Normal"}]
    document = {"game": "yugioh", "name": "my table", "source": "a test", "cards": cards}
    return write_pool_dir(default_pool_dir("yugioh"), json.dumps(document))


def test_with_no_default_pool_every_game_says_it_has_none_and_shows_its_starter_pool() -> None:
    code, out, _ = run("pool", "info")
    assert code == 0
    shown = blocks(out)
    assert sorted(shown) == sorted(game.name for game in all_games())
    for name, block in shown.items():
        assert "default:  none" in block and "bundled:starter.yaml" in block
        assert f"--game {name} --set-default" in block


def test_a_game_with_a_default_pool_shows_it_and_the_others_say_they_have_none() -> None:
    yugioh_default()
    code, out, _ = run("pool", "info")
    assert code == 0
    shown = blocks(out)
    assert f"default:  {default_pool_dir('yugioh')}" in shown["yugioh"] and "name:     my table" in shown["yugioh"]
    assert "default:  none" not in shown["yugioh"]
    assert all("default:  none" in block for name, block in shown.items() if name != "yugioh")


def test_a_default_pool_that_cannot_be_loaded_is_said_in_its_place_and_exits_2() -> None:
    broken = default_pool_dir("vanguard")
    broken.mkdir(parents=True)
    (broken / "pool.json").write_text("{bad", encoding="utf-8")
    code, out, err = run("pool", "info")
    assert code == 2 and "deckcheck: error: the default pool of vanguard cannot be loaded" in err
    shown = blocks(out)
    assert "error:    it cannot be loaded" in shown["vanguard"] and "bundled:" in shown["yugioh"]


@pytest.mark.parametrize("args", [("--game", "yugioh"), ("--game", "buddyfight")])
def test_with_a_game_one_pool_is_shown_as_before(args: tuple[str, str]) -> None:
    code, out, _ = run("pool", "info", *args)
    assert code == 0 and "== " not in out and out.startswith("name:     ")
    assert f"game:     {args[1]}" in out


def test_with_deckcheck_pool_set_that_pool_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_POOL", str(yugioh_default()))
    code, out, _ = run("pool", "info")
    assert code == 0 and "== " not in out and "name:     my table" in out


def test_pool_search_without_a_game_looks_in_the_only_default_pool() -> None:
    yugioh_default()
    code, out, _ = run("pool", "search", "Lacrima")
    assert code == 0 and out.startswith("Lacrima ")
    code, out, _ = run("pool", "search", "Lacrima", "--game", "buddyfight")  # --game still chooses
    assert not out.startswith("Lacrima ")


def test_pool_search_without_a_game_and_two_default_pools_is_the_default_games() -> None:
    yugioh_default()
    cards = [{"name": "Lacrima", "type": "normal unit", "grade": 0, "nation": "Dragon Empire"}]
    document = {"game": "vanguard", "name": "my vanguard table", "source": "a test", "cards": cards}
    write_pool_dir(default_pool_dir("vanguard"), json.dumps(document))
    code, out, _ = run("pool", "search", "Dragon Breath")
    assert code == 0 and out.startswith("Dragon Breath ")  # the Buddyfight starter pool's card
