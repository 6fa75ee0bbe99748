"""A fast path for the commonest YAML: block mappings and lists of one-line scalars, read line by line.

A deck file is mostly ``Card Name: 4`` lines under a few ``key: value`` lines. Reading those through PyYAML's event
stream makes two event objects and four marks a line; this reads them with a few string operations and builds the
same tree :mod:`cardpool.yamlcompose` builds from PyYAML's events, the same values, tags, lines and columns.

It takes only what it can read exactly, and gives ``None`` for anything else, for the full composition to read
(and to refuse, with its own error): a document marker or directive, a tab, a carriage return or another line break
than LF, a character YAML does not allow, a block, flow, anchored, tagged or aliased value, a double-quoted one with
an escape other than ``\\"`` and ``\\\\``, a plain key or list item starting with an indicator character, a value
holding a ``#`` (so no scalar has a span for :mod:`cardpool.yamlcomments` to keep) or a ``: ``, a scalar running on
to the next line, a key with no value, a key's ``:`` far from its start, an indentation that matches no open block,
and a text of more nodes than allowed.
``tests/test_yaml_plain.py`` compares the two on every YAML text the tests hold and on generated ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from functools import cache

from cardpool.yamlnodes import MAX_DEPTH, YMap, YNode, YScalar, YSeq

_UNREAD_ASCII = re.compile("[^\n\x20-\x7e]")
"""A character this path leaves to the full composition, in an ASCII text: a tab, CR, or another control."""


@cache
def _unread_any() -> re.Pattern[str]:
    """:data:`_UNREAD_ASCII` for any text: tabs, CR, YAML's other line breaks (NEL, LS, PS), controls, a byte-order
    mark, and what YAML does not allow at all (surrogates, U+FFFE and U+FFFF). Written as the characters it finds,
    not as the complement of those YAML allows: a class of Unicode ranges that wide takes some 4 ms to compile,
    more than reading a deck; this one 0.5 ms, when a text first needs it."""
    return re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]")


_KEY_REACH = 1000
"""How far from its key's start a line's ``:`` may stand: libyaml forgets a key whose ``:`` is more than 1,024
characters on (spaces before the ``:`` count), and the ``:`` is then an error."""

_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@`")
"""A plain scalar starting with one of these is read by the full composition (most are not plain scalars)."""


class _Block:
    """An open block: its indentation and node; a mapping's key waiting for its value."""

    __slots__ = ("indent", "node", "items", "pairs", "entries", "key")

    def __init__(self, indent: int, node: YMap | YSeq) -> None:
        self.indent = indent
        self.node = node
        self.items = isinstance(node, YSeq)
        """Whether the block is a list (its lines are ``- item``) rather than a mapping."""
        self.pairs: list[tuple[YNode, YNode]] = node.pairs if isinstance(node, YMap) else []
        self.entries: list[YNode] = node.items if isinstance(node, YSeq) else []
        self.key: YScalar | None = None


KNOWN_LIMIT = 10_000
"""The most plain values whose tags a :class:`Tags` keeps (its giver makes a new one when it is :meth:`~Tags.full`)."""


class Tags:
    """The resolver's tags of plain values (given by :mod:`cardpool.yamltags`, or by :mod:`cardpool.yamlcompose` while
    PyYAML is loaded): ``plain`` for a value whose first character is not in ``resolved``, else ``resolve(value)``,
    which is empty for a tag the composition refuses; ``known`` keeps the answers (kept across texts by its giver: a
    deck's counts and names are the same few values again and again)."""

    __slots__ = ("plain", "resolved", "resolve", "known")

    def __init__(
        self, plain: str, resolved: Container[str], resolve: Callable[[str], str], known: dict[str, str]
    ) -> None:
        self.plain = plain
        self.resolved = resolved
        self.resolve = resolve
        self.known = known

    def of(self, value: str) -> str:
        """A plain value's tag (empty for one the composition refuses), kept in :attr:`known`."""
        if value[0] not in self.resolved:
            return self.plain
        tag = self.known.get(value)
        if tag is None:
            tag = self.known[value] = self.resolve(value)
        return tag

    def full(self) -> bool:
        """Whether :attr:`known` holds :data:`KNOWN_LIMIT` values (its giver then starts a new table)."""
        return len(self.known) >= KNOWN_LIMIT


def _plain(value: str) -> bool:
    """Whether ``value`` (cut of its comment and outer spaces) is a plain scalar this path reads as YAML does."""
    return value != "" and value[0] not in _INDICATORS and value[-1] != ":" and "#" not in value and ": " not in value


