"""Writes under fire: ``check --fix`` and ``pool import`` with a full disk, a read-only directory, or a SIGKILL.

Whatever happens, the user's file (the deck, or the pool an earlier import
wrote) is intact afterwards: the old bytes, or for a kill after the final
rename the complete new bytes, never a mix.

Techniques, since CI runs as root (permission bits do not stop root):

* a full disk is a real kernel write failure in a child process whose
  ``RLIMIT_FSIZE`` is smaller than the file (``EFBIG``; Python ignores
  ``SIGXFSZ``), and also an injected ``ENOSPC`` in-process;
* a read-only directory is an injected ``EROFS`` from the temporary-file call,
  plus a real ``chmod`` test that is skipped as root;
* a kill is a real ``SIGKILL`` that the child sends itself at an exact point
  of the write (half the bytes written, before the rename, between renames),
  plus kills from this process at moments spread over a run.
"""

from __future__ import annotations

import errno
import json
import os
import resource
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hostile.corpus import IMPORTS, make_sqlite

from deckcheck.cli import main

from helpers import BASE_DECK, changed, deck_text, load_pool

ROOT = os.geteuid() == 0
needs_non_root = pytest.mark.skipif(
    ROOT, reason="runs as root: permission bits do not stop root (see the injected twin)"
)

MISSPELT = changed(
    BASE_DECK,
    {
        "Dragon Breath": 0,
        "dragon  breath": 4,
        'Bal Dragon, "Bal Grand Strike!"': 0,
        "Bal Dragon, \u201cBal Grand Strike!\u201d": 4,
    },
)
"""A legal deck with two names that --fix rewrites."""


def _deck(tmp_path: Path) -> tuple[Path, bytes]:
    folder = tmp_path / "decks"
    folder.mkdir()
    path = folder / "deck.txt"
    data = deck_text(MISSPELT, extra="# a comment that must survive\r\n").encode("utf-8")
    path.write_bytes(data)
    return path, data


def _fixed(data: bytes) -> bytes:
    return data.replace(b"dragon  breath", b"Dragon Breath").replace(
        "\u201cBal Grand Strike!\u201d".encode(), b'"Bal Grand Strike!"'
    )


