"""Composition through PyYAML: a YAML text to a located node tree, built from PyYAML's event stream (for any text
:func:`cardpool.yamlsafe.compose` cannot read by :mod:`cardpool.yamlplain`), and the tags PyYAML's resolver gives
plain values while PyYAML is loaded (:func:`plain_tags`)."""

from __future__ import annotations

import bisect
from collections.abc import Container
from typing import Any

import yaml
from yaml.resolver import Resolver

from cardpool.lines import LINE_BREAK
from cardpool.visible import clip, quote
from cardpool.yamlcomments import scalar_span
from cardpool.yamlnodes import MAX_ALIASES, MAX_DEPTH, MAX_NODES, MERGE_TAG, TAG, YamlError, YMap, YNode, YScalar, YSeq
from cardpool.yamlplain import Tags

try:  # pragma: no cover - depends on how PyYAML was built
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover
    from yaml import SafeLoader as _Loader  # type: ignore[assignment, unused-ignore]

_SAFE_TAGS = frozenset("tag:yaml.org,2002:" + t for t in ("str", "int", "float", "bool", "null", "timestamp", "binary"))
_MAP_TAG = "tag:yaml.org,2002:map"
_QUOTES = ("'", '"')
_SCALAR, _COLLECTION_START, _COLLECTION_END = yaml.ScalarEvent, yaml.CollectionStartEvent, yaml.CollectionEndEvent
_SEQ_TAG = "tag:yaml.org,2002:seq"

_resolver = Resolver()
_STR_TAG = str(_resolver.DEFAULT_SCALAR_TAG)


_EXTRA_BREAKS = ("\x85", "\u2028", "\u2029")


class _Positions:
    """1-based line and column of a mark, counting lines as :mod:`cardpool.lines` does: at LF, CRLF and CR only."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.extra_breaks = any(b in text for b in _EXTRA_BREAKS)
        self._starts: list[int] | None = None
        self._last: int | None = None
        """The last line :meth:`within` keeps (worked out once: the line starts never change once found)."""
        self._size = len(text)

    def of_index(self, index: int) -> tuple[int, int]:
        if self._starts is None:
            self._starts = [0] + [m.end() for m in LINE_BREAK.finditer(self.text)]
        index = min(max(index, 0), len(self.text))
        line = bisect.bisect_right(self._starts, index)
        return self.within(line, index - self._starts[line - 1] + 1)

    def within(self, line: int, column: int) -> tuple[int, int]:
        """A position never past the file's last line: the end of the text (after its final line break,
        where libyaml reports "unexpected end of stream") is the end of the last line."""
        last = self._last
        if last is None:
            if self._starts is None:
                self._starts = [0] + [m.end() for m in LINE_BREAK.finditer(self.text)]
            ends = self.text.endswith(("\n", "\r"))
            last = self._last = len(self._starts) - (1 if ends and len(self._starts) > 1 else 0)
        if line <= last:
            return line, column
        assert self._starts is not None
        start = self._starts[last - 1]
        end = self._starts[last] if last < len(self._starts) else len(self.text)
        return last, len(self.text[start:end].rstrip("\r\n")) + 1

    def of(self, mark: Any) -> tuple[int, int]:
        # At the end of a text without a final line break, libyaml's mark is on a line after the last one.
        if not self.extra_breaks and mark.index < self._size:
            line, last = mark.line + 1, self._last
            if last is not None and line <= last:  # most marks: no call to within
                return line, mark.column + 1
            return self.within(line, mark.column + 1)
        return self.of_index(mark.index)

    def quoted_source(self, event: yaml.ScalarEvent) -> str:
        """A one-line quoted scalar's text as written, from its opening quote; empty for any other scalar."""
        start, stop = event.start_mark, event.end_mark
        if event.style not in ("'", '"') or start is None or stop is None:
            return ""
        index = self.text.find(event.style, start.index, stop.index)
        raw = self.text[index : stop.index] if index != -1 else ""
        return raw if len(raw) >= 2 and raw[-1] == event.style and not LINE_BREAK.search(raw) else ""

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


def _scalar_tag(event: yaml.ScalarEvent, resolved: dict[tuple[str, tuple[bool, bool]], str]) -> str:
    """The scalar's tag: its own, else the resolver's; ``resolved`` keeps the resolver's answers of one document
    (a deck's counts are the same few values again and again)."""
    if event.tag and event.tag != "!":
        return str(event.tag)
    implicit = _resolver.yaml_implicit_resolvers
    plain_str = not _resolver.yaml_path_resolvers and None not in implicit
    if plain_str and (not event.implicit[0] or event.value[:1] not in implicit):
        return _STR_TAG  # what the resolver gives when no implicit resolver is kept under the first character
    key = (event.value, event.implicit)
    tag = resolved.get(key)
    if tag is None:
        tag = resolved[key] = str(_resolver.resolve(yaml.ScalarNode, event.value, event.implicit))
    return tag


