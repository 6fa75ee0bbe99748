"""Benchmark a 200,000-card pool: import, load and check, against a 20,000-card baseline in the same run.

Run from the repository root:  python benchmarks/bench_scale.py [--cards N] [--repeat N]

Generates two synthetic Buddyfight card tables (SQLite; made-up names, never
the real data): ``--cards`` printings (default 200,000) and a tenth of that as
the baseline, plus one flag per world. For each it measures reading the table,
the in-memory import (interpret, merge, report, pool text), writing the pool
atomically (with its load-back), loading the written pool and building its
name index, and ``deckcheck check`` of one deck in a new process. It prints
the seconds and, for each step, the ratio of the big run to the baseline: 10.0
means the step scales linearly with the cards. A measurement tool, not a test.
"""

from __future__ import annotations

import argparse
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from cardpool.importer import read_table, write_pool_dir
from cardpool.pool import gc_paused
from deckcheck.games import card_model
from deckcheck.games.buddyfight.importer import import_table
from deckcheck.run.pools import load_pool_file

WORLDS = (
    "Dragon World",
    "Danger World",
    "Magic World",
    "Katana World",
    "Ancient World",
    "Legend World",
    "Dungeon World",
    "Darkness Dragon World",
    "Star Dragon World",
    "Hero World",
)
TYPES = ("Monster", "Spell", "Item", "Impact")


def make_table(path: Path, cards: int) -> None:
    """``cards`` synthetic printings (one name each) and the ten world flags."""
    rows = [
        (
            f"G{i // 1000:04}/{i % 1000:04}EN",
            f"Generated Card {i}",
            WORLDS[i % len(WORLDS)],
            "Dragon",
            TYPES[i % len(TYPES)],
            str(i % 3),
            "Draw a card. [Counter] Destroy a monster.",
        )
        for i in range(cards)
    ]
    rows += [
        (f"GF/{k:04}EN", w, "-", "-", "Flag", "0", f"You may use <{w}> and <Generic> cards.")
        for k, w in enumerate(WORLDS)
    ]
    with closing(sqlite3.connect(path)) as db:
        db.execute(
            "CREATE TABLE card (card_no TEXT, name TEXT, world TEXT, attribute TEXT, type TEXT, size TEXT, "
            "ability_effect TEXT)"
        )
        db.executemany("INSERT INTO card VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        db.commit()


def deck_text() -> str:
    """A 52-card Dragon World deck of generated names (one misspelt, one unknown)."""
    lines = ["Flag: Dragon World", "Buddy: Generated Card 0"]
    lines += [f"4 Generated Card {i * 10}" for i in range(1, 12)]
    lines += ["4 generated card 120", "4 Generated Crad 130"]
    return "\n".join(lines) + "\n"


def best(func: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        samples.append(time.perf_counter() - start)
    return min(samples)


def measure(cards: int, scratch: Path, repeat: int) -> dict[str, float]:
    source = scratch / f"cards-{cards}.sqlite"
    make_table(source, cards)
    target = scratch / f"pool-{cards}"
    table = read_table(source)
    result = import_table(table)

    def imported() -> object:
        with gc_paused():  # as deckcheck pool import does
            return import_table(table)

    figures = {
        "read the table": best(lambda: read_table(source), repeat),
        "import in memory (interpret .. pool text)": best(imported, repeat),
        "write the pool (incl. load-back)": best(lambda: write_pool_dir(target, result.pool_text, card_model), repeat),
        "load the pool + build its name index": best(lambda: load_pool_file(target).index, repeat),
    }
    deck = scratch / "deck.txt"
    deck.write_text(deck_text(), encoding="utf-8")
    command = [sys.executable, "-m", "deckcheck", "check", "--pool", str(target), str(deck)]
    figures["deckcheck check, one deck (new process)"] = best(
        lambda: subprocess.run(command, capture_output=True, check=False), repeat
    )
    size = (target / "pool.json").stat().st_size
    print(f"  {cards:>7,} cards: pool.json {size / 2**20:.1f} MiB, {len(result.cards):,} cards written")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {args.cards:,} cards against a {args.cards // 10:,}-card baseline")
    with tempfile.TemporaryDirectory() as scratch:
        base = measure(args.cards // 10, Path(scratch), args.repeat)
        big = measure(args.cards, Path(scratch), args.repeat)
    print(f"{'step':<44} {'baseline':>9} {'big':>9} {'ratio':>6}")
    for step, seconds in big.items():
        print(f"{step:<44} {base[step]:8.2f}s {seconds:8.2f}s {seconds / base[step]:6.1f}")


if __name__ == "__main__":
    main()
