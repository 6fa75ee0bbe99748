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
import os
import resource
import signal
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
