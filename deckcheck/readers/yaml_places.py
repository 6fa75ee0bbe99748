"""Where a YAML scalar's characters are written: the column of each character of a quoted value (escapes and ``''``
take more than one), so a name cut out of a value is placed where it stands."""

from __future__ import annotations

from cardpool.yamlnodes import YScalar
from deckcheck.deck import Named

_ESCAPE_LENGTHS = {"x": 4, "u": 6, "U": 10}
"""A double-quoted scalar's escapes longer than two characters (``\\x41``, ``\\u00e9``, ``\\U0001F600``)."""


def source_columns(node: YScalar) -> tuple[int, ...] | None:
    """The column each character of a quoted scalar's value is written at, counted from its source text
    (``''`` in single quotes and ``\\"`` in double quotes are one character); ``None`` when not known."""
    raw, columns, i = node.source, [], 1
    while i < len(raw) - 1:
        columns.append(node.column + i)
        if raw[0] == "'":
            i += 2 if raw[i : i + 2] == "''" else 1
        else:
            i += _ESCAPE_LENGTHS.get(raw[i + 1], 2) if raw[i] == "\\" else 1
    return tuple(columns) if raw and len(columns) == len(node.value) else None


def column_at(node: YScalar, offset: int) -> int:
    """The column of the character at ``offset`` in the node's value: where a name in it starts."""
    if node.plain:
        return node.column + offset
    if offset:  # the first character stands right after the opening quote, whatever escapes follow
        columns = source_columns(node)
        if columns is not None and offset < len(columns):
            return columns[offset]
    return node.column + (1 if node.source else 0)


def named_at(node: YScalar) -> Named:
    """A slot name (stripped) where it is written; a quoted one with escapes keeps each character's column."""
    name = node.value.strip()
    lead = len(node.value) - len(node.value.lstrip())
    columns = None if node.plain else source_columns(node)
    if columns is None:
        return Named(name, node.line, column_at(node, lead))
    own = columns[lead : lead + len(name)]
    linear = all(c == own[0] + k for k, c in enumerate(own))
    return Named(name, node.line, own[0], None if linear else own)
