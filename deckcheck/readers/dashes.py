"""Where a remark may follow a card name after a spaced dash (``Dragon Breath – core draw``), or after another mark
people write a remark behind (``Dragon Breath <- so good``, ``Dragon Breath ← MVP``, ``Dragon Breath | MVP``,
``Dragon Breath ; MVP``): the pool decides (:mod:`deckcheck.readers.resolve`)."""

from __future__ import annotations

import re

from deckcheck.readers.tails import COUNT_WORD

REMARK_MARKS = "-–—<=←⬅⟵⇐|;"
"""The characters of the marks a remark may follow (:data:`_DASH_REMARK`)."""
_DASH_REMARK = re.compile(r"(?<!\s)\s+(?P<dash>[-–—]{1,2}|<[-=]{1,2}|[←⬅⟵⇐]\ufe0f?|[|;])\s+")
"""A dash, an arrow pointing back at the name (``<-``, ``<--``, ``<=``, ``←``) or a bar or semicolon, with white space
on both sides: where a remark may follow a name (``Dragon Breath – core draw``, ``Dragon Breath <- so good``). No name
of the real tables holds one of the arrows, a bar or a semicolon (``tests/readers/test_pasted_card_remarks.py``)."""
MAX_DASH_SPLITS = 4
_DASH_COUNT = re.compile(rf"(?:[x×] ?)?\d+(?: ?[x×])?(?: ?(?:{COUNT_WORD}))?", re.IGNORECASE)
"""``Name - 4``, ``Name - 4 pcs``, ``Name - 4pcs``: a count after the dash (its spaces made single) is no remark; the
count forms decide it."""


def dash_remarks(name: str) -> list[tuple[str, str]]:
    """``Dragon Breath – core draw``: each way to read ``name`` as a name, then a remark after a spaced dash (or
    another mark of :data:`_DASH_REMARK`: ``Dragon Breath | MVP``).

    Longest name first, at most :data:`MAX_DASH_SPLITS`. Only the pool can tell a remark from a card
    name that holds a dash (``Blackwing - Gale the Whirlwind``), so the caller decides which, if any,
    to take; the remark keeps its mark (``– core draw``, ``<- so good``).
    """
    dashes = [m for m in _DASH_REMARK.finditer(name) if m.start() > 0 and m.end() < len(name)]
    last = reversed(dashes[-MAX_DASH_SPLITS:])  # only these are sliced: a line of many dashes stays linear
    splits = [(name[: m.start()], name[m.start("dash") :]) for m in last]
    return [
        (head, tail) for head, tail in splits if not _DASH_COUNT.fullmatch(" ".join(tail.lstrip(REMARK_MARKS).split()))
    ]
