"""The regulation cache of ``lflist.conf``: its lists, as parsed, stored once as plain data (issue 18).

Keyed by the file's stat stamps (path, size, modification and change times, inode, device), deckcheck's version and
this parser's source, as the pool cache is: a hit reads neither the file nor its text (:func:`cached_items`). A
changed file, a new deckcheck or an edited parser is a miss, and the file is parsed again and the cache rewritten.
So that stamps alone never answer for a changed file, they are trusted alone only for a file that had not changed
for :data:`~cardpool.plaincache.SETTLED_NS` when it was stored and whose text, read again between two equal stats,
was the text parsed; any other file's entry keeps its text, and a hit reads the file and compares it whole
(:func:`_hit`). An error in the file is never cached: it is raised again on every run.

Each list is stored with what choosing one needs (its name, line, ``$whitelist``, format and date) and its
entries packed apart (marshal bytes), so that a run unpacks and type-checks only the entries of the list it
chooses. What a cache file holds is type-checked before use (:func:`_items_of`, :func:`entries_of`); a file that
does not fit is a miss, and entries that do not fit are read from the file again.
"""

from __future__ import annotations

import marshal
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardpool.plaincache import all_of, cache_path, load_plain, read_regular, settled, source_stamps, store_plain
from deckcheck.user_cache import cache_dir, cache_version

LAYOUT = 3
MAX_TEXT_BYTES = 8 * 1024 * 1024
"""No lflist.conf read again to prove its stamps is larger (the regulation file limit)."""
Columns = tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]
"""A list's entries: its passcodes, their counts and their lines."""
Parsed = tuple[str, int, bool, str, "int | None", Columns]
"""A list as parsed: name, line, ``$whitelist``, format (``tcg``/``ocg``), date (an ordinal, or none), entries."""
Item = tuple[str, int, bool, str, "int | None", bytes]
"""A list as cached: the same, with its entries packed (:func:`entries_of` unpacks them)."""
Stamps = tuple[str, int, int, int, int, int]
"""A file's absolute path, size, modification and change times (ns), inode and device."""


def _stamps(path: str) -> Stamps | None:
    """A regular file's absolute path, size, modification and change times, inode and device; else ``None``."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    return (os.path.abspath(path), info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino, info.st_dev)


def _key(stamps: Stamps) -> tuple[Any, ...]:
    return (LAYOUT, cache_version(), source_stamps(__file__, ("lflist.py", "lflist_cache.py")), stamps)


def _packed(parsed: list[Parsed]) -> list[Item]:
    return [(name, line, white, fmt, day, marshal.dumps(columns)) for name, line, white, fmt, day, columns in parsed]


def cached_items(path: str, text: Callable[[], str]) -> list[Item] | None:
    """The lists stored for the file at ``path`` as it is now, or ``None`` (a miss); ``text()`` gives the file's text,
    read only when the entry must be compared with it (a file stored soon after it changed)."""
    directory = cache_dir()
    stamps = _stamps(path)
    if directory is None or stamps is None:
        return None
    return _hit(directory, path, stamps, text)


def cached_lists(path: str, text: str, parse: Callable[[], list[Parsed]]) -> list[Item]:
    """``parse()``'s lists of ``text`` (the file's, as the run read it), packed, or what it gave for this file before;
    a miss is stored."""
    directory = cache_dir()
    stamps = _stamps(path)
    if directory is None or stamps is None:
        return _packed(parse())
    found = _hit(directory, path, stamps, lambda: text)
    if found is not None:
        return found
    items = _packed(parse())
    proved = _settled(path, text)
    kept = (None, items) if proved == stamps else (text, items)  # a file that just changed keeps its text
    store_plain(cache_path(directory, "regulations", stamps[0]), _key(stamps), kept)
    return items


def _hit(directory: Path, path: str, stamps: Stamps, text: Callable[[], str]) -> list[Item] | None:
    where = cache_path(directory, "regulations", stamps[0])
    stored = load_plain(where, _key(stamps))
    if type(stored) is not tuple or len(stored) != 2 or not (stored[0] is None or type(stored[0]) is str):
        return None
    kept, items = stored
    if kept is None:
        return _items_of(items)
    if kept != text():
        return None
    found = _items_of(items)
    if found is not None and _settled(path, kept) == stamps:  # settled since: its stamps alone answer from now on
        store_plain(where, _key(stamps), (None, items))
    return found


def _settled(path: str, text: str) -> Stamps | None:
    """The file's stamps, when they alone may answer for ``text``: it has not changed for
    :data:`~cardpool.plaincache.SETTLED_NS`, and its text, read again between two stats that agree, is ``text``."""
    now = time.time_ns()
    before = _stamps(path)
    if before is None or not settled(before[2:4], now) or before[1] > MAX_TEXT_BYTES:
        return None
    data = read_regular(path, MAX_TEXT_BYTES)
    if data is None:
        return None
    try:
        same = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8") == text
    except UnicodeDecodeError:
        return None
    return before if same and _stamps(path) == before else None


def _items_of(stored: Any) -> list[Item] | None:
    """The stored lists, when they are of the layout's types; else ``None`` (a miss)."""
    if type(stored) is not list:
        return None
    for item in stored:
        if type(item) is not tuple or len(item) != 6:
            return None
        name, line, white, fmt, day, packed = item
        if type(name) is not str or type(line) is not int or type(white) is not bool or fmt not in ("tcg", "ocg"):
            return None
        if not (day is None or type(day) is int) or type(packed) is not bytes:
            return None
    return stored


def entries_of(packed: bytes) -> Columns | None:
    """A list's entries as packed by :func:`cached_lists`, when they are of the layout's types; else ``None``."""
    try:
        columns = marshal.loads(packed)
    except (EOFError, ValueError, TypeError):
        return None
    if type(columns) is not tuple or len(columns) != 3 or not all(type(c) is tuple for c in columns):
        return None
    codes, counts, lines = columns
    if not (len(codes) == len(counts) == len(lines) and all_of(str, codes) and all_of(int, counts + lines)):
        return None
    if counts and (min(counts) < 0 or max(counts) > 3 or not all(map(str.isdigit, codes))):
        return None
    return codes, counts, lines
