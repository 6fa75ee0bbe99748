"""The regulation cache of YAML regulation files: each file's validated regulation and where its parts were
written, stored once as plain data (issue 18), as ``lflist.conf`` lists are (``games/yugioh/lflist_cache.py``).

Keyed by the file's text itself (:func:`deckcheck.user_cache.text_key`), deckcheck's version, a layout number and
the source stamps of the modules that read and check it: a changed file, a new deckcheck or an edited schema is a
miss, and the file is parsed again and the cache rewritten. A file with an error is never cached (the error is
raised again on every run). A hit skips the YAML composer and pydantic (neither is imported): the plain regulation
(:mod:`deckcheck.regulations.plain`) is rebuilt from its stored values, each type-checked, and the locator answers
from a table of every node's line and column, as :func:`cardpool.yamlsafe.locate` would. A cache file that does
not fit that shape (damaged, forged, of another layout) is a miss, never a crash.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardpool.plain import RecordError
from cardpool.plaincache import cache_path, load_plain, store_plain
from deckcheck.regulations.load import Located
from deckcheck.regulations.plain import Regulation, stored
from deckcheck.user_cache import cache_dir, text_key

if TYPE_CHECKING:
    from cardpool.yamlsafe import YNode

LAYOUT = 2
MAX_PLACES = 200_000
"""A file whose YAML holds more nodes than this is parsed on every run, not cached."""
_MAP, _SEQ, _LEAF = 0, 1, 2
Place = tuple[int, int, int, int]
"""Where a node was written, and what it is: (line, column, kind, number of items)."""


class _Miss(Exception):
    """What a cache file holds does not fit the layout."""


Parse = Callable[[str, str], "tuple[Located, YNode | None]"]


def cached_regulation(path: str, text: str, parse: Parse) -> Located:
    """The regulation ``parse(path, text)`` reads (with the YAML nodes it read it from), or what it gave for this
    text before."""
    directory = cache_dir()
    if directory is None:
        return parse(path, text)[0]
    where = cache_path(directory, "regulation-files", os.path.abspath(path))
    key = _key(text)
    found = load_plain(where, key)
    if found is not None:
        try:
            return _located(path, found)
        except (_Miss, RecordError, TypeError, ValueError, KeyError, IndexError, RecursionError):
            pass
    located, root = parse(path, text)
    plain = _stored(located, root)
    if plain is not None:
        store_plain(where, key, plain)
    return located


def _key(text: str) -> tuple[Any, ...]:
    return text_key(LAYOUT, __file__, ("model.py", "plain.py", "load.py", "yaml_file.py", "cache.py"), text)


# --- storing: a validated regulation and its YAML as plain data -------------------------------------------------


def _stored(located: Located, root: YNode | None) -> tuple[Any, ...] | None:
    """The plain data of a freshly parsed file, or ``None`` when it is not to be cached."""
    if root is None:
        return None
    places = _places(root)
    return None if places is None else (stored(located.regulation), places)


def _places(root: YNode) -> tuple[tuple[tuple[int | str, ...], Place], ...] | None:
    """Every path :func:`cardpool.yamlsafe.locate` can follow, and the place it answers for it: a mapping's
    value at its key's place, a list's item at its own; the first pair of a key wins (merge keys applied)."""
    from cardpool.yamlsafe import YMap, YScalar, YSeq, merged_pairs

    table: dict[tuple[int | str, ...], Place] = {(): (root.line, root.column, *_shape(root))}
    pending: list[tuple[tuple[int | str, ...], YNode]] = [((), root)]
    while pending:
        path, node = pending.pop()
        children: list[tuple[int | str, YNode, YNode]] = []
        if isinstance(node, YMap):
            children = [(k.value, k, v) for k, v in merged_pairs(node) if isinstance(k, YScalar)]
        elif isinstance(node, YSeq):
            children = [(i, item, item) for i, item in enumerate(node.items)]
        for step, at, child in children:
            key = (*path, step)
            if not isinstance(step, (int, str)) or key in table:
                continue
            if len(table) >= MAX_PLACES:
                return None
            table[key] = (at.line, at.column, *_shape(child))
            pending.append((key, child))
    return tuple(table.items())


def _shape(node: YNode) -> tuple[int, int]:
    from cardpool.yamlsafe import YMap, YSeq

    if isinstance(node, YMap):
        return _MAP, 0
    if isinstance(node, YSeq):
        return _SEQ, len(node.items)
    return _LEAF, 0


# --- a hit: the regulation rebuilt, and a locator from the table ------------------------------------------------


def _located(path: str, data: Any) -> Located:
    if type(data) is not tuple or len(data) != 2 or type(data[0]) is not dict or type(data[1]) is not tuple:
        raise _Miss("layout")
    if tuple(data[0]) != Regulation.FIELDS:
        raise _Miss("fields")
    regulation = Regulation.from_values(tuple(data[0].values()))
    if regulation.effective is None:
        raise _Miss("not a regulation")
    table = _table(data[1])
    return Located(regulation, path, lambda loc: _locate(table, loc))


def _table(stored: tuple[Any, ...]) -> dict[tuple[Any, ...], Place]:
    table: dict[tuple[Any, ...], Place] = {}
    for path, place in stored:
        if type(path) is not tuple or type(place) is not tuple or len(place) != 4:
            raise _Miss("place")
        if not all(type(p) is int for p in place) or not all(type(s) in (int, str) for s in path):
            raise _Miss("place")
        table[path] = place
    if () not in table:
        raise _Miss("root")
    return table


def _locate(table: dict[tuple[Any, ...], Place], loc: tuple[int | str, ...]) -> tuple[int, int]:
    """:func:`cardpool.yamlsafe.locate` over the stored table: as deep as the path exists."""
    path: tuple[Any, ...] = ()
    line, column, kind, items = table[()]
    for step in loc:
        if kind == _MAP:
            path = (*path, str(step))
        elif kind == _SEQ and isinstance(step, int) and 0 <= step < items:
            path = (*path, step)
        else:
            break
        found = table.get(path)
        if found is None:
            break
        line, column, kind, items = found
    return line, column
