"""Config conventions CI relies on: every problem of a config file at once, in file order; ``--config FILE``
matches its globs against the current directory, as ruff; its relative regulation stays the file's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

REPO = Path(__file__).resolve().parents[1]
DECK = (REPO / "examples" / "buddyfight" / "dragon-world.txt").read_bytes()


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_every_config_error_at_once_in_file_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.toml").write_text(
        'strickt = true\nselect = "BF"\nexclude = [1]\nzzz = 3\n', encoding="utf-8"
    )
    (tmp_path / "d.txt").write_bytes(DECK)
    monkeypatch.chdir(tmp_path)
    code, _, err = run("check", "d.txt")
    lines = err.splitlines()
    assert code == 2 and all(line.startswith("deckcheck: error: ") for line in lines)
    keys = [line.split("deckcheck.toml: ")[1].split(":")[0] for line in lines]
    assert keys == ["strickt", "select", "exclude[0]", "zzz"]
    code, _, _ = run("check", "-f", "sarif", "-o", "out.sarif", "d.txt")
    invocation = json.loads((tmp_path / "out.sarif").read_text(encoding="utf-8"))["runs"][0]["invocations"][0]
    assert code == 2 and len(invocation["toolExecutionNotifications"]) == 4


def test_config_file_globs_are_relative_to_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "ci").mkdir()
    (tmp_path / "decks" / "old").mkdir(parents=True)
    (tmp_path / "decks" / "a.txt").write_bytes(DECK)
    (tmp_path / "decks" / "old" / "b.txt").write_bytes(DECK)
    (tmp_path / "ci" / "deckcheck.toml").write_text('exclude = ["decks/old"]\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("check", "--config", "ci/deckcheck.toml", "--show-files", "decks")
    assert code == 0 and out.splitlines() == ["decks/a.txt"]
    _, shown, _ = run("config", "--config", "ci/deckcheck.toml", "decks")
    assert f"root               {tmp_path}" in shown
    # searched upward instead, the same file's globs are relative to its own directory: nothing matches
    (tmp_path / "decks" / "deckcheck.toml").write_bytes((tmp_path / "ci" / "deckcheck.toml").read_bytes())
    code, out, _ = run("check", "--show-files", "decks")
    assert out.splitlines() == ["decks/a.txt", "decks/old/b.txt"]


def test_a_config_files_regulation_stays_relative_to_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "ci" / "regulations").mkdir(parents=True)
    (tmp_path / "ci" / "regulations" / "store.yaml").write_bytes(
        (REPO / "examples" / "regulations" / "buddyfight-store.yaml").read_bytes()
    )
    (tmp_path / "ci" / "deckcheck.toml").write_text('regulation = "regulations/store.yaml"\n', encoding="utf-8")
    (tmp_path / "d.txt").write_bytes(DECK)
    monkeypatch.chdir(tmp_path)
    code, out, err = run("check", "--config", "ci/deckcheck.toml", "-f", "json", "d.txt")
    assert code in (0, 1), err
    assert json.loads(out)["decks"][0]["regulation"]


def test_extend_lays_a_config_over_another(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.deckcheck]\nstrict = true\nignore = ["BF301"]\nextend-exclude = ["drafts"]\n'
        'regulation = "regs/store.yaml"\n',
        encoding="utf-8",
    )
    (tmp_path / "regs").mkdir()
    (tmp_path / "regs" / "store.yaml").write_bytes(
        (REPO / "examples" / "regulations" / "buddyfight-store.yaml").read_bytes()
    )
    decks = tmp_path / "decks"
    (decks / "drafts").mkdir(parents=True)
    (decks / "scratch").mkdir()
    (decks / "a.txt").write_bytes(DECK)
    (decks / "drafts" / "b.txt").write_bytes(DECK)
    (decks / "scratch" / "c.txt").write_bytes(DECK)
    (decks / "deckcheck.toml").write_text(
        'extend = "../pyproject.toml"\nstrict = false\nextend-exclude = ["scratch"]\nextend-ignore = ["BF302"]\n',
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("check", "--show-files", "decks")
    assert code == 0 and out.splitlines() == ["decks/a.txt"]  # both files' extend-exclude
    _, shown, _ = run("config", "decks/a.txt")
    rows = {line.split("  ")[0]: line for line in shown.splitlines()}
    assert "false" in rows["strict"]  # this file's key wins
    assert "BF301 unusable-card" in rows["rules off"] and "BF302 flag-in-deck" in rows["rules off"]
    assert str(tmp_path / "regs" / "store.yaml") in rows["regulation"]  # relative to the file that said it


@pytest.mark.parametrize(
    ("extend", "message"),
    [('"nosuch.toml"', "no such config file"), ('"deckcheck.toml"', "a loop of extend keys"), ("3", "expected")],
)
def test_a_bad_extend_is_one_located_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, extend: str, message: str
) -> None:
    (tmp_path / "deckcheck.toml").write_text(f"extend = {extend}\n", encoding="utf-8")
    (tmp_path / "d.txt").write_bytes(DECK)
    monkeypatch.chdir(tmp_path)
    code, _, err = run("check", "d.txt")
    assert code == 2 and "deckcheck.toml: extend" in err and message in err
