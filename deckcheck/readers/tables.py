"""Rows of a table pasted from a spreadsheet or markdown (``Name<TAB>4``, ``| 4 | Name |``, ``Qty Card Name``):
which row holds a card, with its count and where its name starts, and which rows are the table's own."""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Final, NamedTuple

from cardpool.numbers import looks_like_number
from cardpool.record import Record, put
from deckcheck.readers.entries import EntryError, check_count
from deckcheck.readers.lazy import lazy

_TABLE_SEPARATOR = lazy(
    globals(), "_TABLE_SEPARATOR", r"(?<![ \t:-])\|?(?:[ \t]*:?-+:?[ \t]*\|)+(?:[ \t]*:?-+:?[ \t]*)?"
)
_TABLE_HEADS = frozenset(
    {"qty", "quantity", "count", "copies", "amount", "#", "no", "no.", "x", "card", "cards", "name", "card name",
     "number", "card number", "card no", "card no.", "set", "type", "card type", "rarity", "price", "notes"}
)  # fmt: skip
"""The words of every table's header row (``| Qty | Card |``): no card. A game adds its own (``world``)."""
_CELL_COUNT = lazy(globals(), "_CELL_COUNT", r"(?<!\s)[x×]?\s*(?P<digits>\d{1,3})\s*[x×]?", re.IGNORECASE)
MAX_TABLE_CELLS = 12
"""A row with more cells is no pasted table row (and its cells are not compared pairwise, issue 7)."""
_QTY_WORDS = frozenset({"qty", "quantity", "count", "copies", "amount", "#", "no", "no.", "x"})
_NAME_WORDS = frozenset({"card", "cards", "name", "number", "set", "type", "rarity"})
_NAME_HEADS = frozenset({"card", "cards", "name", "card name"})
"""A header cell over the card's name (``| Qty | Card | Type |``): in a row under it, that cell is the name."""
_NUMBER_HEADS = frozenset({"number", "card number", "card no", "card no."})
_ROW_NUMBER_HEADS = frozenset({"#", "no", "no."})
"""Count heads that may number the rows instead: a header with another count head (``Qty``) counts by that one."""


def column_heads(text: str) -> bool:
    """``Qty Card Name``: a registration sheet's header row, its words space-separated."""
    words = text.lower().split()
    return (
        2 <= len(words) <= 4
        and set(words) <= _QTY_WORDS | _NAME_WORDS
        and bool(set(words) & _QTY_WORDS)
        and bool(set(words) & _NAME_WORDS)
    )


def table_heads(heads: list[str], own: Collection[str] = ()) -> bool:
    """Whether the cells ``heads`` (lower case) are a table's header row that names its count column and its card's
    name or number column, every cell a column head (``own``: the game's own heads, ``world``)."""
    return (
        all(head in _TABLE_HEADS or head in own for head in heads)
        and any(head in _QTY_WORDS for head in heads)
        and any(head in _NAME_HEADS or head in _NUMBER_HEADS for head in heads)
    )


def count_column(heads: list[str]) -> int | None:
    """The count column among a header row's heads: ``#`` numbers the rows when another count head is there
    (``| # | Card | Qty |``)."""
    counts = [at for at, head in enumerate(heads) if head in _QTY_WORDS]
    return next((at for at in counts if heads[at] not in _ROW_NUMBER_HEADS), counts[0] if counts else None)


class _Cell(NamedTuple):
    text: str
    start: int
    end: int


class Columns(NamedTuple):
    """A table's header row (``| Qty | Card | Type | Rarity |``): how many cells its rows have, and which of them
    holds the count, the card's name and its card number (``None``: no such column). A row under it is read by
    these cells, whatever the others hold (a type, a rarity, a price, notes)."""

    separator: str
    width: int
    count_at: int
    name_at: int | None
    number_at: int | None


def _raw_cells(line: str, separator: str) -> list[_Cell]:
    """Every cell of a table row, empty ones too (a pipe row's outer pipes start and end no cell)."""
    cells = _cells_with_blanks(line, separator)
    if separator == "|" and cells and not cells[0].text and line.lstrip().startswith("|"):
        cells = cells[1:]
    if separator == "|" and cells and not cells[-1].text and line.rstrip().endswith("|"):
        cells = cells[:-1]
    return cells


def _cells_with_blanks(line: str, separator: str) -> list[_Cell]:
    """Every cell between two separators, with where its text starts and ends in the line (an empty one: its start)."""
    cells: list[_Cell] = []
    start = 0
    for part in line.split(separator):
        text = part.strip()
        at = start + len(part) - len(part.lstrip()) if text else start
        cells.append(_Cell(text, at, at + len(text)))
        start += len(part) + len(separator)
    return cells


def _columns(line: str, separator: str) -> Columns | None:
    """The columns a header row names, when it names a count column and a name or number column."""
    heads = [cell.text.lower() for cell in _raw_cells(line, separator)]
    count = count_column(heads)
    name = next((at for at, head in enumerate(heads) if head in _NAME_HEADS), None)
    number = next((at for at, head in enumerate(heads) if head in _NUMBER_HEADS), None)
    if count is None or (name is None and number is None):
        return None
    return Columns(separator, len(heads), count, name, number)