def _child(
    tmp_path: Path, patch: str, *args: str, preexec: Callable[[], None] | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a child process after ``patch`` (Python source) has run in it."""
    script = "import os, signal, sys\n" + patch + "\nfrom deckcheck.cli import main\nmain(sys.argv[1:])\n"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    env.pop("DECKCHECK_POOL", None)
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        preexec_fn=preexec,
        cwd=tmp_path,
    )


def _file_limit(size: int) -> Callable[[], None]:
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))

    return apply


def _visible(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


KILL_SELF = "os.kill(os.getpid(), signal.SIGKILL)"

HALF_WRITE = f"""
real_fdopen = os.fdopen
class HalfThenKill:
    def __init__(self, handle): self.handle = handle
    def __enter__(self): return self
    def __exit__(self, *exc): return False
    def fileno(self): return self.handle.fileno()
    def flush(self): self.handle.flush()
    def write(self, data):
        self.handle.write(data[: len(data) // 2]); self.handle.flush(); os.fsync(self.handle.fileno())
        {KILL_SELF}
os.fdopen = lambda fd, *a, **k: HalfThenKill(real_fdopen(fd, *a, **k))
"""


# ================================================================ check --fix
def test_fix_rewrites_names_only(tmp_path: Path) -> None:
    path, data = _deck(tmp_path)
    proc = _child(tmp_path, "", "check", "--fix", str(path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert path.read_bytes() == _fixed(data) != data
    assert _leftovers(path.parent) == []
    again = _child(tmp_path, "", "check", "--fix", str(path))  # idempotent: nothing left to fix
    assert again.returncode == 0 and path.read_bytes() == _fixed(data)


@pytest.mark.parametrize(
    ("where", "patch", "expect_new"),
    [
        ("half the bytes written", HALF_WRITE, False),
        ("after fsync, before the rename", f"os.replace = lambda *a, **k: {KILL_SELF}", False),
        (
            "right after the rename",
            f"real_replace = os.replace\nos.replace = lambda *a, **k: (real_replace(*a, **k), {KILL_SELF})",
            True,
        ),
    ],
)
def test_fix_killed_mid_write_leaves_the_old_or_the_new_file(
    tmp_path: Path, where: str, patch: str, expect_new: bool
) -> None:
    path, data = _deck(tmp_path)
    proc = _child(tmp_path, patch, "check", "--fix", str(path))
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert path.read_bytes() == (_fixed(data) if expect_new else data), where
    assert _visible(path.parent) == ["deck.txt"]  # at most a hidden temporary file is left behind


def test_fix_killed_from_outside_at_any_moment(tmp_path: Path) -> None:
    """A big deck (many fixable lines, padded with comments) killed at moments spread over a run."""
    lines = ["Flag: Dragon World", "Buddy: Flarefang Dragon"] + ["1 dragon  breath  # " + "x" * 200] * 8000
    original = ("\n".join(lines) + "\n").encode("utf-8")
    done = tmp_path / "done.txt"
    done.write_bytes(original)
    started = time.monotonic()
    proc = _child(tmp_path, "", "check", "--fix", str(done))
    full = time.monotonic() - started
    fixed = done.read_bytes()
    assert proc.returncode == 1 and fixed != original, proc.stderr[-500:]
    for fraction in (0.55, 0.75, 0.9, 0.97):
        victim = tmp_path / f"victim-{fraction}.txt"
        victim.write_bytes(original)
        env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
        child = subprocess.Popen(
            [sys.executable, "-m", "deckcheck", "check", "--fix", str(victim)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        time.sleep(full * fraction)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        assert victim.read_bytes() in (original, fixed), f"a mix after a kill at {fraction:.0%} of a run"


def test_fix_on_a_full_disk_real_write_failure(tmp_path: Path) -> None:
    """RLIMIT_FSIZE makes the kernel refuse the temporary file's bytes (EFBIG), as a full disk would."""
    path, data = _deck(tmp_path)
    proc = _child(tmp_path, "", "check", "--fix", str(path), preexec=_file_limit(len(data) // 3))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "cannot write the fixed file, the original is unchanged: File too large" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert path.read_bytes() == data
    assert _leftovers(path.parent) == []


def _failing_fdopen(error: OSError) -> Callable[..., Any]:
    real_fdopen = os.fdopen

    class Failing:
        def __init__(self, handle: Any) -> None:
            self.handle = handle

        def __enter__(self) -> Failing:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def write(self, data: bytes) -> int:
            self.handle.write(data[:10])
            raise error

    return lambda fd, *a, **k: Failing(real_fdopen(fd, *a, **k))


def test_fix_on_a_full_disk_injected_enospc(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, data = _deck(tmp_path)
    monkeypatch.setattr(os, "fdopen", _failing_fdopen(OSError(errno.ENOSPC, "No space left on device")))
    result = CliRunner().invoke(main, ["check", "--fix", str(path)])
    assert result.exit_code == 2
    assert "the original is unchanged: No space left on device" in result.stderr
    assert path.read_bytes() == data and _leftovers(path.parent) == []


def test_fix_in_a_read_only_directory_injected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    path, data = _deck(tmp_path)

    def read_only(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    result = CliRunner().invoke(main, ["check", "--fix", str(path)])
    assert result.exit_code == 2
    assert f"{path}: cannot write the fixed file: Read-only file system" in result.stderr
    assert "Traceback" not in result.output
    assert path.read_bytes() == data


@needs_non_root
def test_fix_in_a_read_only_directory_real_permissions(tmp_path: Path) -> None:
    path, data = _deck(tmp_path)
    path.parent.chmod(0o555)
    try:
        result = CliRunner().invoke(main, ["check", "--fix", str(path)])
    finally:
        path.parent.chmod(0o755)
    assert result.exit_code == 2 and "Permission denied" in result.stderr
    assert path.read_bytes() == data


# ================================================================ pool import
SOURCE = IMPORTS / "extra-columns.csv"


def _previous_pool(tmp_path: Path) -> tuple[Path, bytes]:
    """An earlier import at ``pools/out``, and a new source (a synthetic SQLite table) to import over it."""
    out = tmp_path / "pools" / "out"
    result = CliRunner().invoke(main, ["pool", "import", str(SOURCE), "--output", str(out)])
    assert result.exit_code == 0, result.output
    make_sqlite(tmp_path / "new.sqlite", rows=30)
    return out, (out / "pool.json").read_bytes()


def _import_args(tmp_path: Path, out: Path) -> list[str]:
    return ["pool", "import", str(tmp_path / "new.sqlite"), "--output", str(out)]


def test_import_replaces_the_previous_pool(tmp_path: Path) -> None:
    out, before = _previous_pool(tmp_path)
    proc = _child(tmp_path, "", *_import_args(tmp_path, out))
    assert proc.returncode == 0, proc.stderr
    assert (out / "pool.json").read_bytes() != before
    assert _leftovers(out.parent) == []


def test_import_on_a_full_disk_real_write_failure(tmp_path: Path) -> None:
    out, before = _previous_pool(tmp_path)
    proc = _child(tmp_path, "", *_import_args(tmp_path, out), preexec=_file_limit(len(before) // 2))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "File too large" in proc.stderr and "the previous pool is unchanged" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert (out / "pool.json").read_bytes() == before
    assert _leftovers(out.parent) == []


def test_import_into_a_read_only_directory_injected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    out, before = _previous_pool(tmp_path)

    def read_only(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkdtemp", read_only)
    result = CliRunner().invoke(main, _import_args(tmp_path, out))
    assert result.exit_code == 2, result.output
    assert "Read-only file system" in result.stderr and "Traceback" not in result.output
    assert (out / "pool.json").read_bytes() == before


@needs_non_root
def test_import_into_a_read_only_directory_real_permissions(tmp_path: Path) -> None:
    out, before = _previous_pool(tmp_path)
    out.parent.chmod(0o555)
    try:
        result = CliRunner().invoke(main, _import_args(tmp_path, out))
    finally:
        out.parent.chmod(0o755)
    assert result.exit_code == 2 and "Permission denied" in result.stderr
    assert (out / "pool.json").read_bytes() == before


@pytest.mark.parametrize(
    ("where", "patch"),
    [
        ("pool.json written, before the swap", f"os.fsync = lambda fd: {KILL_SELF}"),
        ("at the replace of pool.json", f"os.replace = lambda *a, **k: {KILL_SELF}"),
    ],
)
def test_import_killed_mid_write_leaves_the_previous_pool(tmp_path: Path, where: str, patch: str) -> None:
    out, before = _previous_pool(tmp_path)
    proc = _child(tmp_path, patch, *_import_args(tmp_path, out))
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert (out / "pool.json").read_bytes() == before, where


@pytest.mark.parametrize("when", ["before", "after"])
def test_import_killed_at_the_swap_leaves_a_pool(tmp_path: Path, when: str) -> None:
    """The swap into an existing pool is one os.replace of pool.json: a kill on either side of it leaves a pool."""
    out, before = _previous_pool(tmp_path)
    kill_before = KILL_SELF if when == "before" else "pass"
    kill_after = KILL_SELF if when == "after" else "pass"
    patch = (
        "real_replace = os.replace\n"
        "def replace(a, b, *rest, **kw):\n"
        f"    if str(b).endswith('pool.json'):\n        {kill_before}\n"
        "    result = real_replace(a, b, *rest, **kw)\n"
        f"    if str(b).endswith('pool.json'):\n        {kill_after}\n"
        "    return result\n"
        "os.replace = replace\n"
    )
    proc = _child(tmp_path, patch, *_import_args(tmp_path, out))
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert (out / "pool.json").is_file()  # the previous pool or the new one, but a pool
    load_pool(out)


# ================================================================ links, special files, owners (issue 7, items 10-12)
def _fix(path: Path, *extra: str) -> Any:
    return CliRunner().invoke(main, ["check", "--fix", *extra, str(path)])


def test_fix_writes_through_a_symlink_to_its_target(tmp_path: Path) -> None:
    real, data = _deck(tmp_path)
    links = tmp_path / "links"
    links.mkdir()
    link = links / "deck.txt"
    link.symlink_to(os.path.relpath(real, links))
    result = _fix(link)
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and os.readlink(link) == os.path.relpath(real, links)
    assert real.read_bytes() == _fixed(data)
    assert _leftovers(links) == [] and _leftovers(real.parent) == []


def test_fix_through_a_chain_of_symlinks(tmp_path: Path) -> None:
    real, data = _deck(tmp_path)
    (tmp_path / "one.txt").symlink_to(real)
    (tmp_path / "two.txt").symlink_to(tmp_path / "one.txt")
    assert _fix(tmp_path / "two.txt").exit_code == 0
    assert (tmp_path / "two.txt").is_symlink() and (tmp_path / "one.txt").is_symlink()
    assert real.read_bytes() == _fixed(data)


def test_fix_refuses_a_file_with_two_hard_links(tmp_path: Path) -> None:
    path, data = _deck(tmp_path)
    other = tmp_path / "other-name.txt"
    os.link(path, other)
    inode = path.stat().st_ino
    result = _fix(path)
    assert "has 2 hard links" in result.stderr and "deckcheck: note:" in result.stderr
    assert result.exit_code == 0  # a note, not an error: the deck is checked as it is (name-spelling warnings)
    assert "DC003" in result.stdout
    assert path.read_bytes() == data == other.read_bytes()
    assert path.stat().st_ino == other.stat().st_ino == inode and path.stat().st_nlink == 2


def _fifo_reader(fifo: Path) -> tuple[Any, list[bytes]]:
    import threading

    got: list[bytes] = []

    def read() -> None:
        with open(fifo, "rb") as handle:
            got.append(handle.read())

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread, got


def test_report_to_a_fifo_is_written_not_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "report.fifo"
    os.mkfifo(fifo)
    thread, got = _fifo_reader(fifo)
    result = CliRunner().invoke(main, ["pool", "import", str(SOURCE), "--dry-run", "--report", str(fifo)])
    thread.join(timeout=30)
    assert result.exit_code == 0, result.output
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert json.loads(got[0])["cards"] == 2


def test_report_to_a_character_device_is_written_not_replaced(tmp_path: Path) -> None:
    before = os.lstat("/dev/null")
    result = CliRunner().invoke(main, ["pool", "import", str(SOURCE), "--dry-run", "--report", "/dev/null"])
    assert result.exit_code == 0, result.output
    after = os.lstat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and (after.st_ino, after.st_rdev) == (before.st_ino, before.st_rdev)
    assert not [p for p in os.listdir("/dev") if p.startswith(".null.")]


@pytest.mark.parametrize("name", ["-", "/dev/stdout"])
def test_report_to_standard_output(tmp_path: Path, name: str) -> None:
    before = os.lstat("/dev/stdout")
    proc = _child(tmp_path, "", "pool", "import", str(SOURCE), "--dry-run", "--report", name)
    assert proc.returncode == 0, proc.stderr
    document = proc.stdout[proc.stdout.index("\n{") + 1 :]
    assert json.loads(document[: document.index("\n}\n") + 2])["cards"] == 2
    assert os.lstat("/dev/stdout").st_ino == before.st_ino and not (tmp_path / "-").exists()


def test_report_through_a_symlink_writes_the_target(tmp_path: Path) -> None:
    target = tmp_path / "reports" / "r.json"
    target.parent.mkdir()
    target.write_text("old\n")
    link = tmp_path / "r.json"
    link.symlink_to(target)
    result = CliRunner().invoke(main, ["pool", "import", str(SOURCE), "--dry-run", "--report", str(link)])
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and json.loads(target.read_text())["cards"] == 2


def test_fix_refuses_a_fifo_put_in_the_decks_place(tmp_path: Path) -> None:
    from cardpool.atomic import WriteFailed, write_file

    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    with pytest.raises(WriteFailed, match="it is a FIFO"):
        write_file(str(fifo), b"x", what="the fixed file")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.skipif(not ROOT, reason="only root can give a file to another owner")
def test_fix_keeps_owner_group_and_mode(tmp_path: Path) -> None:
    path, data = _deck(tmp_path)
    os.chown(path, 65534, 65534)  # nobody:nogroup
    path.chmod(0o640)
    assert _fix(path).exit_code == 0
    info = path.stat()
    assert path.read_bytes() == _fixed(data)
    assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (65534, 65534, 0o640)


def test_fix_keeps_the_mode(tmp_path: Path) -> None:
    path, data = _deck(tmp_path)
    path.chmod(0o604)
    assert _fix(path).exit_code == 0
    assert path.read_bytes() == _fixed(data) and stat.S_IMODE(path.stat().st_mode) == 0o604


def test_fix_refuses_a_file_nobody_may_write(tmp_path: Path) -> None:
    """0444: refused for an ordinary user (os.access) and for root too (no write bit for anyone)."""
    path, data = _deck(tmp_path)
    path.chmod(0o444)
    result = _fix(path)
    assert result.exit_code == 2, result.output
    assert f"deckcheck: error: {path}: read-only (mode -r--r--r--)" in result.stderr
    assert path.read_bytes() == data and stat.S_IMODE(path.stat().st_mode) == 0o444
    assert _leftovers(path.parent) == []


def test_fix_refuses_a_file_the_user_may_not_write_injected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An ordinary user's view of a file owned by someone else (os.access says no), staged for root too."""
    path, data = _deck(tmp_path)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, m, **k: False if m == os.W_OK else real_access(p, m, **k))
    result = _fix(path)
    assert result.exit_code == 2 and "read-only" in result.stderr
    assert path.read_bytes() == data


def test_fix_refuses_when_the_owner_cannot_be_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An ordinary user rewriting someone else's group-writable deck: a rename would make it theirs."""
    path, data = _deck(tmp_path)
    real_stat = os.stat
    mine = real_stat(path)

    def stat_as_other(p: Any, *a: Any, **k: Any) -> Any:
        info = real_stat(p, *a, **k)
        if str(p) == str(path):
            values = list(info)
            values[4] = mine.st_uid + 1  # st_uid
            return os.stat_result(values)
        return info

    def chown(*a: Any, **k: Any) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "stat", stat_as_other)
    monkeypatch.setattr(os, "chown", chown)
    result = _fix(path)
    assert result.exit_code == 2 and "cannot keep that owner" in result.stderr
    assert path.read_bytes() == data and _leftovers(path.parent) == []


def test_fix_loses_no_concurrent_append(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A line appended while --fix runs (here: while the new file is being synced) is kept: nothing is written."""
    path, data = _deck(tmp_path)
    real_fsync = os.fsync
    appended: list[bool] = []

    def fsync_and_append(fd: int) -> None:
        if not appended:
            with open(path, "ab") as handle:
                handle.write(b"1 Dragon Breath\n")
            appended.append(True)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync_and_append)
    result = _fix(path)
    assert appended and result.exit_code == 2, result.output
    assert "changed while deckcheck was working on it" in result.stderr and "nothing written" in result.stderr
    assert path.read_bytes() == data + b"1 Dragon Breath\n"
    assert _leftovers(path.parent) == []


def test_fix_loses_no_edit_with_the_same_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An edit that keeps size and mtime (restored) still shows in the content hash."""
    path, data = _deck(tmp_path)
    real_fsync = os.fsync
    edited = data.replace(b"# a comment", b"# A COMMENT")

    def fsync_and_edit(fd: int) -> None:
        info = os.stat(path)
        with open(path, "r+b") as handle:
            handle.write(edited)
        os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync_and_edit)
    result = _fix(path)
    assert result.exit_code == 2 and "changed while" in result.stderr
    assert path.read_bytes() == edited


def test_a_real_concurrent_writer_never_loses_a_line(tmp_path: Path) -> None:
    """A child appends lines while --fix runs in other processes: every appended line is still there."""
    path, data = _deck(tmp_path)
    writer = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "for i in range(40):\n"
            "    with open(sys.argv[1], 'ab') as f: f.write(b'# line %d\\n' % i)\n"
            "    time.sleep(0.01)\n",
            str(path),
        ]
    )
    while writer.poll() is None:
        _fix(path)
    writer.wait()
    text = path.read_text()
    assert all(f"# line {i}\n" in text for i in range(40))


# ================================================================ import never overwrites its source (issue 7, item 9)
def _json_source_named_pool(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    source = src / "pool.json"
    source.write_text('[{"name": "Source Card", "type": "spell", "world": "Dragon World"}]\n')
    return source


@pytest.mark.parametrize("how", ["directory", "relative", "via symlink"])
def test_import_refuses_an_output_that_holds_its_source(
    tmp_path: Path, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _json_source_named_pool(tmp_path)
    before = source.read_bytes()
    output = str(source.parent)
    if how == "relative":
        monkeypatch.chdir(tmp_path)
        output = "src/."
    elif how == "via symlink":
        (tmp_path / "link").symlink_to(source.parent)
        output = str(tmp_path / "link")
    result = CliRunner().invoke(main, ["pool", "import", str(source), "--output", output])
    assert result.exit_code == 2, result.output
    assert "holds the source" in result.stderr and "would replace what it reads" in result.stderr
    assert source.read_bytes() == before and sorted(os.listdir(source.parent)) == ["pool.json"]


def test_import_refuses_a_default_pool_dir_that_holds_its_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    xdg = tmp_path / "xdg"
    (xdg / "deckcheck" / "pools" / "buddyfight").mkdir(parents=True)
    source = xdg / "deckcheck" / "pools" / "buddyfight" / "pool.json"
    source.write_text('[{"name": "Source Card", "type": "spell", "world": "Dragon World"}]\n')
    monkeypatch.setenv("XDG_DATA_HOME", str(xdg))
    result = CliRunner().invoke(main, ["pool", "import", str(source), "--set-default"])
    assert result.exit_code == 2 and "--set-default" in result.stderr and "holds the source" in result.stderr
    assert source.read_text() == '[{"name": "Source Card", "type": "spell", "world": "Dragon World"}]\n'


@pytest.mark.parametrize("how", ["same path", "hard link", "symlink"])
def test_import_refuses_a_report_that_is_its_source(tmp_path: Path, how: str) -> None:
    source = _json_source_named_pool(tmp_path)
    before = source.read_bytes()
    report = source
    if how == "hard link":
        report = tmp_path / "report.json"
        os.link(source, report)
    elif how == "symlink":
        report = tmp_path / "report.json"
        report.symlink_to(source)
    result = CliRunner().invoke(main, ["pool", "import", str(source), "--dry-run", "--report", str(report)])
    assert result.exit_code == 2, result.output
    assert "is the source" in result.stderr
    assert source.read_bytes() == before


# ================================================================ pools above the old limits (issue 7, item 8)
def test_a_30k_row_json_source_imports_loads_and_checks(tmp_path: Path) -> None:
    """30,000 rows made 'the JSON holds more than 200000 values' at the load-back; the limit now scales."""
    rows = [
        {"card_no": f"J/{i:05}", "name": f"Json Card {i}", "type": "spell", "world": "Dragon World"}
        for i in range(30_000)
    ]
    rows.append({"card_no": "J/F", "name": "Dragon World", "type": "flag", "world": "-", "ability_effect": "-"})
    source = tmp_path / "cards.json"
    source.write_text(json.dumps(rows), encoding="utf-8")
    out = tmp_path / "pool"
    result = CliRunner().invoke(main, ["pool", "import", str(source), "--output", str(out)])
    assert result.exit_code == 0, result.output
    text = (out / "pool.json").read_text()
    assert text.count(",") + text.count("{") + text.count("[") > 200_000
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text({f"Json Card {i}": 4 for i in range(13)}, buddy=None), encoding="utf-8")
    checked = CliRunner().invoke(main, ["check", "--pool", str(out), str(deck)])
    assert "cannot load" not in checked.output and "52 cards (52 spell)" in checked.stdout, checked.output


def test_a_pool_that_does_not_load_back_is_named_by_its_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never the staging directory, which is gone by the time the message is read."""
    import cardpool.importer.writer as writer
    from cardpool.errors import PoolError

    def refuse(path: Path, models: Any) -> None:
        raise PoolError(str(Path(path) / "pool.json"), "the pool holds no cards", 3)

    monkeypatch.setattr(writer, "load_pool", refuse)
    monkeypatch.setattr(writer, "streamed_loads_back", lambda *_: False)  # not proven: it is loaded back whole
    out = tmp_path / "pool"
    result = CliRunner().invoke(main, ["pool", "import", str(SOURCE), "--output", str(out)])
    assert result.exit_code == 2
    assert f"{out / 'pool.json'}:3: the imported pool does not load back (the pool holds no cards)" in result.stderr
    assert ".new-" not in result.stderr and not out.exists()
    assert _leftovers(tmp_path) == []


@pytest.mark.skipif(not ROOT, reason="only root can give a file to another owner")
def test_import_over_a_pool_keeps_its_owner_group_and_mode(tmp_path: Path) -> None:
    out, before = _previous_pool(tmp_path)
    os.chown(out / "pool.json", 65534, 65534)
    (out / "pool.json").chmod(0o640)
    result = CliRunner().invoke(main, _import_args(tmp_path, out))
    assert result.exit_code == 0, result.output
    info = (out / "pool.json").stat()
    assert (out / "pool.json").read_bytes() != before
    assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (65534, 65534, 0o640)


def test_import_over_a_symlinked_pool_file_writes_its_target(tmp_path: Path) -> None:
    out, before = _previous_pool(tmp_path)
    kept = tmp_path / "kept-pool.json"
    (out / "pool.json").rename(kept)
    (out / "pool.json").symlink_to(kept)
    result = CliRunner().invoke(main, _import_args(tmp_path, out))
    assert result.exit_code == 0, result.output
    assert (out / "pool.json").is_symlink() and kept.read_bytes() != before
    assert len(load_pool(out)) == 30


def test_import_refuses_a_hard_linked_pool_file(tmp_path: Path) -> None:
    out, before = _previous_pool(tmp_path)
    os.link(out / "pool.json", tmp_path / "elsewhere.json")
    result = CliRunner().invoke(main, _import_args(tmp_path, out))
    assert result.exit_code == 2 and "has 2 hard links" in result.stderr, result.output
    assert (out / "pool.json").read_bytes() == before == (tmp_path / "elsewhere.json").read_bytes()
    assert _leftovers(out.parent) == []