_PLAIN = (True, False)
"""A plain scalar's ``implicit``, as PyYAML's events give it."""


class _Every:
    """Every first character: a resolver with path resolvers, or one for any character, is asked of every value."""

    def __contains__(self, item: object) -> bool:
        return True


def resolve_plain(value: str) -> str:
    """The resolver's tag of a plain value; empty for one :meth:`_Composer.scalar` refuses."""
    tag = str(_resolver.resolve(yaml.ScalarNode, value, _PLAIN))
    return tag if tag in _SAFE_TAGS or tag == MERGE_TAG else ""


_kept: tuple[tuple[int, int, int], Tags] | None = None
"""The tagging last given, with the resolvers it was made under."""


def plain_tags() -> Tags:
    """How :func:`_scalar_tag` tags a plain scalar's event, for :func:`cardpool.yamlplain.compose_plain`: made once,
    and its table of known tags kept from text to text, while the resolver's implicit and path resolvers are those it
    was made under (an implicit resolver added since makes a new one)."""
    global _kept
    implicit = _resolver.yaml_implicit_resolvers
    paths = _resolver.yaml_path_resolvers
    under = (id(implicit), sum(map(len, implicit.values())), len(paths))
    if _kept is None or _kept[0] != under or _kept[1].full():
        resolved: Container[str] = _Every() if paths or None in implicit else implicit
        _kept = (under, Tags(_STR_TAG, resolved, resolve_plain, {}))
    return _kept[1]


def _unsupported(tag: str) -> str:
    """The refusal of a tag, written as the file writes it: ``!!python/object`` for the core prefix's tags."""
    shown = "!!" + tag.removeprefix(TAG) if tag.startswith(TAG) else tag
    return f"unsupported YAML tag {quote(clip(shown))}"


def _check_tag(tag: str | None, expected: str, where: tuple[int, int]) -> None:
    if tag and tag not in ("!", expected):
        raise YamlError(_unsupported(tag), *where)


class _Composer:
    """The tree under construction: one event at a time, in file order."""

    def __init__(self, text: str, max_nodes: int, spans: list[tuple[int, int]] | None = None) -> None:
        self.positions = _Positions(text)
        self.spans = spans
        """Where asked for, the text span of each scalar whose value holds a ``#``, in file order
        (:func:`cardpool.yamlcomments.scalar_span`): a span without one holds no ``#`` to tell from a comment."""
        self.max_nodes = max_nodes
        self.anchors: dict[str, YNode] = {}
        self.stack: list[YSeq | YMap] = []
        self.pending_key: list[YNode | None] = []
        self.root: YNode | None = None
        self.documents = 0
        self.aliases = 0
        self.nodes = 0
        self.resolved: dict[tuple[str, tuple[bool, bool]], str] = {}
        """The resolver's tag of each plain value met (:func:`_scalar_tag`)."""

    def attach(self, node: YNode) -> None:
        if not self.stack:
            self.root = node
            return
        parent = self.stack[-1]
        if isinstance(parent, YSeq):
            parent.items.append(node)
        elif self.pending_key[-1] is None:
            self.pending_key[-1] = node
        else:
            key = self.pending_key[-1]
            assert key is not None
            parent.pairs.append((key, node))
            self.pending_key[-1] = None

    def event(self, event: yaml.Event) -> None:
        if isinstance(event, _SCALAR):  # the most events, then a mapping's or a list's start and end
            self.count(event)
            self.scalar(event)
        elif isinstance(event, _COLLECTION_START):
            self.count(event)
            self.open(event)
        elif isinstance(event, _COLLECTION_END):
            self.stack.pop()
            self.pending_key.pop()
        elif isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise YamlError(
                    "the file holds more than one YAML document ('---'); keep one per file",
                    *self.positions.of(event.start_mark),
                )
        elif isinstance(event, yaml.AliasEvent):
            self.alias(event)

    def count(self, event: yaml.Event) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise YamlError(f"the YAML holds more than {self.max_nodes} nodes", *self.positions.of(event.start_mark))

    def scalar(self, event: yaml.ScalarEvent) -> None:
        positions, mark = self.positions, event.start_mark
        tag = _scalar_tag(event, self.resolved)
        if tag not in _SAFE_TAGS and tag != MERGE_TAG:
            raise YamlError(_unsupported(tag), *positions.of(mark))
        style = event.style
        line, column = positions.of_scalar(event) if event.anchor or event.tag is not None else positions.of(mark)
        source = positions.quoted_source(event) if style in _QUOTES else ""
        node: YNode = YScalar(event.value, tag, not style, line, column, source)
        if event.anchor:
            self.anchors[event.anchor] = node
        self.attach(node)
        if self.spans is not None and "#" in event.value:  # a span without a '#' decides no comment
            self.spans.append(scalar_span(positions.text, mark.index, event.end_mark.index, style))

    def open(self, event: yaml.SequenceStartEvent | yaml.MappingStartEvent) -> None:
        where = self.positions.of(event.start_mark)
        if len(self.stack) >= MAX_DEPTH:
            raise YamlError(f"nesting deeper than {MAX_DEPTH} levels", *where)
        container: YSeq | YMap
        if isinstance(event, yaml.SequenceStartEvent):
            _check_tag(event.tag, _SEQ_TAG, where)
            container = YSeq(*where)
        else:
            _check_tag(event.tag, _MAP_TAG, where)
            container = YMap(*where)
        if event.anchor:
            self.anchors[event.anchor] = container
        self.attach(container)
        self.stack.append(container)
        self.pending_key.append(None)

    def alias(self, event: yaml.AliasEvent) -> None:
        positions, mark = self.positions, event.start_mark
        self.aliases += 1
        if self.aliases > MAX_ALIASES:
            raise YamlError(f"more than {MAX_ALIASES} YAML aliases ('*name')", *positions.of(mark))
        target = self.anchors.get(event.anchor or "")
        if target is None:
            raise YamlError(f"unknown YAML alias '*{clip(event.anchor or '')}'", *positions.of(mark))
        if any(target is open_node for open_node in self.stack):
            raise YamlError("a YAML alias refers to itself", *positions.of(mark))
        if isinstance(target, YScalar):  # a copy placed where the alias is written (no text to edit there)
            target = YScalar(target.value, target.tag, False, *positions.of(mark))
        self.attach(target)


