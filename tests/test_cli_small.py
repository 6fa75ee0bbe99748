"""The small command-line conventions: --unsafe-fixes alone shows the unsafe fixes, --statistics in JSON,
--stdin-filename implies -, check with no paths checks ., explain's did-you-mean and --all, rules and explain as
JSON, -V, whole command summaries in --help, and --config with --isolated a usage error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck import __version__
from deckcheck.cli import main
from deckcheck.rules import all_rules

REPO = Path(__file__).resolve().parents[1]
SUN_DRAGON = REPO / "examples" / "buddyfight" / "sun-dragon.txt"
LEGAL = REPO / "examples" / "buddyfight" / "dragon-world.txt"


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin, env=env)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "decks").mkdir()
    for source in (SUN_DRAGON, LEGAL):
        (tmp_path / "decks" / source.name).write_bytes(source.read_bytes())
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    return tmp_path / "decks"


def test_unsafe_fixes_alone_shows_the_unsafe_fix_and_writes_nothing(decks: Path) -> None:
    before = (decks / "sun-dragon.txt").read_bytes()
    code, out, _ = run("check", "--isolated", "--unsafe-fixes", "decks/sun-dragon.txt")
    assert code == 1 and (decks / "sun-dragon.txt").read_bytes() == before
    lines = out.splitlines()
    at = lines.index('decks/sun-dragon.txt:17:3: DC002 [error] unknown card "Dragn Breth"')
    assert lines[at + 2] == '    unsafe fix: "Dragn Breth" -> "Dragon Breath" (--fix --unsafe-fixes)'
    _, plain, _ = run("check", "--isolated", "decks/sun-dragon.txt")
    assert "unsafe fix" not in plain
    _, stats, _ = run("check", "--isolated", "--unsafe-fixes", "--statistics", "decks/sun-dragon.txt")
    assert "    1  DC002  [*] unknown-card" in stats


def test_statistics_in_json(decks: Path) -> None:
    code, out, _ = run("check", "--isolated", "--statistics", "-f", "json", "decks/")
    document = json.loads(out)
    assert code == 1 and len(document["decks"]) == 2  # the report is complete, the counts added
    assert document["statistics"] == [
        {"code": "DC002", "rule": "unknown-card", "count": 1, "fixable": False},
        {"code": "DC003", "rule": "name-spelling", "count": 1, "fixable": True},
        {"code": "DC100", "rule": "unused-suppression", "count": 1, "fixable": True},
    ]
    assert "statistics" not in json.loads(run("check", "--isolated", "-f", "json", "decks/")[1])


def test_stdin_filename_implies_standard_input(decks: Path) -> None:
    code, out, _ = run("check", "--isolated", "--stdin-filename", "mine.txt", stdin=SUN_DRAGON.read_text("utf-8"))
    assert code == 1 and "mine.txt:17:3: DC002" in out and "1 deck checked" in out


def test_check_without_paths_checks_the_current_directory(decks: Path) -> None:
    code, out, _ = run("check", "--isolated")
    assert code == 1 and "decks/sun-dragon.txt: ILLEGAL" in out and "decks/dragon-world.txt: LEGAL" in out


def test_explain_suggests_a_code_too() -> None:
    code, _, err = run("explain", "BF2O2")
    assert code == 2 and "did you mean 'BF202'?" in err


def test_explain_all_and_json() -> None:
    code, out, _ = run("explain", "--all")
    assert code == 0 and out.count("## What it does") == len(all_rules())
    code, out, _ = run("explain", "copy-limit", "-f", "json")
    assert code == 0 and [r["code"] for r in json.loads(out)] == ["BF202", "VG201", "YG202"]
    assert all("## What it does" in r["doc"] for r in json.loads(out))
    assert run("explain")[0] == 2 and run("explain", "--all", "BF202")[0] == 2


def test_rules_as_json_and_with_their_docs() -> None:
    code, out, _ = run("rules", "-f", "json", "--game", "yugioh")
    rules = json.loads(out)
    assert code == 0 and {r["game"] for r in rules} == {None, "yugioh"}
    assert set(rules[0]) == {"code", "slug", "game", "severity", "summary", "fixable"}
    code, out, _ = run("rules", "--all", "-f", "json")
    assert len(json.loads(out)) == len(all_rules()) and all(r["doc"] for r in json.loads(out))
    code, out, _ = run("rules", "--all")
    assert code == 0 and out.count("## What it does") == len(all_rules())


def test_dash_v_is_version() -> None:
    code, out, _ = run("-V")
    assert code == 0 and __version__ in out and out == run("--version")[1]


def test_help_shows_each_command_summary_in_full() -> None:
    code, out, _ = run("--help", env={"COLUMNS": "80"})
    commands = out.split("Commands:")[1]
    assert code == 0 and "..." not in commands
    assert "where each came from." in " ".join(commands.split())


@pytest.mark.parametrize("command", ["check", "config"])
def test_config_with_isolated_is_a_usage_error(command: str) -> None:
    code, _, err = run(command, "--config", "x.toml", "--isolated", str(LEGAL))
    assert code == 2 and "--config and --isolated do not go together" in err
