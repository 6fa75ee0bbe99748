"""How ``benchmarks/run.py`` measures: child processes through ``os.wait4`` (their CPU time, wall time and peak
memory), alternating rounds with the floor, and in-process loops timed by CPU."""

from __future__ import annotations

import compileall
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

FLOOR = [sys.executable, "-c", "import click, pydantic, yaml, rapidfuzz"]


@dataclass(frozen=True)
class Sample:
    """One run of a child process: CPU seconds (user + system), wall seconds, peak memory (MiB), exit code."""

    cpu: float
    wall: float
    rss: float
    code: int
    error: str = ""


SPAWNER = r"""
import json, os, subprocess, sys, time
for line in sys.stdin:
    job = json.loads(line)
    with open(os.devnull, "wb") as null, open(job["err"], "wb") as err:
        start = time.perf_counter()
        child = subprocess.Popen(job["argv"], stdin=subprocess.DEVNULL, stdout=null, stderr=err, env=job["env"],
                                 cwd=job["cwd"])
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
    print(json.dumps([usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss, child.returncode]), flush=True)
"""


class Spawner:
    """Starts the measured children from a small helper process of its own.

    A child's ``ru_maxrss`` keeps the high-water mark of the process that forked it (``execve`` does not reset
    it), so children forked by this benchmark, which has deckcheck loaded, would all report its memory. The
    helper is started first, while the benchmark is small, and runs no Python beyond the standard library.
    """

    def __init__(self, scratch: Path) -> None:
        self.err = scratch / "child-stderr.txt"
        command = [sys.executable, "-S", "-E", "-c", SPAWNER]
        self.helper = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(self, argv: list[str], env: dict[str, str], cwd: Path) -> Sample:
        """Run ``argv`` with no input and its output discarded; its resource use from ``os.wait4``."""
        assert self.helper.stdin is not None and self.helper.stdout is not None
        job = {"argv": argv, "env": env, "cwd": str(cwd), "err": str(self.err)}
        self.helper.stdin.write(json.dumps(job) + "\n")
        self.helper.stdin.flush()
        cpu, wall, rss_kib, code = json.loads(self.helper.stdout.readline())
        message = ""
        if code not in (0, 1):
            lines = self.err.read_text(encoding="utf-8", errors="replace").strip().splitlines()
            message = lines[-1][:200] if lines else ""
        return Sample(cpu, wall, rss_kib / 1024, code, message)  # ru_maxrss is in KiB on Linux

    def close(self) -> None:
        assert self.helper.stdin is not None
        self.helper.stdin.close()
        self.helper.wait()


@dataclass
class Runs:
    """The samples of one command, each beside the floor's sample of the same round."""

    argv: list[str]
    repeat: int
    samples: list[Sample] = field(default_factory=list)
    floors: list[Sample] = field(default_factory=list)

    def failed(self) -> str:
        bad = [s for s in self.samples if s.code not in (0, 1)]
        return f"exit {bad[0].code}: {bad[0].error}" if bad else ""

    def cpu(self) -> float:
        return statistics.median(s.cpu for s in self.samples)

    def wall(self) -> float:
        return statistics.median(s.wall for s in self.samples)

    def rss(self) -> float:
        return max(s.rss for s in self.samples)

    def ratios(self) -> list[float]:
        """CPU time over the same round's floor, one per round."""
        return [s.cpu / f.cpu for s, f in zip(self.samples, self.floors, strict=True) if f.cpu > 0]

    def ratio(self) -> float:
        return statistics.median(self.ratios())

    def spread(self) -> tuple[float, float]:
        ratios = self.ratios()
        return min(ratios), max(ratios)


def alternate(
    spawner: Spawner, commands: dict[str, Runs], env: dict[str, str], cwd: Path, log: Callable[[str], None]
) -> Runs:
    """Run every command ``repeat`` times, in rounds; each round runs the floor first, then the commands (in
    reverse order every other round). Returns the floor's runs."""
    floor = Runs(FLOOR, max((r.repeat for r in commands.values()), default=1))  # ``--only rate``: no child runs
    for round_no in range(floor.repeat):
        base = spawner.run(FLOOR, env, cwd)
        floor.samples.append(base)
        floor.floors.append(base)
        names = [name for name, runs in commands.items() if runs.repeat > round_no]
        for name in names if round_no % 2 == 0 else reversed(names):
            runs = commands[name]
            runs.samples.append(spawner.run(runs.argv, env, cwd))
            runs.floors.append(base)
        log(f"  round {round_no + 1}/{floor.repeat}: {len(names)} commands")
    return floor


def child_env(scratch: Path) -> dict[str, str]:
    """The children's environment: bytecode written and read, no user config, pool or CI settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DECKCHECK_", "GITHUB_"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[name] = str(scratch / name.lower())
    env["NO_COLOR"] = "1"
    return env


def compile_packages(env: dict[str, str], scratch: Path) -> str:
    """Compile deckcheck and cardpool so every child finds their ``.pyc``; say how."""
    import cardpool
    import deckcheck

    folders = [Path(deckcheck.__file__).parent, Path(cardpool.__file__).parent]
    writable = all(os.access(folder, os.W_OK) for folder in folders)
    if not writable or "PYTHONPYCACHEPREFIX" in env:
        env.setdefault("PYTHONPYCACHEPREFIX", str(scratch / "pycache"))
        prefix = env["PYTHONPYCACHEPREFIX"]
        code = "import compileall, sys; sys.exit(not all(compileall.compile_dir(d, quiet=1) for d in sys.argv[1:]))"
        subprocess.run([sys.executable, "-c", code, *map(str, folders)], env=env, check=True)
        where = f"into the cache {prefix} (PYTHONPYCACHEPREFIX)"
    else:
        ok = all(compileall.compile_dir(str(folder), quiet=1) for folder in folders)
        where = "beside the sources" if ok else "beside the sources (some failed)"
    unset = " PYTHONDONTWRITEBYTECODE unset for the children;" if "PYTHONDONTWRITEBYTECODE" in os.environ else ""
    return f".pyc present: deckcheck and cardpool compiled with compileall {where};{unset} as an installed package has"


def cpu_loop(func: Callable[[], object], repeat: int) -> list[float]:
    """CPU seconds of ``func``, ``repeat`` times."""
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        func()
        samples.append(time.process_time() - start)
    return samples
