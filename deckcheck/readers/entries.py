"""The grammar of one card line, shared by the text reader and YAML list items."""

from __future__ import annotations

import re
from collections.abc import Collection

from cardpool.normalize import normalize_name
from cardpool.visible import clip
from deckcheck.findings import quote
from deckcheck.readers.dashes import dash_remarks as dash_remarks
from deckcheck.readers.data_lines import TOKEN_LENGTH, holds_token
from deckcheck.readers.entry_types import ENTRY_FORMS as ENTRY_FORMS
from deckcheck.readers.entry_types import EntryError as EntryError
from deckcheck.readers.entry_types import ParsedEntry as ParsedEntry
from deckcheck.readers.entry_types import remark_note as remark_note
from deckcheck.readers.limits import MAX_ENTRIES as MAX_ENTRIES
from deckcheck.readers.limits import MAX_PROBLEMS as MAX_PROBLEMS
from deckcheck.readers.limits import TooMuch as TooMuch
from deckcheck.readers.limits import too_many_entries as too_many_entries
from deckcheck.readers.limits import too_many_problems as too_many_problems
from deckcheck.readers.plain_entry import plain_entry, plain_name
from deckcheck.readers.tails import COUNT_WORD_ENDS, copies_tail, ends_in_copies
from deckcheck.readers.tails import TAIL_MARKS as _TAIL_MARKS
from deckcheck.readers.tails import name_first as _name_first

MAX_COUNT = 999
MAX_NAME_LENGTH = 300

_TIMES = "xX×*"
_DASHES = "-–—:"
_X = "xX×"

_TRAILING_NOTE = re.compile(r"(?:\((?P<note>[^()]*)\)|\[(?P<tag>[ \t]*[A-Za-z][A-Za-z0-9-]*[ \t]*)\])\s*$")
"""A trailing parenthesis, or a set tag in square brackets (``Dragonic Destroy [BT01]``: ASCII letters, digits and
hyphens, a letter first); found from its opening bracket only, so a long run of spaces is scanned once."""
_PRICE = re.compile(
    r"(?<![ \t])[ \t]+(?:[-–—][ \t]*)?(?:@[ \t]*)?[$€£¥]\d{1,5}(?:[.,]\d{1,2})?(?:[ \t]*(?:ea\.?|each))?[ \t]*$"
)
"""A price after the name, as a shop's or a blog's list writes it: ``$0.25``, ``@ $1.50``, ``€2 each``, ``- $0.25
ea``."""
_COUNT_NOTE = re.compile(r"(?<!\s)[x×]?\s*\d+\s*[x×]?", re.IGNORECASE)
_NUMBER_LIKE = re.compile(r"(?<!\S)\S+\s*/\s*\S+")


def check_count(count: int) -> None:
    if count < 1:
        raise EntryError(f"count {count} is not allowed: a card line needs at least 1 copy")
    if count > MAX_COUNT:
        digits = str(count)
        raise EntryError(f"count {digits[:12]}{'...' if len(digits) > 12 else ''} is larger than {MAX_COUNT}")


def check_name(name: str) -> None:
    if len(name) > MAX_NAME_LENGTH:
        raise EntryError(f"card name is {len(name)} characters long; the limit is {MAX_NAME_LENGTH}")
    if len(name) >= TOKEN_LENGTH and holds_token(name):  # "1 ghp_...": never a card, never quoted (nor in JSON)
        raise EntryError("not a card name: it holds a key or token (not quoted)")
    if name.isascii():  # no invisible character is ASCII: normalised, it is empty only when it is white space
        return
    if name.strip() and not normalize_name(name):
        raise EntryError("the card name holds only invisible characters (zero-width or direction marks)")


def _count_of(digits: str) -> int:
    if len(digits.lstrip("+-0")) > 6:
        raise EntryError(f"count {digits[:12]}{'...' if len(digits) > 12 else ''} is larger than {MAX_COUNT}")
    sign = -1 if digits.startswith("-") else 1
    count = sign * int(digits.lstrip("+-").lstrip("0") or "0")  # int() refuses 4,300 digits, zeros too
    check_count(count)
    return count


