"""benchmarks/run.py: its quick mode prints the table and writes the JSON it documents (never a timing asserted),
and its children's peak memory is their own."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from yugioh_helpers import SHARED_DATA

REPO = Path(__file__).resolve().parents[1]
RUN = REPO / "benchmarks" / "run.py"
sys.path.insert(0, str(RUN.parent))

from bench_measure import Spawner  # noqa: E402

FIGURES = {
    "cold-yaml", "cold-txt", "cold-ydk", "first-after-change", "first-after-touch", "rate-yaml", "rate-txt",
    "rate-ydk", "files-yaml", "files-txt", "files-ydk", "jobs", "jobs-report", "report", "big-one", "import-big",
    "typos", "regulation", "memory", "peer",
}  # fmt: skip
needs_shared_data = pytest.mark.skipif(
    not (SHARED_DATA / "buddyfight-en-cards.sqlite").is_file()
    or not (SHARED_DATA / "yugioh" / "cards.sqlite").is_file(),
    reason=f"the shared card data is not at {SHARED_DATA} (set $DECKCHECK_TEST_DATA to the shared data directory)",
)


@pytest.mark.slow
@needs_shared_data
def test_quick_mode_prints_the_table_and_writes_its_json(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    done = subprocess.run(
        [sys.executable, str(RUN), "--quick", "--data", str(SHARED_DATA), "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["format"] == "deckcheck-benchmark" and report["version"] == 1 and report["quick"] is True
    assert set(report["machine"]) == {"nproc", "python", "platform"}
    assert report["bytecode"].startswith(".pyc present") and report["bytecode"] in done.stdout
    assert report["floor"]["cpu_s"] > 0 and report["floor"]["rss_mib"] > 0
    rows = report["figures"]
    assert {row["id"] for row in rows} == FIGURES and len(rows) == len(FIGURES)
    for row in rows:
        assert set(row) == {"id", "figure", "measured", "target", "met", "note", "values"}
        assert row["met"] in (True, False, None)
        line = next(line for line in done.stdout.splitlines() if line.startswith(f"| {row['figure']} "))
        assert line.rstrip().endswith({True: "| yes |", False: "| no |", None: "| n/a |"}[row["met"]])
    peer = next(row for row in rows if row["id"] == "peer")
    assert peer["met"] is not None or peer["measured"] == "not measured: yamllint not installed"
    assert "| figure " in done.stdout and "| met? |" in done.stdout


def test_missing_card_data_is_a_one_line_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(RUN), "--quick", "--data", str(tmp_path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    assert done.stderr.startswith("run.py: error: the shared card data is missing: ") and done.stderr.count("\n") == 1


def test_a_child_reports_its_own_peak_memory_not_the_benchmarks(tmp_path: Path) -> None:
    ballast = bytearray(300 * 2**20)  # this process is now over 300 MiB; a child forked from it would say so
    ballast[::4096] = b"x" * len(ballast[::4096])
    spawner = Spawner(tmp_path)
    try:
        small = spawner.run([sys.executable, "-c", "pass"], {}, tmp_path)
        big = spawner.run([sys.executable, "-c", "b = bytearray(200 * 2**20); b[::4096] = b'x' * len(b[::4096])"], {},
                          tmp_path)  # fmt: skip
        failing = spawner.run([sys.executable, "-c", "import sys; sys.exit('boom')"], {}, tmp_path)
    finally:
        spawner.close()
    del ballast
    assert small.code == 0 and small.rss < 100
    assert big.code == 0 and big.rss > 200
    assert failing.code == 1 and small.cpu >= 0 and small.wall > 0
