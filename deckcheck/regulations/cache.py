"""The regulation cache of YAML regulation files: each file's validated regulation and where its parts were
written, stored once as plain data (issue 18), as ``lflist.conf`` lists are (``games/yugioh/lflist_cache.py``).

Keyed by the file's text itself (its BLAKE2 digest), deckcheck's version, a layout number and the source stamps
of the modules that read and check it: a changed file, a new deckcheck or an edited schema is a miss, and the
file is parsed again and the cache rewritten. A file with an error is never cached (the error is raised again
on every run). A hit skips the YAML composer and pydantic's validation: the regulation is rebuilt with
``model_construct`` from what the validated model held, and the locator answers from a table of every node's
line and column, as :func:`cardpool.yamlsafe.locate` would. A cache file that does not fit that shape (damaged,
forged, of another layout) is a miss, never a crash.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from typing import Any

from cardpool.plaincache import cache_path, load_plain, store_plain
from cardpool.yamlsafe import YMap, YNode, YScalar, YSeq, merged_pairs
from deckcheck.regulations import model
from deckcheck.regulations.load import Located
from deckcheck.user_cache import cache_dir, text_key

LAYOUT = 1
MAX_PLACES = 200_000
"""A file whose YAML holds more nodes than this is parsed on every run, not cached."""
_MAP, _SEQ, _LEAF = 0, 1, 2
_CLASSES: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        model.Regulation,
        model.SizeRange,
        model.SectionSize,
        model.Sideboard,
        model.Condition,
        model.FieldCount,
        model.Limited,
        model.Choice,
        model.Combined,
        model.PoolFilter,
    )
}
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
    stored = load_plain(where, key)
    if stored is not None:
        try:
            return _located(path, stored)
        except (_Miss, TypeError, ValueError, KeyError, IndexError, RecursionError):
            pass
    located, root = parse(path, text)
    plain = _stored(located, root)
    if plain is not None:
        store_plain(where, key, plain)
    return located


def _key(text: str) -> tuple[Any, ...]:
    return text_key(LAYOUT, __file__, ("model.py", "load.py", "cache.py"), text)


# --- storing: a validated regulation and its YAML as plain data -------------------------------------------------


def _stored(located: Located, root: YNode | None) -> tuple[Any, ...] | None:
    """The plain data of a freshly parsed file, or ``None`` when it is not to be cached."""
    if root is None:
        return None
    places = _places(root)
    if places is None:
        return None
    try:
        return (_plain(located.regulation), places)
    except _Miss:
        return None


def _plain(value: Any) -> Any:
    """A model's field values (and which were given), tagged, recursively; scalars as they are."""
    kind = type(value)
    if kind.__name__ in _CLASSES and _CLASSES[kind.__name__] is kind:
        fields = tuple((name, _plain(getattr(value, name))) for name in kind.model_fields)
        return ("model", kind.__name__, fields, tuple(sorted(value.model_fields_set)))
    if kind is tuple:
        return ("tuple", tuple(_plain(v) for v in value))
    if kind is dict:
        return ("dict", tuple((k, _plain(v)) for k, v in value.items()))
    if kind is dt.date:
        return ("date", value.toordinal())
    if value is None or kind in (str, int, bool, float):
        return value
    raise _Miss(kind.__name__)


def _places(root: YNode) -> tuple[tuple[tuple[int | str, ...], Place], ...] | None:
    """Every path :func:`cardpool.yamlsafe.locate` can follow, and the place it answers for it: a mapping's
    value at its key's place, a list's item at its own; the first pair of a key wins (merge keys applied)."""
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
    if isinstance(node, YMap):
        return _MAP, 0
    if isinstance(node, YSeq):
        return _SEQ, len(node.items)
    return _LEAF, 0


# --- a hit: the regulation rebuilt, and a locator from the table ------------------------------------------------


def _located(path: str, stored: Any) -> Located:
    if type(stored) is not tuple or len(stored) != 2 or type(stored[1]) is not tuple:
        raise _Miss("layout")
    regulation = _built(stored[0])
    if type(regulation) is not model.Regulation or regulation.effective is None:
        raise _Miss("not a regulation")
    table = _table(stored[1])
    return Located(regulation, path, lambda loc: _locate(table, loc))


def _built(plain: Any) -> Any:
    """What :func:`_plain` stored, rebuilt; anything that does not fit raises :class:`_Miss`."""
    if type(plain) is not tuple:
        if plain is None or type(plain) in (str, int, bool, float):
            return plain
        raise _Miss("value")
    tag = plain[0]
    if tag == "tuple" and len(plain) == 2 and type(plain[1]) is tuple:
        return tuple(_built(v) for v in plain[1])
    if tag == "dict" and len(plain) == 2 and type(plain[1]) is tuple:
        items = [(k, _built(v)) for k, v in plain[1]]
        if any(type(k) is not str for k, _ in items):
            raise _Miss("key")
        return dict(items)
    if tag == "date" and len(plain) == 2 and type(plain[1]) is int:
        return dt.date.fromordinal(plain[1])
    if tag == "model" and len(plain) == 4:
        return _model(plain[1], plain[2], plain[3])
    raise _Miss("tag")


def _model(name: Any, fields: Any, given: Any) -> Any:
    cls = _CLASSES.get(name) if type(name) is str else None
    if cls is None or type(fields) is not tuple or type(given) is not tuple:
        raise _Miss("model")
    values = {field: _built(value) for field, value in fields}
    if set(values) != set(cls.model_fields) or not set(given) <= set(values):
        raise _Miss("fields")
    return cls.model_construct(_fields_set=set(given), **values)


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