PURE_COUNT = re.compile(r"(?<!\d)[+-]?\d+[x×]?(?:\s|$)", re.IGNORECASE)
"""A line's first token when it is a count (``4``, ``4x``, ``1000``): not the start of a name."""
_SPACE_RUN = re.compile(r"[\u200b\u200c\u200d\u2060\ufeff]*\s*")
"""White space after a count, zero-width spaces and joiners before it (``4<U+200B> Name``, copied from a web page)."""
_PLAIN_COUNT = re.compile(r"(?<!\d)\d+[ \t]+")
_DIGIT_RUN = re.compile(r"\d*")


def _skip_space(text: str, at: int) -> int:
    return _SPACE_RUN.match(text, at).end()  # type: ignore[union-attr]  # "\s*" always matches


def _count_first(stripped: str) -> tuple[str, int, int] | None:
    """``4 Name``, ``4x Name``, ``4 x Name``, ``4 × Name``, ``4xName``, ``x4 Name``, ``4 - Name``, ``4: Name``:
    the count's digits, where they start and where the name starts.

    Parsed by hand in one pass (a regular expression with three runs of optional white space
    in a row took quadratic time on a long run of spaces). The name runs to the end of the
    text and holds no line break.
    """
    found = None
    if stripped[:1] in _X and (stripped[1:2].isdecimal() or (stripped[1:2] == " " and stripped[2:3].isdecimal())):
        found = _count_at(stripped, 1 + (stripped[1:2] == " "))  # "x4 Name", "x 4 Name"
    found = found or _count_at(stripped, 0) or _bracket_count(stripped)
    if found is None:
        return None
    copies = _COPIES_OF.match(stripped, found[2])  # "4 copies of Name"
    if copies and copies.end() < len(stripped):
        return found[0], found[1], copies.end()
    return found


_EACH = re.compile(r"[ \t]?(?:ea\.?|each)[ \t]+", re.IGNORECASE)
"""``3ea Name``, ``3 ea. Name``, ``3 each Name``: "each" after a count (no card name starts with "Ea" or "Each")."""
_COPIES_OF = re.compile(r"(?:copies(?:[ \t]+of)?|copy[ \t]+of|(?:pcs?\.?|pieces?)(?:[ \t]+of)?)[ \t]+", re.IGNORECASE)
"""``4 copies of Name``, ``4 copies Name``, ``1 copy of Name``, a shop's ``4 pcs Name``, ``4 pcs. Name``, ``2 pieces of
Name``, each against its count too (``4pcs Name``): a bare ``copy`` starts a name (``3 Copy Knight``), and so does
"card" (``3 Cards of Consonance``); no real name starts with pc, piece or a number against one of these words
(``tests/readers/test_count_words.py`` reads the tables)."""
_CLOSING = {"(": ")", "[": "]"}


def _bracket_count(stripped: str) -> tuple[str, int, int] | None:
    """``(4) Name``, ``[3] Name``, ``(x4) Name``: the count in brackets before the name."""
    close = _CLOSING.get(stripped[:1])
    end = stripped.find(close, 1, 10) if close else -1
    if end < 0:
        return None
    inner = stripped[1:end].strip()
    digits = inner.strip("xX×").strip()
    if not digits.isdecimal() or (digits != inner and inner[:1] not in _X and inner[-1:] not in _X):
        return None
    start = _skip_space(stripped, end + 1)
    if start == end + 1 or start >= len(stripped) or "\n" in stripped[start:]:
        return None
    return digits, stripped.index(digits, 1), start


