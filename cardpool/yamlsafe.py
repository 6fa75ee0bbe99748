"""A bounded, located YAML reader.

PyYAML's own loaders are either unsafe (``!!python/object``), silent about
duplicate keys, recursive (a deeply nested file overflows the C stack) or happy
to expand an alias bomb. This module builds its own small node tree from
PyYAML's *event* stream instead, which is iterative and never constructs
anything but plain scalars:

* nesting deeper than :data:`MAX_DEPTH` is refused while parsing;
* every node keeps its line and column (1-based);
* mappings keep every key, duplicates included, in file order;
* aliases of mappings and lists are shared references, never copies (an
  alias of a scalar is a copy located at the alias); a text of more than
  :data:`MAX_NODES` nodes is refused while parsing, :func:`to_python` counts
  every node it visits, so an alias bomb stops at :data:`MAX_NODES`, and a
  ``<<`` merge reads each mapping once however often it is merged;
* positions count lines as an editor does, at LF, CRLF and CR (YAML itself also
  breaks lines at NEL, LS and PS, which would shift every line number after
  one), and a scalar's position is that of its text, after any ``&anchor`` or
  ``!tag``; an error found at the end of the text is placed where the construct
  it concerns began;
* only the YAML core schema's tags are turned into values; any other tag
  (``!!python/object`` and friends) is an error, and nothing is ever executed.
"""

from __future__ import annotations

import sys
from functools import cache
from typing import TYPE_CHECKING, Any

from cardpool.visible import clip, quote
from cardpool.yamlnodes import (
    MAX_ALIASES,
    MAX_DEPTH,
    MAX_NODES,
    MERGE_TAG,
    STR_TAG,
    YamlError,
    YMap,
    YNode,
    YScalar,
    YSeq,
)
from cardpool.yamlplain import Tags, compose_plain

if TYPE_CHECKING:  # PyYAML is imported where a text or a value needs it: a plain deck never does
    from yaml.constructor import SafeConstructor

__all__ = [
    "MAX_ALIASES",
    "MAX_DEPTH",
    "MAX_NODES",
    "YMap",
    "YNode",
    "YScalar",
    "YSeq",
    "YamlError",
    "compose",
    "locate",
    "merged_pairs",
    "scalar_value",
    "to_python",
]


class _Budget:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.left = limit

    def spend(self, node: YNode) -> None:
        self.left -= 1
        if self.left < 0:
            raise YamlError(
                f"the YAML expands to more than {self.limit} nodes (an alias bomb?)", node.line, node.column
            )


def compose(text: str, *, max_nodes: int = MAX_NODES, spans: list[tuple[int, int]] | None = None) -> YNode | None:
    """Parse ``text`` into a node tree; ``None`` for an empty document. ``spans``, when given, gets the text span
    of each scalar holding a ``#`` as it is read (from which :func:`cardpool.yamlcomments.comments_outside` tells the
    comments). A text of plain ``key: value`` and ``- item`` lines is read by :mod:`cardpool.yamlplain` into the same
    tree; any other goes through PyYAML's events (:func:`cardpool.yamlcompose.compose_events`)."""
    plain = compose_plain(text, _tags(), max_nodes)
    if plain is not None:
        return plain  # a plain scalar holds no '#': there is no span to give
    from cardpool.yamlcompose import compose_events

    return compose_events(text, max_nodes=max_nodes, spans=spans)


def _tags() -> Tags:
    """How plain values are tagged: by PyYAML's resolver as it is now while PyYAML is loaded (a resolver may have
    been added to it), else by :mod:`cardpool.yamltags`, which answers a deck's values without loading it."""
    if "yaml" in sys.modules:
        from cardpool.yamlcompose import plain_tags
    else:
        from cardpool.yamltags import plain_tags
    return plain_tags()


@cache
def _constructor() -> SafeConstructor:
    from yaml.constructor import SafeConstructor

    return SafeConstructor()


