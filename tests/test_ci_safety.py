"""Issue 7: deckcheck on an untrusted pull request. Nothing it prints may forge CI output or echo secrets.

Each test here failed before its fix. ``workflow_commands.commands`` models what
a GitHub Actions runner reads as a command in a log.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool.visible import visible
from deckcheck.cli import main

from helpers import BASE_DECK, changed, deck_text
from workflow_commands import commands

HOSTILE_NAMES = (
    "::stop-commands::abc.txt",
    "::error file=README.md,line=1::x.txt",
    "\u3000::warning::wide-space.txt",
    " ::notice::space.txt",
    "a##[add-mask]b.txt",
    "x\r::error::carriage-return.txt",
    "x\n::error::line-feed.txt",
    "t\x1b]0;TITLE\x07.txt",
)


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def hostile_decks(tmp_path: Path) -> Path:
    """A directory of illegal decks (an unknown card, a misspelling) with file names that are workflow commands."""
    decks = tmp_path / "decks"
    decks.mkdir()
    text = deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 4}), extra="1 ##[add-mask]card\n")
    for name in HOSTILE_NAMES:
        (decks / name).write_text(text, encoding="utf-8")
    return decks


# ---------------------------------------------------------------- item 1: workflow-command injection
def test_github_output_holds_only_the_annotations_deckcheck_meant(hostile_decks: Path) -> None:
    code, out, err = run("check", "-f", "github", str(hostile_decks))
    assert code == 1
    found = commands(out)
    annotations = [line for line in out.splitlines() if line.startswith(("::error ", "::warning "))]
    assert len(found) == len(annotations) > 0, found
    assert {c.name for c in found} <= {"error", "warning"}
    files = {c.properties["file"] for c in found}
    assert files == {visible(str(hostile_decks / n)) for n in HOSTILE_NAMES}
    assert all(set(c.properties) == {"file", "line", "col", "title"} for c in found)
    assert commands(err) == []


@pytest.mark.parametrize("output_format", ["text", "json"])
def test_text_and_json_output_hold_no_workflow_command(hostile_decks: Path, output_format: str) -> None:
    code, out, err = run("check", "-f", output_format, str(hostile_decks))
    assert code == 1
    assert commands(out) == [] and commands(err) == []
    if output_format == "json":  # the values themselves are exact
        paths = {deck["path"] for deck in json.loads(out)["decks"]}
        assert paths == {str(hostile_decks / n) for n in HOSTILE_NAMES}


def test_a_path_starting_with_two_colons_is_shown_escaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("::stop-commands::abc.txt").write_text(deck_text(extra="1 Dragn Breth\n"), encoding="utf-8")
    for output_format in ("text", "github"):
        _, out, _ = run("check", "-f", output_format, "::stop-commands::abc.txt")
        assert "<U+003A>:stop-commands::abc.txt: " in out
        assert not any(line.startswith("::stop-commands") for line in out.splitlines())
