"""A count written after a card's name, as pasted lists print it: ``Name x4``, ``Name (4)``, ``Name 4x``, ``Name [4]``,
``Name [x4]``, ``Name - 4``, ``Name - 4x``, ``Name: 4``, ``Name / 4``, and each with a count word (:data:`COUNT_WORDS`:
"copies", "cards", "pcs", ...) after the count, spaced or not (``Name - 4 copies``, ``Name (4 cards)``, ``Name 4
copies``, ``Name - 1 copy``, ``Name x4 pcs``, a shop's ``Name 4pcs``). Parsed from the end, by hand or by a pattern
anchored at the end, so a long line is scanned in linear time (:mod:`deckcheck.readers.entries` reads the count)."""

from __future__ import annotations

import re

from deckcheck.readers.lazy import lazy

_X = "xX×"
# "Name x4": found by its tail only. Each start position fails at once unless it is
# white space right before the "x", so a long line is scanned in linear time.
_NAME_FIRST_TAIL = lazy(
    globals(),
    "_NAME_FIRST_TAIL",
    r"\s(?:[x×*]\s*(?P<count>[+-]?\d+)|\(\s*(?:[x×]\s*)?(?P<paren>[+-]?\d+)\s*(?:[x×]\s*)?\))$",
    re.IGNORECASE,
)
"""(The optional ``x`` carries its own spaces: ``\\s*[x×]?\\s*`` backtracked quadratically on ``(40`` and a run of
spaces.)"""

TAIL_MARKS = "-–—:/"
"""What may stand before a trailing count: ``Name - 3``, ``Name: 3``, ``Name / 3`` (all but ``:`` spaced)."""


def loose_tail(stripped: str) -> tuple[str, str, int] | None:
    """``Name 4x``, ``Name [4]``, ``Name - 4`` and ``Name: 4``, as pasted lists print them, parsed by hand
    (linear). The count must stand apart: ``Stronger Teagle:01`` is a name."""
    end = len(stripped)
    bracket = stripped.endswith("]")
    if bracket:
        start = stripped.rfind("[")
        inner = stripped[start + 1 : end - 1].strip() if start > 0 else ""
        digits = inner.strip(_X).strip()  # "[3]", "[x3]", "[3x]"
        if not digits.isdecimal() or not stripped[start - 1].isspace() or len(inner) - len(digits) > 2:
            return None
        if digits != inner and inner[:1] not in _X and inner[-1:] not in _X:
            return None
        return unlabelled(stripped[:start].rstrip()), digits, stripped.index(digits, start)
    times = stripped[-1:].lower() in ("x", "×")
    stop = end - 1 if times else end
    start = stop
    while start > 0 and stripped[start - 1].isdecimal():
        start -= 1
    if start == stop or start == 0 or not stripped[start - 1].isspace():
        return None
    before = stripped[:start].rstrip()
    if times:  # "Name 3x", "Name - 3x", "Name / 3x"
        return (unlabelled(before), stripped[start:stop], start) if before else None
    if len(before) < 2 or before[-1] not in TAIL_MARKS or not before[-2].isspace() and before[-1] != ":":
        return None
    name = before[:-1].rstrip()
    return (name, stripped[start:stop], start) if name else None


def unlabelled(name: str) -> str:
    """``U.A. Stadium:``, ``Mr. Volcano,`` and ``Name -`` of ``U.A. Stadium: x3``, ``Mr. Volcano, x3``, ``Name - x3``:
    the name without the colon, comma or dash."""
    if name.endswith((":", ",")):
        return name[:-1].rstrip() or name
    if name[-2:] in (" -", " –", " —", " /"):
        return name[:-2].rstrip() or name
    return name


def name_first(stripped: str) -> tuple[str, str, int] | None:
    """``Name x4`` (and the looser tails of :func:`loose_tail`, and a count followed by a count word, ``Name - 4
    copies``: :func:`copies_tail`): the name, the count's digits and where they start."""
    found = _name_then_count(stripped)
    if found is not None or stripped[-1:] not in _COPIES_ENDS:  # most names: no count word at their end
        return found
    counted = copies_tail(stripped)
    if counted is None:
        return None
    return _name_then_count(counted) or _spaced_count(counted)


def _name_then_count(stripped: str) -> tuple[str, str, int] | None:
    tail = _NAME_FIRST_TAIL.search(stripped)
    if tail is None:
        return loose_tail(stripped)
    name = unlabelled(stripped[: tail.start()].rstrip())
    group = "count" if tail["count"] is not None else "paren"
    return (name, tail[group], tail.start(group)) if name else None


