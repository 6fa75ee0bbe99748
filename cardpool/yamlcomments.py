"""Which ``#`` characters of a YAML text start a comment, from the scanner's token marks.

A ``#`` after white space starts a comment in YAML unless it is part of a scalar: a quoted string
(``"Dragon # Breath"``), a block scalar's text (``|`` or ``>``), or a plain scalar that runs over several
lines. PyYAML reports no comments, but every token carries the character span it was read from; a ``#``
outside every token's span is a comment. A block scalar's span starts at its indicator, so the rest of its
header line (``text: |  # a comment``) is looked at apart from its text.

The scan is bounded (:data:`MAX_TOKENS`): past the budget, or past a point the scanner could not read,
no ``#`` is said to start a comment. A caller that trusts comments (suppressions) so fails closed.
"""

from __future__ import annotations

from collections.abc import Iterable

import yaml

_Loader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's scanner when PyYAML was built with it (about ten times faster), else PyYAML's own."""

MAX_TOKENS = 400_000
"""The most tokens scanned (a readable deck holds at most 50,000 nodes, a few tokens each)."""


def _span(token: yaml.Token, text: str) -> tuple[int, int]:
    """The characters a token was read from; a block scalar's from the line after its header."""
    start, end = token.start_mark.index, token.end_mark.index
    if isinstance(token, yaml.ScalarToken) and token.style in ("|", ">"):
        header_end = text.find("\n", start, end)
        start = end if header_end == -1 else header_end + 1
    return start, end


def comment_starts(text: str, offsets: Iterable[int]) -> frozenset[int]:
    """The ``offsets`` (character indexes of ``#`` in ``text``) that start a YAML comment."""
    wanted = sorted(set(offsets))
    if not wanted:
        return frozenset()
    found: list[int] = []
    at = 0  # the next offset to decide
    read_to = 0  # every character before this was read into tokens (or lies between them)
    try:
        for count, token in enumerate(yaml.scan(text, Loader=_Loader)):
            if count >= MAX_TOKENS:
                break
            start, end = _span(token, text)
            if end <= start:
                continue
            while at < len(wanted) and wanted[at] < start:
                found.append(wanted[at])
                at += 1
            while at < len(wanted) and wanted[at] < end:
                at += 1  # inside the token: part of a value
            read_to = max(read_to, end)
            if at == len(wanted):
                break
        else:
            read_to = len(text)  # the whole text was scanned: what is left lies after the last token
    except yaml.YAMLError:
        pass  # the scanner stopped here: what follows cannot be told apart
    found.extend(offset for offset in wanted[at:] if offset < read_to)
    return frozenset(found)
