"""A config file's relative ``regulation`` is taken from the config file's directory, never from the current one:
there, a player's submitted file of the same name could stand in for the organiser's list."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIST = (ROOT / "examples" / "regulations" / "yugioh-example.yaml").read_text(encoding="utf-8")
DECK = 'game: yugioh\nmain:\n  Maxx "C": 3\n'  # banned by the example list
EMPTY_LIST = LIST.split("banned:")[0]  # the same list's name and date, nothing banned


def check(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKCHECK_")}
    return subprocess.run(
        [sys.executable, "-m", "deckcheck", "check", *args], capture_output=True, text=True, cwd=cwd, env=env
    )


def event(tmp_path: Path) -> tuple[Path, Path]:
    org, subs = tmp_path / "org", tmp_path / "subs"
    org.mkdir()
    subs.mkdir()
    (org / "organiser.toml").write_text('regulation = "list.yaml"\nas-of = "2018-08-01"\n', encoding="utf-8")
    (subs / "player.yaml").write_text(DECK, encoding="utf-8")
    (subs / "list.yaml").write_text(EMPTY_LIST, encoding="utf-8")  # a player's own "list.yaml"
    return org, subs


def test_a_missing_list_beside_the_config_is_an_error_not_the_current_folders_file(tmp_path: Path) -> None:
    org, subs = event(tmp_path)
    done = check(subs, "--config", "../org/organiser.toml", "player.yaml")
    assert done.returncode == 2, done.stdout
    assert done.stderr.startswith("deckcheck: error: regulation: ") and "org" in done.stderr
    assert "no such file" in done.stderr


def test_the_list_beside_the_config_is_the_one_applied(tmp_path: Path) -> None:
    org, subs = event(tmp_path)
    (org / "list.yaml").write_text(LIST, encoding="utf-8")
    for cwd, config in ((subs, "../org/organiser.toml"), (tmp_path, "org/organiser.toml")):
        done = check(cwd, "--config", config, str(subs / "player.yaml"))
        assert done.returncode == 1 and "RG101" in done.stdout, (cwd, done.stdout, done.stderr)


def test_a_config_value_that_names_nothing_beside_it_is_a_list_name_never_a_file_here(tmp_path: Path) -> None:
    """``regulation = "regs"`` with no ``regs`` beside the config: a list's name (an error, since no file holds
    it), not the player's folder ``regs`` in the current one."""
    org, subs = event(tmp_path)
    (subs / "regs").mkdir()
    (subs / "regs" / "list.yaml").write_text(EMPTY_LIST, encoding="utf-8")
    (org / "organiser.toml").write_text('regulation = "regs"\nas-of = "2018-08-01"\n', encoding="utf-8")
    done = check(subs, "--config", "../org/organiser.toml", "player.yaml")
    assert done.returncode == 2 and "regulation: regs: no such file or folder" in done.stderr, done.stdout


def test_a_list_picked_by_name_in_a_config_is_never_a_file_of_that_name_here(tmp_path: Path) -> None:
    org, subs = event(tmp_path)
    (org / "list.yaml").write_text(LIST.replace("name: Example Forbidden/Limited List 2018", "name: Spring"), "utf-8")
    (org / "organiser.toml").write_text('regulation = ["list.yaml", "Spring"]\nas-of = "2018-08-01"\n', "utf-8")
    (subs / "Spring").write_text(EMPTY_LIST.replace("name: Example Forbidden/Limited List 2018", "name: X"), "utf-8")
    done = check(subs, "--config", "../org/organiser.toml", "player.yaml")
    assert done.returncode == 1 and "RG101" in done.stdout and "Spring" in done.stdout, done.stderr
