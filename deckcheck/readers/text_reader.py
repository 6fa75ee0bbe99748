"""The plain-text deck form, as people paste it and deck sites export it.

::

    # comment
    Flag: Dragon World
    Buddy: Armorknight Cerberus
    4 Dragon Breath
    4x Green Dragon Shield
    Dragoenergy x3
    Sideboard:
    2 Battle Aura Circle

The words are the game's (:mod:`deckcheck.readers.form`): for Buddyfight
``Deck:``/``Main:`` and ``Sideboard:``/``Side:`` start a section, ``Flag:`` and
``Buddy:`` fill a slot. Each line is one of: a header (``Flag: X``,
``Buddy - X``, ``Name:`` ...), a heading (a section, a card type, ``Size 3``, a
title), a count line (``Total: 50``), or a card line. Bullets, list numbers and
markdown bold are blanked first (replaced by spaces, so every column stays
where it is). ``#`` and ``//`` start comments, at the start of a line or after
white space.

A line that is none of the others is a card name with one copy, marked
``bare`` so that a caller can tell pasted names from text that is no deck at
all. Where a line can be read two ways, the reader takes the reading a player
means and says so in a note (:attr:`Deck.notes`) rather than failing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from itertools import combinations

from cardpool.visible import clip
from deckcheck.deck import Deck, Declared, Entry, Named
from deckcheck.findings import Problem
from deckcheck.games import DEFAULT_GAME, Game, get_game
from deckcheck.readers.data_lines import is_data_line
from deckcheck.readers.entries import (
    MAX_ENTRIES,
    MAX_NAME_LENGTH,
    MAX_PROBLEMS,
    PURE_COUNT,
    EntryError,
    ParsedEntry,
    check_name,
    parse_entry,
    remark_note,
    split_remarks,
    too_many_entries,
    too_many_problems,
)
from deckcheck.readers.form import COUNT_TAG, deck_form
from deckcheck.readers.markup import blank, strip_comment
from deckcheck.readers.prose import is_prose
from deckcheck.readers.tables import HEAD_ROW, column_heads, table_row
from deckcheck.readers.words import TEXT_META, plural_end, squash, text_patterns

_HEADING_SHAPE = re.compile(
    r"(?P<words>[A-Za-z][A-Za-z'&/-]{0,30}(?:[ \t][A-Za-z][A-Za-z'&/-]{0,30}){0,4})"
    r"(?:[ \t]{0,3}(?:\((?P<paren>\d{1,3})\)|\[(?P<square>\d{1,3})\]|[-–—:][ \t]{0,3}(?P<dash>\d{1,3})))?"
    r"(?:[ \t]{1,3}cards?)?:?"
)
"""``Words (N)``, ``Words - N``, ``Words: N`` or ``Words``: a heading when the pool knows no card of that name and
either the card lines under it add up to N or its last word is a plural category (``Dragon World Monsters``)."""
_COUNT_LINE = re.compile(
    r"(?:(?:total|deck|main deck|cards?|count)\s*(?:[:\-–]\s*)?)?(?:\(\s*)?\d+\s*(?:\)\s*)?(?:(?:cards?|total)\s*)?",
    re.IGNORECASE,
)
_LABEL = re.compile(
    r"(?<![A-Za-z'])(?P<label>[A-Za-z][A-Za-z']*(?:[ \t][A-Za-z']+){0,3})[ \t]{0,3}[-–—:][ \t]+(?=[x×]?\d)"
)
"""``Weapons - 3x Name``: a category label before the count.

