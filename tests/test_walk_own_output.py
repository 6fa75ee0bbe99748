"""``deckcheck check > log.txt`` in the folder it walks: the shell makes ``log.txt`` before the run, and the walk
does not read it as a deck (an empty file is an error; a report of the run before, a deck of unknown cards)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

DECK = Path(__file__).resolve().parents[1] / "examples" / "buddyfight" / "dragon-world.yaml"


def test_the_runs_own_output_file_is_not_walked(tmp_path: Path) -> None:
    (tmp_path / "deck.yaml").write_bytes(DECK.read_bytes())
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKCHECK_")}
    for _ in range(2):  # the second run: log.txt holds the first run's report
        with open(tmp_path / "log.txt", "w", encoding="utf-8") as log:
            done = subprocess.run(
                [sys.executable, "-m", "deckcheck", "check", "."], stdout=log, cwd=tmp_path, env=env, check=False
            )
        assert done.returncode == 0
        said = (tmp_path / "log.txt").read_text(encoding="utf-8")
        assert said.rstrip().splitlines()[-1].startswith("1 deck checked: 1 legal") and "log.txt" not in said
