"""A deck list exported from a spreadsheet as comma-separated values (``Qty,Card Name`` over
``4,"Sky Ninja, Yamigarasu"``), read as the tab-separated table it stands for.

The rows are rewritten character for character, so every line and column stays where the file has it:

- a **card row** (its cell under the header's count column holds a count) has each comma between two cells made a
  tab, so the table reader reads it by the header's columns, as a pasted spreadsheet's;
- a **keyed row** (``Flag,Dragon World``, ``Buddy,"Name, Title",flag``: a first cell the game's list words name)
  becomes a ``key: value`` line of its first cell with text after it, the cells after that blanked;
- a quote around a cell becomes a space; a quoted cell with a doubled quote inside (a name that holds a quote) is
  written unescaped, padded with spaces at its end; a quoted cell that goes on over the next lines (a note) is
  blanked to its end: no name spans lines;
- every other line (a title, a note, a card line written as text, ``4 Sky Ninja, Yamigarasu``) stays as it is.

``--fix`` edits only text that stands in the file as the finding says, and writes no name holding a comma or a quote
into a CSV file (:func:`deckcheck.run.fixer.apply_edits`). Only a file with a header row of column heads between
commas among its first lines is read so: a card name holds commas, so a comma alone says nothing (the deck says it
was, :attr:`deckcheck.deck.Deck.syntax` ``csv``).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from deckcheck.readers.lazy import lazy
from deckcheck.readers.tables import count_column, table_heads

_HEADER = lazy(
    globals(),
    "_HEADER",
    r"^[ \t]*\"?(?:qty|quantity|count|copies|amount|#|no\.?|x|card|cards|name|card name)\"?[ \t]*,",
    re.IGNORECASE | re.MULTILINE,
)
"""Where a CSV header row may start (``Qty,``, ``"Card Name",``)."""
_AFTER_A_COMMA = lazy(globals(), "_AFTER_A_COMMA", r',[ \t"]*(?:card|name|qty|quantity|count|copies|amount)', re.I)
"""A head after a comma (``,Card Name``, ``, "Qty"``): the test every text deck passes first, in about a microsecond."""
HEADER_LINES = 60
"""A CSV export's header row stands among its first lines."""
Cells = list[tuple[int, int]]


def as_table(text: str, keys: Collection[str] = (), heads: Collection[str] = ()) -> str:
    """``text`` with its CSV rows rewritten (see the module docstring), when it is a CSV export; else ``text``
    itself. ``keys``: the lower-case words that start a keyed row; ``heads``: the game's own column heads."""
    found = _header(text, heads)
    if found is None:
        return text
    lines, at, count_at = found
    out: list[str] = []
    open_cell = False  # inside a quoted cell that went on past its line
    for index, line in enumerate(lines):
        if open_cell:  # a note's next lines, to its closing quote (and the row's cells after it): no card there
            open_cell = _closing(line, 0) is None
            out.append(" " * len(line))
            continue
        cells, open_at = _cells(line)
        if open_at is not None:
            open_cell = True
            line = line[:open_at] + " " * (len(line) - open_at)
        out.append(_row(line, cells, index == at, count_at, keys))
    return "\n".join(out)


def _header(text: str, heads: Collection[str]) -> tuple[list[str], int, int] | None:
    """The lines, the index of the CSV header row and its count column; ``None`` when there is no such row."""
    if "," not in text or _AFTER_A_COMMA.search(text) is None or _HEADER.search(text) is None:
        return None
    lines = text.split("\n")
    for at, line in enumerate(lines[:HEADER_LINES]):
        if "," in line:
            cells, open_at = _cells(line)
            names = _texts(line, cells)
            if open_at is None and len(cells) >= 2 and table_heads(names, heads):
                count_at = count_column(names)
                if count_at is not None:
                    return lines, at, count_at
    return None


def _texts(line: str, cells: Cells) -> list[str]:
    return [line[start:end].strip().strip('"').strip().lower() for start, end in cells]


def _row(line: str, cells: Cells, header: bool, count_at: int, keys: Collection[str]) -> str:
    """One line rewritten, or as it is when it is neither the header, a card row nor a keyed row."""
    if len(cells) < 2:
        return line
    texts = _texts(line, cells)
    if not any(texts):  # ",,": a spreadsheet's empty row, a blank line
        return " " * len(line)
    value_at = next((at for at, text in enumerate(texts) if at and text), len(texts))
    keyed = not header and texts[0] in keys and value_at < len(texts)
    card = header or (count_at < len(texts) and _is_count(texts[count_at]))
    if not keyed and not card:
        return line
    out = list(line)
    for index, (start, end) in enumerate(cells):
        if keyed and index > value_at:  # "Flag,Dragon World,flag": a keyed row's further cells are no part of it
            out[start - 1 : end] = " " * (end - start + 1)
            continue
        if index:  # the comma before this cell: "Flag,,Dragon World" is "Flag: Dragon World"
            out[start - 1] = ":" if keyed and index == 1 else " " if keyed else "\t"
        raw = line[start:end]
        stripped = raw.strip()
        if len(stripped) >= 2 and stripped[0] == '"' and stripped[-1] == '"':
            opening, closing = start + raw.index('"'), start + raw.rindex('"')
            inner = line[opening + 1 : closing].replace('""', '"')
            out[opening : closing + 1] = " " + inner + " " * (closing - opening - len(inner))
    return "".join(out)


def _is_count(cell: str) -> bool:
    """``4``, ``4x``, ``x4`` (lower case): a card row's count cell."""
    digits = cell.strip("x× \t")
    return 0 < len(digits) <= 3 and digits.isascii() and digits.isdigit()


def _closing(line: str, at: int) -> int | None:
    """Where a quoted cell that is open at ``at`` closes (a quote not doubled), or ``None``."""
    while True:
        close = line.find('"', at)
        if close < 0:
            return None
        if line[close + 1 : close + 2] != '"':
            return close
        at = close + 2


def _cells(line: str) -> tuple[Cells, int | None]:
    """Where each comma-separated cell of ``line`` starts and ends, a quoted cell's commas and doubled quotes inside
    it; and where a quoted cell opens that does not close on the line (else ``None``). One pass: linear."""
    cells: Cells = []
    start = at = 0
    size = len(line)
    content = False  # the cell has had text before this point: a quote there is text, not an opening
    while at <= size:
        if at == size or line[at] == ",":
            cells.append((start, at))
            start, content = at + 1, False
            at += 1
            continue
        char = line[at]
        if char == '"' and not content:  # a quoted cell
            close = _closing(line, at + 1)
            if close is None:
                return cells, at
            at, content = close + 1, True
            continue
        if not char.isspace():
            content = True
        at += 1
    return cells, None
