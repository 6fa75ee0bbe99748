"""A progress bar on standard error for long runs: only on a terminal, never when piped or in CI."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Mapping
from typing import TextIO

MIN_FILES = 10
"""Runs of fewer files finish before a bar would help."""
REDRAW_SECONDS = 0.1
"""The bar is redrawn at most this often (and at the last file)."""
CI_VARIABLES = ("CI", "GITHUB_ACTIONS", "BUILDKITE", "GITLAB_CI", "TF_BUILD", "JENKINS_URL")


def wanted(total: int, stream: TextIO | None, environ: Mapping[str, str] | None = None) -> bool:
    env = os.environ if environ is None else environ
    if total < MIN_FILES or stream is None:
        return False
    if any(env.get(name) for name in CI_VARIABLES) or env.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (ValueError, OSError):
        return False


class Progress:
    """``[########------------]  12/40 decks`` redrawn in place; cleared when done."""

    WIDTH = 30

    def __init__(self, total: int, *, stream: TextIO | None = None, enabled: bool | None = None) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = wanted(total, self.stream) if enabled is None else enabled
        self.done = 0
        self._drawn = -REDRAW_SECONDS  # the first step draws

    def step(self) -> None:
        self.done += 1
        if not self.enabled:
            return
        now = time.monotonic()
        if self.done < self.total and now - self._drawn < REDRAW_SECONDS:
            return  # 5,000 files were 5,000 redraws, each a write and a flush
        self._drawn = now
        filled = self.WIDTH * self.done // max(self.total, 1)
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        self.stream.write(f"\r[{bar}] {self.done:>{len(str(self.total))}}/{self.total} decks")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled and self.done:
            self.stream.write("\r" + " " * (self.WIDTH + 2 * len(str(self.total)) + 10) + "\r")
            self.stream.flush()
