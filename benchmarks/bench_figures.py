"""The figures of issue 18's target table, each computed from the runs of ``benchmarks/run.py``.

A figure is a dict: ``id``, ``figure``, ``measured`` (text), ``target``, ``met`` (true, false, or null when not
measured), ``note`` and ``values`` (the numbers behind the text).
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any

from bench_measure import Runs, cpu_loop
from rapidfuzz import fuzz, process, utils

from cardpool import NameIndex
from cardpool.normalize import normalize_name
from deckcheck.engine import check_deck
from deckcheck.readers import read_deck
from deckcheck.run.pools import load_pool_file

Figure = dict[str, Any]
WARM = "the pool cache filled by an unmeasured run before the rounds (run.py's warm-up)"
WALL = "--jobs at its default (one process per CPU, at most one per 100 files): judged on the wall time waited"
NO_MISS = "the cache-miss runs were not made: the warm YAML row's runs, not a first run after a change"


def figure(key: str, name: str, measured: str, target: str, met: bool | None, note: str = "", **values: Any) -> Figure:
    return {
        "id": key,
        "figure": name,
        "measured": measured,
        "target": target,
        "met": met,
        "note": note,
        "values": values,
    }


def ratio_text(runs: Runs) -> str:
    low, high = runs.spread()
    return f"{runs.ratio():.2f}x the floor ({low:.2f}-{high:.2f}), {runs.cpu() * 1000:.0f} ms CPU"


def cold(runs: dict[str, Runs]) -> list[Figure]:
    """Cold ``check`` of one deck of each form, as ratios to the floor; the first run after a pool changes."""
    out = []
    for form, label in (("yaml", "Buddyfight YAML"), ("txt", "Buddyfight text"), ("ydk", "Yu-Gi-Oh! .ydk")):
        one = runs[f"one-{form}"]
        out.append(
            figure(
                f"cold-{form}",
                f"cold check, one {label} deck, pool cache warm",
                ratio_text(one),
                "<= 1.3x floor",
                one.ratio() <= 1.3,
                WARM,
                ratio=one.ratio(),
                spread=one.spread(),
                cpu_s=one.cpu(),
                wall_s=one.wall(),
                rss_mib=one.rss(),
            )
        )
    yaml = runs["one-yaml"]
    out.append(
        figure(
            "first-after-change",
            "the same, the first run after a pool changes",
            ratio_text(yaml),
            "<= 2x floor",
            yaml.ratio() <= 2.0,
            NO_MISS,
            ratio=yaml.ratio(),
            spread=yaml.spread(),
        )
    )
    return out


def pair_walls(runs: Runs, base: Runs) -> list[float]:
    return [a.wall / b.wall for a, b in zip(runs.samples, base.samples, strict=False) if b.wall > 0]


def many_files(runs: dict[str, Runs], count: int) -> list[Figure]:
    """The files checked as a user runs them (``--jobs`` left at its default, one process per CPU): the wall time
    they wait, against one deck's cold start in the same round (the median of those ratios: the long runs have
    fewer rounds than the one-deck runs, and the host's speed moves from round to round); the CPU time (the
    workers' too) beside it."""
    out = []
    for form in ("yaml", "txt", "ydk"):
        many, one = runs[f"files-{form}"], runs[f"one-{form}"]
        spread = pair_walls(many, one)
        ratio = statistics.median(spread) if spread else many.wall() / one.wall()
        cpu_ratio = many.cpu() / one.cpu()
        out.append(
            figure(
                f"files-{form}",
                f"{count:,} {form} deck files in one call",
                f"{ratio:.2f}x one deck's cold start, wall ({min(spread):.2f}-{max(spread):.2f}), "
                f"{many.wall():.2f} s wall; {cpu_ratio:.2f}x in CPU, {many.cpu():.2f} s",
                "<= 3x one deck",
                ratio <= 3.0,
                WALL,
                ratio=ratio,
                cpu_ratio=cpu_ratio,
                cpu_s=many.cpu(),
                wall_s=many.wall(),
                rss_mib=many.rss(),
            )
        )
    return out


def jobs(runs: dict[str, Runs], count: int, event: int) -> list[Figure]:
    """The default (one process per CPU) against ``--jobs 1``: the 1,000 YAML files and the event report, wall and
    CPU time."""
    out = []
    for key, many, one, name in (
        ("jobs", "files-yaml", "files-yaml-one", f"{count:,} YAML deck files"),
        ("jobs-report", "report", "report-one", f"the event report on {event:,} decks"),
    ):
        par, base = runs[many], runs[one]
        wall, cpu = par.wall() / base.wall(), par.cpu() / base.cpu()
        out.append(
            figure(
                key,
                f"{name} with the default --jobs (one process per CPU) against --jobs 1",
                f"{wall:.2f}x the wall time, {cpu:.2f}x the CPU time ({par.wall():.2f} s against {base.wall():.2f} s "
                "wall)",
                "faster on the wall clock",
                wall < 1.0,
                "workers forked after the first file; CPU time includes the workers' (os.wait4 counts waited children)",
                wall_ratio=wall,
                cpu_ratio=cpu,
                wall_s=par.wall(),
            )
        )
    return out


def seconds_and_memory(
    key: str, name: str, runs: Runs, seconds: float, mib: float, note: str = "", *, by_wall: bool = False
) -> Figure:
    """Seconds (CPU; the wall time a user waits when ``by_wall``, for a run that uses every CPU) and peak memory."""
    cpu, wall, rss = runs.cpu(), runs.wall(), runs.rss()
    return figure(
        key,
        name,
        f"{cpu:.2f} s CPU, {wall:.2f} s wall, {rss:.0f} MiB peak ({runs.ratio():.1f}x floor)",
        f"<= {seconds:g} s{' wall' if by_wall else ''} and <= {mib:g} MiB",
        (wall if by_wall else cpu) <= seconds and rss <= mib,
        note,
        cpu_s=cpu,
        wall_s=wall,
        rss_mib=rss,
        ratio=runs.ratio(),
    )


