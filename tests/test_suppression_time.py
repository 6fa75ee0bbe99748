"""Issue 19: reading suppression comments runs in linear time, whatever a line repeats.

In the style of tests/test_regex_time.py: ratios, never seconds. Each hostile shape is timed at two sizes,
twenty times apart: a linear reader takes about twenty times as long on the larger, a quadratic one (the
old directive pattern, which rescanned to the end of the line at each `` #deckcheck:ignore[`` with no ``]``)
about four hundred times (141 times already at ten times the text).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from deckcheck.run.suppress import Unused, rewrite_line, scan

FACTOR = 20
MAX_RATIO = 100.0
"""Twenty times the text: linear is 20 to 40 (a large text is slower per character, a busy machine noisy),
quadratic about 400."""
SMALL = 20_000


def _yaml(text: str) -> object:
    return scan(text, "yaml")


def _rewrite(text: str) -> object:
    directives = scan(text)
    return rewrite_line(text, [Unused(d, d.tokens) for d in directives])


def _repeat(piece: str, length: int) -> str:
    return (piece * (length // len(piece) + 1))[:length]


# id -> (function, the text at a given length)
CASES: dict[str, tuple[Callable[[str], object], Callable[[int], str]]] = {
    "unclosed-repeated": (scan, lambda n: _repeat("#deckcheck:ignore[", n)),
    "unclosed-repeated-spaced": (scan, lambda n: "4 X " + _repeat(" # deckcheck: ignore[", n)),
    "marker-repeated": (scan, lambda n: _repeat(" #deckcheck", n)),
    "marker-after-spaces": (scan, lambda n: _repeat("#" + " " * 200 + "deckcheck", n)),
    "marker-without-hash": (scan, lambda n: _repeat(" " * 50 + "deckcheck:", n)),
    "spaces-after-colon": (scan, lambda n: _repeat("# deckcheck:" + " " * 200, n)),
    "names-without-end": (scan, lambda n: "# deckcheck: ignore[" + _repeat("a,", n)),
    "one-long-name": (scan, lambda n: "# deckcheck: ignore[" + "a" * n + "]"),
    "directives-per-line": (scan, lambda n: _repeat("# deckcheck: ignore[BF202] ", n)),
    "directive-lines": (scan, lambda n: _repeat("# deckcheck: ignore-file[copy-limit]\n", n)),
    "yaml-flow-then-comment": (_yaml, lambda n: "deck: [" + _repeat("a, ", n) + "]\n# deckcheck: ignore-file[x]\n"),
    "yaml-comment-per-line": (_yaml, lambda n: _repeat("a: 1  # deckcheck: ignore[BF202]\n", n)),
    "yaml-block-scalar": (_yaml, lambda n: "a: |\n" + _repeat("  # deckcheck: ignore[BF202]\n", n)),
    "fix-many-directives": (_rewrite, lambda n: "4 X " + _repeat("# deckcheck: ignore[BF202] ", n)),
}


def _seconds(func: Callable[[str], object], text: str, calls: int = 3) -> float:
    """The least time of ``calls`` calls."""
    best = float("inf")
    for _ in range(calls):
        start = time.perf_counter()
        func(text)
        best = min(best, time.perf_counter() - start)
    return best


@pytest.mark.parametrize("case", sorted(CASES))
def test_twenty_times_the_text_costs_about_twenty_times_the_time(case: str) -> None:
    func, make = CASES[case]
    small, large = make(SMALL), make(FACTOR * SMALL)
    func(small)  # warm the rule lookups
    ratio = _seconds(func, large) / max(_seconds(func, small, calls=7), 1e-5)
    assert ratio < MAX_RATIO, f"{case}: {ratio:.0f}x for {FACTOR} times the text"
