"""The YAML node tree and its limits: what :mod:`cardpool.yamlcompose` builds and :mod:`cardpool.yamlsafe` reads."""

from __future__ import annotations

MAX_DEPTH = 64
MAX_NODES = 200_000
MAX_ALIASES = 1_000
TAG = "tag:yaml.org,2002:"
"""The YAML core schema's tag prefix."""
STR_TAG, INT_TAG, BOOL_TAG, NULL_TAG, MERGE_TAG = (TAG + kind for kind in ("str", "int", "bool", "null", "merge"))


class YamlError(ValueError):
    """A YAML text that cannot be read; ``line`` and ``column`` are 1-based (0 when unknown)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


class _Node:
    """A node of the tree (compared by identity, as nodes are): plain slotted classes, no dataclasses to build."""

    __slots__ = ()

    def __repr__(self) -> str:
        names: tuple[str, ...] = type(self).__slots__
        fields = ", ".join(f"{name}={repr(getattr(self, name))}" for name in names)
        return f"{type(self).__name__}({fields})"


class YScalar(_Node):
    """A scalar; ``source`` is a quoted scalar's text as written, quotes and escapes included (``'Bal''s'``),
    when it is on one line."""

    __slots__ = ("value", "tag", "plain", "line", "column", "source")

    def __init__(self, value: str, tag: str, plain: bool, line: int, column: int, source: str = "") -> None:
        self.value = value
        self.tag = tag
        self.plain = plain
        self.line = line
        self.column = column
        self.source = source


class YSeq(_Node):
    __slots__ = ("line", "column", "items")

    def __init__(self, line: int, column: int, items: list[YNode] | None = None) -> None:
        self.line = line
        self.column = column
        self.items: list[YNode] = [] if items is None else items


class YMap(_Node):
    __slots__ = ("line", "column", "pairs")

    def __init__(self, line: int, column: int, pairs: list[tuple[YNode, YNode]] | None = None) -> None:
        self.line = line
        self.column = column
        self.pairs: list[tuple[YNode, YNode]] = [] if pairs is None else pairs


YNode = YScalar | YSeq | YMap
