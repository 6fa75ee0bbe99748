"""A game's words for the parts of a deck file: section headings, slot headers, labels, YAML keys.

The text and YAML readers are one grammar for every game; a :class:`DeckForm`
fills in the words (Buddyfight: ``Flag:``, ``Buddy:``, ``Sideboard:``;
Yu-Gi-Oh!: ``Main Deck:``, ``Extra Deck:``, ``Side Deck:``). Built once per game, on the game
(:meth:`deckcheck.games.base.Game.built`).
"""

from __future__ import annotations

import re
from functools import cached_property

from deckcheck.games.base import Game
from deckcheck.readers.tails import COUNT_WORD

META_KEYS: dict[str, str] = {
    "name": "name",
    "deck name": "name",
    "player": "player",
    "player name": "player",
    "game": "game",
    "format": "format",
}
"""Header words every game's files may use, and the field each fills."""
TITLE_KEYS: dict[str, str] = {"title": "name", "deck title": "name"}
"""A deck's title, as a blog's header line (``Title: X``) or a deck site's YAML (``title: X``) writes its name."""

NOTE_KEYS = frozenset(
    {"notes", "note", "author", "description", "comment", "comments", "event", "date", "placement", "tags", "url",
     "source", "archetype", "version", "created", "updated", "last updated", "modified", "published", "posted", "link",
     "id", "rating", "views", "likes", "status", "price", "cost", "budget", "region"}
)  # fmt: skip
"""Keys about the deck that deckcheck reads nothing from, in both readers: a top-level YAML key (``notes: ...``,
``author: ...``) is no error, and a text list's ``Key: value`` line of one (``Tags: X``, ``Price: $45.00``) is no card
(:attr:`~deckcheck.readers.words.TextPatterns.ignored_meta`); any other unknown YAML key is an error (``sidebaord``:
did you mean ``sideboard``?). No card of the real tables (Buddyfight, Yu-Gi-Oh!, Vanguard) starts with one of them and
a colon."""

COUNT_TAG = rf"(?:\(\s*(?:[xX×] ?)?\d+(?:\s*(?:{COUNT_WORD}))?\s*\)|\[\s*(?:[xX×] ?)?\d+(?:\s*(?:{COUNT_WORD}))?\s*\])"
"""A heading's count in brackets: ``(40)``, ``(40 cards)``, ``(13 copies)``, ``(13 pcs)``, ``[40]``, ``[15 Cards]``,
``(x7)`` (matched without case)."""


# Never two runs of optional white space side by side ("\s*(?:\(50\))?\s*" backtracks quadratically on a long
# run of spaces that is not followed by what the pattern wants): the optional count carries its own spaces.


def alternation(words: list[str]) -> str:
    """A regex alternation of ``words``, longest first; a space may be left out ("maindeck")."""
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    return "|".join(r"\s?".join(re.escape(part) for part in word.split()) for word in ordered)


def plurals(word: str) -> list[str]:
    """``word`` and the plurals a list may write it in (``entry``: ``entrys``, ``entries``)."""
    return [word, word + "s", word[:-1] + "ies"] if word.endswith("y") else [word, word + "s"]


