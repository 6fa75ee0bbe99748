"""A bounded, located YAML reader.

PyYAML's own loaders are either unsafe (``!!python/object``), silent about
duplicate keys, recursive (a deeply nested file overflows the C stack) or happy
to expand an alias bomb. This module builds its own small node tree from
PyYAML's *event* stream instead, which is iterative and never constructs
anything but plain scalars:

* nesting deeper than :data:`MAX_DEPTH` is refused while parsing;
* every node keeps its line and column (1-based);
* mappings keep every key, duplicates included, in file order;
* aliases are shared references, never copies, and :func:`to_python` counts
  every node it visits, so an alias bomb stops at :data:`MAX_NODES`;
* only the YAML core schema's tags are turned into values; any other tag
  (``!!python/object`` and friends) is an error, and nothing is ever executed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.resolver import Resolver

try:  # pragma: no cover - depends on how PyYAML was built
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

MAX_DEPTH = 64
MAX_NODES = 200_000
MAX_ALIASES = 1_000

_SAFE_TAGS = frozenset(
    "tag:yaml.org,2002:" + t for t in ("str", "int", "float", "bool", "null", "timestamp", "binary")
)
_MAP_TAG = "tag:yaml.org,2002:map"
_SEQ_TAG = "tag:yaml.org,2002:seq"
_MERGE_TAG = "tag:yaml.org,2002:merge"


class YamlError(ValueError):
    """A YAML text that cannot be read; ``line`` and ``column`` are 1-based (0 when unknown)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


@dataclass(eq=False, slots=True)
class YScalar:
    value: str
    tag: str
    plain: bool
    line: int
    column: int


@dataclass(eq=False, slots=True)
class YSeq:
    line: int
    column: int
    items: list[YNode] = field(default_factory=list)


@dataclass(eq=False, slots=True)
class YMap:
    line: int
    column: int
    pairs: list[tuple[YNode, YNode]] = field(default_factory=list)


YNode = Union[YScalar, YSeq, YMap]

_resolver = Resolver()


def _scalar_tag(event: yaml.ScalarEvent) -> str:
    if event.tag and event.tag != "!":
        return str(event.tag)
    return str(_resolver.resolve(yaml.ScalarNode, event.value, event.implicit))


def _check_tag(tag: str | None, expected: str, mark: Any) -> None:
    if tag and tag not in ("!", expected):
        raise YamlError(f"unsupported YAML tag {tag!r}", mark.line + 1, mark.column + 1)


def compose(text: str) -> YNode | None:
    """Parse ``text`` into a node tree; ``None`` for an empty document."""
    anchors: dict[str, YNode] = {}
    stack: list[YSeq | YMap] = []
    pending_key: list[YNode | None] = []
    root: YNode | None = None
    documents = 0
    aliases = 0

    def attach(node: YNode) -> None:
        nonlocal root
        if not stack:
            root = node
            return
        parent = stack[-1]
        if isinstance(parent, YSeq):
            parent.items.append(node)
        elif pending_key[-1] is None:
            pending_key[-1] = node
        else:
            key = pending_key[-1]
            assert key is not None
            parent.pairs.append((key, node))
            pending_key[-1] = None

    try:
        for event in yaml.parse(text, Loader=_Loader):
            mark = event.start_mark
            if isinstance(event, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise YamlError(
                        "the file holds more than one YAML document ('---'); keep one deck per file",
                        mark.line + 1,
                        mark.column + 1,
                    )
            elif isinstance(event, yaml.ScalarEvent):
                tag = _scalar_tag(event)
                if tag not in _SAFE_TAGS and tag != _MERGE_TAG:
                    raise YamlError(f"unsupported YAML tag {tag!r}", mark.line + 1, mark.column + 1)
                node: YNode = YScalar(
                    event.value, tag, not event.style, mark.line + 1, mark.column + 1
                )
                if event.anchor:
                    anchors[event.anchor] = node
                attach(node)
            elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                if len(stack) >= MAX_DEPTH:
                    raise YamlError(
                        f"nesting deeper than {MAX_DEPTH} levels", mark.line + 1, mark.column + 1
                    )
                container: YSeq | YMap
                if isinstance(event, yaml.SequenceStartEvent):
                    _check_tag(event.tag, _SEQ_TAG, mark)
                    container = YSeq(mark.line + 1, mark.column + 1)
                else:
                    _check_tag(event.tag, _MAP_TAG, mark)
                    container = YMap(mark.line + 1, mark.column + 1)
                if event.anchor:
                    anchors[event.anchor] = container
                attach(container)
                stack.append(container)
                pending_key.append(None)
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                stack.pop()
                pending_key.pop()
            elif isinstance(event, yaml.AliasEvent):
                aliases += 1
                if aliases > MAX_ALIASES:
                    raise YamlError(
                        f"more than {MAX_ALIASES} YAML aliases ('*name')", mark.line + 1, mark.column + 1
                    )
                target = anchors.get(event.anchor)
                if target is None:
                    raise YamlError(
                        f"unknown YAML alias '*{event.anchor}'", mark.line + 1, mark.column + 1
                    )
                if any(target is open_node for open_node in stack):
                    raise YamlError("a YAML alias refers to itself", mark.line + 1, mark.column + 1)
                attach(target)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        if mark is None:
            raise YamlError(f"invalid YAML: {problem}") from None
        raise YamlError(f"invalid YAML: {problem}", mark.line + 1, mark.column + 1) from None
    except yaml.YAMLError as exc:  # reader errors (bad characters) carry no problem_mark
        raise YamlError(f"invalid YAML: {exc}") from None
    return root


class _Budget:
    def __init__(self, limit: int) -> None:
        self.left = limit

    def spend(self, node: YNode) -> None:
        self.left -= 1
        if self.left < 0:
            raise YamlError(
                f"the YAML expands to more than {MAX_NODES} nodes (an alias bomb?)", node.line, node.column
            )


_constructor = SafeConstructor()


def scalar_value(node: YScalar) -> Any:
    """The Python value of a core-schema scalar (str, int, float, bool, None, date)."""
    if node.tag == "tag:yaml.org,2002:str":
        return node.value
    try:
        return _constructor.construct_object(yaml.ScalarNode(node.tag, node.value), deep=True)
    except (ConstructorError, ValueError, OverflowError) as exc:
        raise YamlError(f"bad {node.tag.rsplit(':', 1)[-1]} value {node.value!r}: {exc}", node.line, node.column) from None


def merged_pairs(node: YMap) -> list[tuple[YNode, YNode]]:
    """A mapping's pairs with ``<<`` merge keys applied (own keys first, then merged ones)."""
    own: list[tuple[YNode, YNode]] = []
    merged: list[tuple[YNode, YNode]] = []
    for key, value in node.pairs:
        if isinstance(key, YScalar) and key.tag == _MERGE_TAG:
            sources = value.items if isinstance(value, YSeq) else [value]
            for source in sources:
                if not isinstance(source, YMap):
                    raise YamlError("a '<<' merge key needs a mapping or a list of mappings", key.line, key.column)
                merged.extend(merged_pairs(source))
        else:
            own.append((key, value))
    if not merged:
        return own
    own_keys = {k.value for k, _ in own if isinstance(k, YScalar)}
    return own + [(k, v) for k, v in merged if not (isinstance(k, YScalar) and k.value in own_keys)]


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
            raise YamlError(f"duplicate key {key!r}", key_node.line, key_node.column)
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
