"""The resolver: the one reading step that has the pool. Each line a reader kept two ways
(:class:`~deckcheck.readers.reading.Reading`) is decided, with a note, from what the reading holds; no line is
parsed again.

- A heading (``Counters (8)``, ``Set Spells``) is a heading when the pool knows no card of that name, nor a close
  one (a plural category heading: nor one scoring :data:`CARD_SCORE`); a card kind alone (``Fusion (2)``) is one
  when the pool knows no card so named.
- ``Deck: Sun Fist beats`` and a title-shaped first line are the deck's name when the pool knows no such card.
- A label or sentence (``Tech:``, ``Thanks for reading!``) is skipped when the pool knows no such card nor a close one.
  A label, sentence or title whose name without a trailing remark is a card (``Mr. Volcano (tech)``) is that card.
- ``Side Effects?`` (a header word without its colon) and ``4000 Festival!`` (a count too large) are the cards the
  pool knows by the whole text; else the parse problems they read as. ``7`` alone is a card of that name or number.
- ``Voici la Carte (Today's Menu)`` is that card, its parenthesis kept, when the pool knows the whole text.
- ``7 Colored Fish`` is one card so named, ``Sun Dragon Shield 4`` four copies, when only that reading is a card.
- Then a remark after a spaced dash (``4x Dragon Breath - core draw``; or an arrow, a bar or a semicolon:
  ``<- so good``, ``| MVP``, :mod:`deckcheck.readers.dashes`) is cut from a name the pool does not know
  when the part before the dash is a card and no card's name goes on from that part with a dash (``Yubel - Terror
  Incarnat`` is a misspelt ``Yubel - Terror Incarnate``). A name the pool knows is never changed.
- Last, a name the pool reads only by its name part, the card number written beside it being no card's
  (``4 ZZ99/9999EN Dragon Breath``, ``Dragon Breath (S-BT01/0010EN)``: a printing the pool lacks), gets a note; on
  a line without a count whose "number" is digits either side of a slash (``6/6 Dragonic Shoot``) it may be the
  count meant, so the line is a located problem, never one copy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from cardpool.numbers import split_number
from cardpool.visible import clip
from deckcheck.deck import Deck, Entry, Named, Reading
from deckcheck.findings import Problem, quote
from deckcheck.games import find_game
from deckcheck.readers.dashes import dash_remarks
from deckcheck.readers.entry_types import ENTRY_FORMS, remark_note

T = TypeVar("T", Entry, Named)
Canonical = Callable[[str], "str | None"]
"""The printed name a written name stands for (``None``: no card)."""
Score = Callable[[str], float]
"""The score of the pool's best fuzzy suggestion for a name (as the unknown-card suggestions score them; 0: none)."""
CARD_SCORE = 90.0
"""A best suggestion scoring this is the card clearly meant (as for ``--unsafe-fixes``)."""
NEAR_SCORE = 85.0
"""A ``Words (N)`` line whose best suggestion scores this stays a card even when the lines under it add up to N.
Chosen on both real tables: the headings people write score below it (``Engine`` 80 in Yu-Gi-Oh!, ``Hand Traps``
73, ``Tech`` 67, ``Support`` 84 in Buddyfight), nicknames mostly 70-80 (``Called By`` 77, ``Bechstein`` 80), so
the score alone cannot tell them apart: the two card lines a heading needs under it do most of the work."""


class _Decided:
    """What deciding a deck's readings found: the deck's name, the notes and problems, and the reader's."""

    __slots__ = ("canonical", "score", "plural", "name", "notes", "problems", "dropped", "withdrawn")

    def __init__(self, canonical: Canonical, score: Score, plural: Callable[[str], bool], name: str | None) -> None:
        self.canonical = canonical
        self.score = score
        self.plural = plural
        self.name = name
        self.notes: list[Problem] = []
        self.problems: list[Problem] = []
        self.dropped: set[Problem] = set()
        """The reader's remark notes of the names that are cards with their parenthesis."""
        self.withdrawn: set[tuple[int, int]] = set()
        """Where the parse problems of lines that are cards stand."""

    def note(self, message: str, at: Entry) -> None:
        self.notes.append(Problem(message, at.line, at.column))