def regulation(runs: dict[str, Runs]) -> Figure:
    with_list, without = runs["ydk-regulation"], runs["one-ydk"]
    extra = (with_list.cpu() - without.cpu()) * 1000
    diffs = [(a.cpu - b.cpu) * 1000 for a, b in zip(with_list.samples, without.samples, strict=False)]
    return figure(
        "regulation",
        "--regulation lflist.conf per run",
        f"{extra:+.0f} ms CPU ({min(diffs):+.0f} to {max(diffs):+.0f})",
        "<= +10 ms a run",
        extra <= 10,
        "the .ydk cold check with and without it",
        extra_ms=extra,
    )


def memory(runs: dict[str, Runs], count: int) -> Figure:
    one, many = runs["one-yaml"].rss(), runs["files-yaml"].rss()
    return figure(
        "memory",
        f"peak memory: one deck / {count:,} decks (real pool)",
        f"{one:.0f} / {many:.0f} MiB",
        "<= 30 / <= 40 MiB",
        one <= 30 and many <= 40,
        "Buddyfight YAML decks; ru_maxrss of the child",
        one_mib=one,
        many_mib=many,
    )


def peer(runs: dict[str, Runs], count: int) -> Figure:
    name = f"peer: yamllint's default rules on the same {count:,} YAML files, against full legality"
    if "peer-yamllint" not in runs:
        return figure("peer", name, "not measured: yamllint not installed", "deckcheck faster", None)
    ours, theirs = runs["files-yaml"].cpu(), runs["peer-yamllint"].cpu()
    return figure(
        "peer",
        name,
        f"deckcheck {ours:.2f} s, yamllint {theirs:.2f} s CPU ({ours / theirs:.2f}x)",
        "deckcheck faster",
        ours < theirs,
        cpu_s=ours,
        yamllint_cpu_s=theirs,
    )


def decks_per_second(pools: dict[str, Path], folders: dict[str, Path], repeat: int) -> list[Figure]:
    """Read and check every deck of a folder in this process, on one core."""
    out = []
    for form, game in (("yaml", "buddyfight"), ("txt", "buddyfight"), ("ydk", "yugioh")):
        pool = load_pool_file(pools[game])
        files = [(str(p), p.read_bytes()) for p in sorted(folders[form].iterdir())]

        def run_all(pool: Any = pool, files: list[tuple[str, bytes]] = files) -> None:
            for path, data in files:
                deck, problems = read_deck(path, data)
                check_deck(deck, problems, pool)

        run_all()  # the first deck builds what is built once (the name index, rule tables)
        samples = cpu_loop(run_all, repeat)
        rates = [len(files) / s for s in samples if s > 0]
        rate = statistics.median(rates)
        out.append(
            figure(
                f"rate-{form}",
                f"in-process decks per second, one core, {form}",
                f"{rate:,.0f} decks/s ({min(rates):,.0f}-{max(rates):,.0f})",
                ">= 5,000",
                rate >= 5000,
                decks_per_s=rate,
            )
        )
    return out


def full_scan(index: NameIndex, written: str) -> list[str]:
    """The suggestions as deckcheck made them before the bound: WRatio on every name, the 40 best kept."""
    query = utils.default_process(normalize_name(written))
    if not query:
        return []
    hits = process.extract(query, index._processed, scorer=fuzz.WRatio, processor=None, limit=40, score_cutoff=60)
    ranked = sorted(
        ((index._choices[i], (score + fuzz.ratio(query, text)) / 2) for text, score, i in hits),
        key=lambda hit: (-hit[1], hit[0]),
    )
    return [s.name for s in NameIndex._keep_best(((index._by_key[k], s) for k, s in ranked), 5)]


def typos(pool_dir: Path, written: list[str], repeat: int, sample: int) -> Figure:
    """Suggestions for every typo against the large pool (a fresh index each time), and a sample against the
    old full scan: the same first suggestion, and the time a name."""
    pool = load_pool_file(pool_dir)
    samples: list[float] = []
    for _ in range(repeat):
        index = NameIndex(pool.cards)
        start = time.process_time()
        new = [[s.name for s in index.suggest(t)] for t in written]
        samples.append(time.process_time() - start)
    seconds = statistics.median(samples)
    picked = written[:: max(1, len(written) // sample)][:sample]
    start = time.process_time()
    old = [full_scan(index, t) for t in picked]
    old_each = (time.process_time() - start) / max(1, len(picked))
    mine = dict(zip(written, new, strict=True))
    first = sum((mine[t][:1] == o[:1]) for t, o in zip(picked, old, strict=True))
    whole = sum((mine[t] == o) for t, o in zip(picked, old, strict=True))
    speedup = old_each / (seconds / len(written))
    return figure(
        "typos",
        f"{len(written):,} misspelled names against a {len(pool.cards):,}-card pool",
        f"{seconds:.2f} s CPU ({min(samples):.2f}-{max(samples):.2f}); same first suggestion as the old "
        f"full scan on {first}/{len(picked)} sampled, same list on {whole}/{len(picked)}; "
        f"{speedup:.1f}x the old scan's speed",
        "<= 2 s in total, same first suggestion",
        seconds <= 2.0 and first == len(picked),
        "the old scan kept the 40 best by WRatio; the bound scores every name the cutoff lets in (on 30,000 "
        "names or more, every name sharing a word or a close word with the typo), so lists can differ past the first",
        cpu_s=seconds,
        same_first=first,
        same_list=whole,
        sampled=len(picked),
        speedup=speedup,
    )
