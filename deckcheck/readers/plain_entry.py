"""The common card line (``4 Dragon Breath``, ``3x Ash Blossom``), read by one pattern before the general grammar.

Most lines of every list are this shape, and the general grammar (:func:`deckcheck.readers.entries.parse_entry`)
tries a dozen forms on each. :func:`plain_entry` answers only where its answer is the general grammar's, by
construction: a count of 1 to 999 with no leading zero, an optional ``x``, white space, and an ASCII name that
starts with a letter and ends in a letter (not ``x``) or ``!?.'``. That excludes every form the grammar treats
specially: ``4 x Name`` (the spaced x), ``3 ea Name`` and ``4 copies of Name`` (the words after a count), a second
count (``Name x3``, ``(3)``, ``[3]``, a name ending in a digit or ``x``), remarks and slot marks (a closing bracket,
``*``, a spaced dash), comments and tables (``#``, ``/``, ``|``, a tab inside), invisible characters (ASCII only)
and names over the length limit. ``tests/readers/test_plain_entry.py`` checks the two agree line by line.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_PLAIN = re.compile(
    r"(?<![ \t])[ \t]*(?P<count>[1-9][0-9]{0,2})(?P<x>[xX]?)[ \t]+"
    r"(?!(?i:ea|cop|x[ \t]))"
    r"(?P<name>[A-Za-z][A-Za-z0-9 ,.'!?&+=-]{0,298}[A-WYZa-wyz!?.'])[ \t]*"
)
COUNT_FIRST = re.compile(r"\d{1,3}[xX×]?[ \t]+[^\W\d_]")
"""A line that starts with a count, then a letter: a plain card line (``4 Dragon Breath``, ``3x Ash Blossom``),
never a heading, a header nor a title (its name may still be in any form the grammar reads)."""


class Plain(NamedTuple):
    """What :func:`plain_entry` read: the name, its count (``copies``), where the name starts (0-based), and the
    count with the white space after it when the count is bare digits (``4 ``: the name might start with a number)."""

    name: str
    copies: int
    offset: int
    lead: str | None


def plain_entry(text: str) -> Plain | None:
    """``text`` read as ``4 Name`` or ``4x Name`` when it has that plain shape (the module docstring), else None."""
    found = _PLAIN.fullmatch(text)
    if found is None:
        return None
    name = found["name"]
    if " - " in name:  # "Name - Buddy", "Name - tech": a remark or a slot mark
        return None
    at = found.start("name")
    return Plain(name, int(found["count"]), at, None if found["x"] else text[found.start("count") : at])
