"""The ``deckcheck.games`` entry points of the installed distributions, read without ``importlib.metadata``.

Importing ``importlib.metadata`` pulls in ``email``, ``zipfile``, ``csv`` and more (15 ms, a seventh of the
interpreter's floor), to answer what a scan of ``sys.path`` answers as well: each folder's ``*.dist-info``
and ``*.egg-info`` directories, and their ``entry_points.txt``. The scan follows importlib.metadata's order
and rules: ``sys.path`` in order, the first distribution of a (normalised) name wins, a file's sections are
``[group]`` headers and its lines ``name = module:attribute``. A ``sys.path`` entry that is no folder (a zip
file, an egg) is what importlib.metadata knows how to read and this scan does not: then it is asked instead.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterable

_METADATA_SUFFIXES = (".dist-info", ".egg-info")
_SEPARATORS = re.compile(r"[-_.]+")


def _normalized(folder_name: str) -> str:
    """The distribution name a metadata folder stands for (``Foo.Bar-1.0.dist-info`` -> ``foo_bar``)."""
    stem = folder_name.rsplit(".", 1)[0]
    return _SEPARATORS.sub("_", stem.partition("-")[0]).lower()


def parse(text: str, group: str) -> list[tuple[str, str]]:
    """The ``(name, value)`` pairs of ``[group]`` in an ``entry_points.txt``; comments and blank lines skipped."""
    found: list[tuple[str, str]] = []
    section: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        if section == group and "=" in line:
            name, _, value = line.partition("=")
            found.append((name.strip(), value.strip()))
    return found


def _folders(entry: str) -> Iterable[tuple[str, str]]:
    """``(distribution name, entry_points.txt path)`` of the metadata folders in one ``sys.path`` folder, sorted
    by folder name as importlib.metadata finds them."""
    try:
        names = sorted(e.name for e in os.scandir(entry or ".") if e.name.lower().endswith(_METADATA_SUFFIXES))
    except OSError:
        return
    for name in names:
        yield _normalized(name), os.path.join(entry or ".", name, "entry_points.txt")


def scanned(group: str, path: Iterable[str] | None = None) -> list[tuple[str, str]] | None:
    """Every installed distribution's ``(name, value)`` entry points of ``group``, in ``sys.path`` order; ``None``
    when a path entry is one this scan cannot read (a zip file), so that the caller asks importlib.metadata."""
    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    for entry in sys.path if path is None else path:
        if os.path.isfile(entry):
            return None
        for dist, points in _folders(entry):
            if dist in seen:
                continue
            seen.add(dist)
            try:
                with open(points, encoding="utf-8") as handle:
                    text = handle.read()
            except (OSError, UnicodeDecodeError):  # no entry points (or unreadable ones): as importlib.metadata
                continue
            found.extend(parse(text, group))
    return found


def entry_points(group: str) -> list[tuple[str, str]]:
    """The installed ``(name, value)`` entry points of ``group``: scanned, else from importlib.metadata."""
    found = scanned(group)
    if found is not None:
        return found
    from importlib.metadata import entry_points as metadata_entry_points

    return [(point.name, point.value) for point in metadata_entry_points(group=group)]
