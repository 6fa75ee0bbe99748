"""A YAML deck's count, read from its text as written (``4``, ``"4"``), and how a message names a node that is no
count: YAML 1.1's other integers (``0x10``, ``1:00``) are no counts."""

from __future__ import annotations

import re

from cardpool.visible import clip
from cardpool.yamlnodes import INT_TAG
from cardpool.yamlsafe import YMap, YNode, YScalar, YSeq, scalar_value
from deckcheck.findings import quote
from deckcheck.readers.entries import EntryError, check_count

COUNT_QUOTE_LIMIT = 12
"""A count is at most three digits: a message quotes no more of a value written where a count belongs."""


def kind_of(node: YNode) -> str:
    if isinstance(node, YMap):
        return "a mapping"
    if isinstance(node, YSeq):
        return "a list"
    return f"the value {quote(clip(node.value))}"


_DECIMAL = re.compile(r"-?[0-9]+")
"""A count as written: decimal digits (a minus says "count -1 is not allowed"). Not YAML 1.1's other integers:
``0x10``, ``0b11``, ``1:00`` (sexagesimal 60), ``4_``, ``+4``."""
_DIGITS_READ = 4_000
"""Longer runs of digits are not turned into a number (Python refuses past 4,300): the YAML int error says so."""


def yaml_count(node: YNode) -> int:
    """The count ``node`` holds, read from its text as written."""
    if type(node) is YScalar and node.tag == INT_TAG and len(node.value) < 4 and node.value.isdigit():
        count = int(node.value)  # the commonest count, ``4``: ASCII digits (a plain int's only digits) in range
        if count >= 1:
            return count
    if not isinstance(node, YScalar):
        raise EntryError(f"a count must be a whole number, not {kind_of(node)}")
    if node.tag.endswith(":null"):
        raise EntryError("the count is missing")
    written = node.value.strip()
    if node.tag.endswith(":int"):
        decimal = _DECIMAL.fullmatch(written) is not None
    else:  # a quoted count may be written in any decimal digits: "４" (full width), "٣" (Arabic-Indic)
        decimal = node.tag.endswith(":str") and written.isdecimal()
    if decimal and len(written) <= _DIGITS_READ:
        value = int(written, 10)  # "010" is 10 and "1:00" no count: YAML 1.1 reads 8 and 60
        check_count(value)
        return value
    if not node.tag.endswith(":str"):
        scalar_value(node)  # an explicit tag its value does not fit says so: "'maybe' is not a valid bool"
    shown = quote(clip(node.value, COUNT_QUOTE_LIMIT))
    if written.isdecimal() and not node.tag.endswith((":str", ":int")):  # "!!float 4": the tag is what is wrong
        raise EntryError(f"a count must be a whole number, not {shown} tagged !!{node.tag.rsplit(':', 1)[-1]}")
    raise EntryError(f"a count must be a whole number, not {shown}")
