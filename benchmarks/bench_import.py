"""Benchmark ``deckcheck pool import`` on the real card table.

Run from the repository root:  python benchmarks/bench_import.py [--source FILE] [--repeat N]

Prints wall-clock figures (min and median over repeats) for each step: reading
the table, interpreting and merging (the whole in-memory import), writing the
pool atomically, loading the written pool back, and the full command in a
fresh process. A measurement tool, not a test: nothing here fails when slow.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_check import timed  # the benchmarks' shared timer (run from the repository root)

from cardpool.importer import read_table
from cardpool.importer import write_pool_dir as _write_pool_dir
from deckcheck.games import card_model
from deckcheck.games.buddyfight.importer import import_table
from deckcheck.run.pools import load_pool_file as load_pool


def import_source(path: str) -> object:
    return import_table(read_table(path))


def write_pool_dir(target: Path, text: str) -> Path:
    return _write_pool_dir(target, text, card_model)


REPO = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = REPO.parent / "shared" / "data" / "buddyfight-en-cards.sqlite"


def show(label: str, figures: tuple[float, float]) -> None:
    low, mid = figures
    print(f"{label:<44} min {low:7.3f} s   median {mid:7.3f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--source", type=Path, default=DEFAULT_SOURCE, help="card table to import (default: the real SQLite)"
    )
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    if not args.source.exists():
        sys.exit(f"no source at {args.source}; pass --source FILE")
    table = read_table(args.source)
    result = import_table(table)
    print(
        f"python {sys.version.split()[0]}, {args.source.name}: {len(table.rows)} rows -> "
        f"{len(result.cards)} cards, pool.json {len(result.pool_text.encode()) // 1024} KiB, repeat {args.repeat}"
    )
    show("read the table", timed(lambda: read_table(args.source), args.repeat))
    show("interpret + merge + report (in memory)", timed(lambda: import_table(table), args.repeat))
    show("whole import in memory (read .. pool text)", timed(lambda: import_source(args.source), args.repeat))
    with tempfile.TemporaryDirectory() as scratch:
        target = Path(scratch) / "pool"
        show(
            "write pool dir atomically (incl. load-back)",
            timed(lambda: write_pool_dir(target, result.pool_text), args.repeat),
        )
        show("load the imported pool", timed(lambda: load_pool(target), args.repeat))
        command = [sys.executable, "-m", "deckcheck", "pool", "import", str(args.source), "-o", str(target)]
        show(
            "deckcheck pool import (new process)",
            timed(lambda: subprocess.run(command, capture_output=True, check=True), args.repeat),
        )


if __name__ == "__main__":
    main()
