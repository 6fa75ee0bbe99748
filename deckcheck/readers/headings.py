"""Which game a text list is of, by its own heading words: words only one game has (Yu-Gi-Oh!'s
``Extra Deck (15)`` or ``Traps (6)``, Buddyfight's ``Flag: X`` or ``Items``)."""

from __future__ import annotations

import re

from deckcheck.games import Game
from deckcheck.readers.form import COUNT_TAG, alternation, deck_form, plurals
from deckcheck.readers.markup import blank, strip_comment
from deckcheck.readers.plain_entry import COUNT_FIRST


def _spelled(game: Game) -> tuple[list[str], list[str]]:
    """A game's heading words (sections, card-type labels, the headings that start a section, slots) and its slot
    words, with plurals."""
    form = deck_form(game)
    slots = [plural for word in form.slots for plural in plurals(word)]
    starts = [word for word, _ in game.text.section_starts]
    return [plural for word in [*form.sections, *game.labels, *starts] for plural in plurals(word)] + slots, slots


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
    heading = rf"(?:{alternation(own)})\s*(?:{COUNT_TAG}\s*)?(?:[:\-–—]\s*(?:{_HEADING_COUNT}\s*)?)?"
    header = rf"|(?:{alternation(own_slots)})\s*[:\-–—]\s*\S.*" if own_slots else ""
    return re.compile(heading + header, re.IGNORECASE)


def _own_headings(games: tuple[Game, ...]) -> list[tuple[Game, re.Pattern[str]]]:
    """Per game, :func:`_own_heading`, built once per game and set of games, on the game."""
    names = tuple(game.name for game in games)
    patterns = [(game, game.built(("own-headings", names), lambda g: _own_heading(g, games))) for game in games]
    return [(game, pattern) for game, pattern in patterns if pattern is not None]


def game_line(stripped: str) -> str | None:
    """The value of a ``Game:`` line (``stripped``: the line without its outer white space), its comment cut."""
    if stripped[:4].lower() != "game":
        return None
    key, colon, value = stripped.partition(":")
    if colon and key.strip().lower() == "game" and value.strip():
        return value.split("#", 1)[0].strip()
    return None


def first_pass(
    text: str, games: tuple[Game, ...], *, headings: bool = True
) -> tuple[tuple[str, int] | None, dict[str, tuple[int, int, str]]]:
    """One game-neutral pass over a text list's lines, before a game's words read it: the value and line of its
    ``Game:`` line, and (when ``headings`` and no line names the game) the games among ``games`` whose own heading
    words start a heading line (words no other of them has: Yu-Gi-Oh!'s ``Extra Deck (15)`` or ``Traps (6)``,
    Buddyfight's ``Flag: X`` or ``Items``), each with the line, column and text (bullets and bold left out) of the
    first such heading. It stops at the ``Game:`` line (the line names the game: headings no longer choose it)."""
    patterns = _own_headings(games) if headings else []
    found: dict[str, tuple[int, int, str]] = {}
    for number, raw in enumerate(text.split("\n"), start=1):
        stripped = raw.strip()
        if not stripped:
            continue
        named = game_line(stripped)
        if named is not None:
            return (named, number), {}
        if len(found) == len(patterns) or len(raw) > 200 or COUNT_FIRST.match(stripped):
            continue  # a heading is short, and never a card line ("4 Dragon Breath"): only other lines are blanked
        line = blank(strip_comment(raw))[0]
        heading = line.strip()
        for game, pattern in patterns:
            if game.name not in found and pattern.fullmatch(heading):
                found[game.name] = (number, len(line) - len(line.lstrip()) + 1, " ".join(heading.split()))
    return None, found
