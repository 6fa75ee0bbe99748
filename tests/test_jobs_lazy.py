"""A run in one process loads neither ``multiprocessing`` (``--jobs`` forks its workers itself) nor ``pickle``
(which only the forked workers' results need)."""

from __future__ import annotations

from test_lazy_imports import EXAMPLES, loaded, modules_after


def test_a_check_of_a_folder_in_one_process_loads_no_multiprocessing() -> None:
    found = modules_after("check", "--isolated", str(EXAMPLES / "buddyfight"))
    assert loaded(found, "multiprocessing") == []
    assert loaded(found, "pickle") == []


def test_a_report_in_one_process_loads_no_multiprocessing() -> None:
    found = modules_after("report", "--isolated", "--format", "csv", str(EXAMPLES / "buddyfight"))
    assert loaded(found, "multiprocessing") == []
    assert loaded(found, "pickle") == []
