"""Readings only the pool can decide, made once the deck is read: the reader stays pure.

- A line written like a heading (``Dragon World Monsters (12)``, ``Set Spells``; the reader marks it
  :attr:`~deckcheck.deck.Entry.heading`) is a heading when no card has that name: it is dropped, with a note.
  A name the pool knows (``Mercenaries (4)``) stays a card, and so does a name that is close to a card, so a
  misspelling keeps its unknown-card suggestions: a best suggestion scoring :data:`CARD_SCORE` for a name that
  ends in a plural category (``Infinit Cards``), :data:`NEAR_SCORE` for one whose lines add up (``Bal Suport (4)``).
- A bare line ending in a number (``Sun Dragon Shield 4``) is that many copies when the name without the
  number is a card and the whole text is not.
- ``7 Colored Fish`` is one copy of the card "7 Colored Fish" when no card is named "Colored Fish";
  ``7 Colored Fish x3`` is three copies of it.
- A line of digits alone (``7``) is that card when the pool knows the name or number; else a parse problem.
- A label (``Tech:``) or a sentence (``Thanks for reading!``) that is no card nor close to one is skipped.
- ``Deck: Sun Fist beats`` names the deck when no card has the name after the colon; a first line written like a
  title names the deck unless it is a card or close to one (``Blackwing - Gale the Whirlwind``).
- A label, sentence or title whose name without a trailing remark is a card (``Mr. Volcano (tech)``) is that card.
- ``Side Effects?`` (a header word without its colon) and ``4000 Festival!`` (a count too large) are the cards the
  pool knows by the whole text; else the parse problems they read as.
- ``Voici la Carte (Today's Menu)`` is that card, its parenthesis kept, when the pool knows the whole text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from cardpool.visible import clip
from deckcheck.deck import Deck, Entry
from deckcheck.findings import Problem, quote
from deckcheck.games import find_game
from deckcheck.readers.entries import ENTRY_FORMS, MAX_COUNT, remark_note, split_remarks, trailing_count
from deckcheck.readers.words import plural_end

_TRAILING_COUNT = re.compile(r"^(?P<name>.*\S)[ \t]+(?P<count>\d{1,3})")
CARD_SCORE = 90.0
"""A best suggestion scoring this is the card clearly meant (as for ``--unsafe-fixes``)."""
NEAR_SCORE = 85.0
"""A ``Words (N)`` line whose best suggestion scores this stays a card even when the lines under it add up to N.
Chosen on both real tables: the headings people write score below it (``Engine`` 80 in Yu-Gi-Oh!, ``Hand Traps``
73, ``Tech`` 67, ``Support`` 84 in Buddyfight), nicknames mostly 70-80 (``Called By`` 77, ``Bechstein`` 80), so
the score alone cannot tell them apart: the two card lines a heading needs under it do most of the work."""


def read_with_pool(
    deck: Deck, canonical: Callable[[str], str | None], score: Callable[[str], float] = lambda _: 0.0
) -> tuple[Deck, list[Problem]]:
    """``deck`` with the readings above made, each with a note, and the parse problems only the pool could tell.

    ``canonical`` is the printed name a written name stands for (``None``: no card); ``score`` is the score of the
    pool's best fuzzy suggestion for a name (as the unknown-card suggestions score them; 0 for none). The
    returned deck's :attr:`~deckcheck.deck.Deck.maybe` holds the lines that are cards: their parse problems go.
    """
    deck = _with_known(deck, canonical)
    if not any(e.heading or e.bare or e.lead or e.title or e.remark for e in deck.entries):  # prose is bare
        return deck, []
    problems: list[Problem] = []
    notes: list[Problem] = []
    dropped: set[Problem] = set()
    """The reader's remark notes of the names that are cards with their parenthesis."""
    entries: list[Entry] = []
    name = deck.name
    game = find_game(deck.game)
    ending = plural_end(game) if game is not None else None
    for entry in deck.entries:
        if entry.bare and entry.name.isdecimal() and canonical(entry.name) is None:
            message = f"not a card line: no card has the name or number {quote(entry.name)}; expected {ENTRY_FORMS}"
            problems.append(Problem(message, entry.line, entry.column))
            continue
        if entry.prose or entry.caption:
            card = _card_reading(entry, canonical, score, NEAR_SCORE if entry.prose else CARD_SCORE)
            if card is None and entry.prose:
                notes.append(_prose_note(entry))
                continue
            if card is None:
                name = name or entry.name
                message = f"the first line, {quote(entry.name)}, is read as the deck's title, not a card"
                notes.append(Problem(message, entry.line, entry.column))
                continue
            if card.remark is not None and entry.remark is None:
                notes.append(Problem(remark_note(card.remark, card.name), card.line, card.column))
            entry = replace(card, prose=False, caption=False)
        if entry.remark is not None:
            with_remark = f"{entry.name} ({entry.remark})"
            if canonical(with_remark) is not None:  # "Voici la Carte (Today's Menu)": a card whose name ends so
                dropped.add(Problem(remark_note(entry.remark, entry.name), entry.line, entry.column))
                entry = replace(entry, name=with_remark, remark=None)
        if entry.title:
            if canonical(entry.name) is None:
                name = name or entry.name
                message = f"'Deck: {clip(entry.name)}' is read as the deck's name: no card has that name"
                notes.append(Problem(message, entry.line, entry.column))
                continue
            entry = replace(entry, title=False)
        if entry.heading and canonical(entry.name) is None:
            plural = ending is not None and ending.search(entry.name) is not None
            if entry.category or score(entry.name) < (CARD_SCORE if plural else NEAR_SCORE):
                notes.append(_heading_note(entry.name, entry))
                continue
            entry = replace(entry, heading=False)
        entry = _led_or_counted(entry, canonical, notes)
        entries.append(entry)
    if not notes and not dropped and not problems and tuple(entries) == deck.entries:
        return deck, problems
    kept = tuple(n for n in deck.notes if n not in dropped)
    return replace(deck, entries=tuple(entries), notes=(*kept, *notes), name=name), problems


