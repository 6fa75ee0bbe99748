"""Which ``#`` characters of a YAML text start a comment, from the scanner's token marks.

A ``#`` after white space starts a comment in YAML unless it is part of a scalar: a quoted string
(``"Dragon # Breath"``), a block scalar's text (``|`` or ``>``), or a plain scalar that runs over several
lines. PyYAML reports no comments, but every token carries the character span it was read from; a ``#``
outside every token's span is a comment. A block scalar's span starts at its indicator, so the rest of its
header line (``text: |  # a comment``) is looked at apart from its text.

The scan is bounded (:data:`MAX_TOKENS`): past the budget, or past a point the scanner could not read,
no ``#`` is said to start a comment. A caller that trusts comments (suppressions) so fails closed.

A text that is composed already need not be scanned again: :func:`cardpool.yamlsafe.compose` keeps the span of
each scalar whose value holds a ``#`` (:func:`scalar_span`, the same span its token has here; a scalar without one
has no ``#`` in its text either) as it reads, and :func:`comments_outside` finds the
comments from those spans in one ``find`` over the text's ``#`` characters.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # PyYAML is imported where its scanner is used: a run without YAML decks never loads it
    import yaml

MAX_TOKENS = 400_000
"""The most tokens scanned (a readable deck holds at most 50,000 nodes, a few tokens each)."""


def _span(token: yaml.Token, text: str) -> tuple[int, int]:
    """The characters a token was read from; a block scalar's from the line after its header."""
    start, end = token.start_mark.index, token.end_mark.index
    if getattr(token, "style", None) in ("|", ">"):  # a block scalar's (only a scalar token has a style)
        header_end = text.find("\n", start, end)
        start = end if header_end == -1 else header_end + 1
    return start, end


_BLANKS = " \t\r\n\x85\u2028\u2029"
"""What ends an ``&anchor`` or a ``!tag``, and lies between them and their scalar (with comments)."""

MAX_SPANNED = 99_000
"""The longest text whose comments :func:`comments_outside` tells: a token takes at least a quarter of a character
(one real and up to three inserted: a block mapping's start, a simple key, a block's end), so a shorter text holds
fewer than :data:`MAX_TOKENS` tokens and the two ways agree; a longer one is left to :func:`comment_starts`."""


def scalar_span(text: str, start: int, end: int, style: str | None) -> tuple[int, int]:
    """The span of a scalar's token, from its composed event's marks (``start`` is the ``&anchor`` or ``!tag``
    before it, if any: skipped, with the white space and comments between), as :func:`comment_starts` has it."""
    while start < end:
        char = text[start]
        if char in "&!":
            while start < end and text[start] not in _BLANKS:
                start += 1
        elif char in _BLANKS:
            start += 1
        elif char == "#":  # a comment between an anchor and its scalar
            line_end = text.find("\n", start, end)
            start = end if line_end == -1 else line_end
        else:
            break
    if style in ("|", ">"):
        header_end = text.find("\n", start, end)
        start = end if header_end == -1 else header_end + 1
    return start, end


def comments_outside(text: str, spans: list[tuple[int, int]]) -> list[int] | None:
    """Where each comment of a composed text starts (the offset of its ``#``), given the span of every scalar that
    holds a ``#``, in file order: a ``#`` at the start of a line or after white space, outside every span, and not
    inside an earlier comment. ``None`` for a text longer than :data:`MAX_SPANNED`."""
    if len(text) > MAX_SPANNED:
        return None
    found: list[int] = []
    at, span = text.find("#"), 0
    while at != -1:
        while span < len(spans) and spans[span][1] <= at:
            span += 1
        if span < len(spans) and spans[span][0] <= at:  # inside a scalar: part of a value
            at = text.find("#", spans[span][1])
        elif at == 0 or text[at - 1].isspace():
            found.append(at)
            line_end = text.find("\n", at)
            at = -1 if line_end == -1 else text.find("#", line_end)
        else:  # "a,#b": no white space before it, so no comment a suppression trusts; one may follow on the line
            at = text.find("#", at + 1)
    return found


def comment_starts(text: str, offsets: Iterable[int]) -> frozenset[int]:
    """The ``offsets`` (character indexes of ``#`` in ``text``) that start a YAML comment."""
    wanted = sorted(set(offsets))
    if not wanted:
        return frozenset()
    found: list[int] = []
    at = 0  # the next offset to decide
    read_to = 0  # every character before this was read into tokens (or lies between them)
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's scanner where PyYAML has it (ten times faster)
    try:
        for count, token in enumerate(yaml.scan(text, Loader=loader)):
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
