"""The text reader's word-led line readings: slot headings, ``Flag & Buddy``, section headings, ``Key: value``
headers, metadata lines and group headings. Each takes a :class:`~deckcheck.readers.text_state.Line` and says whether
the line was its kind; their order is :data:`deckcheck.readers.text_reader.READINGS`."""

from __future__ import annotations

import re

from cardpool.visible import clip
from deckcheck.deck import Entry, Reading
from deckcheck.findings import quote
from deckcheck.readers.entries import MAX_NAME_LENGTH, PURE_COUNT, EntryError, parse_entry
from deckcheck.readers.form import COUNT_TAG
from deckcheck.readers.lazy import lazy
from deckcheck.readers.markup import blank
from deckcheck.readers.plain_entry import COUNT_FIRST
from deckcheck.readers.tails import COUNT_WORD
from deckcheck.readers.text_cards import card_line
from deckcheck.readers.text_state import Line, TextState
from deckcheck.readers.words import DECK_LIST_KEYS, TEXT_META, squash

_PAIR_VALUE = lazy(globals(), "_PAIR_VALUE", r"(?<!\s)(?:\s+[/|+]\s+|\s*;\s*)")
"""Between the two names of ``Flag & Buddy: X / Y`` (or ``X; Y``)."""
_ONLY_COUNT = lazy(
    globals(),
    "_ONLY_COUNT",
    rf"(?<!\s)(?:{COUNT_TAG}|\(?\s*(?:[xX×] ?)?\d+(?:\s*\))?(?:\s*(?:{COUNT_WORD}))?)",
    re.IGNORECASE,
)
"""``Main Deck: 40``, ``(15)``, ``(15 cards)``, ``[15]``, ``15 cards`` after a heading's colon (the value is
stripped; no two optional space runs side by side, which backtracked quadratically)."""
_COUNTED = lazy(globals(), "_COUNTED", r"^\d{1,3}[xX×]?[ \t]|(?<![ \t])[ \t]*[xX×][ \t]?\d{1,3}$")
"""A card line's count at the start of a value or after its name (``2 Dragon Throne``, ``Dragon Throne x2``)."""
MAX_SLOT_HEADING = 4
"""The most names a ``Buddy (N)`` heading takes."""


def _names_no_count(value: str) -> bool:
    """Whether the value of a ``Deck:`` line is words with no count (``Sun Fist beats``, not ``4 X`` or ``40``)."""
    if not any(ch.isalpha() for ch in value) or PURE_COUNT.match(value) or len(value) > MAX_NAME_LENGTH:
        return False
    try:
        parse_entry(value)
    except EntryError as exc:
        return not exc.bad_count
    return False


NOTHING = frozenset({"none", "n/a", "na", "nil", "nothing", "empty", "-", "–", "—", "tbd", "tba", "no sideboard"})
"""What a ``Sideboard: None`` line says after its colon: the section holds no card (a common way to post a list
without a side deck), not a card so named."""


def nothing(value: str) -> bool:
    """Whether the value after a section heading's colon says the section holds nothing (:data:`NOTHING`)."""
    return " ".join(value.strip("()[]. \t").split()).casefold() in NOTHING


def slot_heading(r: TextState, line: Line) -> bool:
    """``Flag (1)``, ``Buddies (2)``, ``Buddy:`` alone: the next name lines fill the slot (at most
    :data:`MAX_SLOT_HEADING`)."""
    heading = r.form.slot_heading_match(line.stripped)
    if not heading:
        return False
    found = re.search(r"\d+", line.stripped[heading.end("key") :])
    digits = found.group().lstrip("0") if found else "1"
    count = min(max(int(digits or "0"), 1), MAX_SLOT_HEADING) if len(digits) <= 3 else MAX_SLOT_HEADING
    slot = r.form.heading_slot(heading["key"])
    if slot is None:
        return False
    r.expect([slot] * count, line.stripped, line.number, line.lead + 1)
    return True


