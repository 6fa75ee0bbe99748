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

The words are the game's (:mod:`deckcheck.readers.words`, from the game's sections, slots, labels, kinds and text
vocabulary): for Buddyfight ``Deck:``/``Main:`` and ``Sideboard:``/``Side:`` start a section, ``Flag:`` and
``Buddy:`` fill a slot. ``#`` and ``//`` start comments, at the start of a line or after white space; each comment
met (a comment line, a trailing comment, one after a markdown heading, and those of the lines after a read that
stopped) is kept on the deck (:attr:`~deckcheck.deck.Deck.comments`), where the suppression step reads its
directives without a second pass over the text. Quote marks
(``> ``, ``; ``), bullets (``- ``, ``-- ``, ...) with a task-list box after them (``- [x] ``), list numbers,
markdown bold and code fences (Discord's `````` ``` ``````, ````` ```yaml `````: the lines between them are read as
they are) are blanked once per line (replaced by spaces, so every column stays where it is); a horizontal rule
(``---``, ``***``, ``- - -``, ``==========``) is read as a blank line; and the line is read by the first reading of
:data:`READINGS` that takes it:

=================  ==========================================  ==================================================
reading            the line                                    why here
=================  ==========================================  ==================================================
blank              (white space only)                          ends a group of cards and a slot heading
plain card         ``4 Dragon Breath``, ``3x Ash Blossom``     the common line, read raw: only a shape that every
                                                               later reading reads as this card (:func:`plain_card`)
plain slot line    ``Flag: Dragon World``, ``Buddy: Name``     read raw after the game watch: only a shape the
                                                               header reading reads so (:func:`plain_slot`)
markdown heading   ``## Flag: X``, ``### Size 3``              read raw, before ``#`` is taken for a comment
comment            ``# note``, ``// note``                     before any blanking: never a card
struck             ``~~3 Name~~``                              a card taken out: no card, a note; first
table row          ``Name<TAB>4``, ``| 4 | Name |``            its cells, not its words, decide (a cell of heading
                                                               or slot words: read as their line, ``text_tables``)
slot heading*      ``Flag (1)``, ``Buddy:``                    before headers: ``Buddy:`` alone is no header
pair heading*      ``Flag & Buddy: X / Y``                     before headers: its key is two slot words
section heading*   ``Side Deck -``, ``[Extra Deck]``           before headers: a decorated key with no value
section start*     ``FUSION:``, ``Fusion Monsters (3)``        the game's words of one section's card kinds
header*            ``Flag: X``, ``Sideboard: 15``, ``Name: X``  a known key; before metadata (``Game:``)
metadata*          ``Player: X``, ``Posted by X on DATE``      before headings: ``Event: Regionals`` says no card
heading*           ``Monsters (10)``, ``Size 3``               a group heading carrying no card (opens a block)
misspelt section*  ``Sidebaord (2):``, ``Extra Dekc:``         after the game's own headings: a section word with
                                                               a letter or two wrong, then a count or a colon
count line         ``Total: 50``, ``(40 cards)``               after headings (``Monsters (10)`` is one)
link*              ``https://example.com/deck/123``            a link alone: no card, skipped; before titles
title*             the first line, ``Deck Name - Variant``     only first; the pool decides (no card so named)
prose*             ``Tech:``, ``Thanks for reading!``          after titles; the pool decides
card               ``4 Dragon Breath``, ``Name x3``, ``Name``  last: a line that is nothing else is a card
=================  ==========================================  ==================================================

\\* word-led: a line that starts with a count, then a letter (``4 Dragon Breath``) skips these readings.

A list whose game no option gives is read with a :class:`~deckcheck.readers.headings.GameWatch`: during the one pass
it looks for the first ``Game:`` line and the headings only one game has, and the read starts again as the game they
show (no pre-pass over the text).

