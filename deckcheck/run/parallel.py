"""Checking many deck files on several cores (``--jobs``): forked workers, results in file order.

The first file is checked in this process, which loads the card pools, the rules and every module a deck
needs; the workers are forked after it and inherit all that, so a worker's start costs a fork, not a
second start-up. The other files are cut into small runs (chunks), whose numbers wait in a pipe that this
process and the ``jobs - 1`` workers all take from: whoever is free takes the next run, so the processes
stay busy to the end however their speeds differ (this one also reads every result back: it ends up taking
fewer runs). A worker writes each run's results down its own pipe (widened, so it seldom waits); this
process checks the runs it takes, holding their results, reads the workers' between its runs, and hands the
results on in file order, so the output is the same, byte for byte, as with one process. (Runs dealt in a
fixed turn left this process waiting on a worker's run where it could have checked its own: some 5% slower.)

The workers ignore Ctrl-C: this process answers it, and however the reading ends (done, interrupted, an
error) it kills and reaps every worker, so an interrupted run exits at once and leaves no process behind.
(``multiprocessing.Pool`` could hang there: its ``terminate`` waits for a lock that a worker idling in
``get`` holds.) An error in a run, here or in a worker, is raised once every file before it has been handed
on, so the error raised is always the first in file order. The runs of a worker that dies (killed from outside:
out of memory, a CI limit) are checked in this process once every worker has ended, with a note.

Only where it is safe: not with ``--fix`` or ``--diff`` (which write files), not for standard input or an
inline deck, and only where the platform forks (Linux, macOS); otherwise the files are checked one by one in
this process. A regulation's notes, gathered across the run's files, come back with the results of the file
that found them (:meth:`deckcheck.regulations.session.RunRegulations.gathered`).
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import struct
from collections.abc import Callable, Iterator, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")

FILES_PER_JOB = 100
"""A worker is started for each this many files at most: fewer files are checked faster in one process."""
MAX_CHUNK = 20
"""At most this many files in a run: small runs, so that the processes end together."""
MAX_CHUNKS = 4096
"""At most this many runs: their numbers (4 bytes each) fit in a pipe before any process takes one."""
PIPE_BYTES = 1 << 20
"""How much a worker's pipe may hold (Linux lets any process widen a pipe to 1 MiB): some 1,500 decks' results."""
_NUMBER = struct.Struct("!I")


def jobs_for(requested: int, files: int) -> int:
    """How many processes check ``files`` files for ``--jobs requested`` (0: one per CPU)."""
    wanted = requested if requested > 0 else (os.cpu_count() or 1)
    return max(1, min(wanted, files // FILES_PER_JOB))


def can_fork() -> bool:
    return hasattr(os, "fork") and hasattr(signal, "pthread_sigmask")


def chunked(paths: Sequence[str], jobs: int, most: int = MAX_CHUNKS) -> list[Sequence[str]]:
    """``paths`` cut into runs: about 16 a process, of at most :data:`MAX_CHUNK` files, and no more than ``most``
    runs."""
    size = max(1, min(MAX_CHUNK, len(paths) // (jobs * 16)), -(-len(paths) // max(1, most)))
    return [paths[i : i + size] for i in range(0, len(paths), size)]


def in_order(
    paths: Sequence[str], work: Callable[[str], T], jobs: int, stopped: Callable[[str], None] | None = None
) -> Iterator[T]:
    """``work(path)`` for each of ``paths``, in order: the first here, the rest in runs taken by this process
    and ``jobs - 1`` forked workers as each is free (all here, when ``jobs`` is 1 or the platform cannot fork).
    The runs of a worker that stops before it sends them (killed: out of memory, a CI limit) are checked here
    once every worker has ended, and ``stopped`` is told so, once."""
    if jobs <= 1 or len(paths) < 2 or not can_fork():
        yield from map(work, paths)
        return
    yield work(paths[0])  # loads the pools, rules and modules that the workers then inherit
    import pickle  # noqa: F401 - here, before the forks: the workers inherit it, and one process never loads it

    tasks, writing = os.pipe()
    chunks = chunked(paths[1:], jobs, _capacity(writing) // _NUMBER.size)
    if not _fill(writing, len(chunks)):  # (never met: the runs are as many as the pipe holds)
        os.close(tasks)
        yield from map(work, paths[1:])
        return
    runs: _Runs[T] = _Runs(chunks)
    try:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})  # a Ctrl-C waits until all are known
        try:
            for _ in range(1, min(jobs, len(chunks))):
                runs.workers.append(_Worker(tasks, chunks, work, mask))
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        while (taken := _take(tasks)) is not None:
            runs.check_here(taken, work)
            runs.gather(wait=False)
            yield from runs.ready()
        while not runs.done():
            if all(worker.ended for worker in runs.workers):  # and the next run's results are not here
                if stopped is not None:
                    stopped(runs.missing())
                runs.check_missing(work)
            else:
                runs.gather(wait=True)
            yield from runs.ready()
    finally:
        os.close(tasks)
        for worker in runs.workers:
            worker.stop()


def _capacity(pipe: int) -> int:
    """How many bytes ``pipe`` holds before a write to it waits: on Linux, what it says (widened first to hold
    :data:`MAX_CHUNKS` numbers where the user's pipe budget allows; once it is spent a new pipe holds 8 KiB);
    elsewhere 512 bytes, the least a pipe holds."""
    _widen(pipe, MAX_CHUNKS * _NUMBER.size)
    try:
        import fcntl

        return int(fcntl.fcntl(pipe, fcntl.F_GETPIPE_SZ))
    except (ImportError, AttributeError, OSError):
        return 512


def _fill(writing: int, count: int) -> bool:
    """Write the numbers ``0 .. count - 1`` into a pipe and close it: every process takes from its reading end (a
    read of 4 bytes takes one number whole) until it is empty. Written without waiting (no one reads yet): ``False``
    when they did not all fit."""
    data = b"".join(map(_NUMBER.pack, range(count)))
    try:
        os.set_blocking(writing, False)
        return os.write(writing, data) == len(data)
    except BlockingIOError:
        return False
    finally:
        os.close(writing)


def _checked(chunk: Sequence[str], work: Callable[[str], T]) -> tuple[list[T], Exception | None]:
    """``work`` of each file of a run, up to the error that stopped it (and that error)."""
    results: list[T] = []
    try:
        for path in chunk:
            results.append(work(path))
    except Exception as error:  # noqa: BLE001 - any error: its run's, handed on after the results before it
        return results, error
    return results, None


def _take(tasks: int) -> int | None:
    """The number of the next run nobody has taken, or ``None`` when none is left."""
    data = os.read(tasks, _NUMBER.size)
    return _NUMBER.unpack(data)[0] if data else None


class _Runs(Generic[T]):
    """The runs' results as they come in (from this process or a worker), handed on in file order."""

    def __init__(self, chunks: list[Sequence[str]]) -> None:
        self.chunks = chunks
        self.workers: list[_Worker[T]] = []
        self._results: dict[int, tuple[list[T], BaseException | None]] = {}
        self._next = 0

    def check_here(self, taken: int, work: Callable[[str], T]) -> None:
        self._results[taken] = _checked(self.chunks[taken], work)  # an error is raised in file order, by ready()

    def gather(self, *, wait: bool) -> None:
        """Take in every run the workers have sent; ``wait``: first wait until one of them sends one (or ends)."""
        timeout = None if wait else 0
        while live := {worker.fileno(): worker for worker in self.workers if not worker.ended}:
            readable, _, _ = select.select(list(live), [], [], timeout)
            if not readable:
                return
            for fd in readable:
                sent = live[fd].receive()
                if sent is not None:
                    self._results[sent[0]] = sent[1]
            timeout = 0

    def ready(self) -> Iterator[T]:
        """The results of the runs whose turn has come, each run whole; the first error in file order raised."""
        while self._next in self._results:
            results, error = self._results.pop(self._next)
            self._next += 1
            yield from results
            if error is not None:
                raise error

    def done(self) -> bool:
        return self._next >= len(self.chunks)

    def missing(self) -> str:
        """What to say of the runs no worker will send: one of them stopped before it sent every run it took."""
        pids = ", ".join(str(worker.pid) for worker in self.workers)
        return (
            f"a --jobs worker (process {pids}) stopped before it sent the results of every file it took (killed, "
            "perhaps for want of memory): this process checked those files again"
        )

    def check_missing(self, work: Callable[[str], T]) -> None:
        """Check here each run whose results have not come (every worker has ended: none will send them)."""
        for taken in range(self._next, len(self.chunks)):
            if taken not in self._results:
                self.check_here(taken, work)


def _widen(pipe: int, size: int) -> None:
    """Let ``pipe`` hold up to ``size`` bytes (Linux); where that cannot be done it stays as it is."""
    with contextlib.suppress(ImportError, AttributeError, OSError):
        import fcntl

        fcntl.fcntl(pipe, fcntl.F_SETPIPE_SZ, size)


class _Worker(Generic[T]):
    """One forked process checking the runs it takes, and the pipe its results come back by."""

    def __init__(
        self, tasks: int, chunks: list[Sequence[str]], work: Callable[[str], T], mask: set[int | signal.Signals]
    ) -> None:
        reading, writing = os.pipe()
        _widen(writing, PIPE_BYTES)  # a worker runs on while this process checks its own run
        pid = os.fork()
        if pid == 0:  # the worker: never returns
            _serve(reading, writing, tasks, chunks, work, mask)
        os.close(writing)
        self.pid = pid
        self.ended = False
        self._pipe = reading

    def fileno(self) -> int:
        return self._pipe

    def receive(self) -> tuple[int, tuple[list[T], BaseException | None]] | None:
        """One run's results (its number, its results and the error that stopped it), or ``None`` when the
        worker has ended, having sent all it took."""
        import pickle

        head = _read_exactly(self._pipe, _NUMBER.size)
        if not head:
            self.ended = True
            return None
        try:
            taken, results, error = pickle.loads(_read_exactly(self._pipe, _NUMBER.unpack(head)[0]))
        except Exception:  # noqa: BLE001 - a cut frame: the worker died while it wrote; its run is checked here
            self.ended = True
            return None
        return taken, (results, error)

    def stop(self) -> None:
        """Kill the worker (when it has not ended) and reap it."""
        os.close(self._pipe)
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)