def pair_heading(r: TextState, line: Line) -> bool:
    """``Flag & Buddy``: the flag's name, then the buddy's, on the next lines; or ``Flag & Buddy: X / Y``."""
    pair = r.words.pair(line.stripped)
    if pair is None or not {pair["first"].lower(), pair["second"].lower()} <= r.form.slots.keys():
        return False  # the game's pair words are no slots of its
    number, lead = line.number, line.lead
    value = (pair["value"] or "").strip()
    slots = [r.form.slots[pair["first"].lower()], r.form.slots[pair["second"].lower()]]
    if not value:
        r.expect(slots, line.stripped, number, lead + 1)
        return True
    r.boundary()
    column = lead + pair.start("value") + 1
    split = _PAIR_VALUE.search(value)
    if split is None:
        r.slot_line(slots[0], value, number, column)
        first, second = (r.slot_title(slot).capitalize() for slot in slots)
        message = f"no {second.lower()} is named after the {first.lower()} {quote(clip(value))}: write it as "
        r.note(message + f"'{first} & {second}: X / Y'", number, column)
        return True
    r.slot_line(slots[0], value[: split.start()], number, column)
    r.slot_line(slots[1], value[split.end() :], number, column + split.end())
    return True


def section_heading(r: TextState, line: Line) -> bool:
    """``Side Deck -``, ``Side deck list:``, ``[Extra Deck]``, ``Side Deck / Sideboard:``: a section heading
    however it is decorated. Words of two sections (``Main/Side``) are none."""
    text = line.stripped
    headed = _headed_section(r, text)
    if headed is None:
        return False
    found, section = headed
    groups = found.groupdict()
    if groups.get("kinds"):  # "Side Monsters (3)": the section starts (or goes on), its count that part's
        if section != r.section:
            r.enter(section, found["key"], line.number, line.lead, "")
        else:
            r.boundary()
        r.sub = None
        r.open_sub(text, line.number, line.lead + 1)
        return True
    end = found.end("kind" if groups.get("kind") else "more")  # "Side Deck Cards (15)": the section's count
    r.enter(section, found["key"], line.number, line.lead, text[end:])
    return True


def commented_section(r: TextState, comment: str, number: int, column: int) -> None:
    """``# Extra Deck (10)``: a comment line (one ``#``) whose text is a section heading of the game stays a comment,
    with a note at it saying so and how to start the section (a blog's single-``#`` heading put the Extra Deck's
    cards in the Main Deck without a word)."""
    text = blank(comment.lstrip("#").strip())[0].strip()
    headed = _headed_section(r, text)
    if headed is not None:
        shown = clip(text)
        r.note(f"{quote(clip(comment))} is read as a comment (one '#'): write '## {shown}' (or '{shown}' without '#') "
               f"to start the {r.section_words(headed[1])}", number, column)  # fmt: skip


def _headed_section(r: TextState, text: str) -> tuple[re.Match[str], str] | None:
    """The section heading pattern's match of ``text`` (``Side Deck -``, ``[Extra Deck] (15)``) and the one section it
    heads; ``None`` when it heads none, or words of two sections (``Main/Side``)."""
    words = r.words
    found = words.section.fullmatch(text) if len(text) <= 200 and words.section_starts.match(text) else None
    if found is None:
        return None
    section = _one_section(
        words.section_of, [found["key"], *filter(None, (k.strip() for k in found["more"].split("/")))]
    )
    return None if section is None else (found, section)


def _one_section(table: dict[str, str], words: list[str]) -> str | None:
    """The one section that ``words`` name in ``table`` (squashed word -> section); ``None`` for words of two
    sections (``Main/Side``), or a word the pattern matched without case in other letters (``SİDE``: ``İ`` matches
    ``i``), which names none."""
    sections = {table.get(squash(word)) for word in words}
    return sections.pop() if len(sections) == 1 else None


def section_start(r: TextState, line: Line) -> bool:
    """``FUSION:``, ``Fusion Monsters (3)``: a heading of cards that all go in one section starts it; under that
    section or a side section it is a sub-heading (its count, if any, opens a counted block, never a section's)."""
    pattern = r.words.section_start
    found = pattern.fullmatch(line.stripped) if pattern is not None and len(line.stripped) <= 200 else None
    if found is None:
        return False
    written = found["kind"] or found["word"] or found["joined"]
    section = _one_section(r.words.section_start_of, re.split(r"[/&,+]", written))
    if section is None:
        return False
    here = r.game.section(r.section)
    if section == r.section or (here is not None and here.role == "side"):
        r.boundary()
    else:
        r.enter(section, written, line.number, line.lead, "")  # no count of the section's: "Fusion (3)" is a part
    r.sub = None
    r.open_sub(line.stripped, line.number, line.lead + 1)
    return True


