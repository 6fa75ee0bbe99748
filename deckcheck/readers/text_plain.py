"""The plain card line (``4 Dragon Breath``, ``3x Ash Blossom``), read raw before any other reading, in one step.

Most lines of every list are this shape (:data:`~deckcheck.readers.plain_entry.PLAIN`: a count, an optional ``x``,
a name of letters, digits and plain punctuation that ends in a letter or ``!?.'"``). Such a line holds no comment,
markup, tab nor bracket, so blanking leaves it as it is; it is no struck line, table row, heading nor title; and the
grammar reads it as that card. :func:`plain_card` reads it as the long way does (blank, split into a
:class:`~deckcheck.readers.text_state.Line`, :class:`~deckcheck.readers.entries.ParsedEntry`, ``TextState.take``,
``card_reading``, ``counted_card``) without the objects in between, from what the shape proves:

- the count is the line's first character after its spaces (the shape allows no tab), so the line's lead is where
  the count starts and its stripped text runs from there to the name's end;
- the name ends in no digit and in none of ``)]xX×``, so the line writes no count after the name (its
  ``count_form`` is none), and the card reading has no ``led_counted`` alternative;
- no label (``G0: Name``) nor card kind (``Fusion (2)``) of a game whose words all start with a letter matches at a
  digit, so those patterns are asked only of a game with a word that starts otherwise.

``tests/readers/test_plain_card_line.py`` reads every example list and every multi-line reader test text with and
without this reading (:data:`ENABLED`), for every game, and the decks and problems must be equal.
"""

from __future__ import annotations

from deckcheck.deck import Entry, Named, Reading
from deckcheck.readers.plain_entry import PLAIN, read_as_written
from deckcheck.readers.text_state import TextState

_COUNT_WORDS = frozenset({"card", "cards", "total", "in total", "card total", "cards total", "cards in total"})
"""``40 cards``, ``50 Total``, ``50 cards total``: a plain-shaped line that is a count line (the count-line
reading's)."""
_LONGEST_COUNT_WORDS = max(map(len, _COUNT_WORDS))
"""Only a name this short is asked whether it is :data:`_COUNT_WORDS` (most names are longer)."""
_made = tuple.__new__
"""``Entry(...)`` with every field given: the tuple made at once, without the named tuple's generated ``__new__``
(half the cost of the plain line's entry)."""
ENABLED = True
"""False: every line takes the long way (the equivalence test switches the plain reading off so)."""


def plain_card(r: TextState, raw: str, number: int) -> bool:
    """``4 Dragon Breath``: the plain card line, read at once (True) where every reading would read it as that card.

    A count word for its name (a count line) or a game label before it (``G0: Name``) is read the long way."""
    found = PLAIN.fullmatch(raw)
    if found is None or "\t" in raw or not ENABLED or r.holds is not None:  # a ride deck's few lines: the long way
        return False
    count, x, name = found.groups()
    if (len(name) <= _LONGEST_COUNT_WORDS and name.lower() in _COUNT_WORDS) or not read_as_written(name, card=True):
        return False  # "40 cards": a count line; "Name - Buddy", "Name 4 pcs", a key: the long way
    lead = found.start(1)
    words = r.words
    digit_led = words.digit_led
    if digit_led and words.label_lead is not None and words.label_lead.match(raw, lead):
        return False
    r.seen_content = True
    copies = int(count)
    column = found.start(3) + 1
    if copies == 1 and r.pending:  # "1 Dragon World" under "Flag (1)": the slot's
        r.fill(r.pending.pop(0), Named(name, number, column))
        r.pending_taken += 1
        for group in r.groups:
            group.forms.add(None)
        r.last_form = False
        return True
    if r.pending or r.pending_heading is not None:
        r.end_pending()
    section = r.section
    r.sectioned.add(section)
    readings = r.readings
    entry = _made(Entry, (name, copies, number, column, section, False, None))
    readings.append(Reading(entry, "card", None if x else raw[lead : column - 1]))
    for group in r.groups:
        group.total += copies
        group.lines += 1
        group.forms.add(None)
    r.last_form = None
    if digit_led and words.kind is not None:
        stripped = raw[lead : column - 1 + len(name)]
        if words.kind.fullmatch(stripped):  # a card kind alone ("Fusion (2)")
            readings[-1] = readings[-1].replace(kind="category")
            r.sub_heading(stripped, number, lead + 1)
    return True


__all__ = ["ENABLED", "plain_card"]
