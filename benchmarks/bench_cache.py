"""The pool cache's figures for ``benchmarks/run.py``: the first run after a pool changes, and after its file is
only touched.

Every child of ``run.py`` shares one ``$XDG_CACHE_HOME``, so after the first round the pool cache is warm for
the cold-check rows. These two rows need new stamps in every round: each command is a small wrapper that changes
the pool file and then ``exec``-s ``deckcheck check``.

- **Changed:** the wrapper appends a space to ``pool.json`` (the same cards, other bytes), so its digest is new:
  a true miss, the file read, validated with pydantic and cached again, as after a ``pool import`` of an edited
  table.
- **Touched:** the wrapper sets the file's times to now (a ``git checkout``, a copy): the bytes are the same, so
  the cache finds them by their SHA-256 and is rewritten under the new stamps.

Each wrapper's own cost is measured the same way, exec-ing the floor instead, and taken off.
"""

from __future__ import annotations

import shutil
import statistics
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench_measure import FLOOR, Runs

if TYPE_CHECKING:
    from bench_figures import Figure
    from bench_inputs import Inputs

TOUCH = "import os, sys; os.utime(sys.argv[1]); os.execv(sys.argv[2], sys.argv[2:])"
CHANGE = "import os, sys; f = open(sys.argv[1], 'a'); f.write(' '); f.close(); os.execv(sys.argv[2], sys.argv[2:])"


def touched(pool_file: Path, argv: list[str], how: str = TOUCH) -> list[str]:
    """``argv``, run after the pool file is touched (or changed: ``CHANGE``); ``-S -E``: the wrapper costs little."""
    return [sys.executable, "-S", "-E", "-c", how, str(pool_file), *argv]


def commands(inputs: Inputs, light: int) -> dict[str, Runs]:
    """The changed and the touched runs (Buddyfight YAML, one deck, copies of the real pool) and their wrappers
    around the floor."""
    first = str(next(iter(sorted(inputs.deck_dirs["yaml"].iterdir()))))
    runs = {}
    for kind, how in (("miss", CHANGE), ("touch", TOUCH)):
        pool = Path(inputs.bf_pool).parent / f"pool-bf-{kind}"  # a copy: the other rows' cache stays warm
        shutil.copytree(inputs.bf_pool, pool, dirs_exist_ok=True)
        check = [sys.executable, "-m", "deckcheck", "check", "--pool", str(pool), first]
        runs[f"cache-{kind}-yaml"] = Runs(touched(pool / "pool.json", check, how), light)
        runs[f"cache-{kind}-wrapper"] = Runs(touched(pool / "pool.json", FLOOR, how), light)
    return runs


def after(runs: dict[str, Runs], kind: str) -> Figure:
    """The cold check of one Buddyfight YAML deck after the pool file changed (``kind`` ``miss``: its bytes) or was
    touched (``touch``: the same bytes), as a ratio to the floor of the same round, the wrapper's cost above the
    floor taken off."""
    from bench_figures import figure

    miss, wrapper = runs[f"cache-{kind}-yaml"], runs[f"cache-{kind}-wrapper"]
    rounds = list(zip(miss.samples, wrapper.samples, miss.floors, strict=True))
    ratios = [(m.cpu - (w.cpu - f.cpu)) / f.cpu for m, w, f in rounds if f.cpu > 0]
    cpu = statistics.median(m.cpu - (w.cpu - f.cpu) for m, w, f in rounds)
    ratio = statistics.median(ratios)
    key, name, note = AFTER[kind]
    if kind == "miss":
        note += f" (warm: {runs['one-yaml'].ratio():.2f}x)"
    return figure(
        key,
        name,
        f"{ratio:.2f}x the floor ({min(ratios):.2f}-{max(ratios):.2f}), {cpu * 1000:.0f} ms CPU",
        "<= 2x floor",
        ratio <= 2.0,
        note,
        ratio=ratio,
        spread=(min(ratios), max(ratios)),
        cpu_s=cpu,
        rss_mib=miss.rss(),
    )


AFTER = {
    "miss": (
        "first-after-change",
        "the same, the first run after a pool changes",
        "Buddyfight YAML, a space appended to pool.json before each run: new bytes, so the file is read, validated "
        "and cached again",
    ),
    "touch": (
        "first-after-touch",
        "the same, the first run after the pool file is touched (same bytes)",
        "the file's times set to now before each run (a checkout, a copy): hashed, found in the cache by its "
        "SHA-256, which is rewritten under the new stamps",
    ),
}
"""Each kind's row: its id, its name and its note."""


def with_cache_figures(rows: list[Figure], runs: dict[str, Runs]) -> list[Figure]:
    """``rows`` with the first-run-after-a-change row measured on cache misses (when its runs were made)."""
    if "cache-miss-yaml" not in runs:
        return rows
    replaced: list[dict[str, Any]] = []
    for row in rows:
        if row["id"] == "first-after-change":
            replaced += [after(runs, "miss"), after(runs, "touch")]
        else:
            replaced.append(row)
    return replaced
