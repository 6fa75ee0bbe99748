"""The text reader's readings of count lines, titles, prose and card lines (the last reading: a line
that is nothing else is a card). Their order is :data:`deckcheck.readers.text_reader.READINGS`."""

from __future__ import annotations

import re
import unicodedata

from cardpool.visible import clip
from deckcheck.deck import Entry, ReadingKind
from deckcheck.findings import Problem, quote
from deckcheck.readers.data_lines import never_quoted
from deckcheck.readers.entries import (
    ENTRY_FORMS,
    MAX_NAME_LENGTH,
    PURE_COUNT,
    EntryError,
    ParsedEntry,
    TwoCounts,
    check_name,
    parse_entry,
    second_count,
    split_remarks,
    two_counts,
)
from deckcheck.readers.lazy import lazy
from deckcheck.readers.markup import struck
from deckcheck.readers.prose import is_prose
from deckcheck.readers.reading import unread, worded
from deckcheck.readers.tables import column_heads
from deckcheck.readers.tails import COUNT_WORD, count_form
from deckcheck.readers.text_blocks import Group
from deckcheck.readers.text_state import Line, TextState

_HEADING_SHAPE = lazy(
    globals(),
    "_HEADING_SHAPE",
    r"(?P<words>[A-Za-z][A-Za-z'&/-]{0,30}(?:[ \t][A-Za-z][A-Za-z'&/-]{0,30}){0,4})"
    r"(?:[ \t]{0,3}(?:\((?P<paren>\d{1,3})\)|\[(?P<square>\d{1,3})\]|[-–—:][ \t]{0,3}(?P<dash>\d{1,3})))?"
    rf"(?:[ \t]{{1,3}}(?:{COUNT_WORD}))?:?",
)
"""``Words (N)``, ``Words - N``, ``Words: N`` or ``Words``: a heading when the pool knows no card of that name and
either the card lines under it add up to N or its last word is a plural category (``Dragon World Monsters``)."""
_COUNT_LINE = lazy(
    globals(),
    "_COUNT_LINE",
    r"(?:(?:total|deck|main deck|cards?|count)\s*(?:[:\-–]\s*)?)?(?:\(\s*)?\d+\s*(?:\)\s*)?"
    r"(?:(?:(?:cards?[ \t]+)?(?:in[ \t]+)?total|cards?)\s*)?",  # "50 cards", "50 total", "50 cards (in) total"
    re.IGNORECASE,
)
_LABEL = lazy(
    globals(),
    "_LABEL",
    r"(?<![A-Za-z'])(?P<label>[A-Za-z][A-Za-z']*(?:[ \t][A-Za-z']+){0,3})[ \t]{0,3}[-–—:][ \t]+(?=[x×]?\d)",
)
"""``Weapons - 3x Name``: a category label before the count.

A pattern that starts with a run (of letters, spaces, digits) starts with a lookbehind refusing to start inside one:
``search`` then tries each run once, not once per character (quadratic), and ``match`` at a line's start is the same.
Every module-level pattern is timed so, with ``search`` and ``match`` (``tests/test_regex_time.py``)."""
_TITLE_DASHES = ("-", "--", "–", "—", "―")
"""A dash between words of a title (``Asmodai — Control list``; blog software makes ``--`` an em dash)."""
_DECK_WORD = lazy(globals(), "_DECK_WORD", r"\bdecks?\b", re.IGNORECASE)
"""The word "deck" in a title (``Sun Fist Deck``), not inside a name (``Decker Drum``)."""
_LAST_PARENTHESIS = lazy(globals(), "_LAST_PARENTHESIS", r"\(([^()]*)\)$")
_COUNT_DIGITS = 3
"""``7 3``: a number after a count that is no longer than a count is no card name unless the pool has one."""
MAX_NUMBER_NAME = 12
"""The most digits a line of digits alone has for the pool to look it up (a card named ``7``, a password)."""


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


