"""A deck's path as the reports that point into a repository name it: from the repository's root."""

from __future__ import annotations

import os
from pathlib import PurePath


def under_root(path: str, root: str | None) -> str | None:
    """``path`` relative to ``root``, ``/``-separated (folders reached through links resolved on both sides, the file
    itself not); ``None`` for standard input, no root, or a file outside it."""
    if root is None or path == "<stdin>":
        return None
    absolute = os.path.abspath(path)
    folder, name = os.path.split(absolute)
    try:
        rel = os.path.relpath(os.path.join(os.path.realpath(folder), name), os.path.realpath(root))
    except ValueError:  # another drive on Windows
        return None
    if rel == ".." or rel.startswith(".." + os.sep) or os.path.isabs(rel):
        return None
    return PurePath(rel).as_posix()
