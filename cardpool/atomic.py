"""The one atomic file writer: every file deckcheck writes (``--fix``, import reports, pool files) goes here.

A regular file is written to a temporary file in the directory of the file it
replaces, ``fsync``-ed, given the old file's owner, group and mode, and moved
over it with one :func:`os.replace`; the directory is ``fsync``-ed after. A
crash, a full disk or a kill leaves the old file or the complete new one.

What it does with files that are not plain regular files:

* a symbolic link is written through: the link's final target is replaced,
  atomically, in the target's own directory; the link stays a link;
* a file with more than one hard link is refused (``kind="links"``): a rename
  would give this name a new inode and silently split it from the others;
* with ``special_ok`` (reports), ``-``/``/dev/stdout``/``/dev/stderr`` are
  written to the process's own streams, and a FIFO or a character device is
  opened and written, never renamed over; without it (``--fix``) they are refused;
* a file the user may not write is refused (``kind="read-only"``): checked with
  :func:`os.access`, and, since root may write anything, as root a file with no
  write bit for anyone (``0444``) is refused too;
* an owner that cannot be kept (an ordinary user rewriting someone else's
  group-writable file) is refused (``kind="owner"``) rather than changed;
* with ``expect`` (a :class:`Snapshot` taken when the file was read), the file
  is checked again just before the rename (device, inode, size, mtime, SHA-256);
  if it changed, nothing is written (``kind="changed"``).
"""

from __future__ import annotations

import collections.abc
import contextlib
import os
import stat
import sys

from cardpool.record import Record, put

STDOUT_NAMES = frozenset({"-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"})
STDERR_NAMES = frozenset({"/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"})


class WriteFailed(Exception):
    """A file could not be written; the original, if any, is unchanged.

    ``kind``: ``io`` (the system refused), ``links`` (more than one hard link), ``link`` (a symbolic link
    where none is followed), ``read-only``,
    ``owner`` (its owner could not be kept), ``special`` (not a regular file), ``changed``
    (changed since it was read).
    """

    def __init__(self, message: str, kind: str = "io") -> None:
        super().__init__(message)
        self.kind = kind


class Snapshot(Record):
    """What a file was when it was read: compared again just before it is replaced."""

    __slots__ = ("device", "inode", "size", "mtime_ns", "sha256")
    device: int
    inode: int
    size: int
    mtime_ns: int
    sha256: str

    def __init__(self, device: int, inode: int, size: int, mtime_ns: int, sha256: str) -> None:
        put(self, "device", device)
        put(self, "inode", inode)
        put(self, "size", size)
        put(self, "mtime_ns", mtime_ns)
        put(self, "sha256", sha256)

    @classmethod
    def of(cls, info: os.stat_result, data: bytes) -> Snapshot:
        """The snapshot of a file whose ``stat`` (taken before reading) was ``info`` and whose bytes were ``data``."""
        import hashlib  # here, as tempfile below: a run that writes no file imports neither

        return cls(info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, hashlib.sha256(data).hexdigest())


def fsync_dir(path: str | os.PathLike[str]) -> None:
    """Make a rename in ``path`` durable (best effort: some file systems cannot sync a directory)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_new(path: str | os.PathLike[str], data: bytes | collections.abc.Iterable[bytes]) -> None:
    """Create ``path`` (it must not exist: a file in a fresh staging directory), write ``data`` (bytes, or
    chunks written as they come) and ``fsync`` it."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    with os.fdopen(fd, "wb", buffering=1024 * 1024) as handle:
        if isinstance(data, bytes):
            handle.write(data)
        else:
            handle.writelines(data)
        handle.flush()
        os.fsync(handle.fileno())


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _to_stream(path: str, data: bytes, what: str) -> None:
    stream = sys.stdout if path in STDOUT_NAMES else sys.stderr
    try:
        stream.flush()
        stream.buffer.write(data)
        stream.buffer.flush()
    except (OSError, ValueError, AttributeError) as exc:
        raise WriteFailed(f"{path}: cannot write {what}: {getattr(exc, 'strerror', None) or exc}") from None


def _to_special(path: str, data: bytes, what: str) -> None:
    """Write into a FIFO or a character device as it is (opened for writing; a FIFO waits for its reader)."""
    try:
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_BINARY", 0))
        try:
            info = os.fstat(fd)
            if not (stat.S_ISFIFO(info.st_mode) or stat.S_ISCHR(info.st_mode)):
                raise WriteFailed(f"{path}: changed into {_kind(info.st_mode)} while it was opened", "special")
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
    except OSError as exc:
        raise WriteFailed(f"{path}: cannot write {what}: {exc.strerror or exc}") from None


def _may_write(info: os.stat_result, target: str) -> bool:
    if not os.access(target, os.W_OK):
        return False
    # Root passes every access check; a file that nobody may write (0444) is still a "do not touch".
    return not (hasattr(os, "geteuid") and os.geteuid() == 0 and not info.st_mode & 0o222)


