"""The pool cache's figures for ``benchmarks/run.py``: the first run after a pool changes (a cache miss each time).

Every child of ``run.py`` shares one ``$XDG_CACHE_HOME``, so after the first round the pool cache is warm for
the cold-check rows. The row "the first run after a pool changes" needs new stamps in every round: its command
is a small wrapper that touches the pool file (a new modification time misses the cache's stamps) and then
``exec``-s ``deckcheck check``. The file's bytes are the same, so the cache finds them by their SHA-256 and is
rewritten under the new stamps, as after a ``pool import`` of the same table; a file whose bytes changed is read,
validated and cached again. The wrapper's own cost is measured the same way, exec-ing the floor instead, and
taken off.
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


def touched(pool_file: Path, argv: list[str]) -> list[str]:
    """``argv``, run after the pool file's times are set to now (``-S -E``: the wrapper costs little)."""
    return [sys.executable, "-S", "-E", "-c", TOUCH, str(pool_file), *argv]


def commands(inputs: Inputs, light: int) -> dict[str, Runs]:
    """The miss runs (Buddyfight YAML, one deck, the real pool) and the wrapper around the floor."""
    first = str(next(iter(sorted(inputs.deck_dirs["yaml"].iterdir()))))
    touched_pool = Path(inputs.bf_pool).parent / "pool-bf-touched"  # a copy: the other rows' cache stays warm
    shutil.copytree(inputs.bf_pool, touched_pool, dirs_exist_ok=True)
    pool_file = touched_pool / "pool.json"
    check = [sys.executable, "-m", "deckcheck", "check", "--pool", str(touched_pool), first]
    return {
        "cache-miss-yaml": Runs(touched(pool_file, check), light),
        "cache-miss-wrapper": Runs(touched(pool_file, FLOOR), light),
    }


def first_after_change(runs: dict[str, Runs]) -> Figure:
    """The cold check of one Buddyfight YAML deck when the pool changed since the last run, as a ratio to the
    floor of the same round (the wrapper's cost above the floor taken off)."""
    from bench_figures import figure

    miss, wrapper, warm = runs["cache-miss-yaml"], runs["cache-miss-wrapper"], runs["one-yaml"]
    ratios = [
        (m.cpu - (w.cpu - f.cpu)) / f.cpu
        for m, w, f in zip(miss.samples, wrapper.samples, miss.floors, strict=True)
        if f.cpu > 0
    ]
    ratio = statistics.median(ratios)
    cpu = statistics.median(m.cpu - (w.cpu - f.cpu) for m, w, f in zip(miss.samples, wrapper.samples, miss.floors,
                                                                        strict=True))  # fmt: skip
    return figure(
        "first-after-change",
        "the same, the first run after a pool changes",
        f"{ratio:.2f}x the floor ({min(ratios):.2f}-{max(ratios):.2f}), {cpu * 1000:.0f} ms CPU",
        "<= 2x floor",
        ratio <= 2.0,
        "Buddyfight YAML, the pool file touched before each run (the same bytes: hashed, found in the cache, "
        "which is rewritten under the new stamps) "
        f"(warm: {warm.ratio():.2f}x)",
        ratio=ratio,
        spread=(min(ratios), max(ratios)),
        cpu_s=cpu,
        rss_mib=miss.rss(),
    )


def with_cache_figures(rows: list[Figure], runs: dict[str, Runs]) -> list[Figure]:
    """``rows`` with the first-run-after-a-change row measured on cache misses (when its runs were made)."""
    if "cache-miss-yaml" not in runs:
        return rows
    replaced: list[dict[str, Any]] = []
    for row in rows:
        replaced.append(first_after_change(runs) if row["id"] == "first-after-change" else row)
    return replaced
