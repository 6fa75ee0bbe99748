"""The text reader's table row reading: a row of a pasted table (:mod:`deckcheck.readers.tables`) is a card with its
count, the table's own row (a header, a separator), or a row of the list's own words, read as the line of those words
is: a heading with its count in a cell of its own (``Main Deck<TAB>40``, ``Spells<TAB>x20``, ``| Grade 3 | x5 |``),
a heading alone in a row (``| | **Extra Deck** |``), or a slot word beside its card's name (``Flag<TAB>Dragon
World``, ``| **Buddy** | Name |``). The words are the game's, as the heading readings match them."""

from __future__ import annotations

from deckcheck.findings import Problem
from deckcheck.readers.entries import EntryError, ParsedEntry, check_name, split_remarks
from deckcheck.readers.tables import Columns, row_cells, table_row
from deckcheck.readers.text_cards import sum_row
from deckcheck.readers.text_headers import heading, pair_heading, section_heading, section_start, slot_heading
from deckcheck.readers.text_state import Line, TextState

_HEADINGS = (slot_heading, pair_heading, section_heading, section_start, heading)
"""The readings of a heading that carries no card, in the order of :data:`~deckcheck.readers.text_reader.READINGS`:
a row's heading cell is read by the first that takes it (the card-kind headings the pool decides, ``Fusion (2)``, are
none of them: such a row stays a card row)."""
MAX_HEADING_CELL = 40
MAX_HEADING_SPACES = 4
"""A longer cell, or one of more words, is no heading (``Side Deck / Sideboard``, ``Critical Trigger Units``): it is
not matched against the heading patterns."""


def table_row_line(r: TextState, line: Line) -> bool:
    """A row of a pasted table: a card with its count, the table's own row, or a row of the list's own words."""
    row = table_row(line.text, r.words.table_heads, r.columns)
    if row is None:
        return _worded_row(r, line)
    if isinstance(row, Columns):  # a header row naming its columns: the rows under it are read by them
        r.columns = row
    if isinstance(row, (Columns, str)):
        r.boundary(blank=True)  # as a blank line: a slot heading over the table (## Buddy) takes the rows under it
        return True
    if heading_cell(r, line, row.text, row.start, row.count):  # "Spells<TAB>x20", "| 40 | Main Deck |"
        return True
    name, note, mark = split_remarks(row.text, r.words.marks)
    if sum_row(r, name, row.count):  # "| | Total | 50 |": the sum row
        r.boundary()
        return True
    try:
        check_name(name)  # a 30 KB cell is no name (and would cost fuzzy matching)
    except EntryError as exc:
        r.problems.append(Problem(exc.message, line.number, row.start + 1))
        return True
    r.take(ParsedEntry(name, row.count, row.start, note, mark), line.number)
    return True


def heading_cell(r: TextState, line: Line, text: str, start: int, count: int | None) -> bool:
    """A cell of the game's heading words (``Main Deck``, ``Spells``, ``Grade 3``, ``Flag``), with the row's count if
    it has one: read as the heading line ``Spells (20)`` at the cell (True); False when no heading reading takes it."""
    if not text[:1].isalpha() or len(text) > MAX_HEADING_CELL or "," in text or text.count(" ") > MAX_HEADING_SPACES:
        return False  # most card names: no heading holds a comma, nor so many words
    written = text if count is None else f"{text} ({count})"
    cell = line._replace(text=" " * start + written, stripped=written, lead=start, first=False, plain=False)
    return any(read(r, cell) for read in _HEADINGS)


def _worded_row(r: TextState, line: Line) -> bool:
    """A row with no count: a heading alone (``| | **Extra Deck** |``), or a slot word and a name (``Flag<TAB>Dragon
    World``, ``| Buddy | Name |``, read as ``Flag: Dragon World``). False: no such row."""
    cells = row_cells(line.text)
    if not cells:
        return False
    if len(cells) == 1:
        return heading_cell(r, line, cells[0][0], cells[0][1], None)
    worded = len(cells) == 2 and any(ch.isalpha() for ch in cells[1][0])  # a name, not "Flag<TAB>(1)"
    slot = r.form.slots.get(r.form.key(cells[0][0])) if worded else None
    if slot is None:
        return False
    r.boundary()
    r.slot_line(slot, cells[1][0], line.number, cells[1][1] + 1)
    return True
