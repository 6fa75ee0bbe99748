"""Card-text lines about deck building that no phrase of :mod:`.text` reads: counted and reported by the import,
never silently dropped."""

from __future__ import annotations

import re

from deckcheck.games.buddyfight.importer.worlds import Note

_DECK_RULE_START = re.compile(r"\b(?:may have|may only have|copies of|in your deck (?:if|when))\b", re.I)
_DECK_RULE_END = re.compile(r"\bin your deck\b", re.I)


def _looks_like_deck_rule(line: str) -> bool:
    """ "may have ... in your deck" and the like: two linear searches, not ``start.*end`` (quadratic)."""
    start = _DECK_RULE_START.search(line)
    return start is not None and _DECK_RULE_END.search(line, start.end()) is not None


_DECK_PHRASE = re.compile(r"\b(?:in your deck|buddy area|buddy zone)\b", re.I)


def deck_sentences(text: str) -> list[str]:
    """The lines that mention the deck or the buddy area (``[^\\n]*phrase[^\\n]*`` backtracked quadratically
    on a long line without the phrase)."""
    return [line for line in text.split("\n") if _DECK_PHRASE.search(line)]


def unrecognised(text: str, known: tuple[re.Pattern[str], ...]) -> list[Note]:
    """Lines that look like deck-building rules but match none of the known phrases."""
    notes = []
    for line in text.splitlines():
        if _looks_like_deck_rule(line) and not any(p.search(line) for p in known):
            notes.append(
                Note("text", line[:160], "dropped", "looks like a deck-building rule, but is not one deckcheck knows")
            )
    return notes
