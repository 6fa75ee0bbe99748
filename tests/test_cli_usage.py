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
