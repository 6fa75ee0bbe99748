"""The hostile-input corpus, run through the real CLI (issue 4).

Every case is one ``deckcheck`` process with an address-space limit of 500 MiB
(``RLIMIT_AS``, set in ``preexec_fn``) and a wall-clock limit of 10 seconds (the
process is killed at the limit: a limit, not a timed assertion). Each must end
with the documented exit code, a message naming the file, no Python traceback
and no "internal error". Processes run a few at a time, started from this one
thread (``preexec_fn`` is only safe without other threads), and each
parametrized test checks its own process's result.
"""

from __future__ import annotations

import json
import os
import re
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hostile.corpus import CLOSED, DECKS, IMPORTS, POOLS, Case, all_cases, committed_cases

pytestmark = pytest.mark.slow  # the inner loop skips it: pytest -m "not slow"

MEMORY_LIMIT = 500 * 1024 * 1024
TIME_LIMIT = 10.0
PARALLEL = max(1, min(4, os.cpu_count() or 2))
SENTINEL = "hostile-code-ran"
"""The file that the ``!!python/...`` fixtures would create if any code ran."""

CASES = all_cases()
ROOT_SKIP = (
    "runs as root: permission bits do not stop root, so this case cannot be staged; "
    "test_hostile_io.py covers it in-process with an injected PermissionError"
)


@dataclass
class Outcome:
    code: int | None
    stdout: str
    stderr: str
    seconds: float
    max_rss: int
    """Peak resident memory in bytes."""
    timed_out: bool
    work: Path

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


def _limits(close_stdin: bool) -> Callable[[], None]:
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if close_stdin:
            os.close(0)

    return apply


def _env(work: Path, case: Case) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DECKCHECK_POOL", "PYTHONHASHSEED")}
    env["XDG_DATA_HOME"] = str(work / "xdg")
    env["PYTHONIOENCODING"] = "utf-8"
    env.update(case.env)
    return env


def _argv(case: Case, work: Path) -> list[str]:
    return [sys.executable, "-m", "deckcheck", *(a.replace("{work}", str(work)) for a in case.args)]


def _runnable(case: Case) -> bool:
    return not (case.needs_non_root and os.geteuid() == 0)


def run_cases(cases: list[Case], base: Path) -> dict[str, Outcome]:
    """Run ``cases`` a few at a time; collect exit code, output, time and peak memory of each."""
    results: dict[str, Outcome] = {}
    pending = list(cases)
    running: dict[int, tuple[Case, subprocess.Popen[bytes], float, Path]] = {}
    while pending or running:
        while pending and len(running) < PARALLEL:
            case = pending.pop(0)
            work = base / re.sub(r"[^A-Za-z0-9_.-]+", "_", case.id)
            work.mkdir(parents=True)
            if case.make is not None:
                case.make(work)
            stdin_path = work / ".stdin"
            stdin_path.write_bytes(case.stdin if case.stdin not in (None, CLOSED) else b"")
            with open(stdin_path, "rb") as stdin, open(work / ".out", "wb") as out, open(work / ".err", "wb") as err:
                proc = subprocess.Popen(
                    _argv(case, work),
                    stdin=stdin,
                    stdout=out,
                    stderr=err,
                    cwd=work,
                    env=_env(work, case),
                    preexec_fn=_limits(case.stdin == CLOSED),
                )
            running[proc.pid] = (case, proc, time.monotonic(), work)
        for pid, (case, proc, started, work) in list(running.items()):
            waited, status, usage = os.wait4(pid, os.WNOHANG)
            elapsed = time.monotonic() - started
            timed_out = False
            if waited == 0:
                if elapsed < TIME_LIMIT:
                    continue
                proc.kill()  # the time limit
                waited, status, usage = os.wait4(pid, 0)
                timed_out = True
            proc.returncode = os.waitstatus_to_exitcode(status)
            del running[pid]
            results[case.id] = Outcome(
                code=None if timed_out else proc.returncode,
                stdout=(work / ".out").read_bytes().decode("utf-8", "replace"),
                stderr=(work / ".err").read_bytes().decode("utf-8", "replace"),
                seconds=elapsed,
                max_rss=usage.ru_maxrss * 1024,
                timed_out=timed_out,
                work=work,
            )
        if running:
            time.sleep(0.005)
    return results