COUNT_WORDS = ("copies", "copy", "cards", "pcs", "pcs.", "pc", "pc.", "pieces", "piece")
"""The words after a count that say it is one (``Name - 4 copies``, ``Name (4 cards)``, and a shop's or a blog's
``Name - 4 pcs``, ``Name 4 pieces``, ``Name x4pcs``), in any case; "card" alone is none: ``Name - 1 card`` is one copy
either way. No name of the real card tables ends in a count and one of them, spaced or not
(``tests/readers/test_count_words.py`` reads them): a name that ends in the word alone (``Bingo Card``, ``Witchcrafter
Masterpiece``) has no count before it."""
_BY_END = {end: tuple(w for w in COUNT_WORDS if w[-1] == end) for end in {w[-1] for w in COUNT_WORDS}}
""":data:`COUNT_WORDS` by their last character (in lower case)."""
COUNT_WORD_ENDS = frozenset(_BY_END) | frozenset(end.upper() for end in _BY_END)
"""The last characters of a name that ends in one of :data:`COUNT_WORDS`: only such a name is asked
(:func:`ends_in_copies`)."""
_COPIES_ENDS = COUNT_WORD_ENDS | {")", "]"}
"""The last characters of a line that ends in one of :data:`COUNT_WORDS`, bracketed or not."""
COUNT_WORD = "|".join(re.escape(w) for w in sorted({*COUNT_WORDS, "card"}, key=lambda w: (-len(w), w)))
"""The count words as a pattern's alternation (longest first; "card" too, as the count tags of headings take it:
``Spells (1 card)``), for the patterns that read a count with its word: matched without case."""


def copies_tail(stripped: str) -> str | None:
    """``Name - 4 copies``, ``Name (4 copies)``, ``Name 1 copy``, ``Name x4 pcs``, ``Name 4pcs``: the line without the
    count word after its count (``Name - 4``, ``Name (4)``, ``Name 1``, ``Name x4``, ``Name 4``), when a count stands
    right before the word, spaced or not; else ``None`` (by hand, from the end: ``4 copies of Name`` is read by the
    count before the name)."""
    closing = stripped[-1:] if stripped[-1:] in (")", "]") else ""
    body = stripped[: len(stripped) - len(closing)].rstrip()
    words = _BY_END.get(body[-1:].lower(), ())
    word = next((w for w in words if body[-len(w) :].lower() == w), None)
    if word is None:
        return None
    count = body[: -len(word)].rstrip()
    if not count[-1:].isdecimal():
        return None  # "Name copies": no count before the word
    return count + closing  # "Name 4 pcs", or a shop's "Name 4pcs" (the count must then stand apart: "Name4pcs")


def ends_in_copies(name: str) -> bool:
    """Whether a name as read ends in a count and a count word (``Dragon Breath 4 copies``, ``Dragon Breath 4 pcs``):
    a count after it, which the plain-line fast paths leave to the grammar."""
    return name[-1:] in COUNT_WORD_ENDS and copies_tail(name) is not None


def _spaced_count(text: str) -> tuple[str, str, int] | None:
    """``Name 4`` and ``Name, 4`` of ``Name 4 copies`` and ``Name, 4 copies``: the word says the number is a count."""
    start = len(text)
    while start > 0 and text[start - 1].isdecimal():
        start -= 1
    if start == len(text) or start == 0 or not text[start - 1].isspace():
        return None
    name = unlabelled(text[:start].rstrip())
    return (name, text[start:], start) if name else None


__all__ = [
    "COUNT_WORD",
    "COUNT_WORDS",
    "COUNT_WORD_ENDS",
    "TAIL_MARKS",
    "copies_tail",
    "loose_tail",
    "name_first",
    "unlabelled",
]


_COUNT_FORM = lazy(
    globals(),
    "_COUNT_FORM",
    rf"\((?P<paren>\d{{1,3}})(?:[ \t]*(?i:{COUNT_WORD}))?\)|\[(?P<square>\d{{1,3}})"
    rf"(?:[ \t]*(?i:{COUNT_WORD}))?\]|[-–—:][ \t]*(?P<dash>\d{{1,3}})",
)
"""The count written after a name: ``Name (3)``, ``Name [3]``, ``Name - 3``, ``Spells (13 cards)``, ``Spells (13
pcs)``."""


def count_form(text: str) -> str | None:
    """How a line writes its count after the name (``paren``, ``square``, ``dash``); ``None``: another way or none."""
    end = text.rstrip()
    if not end or (end[-1] not in ")]" and not end[-1].isdecimal()):  # each form ends so; "4 Dragon Breath" none
        return None
    for start in range(max(len(end) - 14, 0), len(end)):  # the count is at the end: a few characters to try
        found = _COUNT_FORM.fullmatch(end, start)
        if found is not None:
            return found.lastgroup
    return None


_WORDED_COUNT = lazy(
    globals(),
    "_WORDED_COUNT",
    rf"[(\[]?(?:[xX×][ \t]?\d{{1,3}}(?:[ \t]*(?i:{COUNT_WORD}))?|\d{{1,3}}[ \t]*(?i:{COUNT_WORD}))[)\]]?[ \t]*:?",
)
"""A heading's count with an x or a count word: ``x22``, ``x 7``, ``22 pcs``, ``1 card``, ``x15 cards``, ``(x7)``."""


def heading_count(text: str) -> bool:
    """Whether a sub-heading writes a count to check against its cards: a form of :func:`count_form` (``Monsters
    (10)``, ``Monsters - 10``), an x count (``Monsters x10``) or a count and a count word (``Monsters 10 pcs``), with a
    closing colon or not (``Monsters (10):``); a bare number (``Size 3``, ``G2``) is none."""
    text = text.rstrip()
    if text.endswith(":"):  # "Monsters (10):", "Impacts (3):"
        text = text[:-1]
    if count_form(text) is not None:
        return True
    end = text.rstrip()
    for start in range(max(len(end) - 24, 1), len(end)):  # the count is at the end: a few characters to try
        if end[start - 1] in " \t-–—:" and _WORDED_COUNT.fullmatch(end, start):
            return True
    return False