def resolve(
    deck: Deck,
    problems: list[Problem],
    canonical: Canonical,
    score: Score = lambda _: 0.0,
    *,
    plural: Callable[[str], bool] = lambda _: False,
    dashed: Callable[[str], bool] = lambda _: False,
    stray: Callable[[str], str | None] = lambda _: None,
) -> tuple[Deck, list[Problem]]:
    """``deck`` with its readings decided (see the module docstring) and its parse ``problems``: those of lines that
    are cards are withdrawn, those only the pool could tell are added. ``plural`` says whether a heading ends in a
    plural category word; ``dashed`` whether a printed name is the part before a spaced dash of another card's
    name (``Yubel`` of ``Yubel - Terror Incarnate``); ``stray`` the card number no card has that a written name holds
    beside a card's name (``None``: none). The deck it gives is marked ``pool_read``."""
    if not deck.readings and all(e.remark is None for e in deck.entries):  # a YAML list, a .ydk: nothing two ways
        decided, found_problems = deck, list(problems)
    else:
        decided, found_problems = _decided(deck, problems, canonical, score, plural)
    dropped, unread = _stray_numbers(_drop_dash_remarks(decided, canonical, dashed), stray)
    return (dropped if dropped.pool_read else dropped.replace(pool_read=True)), [*found_problems, *unread]


def _decided(
    deck: Deck, problems: list[Problem], canonical: Canonical, score: Score, plural: Callable[[str], bool]
) -> tuple[Deck, list[Problem]]:
    """The deck's readings decided (marked ``pool_read`` in the one copy it makes), and its parse problems."""
    readings = deck.readings or tuple(Reading(e) for e in deck.entries)
    found = _Decided(canonical, score, plural, deck.name)
    entries = _title_card(tuple(e for e in (_decide(r, found) for r in readings) if e is not None), found, deck)
    kept = tuple(n for n in deck.notes if n not in found.dropped)
    cards = {e.line for e in entries}
    declared = tuple(d for d in deck.declared if d.until is None or d.line not in cards)  # "Fusion (2)": a card
    notes = (*kept, *found.notes)
    decided = deck.replace(
        entries=entries, readings=(), notes=notes, name=found.name, declared=declared, pool_read=True
    )
    unread = [p for p in problems if (p.line, p.column) not in found.withdrawn]
    return decided, [*unread, *found.problems]


def _title_card(entries: tuple[Entry, ...], found: _Decided, deck: Deck) -> tuple[Entry, ...]:
    """``Dark Magician`` alone on the first line of the main deck, set apart (the next line no card nor counted
    heading: a blank one), above a list that names the card again with a count (``3x Dark Magician``): the deck's
    title, not a fourth copy; else ``entries`` as they are."""
    first = entries[0] if entries and found.name is None else None
    if first is None or not first.bare or first.count != 1:
        return entries
    game = find_game(deck.game)
    if game is None or first.section != game.main_section.name:  # a ride deck's first card is no title
        return entries
    if any(d.line <= first.line + 1 for d in deck.declared) or (len(entries) > 1 and entries[1].line == first.line + 1):
        return entries  # under a counted heading ("Main Deck (40):"), or a list's first card
    if any(named.line < first.line for held in deck.slots.values() for named in held):
        return entries  # after "Flag:" and "Buddy:": the list has begun
    name = found.canonical(first.name)
    again = [e for e in entries[1:] if not e.bare and e.section == first.section and found.canonical(e.name) == name]
    if name is None or not again:
        return entries
    counted = sum(e.count for e in entries if e.section == first.section)
    if any(d.section == first.section and d.until is None and d.count == counted for d in deck.declared):
        return entries  # "Main Deck (40)" adds up only with it: a card
    title = first.name if first.remark is None else f"{first.name} ({first.remark})"  # "Dark Magician (locals 1st)"
    if first.remark is not None:  # the remark is the title's, no note of a card's
        said = {Problem(remark_note(first.remark, first.name), first.line, first.column)}
        found.dropped |= said
        found.notes = [n for n in found.notes if n not in said]
    found.name = title
    found.note(f"the first line, {quote(title)}, is read as the deck's title: the list names that card below", first)
    return entries[1:]


