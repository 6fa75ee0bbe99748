"""The plain slot header line (``Flag: Dragon World``, ``Buddy: Name``), read raw in one step.

Every list of a game with slots names them on such lines, and the long way tries five readings on each (blank, split
into a :class:`~deckcheck.readers.text_state.Line`, then slot heading, pair heading, section heading, section start
and header, whose ``_slot_header`` reads it). :func:`plain_slot` reads a line of this shape (:data:`_SHAPE`) as the
header reading does, ``TextState.slot_line`` of its slot, value and column, from what the shape proves:

- spaces, a key of ASCII letters and single spaces, a colon and a value with no ``#``, ``/``, ``*``, ``_``, colon
  nor tab: no comment to cut, no markup to blank (no bullet, quote, bold nor italics; of a line that is not ASCII,
  no full-width x nor trailing decoration, :func:`~deckcheck.readers.markup.unicode_marks`), and a line that starts
  with a letter and holds no tab is no struck line nor table row;
- the key, in lower case, is one of :func:`slot_keys`: a slot word of the game as the header pattern spells it
  (``Flag``, ``Flag Card``, ``FlagCard``), no section nor list word, and the key the header pattern takes at the
  line's start (ASCII letters: the patterns match them without case as the lower-case key; a Kelvin sign or a long
  s takes the long way). No word of the game holds a colon, so a word the readings before the header match at the
  line's start ends inside the key: the slot heading reading takes no line with a colon before its end, no section
  word nor section-start word starts the key, and the key is no pair heading (``Flag & Buddy: X / Y``, whose words
  would fill it to its colon); :func:`slot_keys` asks their patterns, once per game;
- a value with no colon holds no second slot (``Flag: X | Buddy: Y``), and it is the header's, stripped: its column
  is where it starts.

The game watch has seen the line before, as on the long way (:func:`~deckcheck.readers.text_reader.read_text`).
The value is read by ``slot_line`` as the long way reads it (a count, a remark, a bad name: the same problems and
notes). Any other line (``Flag - X``, ``Flag (1): X``, ``Flag:`` alone, ``Flag: X # note``) takes the long way.
``tests/readers/test_plain_slot_line.py`` reads every example list and every multi-line reader test text with and
without this reading (:data:`ENABLED`), for every game, and the decks and problems must be equal.
"""

from __future__ import annotations

import re

from deckcheck.games.base import Game
from deckcheck.readers.form import META_KEYS, DeckForm, alternation, deck_form
from deckcheck.readers.markup import unicode_marks
from deckcheck.readers.text_state import TextState
from deckcheck.readers.words import DECK_LIST_KEYS, TextPatterns, section_start_words, text_patterns

_SHAPE = re.compile(r"(?<![A-Za-z ]) *(?P<key>[A-Za-z]+(?: [A-Za-z]+)*) *: *(?P<value>[^\s:#*_/][^:#*_/\t]*)")
"""The plain slot line: spaces, the key, a colon, then a value that starts with no white space; matched whole (the
look-behind keeps a search from trying again inside a run of letters and spaces)."""
_WORD = re.compile(r"[a-z]+(?: [a-z]+)*")
ENABLED = True
"""False: every slot line takes the long way (the equivalence test switches the reading off so)."""


def plain_slot(r: TextState, raw: str, number: int) -> bool:
    """``Flag: Dragon World``: the plain slot line, read at once (True) where the header reading would read it."""
    keys = r.game.built("plain slot keys", slot_keys)
    found = _SHAPE.fullmatch(raw) if keys and ENABLED else None  # (a game with no slots, Yu-Gi-Oh!'s, has no keys)
    slot = keys.get(found["key"].lower()) if found is not None else None
    if found is None or slot is None or (not raw.isascii() and unicode_marks(raw) != raw):
        return False  # (a value the long way blanks part of: "Flag: Dragon World 🐉", "Buddy: Name ｘ4")
    r.seen_content = True
    r.boundary()
    r.slot_line(slot, found["value"].rstrip(), number, found.start("value") + 1)
    return True


def slot_keys(game: Game) -> dict[str, str]:
    """The keys of ``game``'s plain slot lines, in lower case, each as written (``flag card``, ``flagcard``) -> its
    slot: the slot words that every reading before the header leaves alone (the module docstring); built once per
    game, on the game. Empty when a word of the game holds a colon."""
    form = deck_form(game)
    starts = list(section_start_words(game))
    spelled = [*form.sections, *form.slots, *form.slot_headings, *META_KEYS, *(game.text.pair or ()), *starts]
    if not form.slots or any(":" in word for word in spelled):
        return {}
    section_start = re.compile(alternation(starts), re.IGNORECASE) if starts else None
    words = text_patterns(game)
    return {
        written: form.slots[form.key(written)]
        for word in form.slots
        for written in _written(word)
        if _plain_key(form, words, section_start, written)
    }


def _plain_key(form: DeckForm, words: TextPatterns, section_start: re.Pattern[str] | None, written: str) -> bool:
    """Whether a line ``written: X`` is the header's slot line of ``written``, and no reading before the header's:
    ``written`` is the header's key at the line's start and a slot's, no section's nor list's; no section word, pair
    heading nor section-start word starts it."""
    key = form.key(written)
    if _WORD.fullmatch(written) is None or len(written) < 2 or key not in form.slots or key in form.sections:
        return False
    header = words.header.match(written + ":")
    if header is None or header["key"].lower() != written or written.replace(" ", "") in DECK_LIST_KEYS:
        return False
    if words.pair(written) is not None or (section_start is not None and section_start.match(written)):
        return False
    return not (words.section_starts.match(written) and words.section.match(written))


def _written(word: str) -> list[str]:
    """Each way the header pattern lets a line write ``word``: a space between two of its words, or none."""
    parts = word.split()
    spellings = [parts[0]]
    for part in parts[1:]:
        spellings = [f"{spelled}{join}{part}" for spelled in spellings for join in (" ", "")]
    return spellings


__all__ = ["ENABLED", "plain_slot", "slot_keys"]
