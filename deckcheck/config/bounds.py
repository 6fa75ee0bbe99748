"""Bounds on a config file's shape, checked before ``tomllib`` sees the text.

A pull request controls ``deckcheck.toml`` and ``pyproject.toml``. ``tomllib`` is quadratic in the dotted
parts of one key (300,000 parts ran past a minute) and recursive in the nesting of arrays and inline tables
(500 levels were a ``RecursionError``). One linear pass over the text, aware of TOML's four kinds of string
and of comments, counts both and refuses a file beyond either bound with one line naming it.
"""

from __future__ import annotations

MAX_DOTTED_PARTS = 16
"""The most parts of one dotted key (``tool.deckcheck.per-file-ignores`` has 3)."""
MAX_NESTING = 32
"""The deepest nesting of arrays and inline tables (a table header's brackets count too)."""
MAX_BARE_VALUE = 100
"""The longest key or value written without quotes (a number, a date): ``tomllib`` turns a number's digits into
an int in quadratic time, or fails past Python's limit of 4,300 digits."""

_OPEN = "[{"
_CLOSE = "]}"
_KEY_START = "\n{,"
"""After these a key may start: dots count again."""


def shape_problem(text: str) -> str | None:
    """Why ``text`` is beyond the bounds (one phrase, with its line), or ``None``. Linear in ``len(text)``."""
    depth = 0
    dots = 0
    bare = 0
    """Characters of the bare key or value being read (outside strings)."""
    counting = True
    line = 1
    blank = was_blank = True
    """Nothing but blanks yet on this line (a ``[`` here opens a table header)."""
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch not in " \t\n":
            was_blank, blank = blank, False
        if ch.isalnum() or ch in "+-._:":
            bare += 1
            if bare > MAX_BARE_VALUE:
                return f"line {line}: more than {MAX_BARE_VALUE} characters outside quotes in a row, the limit"
        else:
            bare = 0
        if ch == "\n":
            line += 1
            counting, dots, blank = True, 0, True
        elif ch == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        elif ch in "\"'":
            i, line = _skip_string(text, i, line)
            continue
        elif ch in _OPEN:
            depth += 1
            if depth > MAX_NESTING:
                return f"line {line}: arrays or inline tables nested more than {MAX_NESTING} deep, the limit"
            if ch == "{":
                counting, dots = True, 0
            elif depth == 1 and was_blank:
                counting, dots = True, 0  # a table header: [a.b.c]
        elif ch in _CLOSE:
            depth = max(0, depth - 1)
        elif ch == "=":
            counting, dots = False, 0
        elif ch == "," and depth:
            counting, dots = True, 0
        elif ch == "." and counting:
            dots += 1
            if dots >= MAX_DOTTED_PARTS:
                return f"line {line}: a key of more than {MAX_DOTTED_PARTS} dotted parts, the limit"
        i += 1
    return None


def _skip_string(text: str, i: int, line: int) -> tuple[int, int]:
    """The index just after the string that starts at ``i``, and the line there. An unclosed string runs to
    the end of its line (or of the text, for a multi-line one): ``tomllib`` reports it."""
    quote = text[i]
    triple = text.startswith(quote * 3, i)
    if triple:
        j = i + 3
        while True:
            end = text.find(quote * 3, j)
            if end < 0:
                return len(text), line + text.count("\n", i)
            if quote == '"' and _escaped(text, end):
                j = end + 1
                continue
            end += 3
            while end < len(text) and text[end] == quote:  # """a"""" ends with a quote in the string
                end += 1
            return end, line + text.count("\n", i, end)
    j = i + 1
    n = len(text)
    while j < n:
        ch = text[j]
        if ch == "\n":
            return j, line
        if ch == "\\" and quote == '"':
            j += 2
            continue
        if ch == quote:
            return j + 1, line
        j += 1
    return n, line


def _escaped(text: str, at: int) -> bool:
    """Whether the character at ``at`` follows an odd number of backslashes."""
    count = 0
    k = at - 1
    while k >= 0 and text[k] == "\\":
        count += 1
        k -= 1
    return count % 2 == 1


MAX_PATTERNS = 100
"""The most glob patterns in one of ``include``, ``exclude`` and ``per-file-ignores``."""
MAX_PATTERN_CHARS = 2_000
"""The most characters of those patterns together, per key: matching costs their length times a path's."""


def pattern_problem(key: str, patterns: list[str]) -> str | None:
    """Why the glob patterns of ``key`` cannot be used: too many, too long together, or one that is no glob."""
    from cardpool.visible import clip
    from deckcheck.config.globs import GlobError, check

    if len(patterns) > MAX_PATTERNS:
        return f"{key}: {len(patterns):,} patterns; the limit is {MAX_PATTERNS}"
    total = sum(len(p) for p in patterns)
    if total > MAX_PATTERN_CHARS:
        return f"{key}: the patterns hold {total:,} characters together; the limit is {MAX_PATTERN_CHARS:,}"
    for pattern in patterns:
        try:
            check(pattern)
        except GlobError as exc:
            return f'{key}: "{clip(pattern)}" is not a glob: {exc}'
    return None
