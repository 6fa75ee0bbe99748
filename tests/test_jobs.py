"""``--jobs``: many deck files checked in forked workers give the same output, byte for byte, as one process;
where it is not safe (``--fix``) the run stays in one process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from cardpool import CardPool
from cardpool.errors import PoolError
from deckcheck.config.errors import ConfigError
from deckcheck.games import GameError
from deckcheck.regulations.errors import RegulationError, UnknownCards
from deckcheck.regulations.session import Gathered, RunRegulations
from deckcheck.run import parallel
from deckcheck.run.parallel import FILES_PER_JOB, can_fork, in_order, jobs_for
from deckcheck.run.reading import read_bytes

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "buddyfight"
needs_fork = pytest.mark.skipif(not can_fork(), reason="the platform cannot fork")


def folder_of_decks(root: Path, count: int) -> Path:
    """``count`` deck files, legal and illegal, YAML and text, in one folder."""
    sources = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".yaml", ".txt"))
    decks = root / "decks"
    decks.mkdir()
    for i in range(count):
        source = sources[i % len(sources)]
        (decks / f"deck{i:04}{source.suffix}").write_bytes(source.read_bytes())
    return decks


def deckcheck(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKCHECK_")}
    return subprocess.run(
        [sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True, cwd=cwd, env=env, timeout=300
    )


def test_jobs_are_one_per_hundred_files_at_most() -> None:
    assert jobs_for(4, FILES_PER_JOB - 1) == 1
    assert jobs_for(4, 2 * FILES_PER_JOB) == 2
    assert jobs_for(1, 10 * FILES_PER_JOB) == 1
    assert jobs_for(0, 10_000 * FILES_PER_JOB) == (os.cpu_count() or 1)


def slowly(path: str) -> tuple[str, int]:
    """A file's path and the process that checked it, after a millisecond's work: every process gets runs."""
    time.sleep(0.001)
    return path, os.getpid()


@needs_fork
def test_results_come_back_in_order_from_other_processes() -> None:
    paths = [f"p{i}" for i in range(40)]
    got = list(in_order(paths, slowly, 2))
    assert [path for path, _ in got] == paths
    assert got[0][1] == os.getpid()  # the first file is checked here, loading what the workers inherit
    assert {pid for _, pid in got[1:]} - {os.getpid()}


@needs_fork
@pytest.mark.parametrize("jobs", [2, 3, 50])
def test_this_process_checks_runs_of_its_own_beside_its_workers(jobs: int) -> None:
    """With N jobs, N processes check: this one takes runs too (and more jobs than runs are fewer workers)."""
    paths = [f"p{i}" for i in range(60)]
    got = list(in_order(paths, slowly, jobs))
    assert [path for path, _ in got] == paths
    pids = [pid for _, pid in got[1:]]
    if jobs < 10:  # (49 workers take every run while this process is still forking them)
        assert os.getpid() in pids  # runs of its own, not only the first file
    assert 1 <= len(set(pids) - {os.getpid()}) <= jobs - 1


def children() -> set[int]:
    """This process's child processes (Linux: from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "stat").read_text().rsplit(")", 1)[1].split()[1] == str(os.getpid()):
                found.add(int(entry.name))
        except OSError:
            continue
    return found


needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="no /proc to list child processes")


@needs_fork
def test_a_workers_error_is_raised_here() -> None:
    def work(path: str) -> str:
        if path == "p17":
            raise ValueError(f"cannot read {path}")
        return path

    with pytest.raises(ValueError, match="cannot read p17"):
        list(in_order([f"p{i}" for i in range(40)], work, 2))


@needs_fork
@pytest.mark.parametrize(
    "error",
    [
        PoolError("pools/z.json", "invalid JSON: Expecting value", 1),
        RegulationError("lflist.conf", "no list is named 'x'", 4, 2),
        UnknownCards("lflist.conf", "'Pot of Greedd' is no card of the pool", 7),
        GameError("no game answers to 'mtg'"),
        ConfigError("deckcheck.toml: strickt: unknown key"),
    ],
    ids=lambda error: type(error).__name__,
)
def test_an_error_met_in_a_worker_keeps_its_kind(error: Exception) -> None:
    """The errors the command answers with one line and exit 2 reach this process as themselves, not as a
    RuntimeError naming them (an internal error, exit 3)."""
    parent = os.getpid()

    def work(path: str) -> str:
        time.sleep(0.002)  # so that the worker takes runs too
        if os.getpid() != parent:
            raise error
        return path

    with pytest.raises(type(error)) as raised:
        list(in_order([f"p{i}" for i in range(40)], work, 2))
    assert type(raised.value) is type(error) and str(raised.value) == str(error)
    assert vars(raised.value) == vars(error)