@pytest.fixture(scope="session")
def outcomes(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    """Run every selected corpus case once, up front, a few in parallel."""
    selected = {
        item.callspec.params["case"].id
        for item in request.session.items
        if getattr(item, "originalname", None) == "test_hostile_input" and hasattr(item, "callspec")
    }
    cases = [c for c in CASES if c.id in selected and _runnable(c)]
    return run_cases(cases, tmp_path_factory.mktemp("hostile"))


def _params() -> Iterator[object]:
    for case in CASES:
        marks = [pytest.mark.xfail(reason=case.xfail, strict=True)] if case.xfail else []
        if not _runnable(case):
            marks.append(pytest.mark.skip(reason=ROOT_SKIP))
        yield pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", list(_params()))
def test_hostile_input(case: Case, outcomes: dict[str, Outcome]) -> None:
    outcome = outcomes[case.id]
    shown = (
        f"exit {outcome.code} in {outcome.seconds:.1f}s, {outcome.max_rss // 2**20} MiB\n"
        f"--- stdout\n{outcome.stdout[:2000]}\n--- stderr\n{outcome.stderr[:2000]}"
    )
    assert not outcome.timed_out, f"killed at the {TIME_LIMIT:.0f}s limit\n{shown}"
    assert "Traceback" not in outcome.output, shown
    assert "internal error" not in outcome.output, shown
    assert outcome.code == case.code, shown
    assert case.names in outcome.output, f"the output does not name {case.names!r}\n{shown}"
    assert case.fragment.lower() in outcome.output.lower(), f"missing {case.fragment!r}\n{shown}"
    assert outcome.max_rss < MEMORY_LIMIT, shown
    assert not (outcome.work / SENTINEL).exists(), "a file's YAML tag ran code"


def test_every_committed_fixture_has_an_expectation() -> None:
    named = {c.args[-1] if c.args[0] == "check" and "--pool" not in c.args else "" for c in committed_cases()}
    named |= {c.args[2] for c in committed_cases() if "--pool" in c.args}
    named |= {c.args[2] for c in committed_cases() if c.args[:2] == ("pool", "import")}
    on_disk = {str(p) for folder in (DECKS, POOLS, IMPORTS) for p in folder.iterdir()}
    assert on_disk - named == set(), "fixtures without an expectation in tests/hostile/corpus.py"
    assert {n for n in named if n} - on_disk == set(), "expectations without a fixture"


def test_no_code_from_a_file_ever_runs(tmp_path: Path) -> None:
    """The ``!!python/...`` fixtures would create a file or start a process; none of that happens."""
    files = [DECKS / "yaml-python-tags.yaml", POOLS / "pool-python-tag.yaml"]
    for args in (["check", str(files[0])], ["check", "--pool", str(files[1]), str(DECKS / "utf8-bom.txt")]):
        proc = subprocess.run(
            [sys.executable, "-m", "deckcheck", *args],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")},
        )
        assert proc.returncode in (1, 2), proc.stderr
        assert "unsupported YAML tag" in proc.stdout + proc.stderr
    assert not any(p.name == SENTINEL for p in tmp_path.rglob("*"))


def test_the_same_input_gives_the_same_output_in_every_process(tmp_path: Path) -> None:
    """Run the whole deck corpus in two processes with different hash seeds: byte-identical reports."""
    outputs = []
    for seed in ("1", "2"):
        for form in ("text", "json"):
            proc = subprocess.run(
                [sys.executable, "-m", "deckcheck", "check", "-f", form, str(DECKS)],
                capture_output=True,
                timeout=120,
                env={**os.environ, "PYTHONHASHSEED": seed, "XDG_DATA_HOME": str(tmp_path / "xdg")},
            )
            assert proc.returncode == 1, proc.stderr
            outputs.append((form, proc.stdout, proc.stderr))
    assert outputs[0] == outputs[2] and outputs[1] == outputs[3]
    json.loads(outputs[1][1])  # the JSON report stays valid JSON, whatever the decks held


def test_tracebacks_only_with_debug(tmp_path: Path) -> None:
    """An internal error is one line and exit 3; the traceback only with --debug."""
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Dragon Breath\n", encoding="utf-8")
    script = (
        "import sys, deckcheck.run.pipeline as r\n"
        "def boom(*a, **k): raise RuntimeError('injected')\n"
        "r.read_deck = boom\n"
        "from deckcheck.cli import main\n"
        "main(sys.argv[1:])\n"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    plain = subprocess.run(
        [sys.executable, "-c", script, "check", str(deck)], capture_output=True, text=True, timeout=60, env=env
    )
    debug = subprocess.run(
        [sys.executable, "-c", script, "--debug", "check", str(deck)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert plain.returncode == debug.returncode == 3
    assert "Traceback" not in plain.stdout + plain.stderr and "internal error: RuntimeError: injected" in plain.stderr
    assert "Traceback" in debug.stderr and "RuntimeError: injected" in debug.stderr