def _decide(reading: Reading, found: _Decided) -> Entry | None:
    """The card ``reading`` is, or ``None`` when it is none (a heading, a title, prose, a parse problem)."""
    canonical, entry = found.canonical, reading.entry
    if reading.kind == "card" and entry.remark is None:  # the common line: none of the kinds below
        return _led_or_counted(reading, entry, found)
    if reading.kind == "problem":
        if canonical(entry.name) is None:
            return None  # the reader's parse problem stands
        found.withdrawn.add((entry.line, entry.column))
    if reading.kind == "number" and canonical(entry.name) is None:
        message = f"not a card line: no card has the name or number {quote(entry.name)}; expected {ENTRY_FORMS}"
        found.problems.append(Problem(message, entry.line, entry.column))
        return None
    if reading.kind in ("prose", "caption"):
        card = _card_reading(reading, found)
        if card is None:
            if reading.kind == "prose":
                found.notes.append(_prose_note(entry))
            else:
                found.name = found.name or entry.name
                found.note(f"the first line, {quote(entry.name)}, is read as the deck's title, not a card", entry)
            return None
        if card.entry.remark is not None and entry.remark is None:
            found.note(remark_note(card.entry.remark, card.entry.name), card.entry)
        reading, entry = card, card.entry
    if entry.remark is not None:
        with_remark = f"{entry.name} ({entry.remark})"
        if canonical(with_remark) is not None:  # "Voici la Carte (Today's Menu)": a card whose name ends so
            found.dropped.add(Problem(remark_note(entry.remark, entry.name), entry.line, entry.column))
            return entry.replace(name=with_remark, remark=None)
    if reading.kind == "title" and canonical(entry.name) is None:
        found.name = found.name or entry.name
        found.note(f"'Deck: {clip(entry.name)}' is read as the deck's name: no card has that name", entry)
        return None
    if reading.heading and canonical(entry.name) is None:
        near = CARD_SCORE if found.plural(entry.name) else NEAR_SCORE
        if reading.kind == "category" or found.score(entry.name) < near:
            found.notes.append(_heading_note(entry.name, entry))
            return None
    return _led_or_counted(reading, entry, found)


def _led_or_counted(reading: Reading, entry: Entry, found: _Decided) -> Entry:
    """``7 Colored Fish`` as one card named so, ``Sun Dragon Shield 4`` as four copies: each with a note."""
    canonical = found.canonical
    if reading.lead is None and reading.counted is None or canonical(entry.name) is not None:
        return entry
    if reading.led_counted is not None and canonical(reading.led_counted.name) is not None:
        return reading.led_counted  # "7 Colored Fish x3": the count was written
    if reading.led is not None and canonical(reading.led.name) is not None:
        whole = reading.led
        found.note(
            f"{quote(whole.name)} is read as one copy of that card: no card is named {quote(entry.name)} "
            f"(write '1 {whole.name[:80]}' to say so)",
            whole,
        )
        return whole
    counted = reading.counted
    if counted is None or canonical(counted.name) is None:
        return entry
    copies = f"cop{'y' if counted.count == 1 else 'ies'}"
    found.note(
        f"the number after {quote(counted.name)} is read as its count: {counted.count} {copies} "
        f"(write '{counted.count} {counted.name[:80]}' to say so)",
        counted,
    )
    return counted


def _card_reading(reading: Reading, found: _Decided) -> Reading | None:
    """A prose- or title-shaped line as the card it names: its whole text, else its name without a trailing remark
    (``Mr. Volcano (tech)``), a card or scoring near one; ``None``: no card."""
    near = NEAR_SCORE if reading.kind == "prose" else CARD_SCORE
    whole = reading.replace(kind="card", cut=None)
    cut = reading.cut
    if found.canonical(reading.entry.name) is not None:
        return whole
    if cut is not None and found.canonical(cut.entry.name) is not None:
        return cut
    if found.score(reading.entry.name) >= near:
        return whole
    if cut is not None and found.score(cut.entry.name) >= near:
        return cut
    return None


def _prose_note(entry: Entry) -> Problem:
    """``Tech:`` and ``Flex slots -`` are headings; the rest (``Thanks for reading!``) is prose."""
    if entry.name.endswith((":", " -", " –", " —")):
        return _heading_note(entry.name.rstrip(":-–— \t"), entry)
    message = f"{quote(clip(entry.name))} is read as prose, not a card: no card has that name"
    return Problem(message, entry.line, entry.column)


def _heading_note(heading: str, entry: Entry) -> Problem:
    return Problem(f"{quote(heading)} is read as a heading: no card has that name", entry.line, entry.column)