A line is split once (:class:`~deckcheck.readers.text_state.Line`). Where a line can be read two ways, its reading
carries its alternatives (a :class:`~deckcheck.deck.Reading`: its ``kind`` when the pool knows no such card, and the
other card readings its text allows; :mod:`deckcheck.readers.reading` gives the table). After the read, counted
headings (``Monsters (10)``, ``Main Deck (43)``) are reconciled with the cards under them in a pure pass
(:mod:`deckcheck.readers.reconcile`); then the resolver (:mod:`deckcheck.readers.resolve`), the one step with the
pool, decides each line kept two ways, with a note, before any rule runs. A bare name repeated on consecutive lines
is that many copies, with one note (:mod:`deckcheck.readers.copies`). A new pasted form is one reading function,
one row here, and one test case (a form that reads two ways: a ``kind`` or an alternative, and a line of the
resolver's table).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckcheck.deck import Comment, Deck
from deckcheck.findings import Problem
from deckcheck.games import DEFAULT_GAME, Game, get_game
from deckcheck.readers.copies import one_line_per_copy
from deckcheck.readers.csv_rows import as_table
from deckcheck.readers.entries import MAX_ENTRIES, MAX_PROBLEMS, too_many_entries, too_many_problems
from deckcheck.readers.headings import GameWatch, ReadAgain
from deckcheck.readers.lazy import lazy
from deckcheck.readers.markup import RULE_STARTS, blank, is_rule, split_comment
from deckcheck.readers.misspelt import misspelt_section
from deckcheck.readers.plain_entry import COUNT_FIRST
from deckcheck.readers.text_cards import card_line, count_line, link_line, prose, struck_line, title
from deckcheck.readers.text_headers import (
    commented_section,
    header,
    heading,
    metadata,
    pair_heading,
    section_heading,
    section_start,
    slot_heading,
)
from deckcheck.readers.text_plain import plain_card
from deckcheck.readers.text_slot import plain_slot
from deckcheck.readers.text_state import Line, TextState
from deckcheck.readers.text_tables import table_row_line
from deckcheck.readers.words import plural_end


class Reading:
    """One kind of line: its name, the function that reads it (True: the line was of this kind), and whether only
    a line that starts with a word can be of it. (A plain class: a named tuple costs 0.1 ms to define at import.)"""

    __slots__ = ("name", "read", "word_led")

    def __init__(self, name: str, read: Callable[[TextState, Line], bool], *, word_led: bool) -> None:
        self.name = name
        self.read = read
        self.word_led = word_led

    def __repr__(self) -> str:
        return f"Reading({self.name}, word_led={self.word_led})"


READINGS: tuple[Reading, ...] = (
    Reading("struck", struck_line, word_led=False),
    Reading("table row", table_row_line, word_led=False),
    Reading("slot heading", slot_heading, word_led=True),
    Reading("pair heading", pair_heading, word_led=True),
    Reading("section heading", section_heading, word_led=True),
    Reading("section start", section_start, word_led=True),
    Reading("header", header, word_led=True),
    Reading("metadata", metadata, word_led=True),
    Reading("heading", heading, word_led=True),
    Reading("misspelt section", misspelt_section, word_led=True),
    Reading("count line", count_line, word_led=False),
    Reading("link", link_line, word_led=True),
    Reading("title", title, word_led=True),
    Reading("prose", prose, word_led=True),
    Reading("card", card_line, word_led=False),
)
"""The line readings after a line is blanked, in the order the module docstring's table gives, and why."""
_EVERY = tuple(reading.read for reading in READINGS)
_COUNT_LED = tuple(reading.read for reading in READINGS if not reading.word_led)
"""The readings a line that starts with a count is tried by."""
_LETTER_LED = tuple(reading.read for reading in READINGS if reading.name not in ("struck", "table row"))
"""The readings a line that starts with a letter and holds no tab is tried by: it is no struck line (``~~``) and no
table row (a ``|`` first, or a tab)."""
_MARKDOWN_HEADING = lazy(globals(), "_MARKDOWN_HEADING", r"(?<![ \t])[ \t]*#{2,6}[ \t]+(?=\S)")
"""``## Flag: Dragon World``: a markdown heading (one ``#`` is a comment; these take two or more)."""


def read_line(r: TextState, raw: str, number: int) -> None:
    """Blank ``raw`` once and read it by the first of :data:`READINGS` that takes it; its trailing comment is
    kept on the deck (:attr:`~deckcheck.deck.Deck.comments`). (:func:`read_text` reads the plain card line first.)"""
    code, at = split_comment(raw)
    if at is not None:
        r.comments.append(Comment(number, at + 1, raw[at:]))
    rule = code.strip()
    if rule[:1] in RULE_STARTS and is_rule(rule):  # "---", "***", "- - -": a separator, read as a blank line
        r.boundary(blank=True)
        return
    text, list_number = blank(code.rstrip())
    stripped = text.strip()
    if not stripped:  # a fence ("```", "```yaml") or marks alone: the lines around it are read as they are
        return
    first = not r.seen_content
    r.seen_content = True
    plain = COUNT_FIRST.match(stripped) is not None
    line = Line(text, stripped, number, len(text) - len(text.lstrip()), list_number, first, plain)
    readings = _COUNT_LED if plain else _LETTER_LED if stripped[0].isalpha() and "\t" not in stripped else _EVERY
    for read in readings:
        if read(r, line):
            return


def markdown(r: TextState, raw: str, number: int) -> bool:
    """``## Flag: Dragon World``: a markdown heading that holds a flag, buddy or section line, or a heading of the
    game's words (``## Monsters (21)``, ``### Grade 2 (12)``: its count checked as the line's), is read as that line;
    any other (``## My deck``) is a heading. False when ``raw`` is none."""
    found = _MARKDOWN_HEADING.match(raw)
    if found is None:
        return False
    blanked, at = split_comment(" " * found.end() + raw[found.end() :])  # "##" blanked: the comment after it
    if at is not None:
        r.comments.append(Comment(number, at + 1, raw[at:]))
    rest = blank(blanked.rstrip())[0].strip()
    keyed = r.words.header.fullmatch(rest)
    key = r.form.key(keyed["key"]) if keyed else ""
    if (
        r.form.slot_heading_match(rest)
        or r.words.pair(rest)
        or (keyed and (key in r.form.slots or key in r.form.sections))
        or (r.words.section_start and r.words.section_start.fullmatch(rest))
        or r.words.heading.fullmatch(rest)
    ):
        read_line(r, blanked, number)
    else:
        r.boundary()
    return True


def read_text(
    path: str, text: str, game: Game | None = None, watch: GameWatch | None = None
) -> tuple[Deck, list[Problem]]:
    """Read a plain-text deck list of ``game`` (the default game when not given); every line that is not
    understood is a located problem, or, where it can be read two ways, a note. With a ``watch``, every line read is
    watched for what names the list's game; :class:`~deckcheck.readers.headings.ReadAgain` is raised when the list
    shows another game than ``game``."""
    reader = TextState(game or get_game(DEFAULT_GAME))
    table = as_table(text, reader.form.csv_keys, reader.words.table_heads)  # a CSV export: its tab table
    lines = table.split("\n")
    problems, readings = reader.problems, reader.readings  # the lists themselves: kept until the read ends
    for number, raw in enumerate(lines, start=1):
        stripped = raw.lstrip()
        if not stripped:
            reader.boundary(blank=True)  # a blank line ends a group of cards
            continue
        head = stripped[0]
        if head == "#" or (head == "/" and stripped[:2] == "//"):  # a comment: the common skip
            if head == "#" and len(raw) <= 200 and markdown(reader, raw, number):
                continue
            column = len(raw) - len(stripped) + 1
            reader.comments.append(Comment(number, column, stripped))
            if head == "#" and stripped.lstrip("# \t")[:1].lower() in reader.words.section_firsts:
                commented_section(reader, stripped, number, column)  # "# Extra Deck (10)": with a note
            continue
        many = len(problems) >= MAX_PROBLEMS
        if many or len(readings) + reader.slot_lines >= MAX_ENTRIES:  # card and slot lines
            column = len(raw) - len(stripped) + 1
            stop = too_many_problems(number, column) if many else too_many_entries(number, column)
            problems.append(Problem(stop.message, stop.line, stop.column))
            reader.comments.extend(after_the_stop(lines, number, watch, reader.game))
            break
        if plain_card(reader, raw, number):  # the common line, read raw (it names no game)
            continue
        if watch is not None and watch.changes(raw, number, reader.game):
            raise ReadAgain
        if not plain_slot(reader, raw, number):  # "Flag: Dragon World", read raw; else the long way
            read_line(reader, raw, number)
    reader.boundary()
    reader.close_section()
    reader.readings, copies = one_line_per_copy(reader.readings)
    reader.notes.extend(copies)
    return reader.deck(path, len(lines), "text" if table is text else "csv"), reader.problems


def after_the_stop(lines: list[str], number: int, watch: GameWatch | None, game: Game) -> list[Comment]:
    """The comments of ``lines`` from line ``number`` (1-based) on, where the read stopped (too many problems or
    cards): the lines are not read, but their suppression comments still count, and, with a ``watch``, a ``Game:``
    line among them still names the game (:class:`~deckcheck.readers.headings.ReadAgain` as the read would raise)."""
    found: list[Comment] = []
    for at_line, raw in enumerate(lines[number - 1 :], start=number):
        stripped = raw.lstrip()
        if stripped[:1] == "#" or stripped[:2] == "//":
            found.append(Comment(at_line, len(raw) - len(stripped) + 1, stripped))
            continue
        if stripped and watch is not None and watch.changes(raw, at_line, game):
            raise ReadAgain
        at = split_comment(raw)[1]
        if at is not None:
            found.append(Comment(at_line, at + 1, raw[at:]))
    return found


def __getattr__(name: str) -> object:
    """``PLURAL_END``: the plural endings of every registered game's lists (each game's own is
    :func:`deckcheck.readers.words.plural_end`)."""
    if name == "PLURAL_END":
        from deckcheck.games import all_games

        endings = "|".join(plural_end(game).pattern for game in all_games())
        return re.compile(f"(?:{endings})", re.IGNORECASE)
    raise AttributeError(name)
