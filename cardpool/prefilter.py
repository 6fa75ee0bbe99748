"""Which names of a large pool a misspelt name is scored against: those sharing a word, or a close word, with it.

Scoring every name of a 100,000-card pool costs about 12 ms a lookup, even with the exact bound of
:mod:`cardpool.scoring`. A typo keeps most of its words, and a misspelt word is close to the word it
misspells; so the names worth scoring are those holding a word of the query or a word close to one
(``fuzz.ratio`` of at least :data:`WORD_CUTOFF`, found among the pool's distinct words, far fewer than its
names). :class:`WordPrefilter` gives those names' positions, and the bound then scores them exactly.

This is a heuristic, not a bound: a name sharing no close word with the query is never suggested. It is used
only for pools of at least :data:`PREFILTER_FROM` names (no real card pool is that large), and measured on real
typos against scoring every name (``tests/test_suggest_prefilter.py``, ``benchmarks/run.py``).
"""

from __future__ import annotations

from rapidfuzz import fuzz, process

PREFILTER_FROM = 30_000
"""Pools with fewer names are scored name by name (exact); larger ones through :class:`WordPrefilter`."""

WORD_CUTOFF = 70.0
"""How close (``fuzz.ratio``) a pool's word must be to a query's word for the names holding it to be scored."""

SURE_WORD = 5
"""A query word of this many letters that the pool holds stands for itself alone, not for its close words too."""

ALL_BUT_ONE_FROM = 2
"""From how many words a name holding all of the query's words but one is scored too (1,000 of 1,000 typos
against a 100,000-name pool kept the full scan's first suggestion; requiring every word of a two-word query
lost a merged word's name)."""

MEMO_WORDS = 4096
"""How many query words' names are remembered."""

COMMON = 0.1
"""The share of the pool past which a word's names are no filter (``dragon`` in a Buddyfight pool)."""

MOST_SHARED = 0.5
"""The share of the pool past which the candidates are no filter at all: every name is scored instead."""


class WordPrefilter:
    """The pool's names by the words they hold, built once from the processed names (``default_process``)."""

    __slots__ = ("_held", "_names", "_vocabulary", "_words")

    def __init__(self, processed: list[str]) -> None:
        by_word: dict[str, list[int]] = {}
        for i, name in enumerate(processed):
            for word in set(name.split()):
                postings = by_word.get(word)
                if postings is None:
                    by_word[word] = [i]
                else:
                    postings.append(i)
        self._names = len(processed)
        self._words = {word: frozenset(postings) for word, postings in by_word.items()}
        self._vocabulary = list(by_word)
        self._held: dict[str, frozenset[int] | None] = {}

    def candidates(self, query: str) -> list[int] | None:
        """The positions of the names worth scoring for ``query`` (processed), in order; ``None`` when the
        filter keeps too many (or none) and every name should be scored.

        Each word of the query stands for the names holding it or a close word; the names kept hold the one
        word of a one-word query, or all of a longer query's words but one (a typo can join two words into
        one, "Drop Arms" into "Dropiarms"), or, when no name does, any. A word
        so common that the names holding it (or a close word) are more than :data:`COMMON` of the pool filters
        nothing: every name counts as holding it.
        """
        held = [self._holding(word) for word in dict.fromkeys(query.split())]
        known = [names for names in held if names]  # a word close to no pool word says nothing
        common = sum(names is None for names in held)
        if not known:
            return None
        words = len(known) + common
        need = max(1, (words - 1 if words >= ALL_BUT_ONE_FROM else words) - common)
        chosen = _in_at_least(known, need) or _in_at_least(known, 1)
        if not chosen or len(chosen) > MOST_SHARED * self._names:
            return None
        return sorted(chosen)

    def _holding(self, word: str) -> frozenset[int] | None:
        """The names that hold ``word`` or a pool word close to it; ``None`` when they are too many to filter
        (memoised: a word comes back often)."""
        if word in self._held:
            return self._held[word]
        exact = self._words.get(word)
        if exact is not None and len(word) >= SURE_WORD:
            parts = [exact]  # a long word the pool holds is seldom another word misspelt
        else:
            close = process.extract(
                word, self._vocabulary, scorer=fuzz.ratio, processor=None, limit=None, score_cutoff=WORD_CUTOFF
            )
            parts = [self._words[self._vocabulary[at]] for _, _, at in close]  # the word itself among them
        found: frozenset[int] | None
        if sum(map(len, parts)) > COMMON * self._names:
            found = None
        else:
            found = parts[0] if len(parts) == 1 else frozenset().union(*parts)
        if len(self._held) < MEMO_WORDS:
            self._held[word] = found
        return found


def _in_at_least(sets: list[frozenset[int]], need: int) -> frozenset[int]:
    """The members of at least ``need`` of ``sets``."""
    if need >= len(sets):
        return frozenset.intersection(*sorted(sets, key=len))
    if need == 1:
        return frozenset().union(*sets)
    if need == len(sets) - 1:
        found: set[int] = set()
        for left_out in range(len(sets)):
            found.update(frozenset.intersection(*sorted((s for i, s in enumerate(sets) if i != left_out), key=len)))
        return frozenset(found)
    counts: dict[int, int] = {}
    for members in sets:
        for member in members:
            counts[member] = counts.get(member, 0) + 1
    return frozenset(member for member, count in counts.items() if count >= need)
