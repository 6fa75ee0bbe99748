"""Benchmark the Yu-Gi-Oh! pool against the Buddyfight one: import, load, and check a deck.

Run from the repository root:  python benchmarks/bench_yugioh.py [--data DIR] [--repeat N]

Imports both real tables (``../shared/data`` or ``--data``) into temporary pool
directories, then measures, for each game, loading the imported pool and building
its name index, reading and checking one real deck in the same process, and a
whole ``deckcheck check --pool DIR DECK`` in a new process. Prints each figure
(min and median over repeats) and the Yu-Gi-Oh!/Buddyfight ratio, beside the ratio
of the pools' sizes. A measurement tool, not a test: nothing here fails when slow.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from bench_check import timed  # the benchmarks' shared timer (run from the repository root)

from cardpool import CardPool
from cardpool.importer import read_table, write_pool_dir
from deckcheck.engine import check_deck
from deckcheck.games import card_model, get_game
from deckcheck.readers import read_deck
from deckcheck.run.pools import load_pool_file

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "data"


def check_one(pool: CardPool, path: Path, data: bytes) -> None:
    deck, problems = read_deck(str(path), data)
    check_deck(deck, problems, pool)


def command(args: list[str]) -> Callable[[], object]:
    return lambda: subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, check=False)


def row(label: str, ygo: tuple[float, float], bf: tuple[float, float], scale: float, unit: str) -> None:
    print(
        f"{label:<44} yugioh {ygo[0] * scale:8.1f} {unit} (median {ygo[1] * scale:8.1f})   "
        f"buddyfight {bf[0] * scale:8.1f} {unit} (median {bf[1] * scale:8.1f})   ratio {ygo[0] / bf[0]:5.1f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data directory")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    sources = {
        "yugioh": args.data / "yugioh" / "cards.sqlite",
        "buddyfight": args.data / "buddyfight-en-cards.sqlite",
    }
    decks = {
        "yugioh": args.data / "yugioh" / "decks" / "tactical-try-deck-eldlich-the-conqueror.ydk",
        "buddyfight": REPO / "tests" / "realdata" / "dragon-world.yaml",
    }
    missing = [str(p) for p in (*sources.values(), *decks.values()) if not p.exists()]
    if missing:
        sys.exit(f"missing: {', '.join(missing)}; pass --data DIR (the shared data directory)")
    with tempfile.TemporaryDirectory() as tmp:
        pools: dict[str, Path] = {}
        imports: dict[str, tuple[float, float]] = {}
        for game, source in sources.items():
            importer = get_game(game).importer
            assert importer is not None
            spec = importer()
            imports[game] = timed(
                lambda s=source, i=spec: i.import_table(read_table(s), None), max(1, args.repeat // 3)
            )
            result = spec.import_table(read_table(source), None)
            pools[game] = write_pool_dir(Path(tmp) / game, result.pool_text, card_model).parent
        loaded = {game: load_pool_file(path) for game, path in pools.items()}
        sizes = {game: len(pool) for game, pool in loaded.items()}
        print(
            f"python {sys.version.split()[0]}, repeat {args.repeat}; pools: yugioh {sizes['yugioh']:,} cards, "
            f"buddyfight {sizes['buddyfight']:,} cards (ratio {sizes['yugioh'] / sizes['buddyfight']:.1f}x)"
        )
        row("import the table (read + interpret + merge)", imports["yugioh"], imports["buddyfight"], 1000, "ms")
        load = {game: timed(lambda p=path: load_pool_file(p).index, args.repeat) for game, path in pools.items()}
        row("load the imported pool + build its index", load["yugioh"], load["buddyfight"], 1000, "ms")
        data = {game: path.read_bytes() for game, path in decks.items()}
        for pool in loaded.values():
            _ = pool.index
        per_deck = {
            game: timed(lambda g=game: check_one(loaded[g], decks[g], data[g]), args.repeat * 20) for game in decks
        }
        row("read + check one real deck (pool loaded)", per_deck["yugioh"], per_deck["buddyfight"], 1000, "ms")
        first = {
            game: timed(lambda g=game: check_one(load_pool_file(pools[g]), decks[g], data[g]), args.repeat)
            for game in decks
        }
        row("load the pool, then check one deck", first["yugioh"], first["buddyfight"], 1000, "ms")
        process = {
            game: timed(command(["check", "--pool", str(pools[game]), str(decks[game])]), args.repeat) for game in decks
        }
        row("process: deckcheck check --pool DIR DECK", process["yugioh"], process["buddyfight"], 1000, "ms")


if __name__ == "__main__":
    main()
