"""The name index: exact lookups by normalised name or card number, fuzzy suggestions."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process, utils

from cardpool.model import Card
from cardpool.normalize import normalize_name, normalize_number

_NAME_WITH_NUMBER = re.compile(r"(?P<name>.*?)\s*[(\[]\s*(?P<number>[^()\[\]\s/]+\s*/\s*[^()\[\]]+?)\s*[)\]]")

SUGGESTION_LIMIT = 5
SUGGESTION_CUTOFF = 60.0
MEMO_SIZE = 4096
SUGGESTION_SPREAD = 20.0
"""Suggestions scoring this much below the best one are dropped."""


@dataclass(frozen=True, slots=True)
class Match:
    """The result of looking a written name up.

    ``name`` is the canonical (printed) name, ``via`` says how it matched:
    ``"exact"`` (as written), ``"normalized"`` (only after normalisation) or
    ``"number"`` (a card number).
    """

    name: str
    via: str


@dataclass(frozen=True, slots=True)
class Suggestion:
    name: str
    score: float


class NameIndex:
    """Maps names and card numbers to the canonical names of a pool."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self._by_key: dict[str, str] = {}
        self._by_number: dict[str, str] = {}
        self._printed: set[str] = set()
        for card in cards:
            self._printed.add(card.name)
            self._by_key.setdefault(normalize_name(card.name), card.name)
            for number in card.numbers:
                self._by_number.setdefault(normalize_number(number), card.name)
        self._choices: list[str] = sorted(self._by_key)
        self._processed: list[str] = [utils.default_process(key) for key in self._choices]
        self._suggested: dict[tuple[str, int, float], list[Suggestion]] = {}

    def __len__(self) -> int:
        return len(self._by_key)

    def lookup(self, written: str) -> Match | None:
        """The canonical name that ``written`` stands for, or ``None``."""
        if written in self._printed:
            return Match(written, "exact")
        canonical = self._by_key.get(normalize_name(written))
        if canonical is not None:
            return Match(canonical, "normalized")
        canonical = self._by_number.get(normalize_number(written))
        if canonical is not None:
            return Match(canonical, "number")
        tagged = _NAME_WITH_NUMBER.fullmatch(written.strip())
        if tagged:  # "Dragon Breath (TD01/0010EN)", as some deck sites export
            canonical = self._by_number.get(normalize_number(tagged["number"]))
            if canonical is not None and normalize_name(tagged["name"]) in ("", normalize_name(canonical)):
                return Match(canonical, "number")
        return None

    def suggest(
        self, written: str, *, limit: int = SUGGESTION_LIMIT, cutoff: float = SUGGESTION_CUTOFF
    ) -> list[Suggestion]:
        """Canonical names close to ``written``, best first (ties broken by name); memoised per index."""
        key = (normalize_name(written), limit, cutoff)
        cached = self._suggested.get(key)
        if cached is None:
            cached = self._suggest(key[0], limit, cutoff)
            if len(self._suggested) < MEMO_SIZE:
                self._suggested[key] = cached
        return list(cached)

    def _suggest(self, normalized: str, limit: int, cutoff: float) -> list[Suggestion]:
        query = utils.default_process(normalized)
        if not query or not self._choices:
            return []
        hits = process.extract(
            query,
            self._processed,
            scorer=fuzz.WRatio,
            processor=None,
            limit=limit * 4,
            score_cutoff=cutoff,
        )
        # WRatio finds partial and reordered names; plain ratio breaks its ties
        # so that "Dragn Breth" ranks "Dragon Breath" above longer names.
        ranked = sorted(
            ((self._choices[i], score, fuzz.ratio(query, text)) for text, score, i in hits),
            key=lambda hit: (-hit[1], -hit[2], hit[0]),
        )
        floor = ranked[0][1] - SUGGESTION_SPREAD if ranked else 0.0
        seen: list[Suggestion] = []
        for key, score, _ratio in ranked:
            if score < floor:
                break
            name = self._by_key[key]
            if all(s.name != name for s in seen):
                seen.append(Suggestion(name, round(float(score), 1)))
            if len(seen) == limit:
                break
        return seen