_LINK_LINE = lazy(
    globals(),
    "_LINK_LINE",
    r"<?(?:[A-Za-z][A-Za-z0-9+.-]{0,15}://|www\.)[^\s<>]{1,4000}>?",
)
"""A line that is a link alone (``https://example.com/deck/123``, ``<https://...>`` as Discord hides a preview,
``www.example.com/deck``): no card name holds ``://`` or starts with ``www.``."""


def link_line(r: TextState, line: Line) -> bool:
    """``https://example.com/deck/123``: a link alone (a deck list's address, a shop's page) is no card, skipped
    without a word (it was a data line's error); a title may follow it."""
    stripped = line.stripped
    if not ("://" in stripped or stripped[:4].lower() == "www.") or _LINK_LINE.fullmatch(stripped) is None:
        return False
    r.boundary()
    r.seen_content = not line.first
    return True


def struck_line(r: TextState, line: Line) -> bool:
    """``~~3 Name~~``: a line struck through is a card taken out of the list, never read as one (a note says so)."""
    inner = struck(line.stripped)
    if inner is None:
        return False
    r.note(f"{quote(clip(inner))} is struck through (~~...~~): read as no card", line.number, line.lead + 1)
    return True


def sum_row(r: TextState, name: str, count: int) -> bool:
    """Whether a table row of ``name`` and ``count`` sums the column (``| | Total | 50 |``): a count line, no card."""
    total = f"{name}: {count}"
    return _COUNT_LINE.fullmatch(total) is not None or r.words.total_line.fullmatch(total) is not None


def count_line(r: TextState, line: Line) -> bool:
    """``Total: 50``, ``(40 cards)``, ``Main Deck Total: 40``, ``Qty Card Name``: a count or a table's heads."""
    stripped = line.stripped
    if (_COUNT_LINE.fullmatch(stripped) and not stripped.isdecimal()) or (
        not line.plain and (r.words.total_line.fullmatch(stripped) or column_heads(stripped))
    ):
        r.boundary()
        return True
    return False


def title(r: TextState, line: Line) -> bool:
    """The first line, written like a title (:func:`is_title`): the deck's name unless the pool knows the card."""
    stripped = line.stripped
    if not (
        line.first
        and line.list_number is None
        and len(stripped) <= MAX_NAME_LENGTH
        and is_title(r, stripped)
        and not counted(r, stripped)
    ):
        return False
    return _worded(r, line, "caption")


def prose(r: TextState, line: Line) -> bool:
    """A label (``Tech:``) or a sentence (``Thanks for reading!``): skipped unless the pool knows the card."""
    stripped = line.stripped
    if line.list_number is not None or r.pending or not is_prose(stripped) or counted(r, stripped):
        return False
    return _worded(r, line, "prose")


def _worded(r: TextState, line: Line, kind: ReadingKind) -> bool:
    """A title or prose line: one copy of its whole text when the pool knows it, else ``kind`` (True: read)."""
    r.boundary()
    entry = Entry(line.stripped, 1, line.number, line.lead + 1, r.section, bare=True)
    r.readings.append(worded(entry, kind, split_remarks(line.stripped)[:2]))
    return True


def card_line(r: TextState, line: Line) -> bool:
    """A card line (``4 Dragon Breath``, ``Name x3``, a name alone), and what it tells the counted headings: a
    ``Words (N)`` line whose next lines add up to N may be a heading, a card kind alone (``Fusion (2)``) or a
    plural category (``Dragon World Monsters``) is one when the pool knows no such card."""
    stripped = line.stripped
    shaped = not line.plain and line.list_number is None and len(stripped) <= 200
    shape = _HEADING_SHAPE.fullmatch(stripped) if shaped else None
    wanted = (shape["paren"] or shape["square"] or shape["dash"]) if shape else None
    if wanted is not None:
        r.settle(closing=False)
    before = len(r.readings)
    card(r, line)
    counted_card(r, line, before, shape, wanted)
    return True


