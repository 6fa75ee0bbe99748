"""A YAML key cut at `` #``: ``Morphing Jar #2: 3`` is the key ``Morphing Jar`` and the comment ``#2: 3`` to
YAML, and the file then stops parsing a line or two on. The parse error is said as what it is: the name must be
quoted."""

from __future__ import annotations

import re

from cardpool.visible import clip, quote
from deckcheck.findings import Problem

LOOK_BACK = 3
"""How many lines above the parse error a cut key is looked for (the error is at the key or just after it)."""

_CUT = re.compile(r"^(?P<lead>\s*(?:-\s+)?)(?P<before>[^\s#'\"{\[][^#:]*?) #(?P<after>.*:.*)$")
"""A line whose plain text before `` #`` holds no ``:``, and whose "comment" does: a key YAML read as a comment."""


def cut_key(text: str, line: int | None) -> Problem | None:
    """The located message for a key cut at `` #`` on the parse error's line ``line`` or just above it, or
    ``None`` when no such line is there."""
    if line is None:
        return None
    lines = text.split("\n")
    for number in range(min(line, len(lines)), max(0, line - LOOK_BACK), -1):
        raw = lines[number - 1]
        found = _CUT.match(raw.rstrip("\r"))
        if found is None:
            continue
        comment, _, value = found["after"].rpartition(":")
        name = (found["before"] + " #" + comment).strip()
        written = f'"{clip(name, 80)}":{clip(value, 12)}'
        message = (
            f"invalid YAML: the name {quote(name)} holds ' #', which YAML reads as the start of a comment "
            f"(the key would be {quote(found['before'].strip())}); quote a name that holds ' #' ('{written}')"
        )
        return Problem(message, number, len(found["lead"]) + 1)
    return None


__all__ = ["cut_key"]
