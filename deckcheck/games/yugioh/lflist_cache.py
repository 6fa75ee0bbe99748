"""The regulation cache of ``lflist.conf``: its lists, as parsed, stored once as plain data (issue 18).

Keyed by the file's text itself (kept and compared whole: :func:`deckcheck.user_cache.text_key`), deckcheck's
version and this parser's source: a changed file, a new deckcheck or an edited parser is a miss, and the file is
parsed again and the cache rewritten.
An error in the file is never cached: it is raised again on every run.

Each list is stored with what choosing one needs (its name, line, ``$whitelist``, format and date) and its
entries packed apart (marshal bytes), so that a run unpacks and type-checks only the entries of the list it
chooses. What a cache file holds is type-checked before use (:func:`_items_of`, :func:`entries_of`); a file that
does not fit is a miss, and entries that do not fit are read from the file again.
"""

from __future__ import annotations

import marshal
import os
from collections.abc import Callable
from typing import Any

from cardpool.plaincache import all_of, cache_path, load_plain, store_plain
from deckcheck.user_cache import cache_dir, text_key

LAYOUT = 2
Columns = tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]
"""A list's entries: its passcodes, their counts and their lines."""
Parsed = tuple[str, int, bool, str, "int | None", Columns]
"""A list as parsed: name, line, ``$whitelist``, format (``tcg``/``ocg``), date (an ordinal, or none), entries."""
Item = tuple[str, int, bool, str, "int | None", bytes]
"""A list as cached: the same, with its entries packed (:func:`entries_of` unpacks them)."""


def _key(text: str) -> tuple[Any, ...]:
    return text_key(LAYOUT, __file__, ("lflist.py", "lflist_cache.py"), text)


def _packed(parsed: list[Parsed]) -> list[Item]:
    return [(name, line, white, fmt, day, marshal.dumps(columns)) for name, line, white, fmt, day, columns in parsed]


def cached_lists(path: str, text: str, parse: Callable[[], list[Parsed]]) -> list[Item]:
    """``parse()``'s lists, packed, or what it gave for this text before."""
    directory = cache_dir()
    if directory is None:
        return _packed(parse())
    where = cache_path(directory, "regulations", os.path.abspath(path))
    key = _key(text)
    found = _items_of(load_plain(where, key))
    if found is not None:
        return found
    items = _packed(parse())
    store_plain(where, key, items)
    return items


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