def counted_card(r: TextState, line: Line, before: int, shape: re.Match[str] | None, wanted: str | None) -> None:
    """What the card line just read (its readings from index ``before``) tells the open counted headings, and whether
    it is itself a card-kind or category heading (``shape``: its ``Words (N)`` shape, ``wanted`` that N)."""
    stripped = line.stripped
    added = [reading.entry for reading in r.readings[before:]]
    form = count_form(stripped) if added else None
    for group in r.groups:
        group.total += sum(e.count for e in added)
        group.lines += len(added)
        group.forms.add(form)
    sibling = r.last_form == form
    r.last_form = form if added else False
    if len(added) == 1 and r.words.kind and r.words.kind.fullmatch(stripped):
        r.readings[before] = r.readings[before].replace(kind="category")
        r.sub_heading(stripped, line.number, line.lead + 1)
    elif shape and len(added) == 1:
        if r.words.plural_end.search(shape["words"]):
            r.mark_heading(before)
            r.sub_heading(stripped, line.number, line.lead + 1)
        elif wanted is not None and added[0].count == int(wanted):
            r.groups.append(Group(before, int(wanted), form=form, sibling=sibling))


def card(r: TextState, line: Line) -> None:
    """The entry of a card line: counted, labelled (``Weapons - 3x Name``, ``G0: Name``), or bare (:func:`bare`)."""
    led = r.words.label_lead.match(line.text, line.lead) if r.words.label_lead else None
    if led is not None:  # "G0: Sunrise Egg", "Grade 3: Name x1": the game's label, blanked, then the card line
        unlabelled = line.text[led.end() :]
        line = line._replace(text=" " * led.end() + unlabelled, stripped=unlabelled.strip(), lead=led.end())
    text, number, lead = line.text, line.number, line.lead
    try:
        parsed = r.parsed(text)  # parsed already when the title or prose reading asked (a line at column 1)
    except TwoCounts as exc:  # "3x Name x2": a located problem naming both counts
        r.end_pending()
        r.problems.append(Problem(exc.message, number, exc.offset + 1))
        return
    except EntryError as exc:
        labelled = _LABEL.match(text, lead)
        if labelled and not r.form.missing_colon.fullmatch(text.strip()):
            try:
                rest = parse_entry(text[labelled.end() :], r.words.marks)
            except EntryError:
                rest = None
            if rest is not None:
                at = labelled.end() + rest.offset
                r.end_pending()
                r.add_entry(ParsedEntry(rest.name, rest.count, at, rest.note, rest.mark), number)
                return
        bare(r, line, exc)
        return
    if parsed.lead is not None and _led_by_a_count(r, line, parsed):
        return
    r.take(parsed, number)


def _led_by_a_count(r: TextState, line: Line, parsed: ParsedEntry) -> bool:
    """A line led by bare digits that the pool must decide (True: it was read so): ``7 Colored Fish x3`` is three
    copies of "7 Colored Fish" if the pool knows it, else two counts; ``7 3`` is seven copies of a card named or
    numbered "3" only if the pool has one. Each is a located parse problem until the pool knows the card."""
    second = second_count(parsed.name)
    if second is not None:
        name, copies = second
        message, written, count = two_counts(name, parsed.count, copies), f"{parsed.lead}{name}", copies
    elif parsed.name.isdecimal() and len(parsed.name) <= _COUNT_DIGITS:
        message = (
            f"not a card line: {quote(clip(line.stripped))} is two numbers and no name (a card named or numbered "
            f"{quote(parsed.name)} is read only if the pool has one); expected {ENTRY_FORMS}"
        )
        written, count = parsed.name, parsed.count
    else:
        return False
    r.end_pending()
    maybe_card(r, message, written, count, line.number, line.lead + 1)
    return True


def maybe_card(r: TextState, message: str, name: str | None, count: int, number: int, column: int) -> None:
    """A parse problem at ``column`` that is ``count`` copies of ``name`` when the pool knows such a card (an
    :func:`~deckcheck.readers.reading.unread` reading: the resolver withdraws the problem)."""
    r.problems.append(Problem(message, number, column))
    if name is not None:
        r.maybe_cards.append(unread(Entry(name, count, number, column, r.section)))


