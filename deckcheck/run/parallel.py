"""Checking many deck files on several cores (``--jobs``): forked workers, results in file order.

The first file is checked in this process, which loads the card pools, the rules and every module a deck
needs; the workers are forked after it and inherit all that, so a worker's start costs a fork, not a
second start-up. Each worker checks a run of files and sends their results back in order, so the output
is the same, byte for byte, as with one process.

Only where it is safe: not with ``--fix`` or ``--diff`` (which write files), not for standard input or an
inline deck, not when a regulation is in play (its notes are gathered across every file of the run), and
only where the platform forks (Linux, macOS); otherwise the files are checked one by one in this process.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")

FILES_PER_JOB = 100
"""A worker is started for each this many files at most: fewer files are checked faster in one process."""

_work: Callable[[str], object] | None = None
"""What each worker runs on one path (set before the fork, inherited by the workers)."""


def jobs_for(requested: int, files: int) -> int:
    """How many processes check ``files`` files for ``--jobs requested`` (0: one per CPU)."""
    wanted = requested if requested > 0 else (os.cpu_count() or 1)
    return max(1, min(wanted, files // FILES_PER_JOB))


def can_fork() -> bool:
    import multiprocessing  # only for --jobs: a run in one process does not load it (2.6 ms)

    return "fork" in multiprocessing.get_all_start_methods()


def _run(path: str) -> object:
    assert _work is not None
    return _work(path)


def in_order(paths: Sequence[str], work: Callable[[str], T], jobs: int) -> Iterator[T]:
    """``work(path)`` for each of ``paths``, in order: the first here, the rest in ``jobs`` forked workers (or
    all here, when ``jobs`` is 1 or the platform cannot fork)."""
    global _work
    if jobs <= 1 or len(paths) < 2 or not can_fork():
        yield from map(work, paths)
        return
    yield work(paths[0])  # loads the pools, rules and modules that the workers then inherit
    rest = paths[1:]
    _work = work
    import multiprocessing

    try:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            chunk = max(1, min(50, len(rest) // (jobs * 4)))
            yield from pool.imap(_run, rest, chunksize=chunk)
    finally:
        _work = None