def _count_at(stripped: str, at: int) -> tuple[str, int, int] | None:
    begin = at
    if stripped[at : at + 1] in ("+", "-"):
        at += 1
    end = _DIGIT_RUN.match(stripped, at).end()  # type: ignore[union-attr]
    if end == at:
        return None
    after = _skip_space(stripped, end)

    def name_at(start: int) -> bool:
        return start < len(stripped) and "\n" not in stripped[start:]

    digits = stripped[begin:end]
    each = _EACH.match(stripped, end) or (_COPIES_OF.match(stripped, end) if after == end else None)
    if each is not None and name_at(each.end()):  # "3ea Name", "3 each Name"; a shop's "4pcs Name", "2pieces of Name"
        return digits, begin, each.end()
    mark = stripped[after : after + 1]
    if mark and mark in _TIMES + _DASHES and after + 1 < len(stripped) and stripped[after + 1].isspace():
        start = _skip_space(stripped, after + 1)  # "4x Name", "4 x Name", "4 - Name"
        if name_at(start):
            return digits, begin, start
    following = stripped[end + 1 : end + 2]
    letter = following.isalnum() and not following.isdecimal()  # what [^\W\d_] matches
    if after == end and mark and mark in _X + ")" and letter and name_at(end + 1):
        return digits, begin, end + 1  # "4xName", "3)Name" (a list number has a space after it: "3) Name")
    if after > end and name_at(after):  # "4 Name"
        return digits, begin, after
    return None


def trailing_count(text: str) -> tuple[str, int] | None:
    """``7 Colored Fish x3``: the name before a count written after it, and that count (``None``: none, or no
    count that can be one)."""
    found = _name_first(text.strip())
    if found is None:
        return None
    try:
        return found[0], _count_of(found[1])
    except EntryError:
        return None


def parse_entry(text: str, marks: Collection[str] = ()) -> ParsedEntry:
    """Parse a card line, then drop a trailing slot mark or remark (see :func:`split_remarks`); the plain shapes by one
    pattern (:mod:`deckcheck.readers.plain_entry`). A count may stand before the remark: ``Dark Magician x3 (core)``,
    ``D.D. Crow - 3 (side)``, ``Dance! Asmodai x4 (Buddy)``, ``Ms. Judge x3 - tech`` (a spaced dash starts a remark)."""
    plain = plain_entry(text)
    if plain is not None:
        return ParsedEntry(plain.name, plain.copies, plain.offset, None, None, plain.lead)
    if plain_name(text.strip()):  # "Dragon Breath": no count to find, the grammar's error at once
        raise EntryError(f"not a card line: expected {ENTRY_FORMS}", len(text) - len(text.lstrip()))
    return parse_entry_general(text, marks)


def parse_entry_general(text: str, marks: Collection[str] = ()) -> ParsedEntry:
    """:func:`parse_entry` by the whole grammar, every form tried (the plain shapes' answers are the same)."""
    try:
        parsed = _parse_count(text)
    except EntryError as exc:
        found = _count_before_remark(text, marks)
        if found is None:
            raise exc from None
        return found
    name, note, mark = split_remarks(parsed.name, marks)
    if name != parsed.name:
        parsed = ParsedEntry(name, parsed.count, parsed.offset, note, mark, parsed.lead)
    return _one_count(parsed, len(text) - len(text.lstrip()))


def _count_before_remark(text: str, marks: Collection[str]) -> ParsedEntry | None:
    """``Name x3 (core)``, ``Name - 3 (side)``, ``Name x3 - tech``: the count read from what is left when the trailing
    remark or slot mark is dropped; ``None`` when no count ends that part."""
    head, note, mark = split_remarks(text.rstrip(), marks)
    if head == text.rstrip():
        splits = [(h, t) for h, t in dash_remarks(head) if _name_first(h.strip()) is not None]
        if not splits:
            return None
        head, note = splits[0]
    try:
        parsed = _parse_count(head)
    except EntryError:
        return None
    if parsed.lead is not None or not _name_first(head.strip()):
        return None  # "4 Name - tech" is the pool's to cut (:mod:`deckcheck.readers.resolve`)
    return ParsedEntry(parsed.name, parsed.count, parsed.offset, note, mark)


