"""benchmarks/run.py's groups: each figure's runs are measured when its group is chosen (the cache-miss runs were
left out of every group, so the row "the first run after a pool changes" showed the warm runs)."""

from __future__ import annotations

import sys
from pathlib import Path

RUN = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(RUN))

import run  # noqa: E402


def test_the_cold_group_measures_the_cache_misses() -> None:
    assert {"cache-miss-yaml", "cache-miss-wrapper", "cache-touch-yaml", "cache-touch-wrapper", "one-yaml"} <= (
        run.chosen_runs({"cold"})
    )


def test_the_jobs_group_measures_the_files_and_the_event_report_both_ways() -> None:
    assert {"files-yaml", "files-yaml-one", "report", "report-one"} <= run.chosen_runs({"jobs"})


def test_the_warm_up_runs_only_commands_of_the_table() -> None:
    every = run.chosen_runs(None)
    assert set(run.WARM) <= every