A pattern that starts with a run (of letters, spaces, digits) starts with a lookbehind refusing to start inside one:
``search`` then tries each run once, not once per character (quadratic), and ``match`` at a line's start is the same.
Every module-level pattern is timed so, with ``search`` and ``match`` (``tests/test_regex_time.py``)."""
_ONLY_COUNT = re.compile(rf"(?<!\s)(?:{COUNT_TAG}|\(?\s*\d+(?:\s*\))?(?:\s*cards?)?)", re.IGNORECASE)
"""``Main Deck: 40``, ``(15)``, ``(15 cards)``, ``[15]``, ``15 cards`` after a heading's colon (the value is
stripped; no two optional space runs side by side, which backtracked quadratically)."""
_DECK_WORD = re.compile(r"\bdecks?\b", re.IGNORECASE)
"""The word "deck" in a title (``Sun Fist Deck``), not inside a name (``Decker Drum``)."""
_LAST_PARENTHESIS = re.compile(r"\(([^()]*)\)$")


def _names_no_count(value: str) -> bool:
    """Whether the value of a ``Deck:`` line is words with no count (``Sun Fist beats``, not ``4 X`` or ``40``)."""
    if not any(ch.isalpha() for ch in value) or PURE_COUNT.match(value) or len(value) > MAX_NAME_LENGTH:
        return False
    try:
        parse_entry(value)
    except EntryError as exc:
        return not exc.bad_count
    return False


def _ends_in_number_tag(text: str) -> bool:
    """``Name (TD01/0010EN)``: a parenthesis at the end holding ``A/B`` (spaces around the slash allowed).
    By hand: ``\\(\\s*\\S+\\s*/\\s*\\S+\\s*\\)$`` backtracked cubically on a long run of slashes."""
    found = _LAST_PARENTHESIS.search(text)
    if found is None:
        return False
    parts = found.group(1).split()
    if len(parts) == 1:
        return "/" in parts[0][1:-1]
    if len(parts) == 2:
        return (len(parts[0]) > 1 and parts[0].endswith("/")) or (len(parts[1]) > 1 and parts[1].startswith("/"))
    return len(parts) == 3 and parts[1] == "/"


_MARKDOWN_HEADING = re.compile(r"(?<![ \t])[ \t]*#{2,6}[ \t]+(?=\S)")
"""``## Flag: Dragon World``: a markdown heading (one ``#`` is a comment; these take two or more)."""
_PAIR_VALUE = re.compile(r"(?<!\s)(?:\s+[/|+]\s+|\s*;\s*)")
MAX_NUMBER_NAME = 12
"""The most digits a line of digits alone has for the pool to look it up (a card named ``7``, a password)."""
MAX_SLOT_HEADING = 4
"""The most names a ``Buddy (N)`` heading takes."""
_COUNT_FIRST = re.compile(r"\d{1,3}[xX×]?[ \t]+[^\W\d_]")
"""A line that starts with a count, then a letter: a plain card line (``4 Dragon Breath``, ``3x Ash Blossom``)."""
_COUNT_FORM = re.compile(r"\((?P<paren>\d{1,3})\)|\[(?P<square>\d{1,3})\]|[-–—:][ \t]*(?P<dash>\d{1,3})")
"""The count written after a name: ``Name (3)``, ``Name [3]``, ``Name - 3``."""
MAX_FLIPS = 10
"""The most heading candidates of one counted block whose readings are tried against the block's count."""
MAX_DECLARED = 16
"""The most section-heading counts kept for ``heading-count`` (a file of many decks is a parse error anyway)."""
_DECLARED = re.compile(r"(?<![ \t])[ \t]*(?:[-–—:/=][ \t]*)?(?:[(\[][ \t]*)?(?P<count>\d{1,3})(?!\d)")
"""A section heading's count after its key: ``(43)``, ``: 15``, `` - 5``, ``/40``, ``[15]``."""


def count_form(text: str) -> str | None:
    """How a line writes its count after the name (``paren``, ``square``, ``dash``); ``None``: another way or none."""
    end = text.rstrip()
    if not end or (end[-1] not in ")]" and not end[-1].isdecimal()):  # each form ends so; "4 Dragon Breath" none
        return None
    for start in range(max(len(end) - 8, 0), len(end)):  # the count is at the end: a few characters to try
        found = _COUNT_FORM.fullmatch(end, start)
        if found is not None:
            return found.lastgroup
    return None


@dataclass
class _Group:
    """An open heading candidate (``Dragon World Monsters (12)``): its entry, its count, the copies under it."""

    index: int
    count: int
    total: int = 0
    lines: int = 0
    """The card lines under it: a heading's count adds up over at least two (``Ash Blossom (3)`` then
    ``Effect Veiler (3)`` is two cards)."""
    form: str | None = None
    """How its count is written (:func:`count_form`)."""
    sibling: bool = False
    """The card line just before it, in its block, writes its count the same way: a card among cards."""
    forms: set[str | None] = field(default_factory=set)
    """How the lines under it write their counts."""

    def like_its_lines(self) -> bool:
        """``Maxx (3)`` then ``Ash Blossom (2)``, ``Banshee (1)``: written as the cards around it are, so a card
        (a wrongly kept heading is a loud unknown card; a wrongly dropped card a silent wrong verdict)."""
        return self.sibling or self.forms == {self.form}


