"""A deck list exported from a spreadsheet as comma-separated values (``Qty,Card Name`` over
``4,"Sky Ninja, Yamigarasu"``), read as the tab-separated table it stands for.

The rows are rewritten character for character, so every line and column stays where the file has it: each comma
between two cells becomes a tab (the table reader then reads the rows by the header's columns, as a pasted
spreadsheet's), a quote around a cell a space, and a two-cell row whose first cell is a word (``Flag,Dragon World``,
``Buddy,"Name, Title"``) a ``key: value`` line. A quoted cell with a doubled quote inside (a name that holds a
quote) is written unescaped, padded with spaces at its end: its name is exact, and ``--fix``, which edits only text
that stands in the file as the finding says, leaves such a cell alone.

Only a file with a header row of column heads between commas is read so (:func:`header_at`): a card name holds
commas (``Sky Ninja, Yamigarasu``), so a comma alone says nothing.
"""

from __future__ import annotations

import re

from deckcheck.readers.lazy import lazy
from deckcheck.readers.tables import table_heads

_HEADER = lazy(
    globals(),
    "_HEADER",
    r"^[ \t]*\"?(?:qty|quantity|count|copies|amount|#|no\.?|x|card|cards|name|card name)\"?[ \t]*,",
    re.IGNORECASE | re.MULTILINE,
)
"""Where a CSV header row may start (``Qty,``, ``"Card Name",``): the cheap test every text deck passes through."""
HEADER_LINES = 60
"""A CSV export's header row stands among its first lines."""


def header_at(lines: list[str]) -> int | None:
    """The index of the CSV header row among the first :data:`HEADER_LINES` lines (every cell a column head, a count
    head and a name head among them), or ``None``."""
    for at, line in enumerate(lines[:HEADER_LINES]):
        if "," not in line:
            continue
        cells = _cells(line)
        if cells is None or len(cells) < 2:
            continue
        if table_heads(_heads(line, cells)):
            return at
    return None


def as_table(text: str) -> str:
    """``text`` with its CSV rows rewritten as tab-separated ones (columns kept), when it has a CSV header row; else
    ``text`` itself."""
    if "," not in text:
        return text
    low = text.lower().replace('"', "")  # a header row has a comma before its second head: a microsecond's test
    if not (",card" in low or ",name" in low or ",qty" in low or ",quantity" in low or ",count" in low):
        return text
    if _HEADER.search(text) is None:
        return text
    lines = text.split("\n")
    if header_at(lines) is None:
        return text
    return "\n".join(_row(line) for line in lines)


def _row(line: str) -> str:
    """One line rewritten (see the module docstring); a line without a comma, or whose quotes do not close, as it is."""
    if "," not in line:
        return line
    cells = _cells(line)
    if cells is None:
        return line
    out = list(line)
    keyed = len(cells) == 2 and _is_key(line[cells[0][0] : cells[0][1]]) and not table_heads(_heads(line, cells))
    for index, (start, end) in enumerate(cells):
        if index:  # the comma before this cell
            out[start - 1] = ":" if keyed else "\t"
        raw = line[start:end]
        stripped = raw.strip()
        if len(stripped) >= 2 and stripped[0] == '"' and stripped[-1] == '"':
            opening = start + raw.index('"')
            closing = start + raw.rindex('"')
            inner = line[opening + 1 : closing].replace('""', '"')
            padded = " " + inner + " " * (closing - opening - len(inner))
            out[opening : closing + 1] = padded
    return "".join(out)


def _heads(line: str, cells: list[tuple[int, int]]) -> list[str]:
    return [line[start:end].strip().strip('"').strip().lower() for start, end in cells]


def _is_key(cell: str) -> bool:
    """A row's first cell that names what the second holds (``Flag``, ``Buddy``, ``Player``): a word, no count."""
    text = cell.strip().strip('"')
    return bool(text) and text[0].isalpha() and not any(ch.isdigit() for ch in text)


def _cells(line: str) -> list[tuple[int, int]] | None:
    """Where each comma-separated cell of ``line`` starts and ends, a quoted cell's commas and doubled quotes inside
    it; ``None`` when a quote opens a cell and never closes."""
    cells: list[tuple[int, int]] = []
    start = at = 0
    size = len(line)
    while at <= size:
        if at < size and line[at] == '"' and not line[start:at].strip():  # a quoted cell
            at += 1
            while True:
                close = line.find('"', at)
                if close < 0:
                    return None
                if line[close + 1 : close + 2] == '"':  # a doubled quote, inside the cell
                    at = close + 2
                    continue
                at = close + 1
                break
            continue
        if at == size or line[at] == ",":
            cells.append((start, at))
            start = at + 1
        at += 1
    return cells
