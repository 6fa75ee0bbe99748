"""The progress bar is redrawn at most ten times a second, and always at the last file."""

from __future__ import annotations

import io

import pytest

from deckcheck.run import progress
from deckcheck.run.progress import Progress


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def drawn(monkeypatch: pytest.MonkeyPatch, steps: int, tick: float) -> list[str]:
    clock = [100.0]

    def monotonic() -> float:
        clock[0] += tick
        return clock[0]

    monkeypatch.setattr(progress.time, "monotonic", monotonic)
    stream = _Tty()
    bar = Progress(steps, stream=stream, enabled=True)
    for _ in range(steps):
        bar.step()
    return [part for part in stream.getvalue().split("\r") if part]


def test_a_fast_run_draws_the_first_and_the_last_file_only(monkeypatch: pytest.MonkeyPatch) -> None:
    frames = drawn(monkeypatch, 1000, tick=0.00001)
    assert len(frames) == 2 and frames[0].endswith(" 1/1000 decks") and frames[-1].endswith("1000/1000 decks")


def test_a_slow_run_draws_every_file(monkeypatch: pytest.MonkeyPatch) -> None:
    frames = drawn(monkeypatch, 20, tick=0.2)
    assert len(frames) == 20 and frames[-1].endswith("20/20 decks")