def scalar_value(node: YScalar) -> Any:
    """The Python value of a core-schema scalar (str, int, float, bool, None, date)."""
    if node.tag == STR_TAG:
        return node.value
    import yaml
    from yaml.constructor import ConstructorError

    try:
        return _constructor().construct_object(yaml.ScalarNode(node.tag, node.value), deep=True)
    except (ConstructorError, ValueError, OverflowError, LookupError, AttributeError, TypeError) as exc:
        # an explicit tag on a value it does not fit: ``!!bool maybe``, ``!!int ''``, ``!!timestamp x``
        detail = exc.problem if isinstance(exc, ConstructorError) else exc if isinstance(exc, ValueError) else None
        shown = clip(node.value)
        quoted = bool(node.value) and node.value[:8] in str(detail)  # int("sk-...") repeats the value whole
        kind = node.tag.rsplit(":", 1)[-1]
        raise YamlError(
            f"{quote(shown)} is not a valid {kind}" + (f" ({clip(str(detail))})" if detail and not quoted else ""),
            node.line,
            node.column,
        ) from None


def _split_merges(node: YMap) -> tuple[list[tuple[YNode, YNode]], list[YMap]]:
    own: list[tuple[YNode, YNode]] = []
    sources: list[YMap] = []
    for key, value in node.pairs:
        if isinstance(key, YScalar) and key.tag == MERGE_TAG:
            for source in value.items if isinstance(value, YSeq) else [value]:
                if not isinstance(source, YMap):
                    raise YamlError("a '<<' merge key needs a mapping or a list of mappings", key.line, key.column)
                sources.append(source)
        else:
            own.append((key, value))
    return own, sources


def merged_pairs(node: YMap) -> list[tuple[YNode, YNode]]:
    """A mapping's pairs with ``<<`` merge keys applied (own keys first, then merged ones).

    A merged mapping's own keys win over what it merges in turn. Each mapping
    is merged once, however often it is named: a mapping merged nine times
    over nine levels (an alias bomb made of merge keys) adds its pairs once.
    """
    own, sources = _split_merges(node)
    if not sources:
        return own
    result = list(own)
    seen = {id(node)}
    pending = [(source, _keys(own)) for source in reversed(sources)]
    while pending:  # depth first, in order, without recursion
        source, blocked = pending.pop()
        if id(source) in seen:
            continue
        seen.add(id(source))
        source_own, source_sources = _split_merges(source)
        result.extend((k, v) for k, v in source_own if not (isinstance(k, YScalar) and k.value in blocked))
        if source_sources:
            inner = blocked | _keys(source_own)
            pending.extend((s, inner) for s in reversed(source_sources))
    return result


def _keys(pairs: list[tuple[YNode, YNode]]) -> frozenset[str]:
    return frozenset(k.value for k, _ in pairs if isinstance(k, YScalar))


def to_python(node: YNode | None, *, max_nodes: int = MAX_NODES) -> Any:
    """Plain Python data for ``node``; a duplicate key in any mapping is a :class:`YamlError`."""
    if node is None:
        return None
    return _to_python(node, _Budget(max_nodes), 0)


def _to_python(node: YNode, budget: _Budget, depth: int) -> Any:
    budget.spend(node)
    if depth > MAX_DEPTH:
        raise YamlError(f"nesting deeper than {MAX_DEPTH} levels", node.line, node.column)
    if isinstance(node, YScalar):
        return scalar_value(node)
    if isinstance(node, YSeq):
        return [_to_python(item, budget, depth + 1) for item in node.items]
    result: dict[Any, Any] = {}
    for key_node, value_node in merged_pairs(node):
        key = _to_python(key_node, budget, depth + 1)
        try:
            hash(key)
        except TypeError:
            raise YamlError("a mapping key must be a plain value", key_node.line, key_node.column) from None
        if key in result:
            raise YamlError(f"duplicate key {clip(repr(key))}", key_node.line, key_node.column)
        result[key] = _to_python(value_node, budget, depth + 1)
    return result


def locate(node: YNode | None, path: tuple[int | str, ...]) -> tuple[int, int]:
    """The line and column of the value at ``path`` (mapping keys and list indexes), as deep as it exists."""
    best = (node.line, node.column) if node is not None else (0, 0)
    for step in path:
        if isinstance(node, YMap):
            for key, value in merged_pairs(node):
                if isinstance(key, YScalar) and key.value == str(step):
                    node = value
                    best = (key.line, key.column)
                    break
            else:
                return best
        elif isinstance(node, YSeq) and isinstance(step, int) and 0 <= step < len(node.items):
            node = node.items[step]
            best = (node.line, node.column)
        else:
            return best
    return best
