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

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.resolver import Resolver

from cardpool.visible import clip

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
    source: str = ""
    """A quoted scalar's text as written, quotes and escapes included (``'Bal''s'``), when it is on one line."""


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


YNode = YScalar | YSeq | YMap

_resolver = Resolver()


_EXTRA_BREAKS = ("\x85", "\u2028", "\u2029")


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


class _Positions:
    """1-based line and column of a mark, counting lines as an editor does: at LF, CRLF and CR only."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.extra_breaks = any(b in text for b in _EXTRA_BREAKS)
        self._starts: list[int] | None = None

    def of_index(self, index: int) -> tuple[int, int]:
        if self._starts is None:
            self._starts = [0] + [m.end() for m in _LINE_BREAK.finditer(self.text)]
        index = min(max(index, 0), len(self.text))
        line = bisect.bisect_right(self._starts, index)
        return self.within(line, index - self._starts[line - 1] + 1)

    def within(self, line: int, column: int) -> tuple[int, int]:
        """A position never past the file's last line: the end of the text (after its final line break,
        where libyaml reports "unexpected end of stream") is the end of the last line."""
        if self._starts is None:
            self._starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        last = len(self._starts) - (1 if self.text.endswith("\n") and len(self._starts) > 1 else 0)
        if line <= last:
            return line, column
        start = self._starts[last - 1]
        end = self._starts[last] - 1 if last < len(self._starts) else len(self.text)
        return last, max(end - start, 0) + 1

    def of(self, mark: Any) -> tuple[int, int]:
        # At the end of a text without a final line break, libyaml's mark is on a line after the last one.
        if not self.extra_breaks and mark.index < len(self.text):
            return self.within(mark.line + 1, mark.column + 1)
        return self.of_index(mark.index)

    def quoted_source(self, event: yaml.ScalarEvent) -> str:
        """A one-line quoted scalar's text as written, from its opening quote; empty for any other scalar."""
        start, stop = event.start_mark, event.end_mark
        if event.style not in ("'", '"') or start is None or stop is None:
            return ""
        index = self.text.find(event.style, start.index, stop.index)
        raw = self.text[index : stop.index] if index != -1 else ""
        return raw if len(raw) >= 2 and raw[-1] == event.style and not _LINE_BREAK.search(raw) else ""

    def of_scalar(self, event: yaml.ScalarEvent) -> tuple[int, int]:
        """Where the scalar's text starts: after its ``&anchor`` and ``!tag``, if any."""
        start, stop = event.start_mark, event.end_mark
        if (not event.anchor and event.tag is None) or start is None or stop is None:
            return self.of(start)
        text, index, end = self.text, start.index, stop.index
        while index < end and text[index] in "&!":
            while index < end and text[index] not in " \t\n":
                index += 1
            while index < end and text[index] in " \t\n":
                index += 1
        if not 0 <= index < len(text) or index >= end:
            return self.of(start)
        return self.of_index(index)


def _scalar_tag(event: yaml.ScalarEvent) -> str:
    if event.tag and event.tag != "!":
        return str(event.tag)
    return str(_resolver.resolve(yaml.ScalarNode, event.value, event.implicit))


def _check_tag(tag: str | None, expected: str, where: tuple[int, int]) -> None:
    if tag and tag not in ("!", expected):
        raise YamlError(f"unsupported YAML tag {clip(tag)!r}", *where)


