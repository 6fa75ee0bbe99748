"""A run in one process does not load ``multiprocessing`` (``--jobs`` does, when it forks workers)."""

from __future__ import annotations

from test_lazy_imports import EXAMPLES, loaded, modules_after


def test_a_check_of_a_folder_in_one_process_loads_no_multiprocessing() -> None:
    assert loaded(modules_after("check", "--isolated", str(EXAMPLES / "buddyfight")), "multiprocessing") == []


def test_a_report_in_one_process_loads_no_multiprocessing() -> None:
    found = modules_after("report", "--isolated", "--format", "csv", str(EXAMPLES / "buddyfight"))
    assert loaded(found, "multiprocessing") == []
