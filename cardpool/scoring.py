"""The scores of "did you mean" suggestions, bounded: ``WRatio`` runs only on the names that can still rank.

A suggestion scores ``(WRatio + ratio) / 2``; ``WRatio`` is at most 100, so a name whose plain ``ratio`` is ``r``
scores at most ``(100 + r) / 2``. :func:`bounded_scores` gives exactly the scores that scoring every name would
give, for every name that can be suggested.
"""

from __future__ import annotations

import heapq

from rapidfuzz import fuzz, process

SUGGESTION_SPREAD = 15.0
"""Suggestions ranking this much below the best one are dropped."""

RATIO_LEVELS = (60.0, 40.0)
"""The plain ``ratio`` from which :func:`bounded_scores` first scores names with ``WRatio``, and the lowest it
goes before scoring every name instead."""


def bounded_scores(query: str, processed: list[str], limit: int, cutoff: float) -> dict[int, float]:
    """``{index: (WRatio + ratio) / 2}`` for every name that can rank among the best ``limit`` suggestions.

    Exactly what scoring every name would give for those names. ``WRatio`` is at least ``ratio`` and at most
    100, so a name whose ``ratio`` is ``r`` scores at most ``(100 + r) / 2``. Names are scored with ``WRatio``
    from the highest ``ratio`` down, a band at a time, until the bound of every name left is below the
    ``limit``-th best score found, or below the best one by more than :data:`SUGGESTION_SPREAD` (which
    :meth:`cardpool.index.NameIndex._keep_best` drops): no name left can then be suggested. When that takes a ``ratio``
    below the last of :data:`RATIO_LEVELS`, or nothing is close, :func:`_full_scores` scores every name.
    """
    scored: dict[int, float] = {}
    first, last = RATIO_LEVELS
    level, above = first, 101.0
    for _ in range(2):  # the first band, and at most one more: after it the threshold can only have risen
        hits = process.extract(query, processed, scorer=fuzz.ratio, processor=None, limit=None, score_cutoff=level)
        band = [(ratio, i) for _, ratio, i in hits if ratio < above]
        kept = process.extract(
            query, [processed[i] for _, i in band], scorer=fuzz.WRatio, processor=None, limit=None, score_cutoff=cutoff
        )
        for _, wratio, j in kept:
            ratio, i = band[j]
            scored[i] = (wratio + ratio) / 2
        if not scored:
            break
        # every name whose ratio is below this is bounded below the threshold (with a margin for rounding)
        needed = 2 * _threshold(heapq.nlargest(limit, scored.values()), limit) - 100 - 1e-9
        if needed >= level:
            return scored
        if needed < last:
            break
        level, above = needed, level
    return _full_scores(query, processed, limit, cutoff)


def _threshold(top: list[float], limit: int) -> float:
    """The score a name must reach to be suggested, given the best scores so far (best first)."""
    spread = top[0] - SUGGESTION_SPREAD
    return max(spread, top[-1]) if len(top) >= limit else spread


def _full_scores(query: str, processed: list[str], limit: int, cutoff: float) -> dict[int, float]:
    """Every name scored with ``WRatio``, best first; the plain ``ratio`` only while the ``WRatio`` (which bounds
    the score from above, as ``ratio`` is at most ``WRatio``) can still reach the threshold."""
    hits = process.extract(query, processed, scorer=fuzz.WRatio, processor=None, limit=None, score_cutoff=cutoff)
    scored: dict[int, float] = {}
    top: list[float] = []  # the best ``limit`` scores so far, a min-heap
    best = threshold = -1.0
    for _, wratio, i in hits:
        if wratio < threshold:
            break  # this name and every one after it scores below the threshold
        score = scored[i] = (wratio + fuzz.ratio(query, processed[i])) / 2
        if len(top) < limit:
            heapq.heappush(top, score)
        else:
            heapq.heappushpop(top, score)
        best = max(best, score)
        threshold = max(best - SUGGESTION_SPREAD, top[0] if len(top) >= limit else -1.0)
    return scored
