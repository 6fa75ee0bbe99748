"""The common card line (``4 Dragon Breath``, ``3x Ash Blossom``) and the common name alone, read by one pattern
before the general grammar.

Most lines of every list are this shape, and the general grammar (:func:`deckcheck.readers.entries.parse_entry`)
tries a dozen forms on each. :func:`plain_entry` answers only where its answer is the general grammar's, by
construction: a count of 1 to 999 with no leading zero, an optional ``x``, white space, and a name that starts with
a letter, holds only (Latin) letters, digits, spaces and ``,.'"!?&+=:-``, and ends in a letter (not ``x``) or
``!?.'"``. That excludes every form the grammar treats specially: ``4 x Name`` (the spaced x), ``3 ea Name`` and
``4 copies of Name`` (the words after a count), a second count (``Name x3``, ``(3)``, ``[3]``, a name ending in a
digit or ``x``), remarks and slot marks (a closing bracket, ``*``, a dash after a space), comments and tables (``#``,
``/``, ``|``, a tab inside), and names over the length limit. :func:`plain_name` is the same name with no count
(nor a count and a count word at its end, ``Name 4 copies``, ``Name 4pcs``): the grammar finds no count in it and
keeps it whole. ``tests/readers/test_plain_entry.py`` checks the two agree with the grammar line by line, on every real
card name.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from deckcheck.readers.data_lines import TOKEN_LENGTH, holds_token
from deckcheck.readers.tails import COUNT_WORD_ENDS, ends_in_copies

_LATIN = "\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
"""The accented Latin letters (``é``, ``ö``, ``ł``; not ``×`` nor ``÷``): one character class, not a Unicode category
test per character (four times as fast a match)."""
_NAME = rf"(?![xX][ \t]?[0-9])[A-Za-z{_LATIN}][A-Za-z0-9{_LATIN} ,.'\"!?&+=:-]{{0,298}}[A-WYZa-wyz{_LATIN}!?.'\"]"
"""A name the grammar reads as written: a letter first (not ``x4`` nor ``x 4``), then letters, digits and plain
punctuation, and a last character that ends no count (a letter but ``x``, or ``!?.'"``)."""
PLAIN = re.compile(
    r"(?<![ \t])[ \t]*(?P<count>[1-9][0-9]{0,2})(?P<x>[xX]?)[ \t]+"
    rf"(?!(?i:ea|cop|pc|piece|x[ \t]))(?P<name>{_NAME})[ \t]*"
)
"""The plain card line: its groups are the count, the ``x`` after it (or nothing) and the name, in that order."""
_PLAIN_NAME = re.compile(rf"\A{_NAME}")  # anchored: tried at each start, it would scan a long run again
COUNT_FIRST = re.compile(r"\d{1,3}(?:[xX×]|(?i:pcs?\.?|pieces?|copies))?[ \t]+[^\W\d_]")
"""A line that starts with a count, then a letter: a plain card line (``4 Dragon Breath``, ``3x Ash Blossom``, a shop's
``4pcs Name``), never a heading, a header nor a title (its name may still be in any form the grammar reads)."""


class Plain(NamedTuple):
    """What :func:`plain_entry` read: the name, its count (``copies``), where the name starts (0-based), and the
    count with the white space after it when the count is bare digits (``4 ``: the name might start with a number)."""

    name: str
    copies: int
    offset: int
    lead: str | None


def plain_entry(text: str) -> Plain | None:
    """``text`` read as ``4 Name`` or ``4x Name`` when it has that plain shape (the module docstring), else None."""
    found = PLAIN.fullmatch(text)
    if found is None:
        return None
    name = found["name"]
    if not read_as_written(name, card=True):
        return None
    at = found.start("name")
    return Plain(name, int(found["count"]), at, None if found["x"] else text[found.start("count") : at])


def read_as_written(name: str, card: bool = False) -> bool:
    """Whether a name a plain pattern matched holds nothing the grammar reads apart: no dash remark or slot mark after
    it (``Name - Buddy``, ``Card x3 -- tech``), no count and count word at its end (``Name 4 pcs``), and, for a card
    line's name (``card``: the plain-line fast paths, :func:`plain_entry` and
    :func:`deckcheck.readers.text_plain.plain_card`), no key or token (the grammar's error, never quoted)."""
    if " -" in name or " –" in name or " —" in name:
        return False
    if name[-1] in COUNT_WORD_ENDS and ends_in_copies(name):  # the common name: no call
        return False
    return not card or len(name) < TOKEN_LENGTH or not holds_token(name)


def plain_name(text: str) -> bool:
    """Whether ``text`` (no white space around it) is a plain name alone: no count, remark or mark in it."""
    return _PLAIN_NAME.fullmatch(text) is not None and read_as_written(text)
