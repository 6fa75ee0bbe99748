"""The command line's usage errors, missing paths, --config reasons, closed pipes and option help."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import REPO, deck_text


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), prog_name="deckcheck")
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("args", "message", "command"),
    [
        (["check", "--frobnicate", "x"], "No such option '--frobnicate'", "deckcheck check"),
        (["check", "-f", "xml", "x"], "'xml' is not one of", "deckcheck check"),
        (["check"], "Missing argument 'PATHS...'", "deckcheck check"),
        (["config", "--nope"], "No such option '--nope'", "deckcheck config"),
        (["pool", "search"], "Missing argument 'NAME'", "deckcheck pool search"),
        (["pool", "import", "--frob"], "No such option '--frob'", "deckcheck pool import"),
        (["nosuchcommand"], "No such command 'nosuchcommand'", "deckcheck"),
        (["--frobnicate"], "No such option '--frobnicate'", "deckcheck"),
    ],
)
def test_a_usage_error_is_one_line_naming_the_commands_help(args: list[str], message: str, command: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1, err
    assert err.startswith("deckcheck: error: ") and message in err
    assert err.rstrip().endswith(f"(see '{command} --help')")
    assert "Usage:" not in err and "Traceback" not in err


def test_help_is_unchanged_by_the_one_line_usage_errors() -> None:
    code, out, _ = run("check", "--help")
    assert code == 0 and out.startswith("Usage: deckcheck check [OPTIONS] PATHS...")
    code, _, err = run()  # no command: the group's help, as before
    assert code == 2 and err.startswith("Usage: deckcheck [OPTIONS] COMMAND") and "Commands:" in err


def test_config_of_a_path_that_does_not_exist_is_the_checks_one_line_error(tmp_path: Path) -> None:
    missing = str(tmp_path / "nosuch")
    code, out, err = run("config", missing)
    assert (code, out) == (2, "")
    assert err == f"deckcheck: error: {missing}: no such file or directory\n"
    assert run("check", missing)[2] == err  # the same words as check's


@pytest.mark.parametrize(("name", "reason"), [("decks", "a directory, not a file"), ("/dev/null", "not a regular file")])
def test_config_option_naming_something_that_is_no_file_says_what_it_is(
    name: str, reason: str, tmp_path: Path
) -> None:
    target = tmp_path / name if not name.startswith("/") else Path(name)
    if not target.exists():
        target.mkdir()
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text(), encoding="utf-8")
    for command in ("check", "config"):
        code, _, err = run(command, "--config", str(target), str(deck))
        assert code == 2
        assert err == f"deckcheck: error: {target}: --config: {reason}\n"
    code, _, err = run("check", "--config", str(tmp_path / "none.toml"), str(deck))
    assert "--config: no such file" in err