def _read_exactly(fd: int, size: int) -> bytes:
    """``size`` bytes of the pipe ``fd``, fewer only where it ends (a worker that died while it wrote)."""
    parts: list[bytes] = []
    while size > 0:
        part = os.read(fd, size)
        if not part:
            break
        parts.append(part)
        size -= len(part)
    return b"".join(parts)


def _serve(
    reading: int,
    writing: int,
    tasks: int,
    chunks: list[Sequence[str]],
    work: Callable[[str], T],
    mask: set[int | signal.Signals],
) -> None:
    """A worker's life: the runs it takes, each run's results (and the error that stopped it) down the pipe in
    one write, then exit without the parent's clean-up (its buffered output, its ``atexit``) running a second
    time. Ctrl-C is blocked from before the fork until it is ignored here, so it never raises in a worker (and
    unwinds the parent's stack). A worker whose parent is gone (killed: ``kill -TERM`` of it alone) stops before its
    next run: another worker may hold its pipe's reading end, so a write alone would not tell it."""
    import pickle

    code = 0
    parent = os.getppid()
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent answers Ctrl-C, and stops the workers
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        os.close(reading)
        while os.getppid() == parent and (taken := _take(tasks)) is not None:
            results, error = _checked(chunks[taken], work)
            error = _sendable(error) if error is not None else None  # the parent's to raise, in file order
            body = pickle.dumps((taken, results, error), pickle.HIGHEST_PROTOCOL)
            _write_all(writing, _NUMBER.pack(len(body)) + body)
            if error is not None:
                code = 1
                break
    except BaseException:  # noqa: BLE001 - a broken pipe, an early Ctrl-C: nothing to tell anyone
        code = 1
    finally:
        os._exit(code)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _sendable(error: Exception) -> Exception:
    """``error`` itself when it survives pickling, else a RuntimeError that names it."""
    import pickle

    try:
        pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - whatever stops an error from pickling
        return RuntimeError(f"{type(error).__name__}: {error}")
    return error
