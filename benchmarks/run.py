"""Measure every figure of issue 18's target table in one run, as ratios to the floor within that run.

Run from the repository root:  python benchmarks/run.py [--quick] [--json PATH] [--data DIR] [--repeat N]

It builds its inputs in a temporary folder from the shared card data ($DECKCHECK_TEST_DATA, else
../shared/data): the real pools imported with ``deckcheck pool import``, a large Buddyfight table made from
the real one by renaming, deck files of each form (Buddyfight YAML, Buddyfight text, Yu-Gi-Oh! .ydk), an
event folder and misspelled names. The floor is ``python -c "import click, pydantic, yaml, rapidfuzz"``;
every child process runs in rounds beside it (CPU time, wall time and peak memory from ``os.wait4``), with
deckcheck's ``.pyc`` present. It prints a table (figure, measured, target, met?) and writes it as JSON with
``--json``. ``--quick`` uses tiny inputs and one round: it proves the script works, its timings mean nothing.
A measurement tool, not a test: nothing here fails because the machine is slow.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the benchmarks' own modules, however it is started

import bench_cache  # noqa: E402
from bench_inputs import FULL, QUICK, Inputs, Sizes, build  # noqa: E402
from bench_measure import Runs, Spawner, alternate, child_env, compile_packages  # noqa: E402

if TYPE_CHECKING:
    from bench_figures import Figure

REPO = Path(__file__).resolve().parents[1]
JSON_VERSION = 1


def data_dir(given: Path | None) -> Path:
    if given is not None:
        return given
    env = os.environ.get("DECKCHECK_TEST_DATA")
    return Path(env) if env else REPO.parent / "shared" / "data"


def deckcheck(*args: str) -> list[str]:
    return [sys.executable, "-m", "deckcheck", *args]


def yamllint_command() -> list[str] | None:
    """yamllint with its default rules, in this interpreter when it has it, else from PATH."""
    if importlib.util.find_spec("yamllint") is not None:
        return [sys.executable, "-m", "yamllint", "-d", "default"]
    found = shutil.which("yamllint")
    return [found, "-d", "default"] if found else None


def commands(inputs: Inputs, light: int, heavy: int, scratch: Path, only: set[str] | None = None) -> dict[str, Runs]:
    """Every child process measured, with its number of rounds (``heavy`` for the long ones)."""
    first = {form: str(next(iter(sorted(folder.iterdir())))) for form, folder in inputs.deck_dirs.items()}
    bf, ygo, big = str(inputs.bf_pool), str(inputs.ygo_pool), str(inputs.big_pool)
    runs = {
        "one-yaml": Runs(deckcheck("check", "--pool", bf, first["yaml"]), light),
        "one-txt": Runs(deckcheck("check", "--pool", bf, first["txt"]), light),
        "one-ydk": Runs(deckcheck("check", "--pool", ygo, first["ydk"]), light),
        "ydk-regulation": Runs(
            deckcheck("check", "--pool", ygo, "--regulation", str(inputs.lflist), first["ydk"]), light
        ),
        "files-yaml": Runs(deckcheck("check", "--pool", bf, str(inputs.deck_dirs["yaml"])), heavy),
        "files-txt": Runs(deckcheck("check", "--pool", bf, str(inputs.deck_dirs["txt"])), heavy),
        "files-ydk": Runs(deckcheck("check", "--pool", ygo, str(inputs.deck_dirs["ydk"])), heavy),
        "files-yaml-one": Runs(deckcheck("check", "--jobs", "1", "--pool", bf, str(inputs.deck_dirs["yaml"])), heavy),
        "report": Runs(deckcheck("report", "--pool", bf, "--format", "md", str(inputs.event_dir)), heavy),
        "report-one": Runs(
            deckcheck("report", "--jobs", "1", "--pool", bf, "--format", "md", str(inputs.event_dir)), heavy
        ),
        "big-one": Runs(deckcheck("check", "--pool", big, first["yaml"]), heavy),
        "import-big": Runs(deckcheck("pool", "import", str(inputs.big_table), "-o", str(scratch / "reimport")), heavy),
    }
    runs.update(bench_cache.commands(inputs, light))  # the pool cache's misses (benchmarks/bench_cache.py)
    peer = yamllint_command()
    if peer is not None:
        runs["peer-yamllint"] = Runs([*peer, str(inputs.deck_dirs["yaml"])], heavy)
    return {name: run for name, run in runs.items() if name in chosen_runs(only)}


ONE = ("one-yaml", "one-txt", "one-ydk")
GROUPS: dict[str, tuple[str, ...]] = {
    "cold": (
        *ONE,
        "ydk-regulation",
        "cache-miss-yaml",
        "cache-miss-wrapper",
        "cache-touch-yaml",
        "cache-touch-wrapper",
    ),
    "files": (*ONE, "files-yaml", "files-txt", "files-ydk"),
    "jobs": ("files-yaml", "files-yaml-one", "report", "report-one"),
    "report": ("report",),
    "big": ("big-one",),
    "import": ("import-big",),
    "peer": ("one-yaml", "files-yaml", "peer-yamllint"),
    "rate": (),
    "typos": (),
}
"""``--only`` groups -> the child runs they need; ``rate`` and ``typos`` run in this process."""


WARM = ("one-yaml", "one-ydk", "ydk-regulation", "big-one", "cache-touch-yaml")
"""Run once, unmeasured, before the rounds: every pool (and the regulation) is then in the pool cache, so no
round of a "pool cache warm" row is the run that fills it (the cache-miss rows change their own pool copy; the
touched row's copy is cached once here, so that each of its rounds finds the same bytes in the cache)."""


def warm_up(spawner: Spawner, runs: dict[str, Runs], env: dict[str, str], cwd: Path) -> None:
    for name in WARM:
        if name in runs:
            spawner.run(runs[name].argv, env, cwd)


def chosen_runs(only: set[str] | None) -> set[str]:
    return {name for group, names in GROUPS.items() if only is None or group in only for name in names}


def all_figures(
    runs: dict[str, Runs], inputs: Inputs, sizes: Sizes, heavy: int, only: set[str] | None = None
) -> list[Figure]:
    """The table's rows, of the ``--only`` groups (every group when ``None``)."""
    import bench_figures as figures  # loads deckcheck: only after the children's Spawner started

    pools = {"buddyfight": inputs.bf_pool, "yugioh": inputs.ygo_pool}
    big_cards = f"{sizes.big_cards:,}-card"
    rows: list[Figure] = []
    if only is None or "cold" in only:
        rows += figures.cold(runs)
    if only is None or "rate" in only:
        rows += figures.decks_per_second(pools, inputs.deck_dirs, heavy)
    if only is None or "files" in only:
        rows += figures.many_files(runs, sizes.decks)
    if only is None or "jobs" in only:
        rows += figures.jobs(runs, sizes.decks, sizes.event)
    if only is None or "report" in only:
        rows.append(
            figures.seconds_and_memory(
                "report", f"report on {sizes.event:,} decks", runs["report"], 2, 100, figures.WALL, by_wall=True
            )
        )
    if only is None or "big" in only:
        rows.append(
            figures.seconds_and_memory("big-one", f"one deck against a {big_cards} pool", runs["big-one"], 0.3, 120)
        )
    if only is None or "import" in only:
        rows.append(
            figures.seconds_and_memory(
                "import-big",
                f"pool import of a {big_cards} table",
                runs["import-big"],
                5,
                300,
                "the target's 300 MB read as MiB",
            )
        )
    if only is None or "typos" in only:
        rows.append(figures.typos(inputs.big_pool, inputs.typos, heavy, sample=min(100, len(inputs.typos))))
    if only is None or "cold" in only:
        rows.append(figures.regulation(runs))
    if only is None or "files" in only:
        rows.append(figures.memory(runs, sizes.decks))
    if only is None or "peer" in only:
        rows.append(figures.peer(runs, sizes.decks))
    return bench_cache.with_cache_figures(rows, runs)


def failures(runs: dict[str, Runs]) -> list[str]:
    return [f"{name}: {runs[name].failed()}" for name in runs if runs[name].failed()]


def met_text(met: bool | None) -> str:
    return "n/a" if met is None else "yes" if met else "no"


def table(rows: list[Figure]) -> str:
    widths = [max(len(r["figure"]) for r in rows), max(len(r["measured"]) for r in rows)]
    lines = [f"| {'figure':<{widths[0]}} | {'measured':<{widths[1]}} | target | met? |", f"|{'-' * (widths[0] + 2)}"
             f"|{'-' * (widths[1] + 2)}|---|---|"]  # fmt: skip
    for row in rows:
        cells = [
            f"{row['figure']:<{widths[0]}}",
            f"{row['measured']:<{widths[1]}}",
            row["target"],
            met_text(row["met"]),
        ]
        lines.append(f"| {' | '.join(cells)} |")
    return "\n".join(lines)


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="tiny inputs and one round (proves the script works)")
    parser.add_argument("--json", type=Path, metavar="PATH", help="also write the table and its numbers as JSON")
    parser.add_argument(
        "--data", type=Path, help="the shared data folder (default: $DECKCHECK_TEST_DATA, ../shared/data)"
    )
    parser.add_argument("--repeat", type=int, help="rounds of the short runs (default 11; quick 1)")
    parser.add_argument("--heavy-repeat", type=int, help="rounds of the long runs (default 3; quick 1)")
    parser.add_argument(
        "--only",
        metavar="GROUPS",
        help=f"comma-separated groups of figures to measure, of: {', '.join(GROUPS)} (default: all)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    only = {g.strip() for g in args.only.split(",") if g.strip()} if args.only else None
    if only is not None and only - set(GROUPS):
        print(f"run.py: error: --only: unknown group(s) {', '.join(sorted(only - set(GROUPS)))}", file=sys.stderr)
        return 2
    sizes = QUICK if args.quick else FULL
    if only is not None and not only & {"big", "import", "typos"}:
        sizes = replace(sizes, big_cards=min(sizes.big_cards, QUICK.big_cards))  # the large pool goes unused
    if only is not None and not only & {"report", "jobs"}:
        sizes = replace(sizes, event=min(sizes.event, QUICK.event))
    light = args.repeat or (1 if args.quick else 11)
    heavy = args.heavy_repeat or (1 if args.quick else 3)
    data = data_dir(args.data)
    needed = [data / "buddyfight-en-cards.sqlite", data / "yugioh" / "cards.sqlite", data / "yugioh" / "lflist.conf"]
    missing = [str(p) for p in needed if not p.is_file()]
    if missing:
        print(
            f"run.py: error: the shared card data is missing: {', '.join(missing)} (pass --data DIR)", file=sys.stderr
        )
        return 2
    machine = {"nproc": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()}
    print(f"python {machine['python']}, {machine['nproc']} CPUs, {'quick' if args.quick else 'full'} run: "
          f"{light} rounds (long runs {heavy})", flush=True)  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="deckcheck-bench-") as tmp:
        scratch = Path(tmp)
        spawner = Spawner(scratch)  # first, while this process is small (see Spawner)
        try:
            env = child_env(scratch)
            bytecode = compile_packages(env, scratch)
            print(bytecode, flush=True)
            inputs = build(data, scratch, sizes, env)
            print(f"inputs built in {scratch}; measuring", flush=True)
            runs = commands(inputs, light, heavy, scratch, only)
            warm_up(spawner, runs, env, scratch)
            floor = alternate(spawner, runs, env, scratch, lambda line: print(line, flush=True))
        finally:
            spawner.close()
        broken = failures(runs)
        if broken:
            print("run.py: error: a measured command failed: " + "; ".join(broken), file=sys.stderr)
            return 3
        rows = all_figures(runs, inputs, sizes, heavy, only)
    floor_cpu = statistics.median(s.cpu for s in floor.samples)
    print(f"floor: {floor_cpu * 1000:.0f} ms CPU, {floor.rss():.0f} MiB peak ({' '.join(floor.argv[1:])})\n")
    print(table(rows))
    report: dict[str, Any] = {
        "format": "deckcheck-benchmark",
        "version": JSON_VERSION,
        "quick": args.quick,
        "only": sorted(only) if only is not None else None,
        "machine": machine,
        "bytecode": bytecode,
        "rounds": {"short": light, "long": heavy},
        "floor": {"cpu_s": floor_cpu, "wall_s": floor.wall(), "rss_mib": floor.rss()},
        "figures": rows,
    }
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"\nwritten: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
