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

import deckcheck.run.pipeline as pipeline
import deckcheck.run.reading as runner
from cardpool import CardPool
from deckcheck.cli import main

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
    real_read_deck = pipeline.read_deck

    def read_then_delete(path: str, data: bytes, **options: Any) -> Any:
        if second.exists():
            second.unlink()
        return real_read_deck(path, data, **options)

    monkeypatch.setattr(pipeline, "read_deck", read_then_delete)
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
        "import deckcheck.run.reading as r\n"
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
    code, out = cli("check", str(tmp_path))
    assert code == 0 and "deck-\ufffd.txt: LEGAL" in out  # printable on a UTF-8 stdout


# ---------------------------------------------------------------- SQLite sources (issue 7, items 4, 14, 17)
def _wal_source(folder: Path, rows: int = 5) -> Path:
    import sqlite3
    from contextlib import closing

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "cards.sqlite"
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("CREATE TABLE card (name TEXT, type TEXT, world TEXT)")
        db.executemany(
            "INSERT INTO card VALUES (?, 'spell', 'Dragon World')", [(f"Wal Card {i}",) for i in range(rows)]
        )
        db.commit()
    return path


def test_a_wal_source_leaves_no_sidecar_files(tmp_path: Path) -> None:
    source = _wal_source(tmp_path / "src")
    before = sorted(os.listdir(source.parent))
    code, output = cli("pool", "import", str(source), "--output", str(tmp_path / "out"))
    assert code == 0, output
    assert "5 cards under 5 names" in output
    assert sorted(os.listdir(source.parent)) == before == ["cards.sqlite"]


@needs_non_root
def test_a_wal_source_in_a_read_only_folder_real_permissions(tmp_path: Path) -> None:
    source = _wal_source(tmp_path / "src")
    source.parent.chmod(0o555)
    try:
        code, output = cli("pool", "import", str(source), "--dry-run")
    finally:
        source.parent.chmod(0o755)
    assert code == 0 and "5 cards" in output, output


