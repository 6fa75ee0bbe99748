"""The examples in examples/vanguard/ that say ``expect-starter:`` check right with the bundled starter pool alone, as a
new user without the imported card list checks them (no ``--pool``, no imported default pool)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_vanguard_examples import DECKS

from deckcheck.cli import main

from helpers import REPO

STARTER = re.compile(r"expect-starter: (?P<verdict>legal|illegal) \[(?P<rules>[a-z\-, ]*)\]")
ON_THE_STARTER = [p for p in DECKS if STARTER.search(p.read_text(encoding="utf-8").splitlines()[0])]


def test_there_are_starter_examples_in_text_and_yaml() -> None:
    assert {p.suffix for p in ON_THE_STARTER} == {".txt", ".yaml"}


@pytest.mark.parametrize("path", ON_THE_STARTER, ids=lambda p: p.name)
def test_a_starter_example_meets_its_stated_verdict_with_the_bundled_pool(
    path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = STARTER.search(path.read_text(encoding="utf-8").splitlines()[0])
    assert match
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))  # no imported default pool
    monkeypatch.delenv("DECKCHECK_POOL", raising=False)
    monkeypatch.chdir(REPO)
    result = CliRunner().invoke(main, ["check", "--isolated", "-f", "json", path.relative_to(REPO).as_posix()])
    [deck] = json.loads(result.stdout)["decks"]
    assert deck["game"] == "vanguard"
    assert not [f for f in deck["findings"] if f["rule"] == "unknown-card"], "a card the starter pool lacks"
    assert {f["rule"] for f in deck["findings"]} == {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert result.exit_code == (0 if match["verdict"] == "legal" else 1)
