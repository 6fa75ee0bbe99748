"""A game's words for the parts of a deck file: section headings, slot headers, labels, YAML keys.

The text and YAML readers are one grammar for every game; a :class:`DeckForm`
fills in the words (Buddyfight: ``Flag:``, ``Buddy:``, ``Sideboard:``;
Yu-Gi-Oh!: ``Main Deck:``, ``Extra Deck:``, ``Side Deck:``). Built once per game, on the game
(:meth:`deckcheck.games.base.Game.built`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from deckcheck.games.base import Game

META_KEYS: dict[str, str] = {
    "name": "name",
    "deck name": "name",
    "player": "player",
    "game": "game",
    "format": "format",
}
"""Header words every game's files may use, and the field each fills."""

COUNT_TAG = r"(?:\(\s*\d+(?:\s*cards?)?\s*\)|\[\s*\d+(?:\s*cards?)?\s*\])"
"""A heading's count in brackets: ``(40)``, ``(40 cards)``, ``[40]``, ``[15 Cards]`` (matched without case)."""


# Never two runs of optional white space side by side ("\s*(?:\(50\))?\s*" backtracks quadratically on a long
# run of spaces that is not followed by what the pattern wants): the optional count carries its own spaces.


def alternation(words: list[str]) -> str:
    """A regex alternation of ``words``, longest first; a space may be left out ("maindeck")."""
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    return "|".join(r"\s?".join(re.escape(part) for part in word.split()) for word in ordered)


def plurals(word: str) -> list[str]:
    """``word`` and the plurals a list may write it in (``entry``: ``entrys``, ``entries``)."""
    return [word, word + "s", word[:-1] + "ies"] if word.endswith("y") else [word, word + "s"]


@dataclass(frozen=True)
class DeckForm:
    game: Game
    sections: dict[str, str]
    """Heading word -> section name."""
    slots: dict[str, str]
    """Header word -> slot name."""
    header: re.Pattern[str]
    """``Key: value`` or ``Key (50):`` lines: a section, a slot or a meta header."""
    slot_heading: re.Pattern[str]
    """``Flag (1)`` or ``Buddy:`` alone on a line: the card line under it fills the slot."""
    slot_headings: dict[str, str]
    """The words of :attr:`slot_heading` (``flags``, ``buddies``) -> slot name."""
    label: re.Pattern[str] | None
    """Card-type headings between groups (``Monsters (22)``): labels, no card."""
    missing_colon: re.Pattern[str]
    yaml_keys: tuple[str, ...]

    def key(self, written: str) -> str:
        """A header's key as the tables hold it: lower case, one space between words."""
        key = " ".join(written.lower().split())
        for table in (self.sections, self.slots, META_KEYS):
            for word in table:
                if key.replace(" ", "") == word.replace(" ", ""):
                    return word
        return key


def deck_form(game: Game) -> DeckForm:
    """The words of ``game``'s deck files (built on first use, kept on the game)."""
    return game.built("deck-form", _build)


def _build(game: Game) -> DeckForm:
    sections = {word: s.name for s in game.sections for word in (s.name, *s.headings)}
    slots = {word: s.name for s in game.slots for word in (s.name, *s.headings)}
    words = [*sections, *slots, *META_KEYS]
    header = re.compile(
        rf"(?P<key>{alternation(words)})\s*(?:{COUNT_TAG}\s*)?(?P<colon>:)?\s*(?P<value>.*)", re.IGNORECASE
    )
    slot_headings = {plural: s.name for s in game.slots for plural in plurals(s.name)}
    slot_heading = re.compile(
        rf"(?P<key>{alternation(list(slot_headings)) or '(?!)'})\s*(?:{COUNT_TAG}\s*)?:?", re.IGNORECASE
    )
    label = None
    if game.labels:
        labels = [plural for word in game.labels for plural in plurals(word)]
        label = re.compile(
            rf"(?:{alternation(labels)})\s*(?:{COUNT_TAG}\s*)?(?::\s*(?:\d+\s*(?:cards?)?)?)?", re.IGNORECASE
        )
    colon_words = [s.name for s in game.slots] + [s.name for s in game.sections] + ["name", "player", "game", "format"]
    missing_colon = re.compile(rf"(?P<key>{alternation(colon_words)})\s+(?P<value>\S.*)", re.IGNORECASE)
    keys = tuple(
        dict.fromkeys(
            [
                *(s.name for s in game.slots),
                *(k for s in game.sections for k in (s.name, *s.keys)),
                "name",
                "player",
                "game",
                "format",
            ]
        )
    )
    return DeckForm(game, sections, slots, header, slot_heading, slot_headings, label, missing_colon, keys)