def test_a_wal_source_opens_without_creating_anything(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The read-only folder, staged for root: the open must not ask for write access or create -wal/-shm."""
    import sqlite3

    source = _wal_source(tmp_path / "src")
    real_connect = sqlite3.connect
    uris: list[str] = []

    def connect(database: Any, *args: Any, **kwargs: Any) -> Any:
        uris.append(str(database))
        return real_connect(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", connect)
    from cardpool.importer import read_table

    table = read_table(source)
    assert len(table.rows) == 5
    assert uris and all("mode=ro" in u and "immutable=1" in u for u in uris)
    assert os.listdir(source.parent) == ["cards.sqlite"]


def test_a_wal_log_that_is_not_applied_is_refused(tmp_path: Path) -> None:
    """immutable=1 would silently ignore a -wal file's changes: refused, with the way out."""
    import shutil
    import sqlite3

    live = _wal_source(tmp_path / "live")
    db = sqlite3.connect(live)
    db.execute("PRAGMA wal_autocheckpoint=0")
    db.execute("INSERT INTO card VALUES ('Late Card', 'spell', 'Dragon World')")
    db.commit()
    copy = tmp_path / "copy"
    copy.mkdir()
    shutil.copy(live, copy / "cards.sqlite")
    shutil.copy(str(live) + "-wal", copy / "cards.sqlite-wal")
    db.close()
    code, output = cli("pool", "import", str(copy / "cards.sqlite"), "--dry-run")
    assert code == 2
    assert "write-ahead log cards.sqlite-wal holds changes not yet in the database file" in output


def test_one_row_of_bad_utf8_is_reported_and_the_rest_imports(tmp_path: Path) -> None:
    import json
    import sqlite3
    from contextlib import closing

    source = tmp_path / "cards.sqlite"
    with closing(sqlite3.connect(source)) as db:
        db.execute("CREATE TABLE card (card_no TEXT, name TEXT, type TEXT, world TEXT, ability_effect TEXT)")
        db.execute("INSERT INTO card VALUES ('U/1', 'Good Card', 'spell', 'Dragon World', '-')")
        db.execute("INSERT INTO card VALUES ('U/2', 'Other Card', 'spell', 'Dragon World', CAST(X'41FE42' AS TEXT))")
        db.execute("INSERT INTO card VALUES ('U/3', 'Fine Card', 'spell', 'Dragon World', '-')")
        db.commit()
    report = tmp_path / "report.json"
    code, output = cli("pool", "import", str(source), "--output", str(tmp_path / "out"), "--report", str(report))
    assert code == 0, output
    data = json.loads(report.read_text())
    assert data["rows"] == {"read": 3, "imported": 2, "skipped": 1}
    [entry] = [e for e in data["entries"] if e["kind"] == "skipped"]
    assert entry["number"] == "U/2" and entry["field"] == "ability_effect"
    assert entry["reason"] == "not valid UTF-8 (byte 0xfe at offset 1)"
    names = [c["name"] for c in json.loads((tmp_path / "out" / "pool.json").read_text())["cards"]]
    assert names == ["Fine Card", "Good Card"]


def test_sigint_stops_a_spinning_sqlite_read(tmp_path: Path) -> None:
    """SQLite in a view that never returns a row: SIGINT still ends the import (exit 130), however high the
    step limit is."""
    import signal
    import sqlite3
    import time
    from contextlib import closing

    source = tmp_path / "cards.sqlite"
    with closing(sqlite3.connect(source)) as db:
        db.execute(
            "CREATE VIEW card AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) "
            "SELECT 'Card '||x AS name, 'spell' AS type FROM c WHERE x<0"
        )
        db.commit()
    marker = tmp_path / "reading"
    script = (
        "import sqlite3, sys, pathlib\n"
        "import cardpool.importer.sqlite_budget as budget\n"
        "budget.MAX_SQLITE_STEPS = 10**15\n"
        "budget.MAX_SQLITE_SECONDS = 10.0**9\n"
        "real = sqlite3.connect\n"
        f"def connect(*a, **k):\n    pathlib.Path({str(marker)!r}).touch()\n    return real(*a, **k)\n"
        "sqlite3.connect = connect\n"
        "from deckcheck.cli import main\nmain(sys.argv[1:])\n"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    child = subprocess.Popen(
        [sys.executable, "-c", script, "pool", "import", str(source), "--dry-run"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    deadline = time.monotonic() + 60
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(0.3)  # well inside the spinning query
    assert child.poll() is None, "the import ended before it was interrupted"
    child.send_signal(signal.SIGINT)
    try:
        _, err = child.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        child.kill()
        pytest.fail("SIGINT did not stop the SQLite read")
    assert child.returncode == 130, err
    assert b"interrupted" in err and b"Traceback" not in err


# ---------------------------------------------------------------- where user data lives (issue 7, items 19, 20)
NO_PASSWD_ENTRY = (
    "import pwd\ndef getpwuid(uid):\n    raise KeyError(f'getpwuid(): uid not found: {uid}')\npwd.getpwuid = getpwuid\n"
)


def _homeless(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The CLI with HOME and XDG_DATA_HOME unset and the uid missing from the password database."""
    env = {k: v for k, v in os.environ.items() if k not in ("HOME", "XDG_DATA_HOME", "DECKCHECK_POOL")}
    script = NO_PASSWD_ENTRY + "import sys\nfrom deckcheck.cli import main\nmain(sys.argv[1:])\n"
    return subprocess.run(
        [sys.executable, "-c", script, *args], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60
    )


def test_set_default_with_no_home_at_all_says_so(tmp_path: Path) -> None:
    from hostile.corpus import IMPORTS

    proc = _homeless(tmp_path, "pool", "import", str(IMPORTS / "extra-columns.csv"), "--set-default")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "deckcheck: error: --set-default: no data directory can be found" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert os.listdir(tmp_path) == []  # never ./~/.local/share/...


def test_checking_with_no_home_at_all_uses_the_bundled_pool(tmp_path: Path) -> None:
    (tmp_path / "deck.txt").write_text(deck_text(), encoding="utf-8")
    proc = _homeless(tmp_path, "check", "deck.txt")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert sorted(os.listdir(tmp_path)) == ["deck.txt"]


def test_a_relative_xdg_data_home_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from hostile.corpus import IMPORTS

    from deckcheck.run.pools import data_dir

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    monkeypatch.chdir(tmp_path)
    assert data_dir() == home / ".local" / "share" / "deckcheck"
    code, output = cli("pool", "import", str(IMPORTS / "extra-columns.csv"), "--set-default")
    assert code == 0, output
    assert (home / ".local" / "share" / "deckcheck" / "pools" / "buddyfight" / "pool.json").is_file()
    assert not (tmp_path / "relative").exists()
    assert os.environ["XDG_DATA_HOME"] == "relative/data"  # left as it was


def test_an_absolute_xdg_data_home_is_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.run.pools import data_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "deckcheck"


# ---------------------------------------------------------------- a pool directory's budget (issue 7, item 6)
def _pool_dir_of(tmp_path: Path, files: int, cards: int) -> Path:
    import json

    folder = tmp_path / "pool"
    folder.mkdir()
    for f in range(files):
        data = {"cards": [{"name": f"Card {f}-{i}", "type": "spell"} for i in range(cards)]}
        (folder / f"p{f}.json").write_text(json.dumps(data), encoding="utf-8")
    return folder


def test_the_card_budget_is_counted_over_every_file_before_any_card_is_built(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cardpool.pool as pool_module
    from deckcheck.games import card_model

    folder = _pool_dir_of(tmp_path, files=3, cards=40)
    monkeypatch.setattr(pool_module, "MAX_POOL_CARDS", 100)
    built: list[Path] = []
    real_validate = pool_module._validate_file
    monkeypatch.setattr(
        pool_module, "_validate_file", lambda path, *a, **k: (built.append(path), real_validate(path, *a, **k))[1]
    )
    with pytest.raises(pool_module.PoolError, match=r"more than 100 cards \(the limit; counted up to p2.json\)"):
        pool_module.load_pool(folder, card_model)
    assert built == []  # refused before pydantic saw a card
    monkeypatch.setattr(pool_module, "MAX_POOL_CARDS", 120)
    assert len(pool_module.load_pool(folder, card_model, default_game="buddyfight")) == 120


def test_the_byte_budget_counts_what_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The sizes are summed from stat first; a file that grows after that is caught as it is read."""
    import cardpool.loading as loading_module
    import cardpool.pool as pool_module
    from deckcheck.games import card_model

    folder = _pool_dir_of(tmp_path, files=2, cards=30)
    monkeypatch.setattr(loading_module, "_size", lambda path: 0)  # what a stat before growth would say
    monkeypatch.setattr(pool_module, "MAX_POOL_BYTES", 1500)
    with pytest.raises(pool_module.PoolError, match="hold more than 0 MiB together"):
        pool_module.load_pool(folder, card_model)


def test_the_budget_error_reaches_the_cli_as_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cardpool.loading as loading_module  # where a pool's files are listed (cardpool.pool reads them)

    folder = _pool_dir_of(tmp_path, files=2, cards=5)
    monkeypatch.setattr(loading_module, "MAX_POOL_FILES", 1)
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text(), encoding="utf-8")
    code, output = cli("check", "--pool", str(folder), str(deck))
    assert code == 2 and "holds 2 pool files; the limit is 1" in output


def test_a_yugioh_row_of_bad_utf8_is_left_out_with_the_reason(tmp_path: Path) -> None:
    """The source reader's verdict reaches every game's importer (here Yu-Gi-Oh!'s)."""
    import sqlite3
    from contextlib import closing

    from cardpool.importer import read_table
    from deckcheck.games.yugioh.importer import import_table

    source = tmp_path / "ygo.sqlite"
    with closing(sqlite3.connect(source)) as db:
        db.execute("CREATE TABLE card (password TEXT, name TEXT, card_type TEXT, monster_type_line TEXT)")
        db.execute("INSERT INTO card VALUES ('46986414', 'Dark Magician', 'Monster', 'Spellcaster / Normal')")
        db.execute("INSERT INTO card VALUES ('89631139', CAST(X'426C7565FF' AS TEXT), 'Monster', 'Dragon / Normal')")
        db.commit()
    result = import_table(read_table(source))
    assert [c.name for c in result.cards] == ["Dark Magician"]
    [left] = [o for o in result.report.outcomes if o.outcome == "left out"]
    assert left.row == 2 and left.reason == "name: not valid UTF-8 (byte 0xff at offset 4)"


def test_a_yugioh_json_source_with_5000_digit_numbers_is_reported_not_a_crash(tmp_path: Path) -> None:
    import json

    digits = "7" * 5000
    rows = [
        {"password": digits, "name": "Huge Password", "card_type": "Spell", "konami_id": 1},
        {
            "password": "46986414",
            "name": "Dark Magician",
            "card_type": "Monster",
            "konami_id": digits,
            "monster_type_line": "Spellcaster / Normal",
        },
    ]
    source = tmp_path / "ygo.json"
    source.write_text(json.dumps(rows).replace(f'"{digits}"', digits), encoding="utf-8")
    code, output = cli("pool", "import", str(source), "--dry-run", "--game", "yugioh")
    assert code == 0, output
    assert "is larger than" in output and "konami_id" in output