def _keep_owner(temp: str, info: os.stat_result, path: str) -> None:
    """Give ``temp`` the owner and group of the file it replaces, or refuse when the owner cannot be kept."""
    if not hasattr(os, "chown"):
        return
    mine = os.stat(temp)
    if (mine.st_uid, mine.st_gid) == (info.st_uid, info.st_gid):
        return
    try:
        os.chown(temp, info.st_uid, info.st_gid)
        return
    except PermissionError:
        pass
    if mine.st_uid != info.st_uid:
        raise WriteFailed(
            f"{path}: owned by uid {info.st_uid}, and deckcheck cannot keep that owner when it replaces the file; "
            "it is left as it is",
            "owner",
        )
    with contextlib.suppress(PermissionError):
        os.chown(temp, -1, info.st_gid)
    if os.stat(temp).st_gid != info.st_gid:
        raise WriteFailed(
            f"{path}: its group (gid {info.st_gid}) cannot be kept when deckcheck replaces the file; "
            "it is left as it is",
            "owner",
        )


def adopt(temp: str | os.PathLike[str], existing: str | os.PathLike[str]) -> None:
    """Give the new file ``temp`` the owner, group and mode of ``existing``, the regular file it will replace
    (nothing when ``existing`` does not exist). Raises :class:`WriteFailed` when the owner cannot be kept."""
    try:
        info = os.stat(existing)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode):
        raise WriteFailed(f"{existing}: it is {_kind(info.st_mode)}, not a file to replace", "special")
    _keep_owner(str(temp), info, str(existing))
    os.chmod(temp, info.st_mode & 0o7777)


def _unchanged(target: str, expect: Snapshot) -> bool:
    try:
        now = os.stat(target)
        if (now.st_dev, now.st_ino, now.st_size, now.st_mtime_ns) != (
            expect.device,
            expect.inode,
            expect.size,
            expect.mtime_ns,
        ):
            return False
        import hashlib

        with open(target, "rb") as handle:
            return hashlib.sha256(handle.read(expect.size + 1)).hexdigest() == expect.sha256
    except OSError:
        return False


def _new_mode(path: str, info: os.stat_result | None, target: str, what: str) -> int:
    """The mode the written file gets: the existing file's, or the umask's for a new one; raises
    :class:`WriteFailed` for an existing file deckcheck must not replace (hard links, read-only)."""
    if info is not None:
        if info.st_nlink > 1:
            raise WriteFailed(
                f"{path}: has {info.st_nlink} hard links; replacing it would split it from the others, "
                f"so {what} is not written (edit it in place by hand)",
                "links",
            )
        if not _may_write(info, target):
            raise WriteFailed(
                f"{path}: read-only (mode {stat.filemode(info.st_mode)}): deckcheck does not rewrite a file "
                "that may not be written; nothing written",
                "read-only",
            )
        return info.st_mode & 0o7777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_file(
    path: str,
    data: bytes,
    *,
    what: str = "the file",
    special_ok: bool = False,
    expect: Snapshot | None = None,
    follow_links: bool = True,
) -> str:
    """Write ``data`` to ``path`` (new or existing) atomically; returns the file actually written.

    ``what`` names the file in messages ("the fixed file", "the report"). Without ``follow_links`` (reports),
    a symbolic link at ``path``, dangling or not, is refused (``kind="link"``) instead of written through.
    Raises :class:`WriteFailed` with a one-line message naming ``path``; the original file is then unchanged.
    """
    if special_ok and (path in STDOUT_NAMES or path in STDERR_NAMES):
        _to_stream(path, data, what)
        return path
    if not follow_links and os.path.islink(path):
        raise WriteFailed(f"{path}: {what} is not written through a symbolic link; nothing written", "link")
    try:
        info: os.stat_result | None = os.stat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise WriteFailed(f"{path}: cannot write {what}: {exc.strerror or exc}") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        if special_ok and (stat.S_ISFIFO(info.st_mode) or stat.S_ISCHR(info.st_mode)):
            _to_special(path, data, what)
            return path
        raise WriteFailed(f"{path}: cannot write {what}: it is {_kind(info.st_mode)}", "special")
    target = os.path.realpath(path) if os.path.islink(path) else path
    directory = os.path.dirname(os.path.abspath(target))
    mode = _new_mode(path, info, target, what)
    import tempfile

    try:
        if info is None:
            os.makedirs(directory, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=directory, prefix=f".{os.path.basename(target)}.", suffix=".tmp")
    except OSError as exc:
        raise WriteFailed(f"{path}: cannot write {what}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if info is not None:
            _keep_owner(temp, info, path)
        os.chmod(temp, mode)
        if expect is not None and not _unchanged(target, expect):
            raise WriteFailed(
                f"{path}: changed while deckcheck was working on it (size, time or content differ); "
                f"nothing written: run it again",
                "changed",
            )
        os.replace(temp, target)
    except WriteFailed:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        kept = ", the original is unchanged" if info is not None else ""  # a new file has no original
        raise WriteFailed(f"{path}: cannot write {what}{kept}: {exc.strerror or exc}") from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    fsync_dir(directory)
    return target
