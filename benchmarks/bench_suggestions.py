"""Where "did you mean" stops helping: the suggestion score of typos against the score of far-off names.

For each real pool (Buddyfight's table, Yu-Gi-Oh!'s table, and each game's starter pool) it writes typos
of the pool's own names (one or two random edits: a letter dropped, inserted, replaced, or two swapped, as
the benchmark harness makes them) and takes far-off names from the other game's table (names the pool
does not hold). For each threshold it prints the recall (typos whose intended card is still suggested)
and how many far-off names would still get a suggestion. deckcheck's threshold,
``deckcheck.rules.suggestions.CLOSE_SCORE``, is the highest that keeps the recall of the default cutoff.

    python benchmarks/bench_suggestions.py [--data ../shared/data] [--typos 1000]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from cardpool import CardPool  # noqa: E402
from cardpool.importer import read_table  # noqa: E402
from deckcheck.games import get_game  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import misspelt  # noqa: E402  (one typo maker for every benchmark)

from deckcheck.rules.suggestions import CLOSE_SCORE  # noqa: E402
from deckcheck.run.pools import starter_pool  # noqa: E402

THRESHOLDS = (60, 65, 70, 72, 74, 75, 76, 78, 80, 85)


def imported(game: str, source: Path) -> CardPool:
    import tempfile

    from deckcheck.run.pools import load_pool_file

    importer = get_game(game).importer
    assert importer is not None
    result = importer().import_table(read_table(source), None)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pool.json"
        path.write_text(result.pool_text, encoding="utf-8")
        return load_pool_file(path)


def measure(label: str, pool: CardPool, far: list[str], count: int, seed: int = 5) -> None:
    rng = random.Random(seed)
    names = sorted({c.name for c in pool.cards if len(c.name) > 3})
    typos = [(misspelt(n, rng, edits=rng.randint(1, 2)), n) for n in rng.sample(names, min(count, len(names)))]
    index = pool.index
    typo_scores: list[float | None] = []  # the intended card's score, None when not suggested at all
    for typo, name in typos:
        if index.lookup(typo) is not None:
            continue
        found = {s.name: s.score for s in index.suggest(typo)}
        typo_scores.append(found.get(name))
    unknown = [written for written in far if index.lookup(written) is None]
    far_best = [s[0].score if (s := index.suggest(written)) else None for written in unknown]
    print(f"\n{label}: {len(pool.names)} names, {len(typo_scores)} typos, {len(far_best)} far-off names")
    print(f"  {'score >=':>9}  {'typo recall':>12}  {'far-off names still suggested':>30}")
    for threshold in THRESHOLDS:
        kept = sum(1 for s in typo_scores if s is not None and s >= threshold)
        leaked = sum(1 for s in far_best if s is not None and s >= threshold)
        mark = "  <- CLOSE_SCORE" if threshold == CLOSE_SCORE else ""
        print(f"  {threshold:>9}  {kept / len(typo_scores):>11.1%}  {leaked / max(len(far_best), 1):>29.1%}{mark}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--typos", type=int, default=1000)
    args = parser.parse_args()
    bf = imported("buddyfight", args.data / "buddyfight-en-cards.sqlite")
    ygo = imported("yugioh", args.data / "yugioh" / "cards.sqlite")
    rng = random.Random(7)
    bf_far = rng.sample(sorted(ygo.names), 500)
    ygo_far = rng.sample(sorted(bf.names), 500)
    measure("Buddyfight table", bf, bf_far, args.typos)
    measure("Yu-Gi-Oh! table", ygo, ygo_far, args.typos)
    measure("Buddyfight starter pool", starter_pool("buddyfight"), bf_far, args.typos)
    measure("Yu-Gi-Oh! starter pool", starter_pool("yugioh"), ygo_far, args.typos)


if __name__ == "__main__":
    main()
