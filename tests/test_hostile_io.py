"""Hostile paths that need a hand inside the process: permissions as root, races, odd standard input.

Tests run as root in CI, and permission bits do not stop root. Each permission
case therefore has two tests: one with real ``chmod`` that is skipped when
``os.geteuid() == 0``, and one that injects the ``PermissionError`` the kernel
would raise (by wrapping ``os.open`` or ``os.scandir``), which runs everywhere.
"""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import deckcheck.runner as runner
from cardpool import CardPool
from deckcheck.cli import main
from deckcheck.settings import Pools

from helpers import deck_text

ROOT = os.geteuid() == 0
needs_non_root = pytest.mark.skipif(
    ROOT, reason="runs as root: permission bits do not stop root (see the injected twin)"
)


def cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.stdout + result.stderr


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    folder = tmp_path / "decks"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.txt").write_text(deck_text(), encoding="utf-8")
    (folder / "sub" / "b.txt").write_text(deck_text(), encoding="utf-8")
    return folder


# ---------------------------------------------------------------- unreadable files and directories
@needs_non_root
def test_unreadable_file_real_permissions(decks: Path) -> None:
    locked = decks / "a.txt"
    locked.chmod(0)
    try:
        code, out = cli("check", str(locked))
    finally:
        locked.chmod(0o644)
    assert code == 1 and f"{locked}: DC001 [error] permission denied" in out


def test_unreadable_file_injected(decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    locked = decks / "a.txt"
    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if os.fspath(path) == str(locked):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    code, out = cli("check", str(decks))
    assert code == 1
    assert f"{locked}: DC001 [error] permission denied: deckcheck cannot read this file" in out
    assert f"{decks / 'sub' / 'b.txt'}: LEGAL" in out  # the other deck is still checked


@needs_non_root
def test_unreadable_directory_real_permissions(decks: Path) -> None:
    (decks / "sub").chmod(0)
    try:
        code, out = cli("check", str(decks))
    finally:
        (decks / "sub").chmod(0o755)
    assert code == 2 and "cannot read this directory" in out and f"{decks / 'a.txt'}: LEGAL" in out


def _scandir_refusing(monkeypatch: pytest.MonkeyPatch, refused: Path, error: OSError) -> None:
    real_scandir = os.scandir

    def scandir(path: Any = ".") -> Any:
        if os.fspath(path) == str(refused):
            raise error
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)


def test_unreadable_directory_is_reported_not_skipped(decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sub = decks / "sub"
    _scandir_refusing(monkeypatch, sub, PermissionError(errno.EACCES, "Permission denied", str(sub)))
    code, out = cli("check", str(decks))
    assert code == 2
    assert f"deckcheck: error: {sub}: cannot read this directory: Permission denied" in out
    assert f"{decks / 'a.txt'}: LEGAL" in out


def test_directory_that_vanishes_during_the_walk(decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sub = decks / "sub"
    _scandir_refusing(monkeypatch, sub, FileNotFoundError(errno.ENOENT, "No such file or directory", str(sub)))
    code, out = cli("check", str(decks))
    assert code == 2 and f"{sub}: cannot read this directory: No such file or directory" in out


# ---------------------------------------------------------------- paths that change under the run
def test_file_that_vanishes_mid_run(decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The walk lists both decks; the second is deleted while the first is being checked."""
    second = decks / "sub" / "b.txt"
    real_read_deck = runner.read_deck

    def read_then_delete(path: str, data: bytes, **options: Any) -> Any:
        if second.exists():
            second.unlink()
        return real_read_deck(path, data, **options)

    monkeypatch.setattr(runner, "read_deck", read_then_delete)
    code, out = cli("check", str(decks))
    assert code == 1
    assert f"{decks / 'a.txt'}: LEGAL" in out
    assert f"{second}: DC001 [error] the file disappeared before it could be read" in out


def test_fifo_swapped_in_after_the_first_look_does_not_hang(tmp_path: Path) -> None:
    """``os.stat`` says "regular file", then a FIFO is what gets opened: no hang, a finding."""
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    script = (
        "import os, stat, sys\n"
        "import deckcheck.runner as r\n"
        "real = os.stat\n"
        "class Regular:\n"
        "    st_mode = stat.S_IFREG | 0o644\n"
        "r.os.stat = lambda p, *a, **k: Regular() if str(p) == sys.argv[1] else real(p, *a, **k)\n"
        "data, problem = r.read_bytes(sys.argv[1], 1000)\n"
        "print(problem.message)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script, str(fifo)], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert "it is a FIFO" in proc.stdout


def test_symlink_into_a_loop_inside_a_walked_directory(tmp_path: Path) -> None:
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "ok.txt").write_text(deck_text(), encoding="utf-8")
    os.symlink("loop-b.txt", folder / "loop-a.txt")
    os.symlink("loop-a.txt", folder / "loop-b.txt")
    os.symlink(str(folder), folder / "self")
    code, out = cli("check", str(folder))
    assert code == 1
    assert out.count("LEGAL") == 1 and out.count("symbolic links") == 2


# ---------------------------------------------------------------- standard input
class _BrokenStdin:
    class buffer:  # noqa: N801 - stands in for sys.stdin.buffer
        @staticmethod
        def read(size: int = -1) -> bytes:
            raise OSError(errno.EIO, "Input/output error")


def test_stdin_that_fails_to_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", _BrokenStdin())
    data, problem = runner.read_bytes("-", 100)
    assert data is None and problem is not None
    assert problem.message == "cannot read standard input: Input/output error"


def test_stdin_that_is_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", None)
    data, problem = runner.read_bytes("-", 100)
    assert data is None and problem is not None and "standard input is closed" in problem.message


def test_stdin_exactly_at_the_limit_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    class Stdin:
        buffer = io.BytesIO(b"x" * 100)

    monkeypatch.setattr(sys, "stdin", Stdin())
    assert runner.read_bytes("-", 100) == (b"x" * 100, None)


# ---------------------------------------------------------------- odd command-line paths
@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("n" * 5000 + ".txt", "File name too long"),
        ("nope/" * 2 + "deck.txt", "no such file or directory"),
    ],
)
def test_paths_that_name_nothing_exit_2(path: str, message: str, tmp_path: Path) -> None:
    code, out = cli("check", str(tmp_path / path))
    assert code == 2 and message in out


def test_file_name_that_is_not_utf8_is_printed(tmp_path: Path, pool: CardPool) -> None:
    folder = os.fsencode(tmp_path)
    with open(os.path.join(folder, b"deck-\xff.txt"), "wb") as handle:
        handle.write(deck_text().encode("utf-8"))
    result = runner.run([str(tmp_path)], Pools(), runner.CheckOptions())
    [report] = result.reports
    assert report.path.endswith("deck-\ufffd.txt") and report.legal
    report.path.encode("utf-8")  # printable on a UTF-8 stdout
