"""The event report and the GitHub annotations with hostile names (issue 19, minor items): Markdown defuses
autolinks and strike-through, player names are clipped, and ``file=`` is the real path the runner finds."""

from __future__ import annotations

from pathlib import Path

import markdown_it
import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.event.md_report import md
from deckcheck.event.summary import MAX_PLAYER

from helpers import deck_text
from workflow_commands import commands


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"GITHUB_ACTIONS": ""})
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("https://evil.example/login", "https\\://evil.example/login"),
        ("see HTTP://X.example", "see HTTP\\://X.example"),
        ("www.evil.example", "www\\.evil.example"),
        ("mailto:a@b.example", "mailto\\:a\\@b.example"),
        ("a@b.example", "a\\@b.example"),
        ("~~struck~~", "\\~\\~struck\\~\\~"),
        ("**bold** _it_", "\\*\\*bold\\*\\* \\_it\\_"),
        ("a &amp; b", "a \\&amp; b"),  # an entity would show as the character it stands for
        ("$x^2$", "\\$x^2\\$"),  # GitHub's math
    ],
)
def test_markdown_defuses_autolinks_and_strike_through(text: str, shown: str) -> None:
    assert md(text) == shown


def test_markdown_renders_a_hostile_player_line_as_plain_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    player = "~~Ann~~ https://evil.example www.evil.example " + "x" * 200_000
    (tmp_path / "deck.txt").write_text(f"Player: {player}\n" + deck_text(), encoding="utf-8")
    code, out, _ = run("report", "--isolated", "deck.txt")
    assert code == 0 and "x" * (MAX_PLAYER + 1) not in out and len(out) < 10_000
    html = markdown_it.MarkdownIt("commonmark").enable(["strikethrough", "table"]).render(out)
    assert "<s>" not in html and "<del>" not in html and "<a href" not in html.replace('<a href="#', "")


def test_the_annotation_attaches_to_the_real_file_and_the_message_shows_it_escaped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    name = "deck\x01,odd:name%.txt"
    Path(name).write_text(deck_text(extra="1 Dragn Breth\n"), encoding="utf-8")
    code, out, _ = run("check", "--isolated", "-f", "github", name)
    found = [c for c in commands(out) if "file" in c.properties]  # not the run's ::notice (the starter pool)
    assert code == 1 and found and {c.properties["file"] for c in found} == {name}
    assert "deck<U+0001>,odd:name%.txt: ILLEGAL" in out  # the summary line keeps the escaped name