def compose(text: str, *, max_nodes: int = MAX_NODES) -> YNode | None:
    """Parse ``text`` into a node tree; ``None`` for an empty document."""
    positions = _Positions(text)
    anchors: dict[str, YNode] = {}
    stack: list[YSeq | YMap] = []
    pending_key: list[YNode | None] = []
    root: YNode | None = None
    documents = 0
    aliases = 0
    nodes = 0

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
            if isinstance(event, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                nodes += 1
                if nodes > max_nodes:
                    raise YamlError(f"the YAML holds more than {max_nodes} nodes", *positions.of(mark))
            if isinstance(event, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise YamlError(
                        "the file holds more than one YAML document ('---'); keep one per file",
                        *positions.of(mark),
                    )
            elif isinstance(event, yaml.ScalarEvent):
                tag = _scalar_tag(event)
                if tag not in _SAFE_TAGS and tag != _MERGE_TAG:
                    raise YamlError(f"unsupported YAML tag {clip(tag)!r}", *positions.of(mark))
                node: YNode = YScalar(
                    event.value, tag, not event.style, *positions.of_scalar(event), positions.quoted_source(event)
                )
                if event.anchor:
                    anchors[event.anchor] = node
                attach(node)
            elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                where = positions.of(mark)
                if len(stack) >= MAX_DEPTH:
                    raise YamlError(f"nesting deeper than {MAX_DEPTH} levels", *where)
                container: YSeq | YMap
                if isinstance(event, yaml.SequenceStartEvent):
                    _check_tag(event.tag, _SEQ_TAG, where)
                    container = YSeq(*where)
                else:
                    _check_tag(event.tag, _MAP_TAG, where)
                    container = YMap(*where)
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
                    raise YamlError(f"more than {MAX_ALIASES} YAML aliases ('*name')", *positions.of(mark))
                target = anchors.get(event.anchor or "")
                if target is None:
                    raise YamlError(f"unknown YAML alias '*{clip(event.anchor or '')}'", *positions.of(mark))
                if any(target is open_node for open_node in stack):
                    raise YamlError("a YAML alias refers to itself", *positions.of(mark))
                if isinstance(target, YScalar):  # a copy placed where the alias is written (no text to edit there)
                    target = YScalar(target.value, target.tag, False, *positions.of(mark))
                attach(target)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        if mark is not None and exc.context_mark is not None and mark.index >= len(text.rstrip()):
            mark = exc.context_mark  # "could not find expected ':'" at the end of the text: where the key began
        problem = exc.problem or exc.context or "invalid YAML"
        if "nesting depth" in problem:  # newer libyaml refuses deep nesting itself: say it as we do
            raise YamlError(f"nesting deeper than {MAX_DEPTH} levels", *(positions.of(mark) if mark else ())) from None
        if mark is None:
            raise YamlError(f"invalid YAML: {problem}") from None
        raise YamlError(f"invalid YAML: {problem}", *positions.of(mark)) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow: no mark, but a position
        what = f"character #x{exc.character:04x}" if isinstance(exc.character, int) else "byte"
        raise YamlError(
            f"invalid YAML: the {what} is not allowed ({exc.reason})",
            *positions.of_index(_char_index(text, exc.position)),
        ) from None
    except yaml.YAMLError as exc:
        raise YamlError(f"invalid YAML: {exc}") from None
    return root


def _char_index(text: str, position: int) -> int:
    """A reader error's position as a character index (libyaml counts UTF-8 bytes)."""
    if not _Loader.__name__.startswith("C"):
        return position
    return len(text.encode("utf-8", "surrogatepass")[:position].decode("utf-8", "ignore"))


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


_constructor = SafeConstructor()


def scalar_value(node: YScalar) -> Any:
    """The Python value of a core-schema scalar (str, int, float, bool, None, date)."""
    if node.tag == "tag:yaml.org,2002:str":
        return node.value
    try:
        return _constructor.construct_object(yaml.ScalarNode(node.tag, node.value), deep=True)
    except (ConstructorError, ValueError, OverflowError, LookupError, AttributeError, TypeError) as exc:
        # an explicit tag on a value it does not fit: ``!!bool maybe``, ``!!int ''``, ``!!timestamp x``
        detail = exc.problem if isinstance(exc, ConstructorError) else exc if isinstance(exc, ValueError) else None
        shown = clip(node.value)
        quoted = bool(node.value) and node.value[:8] in str(detail)  # int("sk-...") repeats the value whole
        kind = node.tag.rsplit(":", 1)[-1]
        raise YamlError(
            f"{shown!r} is not a valid {kind}" + (f" ({clip(str(detail))})" if detail and not quoted else ""),
            node.line,
            node.column,
        ) from None


def _split_merges(node: YMap) -> tuple[list[tuple[YNode, YNode]], list[YMap]]:
    own: list[tuple[YNode, YNode]] = []
    sources: list[YMap] = []
    for key, value in node.pairs:
        if isinstance(key, YScalar) and key.tag == _MERGE_TAG:
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