def row_cells(line: str) -> list[tuple[str, int]] | None:
    """The non-empty cells of a table row (``| | **Extra Deck** |``, ``Flag<TAB>Dragon World``), each its text and
    where it starts in the line; ``None``: the line is no table row (no ``|`` first nor tab, or too many cells)."""
    stripped = line.strip()
    separator = "|" if stripped.startswith("|") else "\t" if "\t" in stripped else None
    if separator is None or line.count(separator) > MAX_TABLE_CELLS + 1:
        return None
    return [(cell.text, cell.start) for cell in _cells(line, separator)]


def _cells(line: str, separator: str) -> list[_Cell]:
    """The non-empty cells of a table row, each with where its text starts and ends in the line."""
    return [cell for cell in _cells_with_blanks(line, separator) if cell.text]


class TableRow(Record):
    """A card row: the name as the reader takes it (a number beside it kept), its column, its count."""

    __slots__ = ("text", "start", "count")
    text: str
    start: int
    count: int

    def __init__(self, text: str, start: int, count: int) -> None:
        put(self, "text", text)
        put(self, "start", start)
        put(self, "count", count)


HEAD_ROW: Final = "head"
"""A table's own row (a header such as ``| Qty | Card |``, or a ``|---|---|`` separator): no card."""


def _lettered(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def _the_name(names: list[_Cell], numbered: bool) -> list[_Cell]:
    """The name cells of a row without those that hold no letter (``| 4 | Dragon Breath | $0.25 |``: a price
    column; beside a card number, ``| 4 | NUMBER | $0.50 |``, every such cell). A row with two worded cells (``| 1 |
    Raigeki | Normal Spell |``) keeps both, and is no card row: which is the card only its header, or the pool, could
    say (a guess by length read "Normal Spell" as the card)."""
    worded = [c for c in names if _lettered(c.text)]
    if not worded:
        return [] if numbered else names
    return worded if len(worded) < len(names) else names


def table_row(
    line: str, heads: frozenset[str] = frozenset(), columns: Columns | None = None
) -> TableRow | Columns | str | None:
    """A row of a pasted table: ``Name<TAB>4``, ``D-BT01/0010EN<TAB>Name<TAB>4``, ``| 4 | Name |``; a markdown
    table's separator row is :data:`HEAD_ROW`, and so is its header row (``heads``: the game's own header words)
    unless it names the count and name columns: then it is their :class:`Columns`, by which ``columns`` reads the
    rows under it. ``None``: the line is no table row."""
    stripped = line.strip()
    pipes = stripped.startswith("|")
    if not pipes and "\t" not in stripped:
        return None
    if pipes and _TABLE_SEPARATOR.fullmatch(stripped):
        return HEAD_ROW
    separator = "|" if pipes else "\t"
    if line.count(separator) > MAX_TABLE_CELLS + 1:
        return None
    cells = _cells(line, separator)
    if len(cells) < 2:
        return None
    if all(c.text.lower() in _TABLE_HEADS or c.text.lower() in heads for c in cells):
        return _columns(line, separator) or HEAD_ROW
    if not any(ch.isdigit() for ch in line):  # no count: a header row with heads of its own (| # | Card | ATK |)?
        named = _columns(line, separator)
        if named is not None:
            return named
    if columns is not None and columns.separator == separator:
        under = _under_heads(line, columns)
        if under is not None:
            return under
    counts = [c for c in cells if _CELL_COUNT.fullmatch(c.text)]
    if len(counts) == 2 == len(cells) and counts[0].text.isdecimal():  # "7<TAB>3": three copies of the card "7"
        counts = counts[1:]
    numbers = [c for c in cells if c not in counts and looks_like_number(c.text)]
    names = _the_name([c for c in cells if c not in counts and c not in numbers], bool(numbers))  # a few cells
    if len(counts) != 1 or len(names) > 1 or len(numbers) > 1 or not (names or numbers):
        return None
    return _row(line, counts[0], names[0] if names else None, numbers[0] if numbers else None, pipes)


def _worded(text: str) -> bool:
    """Whether a cell holds a letter or a digit (``-``, ``—`` or ``n/a``'s slash alone hold nothing)."""
    return any(ch.isalnum() for ch in text)


def _under_heads(line: str, columns: Columns) -> TableRow | None:
    """A row under a header row that named its columns: its count, name and number cells, by their places."""
    cells = _raw_cells(line, columns.separator)
    if len(cells) != columns.width or not _CELL_COUNT.fullmatch(cells[columns.count_at].text):
        return None

    def worded(at: int | None) -> _Cell | None:  # a "-" or an empty cell holds no name, no number
        return cells[at] if at is not None and _worded(cells[at].text) else None

    name, number = worded(columns.name_at), worded(columns.number_at)
    if name is None and number is None:
        return None
    return _row(line, cells[columns.count_at], name, number, columns.separator == "|")


def _row(line: str, count: _Cell, name: _Cell | None, number: _Cell | None, pipes: bool) -> TableRow | None:
    digits = _CELL_COUNT.fullmatch(count.text)["digits"]  # type: ignore[index]  # the callers matched it
    try:
        check_count(int(digits))
    except EntryError:
        return None
    cell = name or number
    assert cell is not None
    start, text = cell.start, cell.text
    if name is not None and number is not None:  # the printing's number: "D-BT01/0010EN<TAB>Name", "| 4 | NUM | Name |"
        first, second = sorted((name, number), key=lambda c: c.start)
        start = first.start  # as written (the tab kept); a pipe between the cells is no part of the name
        text = f"{first.text} {second.text}" if pipes else line[first.start : second.end]
    return TableRow(text, start, int(digits))
