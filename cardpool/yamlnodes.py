"""The YAML node tree and its limits: what :mod:`cardpool.yamlcompose` builds and :mod:`cardpool.yamlsafe` reads."""

from __future__ import annotations

from dataclasses import dataclass, field

MAX_DEPTH = 64
MAX_NODES = 200_000
MAX_ALIASES = 1_000
MERGE_TAG = "tag:yaml.org,2002:merge"


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
