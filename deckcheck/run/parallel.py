"""Checking many deck files on several cores (``--jobs``): forked workers, results in file order.

The first file is checked in this process, which loads the card pools, the rules and every module a deck
needs; the workers are forked after it and inherit all that, so a worker's start costs a fork, not a
second start-up. The other files are cut into runs (chunks), dealt in turn to this process and the ``jobs - 1``
workers; each worker checks its runs in order and writes each file's result down its own pipe (widened, so a
worker seldom waits while this process checks its own run), and this process checks its runs and reads the
workers' back in file order, so the output is the same, byte for byte, as with one process. (A parent that only
read its workers' results was measured slower on two cores: some 10% in wall and in CPU time for 1,000 decks,
18 alternating runs.)

The workers ignore Ctrl-C: this process answers it, and however the reading ends (done, interrupted, an
error) it kills and reaps every worker, so an interrupted run exits at once and leaves no process behind.
(``multiprocessing.Pool`` could hang there: its ``terminate`` waits for a lock that a worker idling in
``get`` holds.) A worker's error reaches this process as that error; a worker that dies is an error too.

Only where it is safe: not with ``--fix`` or ``--diff`` (which write files), not for standard input or an
inline deck, not when a regulation is in play (its notes are gathered across every file of the run), and
only where the platform forks (Linux, macOS); otherwise the files are checked one by one in this process.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable, Iterator, Sequence
from typing import BinaryIO, Generic, TypeVar, cast

T = TypeVar("T")

FILES_PER_JOB = 100
"""A worker is started for each this many files at most: fewer files are checked faster in one process."""
MAX_CHUNK = 50
"""At most this many files in a run: runs small enough that every worker has several to check."""
PIPE_BYTES = 1 << 20
"""How much a worker's pipe may hold (Linux lets any process widen a pipe to 1 MiB): some 1,500 decks' results."""


def jobs_for(requested: int, files: int) -> int:
    """How many processes check ``files`` files for ``--jobs requested`` (0: one per CPU)."""
    wanted = requested if requested > 0 else (os.cpu_count() or 1)
    return max(1, min(wanted, files // FILES_PER_JOB))


def can_fork() -> bool:
    return hasattr(os, "fork") and hasattr(signal, "pthread_sigmask")


class WorkerFailed(RuntimeError):
    """A worker stopped before it sent every result (killed, or out of memory)."""


def in_order(paths: Sequence[str], work: Callable[[str], T], jobs: int) -> Iterator[T]:
    """``work(path)`` for each of ``paths``, in order: the first here, the rest dealt in runs between this process
    and ``jobs - 1`` forked workers (all here, when ``jobs`` is 1 or the platform cannot fork)."""
    if jobs <= 1 or len(paths) < 2 or not can_fork():
        yield from map(work, paths)
        return
    yield work(paths[0])  # loads the pools, rules and modules that the workers then inherit
    import pickle  # noqa: F401 - here, before the forks: the workers inherit it, and one process never loads it

    rest = paths[1:]
    size = max(1, min(MAX_CHUNK, len(rest) // (jobs * 4)))
    chunks = [rest[i : i + size] for i in range(0, len(rest), size)]
    takers = min(jobs, len(chunks))  # this process is the first of them
    workers: list[_Worker[T]] = []
    try:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})  # a Ctrl-C waits until all are known
        try:
            for k in range(1, takers):
                workers.append(_Worker(chunks[k::takers], work, mask))
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        for i, chunk in enumerate(chunks):
            if i % takers == 0:  # this process's own run, while the workers check theirs
                yield from map(work, chunk)
                continue
            worker = workers[i % takers - 1]
            for _ in chunk:
                yield worker.result()
    finally:
        for worker in workers:
            worker.stop()


def _widen(pipe: int) -> None:
    """Let ``pipe`` hold up to :data:`PIPE_BYTES` (Linux), so a worker runs on while this process checks its own
    run; where that cannot be done the pipe stays as it is (a worker then waits sooner, nothing else changes)."""
    import fcntl

    with contextlib.suppress(AttributeError, OSError):
        fcntl.fcntl(pipe, fcntl.F_SETPIPE_SZ, PIPE_BYTES)


class _Worker(Generic[T]):
    """One forked process checking its runs of files, and the pipe its results come back by."""

    def __init__(self, chunks: list[Sequence[str]], work: Callable[[str], T], mask: set[int | signal.Signals]) -> None:
        reading, writing = os.pipe()
        _widen(writing)
        pid = os.fork()
        if pid == 0:  # the worker: never returns
            _serve(reading, writing, chunks, work, mask)
        os.close(writing)
        self.pid = pid
        self._results: BinaryIO = os.fdopen(reading, "rb")

    def result(self) -> T:
        import pickle

        try:
            done, value = pickle.load(self._results)
        except (EOFError, pickle.UnpicklingError) as error:
            raise WorkerFailed(f"a --jobs worker (process {self.pid}) stopped before it checked every file") from error
        if not done:
            raise value
        return cast(T, value)

    def stop(self) -> None:
        """Kill the worker (when it has not ended) and reap it."""
        self._results.close()
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)


def _serve(
    reading: int, writing: int, chunks: list[Sequence[str]], work: Callable[[str], T], mask: set[int | signal.Signals]
) -> None:
    """A worker's life: each file's result (or the error that stopped it) down the pipe, then exit without the
    parent's clean-up (its buffered output, its ``atexit``) running a second time. Ctrl-C is blocked from
    before the fork until it is ignored here, so it never raises in a worker (and unwinds the parent's stack)."""
    import pickle

    code = 0
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent answers Ctrl-C, and stops the workers
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        os.close(reading)
        with os.fdopen(writing, "wb") as out:
            try:
                for chunk in chunks:
                    for path in chunk:
                        pickle.dump((True, work(path)), out, pickle.HIGHEST_PROTOCOL)
                    out.flush()
            except Exception as error:  # noqa: BLE001 - any error is the parent's to raise
                code = 1
                pickle.dump((False, _sendable(error)), out, pickle.HIGHEST_PROTOCOL)
    except BaseException:  # noqa: BLE001 - a broken pipe, an early Ctrl-C: nothing to tell anyone
        code = 1
    finally:
        os._exit(code)


def _sendable(error: Exception) -> Exception:
    """``error`` itself when it survives pickling, else a RuntimeError that names it."""
    import pickle

    try:
        pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - whatever stops an error from pickling
        return RuntimeError(f"{type(error).__name__}: {error}")
    return error
