"""Lines of a blog post that are words about the deck, not cards: labels (``Tech:``) and sentences
(``Thanks for reading!``). The reader only marks them; the pool confirms (:mod:`deckcheck.readers.resolve`)."""

from __future__ import annotations

import re

from deckcheck.readers.entries import MAX_NAME_LENGTH, PURE_COUNT
from deckcheck.readers.lazy import lazy

_PROSE_START = lazy(globals(), "_PROSE_START", r"(?:edit|update|p\.?s\.?)[ \t]*:|by[ \t]+\S", re.IGNORECASE)
"""``Edit: swapped ...``, ``by Rin, 2016-08-12``: a remark or a byline, when the pool knows no such card."""
_SENTENCE_END = lazy(globals(), "_SENTENCE_END", r"[.!?][)\"'”’]?$")
_SENTENCE_BREAK = lazy(globals(), "_SENTENCE_BREAK", r"(?<![A-Za-z'])[a-z][a-z']{2,}[.!?][ \t]+[A-Z]")
"""``reading. See``: a lowercase word of three or more letters ends a sentence; initials and titles do not
(``D.D. Crow``, ``T.G. Warwolf``, ``Mr. Volcano``, ``St. Joan``), nor a capitalised word (``Danger! Nessie!``)."""
_LABEL_END = lazy(globals(), "_LABEL_END", r"(?:[ \t][-–—]|:)$")
"""``Tech:``, ``Flex slots -``: a label that ends in a colon or a spaced dash, with no count."""
MIN_SENTENCE_WORDS = 3


def is_prose(text: str) -> bool:
    """Whether a line reads as a label (``Tech:``) or a sentence (``Thanks for reading!``, ``Edit: ...``), not a card
    line: the pool confirms it (:mod:`deckcheck.readers.resolve`)."""
    if PURE_COUNT.match(text) or len(text) > MAX_NAME_LENGTH:
        return False
    if _LABEL_END.search(text) or _PROSE_START.match(text):
        return True
    return len(text.split()) >= MIN_SENTENCE_WORDS and bool(_SENTENCE_END.search(text) or _SENTENCE_BREAK.search(text))