@needs_fork
def test_a_pool_that_fails_in_a_worker_is_the_error_one_process_gives(tmp_path: Path) -> None:
    """A folder's config names a broken pool, first loaded by whichever process checks that folder."""
    decks = folder_of_decks(tmp_path, 2 * FILES_PER_JOB + 10)
    late = decks / "zz"
    late.mkdir()
    for source in sorted(decks.glob("deck00[0-4]*"))[:40]:
        (late / source.name).write_bytes(source.read_bytes())
    (late / "pool.json").write_text("{ broken", encoding="utf-8")
    (late / "deckcheck.toml").write_text('pool = "pool.json"\n', encoding="utf-8")
    one = deckcheck("check", "--jobs", "1", decks.name, cwd=tmp_path)
    two = deckcheck("check", "--jobs", "2", decks.name, cwd=tmp_path)
    assert one.returncode == two.returncode == 2
    assert two.stderr == one.stderr and "cannot load the card pool" in one.stderr and "zz" in one.stderr


@needs_fork
def test_a_workers_error_is_raised_in_file_order() -> None:
    """Two runs fail, one here and one in a worker: the error raised is the first in file order, once every
    file before it has been handed on, whichever process met its error first."""

    def work(path: str) -> str:
        time.sleep(0.001)
        if path in ("p11", "p29"):
            raise ValueError(f"cannot read {path}")
        return path

    got: list[str] = []
    with pytest.raises(ValueError, match="cannot read p11"):
        got.extend(in_order([f"p{i}" for i in range(40)], work, 2))
    assert got == [f"p{i}" for i in range(11)]


@needs_fork
def test_the_runs_of_a_worker_that_dies_are_checked_here() -> None:
    """A worker killed from outside (out of memory, a CI limit): its runs are checked in this process once every
    worker has ended, so every result comes, in order, and ``stopped`` is told once."""
    parent = os.getpid()

    def work(path: str) -> str:
        time.sleep(0.001)
        if os.getpid() != parent:  # the worker dies in the first run it takes
            os.kill(os.getpid(), signal.SIGKILL)
        return path

    told: list[str] = []
    paths = [f"p{i}" for i in range(40)]
    assert list(in_order(paths, work, 2, stopped=told.append)) == paths
    [said] = told
    assert "stopped before it sent the results of every file it took" in said and "checked those files" in said


@needs_fork
@needs_proc
@pytest.mark.parametrize("stop", [KeyboardInterrupt, GeneratorExit])
@pytest.mark.parametrize("taken", [2, 60], ids=["in-its-own-run", "in-a-workers-run"])
def test_a_run_stopped_early_leaves_no_worker_behind(stop: type[BaseException], taken: int) -> None:
    """Ctrl-C while this process checks its own run or reads a worker's (or a reader that stops early): every
    worker is killed and reaped (400 files, 2 jobs: runs of 12)."""
    before = children()
    results = in_order([f"p{i}" for i in range(400)], lambda path: (time.sleep(0.001), path)[1], 2)
    assert [next(results) for _ in range(taken)] == [f"p{i}" for i in range(taken)]
    assert children() - before  # the workers run
    if stop is GeneratorExit:
        results.close()
    else:
        with pytest.raises(KeyboardInterrupt):
            results.throw(KeyboardInterrupt)
    assert children() == before


def test_one_job_checks_every_file_here() -> None:
    assert {pid for pid in in_order(["a", "b", "c"], lambda _: os.getpid(), 1)} == {os.getpid()}


@needs_fork
@pytest.mark.parametrize("form", [["--output-format", "json"], ["--output-format", "text"]])
def test_two_jobs_print_what_one_prints(tmp_path: Path, form: list[str]) -> None:
    decks = folder_of_decks(tmp_path, 2 * FILES_PER_JOB + 10)
    one = deckcheck("check", *form, "--jobs", "1", decks.name, cwd=tmp_path)
    two = deckcheck("check", *form, "--jobs", "2", decks.name, cwd=tmp_path)
    assert one.returncode == two.returncode == 1  # sun-dragon.txt is illegal
    assert two.stdout == one.stdout and two.stderr == one.stderr
    assert one.stdout.count("sun-dragon") == 0 and one.stdout.count("deck0003.txt") >= 1


@needs_fork
def test_fix_with_jobs_stays_in_one_process_and_fixes_every_file(tmp_path: Path) -> None:
    decks = folder_of_decks(tmp_path, 2 * FILES_PER_JOB)
    plain = deckcheck("check", "--diff", "--jobs", "1", decks.name, cwd=tmp_path)
    fixed = deckcheck("check", "--fix", "--jobs", "2", decks.name, cwd=tmp_path)
    assert fixed.returncode in (0, 1) and "Traceback" not in fixed.stderr
    again = deckcheck("check", "--diff", decks.name, cwd=tmp_path)
    assert plain.stdout and not again.stdout.strip()  # every file the diff named was fixed


