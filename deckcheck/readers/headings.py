"""Which game a text list is of, by its own heading words: words only one game has (Yu-Gi-Oh!'s
``Extra Deck (15)`` or ``Traps (6)``, Buddyfight's ``Flag: X`` or ``Items``)."""

from __future__ import annotations

import re

from deckcheck.games import Game, find_game, get_game
from deckcheck.readers.form import COUNT_TAG, alternation, deck_form, plurals
from deckcheck.readers.markup import blank, strip_comment
from deckcheck.readers.plain_entry import COUNT_FIRST
from deckcheck.readers.tails import COUNT_WORD


def _spelled(game: Game) -> tuple[list[str], list[str]]:
    """A game's heading words (sections, card-type labels, the headings that start a section, slots) and its slot
    words, with plurals."""
    form = deck_form(game)
    slots = [plural for word in form.slots for plural in plurals(word)]
    starts = [word for word, _ in game.text.section_starts]
    return [plural for word in [*form.sections, *game.labels, *starts] for plural in plurals(word)] + slots, slots


def _squashed(word: str) -> str:
    return word.replace(" ", "")


_HEADING_COUNT = rf"(?:{COUNT_TAG}|(?:[xX×] ?)?\d+(?:\s*(?:{COUNT_WORD}))?)"


class OwnHeading:
    """One game's own heading lines (:func:`_own_heading`): a small pattern of how they can start, asked first, then
    its two parts, each compiled the first time a line starts so: the slot header (``Flag: X``, the common line, a
    small pattern) and the headings (``Extra Deck (15)``, ``Traps:``; every own word). Most lines of a list start as
    no other game's heading can (``Flag: X`` starts no Yu-Gi-Oh! word), so a run compiles only the patterns its lines
    need; :attr:`source` is the whole pattern (the headings or the header), which the two parts answer as."""

    __slots__ = ("starts", "heading", "header", "_compiled")

    def __init__(self, heading: str, header: str | None, starts: list[str]) -> None:
        self.starts = re.compile("|".join(re.escape(start) for start in sorted(set(starts))), re.IGNORECASE)
        """The first two characters of each word (its first word's, when that is shorter): matched as the whole
        pattern matches them, without case (so a line the whole pattern takes always starts so)."""
        self.heading = heading
        self.header = header
        self._compiled: dict[str, re.Pattern[str]] = {}

    @property
    def source(self) -> str:
        return self.heading if self.header is None else f"{self.heading}|{self.header}"

    def _part(self, source: str) -> re.Pattern[str]:
        found = self._compiled.get(source)
        if found is None:
            found = self._compiled[source] = re.compile(source, re.IGNORECASE)
        return found

    def fullmatch(self, heading: str) -> bool:
        """Whether ``heading`` is one of the game's own heading lines (the header part asked first: a whole line
        matches ``A|B`` when it matches ``A`` or ``B``)."""
        if self.starts.match(heading) is None:
            return False
        if self.header is not None and self._part(self.header).fullmatch(heading) is not None:
            return True
        return self._part(self.heading).fullmatch(heading) is not None


def _own_heading(game: Game, games: tuple[Game, ...]) -> OwnHeading | None:
    """The heading lines that only ``game``'s words start among ``games`` (``Extra Deck (15)``, ``Traps:``,
    ``Flag: X``); ``None``: it has no word of its own."""
    words, slots = _spelled(game)
    others = {_squashed(w) for other in games if other.name != game.name for w in _spelled(other)[0]}
    own = [word for word in words if _squashed(word) not in others]
    own_slots = [word for word in own if word in slots]
    if not own:
        return None
    heading = rf"(?:{alternation(own)})\s*(?:{COUNT_TAG}\s*)?(?:[:\-–—]\s*(?:{_HEADING_COUNT}\s*)?)?"
    header = rf"(?:{alternation(own_slots)})\s*[:\-–—]\s*\S.*" if own_slots else None
    return OwnHeading(heading, header, [word.split()[0][:2] for word in own])


def own_headings(games: tuple[Game, ...]) -> list[tuple[Game, OwnHeading]]:
    """Per game, :func:`_own_heading`, built once per game and set of games, on the game."""
    names = tuple([game.name for game in games])
    if not games:
        return []
    kept = games[0].built(("own-headings of", names), lambda _: (games, _own_headings(games, names)))
    return kept[1] if kept[0] is games else _own_headings(games, names)  # the registry's tuple: once per run


def _own_headings(games: tuple[Game, ...], names: tuple[str, ...]) -> list[tuple[Game, OwnHeading]]:
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


class GameWatch:
    """What the text reader watches for during its one pass, in a list whose game no option gives: its first ``Game:``
    line, and the heading lines that only one game's words start among ``games`` (words no other of them has:
    Yu-Gi-Oh!'s ``Extra Deck (15)`` or ``Traps (6)``, Buddyfight's ``Flag: X`` or ``Items``), each game's first such
    heading kept with its line, column and text (bullets and bold left out). The ``Game:`` line decides alone: headings
    before or after it no longer count. :meth:`shown` is the game the lines seen so far show; the read starts again as
    that game when it changes (:func:`deckcheck.readers.text_reader.read_text`)."""

    def __init__(self, games: tuple[Game, ...], fallback: Game) -> None:
        self.patterns = own_headings(games)
        self.fallback = fallback
        self.named: tuple[str, int] | None = None
        """The first ``Game:`` line's value and line."""
        self.found: dict[str, tuple[int, int, str]] = {}
        """Per game, its first own heading's line, column and text (none once a ``Game:`` line is seen)."""

    def shown(self) -> Game | str:
        """The game the list shows: its ``Game:`` line's (the name written, when no game answers to it), else the one
        game whose own headings it uses, else the fallback."""
        if self.named is not None:
            return find_game(self.named[0]) or self.named[0]
        if len(self.found) == 1:
            return get_game(next(iter(self.found)))
        return self.fallback

    def changes(self, raw: str, number: int, reading: Game) -> bool:
        """Watch line ``number`` (``raw``, a line the reader reads: no blank, comment or markdown heading line); True
        when the list now shows another game than ``reading``, the game it is being read as."""
        if self.named is not None:
            return False
        stripped = raw.strip()
        named = game_line(stripped)
        if named is not None:
            self.named, self.found = (named, number), {}
        elif len(self.found) == len(self.patterns) or len(raw) > 200 or COUNT_FIRST.match(stripped):
            return False  # a heading is short, and never a card line ("4 Dragon Breath"): only other lines are blanked
        elif not self._heading(raw, number):
            return False
        shown = self.shown()
        return isinstance(shown, str) or shown.name != reading.name

    def _heading(self, raw: str, number: int) -> bool:
        """Whether line ``number`` is the first own heading of a game (or games) not seen yet."""
        line = blank(strip_comment(raw))[0]
        heading = line.strip()
        new = False
        for game, pattern in self.patterns:
            if game.name not in self.found and pattern.fullmatch(heading):  # its start asked first
                self.found[game.name] = (number, len(line) - len(line.lstrip()) + 1, " ".join(heading.split()))
                new = True
        return new


class ReadAgain(Exception):
    """Raised by the text reader when its :class:`GameWatch` sees the list show another game: read it again as
    :meth:`GameWatch.shown`."""
