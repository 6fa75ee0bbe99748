"""A transcribed Buddyfight list against the pool imported from the real card table (skipped when absent)."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import REPO, import_source, write_pool_dir

SHARED = Path(os.environ.get("DECKCHECK_TEST_DATA") or REPO.parent / "shared" / "data")
REAL_SQLITE = SHARED / "buddyfight-en-cards.sqlite"
DECKS = REPO / "tests" / "games" / "buddyfight" / "realdata"

pytestmark = pytest.mark.skipif(
    not REAL_SQLITE.exists(), reason=f"the real card table is not present at {REAL_SQLITE} (read at test time only)"
)

LIST = """\
    # written for this test: the shape of a transcribed list, not the official one
    name: Transcribed list
    game: buddyfight
    effective: 2018-07-02
    limited:
      - card: Fifth Omni Dragon Lord, Tenbu
        max: 1
        when: {flag: [Dragon World]}
    banned: ['Armordeity, Dynamis']
"""


@pytest.fixture(scope="module")
def real_pool(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("real") / "pool"
    write_pool_dir(target, import_source(REAL_SQLITE).pool_text)
    return target


def _check(pool: Path, regulation: Path, *decks: Path) -> tuple[int, str, str]:
    args = ["check", "--pool", str(pool), "--regulation", str(regulation), "--as-of", "2019-01-01", *map(str, decks)]
    result = CliRunner().invoke(main, args)
    return result.exit_code, result.stdout, result.stderr


def test_a_transcribed_list_on_real_decks(real_pool: Path, tmp_path: Path) -> None:
    regulation = tmp_path / "list.yaml"
    regulation.write_text(textwrap.dedent(LIST), encoding="utf-8")
    code, out, _ = _check(real_pool, regulation, DECKS / "dragon-world.yaml", DECKS / "dragon-ein.yaml")
    assert code == 1
    assert (
        'dragon-world.yaml:7:4: RG102 [error] 4 copies of "Fifth Omni Dragon Lord, Tenbu"; Transcribed list '
        '(in force from 2018-07-02) limits it to 1 in decks whose flag is "Dragon World"'
    ) in out
    assert 'RG101 [error] "Armordeity, Dynamis" is banned by Transcribed list' in out
    assert "dragon-ein.yaml: LEGAL" in out  # the per-flag limit does not bite under Dragon Ein


def test_a_name_split_by_yaml_is_an_error_with_suggestions(real_pool: Path, tmp_path: Path) -> None:
    regulation = tmp_path / "list.yaml"
    regulation.write_text(
        textwrap.dedent(LIST).replace("['Armordeity, Dynamis']", "[Armordeity, Dynamis]"), encoding="utf-8"
    )
    code, _, err = _check(real_pool, regulation, DECKS / "dragon-world.yaml")
    assert code == 2
    assert "list.yaml:9:10: 2 cards the card pool does not know" in err
    assert 'unknown card "Armordeity" (did you mean: Armordeity, Dynamis' in err
