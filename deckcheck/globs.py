"""Glob patterns for ``include``, ``exclude`` and ``per-file-ignores``.

A pattern without ``/`` matches a name: the file's name, or (for ``exclude`` and ``per-file-ignores``) the
name of any directory it is in, so ``old`` excludes every ``old/`` directory. A pattern with ``/`` matches
the path relative to the directory of the config file (or the current directory), from its start; ``**``
stands for any number of directories, ``*`` and ``?`` never cross a ``/``.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=512)
def _compile(pattern: str) -> re.Pattern[str]:
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        if pattern.startswith("**/", i):
            out.append("(?:[^/]*/)*")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        elif pattern[i] == "[" and "]" in pattern[i + 2 :]:
            end = pattern.index("]", i + 2)
            body = pattern[i + 1 : end]
            out.append("[" + ("^" + body[1:] if body.startswith("!") else body).replace("\\", "\\\\") + "]")
            i = end + 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out))


def relative(path: str | Path, root: Path) -> str:
    """``path`` relative to ``root`` with ``/`` separators (absolute when it lies outside ``root``)."""
    absolute = os.path.abspath(path)
    rel = os.path.relpath(absolute, root) if os.path.splitdrive(absolute)[0] == os.path.splitdrive(str(root))[0] else ""
    if not rel or rel.startswith(".."):
        rel = absolute
    return rel.replace(os.sep, "/")


def matches(pattern: str, rel: str, *, name_only: bool = False) -> bool:
    """Whether the relative path ``rel`` matches ``pattern``; ``name_only`` matches a slash-less pattern
    against the file's own name only (``include``), not its directories'."""
    pattern = pattern.strip().removeprefix("./")
    dir_only = pattern.endswith("/")
    pattern = pattern.rstrip("/")
    if not pattern:
        return False
    regex = _compile(pattern)
    parts = rel.split("/")
    if "/" not in pattern:
        names = parts[-1:] if name_only else (parts[:-1] if dir_only else parts)
        return any(regex.fullmatch(name) for name in names)
    if name_only:
        return bool(regex.fullmatch(rel))
    # Anchored: the whole path, or a leading directory of it (everything below an excluded directory).
    prefixes = ["/".join(parts[:k]) for k in range(1, len(parts) + 1)]
    if dir_only:
        prefixes = prefixes[:-1]
    return any(regex.fullmatch(prefix) for prefix in prefixes)


def any_match(patterns: tuple[str, ...], rel: str, *, name_only: bool = False) -> bool:
    return any(matches(p, rel, name_only=name_only) for p in patterns)