def bare(r: TextState, line: Line, error: EntryError) -> None:
    """A line without a count: a card under a slot heading, or one copy of a card."""
    text, number, lead = line.stripped, line.number, line.lead
    slot = r.take_pending()
    if slot is not None:  # "Flag:" alone, then "Dragon World" on the next line
        r.slot_line(slot, text, number, lead + 1)
        return
    r.end_pending()
    missing_colon = r.form.missing_colon.fullmatch(text)
    if missing_colon and len(text) <= MAX_NAME_LENGTH:  # "Side Effects?" is a card: the pool decides
        key = missing_colon["key"]
        message = f"'{key}' needs a colon: write '{key}: {clip(missing_colon['value'])}'"
        r.unread(text, message, number, lead)
        return
    if text.isdecimal() and len(text) <= MAX_NUMBER_NAME:  # "7": a card of that name or password, else an error
        r.add_entry(ParsedEntry(text, 1, lead), number, bare=True)
        return
    if bad_count(r, text, error) or not any(ch.isalpha() for ch in text):
        if error.offset == lead and any(ch.isalpha() for ch in text) and len(text) <= MAX_NAME_LENGTH:
            r.unread(text, error.message, number, lead)  # "4000 Festival!": a card, if the pool knows it
            return
        r.problems.append(Problem(error.message, number, error.offset + 1))  # a bad count, or no name at all
        return
    if never_quoted(text):  # "API_KEY=sk-...", "[default]", "Token: ghp_...": a setting, key or token, never quoted
        message = "not a card line: it reads as KEY=VALUE, section, key or token data, not a card name (not quoted)"
        r.problems.append(Problem(message, number, lead + 1))
        return
    try:
        if len(text) > MAX_NAME_LENGTH:
            check_name(text)  # says how long it is
        name, note, mark = split_remarks(text, r.words.marks)
        check_name(name)
    except EntryError as exc:
        r.problems.append(Problem(exc.message, number, lead + 1))
        return
    if line.list_number is not None and line.list_number[:-1] != "1":
        r.note(f"'{line.list_number}' is read as a list number: one copy of {quote(name)}", number, lead + 1)
    r.add_entry(ParsedEntry(name, 1, lead, note, mark), number, bare=True)


def bad_count(r: TextState, text: str, error: EntryError) -> bool:
    """Whether a line that is no card line has a count that cannot be one (``0 Name``, ``Name x1000``): a
    parse error. A leading token that is no pure count (``3-Hump Lacooda``, ``1st Movement Solo``) starts a
    name; a line shaped like a category heading (``Dragon World Monsters (0)``) is left to the pool."""
    if PURE_COUNT.match(text):
        return True
    if not error.bad_count:
        return False
    shape = _HEADING_SHAPE.fullmatch(text) if len(text) <= 200 else None
    return not (shape and r.words.plural_end.search(shape["words"]))


def counted(r: TextState, text: str) -> bool:
    """Whether a line has a count (``D.D. Crow x2 (vs. graveyard decks)``): a card line, never a title nor prose.
    The parse is kept (:meth:`TextState.parsed`): the card reading that follows does not parse the line again."""
    try:
        r.parsed(text)
    except EntryError:
        return False
    return True


def is_title(r: TextState, text: str) -> bool:
    """A first line that names the deck: ``Devil's Era - 72 Pillars (Creation Control)``.

    Not a card line, a labelled card line (``Weapons - 3x Name``), a name with its card number or a
    name marked for a slot (``Name (Buddy)``); and it reads as a title: a dash between words, a
    closing parenthesis, or the word "deck".
    """
    if re.match(r"[x×]?\d", text) or _ends_in_number_tag(text):
        return False
    if split_remarks(text, r.words.marks)[2] is not None:
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
    spaced_dash = any(f" {dash} " in text for dash in _TITLE_DASHES)
    emoji = unicodedata.category(text[0]) == "So"  # "🏆1st Place": no card name starts with a symbol of that kind
    return spaced_dash or emoji or text.endswith(")") or _DECK_WORD.search(text) is not None