class TwoCounts(EntryError):
    """``3x Name x2``: a count before the name and another after it that differ (:func:`second_count`)."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message, offset, bad_count=True)


_SECOND_COUNT_ENDS = "xX×)]"
"""How a count written after a name can end, but in a digit (``x3``, ``3x``, ``(3)``, ``[x3]``)."""


def second_count(name: str) -> tuple[str, int] | None:
    """``Name x3`` of ``3x Name x3``: the name and its count when a name read after a count still ends in one written
    with an x or in brackets (``x3``, ``3x``, ``(3)``, ``[3]``; ``- 4`` may end a name: ``4 Dragon Breath - 4``), or
    in a count word (``4 copies``, ``4 pcs``, and ``- 4 pcs``: no name ends in a count and a count word)."""
    if not name:
        return None
    counted = name[-1].isdecimal() or name[-1] in _SECOND_COUNT_ENDS
    worded = not counted and ends_in_copies(name)
    if not (counted or worded):
        return None  # the common "Dragon Breath": a count written after a name ends in a digit, an x or a bracket
    tail = _name_first(name)
    if tail is None or (name[len(tail[0]) :].lstrip()[:1] in _TAIL_MARKS + "," and not worded):
        return None
    try:
        return tail[0], _count_of(tail[1])
    except EntryError:
        return None  # "3 Name x0": no second count, the name the pool decides


def two_counts(name: str, first: int, second: int) -> str:
    """The message of a line with two counts."""
    return (
        f"two counts for {quote(name)}: {first} before the name and {second} after it; write the count once "
        f"('{first} {clip(name)}' or '{second} {clip(name)}')"
    )


def _one_count(parsed: ParsedEntry, lead: int) -> ParsedEntry:
    """``3x Name x3``: the same count on each side of the name is one reading of it; two counts raise
    :class:`TwoCounts` (located at the line's start), unless the count before is bare digits: ``7 Colored Fish x3``
    may be three copies of "7 Colored Fish" (the text reader asks the pool; a YAML item keeps the name whole)."""
    found = second_count(parsed.name)
    if found is None:
        return parsed
    name, second = found
    if second == parsed.count:
        return ParsedEntry(name, parsed.count, parsed.offset, parsed.note, parsed.mark)
    if parsed.lead is not None:
        return parsed
    raise TwoCounts(two_counts(name, parsed.count, second), lead)


def split_remarks(name: str, marks: Collection[str] = ()) -> tuple[str, str | None, str | None]:
    """``Name (Buddy)`` and ``Name (switched from X)``: the name, the dropped remark, and the mark.

    ``marks`` are the lower-case words that, in parentheses after a name, put the card in a slot
    (Buddyfight: ``buddy``); the mark found is returned as written in the line (``FV``), its spaces collapsed: its
    lower case is its key in ``marks``, and a note shows it as written. A trailing parenthesis
    that holds a card number (``(TD01/0010EN)``) or a count (``(4)``, ``(4 copies)``) stays: the name index and the
    count forms read those. A name that would be left empty is kept as it is.
    """
    found: str | None = None
    note: str | None = None
    priced = "$" in name or (not name.isascii() and ("€" in name or "£" in name or "¥" in name))
    price = _PRICE.search(name) if priced else None
    if price is not None and price.start() > 0:  # "Dragon Breath $0.25": a price, no part of the name
        name, note = name[: price.start()], price.group().strip()
    paren: str | None = None
    for _ in range(2):  # "Name (Buddy) (my favourite)" and "Name (my favourite) (Buddy)"
        marked = _trailing_mark(name, marks) if found is None else None
        if marked is not None:  # "Name [Buddy]", "Name *Buddy*", "Name - Buddy"
            name, found = marked
            continue
        remark = _TRAILING_NOTE.search(name)
        if remark is None or remark.start() == 0:
            break
        inner = " ".join((remark["note"] if remark["note"] is not None else remark["tag"]).split())
        if inner.lower() in marks and found is None:
            found = inner
        elif paren is None and not _NUMBER_LIKE.fullmatch(inner) and not _count_note(inner):
            paren = inner
        else:
            break
        name = name[: remark.start()].rstrip()
    if paren is not None:
        note = paren if note is None else f"{paren} {note}"
    return name, note, found


def _count_note(inner: str) -> bool:
    """``(4)``, ``(x4)``, ``(4 copies)``, ``(4 pcs)``: a parenthesis that holds a count, which the count forms read."""
    counted = copies_tail(inner) if inner[-1:] in COUNT_WORD_ENDS else None
    return _COUNT_NOTE.fullmatch(counted or inner) is not None


def _trailing_mark(name: str, marks: Collection[str]) -> tuple[str, str] | None:
    """``Name [Buddy]``, ``Name *Buddy*`` or ``Name - Buddy``, with a slot word of ``marks``: the name and the
    mark (parsed by hand, from the end)."""
    if not marks:
        return None
    text = name.rstrip()
    if text[-1:] in ("]", "*"):
        opening = text.rfind("[" if text[-1] == "]" else "*", 0, len(text) - 1)
        if opening < 1:
            return None
        head, inner = text[:opening], text[opening + 1 : -1]
    else:
        cut = max(text.rfind(f" {dash} ") for dash in "-–—")
        head, inner = text[: cut + 1], text[cut + 3 :]
        if cut < 0:
            return None
    word = " ".join(inner.split())
    if word.lower() not in marks or not head.strip() or not head[-1:].isspace():
        return None
    return head.rstrip(), word


_ONLY_COUNT_NAME = re.compile(
    r"(?:[-–:]\s*)?(?:[x×]\s*\d+|\d+\s*[x×]?|\(\s*(?:[x×]\s*)?\d+\s*(?:[x×]\s*)?\)|\[\s*\d+\s*\])", re.IGNORECASE
)
"""What follows a leading count when it is only a count form itself (``7 x2``, ``7 (2)``, ``7 - 2``): no name. (Each
optional ``x`` carries its own spaces, so no two optional space runs stand side by side.)"""


def _parse_count(text: str) -> ParsedEntry:
    """Parse ``4 Name``, ``4x Name`` or ``Name x4`` (leading/trailing space allowed).

    A name may itself start with a number ("4000 Festival!"): when the leading
    number cannot be a count but the line ends in a valid ``x4``, that count is used.
    """
    stripped = text.strip()
    lead = len(text) - len(text.lstrip())
    first = _count_first(stripped) if stripped else None
    last = _name_first(stripped)
    if first is not None:
        digits, count_start, name_start = first
        try:
            count = _count_of(digits)
        except EntryError as exc:
            if last is not None:
                try:
                    return ParsedEntry(_checked(last[0]), _count_of(last[1]), lead)
                except EntryError:
                    pass
            hint = ""
            if count_error_hint(digits):
                hint = f" (if {quote(clip(stripped))} is a card name, write '1 {clip(stripped)}')"
            raise EntryError(exc.message + hint, lead + count_start, bad_count=True) from None
        spaced = stripped[count_start:name_start]
        plain = spaced if _PLAIN_COUNT.fullmatch(spaced) else None
        if last is not None and _ONLY_COUNT_NAME.fullmatch(stripped[name_start:].strip()):
            try:  # "7 x2", "7 (2)", "7 - 2", "7: 2": two copies of the card "7", never seven of "x2"
                return ParsedEntry(_checked(last[0]), _count_of(last[1]), lead)
            except EntryError:
                pass
        try:
            return ParsedEntry(_checked(stripped[name_start:].strip()), count, lead + name_start, lead=plain)
        except EntryError as exc:
            raise EntryError(exc.message, lead + name_start) from None
    if last is not None:
        name, digits, at = last
        try:
            count = _count_of(digits)
        except EntryError as exc:  # "Dragon Breath x0", "Dragon Breath [1000]"
            raise EntryError(exc.message, lead + at, bad_count=True) from None
        try:
            return ParsedEntry(_checked(name), count, lead)
        except EntryError as exc:
            raise EntryError(exc.message, lead + at) from None
    raise EntryError(f"not a card line: expected {ENTRY_FORMS}", lead)


def count_error_hint(digits: str) -> bool:
    """A leading number too large to be a count may be part of the name."""
    return digits.isdecimal() and len(digits) <= 6 and int(digits) > MAX_COUNT


def _checked(name: str) -> str:
    check_name(name)
    return name
