"""The text reader's state between lines, and what every line reading does with it: notes, problems, entries,
slot lines, sections, and counted headings (``Monsters (10)``, ``Main Deck (43)``) reconciled against the cards
under them."""

from __future__ import annotations

import re
from typing import NamedTuple

from cardpool.visible import clip
from deckcheck.deck import Comment, Deck, Declared, Entry, Named, Reading
from deckcheck.findings import Problem, quote
from deckcheck.games import Game
from deckcheck.readers.data_lines import shown_value
from deckcheck.readers.entries import EntryError, ParsedEntry, check_name, parse_entry, remark_note, split_remarks
from deckcheck.readers.form import deck_form
from deckcheck.readers.lazy import lazy
from deckcheck.readers.lone_marks import Marked, alone, read_mark
from deckcheck.readers.plain_entry import plain_name
from deckcheck.readers.reading import card_reading, unread
from deckcheck.readers.reconcile import Counted, reconcile
from deckcheck.readers.tables import Columns
from deckcheck.readers.tails import heading_count
from deckcheck.readers.text_blocks import Block, Group
from deckcheck.readers.words import text_patterns

MAX_DECLARED = 16
"""The most section-heading counts kept for ``heading-count`` (a file of many decks is a parse error anyway)."""
_DECLARED = lazy(
    globals(),
    "_DECLARED",
    r"(?<![ \t])[ \t]*(?:[-–—:/=][ \t]*)?(?:[(\[][ \t]*)?(?:[xX×][ \t]?)?(?P<count>\d{1,3})(?!\d)",
)
"""A section heading's count after its key: ``(43)``, ``: 15``, `` - 5``, ``/40``, ``[15]``, `` x41``."""


class Line(NamedTuple):
    """One line as every reading sees it, split once: comment cut, bullets, list number and bold blanked (a tuple)."""

    text: str
    """The line, blanked (columns kept)."""
    stripped: str
    number: int
    lead: int
    """Where its text starts (0-based): the white space and blanked marks before it."""
    list_number: str | None
    """The list number blanked at its start, as written (``2.``, ``2)``), if any."""
    first: bool
    """No line with content came before it (a title may stand here)."""
    plain: bool
    """It starts with a count, then a letter (``4 Dragon Breath``): only readings a count may start are tried."""


