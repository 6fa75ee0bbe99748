"""How a line of a pasted list reads when it can be read two ways: a :class:`~deckcheck.deck.Reading`, made here,
carries the line's card reading and every other reading the pool may choose; the resolver
(:mod:`deckcheck.readers.resolve`) decides, once, with the pool.

The reader splits each line once and puts here all the resolver needs, so the resolver never parses a line again:

==========  ===========================================  ===========================================================
kind        the line                                     read as the other way when
==========  ===========================================  ===========================================================
card        ``4 Dragon Breath``, ``Name``                (a card either way; only its alternatives below may apply)
heading     ``Monsters (10)``, ``Dragon World Monsters``  the pool knows no card so named, nor one close
category    ``Fusion (2)``, ``Tuner``                    the pool knows no card so named
title       ``Deck: Sun Fist beats``                     the pool knows no card so named: the deck's name
caption     the first line, ``Deck Name - Variant``      the pool knows no such card: the deck's name
prose       ``Tech:``, ``Thanks for reading!``           the pool knows no such card nor a close one: skipped
problem     ``Side Effects?``, ``4000 Festival!``        the pool knows no card of its whole text: the parse problem
number      ``7`` alone                                  the pool knows no card of that name or number: a problem
==========  ===========================================  ===========================================================

The alternatives a card reading may give way to, each only when the pool knows its card and not the first reading's:
``led`` (``7 Colored Fish``: one copy of the whole text), ``led_counted`` (``7 Colored Fish x3``: the whole text
before the written count), ``counted`` (``Sun Dragon Shield 4``: four copies), ``cut`` (``Mr. Volcano (tech)``:
a title or prose line's name without its remark), and an entry's own ``remark`` (``Voici la Carte (Today's Menu)``:
the name with its parenthesis kept).
"""

from __future__ import annotations

from deckcheck.deck import Entry, Reading, ReadingKind
from deckcheck.readers.entries import MAX_COUNT, trailing_count
from deckcheck.readers.lazy import lazy

_COUNT_ENDS = ")]xX×"
"""How a count written after a name can end, besides a digit (``x3``, ``(3)``, ``[3]``, ``3x``): a text that ends
otherwise has none (:func:`~deckcheck.readers.entries.trailing_count` is not asked)."""
_TRAILING_COUNT = lazy(globals(), "_TRAILING_COUNT", r"^(?P<name>.*\S)[ \t]+(?P<count>\d{1,3})")


def card_reading(entry: Entry, lead: str | None = None) -> Reading:
    """The reading of a card line ``entry`` (a bare one, or one whose count ``lead`` was written before the name as
    bare digits), with the alternatives its text allows."""
    if lead is not None:
        last = entry.name.rstrip()[-1:]
        tail = trailing_count(lead + entry.name) if last.isdecimal() or last in _COUNT_ENDS else None
        column = entry.column - len(lead)
        counted = Entry(tail[0], tail[1], entry.line, column, entry.section, entry.bare, entry.remark) if tail else None
        return Reading(entry, lead=lead, led_counted=counted)
    if entry.bare and entry.name.isdecimal():  # "7": a card of that name or number, else a problem
        return Reading(entry, "number")
    return Reading(entry, counted=_counted(entry))


def _counted(entry: Entry) -> Entry | None:
    """``Sun Dragon Shield 4`` (a bare line): four copies of ``Sun Dragon Shield``."""
    if not entry.bare or not entry.name[-1:].isdecimal():
        return None
    found = _TRAILING_COUNT.fullmatch(entry.name)
    if found is None or not 1 <= int(found["count"]) <= MAX_COUNT:
        return None
    return Entry(found["name"], int(found["count"]), entry.line, entry.column, entry.section, False, entry.remark)


def worded(entry: Entry, kind: ReadingKind, cut: tuple[str, str | None]) -> Reading:
    """A title or prose line (``kind``) read as one copy of ``entry``; ``cut`` is its name and trailing remark as
    :func:`~deckcheck.readers.entries.split_remarks` split it (the name alone is the ``cut`` alternative)."""
    name, remark = cut
    short = None
    if name != entry.name and remark is not None:
        trimmed = Entry(name, 1, entry.line, entry.column, entry.section, entry.bare, remark)
        short = Reading(trimmed, counted=_counted(trimmed))
    return Reading(entry, kind, counted=_counted(entry), cut=short)


def unread(entry: Entry) -> Reading:
    """A line the reader reported as a parse problem that is the card ``entry`` if the pool knows its whole text
    (``Side Effects?``, ``4000 Festival!``)."""
    return Reading(entry, "problem")


__all__ = ["card_reading", "unread", "worded"]
