"""Which files a report may replace: one check for ``check --output-file`` and ``report --output``.

A report is written beside its target and renamed over it (:func:`cardpool.atomic.write_file`). Before that,
the target must be a file deckcheck may destroy: not a symbolic link (a pull request can commit
``deckcheck.sarif -> ../victim.txt``; a dangling link would create the file it names), not a directory or a
special file other than the standard streams, a FIFO or a terminal, not one of the run's input files (a deck,
a pool, a regulation, a config file), and, unless ``--force``, no existing file but an earlier report.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, NamedTuple

from cardpool.atomic import STDERR_NAMES, STDOUT_NAMES, Snapshot

if TYPE_CHECKING:
    from deckcheck.config import Settings

MAX_REPORT_BYTES = 64 * 1024 * 1024
"""An existing file larger than this is never taken for a report (it is replaced only with ``--force``)."""

Recognizer = Callable[[bytes], bool]
"""Whether a file's bytes are a report deckcheck wrote (so that replacing it destroys nothing)."""


class OutputRefused(Exception):
    """Why a report must not be written to a path."""


class Guarded(NamedTuple):
    """What :func:`guard_output` found at a path."""

    before: Snapshot | None
    """What the path holds now, so that the report replaces exactly that (``None``: nothing to compare)."""
    report: tuple[int, int] | None
    """The file's device and inode when it holds a report already (an earlier run's): a folder walk leaves it out."""


def guard_output(path: str, *, force: bool, looks_like: Recognizer) -> Guarded:
    """What ``path`` holds now (:class:`Guarded`).

    Raises :class:`OutputRefused` for a symbolic link (dangling or not), a directory, a special file that is
    not written into (a block device, a socket), and an existing file that ``looks_like`` does not recognise
    as a report, unless ``force``.
    """
    if path in STDOUT_NAMES or path in STDERR_NAMES:
        return Guarded(None, None)
    if path.endswith(("/", os.sep)):  # "-o reports/": a folder's name, the file's missing
        raise OutputRefused("it names a folder (it ends in a slash): give the report's file name, reports/out.txt")
    linked = _linked_folder(path)
    if linked is not None:
        raise OutputRefused(f"its folder {linked} is a symbolic link; deckcheck writes no report through a link")
    try:
        info = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return Guarded(None, None)  # a new file: the writer says why it cannot be made, if it cannot
    except OSError as exc:
        raise OutputRefused(f"cannot look at it: {exc.strerror or exc}") from None
    if stat.S_ISLNK(info.st_mode):
        target = os.readlink(path)
        where = "to nothing" if not os.path.exists(path) else f"to {target[:80]}"
        raise OutputRefused(f"it is a symbolic link ({where}); deckcheck writes no report through a link")
    if stat.S_ISDIR(info.st_mode):
        raise OutputRefused("it is a directory")
    if stat.S_ISFIFO(info.st_mode) or stat.S_ISCHR(info.st_mode):
        return Guarded(None, None)  # written into, never renamed over (a pipe to another program, /dev/null)
    if not stat.S_ISREG(info.st_mode):
        raise OutputRefused("it is not a regular file")
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_REPORT_BYTES + 1)
    except OSError as exc:
        raise OutputRefused(f"cannot read it: {exc.strerror or exc}") from None
    known = len(data) <= MAX_REPORT_BYTES and (not data.strip() or looks_like(data))
    if not known and not force:
        raise OutputRefused(
            "the file exists and is not a deckcheck report; pass --force to replace it "
            "(never a file the run reads: a deck, a pool or a regulation)"
        )
    if len(data) > MAX_REPORT_BYTES:  # replaced with --force, unread: no snapshot to compare
        return Guarded(None, None)
    report = (info.st_dev, info.st_ino) if known and data.strip() else None
    return Guarded(Snapshot.of(info, data), report)


def _linked_folder(path: str) -> str | None:
    """The first folder on the way from the current directory to ``path`` that is a symbolic link (a checkout
    may commit ``reports -> ../..``), or ``None``; a path outside the current directory is the user's own."""
    cwd = os.getcwd()
    folder = os.path.dirname(os.path.abspath(path))
    if folder != cwd and not folder.startswith(cwd.rstrip(os.sep) + os.sep):
        return None
    current = cwd
    for part in os.path.relpath(folder, cwd).split(os.sep):
        if part in ("", "."):
            continue
        current = os.path.join(current, part)
        if os.path.islink(current):
            return os.path.relpath(current, cwd)
    return None


def _identity(path: str) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


def input_among(outputs: Iterable[str], inputs: Iterable[str]) -> tuple[str, str] | None:
    """The first (output, input) pair that names one file (by device and inode, or by real path for an output
    that does not exist yet), or ``None``."""
    wanted: dict[tuple[int, int] | str, str] = {}
    for output in outputs:
        if output in STDOUT_NAMES or output in STDERR_NAMES:
            continue
        found = _identity(output)
        wanted[found if found is not None else os.path.realpath(output)] = output
    if not wanted:
        return None
    for source in inputs:
        for key in (_identity(source), os.path.realpath(source)):
            if key is not None and key in wanted:
                return wanted[key], source
    return None


def run_inputs(files: Iterable[str], settings: Iterable[Settings]) -> list[str]:
    """Every file a run reads: its decks, and for each of the settings in effect, the config file, the pool
    and regulation files, and the files in the pool and regulation folders."""
    from deckcheck.run.batch import data_paths

    found = [f for f in files if os.path.exists(f)]
    seen: set[int] = set()
    for each in settings:
        if id(each) in seen:
            continue
        seen.add(id(each))
        if each.config_file is not None:
            found.append(str(each.config_file))
        for path in sorted(data_paths(each)):
            if os.path.isdir(path):
                with os.scandir(path) as entries:
                    found.extend(entry.path for entry in entries if entry.is_file())
            else:
                found.append(path)
    return found