class TextState:
    """What the text reader knows between lines: the deck read so far, the open slot heading, the open counted
    headings. The line readings (:data:`deckcheck.readers.text_reader.READINGS`) change it; nothing else does."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.form = deck_form(game)
        self.words = text_patterns(game)
        self.slots: dict[str, list[Named]] = {slot.name: [] for slot in game.slots}
        self.slot_lines = 0  # the slot lines in ``slots``, all slots together (kept by :meth:`fill`)
        self.readings: list[Reading] = []
        """Every card line's reading, in order (a heading, title or prose line among them, until the pool decides)."""
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.meta: dict[str, str] = {}
        self.section = game.main_section.name
        self.pending: list[str] = []
        """The slots the next name lines fill, under a ``Flag (1)``, ``Buddy (2)`` or ``Flag & Buddy`` heading."""
        self.pending_heading: tuple[str, int, int, int] | None = None
        self.pending_taken = 0
        self.groups: list[Group] = []
        self.last_form: str | None | bool = False
        """How the previous card line of this block wrote its count (:func:`count_form`); False: no such line."""
        self.sub: Block | None = None
        """The counted sub-heading (``Monsters (10)``) whose cards are being read."""
        self.whole: Block | None = None
        """The counted section heading (``Main Deck (43)``) whose cards are being read."""
        self.closed: list[Counted] = []
        """The counted blocks, as they closed: reconciled once the read is done."""
        self.declared: list[Declared] = []
        self.subs = 0
        """The sub-headings' counts kept in ``declared`` (at most :data:`MAX_DECLARED`)."""
        self.game_line: int | None = None
        self.format_line: int | None = None
        self.seen_content = False
        self.columns: Columns | None = None
        """The last table header row that named its count and name columns: the rows under it are read by them."""
        self.filled: dict[str, int] = {}
        """Per slot, the card lines listed when a line last filled it: a slot line after more is a second deck's."""
        self.sectioned: set[str] = set()
        """The sections card lines were listed in."""
        self.second_deck = False
        self.maybe_cards: list[Reading] = []
        """Parse problems that are cards if the pool knows their text (kind ``problem``)."""
        self.comments: list[Comment] = []
        """The comments met, in file order: comment lines and trailing comments (suppressions are read from them)."""
        self.holds: tuple[int, int] | None = None
        """The open section's :attr:`~deckcheck.games.base.Section.holds`, and its heading's line."""
        self.marked: list[Marked] = []
        """Card lines marked for a slot and counted in the deck too: each entry, its note's index, mark and slot."""
        self._parsed: tuple[str, ParsedEntry | None, EntryError | None] | None = None
        """The last text :meth:`parsed` parsed, and what it gave (the entry, or the error)."""

    def parsed(self, text: str) -> ParsedEntry:
        """``text`` as a card line with the game's slot marks (:func:`parse_entry`; raises its ``EntryError``), parsed
        once: the title, prose and card readings of a line ask for the same text in turn, and get the one answer."""
        memo = self._parsed
        if memo is None or memo[0] != text:
            try:
                memo = (text, parse_entry(text, self.words.marks), None)
            except EntryError as exc:
                memo = (text, None, exc)
            self._parsed = memo
        if memo[2] is not None:
            raise memo[2]
        assert memo[1] is not None
        return memo[1]

    def another_deck(self, what: str, number: int, column: int) -> None:
        """A line that starts a second deck (a tournament report pasted whole): one located problem per file."""
        if not self.second_deck:
            self.second_deck = True
            message = (
                f"this file seems to hold more than one deck: a second deck starts here ({what}); "
                "give each deck its own file"
            )
            self.problems.append(Problem(message, number, column))

    def note(self, message: str, line: int, column: int) -> None:
        self.notes.append(Problem(message, line, column))

    def fill(self, slot: str, named: Named) -> None:
        """A line names a card of ``slot`` (the flag, the buddy)."""
        self.slots[slot].append(named)
        self.slot_lines += 1

    def section_words(self, section: str) -> str:
        """How a message names ``section`` (``ride deck``, ``Main Deck``)."""
        found = self.game.section(section)
        return found.in_sentence if found else section

    def slot_title(self, slot: str) -> str:
        found = self.game.slot(slot)
        return found.title.lower() if found else slot

    # --- slot headings: the names on the next lines fill the slots ---------------------------------------

    def expect(self, slots: list[str], text: str, number: int, column: int) -> None:
        self.end_pending()
        self.pending = slots
        self.pending_heading = (text, number, column, len(slots))
        self.pending_taken = 0

    def take_pending(self) -> str | None:
        if not self.pending:
            return None
        self.pending_taken += 1
        return self.pending.pop(0)

    def end_pending(self) -> None:
        """Close a slot heading; one that named more cards than lines followed says so."""
        if self.pending and self.pending_heading is not None and self.pending_heading[3] > 1:
            text, number, column, wanted = self.pending_heading
            taken = self.pending_taken
            follow = "1 name line follows" if taken == 1 else f"{taken or 'no'} name lines follow"
            self.note(
                f"{quote(clip(text))} names {wanted} cards, but {follow} it",
                number,
                column,
            )
        self.pending = []
        self.pending_heading = None

    # --- heading candidates: reconciled after the read, then the pool decides (deckcheck.readers.resolve) ----

    def settle(self, *, closing: bool) -> None:
        """At a blank line, a heading or a new candidate: the first open candidate whose count the card lines
        under it add up to becomes a heading candidate; those opened after it are inside it. One written as the
        cards around it (:meth:`Group.like_its_lines`) stays a card unless its block's count says otherwise."""
        kept: list[Group] = []
        for group in self.groups:
            if group.total == group.count and group.lines >= 2:
                if not group.like_its_lines():
                    self.mark_heading(group.index)
                for block in (self.sub, self.whole):
                    if block is not None:
                        block.candidates.append(group.index)
                break
            kept.append(group)
        self.groups = [] if closing else kept

    def mark_heading(self, index: int, heading: bool = True) -> None:
        reading = self.readings[index]
        if reading.heading != heading:
            self.readings[index] = reading.replace(kind="heading" if heading else "card")

    def boundary(self, *, blank: bool = False) -> None:
        """No card line: slot headings and heading candidates end here (a blank line: but one that named nothing)."""
        if not (blank and self.pending and not self.pending_taken):
            self.end_pending()
        self.settle(closing=True)
        self.last_form = False
        if self.sub is not None and len(self.readings) > self.sub.start:
            self.close(self.sub)
            self.sub = None

    def open_sub(self, text: str, number: int, column: int) -> None:
        """A counted sub-heading (``Monsters (10)``, ``Dragon World Monsters (12)``) starts a block; after a section's
        few cards (a ride deck's four, :attr:`holds`), any heading starts the main section."""
        if self.holds is not None and self._held() >= self.holds[0]:
            self._past_the_section(number, column, self.holds[0])
        wanted = re.search(r"\d{1,3}(?=\D*$)", text)
        if wanted is not None and int(wanted.group()) > 0:
            written = heading_count(text)  # "Monsters (10)", "Monsters x10", not "Size 3" nor "G2": a count to check
            at = (number, column, text) if written else None
            self.sub = Block(int(wanted.group()), len(self.readings), self.section, at=at)

    def close_section(self) -> None:
        """The section's cards end (another section heading, the end of the file)."""
        if self.sub is not None:
            self.close(self.sub)
            self.sub = None
        if self.whole is not None:
            self.close(self.whole)
            self.whole = None

    def close(self, block: Block, end: int | None = None) -> None:
        """The block's cards end (``end``: the index of the reading after them; ``None``: the last one read): kept for
        the reconciliation after the read (:func:`~deckcheck.readers.reconcile.reconcile`), and a sub-heading's
        count for ``heading-count`` with the last line of its cards."""
        end = len(self.readings) if end is None else end
        self.closed.append(Counted(block.count, block.start, end, block.section, tuple(block.candidates)))
        if block.at is not None and self.subs < MAX_DECLARED:
            under = [r for r in self.readings[block.start : end] if r.entry.section == block.section]
            if under:
                self.subs += 1
                number, column, text = block.at
                self.declared.append(Declared(block.section, block.count, number, column, text, under[-1].entry.line))

    # --- what the readings record ------------------------------------------------------------------------

    def slot_line(self, slot: str, value: str, number: int, column: int) -> None:
        """The value of a ``Flag:``/``Buddy:`` line: a name, maybe with ``(1)``, ``x1``, ``1`` or a remark."""
        parsed: ParsedEntry | None = None
        plain = plain_name(value)
        if not plain:  # "Dragon World": no count nor remark to find (the common value)
            try:
                parsed = parse_entry(value)
            except EntryError:
                parsed = None
        copies = 1
        if parsed is not None:
            copies = parsed.count  # "Buddy: Name x4" reads as "Name x4 (Buddy)": the buddy, and 4 copies
            name, note, column = parsed.name, parsed.note, column + parsed.offset
        elif plain:
            name, note = value, None
        else:
            name, note, _ = split_remarks(value)
        if note:
            self.note(remark_note(note, name), number, column)
        if not name.strip():  # "Flag: | Buddy: X", "Flag & Buddy: ;"
            self.problems.append(Problem(f"no card name for the {self.slot_title(slot)}", number, column))
            return
        try:
            check_name(name)
        except EntryError as exc:
            self.problems.append(Problem(exc.message, number, column))
            return
        if self.slots[slot] and self.filled.get(slot, 0) < len(self.readings):
            self.another_deck(f"a second {self.slot_title(slot)} after the cards", number, column)
        self.filled[slot] = len(self.readings)
        if copies > 1:
            self.add_entry(ParsedEntry(name, copies, column - 1, mark=slot), number)
            return
        self.fill(slot, Named(name, number, column))

    def enter(self, section: str, written: str, number: int, lead: int, tail: str) -> None:
        """Start ``section`` at a heading whose key is ``written``; ``tail`` is what follows the key (a count:
        ``(43)``, ``: 15``, kept for ``heading-count``)."""
        self.boundary()
        main = self.game.main_section.name
        if section == main and self.section != main and main in self.sectioned and self.sectioned - {main}:
            # a second main deck, after the first one's and the Side Deck's cards
            self.another_deck(f"{quote(written.strip())} after the {self.section} section's cards", number, lead + 1)
        self.close_section()
        self.section = section
        spec = self.game.section(section)
        self.holds = (spec.holds, number) if spec is not None and spec.holds is not None else None
        declared = _DECLARED.match(tail)
        if declared is not None and len(self.declared) < MAX_DECLARED:
            count = int(declared["count"])
            self.whole = Block(count, len(self.readings), section)
            self.declared.append(Declared(section, count, number, lead + 1, " ".join(written.split())))

    def take(self, parsed: ParsedEntry, number: int) -> None:
        """A card line: under a slot heading, a one-copy line fills the slot ("1 Dragon World" under
        "Flag (1)"); else a card of the section."""
        if parsed.count == 1 and parsed.mark is None:
            slot = self.take_pending()
            if slot is not None:
                self.fill(slot, Named(parsed.name, number, parsed.offset + 1))
                return
        self.end_pending()
        if self.holds is not None and parsed.count > 1 and self._held() >= self.holds[0]:
            self._past_the_section(number, parsed.offset + 1, self.holds[0])
        self.add_entry(parsed, number)

    def _held(self) -> int:
        """The cards of the open section: its card lines' copies, and each slot's card that no line of it lists
        (Vanguard's ``First Vanguard: X`` above the ride deck, ``X (FV)`` in it: one of its cards)."""
        since = self.holds[1] if self.holds is not None else 0
        mine = [r.entry for r in self.readings if r.entry.section == self.section and r.entry.line > since]
        names = {entry.name for entry in mine}
        named = {n.name for held in self.slots.values() for n in held if n.name not in names}
        return sum(entry.count for entry in mine) + len(named)

    def _past_the_section(self, number: int, column: int, holds: int) -> None:
        """A line of more copies after a section's few cards (a ride deck's four): the main section's, with a note."""
        main, full, sub = self.game.main_section, self.section_words(self.section), self.sub
        self.note(f"the {full}'s {holds} cards are read; with no '{main.title}' heading, the cards from here on are "
                  f"the {self.section_words(main.name)}'s", number, column)  # fmt: skip
        opened = sub if sub is not None and sub.start == len(self.readings) else None  # "Triggers (16)" just before
        if opened is not None:  # a heading of the main section's cards: not closed with the section
            opened.section, self.sub = main.name, None
        self.close_section()
        self.section, self.holds, self.sub = main.name, None, opened

    def add_entry(self, parsed: ParsedEntry, number: int, *, bare: bool = False) -> None:
        column = parsed.offset + 1
        if parsed.note:
            self.note(remark_note(parsed.note, parsed.name), number, column)
        read = None
        if parsed.mark is not None:
            read = read_mark(self.game, self.words.marks, parsed.mark, parsed.name, parsed.count, bare, self.section,
                             self.slots)  # fmt: skip
            self.fill(read.slot, Named(parsed.name, number, column))
            if read.note is not None:
                self.note(read.note, number, column)
            if not read.counted:  # "Flame Giant, Surtr (Buddy)" alone, or a flag: kept outside the sections
                return
        self.sectioned.add(self.section)
        entry = Entry(parsed.name, parsed.count, number, column, self.section, bare, parsed.note)
        self.readings.append(card_reading(entry, parsed.lead))
        if read is not None and read.outside:  # "1x X (Buddy)" beside "4x X": lone_marks.alone
            self.marked.append((entry, len(self.notes) - 1, parsed.mark or "", read.title))

    def unread(self, text: str, message: str, number: int, lead: int) -> None:
        """A line that is the parse problem ``message`` unless the pool knows a card of its whole text."""
        self.problems.append(Problem(message, number, lead + 1))
        self.maybe_cards.append(unread(Entry(text, 1, number, lead + 1, self.section, bare=True)))

    def sub_heading(self, text: str, number: int, column: int) -> None:
        """A card-kind or category heading among the card lines (``Fusion (2)``): the block before it ends."""
        self.last_form = False
        if self.sub is not None and len(self.readings) - 1 > self.sub.start:
            self.close(self.sub, len(self.readings) - 1)
        self.sub = None
        self.open_sub(text, number, column)

    def deck(self, path: str, line_count: int, syntax: str = "text") -> Deck:
        """The deck read, once every line is: each line's card reading its entry, until the pool decides.
        ``syntax``: ``csv`` for a spreadsheet's CSV export read as its table."""
        meta = self.meta
        readings = reconcile(self.readings, self.closed)
        if self.marked:
            cards = [r.entry for r in readings if r.kind == "card"]
            dropped = alone(cards, self.notes, self.marked)
            readings = [r for r in readings if r.kind != "card" or (r.entry.line, r.entry.column) not in dropped]
        if self.maybe_cards:
            readings = sorted((*readings, *self.maybe_cards), key=lambda r: (r.entry.line, r.entry.column))
        return Deck(
            path=path,
            game=self.game.name,
            entries=tuple([r.entry for r in readings if r.kind != "problem"]),
            slots={name: tuple(lines) for name, lines in self.slots.items()},
            name=shown_value(meta.get("name")),
            player=shown_value(meta.get("player")),
            game_line=self.game_line,
            format_line=self.format_line,
            format=meta.get("format") or None,
            line_count=line_count,
            syntax=syntax,
            notes=tuple(self.notes),
            readings=tuple(readings),
            declared=tuple(self.declared),
            comments=tuple(self.comments),
        )
