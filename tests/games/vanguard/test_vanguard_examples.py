"""Every deck in examples/vanguard/ states its verdict in its first comment; checked against the imported real card
list (its decks need more cards than the starter pool holds), the way the first line's command checks it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_vanguard_import import REAL, needs_vanguard_data

from cardpool.importer import read_table
from deckcheck.cli import main
from deckcheck.games.vanguard.importer import import_table

from helpers import REPO, write_pool_dir

EXAMPLES = sorted((REPO / "examples" / "vanguard").glob("*.*"))
DECKS = [p for p in EXAMPLES if p.suffix in (".yaml", ".txt")]
EXPECT = re.compile(r"expect-card-list: (?P<verdict>legal|illegal) \[(?P<rules>[a-z\-, ]*)\]\s*$")
REGULATION = re.compile(r"`deckcheck check --pool POOL --regulation (?P<path>\S+) (?P<deck>\S+)`")


@pytest.fixture(scope="module")
def real_pool_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    result = import_table(read_table(REAL))
    return write_pool_dir(tmp_path_factory.mktemp("vanguard") / "pool", result.pool_text)


def test_there_are_yaml_text_and_regulated_examples() -> None:
    firsts = [p.read_text(encoding="utf-8").splitlines()[0] for p in DECKS]
    assert {p.suffix for p in DECKS} == {".yaml", ".txt"}
    assert any(REGULATION.search(f) for f in firsts) and all(EXPECT.search(f) for f in firsts)


@needs_vanguard_data
@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_example_meets_its_stated_verdict(path: Path, real_pool_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    match = EXPECT.search(first)
    assert match, path
    args = ["check", "--isolated", "-f", "json", "--pool", str(real_pool_dir)]
    named = REGULATION.search(first)
    if named:
        assert named["deck"] == path.relative_to(REPO).as_posix()
        args += ["--regulation", named["path"]]
    monkeypatch.chdir(REPO)
    result = CliRunner().invoke(main, [*args, path.relative_to(REPO).as_posix()])
    [deck] = json.loads(result.stdout)["decks"]
    assert deck["game"] == "vanguard"
    assert {f["rule"] for f in deck["findings"]} == {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert result.exit_code == (0 if match["verdict"] == "legal" else 1)
