"""A deck line that holds a setting, key or token is never quoted, in ``--diff`` either: the diff shows it withheld
(context and changed lines alike, the hunk headers unchanged), and no message quotes a key or token from a
suppression comment, a ``format:`` or a ``game:`` value. Each test here failed before its fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.games import get_game
from deckcheck.run.diff import WITHHELD, deck_keys, withheld

AWS = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
API = "api_key: sk_live_51Hxyz0123456789abcdefABCDEF"
GHP = "ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"
SECRETS = ("wJalrXUtnFEMI", "sk_live", "hunter2", "aBcDeFgHiJ")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def _no_secret(*texts: str) -> None:
    for text in texts:
        assert not any(secret in text for secret in SECRETS), text


def test_diff_withholds_secret_context_lines_of_a_text_deck(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(f"4 dragon breath\n{AWS}\n{API}\n", encoding="utf-8")
    code, out, err = run("check", "--isolated", "--diff", str(deck))
    assert code == 1
    _no_secret(out, err)
    hunk = out.split("\n", 2)[2]
    assert hunk == f"@@ -1,3 +1,3 @@\n-4 dragon breath\n+4 Dragon Breath\n {WITHHELD}\n {WITHHELD}\n"


def test_diff_withholds_a_token_line_of_a_ydk_file(tmp_path: Path) -> None:
    deck = tmp_path / "deck.ydk"
    deck.write_text(f"#main\n14558128\n{GHP}\n14558127\n#extra\n!side\n", encoding="utf-8")
    code, out, err = run("check", "--isolated", "--diff", "--unsafe-fixes", str(deck))
    assert code == 1
    _no_secret(out, err)
    assert "@@ -1,5 +1,5 @@\n #main\n-14558128\n+14558127\n" + f" {WITHHELD}\n 14558127\n" in out


def test_diff_withholds_changed_lines_that_hold_a_token_keeping_their_indent(tmp_path: Path) -> None:
    """A suppression removed from a line with a token: the - and + lines are both withheld; a line whose token was
    in the removed comment is shown as it now reads."""
    deck = tmp_path / "deck.txt"
    deck.write_text(
        f"4 dragon breath # deckcheck: ignore[{GHP}]\n  # deckcheck: ignore[copy-limit] {GHP}\n", encoding="utf-8"
    )
    code, out, err = run("check", "--isolated", "--diff", str(deck))
    assert code == 1
    _no_secret(out, err)
    assert f"@@ -1,2 +1,2 @@\n-{WITHHELD}\n-  {WITHHELD}\n+4 Dragon Breath\n+  {WITHHELD}\n" in out


def test_diff_of_a_yaml_deck_shows_its_own_keys_and_withholds_a_password(tmp_path: Path) -> None:
    deck = tmp_path / "deck.yaml"
    text = "flag: Dragon World\ngame: buddyfight\npassword: hunter2\ndeck:\n  dragon breath: 4\nside: []\n"
    deck.write_text(text, encoding="utf-8")
    code, out, err = run("check", "--isolated", "--diff", str(deck))
    assert code == 1
    _no_secret(out, err)
    expected = f" game: buddyfight\n {WITHHELD}\n deck:\n-  dragon breath: 4\n+  Dragon Breath: 4\n side: []\n"
    assert "@@ -2,5 +2,5 @@\n" + expected in out


@pytest.mark.parametrize(
    ("line", "hidden"),
    [
        (AWS, True),
        (API, True),
        ("password=hunter2", True),
        ("password: hunter2", True),
        (f"Flag: {GHP}", True),
        (f"game: {GHP}", True),
        ("game: yugioh", False),
        ("side: []", False),
        ("4 Dragon Breath", False),
        ("Number 39: Utopia", False),
    ],
)
def test_withheld_is_the_readers_decision_but_for_the_decks_own_keys(line: str, hidden: bool) -> None:
    assert withheld(line, deck_keys(get_game("yugioh"))) is hidden


def test_an_unused_suppression_never_quotes_a_token_it_names(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(f"4 Dragon Breath # deckcheck: ignore[{GHP}]\n", encoding="utf-8")
    for output in ("text", "json", "sarif", "github"):
        _, out, err = run("check", "--isolated", "-f", output, str(deck))
        _no_secret(out, err)
        assert "a name holding a key or token (not quoted) is not a rule" in out


def test_a_format_or_game_holding_a_token_is_never_quoted(tmp_path: Path) -> None:
    deck = tmp_path / "deck.yaml"
    deck.write_text(f"format: {GHP}\nflag: Dragon World\ndeck:\n  Dragon Breath: 4\n", encoding="utf-8")
    _, out, err = run("check", "--isolated", "-f", "json", str(deck))
    _no_secret(out, err)
    messages = [f["message"] for f in json.loads(out)["decks"][0]["findings"]]
    assert any(m.startswith("this format (a key or token: not quoted) is not one") for m in messages)
    for name, text in (("g.yaml", f"game: {GHP}\ndeck:\n  x: 1\n"), ("g.txt", f"Game: {GHP}\n4 Dragon Breath\n")):
        (tmp_path / name).write_text(text, encoding="utf-8")
        _, out, err = run("check", "--isolated", "-f", "json", str(tmp_path / name))
        _no_secret(out, err)
        assert 'unknown game \\"(a key or token: not quoted)\\"' in out