Written = tuple[str, str, int]
"""A scalar as written on a line: its value, its source (a quoted one's text, quotes included; empty for a plain
one) and its offset in the line. ``("", "", offset)`` is no value written."""


def _double_quoted(content: str, start: int) -> tuple[str, int] | None:
    """A double-quoted scalar's value and the offset after it, when its only escapes are ``\\"`` and ``\\\\``: each
    character is looked at once."""
    parts: list[str] = []
    at = start + 1
    close = content.find('"', at)
    while close != -1:
        escape = content.find("\\", at, close)
        if escape == -1:
            parts.append(content[at:close])
            return "".join(parts), close + 1
        escaped = content[escape + 1 : escape + 2]
        if escaped not in ('"', "\\"):
            return None  # another escape (\\n, \\x41, ...) or a line break
        parts += (content[at:escape], escaped)
        at = escape + 2
        if close < at:
            close = content.find('"', at)
    return None


def _quoted(content: str, start: int) -> tuple[str, int] | None:
    """The value of the one-line quoted scalar opening at ``content[start]`` and the offset after its closing quote;
    ``None`` for one this path leaves (an escape other than ``\\"`` and ``\\\\``, a ``#``, no closing quote)."""
    if content[start] == '"':
        double = _double_quoted(content, start)
        return None if double is None or "#" in double[0] else double
    end = content.find("'", start + 1)
    while end != -1 and content[end + 1 : end + 2] == "'":  # '' is one quote
        end = content.find("'", end + 2)
    if end == -1 or "#" in content[start:end]:
        return None
    return content[start + 1 : end].replace("''", "'"), end + 1


def _scalar_at(content: str, start: int) -> Written | None:
    """The value written in ``content`` from ``start``, its comment and the spaces around it cut."""
    value = content[start:].lstrip(" ")
    at = len(content) - len(value)
    if not value or value[0] == "#":
        return "", "", at
    if value[0] in "'\"":
        quoted = _quoted(content, at)
        if quoted is None:
            return None
        rest = content[quoted[1] :]
        after = rest.lstrip(" ")
        if after and not (after[0] == "#" and len(after) < len(rest)):
            return None  # more than a comment after the closing quote
        return quoted[0], content[at : quoted[1]], at
    cut = value.find(" #")
    value = (value if cut == -1 else value[:cut]).rstrip(" ")
    return (value, "", at) if _plain(value) else None


def _pair(content: str) -> tuple[Written, Written] | None:
    """A mapping line's key and value; ``None`` when the line is not one this path reads."""
    if content[0] in "'\"":
        quoted = _quoted(content, 0)
        if quoted is None:
            return None
        rest = content[quoted[1] :].lstrip(" ")
        if rest[:1] != ":" or rest[1:2] not in ("", " ") or len(content) - len(rest) > _KEY_REACH:
            return None
        value = _scalar_at(content, len(content) - len(rest) + 1)
        return None if value is None else ((quoted[0], content[: quoted[1]], 0), value)
    colon = content.find(": ")
    if colon == -1:
        colon = len(content.rstrip(" ")) - 1
        if content[colon] != ":":
            return None  # a scalar running on from the line before, or no key at all
    key = content[:colon].rstrip(" ")
    value = _scalar_at(content, colon + 1)
    if not _plain(key) or colon > _KEY_REACH or value is None:
        return None
    return (key, "", 0), value


def _scalar(written: Written, line: int, column: int, tagging: Tags) -> YScalar | None:
    """The node of a scalar written at ``column``; a plain one's tag is the resolver's (:meth:`Tags.of`). ``None``
    for a value whose tag the composition refuses."""
    value, source, _ = written
    if source:
        return YScalar(value, tagging.plain, False, line, column, source)
    tag = tagging.of(value)
    return YScalar(value, tag, True, line, column) if tag else None


def _opens(blocks: list[_Block], indent: int, item: bool) -> bool:
    """Whether a line opens a block: the first line, or one under a key with no value yet, indented further (or a
    list item at the key's indentation)."""
    return not blocks or indent > blocks[-1].indent or (item and indent == blocks[-1].indent)


def _open(blocks: list[_Block], indent: int, item: bool, line: int) -> _Block:
    """The block a line opens, placed under the innermost block's waiting key (the first line's: the root)."""
    node: YMap | YSeq = YSeq(line, indent + 1) if item else YMap(line, indent + 1)
    if blocks:
        parent = blocks[-1]
        assert parent.key is not None
        parent.pairs.append((parent.key, node))
        parent.key = None
    blocks.append(_Block(indent, node))
    return blocks[-1]