@dataclass
class _Block:
    """A heading with a count (``Monsters (10)``, ``Main Deck (43)``): the cards under it should add up to it."""

    count: int
    start: int
    """The index of the first entry under it."""
    section: str
    candidates: list[int] = field(default_factory=list)
    """The heading candidates inside it whose lines added up: each read as a heading or as a card."""


class _Reader:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.form = deck_form(game)
        self.words = text_patterns(game)
        self.slots: dict[str, list[Named]] = {slot.name: [] for slot in game.slots}
        self.entries: list[Entry] = []
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.meta: dict[str, str] = {}
        self.section = game.main_section.name
        self.pending: list[str] = []
        """The slots the next name lines fill, under a ``Flag (1)``, ``Buddy (2)`` or ``Flag & Buddy`` heading."""
        self.pending_heading: tuple[str, int, int, int] | None = None
        self.pending_taken = 0
        self.groups: list[_Group] = []
        self.last_form: str | None | bool = False
        """How the previous card line of this block wrote its count (:func:`count_form`); False: no such line."""
        self.sub: _Block | None = None
        """The counted sub-heading (``Monsters (10)``) whose cards are being read."""
        self.whole: _Block | None = None
        """The counted section heading (``Main Deck (43)``) whose cards are being read."""
        self.settled: set[int] = set()
        """Candidates whose reading a block's count confirmed: an enclosing block does not change it."""
        self.declared: list[Declared] = []
        self.game_line: int | None = None
        self.format_line: int | None = None
        self.seen_content = False
        self.was_meta = False
        self.filled: dict[str, int] = {}
        """Per slot, the card lines listed when a line last filled it: a slot line after more is a second deck's."""
        self.sectioned: set[str] = set()
        """The sections card lines were listed in."""
        self.second_deck = False
        self.maybe: list[Entry] = []
        """Parse problems that are cards if the pool knows their text (:attr:`Deck.maybe`)."""

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

    def taken(self) -> int:
        return len(self.entries) + sum(len(lines) for lines in self.slots.values())

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
                f"{clip(text)!r} names {wanted} cards, but {follow} it",
                number,
                column,
            )
        self.pending = []
        self.pending_heading = None

    # --- heading candidates: the pool decides (deckcheck.readers.pooled) ------------------------------------

    def settle(self, *, closing: bool) -> None:
        """At a blank line, a heading or a new candidate: the first open candidate whose count the card lines
        under it add up to becomes a heading candidate; those opened after it are inside it. One written as the
        cards around it (:meth:`_Group.like_its_lines`) stays a card unless its block's count says otherwise."""
        kept: list[_Group] = []
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
        entry = self.entries[index]
        if entry.heading != heading:
            self.entries[index] = replace(entry, heading=heading)

    def boundary(self) -> None:
        """A line that is no card line: slot headings and heading candidates end here."""
        self.end_pending()
        self.settle(closing=True)
        self.last_form = False
        if self.sub is not None and len(self.entries) > self.sub.start:
            self.close(self.sub)
            self.sub = None

    def open_sub(self, text: str) -> None:
        """A counted sub-heading (``Monsters (10)``, ``Dragon World Monsters (12)``) starts a block."""
        wanted = re.search(r"\d{1,3}(?=\D*$)", text)
        if wanted is not None and int(wanted.group()) > 0:
            self.sub = _Block(int(wanted.group()), len(self.entries), self.section)

    def close_section(self) -> None:
        """The section's cards end (another section heading, the end of the file)."""
        if self.sub is not None:
            self.close(self.sub)
            self.sub = None
        if self.whole is not None:
            self.close(self.whole)
            self.whole = None

    def close(self, block: _Block) -> None:
        """Read the block's candidates the way under which its cards add up to its count, when one way does (the
        fewest changed readings, and only one such way); then those readings are settled."""
        free = [i for i in block.candidates if i not in self.settled][:MAX_FLIPS]
        under = [e for e in self.entries[block.start :] if e.section == block.section]
        read = sum(e.count for e in under if not (e.heading or e.prose or e.caption or e.title))
        if read != block.count:
            change = self.flips(free, block.count - read)
            if change is None:
                return
            for index in change:
                self.mark_heading(index, not self.entries[index].heading)
        self.settled.update(free)

    def flips(self, free: list[int], missing: int) -> tuple[int, ...] | None:
        """The one smallest set of candidates whose changed readings add ``missing`` cards; ``None``: none or two."""
        deltas = {i: -self.entries[i].count if not self.entries[i].heading else self.entries[i].count for i in free}
        for size in range(1, len(free) + 1):
            found = [c for c in combinations(free, size) if sum(deltas[i] for i in c) == missing]
            if found:
                return found[0] if len(found) == 1 else None
        return None

    # --- lines ---------------------------------------------------------------------------------------------

    def slot_line(self, slot: str, value: str, number: int, column: int) -> None:
        """The value of a ``Flag:``/``Buddy:`` line: a name, maybe with ``(1)``, ``x1``, ``1`` or a remark."""
        try:
            parsed: ParsedEntry | None = parse_entry(value)
        except EntryError:
            parsed = None
        if parsed is not None:
            if parsed.count != 1:
                self.note(
                    f"the {self.slot_title(slot)} is one card; the count {parsed.count} is not read", number, column
                )
            name, note, column = parsed.name, parsed.note, column + parsed.offset
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
        if self.slots[slot] and self.filled.get(slot, 0) < len(self.entries):
            self.another_deck(f"a second {self.slot_title(slot)} after the cards", number, column)
        self.filled[slot] = len(self.entries)
        self.slots[slot].append(Named(name, number, column))

    def pair_heading(self, line: str, number: int, lead: int) -> bool:
        """``Flag & Buddy``: the flag's name, then the buddy's, on the next lines; or ``Flag & Buddy: X / Y``."""
        pair = self.words.pair_heading.fullmatch(line.strip()) if self.words.pair_heading else None
        if pair is None or not {pair["first"].lower(), pair["second"].lower()} <= self.form.slots.keys():
            return False  # a game without a flag and a buddy (Yu-Gi-Oh!): no pair heading
        value = (pair["value"] or "").strip()
        slots = [self.form.slots[pair["first"].lower()], self.form.slots[pair["second"].lower()]]
        if not value:
            self.expect(slots, line.strip(), number, lead + 1)
            return True
        self.boundary()
        column = lead + pair.start("value") + 1
        split = _PAIR_VALUE.search(value)
        if split is None:
            self.slot_line(slots[0], value, number, column)
            message = f"no buddy is named after the flag {clip(value)!r}: write it as 'Flag & Buddy: X / Y'"
            self.note(message, number, column)
            return True
        self.slot_line(slots[0], value[: split.start()], number, column)
        self.slot_line(slots[1], value[split.end() :], number, column + split.end())
        return True

    def enter(self, section: str, written: str, number: int, lead: int, tail: str) -> None:
        """Start ``section`` at a heading whose key is ``written``; ``tail`` is what follows the key (a count:
        ``(43)``, ``: 15``, kept for ``heading-count``)."""
        self.boundary()
        main = self.game.main_section.name
        if section == main and self.section != main and main in self.sectioned and self.sectioned - {main}:
            # a second main deck, after the first one's and the Side Deck's cards
            self.another_deck(f"{written.strip()!r} after the {self.section} section's cards", number, lead + 1)
        self.close_section()
        self.section = section
        declared = _DECLARED.match(tail)
        if declared is not None and len(self.declared) < MAX_DECLARED:
            count = int(declared["count"])
            self.whole = _Block(count, len(self.entries), section)
            self.declared.append(Declared(section, count, number, lead + 1, " ".join(written.split())))

    def section_heading(self, text: str, number: int, lead: int) -> bool:
        """``Side Deck -``, ``Side deck list:``, ``[Extra Deck]``, ``Side Deck / Sideboard:``: a section heading
        however it is decorated; True when ``text`` was one. Words of two sections (``Main/Side``) are none."""
        found = self.words.section.fullmatch(text) if len(text) <= 200 else None
        if found is None:
            return False
        keys = [found["key"], *filter(None, (k.strip() for k in found["more"].split("/")))]
        sections = {self.words.section_of[squash(key)] for key in keys}
        if len(sections) != 1:
            return False
        self.enter(sections.pop(), found["key"], number, lead, text[found.end("more") :])
        return True

    def header(self, line: str, number: int, lead: int) -> bool:
        """A ``Key: value`` line (or ``Flag - X``, ``Flag = X``); True when the line was one."""
        header = self.words.header.fullmatch(line.strip())
        if not header:
            return False
        written = " ".join(header["key"].lower().split())
        key = self.form.key(written)
        value = header["value"].strip()
        column = lead + header.start("value") + 1
        separated = bool(header["colon"] or header["dash"])
        only_count = _ONLY_COUNT.fullmatch(value) is not None
        if (key in self.form.sections or written.replace(" ", "") in ("decklist", "list")) and (
            not value or only_count
        ):  # "Sideboard:", "Sideboard - 5", "Main Deck: 50 cards"
            tail = line.strip()[header.end("key") :]
            self.enter(self.form.sections.get(key, self.game.main_section.name), header["key"], number, lead, tail)
            return True
        if key in self.form.slots and separated:
            slot = self.form.slots[key]
            if not value:
                if header["colon"]:
                    self.expect([slot], line.strip(), number, lead + 1)
                    return True
                return False
            self.boundary()
            second = self.words.second_slot.search(value) if self.words.second_slot else None
            other = self.form.slots[" ".join(second["key"].lower().split())] if second else slot
            if second is not None and other != slot:  # "Flag: Dragon World | Buddy: Bal Dragon"
                self.slot_line(slot, value[: second.start()].rstrip(), number, column)
                self.slot_line(other, value[second.end() :], number, column + second.end())
                return True
            self.slot_line(slot, value, number, column)
            return True
        if written == "deck" and header["colon"] and _names_no_count(value):  # "Deck: Sun Fist beats"
            self.boundary()
            main = self.game.main_section.name
            self.entries.append(Entry(value, 1, number, column, main, bare=True, title=True))
            return True
        meta = TEXT_META.get(key) or TEXT_META.get(written)
        if meta is not None and header["colon"]:
            self.boundary()
            self.was_meta = True
            self.meta.setdefault(meta, value)
            if meta == "game":
                self.game_line = number
            if meta == "format":
                self.format_line = number
            return True
        return False

    def table_row(self, line: str, number: int) -> bool:
        """A row of a pasted table (:mod:`deckcheck.readers.tables`); True when the line was one."""
        row = table_row(line, self.words.table_heads)
        if row is None:
            return False
        if row == HEAD_ROW:
            self.boundary()
            return True
        assert not isinstance(row, str)
        name, note, mark = split_remarks(row.text, self.words.marks)
        try:
            check_name(name)  # a 30 KB cell is no name (and would cost fuzzy matching)
        except EntryError as exc:
            self.problems.append(Problem(exc.message, number, row.start + 1))
            return True
        self.take(ParsedEntry(name, row.count, row.start, note, mark), number)
        return True

    def card(self, line: str, number: int, lead: int, list_number: str | None) -> None:
        try:
            parsed = parse_entry(line, self.words.marks)
        except EntryError as exc:
            labelled = _LABEL.match(line, lead)
            if labelled and not self.form.missing_colon.fullmatch(line.strip()):
                try:
                    rest = parse_entry(line[labelled.end() :], self.words.marks)
                except EntryError:
                    rest = None
                if rest is not None:
                    at = labelled.end() + rest.offset
                    self.end_pending()
                    self.add_entry(ParsedEntry(rest.name, rest.count, at, rest.note, rest.mark), number)
                    return
            self.bare(line, number, lead, exc, list_number)
            return
        self.take(parsed, number)

    def take(self, parsed: ParsedEntry, number: int) -> None:
        """A card line: under a slot heading, a one-copy line fills the slot ("1 Dragon World" under
        "Flag (1)"); else a card of the section."""
        if parsed.count == 1 and parsed.mark is None:
            slot = self.take_pending()
            if slot is not None:
                self.slots[slot].append(Named(parsed.name, number, parsed.offset + 1))
                return
        self.end_pending()
        self.add_entry(parsed, number)

    def add_entry(self, parsed: ParsedEntry, number: int, *, bare: bool = False) -> None:
        column = parsed.offset + 1
        if parsed.note:
            self.note(remark_note(parsed.note, parsed.name), number, column)
        if parsed.mark is not None:
            slot = self.words.marks[parsed.mark]
            self.slots[slot].append(Named(parsed.name, number, column))
            if bare:  # "Flame Giant, Surtr (Buddy)" alone: that card is the buddy, kept outside the sections
                return
            copies = f"{parsed.count} cop{'y' if parsed.count == 1 else 'ies'}"
            self.note(
                f"{parsed.name[:80]!r} is marked ({parsed.mark}): read as the {self.slot_title(slot)}, and {copies} "
                f"in the {self.section}",
                number,
                column,
            )
        self.sectioned.add(self.section)
        self.entries.append(
            Entry(
                parsed.name,
                parsed.count,
                number,
                column,
                self.section,
                bare=bare,
                lead=parsed.lead,
                remark=parsed.note,
            )
        )

    def bare(self, line: str, number: int, lead: int, error: EntryError, list_number: str | None) -> None:
        """A line without a count: a card under a slot heading, or one copy of a card."""
        text = line.strip()
        slot = self.take_pending()
        if slot is not None:  # "Flag:" alone, then "Dragon World" on the next line
            self.slot_line(slot, text, number, lead + 1)
            return
        self.end_pending()
        missing_colon = self.form.missing_colon.fullmatch(text)
        if missing_colon and len(text) <= MAX_NAME_LENGTH:  # "Side Effects?" is a card: the pool decides
            key = missing_colon["key"]
            message = f"'{key}' needs a colon: write '{key}: {clip(missing_colon['value'])}'"
            self.unread(text, message, number, lead)
            return
        if text.isdecimal() and len(text) <= MAX_NUMBER_NAME:  # "7": a card of that name or password, else an error
            self.add_entry(ParsedEntry(text, 1, lead), number, bare=True)
            return
        if self.bad_count(text, error) or not any(ch.isalpha() for ch in text):
            if error.offset == lead and any(ch.isalpha() for ch in text) and len(text) <= MAX_NAME_LENGTH:
                self.unread(text, error.message, number, lead)  # "4000 Festival!": a card, if the pool knows it
                return
            self.problems.append(Problem(error.message, number, error.offset + 1))  # a bad count, or no name at all
            return
        if is_data_line(text):  # "API_KEY=sk-...", "[default]", a key's base64: a settings or key file, never quoted
            message = "not a card line: it reads as KEY=VALUE, section or key data, not a card name"
            self.problems.append(Problem(message, number, lead + 1))
            return
        try:
            if len(text) > MAX_NAME_LENGTH:
                check_name(text)  # says how long it is
            name, note, mark = split_remarks(text, self.words.marks)
            check_name(name)
        except EntryError as exc:
            self.problems.append(Problem(exc.message, number, lead + 1))
            return
        if list_number is not None and list_number != "1":
            self.note(f"'{list_number}.' is read as a list number: one copy of {name[:80]!r}", number, lead + 1)
        self.add_entry(ParsedEntry(name, 1, lead, note, mark), number, bare=True)

    def unread(self, text: str, message: str, number: int, lead: int) -> None:
        """A line that is the parse problem ``message`` unless the pool knows a card of its whole text."""
        self.problems.append(Problem(message, number, lead + 1))
        self.maybe.append(Entry(text, 1, number, lead + 1, self.section, bare=True))

    def bad_count(self, text: str, error: EntryError) -> bool:
        """Whether a line that is no card line has a count that cannot be one (``0 Name``, ``Name x1000``): a
        parse error. A leading token that is no pure count (``3-Hump Lacooda``, ``1st Movement Solo``) starts a
        name; a line shaped like a category heading (``Dragon World Monsters (0)``) is left to the pool."""
        if PURE_COUNT.match(text):
            return True
        if not error.bad_count:
            return False
        shape = _HEADING_SHAPE.fullmatch(text) if len(text) <= 200 else None
        return not (shape and self.words.plural_end.search(shape["words"]))

    def markdown(self, raw: str, number: int) -> bool:
        """``## Flag: Dragon World``: a markdown heading that holds a flag, buddy or section line is read as
        that line; any other (``### Size 3 (4)``, ``## My deck``) is a heading. False when ``raw`` is none."""
        heading = _MARKDOWN_HEADING.match(raw)
        if heading is None:
            return False
        blanked = " " * heading.end() + raw[heading.end() :]
        rest = blank(strip_comment(blanked).rstrip())[0].strip()
        header = self.words.header.fullmatch(rest)
        key = self.form.key(header["key"]) if header else ""
        if (
            self.form.slot_heading.fullmatch(rest)
            or (self.words.pair_heading and self.words.pair_heading.fullmatch(rest))
            or (header and (key in self.form.slots or key in self.form.sections))
        ):
            self.line(blanked, number)
        else:
            self.boundary()
        return True

    def line(self, raw: str, number: int) -> None:
        line, list_number = blank(strip_comment(raw).rstrip())
        if not line.strip():
            return
        lead = len(line) - len(line.lstrip())
        stripped = line.strip()
        first = not self.seen_content
        self.seen_content = True
        if self.table_row(line, number):
            return
        # "4 Dragon Breath": a count first is no slot heading, section heading, header, metadata line, heading,
        # title or prose (each of those starts with a word), so a plain card line skips those checks.
        plain = _COUNT_FIRST.match(stripped) is not None
        if plain:
            self.was_meta = False
        else:
            heading = self.form.slot_heading.fullmatch(stripped)
            if heading:
                found = re.search(r"\d+", stripped[heading.end("key") :])
                digits = found.group().lstrip("0") if found else "1"
                count = min(max(int(digits or "0"), 1), MAX_SLOT_HEADING) if len(digits) <= 3 else MAX_SLOT_HEADING
                slot = self.form.slot_headings[heading["key"].lower()]
                self.expect([slot] * count, stripped, number, lead + 1)
                return
            if self.pair_heading(line, number, lead):
                return
            self.was_meta = False
            if self.section_heading(stripped, number, lead):
                return
            if self.header(line, number, lead):
                if first and self.was_meta:  # a title may follow "Player: X" or "Format: Standard"
                    self.seen_content = False
                return
            if self.words.ignored_meta.fullmatch(stripped):
                self.boundary()
                self.seen_content = not first  # a title may follow "Event: X" or "Posted by X on DATE"
                return
            if self.words.heading.fullmatch(stripped):
                self.boundary()
                if self.sub is not None:  # "Monsters (10)" with no card under it yet
                    self.sub = None
                self.open_sub(stripped)
                return
        if (_COUNT_LINE.fullmatch(stripped) and not stripped.isdecimal()) or (
            not plain and (self.words.total_line.fullmatch(stripped) or column_heads(stripped))
        ):
            self.boundary()
            return
        if (
            first
            and not plain
            and list_number is None
            and len(stripped) <= MAX_NAME_LENGTH
            and self.is_title(stripped)
            and not self.counted(stripped)
        ):
            self.boundary()
            self.entries.append(Entry(stripped, 1, number, lead + 1, self.section, bare=True, caption=True))
            return
        if not plain and list_number is None and not self.pending and is_prose(stripped) and not self.counted(stripped):
            self.boundary()
            self.entries.append(Entry(stripped, 1, number, lead + 1, self.section, bare=True, prose=True))
            return
        shaped = not plain and list_number is None and len(stripped) <= 200
        shape = _HEADING_SHAPE.fullmatch(stripped) if shaped else None
        wanted = (shape["paren"] or shape["square"] or shape["dash"]) if shape else None
        if wanted is not None:
            self.settle(closing=False)
        before = len(self.entries)
        self.card(line, number, lead, list_number)
        added = self.entries[before:]
        form = count_form(stripped) if added else None
        for group in self.groups:
            group.total += sum(e.count for e in added)
            group.lines += len(added)
            group.forms.add(form)
        sibling = self.last_form == form
        self.last_form = form if added else False
        if len(added) == 1 and self.words.kind and self.words.kind.fullmatch(stripped):
            self.entries[before] = replace(added[0], heading=True, category=True)
            self.sub_heading(stripped)
        elif shape and len(added) == 1:
            if self.words.plural_end.search(shape["words"]):
                self.mark_heading(before)
                self.sub_heading(stripped)
            elif wanted is not None and added[0].count == int(wanted):
                self.groups.append(_Group(before, int(wanted), form=form, sibling=sibling))

    def sub_heading(self, text: str) -> None:
        """A card-kind or category heading among the card lines (``Fusion (2)``): the block before it ends."""
        self.last_form = False
        if self.sub is not None and len(self.entries) - 1 > self.sub.start:
            self.close(self.sub)
        self.sub = None
        self.open_sub(text)


    def counted(self, text: str) -> bool:
        """Whether a line has a count (``D.D. Crow x2 (vs. graveyard decks)``): a card line, never a title nor prose."""
        try:
            parse_entry(text, self.words.marks)
        except EntryError:
            return False
        return True

    def is_title(self, text: str) -> bool:
        """A first line that names the deck: ``Devil's Era - 72 Pillars (Creation Control)``.

        Not a card line, a labelled card line (``Weapons - 3x Name``), a name with its card number or a
        name marked for a slot (``Name (Buddy)``); and it reads as a title: a dash between words, a
        closing parenthesis, or the word "deck".
        """
        if re.match(r"[x×]?\d", text) or _ends_in_number_tag(text):
            return False
        if split_remarks(text, self.words.marks)[2] is not None:
            return False
        labelled = _LABEL.match(text)
        if labelled and " " in labelled["label"].strip():  # "Devil's Era - 72 Pillars": a title, not a label
            labelled = None
        for candidate in (text, text[labelled.end() :] if labelled else None):
            if candidate is None:
                continue
            try:
                parse_entry(candidate)
            except EntryError:
                continue
            return False
        return " - " in text or " – " in text or text.endswith(")") or _DECK_WORD.search(text) is not None