def _with_known(deck: Deck, canonical: Callable[[str], str | None]) -> Deck:
    """``deck`` with the lines it kept as parse problems that the pool knows as cards (``Side Effects?``,
    ``4000 Festival!``) among its entries, in line order; :attr:`Deck.maybe` keeps only those."""
    known = tuple(e for e in deck.maybe if canonical(e.name) is not None)
    if known:
        entries_in_order = sorted((*deck.entries, *known), key=lambda e: (e.line, e.column))
        return replace(deck, entries=tuple(entries_in_order), maybe=known)
    return replace(deck, maybe=()) if deck.maybe else deck


def _led_or_counted(entry: Entry, canonical: Callable[[str], str | None], notes: list[Problem]) -> Entry:
    """``7 Colored Fish`` as one card named so, ``Sun Dragon Shield 4`` as four copies: each with a note."""
    led = _number_led(entry, canonical)
    if led is not None:
        whole, guessed = led
        if guessed:  # no count was written after the name: say the leading number is part of it
            notes.append(
                Problem(
                    f"{quote(whole.name)} is read as one copy of that card: no card is named {quote(entry.name)} "
                    f"(write '1 {whole.name[:80]}' to say so)",
                    whole.line,
                    whole.column,
                )
            )
        entry = whole
    counted = _trailing_count(entry, canonical)
    if counted is not None:
        entry = counted
        notes.append(
            Problem(
                f"the number after {quote(entry.name)} is read as its count: {entry.count} "
                f"cop{'y' if entry.count == 1 else 'ies'} (write '{entry.count} {entry.name[:80]}' to say so)",
                entry.line,
                entry.column,
            )
        )
    return entry


def _card_reading(
    entry: Entry, canonical: Callable[[str], str | None], score: Callable[[str], float], near: float
) -> Entry | None:
    """A prose- or title-shaped line as the card it names: its whole text, else its name without a trailing remark
    (``Mr. Volcano (tech)``), a card or scoring ``near``; ``None``: no card."""
    cut, remark, _ = split_remarks(entry.name)
    remarked = replace(entry, name=cut, remark=remark) if cut != entry.name and remark is not None else None
    if canonical(entry.name) is not None:
        return entry
    if remarked is not None and canonical(cut) is not None:
        return remarked
    if score(entry.name) >= near:
        return entry
    if remarked is not None and score(cut) >= near:
        return remarked
    return None


def _prose_note(entry: Entry) -> Problem:
    """``Tech:`` and ``Flex slots -`` are headings; the rest (``Thanks for reading!``) is prose."""
    if entry.name.endswith((":", " -", " –", " —")):
        return _heading_note(entry.name.rstrip(":-–— \t"), entry)
    message = f"{quote(clip(entry.name))} is read as prose, not a card: no card has that name"
    return Problem(message, entry.line, entry.column)


def _heading_note(heading: str, entry: Entry) -> Problem:
    return Problem(f"{quote(heading)} is read as a heading: no card has that name", entry.line, entry.column)


def _number_led(entry: Entry, canonical: Callable[[str], str | None]) -> tuple[Entry, bool] | None:
    """A card whose name starts with the number read as the count, when the rest is no card: ``7 Colored Fish x3``
    is three copies of "7 Colored Fish" (False: the count was written), ``7 Colored Fish`` one copy (True: a guess)."""
    if entry.lead is None or canonical(entry.name) is not None:
        return None
    whole, column = entry.lead + entry.name, entry.column - len(entry.lead)
    tail = trailing_count(whole)
    if tail is not None and canonical(tail[0]) is not None:
        return replace(entry, name=tail[0], count=tail[1], column=column, lead=None), False
    if canonical(whole) is not None:
        return replace(entry, name=whole, count=1, column=column, lead=None), True
    return None


def _trailing_count(entry: Entry, canonical: Callable[[str], str | None]) -> Entry | None:
    if not entry.bare or entry.heading:
        return None
    found = _TRAILING_COUNT.fullmatch(entry.name)
    if found is None or not 1 <= int(found["count"]) <= MAX_COUNT:
        return None
    if canonical(entry.name) is not None or canonical(found["name"]) is None:
        return None
    return replace(entry, name=found["name"], count=int(found["count"]), bare=False)
