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
        (["report"], "Missing argument 'PATHS...'", "deckcheck report"),  # check without paths checks .
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
    assert code == 0 and out.startswith("Usage: deckcheck check [OPTIONS] [PATHS]...")
    code, _, err = run()  # no command: the group's help, as before
    assert code == 2 and err.startswith("Usage: deckcheck [OPTIONS] COMMAND") and "Commands:" in err


def test_config_of_a_path_that_does_not_exist_is_the_checks_one_line_error(tmp_path: Path) -> None:
    missing = str(tmp_path / "nosuch")
    code, out, err = run("config", missing)
    assert (code, out) == (2, "")
    assert err == f"deckcheck: error: {missing}: no such file or directory\n"
    assert run("check", missing)[2] == err  # the same words as check's


@pytest.mark.parametrize(
    ("name", "reason"), [("decks", "a directory, not a file"), ("/dev/null", "not a regular file")]
)
def test_config_option_naming_something_that_is_no_file_says_what_it_is(name: str, reason: str, tmp_path: Path) -> None:
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


def closed_pipe(args: list[str], tmp_path: Path) -> tuple[int, str]:
    """Run ``deckcheck ARGS`` with a standard output whose reader closed it before anything was written
    (``deckcheck ... | head -c0``): the exit code and standard error."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "xdg"), PYTHONPATH=str(REPO))
    env.pop("GITHUB_ACTIONS", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "deckcheck", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # before the interpreter has even started: every write to it fails
    err = proc.stderr.read().decode("utf-8", "replace")
    return proc.wait(timeout=120), err


@pytest.mark.parametrize("args", [["rules"], ["explain", "BF202"], ["pool", "info"], ["--help"], ["config"]])
def test_a_closed_pipe_ends_the_output_quietly_and_a_command_whose_work_is_done_exits_0(
    args: list[str], tmp_path: Path
) -> None:
    assert closed_pipe(args, tmp_path) == (0, "")


def test_pool_import_into_a_closed_pipe_still_writes_the_pool_and_exits_0(tmp_path: Path) -> None:
    out = tmp_path / "pool"
    source = REPO / "tests" / "import_fixtures" / "quirks.csv"
    assert closed_pipe(["pool", "import", str(source), "--output", str(out)], tmp_path) == (0, "")
    assert (out / "pool.json").is_file()


def quiet(err: str) -> bool:
    """No traceback, no 'Exception ignored' at exit, no broken-pipe message."""
    return not any(word in err for word in ("Traceback", "Exception", "Broken", "rror"))


def test_check_into_a_closed_pipe_exits_with_its_verdict_and_still_writes_its_files(tmp_path: Path) -> None:
    legal = tmp_path / "legal.txt"
    legal.write_text(deck_text(), encoding="utf-8")
    illegal = tmp_path / "illegal.txt"
    illegal.write_text(deck_text().replace("Dragon Breath", "Dragn Breth"), encoding="utf-8")
    assert closed_pipe(["check", str(legal)], tmp_path) == (0, "")
    code, err = closed_pipe(["check", str(illegal)], tmp_path)
    assert code == 1 and quiet(err), err
    report = tmp_path / "report.json"
    code, err = closed_pipe(["check", "-f", "json", "-f", "text", "-o", str(report), str(illegal)], tmp_path)
    assert code == 1 and quiet(err), err
    assert "Dragn Breth" in report.read_text(encoding="utf-8")
    assert closed_pipe(["report", str(legal)], tmp_path) == (0, "")
    code, err = closed_pipe(["report", str(illegal)], tmp_path)
    assert code == 1 and quiet(err), err


def help_of(*command: str) -> str:
    code, out, _ = run(*command, "--help")
    assert code == 0
    return " ".join(out.split())


def test_each_commands_game_option_says_its_own_default() -> None:
    assert "Default: every game." in help_of("rules")
    assert "Default: every game's default pool" in help_of("pool", "info")
    for command in (("pool", "search"), ("pool", "show")):
        text = help_of(*command)
        assert "from the file" not in text
        assert "Default: the game of --pool (or $DECKCHECK_POOL), else the only game with an imported default" in text
    for command in ("check", "report", "config"):
        assert "Default: from the file, else the config's game, else the pool's." in help_of(command)


def test_explain_cites_sources_by_title_and_lists_each_known_rule_once() -> None:
    code, out, _ = run("explain", "YG201")
    assert code == 0
    assert '"Xyz Monsters go in the Extra Deck just like Fusion and Syncro Monsters."' in " ".join(out.split())
    assert "Advanced Gameplay" in out and ".txt" not in out
    code, out, _ = run("explain", "YG202")
    assert code == 0 and "``--regulation``" not in out and "`--regulation`" in out
    code, _, err = run("explain", "nosuch")
    assert code == 2
    known = err.split("known rules: ")[1].strip().split(", ")
    assert "copy-limit" in known and len(known) == len(set(known))


@pytest.mark.parametrize(
    ("argv", "close"), [(("chek",), "check"), (("reprot",), "report"), (("pool", "improt"), "import")]
)
def test_a_misspelt_command_names_the_closest(argv: tuple[str, ...], close: str) -> None:
    """``deckcheck chek``: the lazily imported commands are all candidates (click looked only among those imported:
    in a fresh process, none)."""
    fresh = subprocess.run(
        [sys.executable, "-m", "deckcheck", *argv], capture_output=True, text=True, cwd=REPO, check=False
    )
    code, out, err = fresh.returncode, fresh.stdout, fresh.stderr
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"No such command {argv[-1]!r}. Did you mean {close!r}?" in err


def test_a_command_like_nothing_names_none() -> None:
    code, _, err = run("xyzzy")
    assert code == 2 and "No such command 'xyzzy'" in err and "Did you mean" not in err
