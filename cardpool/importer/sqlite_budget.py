"""The budget of one SQLite read: virtual-machine steps, CPU time inside SQLite, and SIGINT.

A tiny file can hold a view that never ends, or whose every row is costly. The progress handler counts steps
and the time SQLite itself spends (the row count included), and ends the statement past either limit or at
Ctrl-C.
"""

from __future__ import annotations

import signal
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

MAX_SQLITE_STEPS = 20_000_000
"""SQLite virtual-machine steps for one read (reading 200,000 plain rows takes some 2 million): a view that
spins (a recursive CTE filtered to nothing) stops in about a third of a second."""
MAX_SQLITE_SECONDS = 1.0
"""CPU seconds spent inside SQLite for one read, the row count included: a step can be costly (a view whose
every row builds a long string ran 226 s in 135,000 steps), so steps alone do not bound the time. Counting and
reading a real table of 500,000 rows takes about half a second."""
STEPS_PER_CHECK = 200
_CHECKS_PER_CLOCK = 50
"""The clock is read at every 50th progress call (every 10,000 steps)."""
_BATCH = 16
"""Rows fetched at a time: few, since a row may hold values of up to 1 MiB each."""


class Budget:
    """The progress handler's state: VM steps so far, and whether SIGINT arrived."""

    def __init__(self) -> None:
        self.steps = 0
        self.interrupted = False
        self.spent = 0.0
        """CPU seconds inside SQLite before the current call (the time our own code takes between fetches is
        not SQLite's)."""
        self.since = time.process_time()
        self.timed_out = False

    def start(self) -> None:
        self.since = time.process_time()

    def stop(self) -> None:
        self.spent += time.process_time() - self.since

    def __call__(self) -> int:
        self.steps += STEPS_PER_CHECK
        if self.steps % (STEPS_PER_CHECK * _CHECKS_PER_CLOCK) == 0:
            self.timed_out = self.spent + time.process_time() - self.since > MAX_SQLITE_SECONDS
        return 1 if self.interrupted or self.timed_out or self.steps > MAX_SQLITE_STEPS else 0


@contextmanager
def sigint_to(budget: Budget) -> Iterator[None]:
    """While SQLite runs, SIGINT sets a flag that the progress handler turns into an abort.

    (A KeyboardInterrupt raised inside the handler would be swallowed by the sqlite3 module.)
    """
    try:
        previous = signal.signal(signal.SIGINT, lambda *_: setattr(budget, "interrupted", True))
    except ValueError:  # not the main thread: no handler of ours
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if budget.interrupted:
        raise KeyboardInterrupt


def batches(cursor: sqlite3.Cursor, budget: Budget) -> Iterator[tuple[Any, ...]]:
    """The cursor's rows, fetched a batch at a time with the time inside SQLite counted on ``budget``."""
    while True:
        budget.start()
        batch = cursor.fetchmany(_BATCH)
        budget.stop()
        if not batch:
            return
        yield from batch