def _drop_dash_remarks(deck: Deck, canonical: Canonical, dashed: Callable[[str], bool]) -> Deck:
    """``deck`` with each unknown name that is a card and a remark after a dash cut to the card's name. Each
    written name is decided once (a ``.ydk`` deck writes 40 lines of 14 passwords); the lines are gone over again
    only when a name is cut (most decks have none)."""
    cut: dict[str, tuple[str, str]] = {}
    written = dict.fromkeys(e.name for e in deck.entries)
    written.update(dict.fromkeys(n.name for lines in deck.slots.values() for n in lines))
    for name in written:
        if canonical(name) is None:
            for head, tail in dash_remarks(name):
                printed = canonical(head)
                if printed is not None:
                    if not dashed(printed):
                        cut[name] = (head, tail)
                    break
    if not cut:
        return deck
    notes: list[Problem] = []

    def renamed(item: T) -> T:
        found = cut.get(item.name)
        if found is None:
            return item
        head, tail = found
        message = remark_note(tail[:80], head)
        notes.append(Problem(message, item.line, item.column))
        return item.replace(name=head)

    entries = tuple(renamed(e) for e in deck.entries)
    slots = {slot: tuple(renamed(n) for n in lines) for slot, lines in deck.slots.items()}
    return deck.replace(entries=entries, slots=slots, notes=(*deck.notes, *notes))


def _stray_numbers(deck: Deck, stray: Callable[[str], str | None]) -> tuple[Deck, list[Problem]]:
    """``deck`` with a note for each name read by its name part alone, the card number beside it no card's, and the
    problems of such lines that wrote no count (their entries dropped: the number may be the count meant). Only a
    name with a slash is asked (every card number has one: :func:`cardpool.numbers.looks_like_number`), once."""
    slashed = {e.name for e in deck.entries if "/" in e.name}  # most decks: none, and nothing more to do
    slashed.update(n.name for lines in deck.slots.values() for n in lines if "/" in n.name)
    numbers = {name: number for name in slashed if (number := stray(name)) is not None}
    if not numbers:
        return deck, []
    notes: list[Problem] = []
    problems: list[Problem] = []
    entries: list[Entry] = []
    for entry in deck.entries:
        number = numbers.get(entry.name)
        if number is not None and entry.bare and _count_like(number):  # "6/6 Dragonic Shoot": no count written
            problems.append(_stray_problem(entry, number))
            continue
        if number is not None:
            notes.append(_stray_note(entry, number))
        entries.append(entry)
    for lines in deck.slots.values():
        notes.extend(_stray_note(n, numbers[n.name]) for n in lines if n.name in numbers)
    kept = tuple(dict.fromkeys(notes))  # "4 Name (Buddy)": one line, the slot's name and the deck's copies
    return deck.replace(entries=tuple(entries), notes=(*deck.notes, *kept)), problems


def _stray_note(item: Entry | Named, number: str) -> Problem:
    name = _beside(item.name, number)[0]
    message = f"the card number {quote(clip(number))} matches no card: {quote(clip(name))} is read by its name alone"
    return Problem(message, item.line, item.column)


def _count_like(number: str) -> bool:
    """Whether a card number no card has may be the count meant (``6/6``, ``3/4``: digits either side of the slash),
    not a printing the pool lacks (``S-BT01/0010EN``, ``D-SD01/001EN``, ``TD01/010``: read by the name, with a note)."""
    head, _, rest = number.partition("/")
    return head.strip().isdigit() and rest.strip().isdigit()


def _stray_problem(entry: Entry, number: str) -> Problem:
    """The located problem of a line without a count whose name holds a card number no card has."""
    name, at, where = _beside(entry.name, number)
    message = (
        f"not a card line: {quote(clip(number))} {where} {quote(clip(name))} is no count, and as a card number it "
        f"matches no card; expected {ENTRY_FORMS}"
    )
    return Problem(message, entry.line, entry.column + at)


def _beside(written: str, number: str) -> tuple[str, int, str]:
    """The name part of ``written`` beside its card ``number``, where the number starts in it, and whether it stands
    before or after the name (``6/6 Dragonic Shoot``, ``Dragonic Shoot (6/6)``)."""
    tagged = split_number(written)
    name = tagged[0] if tagged is not None else written
    if written.startswith(number):
        return name, 0, "before"
    return name, max(written.rfind(number), 0), "after"


__all__ = ["CARD_SCORE", "NEAR_SCORE", "resolve"]