def header(r: TextState, line: Line) -> bool:
    """A ``Key: value`` line (or ``Flag - X``, ``Flag = X``): a section, a slot, the deck's name or metadata."""
    found = r.words.header.fullmatch(line.stripped)
    if not found:
        return False
    number, lead = line.number, line.lead
    written = " ".join(found["key"].lower().split())
    key = r.form.key(written)
    value = found["value"].strip()
    column = lead + found.start("value") + 1
    if key in r.form.sections and value and nothing(value):  # "Sideboard: None": no card, and no cards under it
        r.boundary()
        return True
    if (key in r.form.sections or written.replace(" ", "") in DECK_LIST_KEYS) and (
        not value or _ONLY_COUNT.fullmatch(value) is not None
    ):  # "Sideboard:", "Sideboard - 5", "Main Deck: 50 cards"
        tail = line.stripped[found.end("key") :]
        r.enter(r.form.sections.get(key, r.game.main_section.name), found["key"], number, lead, tail)
        return True
    if key in r.form.slots and (found["colon"] or found["dash"]):
        return _slot_header(r, line, r.form.slots[key], value, column, colon=bool(found["colon"]))
    if written == "deck" and found["colon"] and _names_no_count(value):  # "Deck: Sun Fist beats"
        r.boundary()
        r.readings.append(Reading(Entry(value, 1, number, column, r.game.main_section.name, bare=True), "title"))
        return True
    if key in r.form.sections and value and (found["colon"] or (found["dash"] and _COUNTED.search(value))):
        # "Side Deck: 3 Ghost Ogre", "Ride Deck: Sunrise Egg", "Sideboard - Dragon Throne x2" (a count: a card)
        r.enter(r.form.sections[key], found["key"], number, lead, "")
        start = column - 1
        plain = COUNT_FIRST.match(value) is not None
        card_line(r, line._replace(text=" " * start + value, stripped=value, lead=start, first=False, plain=plain))
        return True
    meta = TEXT_META.get(key) or TEXT_META.get(written)
    if meta is None or not found["colon"]:
        return False
    r.boundary()
    r.meta.setdefault(meta, value)
    if meta == "game":
        r.game_line = number
    if meta == "format":
        r.format_line = number
    if line.first:  # a title may follow "Player: X" or "Format: Standard"
        r.seen_content = False
    return True


def _slot_header(r: TextState, line: Line, slot: str, value: str, column: int, *, colon: bool) -> bool:
    """``Flag: Dragon World``, ``Flag: X | Buddy: Y``, or ``Flag:`` alone (the next line names it)."""
    if not value:
        if colon:
            r.expect([slot], line.stripped, line.number, line.lead + 1)
            return True
        return False
    r.boundary()
    second = r.words.second_slot.search(value) if r.words.second_slot else None
    other = r.form.slots.get(r.form.key(second["key"])) if second else slot  # None: matched in other letters
    if second is not None and other is not None and other != slot:  # "Flag: Dragon World | Buddy: Bal Dragon"
        r.slot_line(slot, value[: second.start()].rstrip(), line.number, column)
        r.slot_line(other, value[second.end() :], line.number, column + second.end())
        return True
    r.slot_line(slot, value, line.number, column)
    return True


def metadata(r: TextState, line: Line) -> bool:
    """``Player: X``, ``Placement: 1st``, ``Posted by X on DATE``: words about the deck, skipped."""
    if not r.words.ignored_meta.fullmatch(line.stripped):
        return False
    r.boundary()
    r.seen_content = not line.first  # a title may follow "Event: X" or "Posted by X on DATE"
    return True


def heading(r: TextState, line: Line) -> bool:
    """``Monsters (10)``, ``Size 3``, ``Items & Impacts``: a group heading that carries no card; a count opens a
    counted block (:meth:`~deckcheck.readers.text_state.TextState.open_sub`)."""
    if not r.words.heading.fullmatch(line.stripped):
        return False
    r.boundary()
    if r.sub is not None:  # "Monsters (10)" with no card under it yet
        r.sub = None
    r.open_sub(line.stripped, line.number, line.lead + 1)
    return True
