"""The regulation cache of ``lflist.conf``: its lists, as parsed, stored once as plain data (issue 18).

Keyed by the file's text itself (its BLAKE2 digest), deckcheck's version and this parser's source: a changed
file, a new deckcheck or an edited parser is a miss, and the file is parsed again and the cache rewritten.
An error in the file is never cached: it is raised again on every run. What a cache file holds is
type-checked before use (:func:`_lists_of`); one that does not fit is a miss.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from typing import Any

from cardpool.plaincache import cache_path, load_plain, store_plain
from deckcheck.user_cache import cache_dir, cache_version

LAYOUT = 1
Parsed = tuple[dict[str, str], list[tuple[Any, ...]]]
"""The header's formats by list name, and each list as (name, line, whitelist, passcodes, counts, lines)."""


def _key(text: str) -> tuple[Any, ...]:
    here = os.path.dirname(os.path.abspath(__file__))
    stamps = []
    for name in ("lflist.py", "lflist_cache.py"):
        try:
            stamps.append(os.stat(os.path.join(here, name)).st_mtime_ns)
        except OSError:
            stamps.append(0)
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=32).digest()
    return (LAYOUT, cache_version(), tuple(stamps), digest)


def cached_lists(path: str, text: str, parse: Callable[[], Parsed]) -> Parsed:
    """``parse()``, or what it gave for this text before."""
    directory = cache_dir()
    if directory is None:
        return parse()
    where = cache_path(directory, "regulations", os.path.abspath(path))
    key = _key(text)
    found = _lists_of(load_plain(where, key))
    if found is not None:
        return found
    parsed = parse()
    store_plain(where, key, parsed)
    return parsed


def _all_of(kind: type, items: Any) -> bool:
    return set(map(type, items)) <= {kind}


def _lists_of(stored: Any) -> Parsed | None:
    """The stored lists, when they are of the layout's types; else ``None`` (a miss)."""
    if type(stored) is not tuple or len(stored) != 2 or type(stored[0]) is not dict or type(stored[1]) is not list:
        return None
    grouped, items = stored
    if not (_all_of(str, grouped) and _all_of(str, grouped.values()) and _all_of(tuple, items)):
        return None
    for item in items:
        if len(item) != 6 or type(item[0]) is not str or type(item[1]) is not int or type(item[2]) is not bool:
            return None
        name, line, whitelist, codes, counts, lines = item
        if not (type(codes) is tuple and type(counts) is tuple and type(lines) is tuple):
            return None
        if not (len(codes) == len(counts) == len(lines) and _all_of(str, codes) and _all_of(int, counts + lines)):
            return None
        if counts and (min(counts) < 0 or max(counts) > 3 or not all(map(str.isdigit, codes))):
            return None
    return grouped, items