class DeckForm:
    """The words of a game's deck files, and the patterns built from them. The words are worked out when the form is
    made; each pattern is compiled the first time a reader asks for it (a text list of one game reads every game's
    words to tell which game it is, but only its own game's patterns)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.sections: dict[str, str] = {word: s.name for s in game.sections for word in (s.name, *s.headings)}
        """Heading word -> section name."""
        self.slots: dict[str, str] = {word: s.name for s in game.slots for word in (s.name, *s.headings)}
        """Header word -> slot name."""
        self.slot_headings: dict[str, str] = {plural: s.name for s in game.slots for plural in plurals(s.name)}
        """The words of :attr:`slot_heading` (``flags``, ``buddies``) -> slot name."""
        names = [s.name for s in game.slots]
        keys = [*names, *(k for s in game.sections for k in (s.name, *s.keys)), "name", "player", "game", "format"]
        self.yaml_keys: tuple[str, ...] = tuple(dict.fromkeys(keys))

    @cached_property
    def csv_keys(self) -> frozenset[str]:
        """The first cells of a CSV export's keyed rows (``Flag,Dragon World``, ``Player,Sam``): the header words."""
        return frozenset([*self.sections, *self.slots, *META_KEYS, *TITLE_KEYS])

    @cached_property
    def header(self) -> re.Pattern[str]:
        """``Key: value`` or ``Key (50):`` lines: a section, a slot or a meta header."""
        words = alternation([*self.sections, *self.slots, *META_KEYS])
        return re.compile(rf"(?P<key>{words})\s*(?:{COUNT_TAG}\s*)?(?P<colon>:)?\s*(?P<value>.*)", re.IGNORECASE)

    @cached_property
    def slot_heading(self) -> re.Pattern[str]:
        """``Flag (1)`` or ``Buddy:`` alone on a line: the card line under it fills the slot."""
        words = alternation(list(self.slot_headings)) or "(?!)"
        return re.compile(rf"(?P<key>{words})\s*(?:{COUNT_TAG}\s*)?:?", re.IGNORECASE)

    def slot_heading_match(self, text: str) -> re.Match[str] | None:
        """``slot_heading.fullmatch(text)``; a line with a colon before its last character (``Flag: X``) is none
        without compiling it: only the pattern's last ``:?`` matches a colon (no slot word holds one)."""
        colon = text.find(":")
        if -1 < colon < len(text) - 1 and self._colonless:
            return None
        return self.slot_heading.fullmatch(text)

    def heading_slot(self, written: str) -> str | None:
        """The slot a :attr:`slot_heading`'s key names, however its words are spaced (``First Vanguard``,
        ``FirstVanguard``, a tab between them: :func:`alternation` lets the space go or be any white space);
        ``None`` for a key that matched without case in other letters than the word's (``BUDDİES``: ``İ`` matches
        ``i`` without case), which is then no slot heading."""
        return self.slot_headings.get(self.key(written))

    @cached_property
    def _colonless(self) -> bool:
        return not any(":" in word for word in self.slot_headings)

    @cached_property
    def label(self) -> re.Pattern[str] | None:
        """Card-type headings between groups (``Monsters (22)``): labels, no card."""
        if not self.game.labels:
            return None
        labels = alternation([plural for word in self.game.labels for plural in plurals(word)])
        return re.compile(rf"(?:{labels})\s*(?:{COUNT_TAG}\s*)?(?::\s*(?:\d+\s*(?:{COUNT_WORD})?)?)?", re.IGNORECASE)

    @cached_property
    def missing_colon(self) -> re.Pattern[str]:
        """``Flag Dragon World``: a key and its value with no colon between."""
        game = self.game
        words = [s.name for s in game.slots] + [s.name for s in game.sections] + ["name", "player", "game", "format"]
        return re.compile(rf"(?P<key>{alternation(words)})\s+(?P<value>\S.*)", re.IGNORECASE)

    def key(self, written: str) -> str:
        """A header's key as the tables hold it: lower case, one space between words."""
        key = " ".join(written.lower().split())
        return self._keys.get(key.replace(" ", ""), key)

    @cached_property
    def _keys(self) -> dict[str, str]:
        """Each word of the sections', the slots', the meta tables and the slot headings, its spaces left out -> the
        word (the first word so written, in that order)."""
        keys: dict[str, str] = {}
        for table in (self.sections, self.slots, META_KEYS, self.slot_headings):
            for word in table:
                keys.setdefault(word.replace(" ", ""), word)
        return keys


def deck_form(game: Game) -> DeckForm:
    """The words of ``game``'s deck files (built on first use, kept on the game)."""
    return game.built("deck-form", DeckForm)