def compose_events(
    text: str, *, max_nodes: int = MAX_NODES, spans: list[tuple[int, int]] | None = None
) -> YNode | None:
    """:func:`compose` through PyYAML's event stream, for every text (the path of any text the fast path does not
    read)."""
    composer = _Composer(text, max_nodes, spans)
    try:
        for event in yaml.parse(text, Loader=_Loader):
            composer.event(event)
    except yaml.YAMLError as exc:
        raise _refusal(exc, text, composer.positions) from None
    return composer.root


def _refusal(exc: yaml.YAMLError, text: str, positions: _Positions) -> YamlError:
    """PyYAML's error as a located :class:`YamlError`."""
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        if mark is not None and exc.context_mark is not None and mark.index >= len(text.rstrip()):
            mark = exc.context_mark  # "could not find expected ':'" at the end of the text: where the key began
        problem = exc.problem or exc.context or "invalid YAML"
        simple_key = exc.context == "while scanning a simple key" and exc.context_mark is not None
        if simple_key and mark is not None and mark.line != exc.context_mark.line:
            mark = exc.context_mark  # "  Dragoenergy 4" (no ':'): PyYAML finds it on the next line, not at fault
            key = text[mark.index :].split("\n", 1)[0].strip()
            problem = f"could not find the ':' after {quote(key, 40)} (write a key and its value as 'key: value')"
        if "nesting depth" in problem:  # newer libyaml refuses deep nesting itself: say it as we do
            return YamlError(f"nesting deeper than {MAX_DEPTH} levels", *(positions.of(mark) if mark else ()))
        if mark is None:
            return YamlError(f"invalid YAML: {problem}")
        if problem.startswith("found character that cannot start any") and text[mark.index : mark.index + 1] == "\t":
            problem = "a tab where YAML takes spaces only (a line is indented, and a value set apart, with spaces)"
        if problem == "mapping values are not allowed in this context":  # "Armor Talisman: Counter Attack: 2"
            problem += "; a key that holds ': ' must be quoted (\"Armor Talisman: Counter Attack\": 2)"
        return YamlError(f"invalid YAML: {problem}", *positions.of(mark))
    if isinstance(exc, yaml.reader.ReaderError):  # a character YAML does not allow: no mark, but a position
        what = f"character #x{exc.character:04x}" if isinstance(exc.character, int) else "byte"
        return YamlError(
            f"invalid YAML: the {what} is not allowed ({exc.reason})",
            *positions.of_index(_char_index(text, exc.position)),
        )
    return YamlError(f"invalid YAML: {exc}")


def _char_index(text: str, position: int) -> int:
    """A reader error's position as a character index (libyaml counts UTF-8 bytes)."""
    if not _Loader.__name__.startswith("C"):
        return position
    return len(text.encode("utf-8", "surrogatepass")[:position].decode("utf-8", "ignore"))
