"""Which game a text list is of, by its own heading words: words only one game has (Yu-Gi-Oh!'s
``Extra Deck (15)`` or ``Traps (6)``, Buddyfight's ``Flag: X`` or ``Items``)."""

from __future__ import annotations

import re

from deckcheck.games import Game
from deckcheck.readers.form import COUNT_TAG, _alternation, _plurals, deck_form
from deckcheck.readers.markup import blank, strip_comment


def _spelled(game: Game) -> tuple[list[str], list[str]]:
    """A game's heading words (sections, card-type labels, slots) and its slot words, with plurals."""
    form = deck_form(game)
    slots = [plural for word in form.slots for plural in _plurals(word)]
    return [plural for word in [*form.sections, *game.labels] for plural in _plurals(word)] + slots, slots


def _squashed(word: str) -> str:
    return word.replace(" ", "")


_HEADING_COUNT = rf"(?:{COUNT_TAG}|\d+(?:\s*cards?)?)"


def _own_heading(game: Game, games: tuple[Game, ...]) -> re.Pattern[str] | None:
    """The heading lines that only ``game``'s words start among ``games`` (``Extra Deck (15)``, ``Traps:``,
    ``Flag: X``); ``None``: it has no word of its own."""
    words, slots = _spelled(game)
    others = {_squashed(w) for other in games if other.name != game.name for w in _spelled(other)[0]}
    own = [word for word in words if _squashed(word) not in others]
    own_slots = [word for word in own if word in slots]
    if not own:
        return None
    heading = rf"(?:{_alternation(own)})\s*(?:{COUNT_TAG}\s*)?(?:[:\-–—]\s*(?:{_HEADING_COUNT}\s*)?)?"
    header = rf"|(?:{_alternation(own_slots)})\s*[:\-–—]\s*\S.*" if own_slots else ""
    return re.compile(heading + header, re.IGNORECASE)


def _own_headings(games: tuple[Game, ...]) -> list[tuple[Game, re.Pattern[str]]]:
    """Per game, :func:`_own_heading`, built once per game and set of games, on the game."""
    names = tuple(game.name for game in games)
    patterns = [(game, game.built(("own-headings", names), lambda g: _own_heading(g, games))) for game in games]
    return [(game, pattern) for game, pattern in patterns if pattern is not None]


def headed_games(text: str, games: tuple[Game, ...]) -> dict[str, tuple[int, int, str]]:
    """The games among ``games`` whose own heading words start a heading line of ``text`` (words no other of
    them has: Yu-Gi-Oh!'s ``Extra Deck (15)`` or ``Traps (6)``, Buddyfight's ``Flag: X`` or ``Items``), each
    with the line, column and text (bullets and bold left out) of the first such heading."""
    patterns = _own_headings(games)
    found: dict[str, tuple[int, int, str]] = {}
    if not patterns:
        return found
    for number, raw in enumerate(text.split("\n"), start=1):
        if len(raw) > 200 or not raw.strip():  # a heading is short; a long line is never a heading
            continue
        line = blank(strip_comment(raw))[0]
        stripped = line.strip()
        for game, pattern in patterns:
            if game.name not in found and pattern.fullmatch(stripped):
                found[game.name] = (number, len(line) - len(line.lstrip()) + 1, " ".join(stripped.split()))
        if len(found) == len(patterns):
            break
    return found
