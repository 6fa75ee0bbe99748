"""Benchmark the check path: start-up, pool loading, and decks per second.

Run from the repository root:  python benchmarks/bench_check.py [--pool DIR] [--repeat N]

Prints wall-clock figures (min and median over repeats). It is a measurement
tool, not a test: nothing here fails on a slow machine.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from cardpool import CardPool
from deckcheck.engine import check_deck
from deckcheck.readers import read_deck
from deckcheck.run.pools import load_pool_file as load_pool
from deckcheck.run.pools import starter_pool

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(p for p in (REPO / "examples").rglob("*") if p.suffix in (".txt", ".yaml"))


def timed(func: Callable[[], object], repeat: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        samples.append(time.perf_counter() - start)
    return min(samples), statistics.median(samples)


def show(label: str, figures: tuple[float, float], unit: str = "ms", scale: float = 1000.0) -> None:
    low, mid = figures
    print(f"{label:<52} min {low * scale:8.1f} {unit}   median {mid * scale:8.1f} {unit}")


def rate(label: str, seconds: float) -> None:
    print(f"{label:<52} {seconds * 1e6:8.0f} us/deck  ({1 / seconds:,.0f} decks/s)")


def command(args: list[str]) -> Callable[[], object]:
    return lambda: subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, check=False)


def per_deck(pool: CardPool, files: list[tuple[str, bytes]], rounds: int) -> float:
    start = time.perf_counter()
    for _ in range(rounds):
        for path, data in files:
            deck, problems = read_deck(path, data)
            check_deck(deck, problems, pool)
    return (time.perf_counter() - start) / (rounds * len(files))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pool", help="also measure with this pool (e.g. an imported full card list)")
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    example = str(REPO / "examples" / "buddyfight" / "dragon-world.yaml")
    print(f"python {sys.version.split()[0]}, {len(EXAMPLES)} example decks")
    show("process: deckcheck --help", timed(command(["--help"]), args.repeat))
    show("process: deckcheck check <example> (bundled pool)", timed(command(["check", example]), args.repeat))
    show(
        "in-process: load bundled pool + build name index", timed(lambda: starter_pool("buddyfight").index, args.repeat)
    )
    files = [(str(p), p.read_bytes()) for p in EXAMPLES]
    bundled = starter_pool("buddyfight")
    seconds = per_deck(bundled, files, 50)
    rate("in-process: read + check one deck (bundled pool)", seconds)
    if args.pool:
        show(
            f"process: deckcheck check --pool {Path(args.pool).name} <example>",
            timed(command(["check", "--pool", args.pool, example]), args.repeat),
        )
        show("in-process: load pool + build name index", timed(lambda: load_pool(args.pool).index, args.repeat))
        pool = load_pool(args.pool)
        seconds = per_deck(pool, files, 20)
        rate("in-process: read + check one deck (that pool)", seconds)
        typo = [
            (
                "typos.txt",
                (
                    "Flag: Dragon World\nBuddy: Flarefang Dragn\n" + "".join(f"4 Dragn Breth {i}\n" for i in range(13))
                ).encode(),
            )
        ]
        seconds = per_deck(pool, typo, 5)
        print(f"{'in-process: deck with 14 unknown names (fuzzy)':<52} {seconds * 1e3:8.1f} ms/deck")


if __name__ == "__main__":
    main()
