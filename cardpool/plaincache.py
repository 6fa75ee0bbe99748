"""A cache of plain data (marshal): one file per key, whole or a miss.

For anything that is slow to work out from a file and quick to check once loaded (the lists of an
``lflist.conf``). A file holds a magic line, a CRC-32 and length, and ``(key, data)``; one that is
truncated, damaged, of another key, or not marshal data at all is a miss (``None``), never an error.
The caller type-checks ``data``: a forged file can hold anything marshal can.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import stat
import struct
import zlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any, BinaryIO

SETTLED_NS = 2_000_000_000
"""How long a file must have been unchanged before its stat stamps alone may stand for its bytes: a file
rewritten within one tick of a coarse clock (FAT's 2 s, some network file systems') keeps its stamps."""


def settled(times: Iterable[int], now: int) -> bool:
    """Whether files whose modification and change times (ns) are ``times``, stat-ed after ``now``
    (``time.time_ns()``), had been unchanged for :data:`SETTLED_NS`: any later change gives them other times."""
    return all(t <= now - SETTLED_NS for t in times)


MAGIC = b"cardpool plain cache 1\n"
HEADER = struct.Struct("<IQ")
MAX_BYTES = 64 * 1024 * 1024


def source_stamps(module_file: str, names: tuple[str, ...]) -> tuple[int, ...]:
    """The modification stamps of the source files ``names`` beside ``module_file`` (0 for one that cannot be
    read): part of a cache's key, so that an edited module (a developer's tree) makes a miss."""
    here = os.path.dirname(os.path.abspath(module_file))
    stamps: list[int] = []
    for name in names:
        try:
            stamps.append(os.stat(os.path.join(here, name)).st_mtime_ns)
        except OSError:
            stamps.append(0)
    return tuple(stamps)


def all_of(kind: type, items: Any) -> bool:
    """Whether every item is exactly of ``kind`` (``bool`` is no ``int`` here), checked at C speed."""
    return set(map(type, items)) <= {kind}


def cache_path(directory: Path, kind: str, name: str) -> Path:
    """The cache file of ``name`` (a path, say) among ``kind`` (``"regulations"``): named by two checksums of it, as
    the pool cache's are (no hashlib: importing it costs more than a hit). Two names of one file name would only
    take turns: the caller's key tells them apart."""
    where = name.encode("utf-8", "surrogatepass")
    return directory / kind / f"{zlib.crc32(where):08x}{zlib.adler32(where):08x}.cache"


def open_regular(path: str | Path, limit: int) -> tuple[BinaryIO, int] | None:
    """``path`` opened for reading, and its size, when it is a regular file of at most ``limit`` bytes; else
    ``None``. Opened without blocking and checked once open, so a FIFO put in its place cannot hang the run."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        handle = open(fd, "rb")  # noqa: SIM115 - returned open, closed by the caller's with
    except OSError:  # a directory: io refuses it once open
        os.close(fd)
        return None
    try:
        info = os.fstat(handle.fileno())
    except OSError:
        handle.close()
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
        handle.close()
        return None
    return handle, info.st_size


def read_regular(path: str | Path, limit: int) -> bytes | None:
    """The bytes of a regular file of at most ``limit`` bytes (:func:`open_regular`); ``None`` otherwise, or when it
    cannot be read."""
    opened = open_regular(path, limit)
    if opened is None:
        return None
    try:
        with opened[0] as handle:
            data = handle.read(limit + 1)
    except OSError:
        return None
    return data if len(data) <= limit else None


MAX_FILES = 256
"""The most files one kind of plain cache keeps (a regulation file's each): the least recently used go first."""


def prune(folder: Path, keep: int, spare: Path) -> None:
    """Remove the least recently used cache files of ``folder`` (by modification time: a hit sets it, see
    :func:`used`) beyond the ``keep`` most recent, never ``spare`` (the file just written): a cache folder stays
    bounded however many pools or files a user's runs name (every temporary pool of a test suite, a CI job's
    new workspace path). What cannot be listed or removed stays: another run may be pruning too."""
    found: list[tuple[int, str]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.endswith(".cache"):
                    with contextlib.suppress(OSError):  # gone since the listing
                        info = entry.stat(follow_symlinks=False)
                        if stat.S_ISREG(info.st_mode):
                            found.append((info.st_mtime_ns, entry.path))
    except OSError:
        return
    if len(found) <= keep:
        return
    found.sort(reverse=True)
    for _, path in found[keep:]:
        if os.path.abspath(path) != os.path.abspath(spare):
            with contextlib.suppress(OSError):
                os.unlink(path)


def used(path: Path) -> None:
    """Mark the cache file ``path`` as just used (its modification time), so that :func:`prune` keeps it longest;
    nothing happens when that cannot be done (a read-only cache)."""
    with contextlib.suppress(OSError):
        os.utime(path)


def load_plain(path: Path, key: Any) -> Any | None:
    """The data stored at ``path`` under ``key``; ``None`` on any miss."""
    data = read_regular(path, MAX_BYTES)
    if data is None:
        return None
    try:
        start = len(MAGIC) + HEADER.size
        if not data.startswith(MAGIC) or len(data) < start:
            return None
        crc, size = HEADER.unpack_from(data, len(MAGIC))
        body = memoryview(data)[start:]
        if len(body) != size or zlib.crc32(body) != crc:
            return None
        stored = marshal.loads(body)
    except Exception:  # noqa: BLE001 - an unreadable or bad file, whatever the fault: a miss
        return None
    if type(stored) is not tuple or len(stored) != 2 or stored[0] != key:
        return None
    used(path)
    return stored[1]


def store_plain(path: Path, key: Any, data: Any) -> None:
    """Store ``data`` under ``key`` at ``path``, atomically; when it cannot be written, nothing happens."""
    from cardpool.atomic import WriteFailed, write_file

    try:
        body = marshal.dumps((key, data))
    except ValueError:  # not plain data
        return
    with contextlib.suppress(WriteFailed, OSError):
        write_file(str(path), MAGIC + HEADER.pack(zlib.crc32(body), len(body)) + body, what="a cache file",
                   follow_links=False)  # fmt: skip
        prune(path.parent, MAX_FILES, path)