def test_jobs_is_refused_below_zero(tmp_path: Path) -> None:
    done = deckcheck("check", "--jobs", "-1", str(EXAMPLES / "dragon-world.yaml"), cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.startswith("deckcheck: error:")


@pytest.mark.parametrize("command", ["check", "report"])
def test_without_jobs_a_large_input_is_checked_on_every_cpu(monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    """The default is ``--jobs 0``: one process per CPU, which :func:`jobs_for` caps at one per 100 files."""
    from click.testing import CliRunner

    from deckcheck.cli import main
    from deckcheck.run import execute

    asked: list[int] = []

    def jobs_seen(requested: int, files: int) -> int:
        asked.append(requested)
        return 1

    monkeypatch.setattr(execute, "jobs_for", jobs_seen)
    deck = str(EXAMPLES / "dragon-world.yaml")
    args = [command, deck] if command == "check" else [command, "--format", "csv", deck]
    CliRunner().invoke(main, args)
    assert asked == [0]


def test_a_worker_killed_from_outside_leaves_a_whole_json_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A script that reads only the JSON still gets every deck (the run used to stop with no document at all)."""
    from click.testing import CliRunner

    from deckcheck.cli import main
    from deckcheck.run import execute

    decks = folder_of_decks(tmp_path, 2 * FILES_PER_JOB + 10)
    parent = os.getpid()
    real = execute.check_path

    def dying(path: str, *args: object, **kwargs: object) -> object:
        if os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(execute, "check_path", dying)
    done = CliRunner().invoke(main, ["check", "--jobs", "2", "-f", "json", str(decks)])
    assert done.exit_code == 1, done.output  # as with one process: sun-dragon.txt is illegal
    document = json.loads(done.stdout)
    assert len(document["decks"]) == 2 * FILES_PER_JOB + 10 and "internal error" not in done.stderr
    assert "stopped before it sent the results" in done.stderr


@needs_fork
def test_the_runs_are_no_more_than_the_task_pipe_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pipe may hold as little as 8 KiB (Linux, once a user's pipe budget is spent), 512 bytes elsewhere: the
    runs' numbers are written before anyone reads them, so there are never more runs than fit (a review found a
    run of 50,000 files waiting forever on a full pipe)."""
    monkeypatch.setattr(parallel, "_capacity", lambda pipe: 3 * 4)  # three numbers
    paths = [f"p{i}" for i in range(200)]
    got = list(in_order(paths, slowly, 2))
    assert [path for path, _ in got] == paths
    assert len(parallel.chunked(paths[1:], 2, 3)) == 3


def test_numbers_that_do_not_fit_are_not_waited_on() -> None:
    """Written without waiting: a pipe too small for the numbers says so, and nothing hangs."""
    import fcntl

    reading, writing = os.pipe()
    try:
        fcntl.fcntl(writing, fcntl.F_SETPIPE_SZ, 4096)
        size = fcntl.fcntl(writing, fcntl.F_GETPIPE_SZ)
    except (AttributeError, OSError):
        os.close(reading)
        os.close(writing)
        pytest.skip("pipes here cannot be made small")
    try:
        assert parallel._fill(writing, size // 4 + 100) is False
    finally:
        os.close(reading)


REPEATING_LIST = (
    "name: Test list\ngame: buddyfight\neffective: 2019-03-01\nchoice:\n"
    "  - cards: [Magical Goodbye, Begone!!]\n  - cards: [Begone!!, Magical Goodbye]\n"
)
"""A Buddyfight list whose second choice group repeats its first: binding it gives a warning note."""


@needs_fork
def test_a_regulations_notes_found_in_a_worker_reach_the_run(tmp_path: Path, pool: CardPool) -> None:
    """The run's regulation notes (a game with no list in force, a list's repeats) found only by a worker are
    said as one process would say them: the worker's results carry them back (``check_all`` absorbs them)."""
    (tmp_path / "reg.yaml").write_text(REPEATING_LIST, encoding="utf-8")
    sources = (str(tmp_path / "reg.yaml"),)
    alone = RunRegulations(read_bytes, sources)
    chooser = alone.for_settings((), None, None)
    assert chooser is not None and chooser("yugioh", pool) is None and chooser("buddyfight", pool) is not None
    run = RunRegulations(read_bytes, sources)
    here = run.for_settings((), None, None)
    assert here is not None and run.notes() == []
    parent = os.getpid()

    def work(path: str) -> tuple[int, Gathered | None]:
        time.sleep(0.002)  # so that the worker takes runs too
        if os.getpid() != parent:
            here("yugioh", pool)
            here("buddyfight", pool)
        return os.getpid(), run.gathered()

    pids = set()
    for pid, found in in_order([f"p{i}" for i in range(40)], work, 2):
        pids.add(pid)
        if found is not None:
            run.absorb(found)
    assert len(pids) == 2
    assert run.notes() == alone.notes() and len(alone.notes()) == 2


@needs_fork
def test_two_jobs_with_a_regulation_print_what_one_prints(tmp_path: Path) -> None:
    """A regulation no longer keeps a run in one process; its notes are the same (a repeat in the list, and Yu-Gi-Oh!
    decks at the end, for which the list has nothing in force)."""
    decks = folder_of_decks(tmp_path, 2 * FILES_PER_JOB + 10)
    for i in range(30):
        (decks / f"zz{i:02}.ydk").write_bytes((ROOT / "examples" / "yugioh" / "dark-magician.ydk").read_bytes())
    (tmp_path / "reg.yaml").write_text(REPEATING_LIST, encoding="utf-8")
    one = deckcheck("check", "--regulation", "reg.yaml", "--jobs", "1", decks.name, cwd=tmp_path)
    two = deckcheck("check", "--regulation", "reg.yaml", "--jobs", "2", decks.name, cwd=tmp_path)
    assert one.returncode == two.returncode == 1
    assert two.stdout == one.stdout and two.stderr == one.stderr
    said = one.stdout + one.stderr
    assert "repeats the one on line 5" in said and "no regulation for yugioh is in force" in said


def test_a_regulation_leaves_the_files_to_every_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from deckcheck.cli import main
    from deckcheck.run import execute

    decks = folder_of_decks(tmp_path, 2 * FILES_PER_JOB + 10)
    (tmp_path / "reg.yaml").write_text(REPEATING_LIST, encoding="utf-8")
    asked: list[int] = []

    def one_process(paths: list[str], work: Callable[[str], object], jobs: int, **_: object) -> Iterator[object]:
        asked.append(jobs)
        return in_order(paths, work, 1)

    monkeypatch.setattr(execute, "in_order", one_process)
    CliRunner().invoke(main, ["check", "--jobs", "2", "--regulation", str(tmp_path / "reg.yaml"), str(decks)])
    assert asked == [2]


@needs_fork
def test_a_regulation_that_cannot_be_read_is_the_error_one_process_meets(tmp_path: Path) -> None:
    """The first folder's list names an unknown card (an error when its first deck is checked), a later folder's
    list does not exist (an error when it is loaded): the run stops on the first, with --jobs as without."""
    decks = folder_of_decks(tmp_path, 2 * FILES_PER_JOB + 10)
    (decks / "reg.yaml").write_text(REPEATING_LIST.replace("Begone!!]", "Zzyzx Nowhere Card]"), encoding="utf-8")
    (decks / "deckcheck.toml").write_text('regulation = "reg.yaml"\nas-of = "2020-01-01"\n', encoding="utf-8")
    late = decks / "zz"
    late.mkdir()
    (late / "d.yaml").write_bytes((EXAMPLES / "dragon-world.yaml").read_bytes())
    (late / "deckcheck.toml").write_text('regulation = "missing.yaml"\n', encoding="utf-8")
    one = deckcheck("check", "--jobs", "1", decks.name, cwd=tmp_path)
    two = deckcheck("check", "--jobs", "2", decks.name, cwd=tmp_path)
    assert one.returncode == two.returncode == 2
    assert two.stderr == one.stderr and "Zzyzx Nowhere Card" in one.stderr


def _running(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie waiting to be reaped does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


@needs_fork
@needs_proc
def test_workers_stop_soon_when_their_parent_is_killed(tmp_path: Path) -> None:
    """``kill -TERM`` of the checking process alone (a CI runner cancelling a job): its workers stop before their
    next run, though another worker holds their pipe's reading end (they ran on for seconds)."""
    log = tmp_path / "pids"

    def work(path: str) -> str:
        time.sleep(0.002)
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(f"{os.getpid()}\n")
        return path

    pid = os.fork()
    if pid == 0:  # the checking process: killed below
        try:
            for _ in in_order([f"p{i}" for i in range(10_000)], work, 4):
                pass
        finally:
            os._exit(0)
    time.sleep(0.5)
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    workers = {int(line) for line in log.read_text(encoding="utf-8").split()} - {pid}
    assert len(workers) == 3
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline and any(map(_running, workers)):
        time.sleep(0.02)
    assert not any(map(_running, workers))