def _block_of(blocks: list[_Block], indent: int, item: bool) -> _Block | None:
    """The open block a line at ``indent`` belongs to (the blocks indented further are closed); ``None`` when none
    is of that indentation and kind."""
    while blocks and blocks[-1].indent > indent:
        blocks.pop()
    if not item and len(blocks) > 1 and blocks[-1].items and blocks[-2].indent == indent:
        blocks.pop()  # a list written at its key's indentation ends at the next key
    if not blocks or blocks[-1].indent != indent or item is not blocks[-1].items:
        return None
    return blocks[-1]


def _add(block: _Block, content: str, item: bool, line: int, indent: int, tagging: Tags) -> bool | None:
    """Add a line's item, or its key and value, to ``block``: ``True`` when the key waits for a block under it,
    ``None`` for a line this path does not read."""
    if item:
        written = _scalar_at(content, 2)
        entry = (
            None
            if written is None or written[:2] == ("", "")
            else _scalar(written, line, indent + written[2] + 1, tagging)
        )
        if entry is None:
            return None  # an item with no value (null) too: left to the full composition
        block.entries.append(entry)
        return False
    pair = _pair(content)
    key = None if pair is None else _scalar(pair[0], line, indent + 1, tagging)
    if pair is None or key is None:
        return None
    written = pair[1]
    if written[:2] == ("", ""):
        block.key = key
        return True
    entry = _scalar(written, line, indent + written[2] + 1, tagging)
    if entry is None:
        return None
    block.pairs.append((key, entry))
    return False


def compose_plain(text: str, tagging: Tags, max_nodes: int) -> YMap | YSeq | None:
    """The tree of ``text`` when it is a block of plain one-line scalars, else ``None`` (for the full composition)."""
    if (_UNREAD_ASCII if text.isascii() else _unread_any()).search(text) is not None:
        return None
    known, plain_tag, resolved, of = tagging.known, tagging.plain, tagging.resolved, tagging.of
    blocks: list[_Block] = []
    block: _Block | None = None
    nodes = 0
    pending = False  # the innermost mapping's last key has no value yet: a block must open under it
    simple = "#" not in text  # no comment to cut: a line's key and value are split at its ': ' alone
    for number, raw in enumerate(text.split("\n"), 1):
        if nodes > max_nodes:
            return None
        content = raw.lstrip(" ")
        if not content or content[0] == "#":
            continue
        indent = len(raw) - len(content)
        item = content[0] == "-"
        if item and (content[1:2] != " " or raw.startswith("---")):
            return None  # a key starting with '-', a bare '-', a document marker
        if indent == 0 and (content[0] == "%" or raw.startswith("...")):
            return None
        if pending or block is None:
            if not _opens(blocks, indent, item) or len(blocks) >= MAX_DEPTH - 1:
                return None  # a key with no value (null): left to the full composition
            block = _open(blocks, indent, item, number)
            nodes += 1
            pending = False
        elif block.indent != indent or item is not block.items:
            block = _block_of(blocks, indent, item)
            if block is None:
                return None  # a scalar running on from the line before, or an indentation no block has
        nodes += 1 if item else 2
        colon = -1 if item or not simple else content.find(": ")
        key = content[:colon]
        value = content[colon + 2 :]
        if (  # the commonest line, ``Card Name: 4``, checked and built at once
            colon > 0
            and content[0] not in _INDICATORS
            and key[-1] not in " :"
            and value
            and value[0] not in _INDICATORS
            and value[0] != " "
            and value[-1] not in " :"
            and ": " not in value
            and colon <= _KEY_REACH
        ):
            # Tags.of, written out for the commonest line (a call there costs some 1% of a YAML deck's reading)
            tag = plain_tag if key[0] not in resolved else known.get(key) or of(key)
            value_tag = plain_tag if value[0] not in resolved else known.get(value) or of(value)
            if not (tag and value_tag):
                return None
            key_node = YScalar(key, tag, True, number, indent + 1)
            block.pairs.append((key_node, YScalar(value, value_tag, True, number, indent + colon + 3)))
            continue
        added = _add(block, content, item, number, indent, tagging)
        if added is None:
            return None
        pending = added
    if pending or not blocks or nodes > max_nodes:
        return None
    return blocks[0].node