def read_text(path: str, text: str, game: Game | None = None) -> tuple[Deck, list[Problem]]:
    """Read a plain-text deck list of ``game`` (the default game when not given); every line that is not
    understood is a located problem, or, where it can be read two ways, a note."""
    reader = _Reader(game or get_game(DEFAULT_GAME))
    lines = text.split("\n")
    for number, raw in enumerate(lines, start=1):
        stripped = raw.lstrip()
        if not stripped:
            reader.boundary()  # a blank line ends a group of cards
            continue
        if stripped[0] == "#" and len(raw) <= 200 and reader.markdown(raw, number):
            continue
        if stripped[0] == "#" or stripped.startswith("//"):  # a comment: the common skip
            continue
        stop = None
        if len(reader.problems) >= MAX_PROBLEMS:
            stop = too_many_problems(number, len(raw) - len(raw.lstrip()) + 1)
        elif reader.taken() >= MAX_ENTRIES:
            stop = too_many_entries(number, len(raw) - len(raw.lstrip()) + 1)
        if stop is not None:
            reader.problems.append(Problem(stop.message, stop.line, stop.column))
            break
        reader.line(raw, number)
    reader.boundary()
    reader.close_section()
    meta = reader.meta
    deck = Deck(
        path=path,
        game=reader.game.name,
        entries=tuple(reader.entries),
        slots={name: tuple(lines) for name, lines in reader.slots.items()},
        name=meta.get("name") or None,
        player=meta.get("player") or None,
        game_line=reader.game_line,
        format_line=reader.format_line,
        format=meta.get("format") or None,
        line_count=len(lines),
        notes=tuple(reader.notes),
        maybe=tuple(reader.maybe),
        declared=tuple(reader.declared),
    )
    return deck, reader.problems


def __getattr__(name: str) -> object:
    """``PLURAL_END``: the plural endings of every registered game's lists (each game's own is
    :func:`deckcheck.readers.words.plural_end`)."""
    if name == "PLURAL_END":
        from deckcheck.games import all_games

        endings = "|".join(plural_end(game).pattern for game in all_games())
        return re.compile(f"(?:{endings})", re.IGNORECASE)
    raise AttributeError(name)
