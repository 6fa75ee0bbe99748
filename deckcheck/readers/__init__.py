"""Deck readers: bytes in, a :class:`~deckcheck.deck.Deck` and located parse problems out.

A deck's game is chosen, in order, by ``--game`` (``forced``); by the file (a
YAML ``game:`` key, a text ``Game:`` line, a suffix one game owns such as
``.ydk``, content one game recognises such as ``ydke://``, or, for a text list,
its headings, when only one game's own heading words head its lines:
``Extra Deck (15)`` is Yu-Gi-Oh!'s, ``Flag: X`` Buddyfight's, and a note says
so; for a YAML deck, its top-level keys, when only one game has them: ``flag:``); by ``fallback``
(the pool's or the configured game); and else by its card names
(:mod:`deckcheck.readers.by_names`): read as the fallback game, then as the game whose pool knows the first names
when another game's does (the run's judge, ``by_names``, decides and says so in a note;
:mod:`deckcheck.run.game_by_names`). The game's words then read it.

A text list is read line by line by the first of the text reader's readings that takes the line, in this order
(the why of each is :mod:`deckcheck.readers.text_reader`'s table, and ``docs/architecture.md``'s):

====  ================  =====================================
 0    blank             ends a group of cards
 1    markdown heading  ``## Flag: X``
 2    comment           ``# note``, ``// note``
 3    table row         ``Name<TAB>4``, ``| 4 | Name |``
 4    slot heading      ``Flag (1)``, ``Buddy:``
 5    pair heading      ``Flag & Buddy: X / Y``
 6    section heading   ``Side Deck -``, ``[Extra Deck]``
 7    header            ``Flag: X``, ``Name: X``
 8    metadata          ``Player: X``
 9    heading           ``Monsters (10)``, ``Size 3``
10    count line        ``Total: 50``
11    title             the first line, ``Deck - Variant``
12    prose             ``Tech:``, ``Thanks for reading!``
13    card              ``4 Dragon Breath``, ``Name``
====  ================  =====================================

The text, YAML and ``.ydk`` readers keep the comments they meet on the deck (:attr:`~deckcheck.deck.Deck.comments`):
the suppression step reads its directives from them, and scans the text only for a deck whose reader keeps none.

A line that reads two ways carries its alternatives (:class:`~deckcheck.deck.Reading`); counted headings are
reconciled once the read is done (:mod:`deckcheck.readers.reconcile`). The reading ends with the resolver, the one
step with the pool (:mod:`deckcheck.readers.resolve`, through :func:`deckcheck.readers.pool_step.finish_with_pool`),
before the engine.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import TYPE_CHECKING, Literal

from deckcheck.deck import Deck
from deckcheck.findings import Problem, quote
from deckcheck.games import DEFAULT_GAME, Game, all_games, find_game, get_game
from deckcheck.games.base import Reader
from deckcheck.readers.by_names import GameByNames, judged
from deckcheck.readers.data_lines import data_line_numbers, is_data_line, shown_value
from deckcheck.readers.source import Decoded, decode

if TYPE_CHECKING:
    from cardpool.yamlnodes import YNode
    from deckcheck.readers.yaml_compose import Composed

YAML_SUFFIXES = (".yaml", ".yml")
TEXT_SUFFIXES = (".txt", ".dek", ".deck")
DECK_SUFFIXES = YAML_SUFFIXES + TEXT_SUFFIXES


def deck_suffixes() -> tuple[str, ...]:
    """Every suffix a directory walk picks up: the common ones and those the games own (``.ydk``)."""
    owned = [suffix for game in all_games() for suffix in game.suffixes]
    return tuple(dict.fromkeys([*DECK_SUFFIXES, *owned]))


def suffix_of(path: str) -> str:
    """``PurePath(path).suffix``, lower case; a plain last name (most paths) is read without making a path object."""
    name = path.rpartition("/")[2]
    if not name or name == "." or "\\" in name or ":" in name:  # a folder's, a drive's or a Windows name: the path's
        return PurePath(path).suffix.lower()
    dot = name.rfind(".")
    return name[dot:].lower() if 0 < dot < len(name) - 1 else ""


def _owner(suffix: str) -> Game | None:
    if not suffix or suffix in DECK_SUFFIXES:
        return None
    return next((game for game in all_games() if suffix in game.suffixes), None)


def _sniffed(text: str) -> tuple[Game, Reader] | None:
    for game in all_games():
        reader = game.sniff(text) if game.sniff else None
        if reader is not None:
            return game, reader
    return None


def _choose(forced: Game | None, named: tuple[str, int] | None, fallback: str) -> Game | str:
    """The deck's game, or the name it gives when no game answers to it."""
    if forced is not None:
        return forced
    if named is not None:
        return find_game(named[0]) or named[0]
    return get_game(fallback)


def _unknown_game(path: str, name: str, line: int, syntax: Literal["yaml", "text"]) -> tuple[Deck, list[Problem]]:
    """A deck that names a game deckcheck does not know: its rules cannot run (the engine says why). A name that
    holds a key or token (:func:`~deckcheck.readers.data_lines.shown_value`) is not kept: no output quotes it."""
    shown = shown_value(name) or "(a key or token: not quoted)"
    return Deck(path=path, game=shown, game_line=line, syntax=syntax), []


def read_deck(
    path: str,
    data: bytes | Decoded,
    *,
    forced: Game | None = None,
    fallback: str | None = None,
    by_names: GameByNames | None = None,
) -> tuple[Deck, list[Problem]]:
    """Decode and read one deck file, choosing the game and the reader (see the module docstring).

    ``data`` is the file's bytes, or its text decoded already (:func:`deckcheck.readers.source.decode`): a caller
    that needs the text too (the suppression scan) decodes once and hands the same text to both. ``fallback`` is
    the game the pool or the configuration gives; ``None`` when neither gives one. ``by_names`` judges the game
    of a file that names none, when neither gives one either (:mod:`deckcheck.readers.by_names`).

    A file that is not UTF-8 but is Windows-1252 is read; the deck says so (``encoding``).
    """
    decoded = data if isinstance(data, Decoded) else decode(data)
    deck, problems = _read(path, decoded, forced, fallback, by_names)
    if decoded.encoding != "utf-8" and deck.encoding != decoded.encoding:
        deck = deck.replace(encoding=decoded.encoding)
    return deck, problems


def _unread_game(path: str, given: str | None, by_names: GameByNames | None) -> Game:
    """The game of a file with no text to read, whose suffix names none: the one given, else the judge's with no
    names to go by (the one game whose pool is installed), else the default game."""
    fallback = get_game(given or DEFAULT_GAME)
    if given is not None or by_names is None:
        return fallback
    found = by_names(Deck(path=path, game=fallback.name), lambda game: (Deck(path=path, game=game.name), []))
    return found[0] if found is not None else fallback


def _read(
    path: str, decoded: Decoded, forced: Game | None, given: str | None, by_names: GameByNames | None
) -> tuple[Deck, list[Problem]]:
    if decoded.text is None or not decoded.text.strip():  # no text to read: the game its suffix says (.ydk)
        game = forced or _owner(suffix_of(path)) or _unread_game(path, given, by_names)
        if decoded.text is None:
            assert decoded.problem is not None
            return Deck(path=path, game=game.name, readable=False), [decoded.problem]
        empty = Problem("the file is empty: no cards", 1, 1)
        return Deck(path=path, game=game.name, line_count=1, readable=False), [empty]
    text = decoded.text
    deck, problems = _not_a_deck(text, *_read_text(path, text, forced, given, by_names))
    if deck.not_a_deck is not None and deck.readable:  # no count of unreadable lines said so already
        unread = deck.replace(entries=(), slots={}, readings=(), readable=False)
        return unread, [Problem(f"not a deck file: {deck.not_a_deck}")]
    return deck, problems


NOT_A_DECK_MIN = 2
"""A file with at least this many unreadable lines, more than half of its lines, is not a deck at all."""


def _not_a_deck(text: str, deck: Deck, problems: list[Problem], root: YNode | None) -> tuple[Deck, list[Problem]]:
    """A file of which no line reads as a card and most lines are unreadable (a ``.env``, a secrets YAML linked
    into the tree) is one finding that counts them, never one per line quoting each: its values never reach a
    public log. ``root``: a YAML deck's composed mapping; when it has a deck's section or slot key, only its data
    lines (``api_key: ...``) count, not the lines its reader could not read as cards (``- 46986414``, a list item
    without a count): such a file is a deck with bad lines."""
    if any(deck.slots.values()):
        return deck, problems  # a flag or a buddy read: a deck, with bad lines
    yaml = deck.syntax == "yaml"
    if yaml and root is None and _deck_keyed(root, text):
        return deck, problems  # YAML that could not be read, with a deck's key: a deck, and its YAML error
    if deck.entries and _card_line(text, deck.entries[0].line):
        return deck, problems  # the first card line is no data line: found without a pass over every line
    data = data_line_numbers(text)  # a key's base64 lines may have read as cards ("3BlbnNz...", "YOhL=")
    if deck.syntax not in ("text", "yaml"):  # a game's own form: the lines its cards were read from (a wrapped
        data -= {entry.line for entry in deck.entries}  # ydke:// URL's base64) are its cards, not data
    bad = data if yaml and root is not None and _deck_keyed(root, text) else {p.line for p in problems if p.line} | data
    if len(bad) < NOT_A_DECK_MIN or any(e.line not in data for e in deck.entries):
        return deck, problems  # a line read as a card: a deck, with bad lines
    lines = sum(1 for line in text.split("\n") if line.strip() and not line.lstrip().startswith(("#", "//")))
    if len(bad) * 2 <= lines:
        return deck, problems
    message = f"not a deck file: {len(bad):,} of {lines:,} lines unreadable (none of them is quoted)"
    return deck.replace(entries=(), slots={}, readings=(), readable=False), [Problem(message)]


def _deck_keyed(root: YNode | None, text: str) -> bool:
    """Whether a YAML file has a deck's slot or section key: its composed mapping (``root``), or where it could not be
    composed, a line of its ``text``."""
    from deckcheck.readers.yaml_kind import has_deck_key, has_deck_key_line  # loaded already: the file was YAML

    return has_deck_key(root, all_games()) if root is not None else has_deck_key_line(text, all_games())


def _card_line(text: str, number: int) -> bool:
    """Whether line ``number`` of ``text`` is surely no data line (:mod:`deckcheck.readers.data_lines`): not one
    itself, and the text has no PEM armour (whose lines are data whatever they hold)."""
    if "-----BEGIN" in text or "-----END" in text:
        return False
    start = -1
    for _ in range(number - 1):
        start = text.find("\n", start + 1)
        if start == -1:
            return False
    end = text.find("\n", start + 1)
    return not is_data_line(text[start + 1 : len(text) if end == -1 else end].strip())


def _read_text(
    path: str, text: str, forced: Game | None, given: str | None, by_names: GameByNames | None
) -> tuple[Deck, list[Problem], YNode | None]:
    """The deck and its problems, and a YAML deck's composed root (whose keys may make it a deck, whatever its
    lines hold: :func:`_not_a_deck`)."""
    fallback = given or DEFAULT_GAME
    by_names = by_names if forced is None and given is None else None  # the names judge only when nothing else does
    suffix = suffix_of(path)
    owner = _owner(suffix)
    if owner is not None:
        return (*owner.readers[suffix]()(path, text), None)
    if suffix not in YAML_SUFFIXES:
        sniffed = _sniffed(text)
        if sniffed is not None:
            return (*sniffed[1](path, text), None)
    composed = _composed(text) if suffix not in TEXT_SUFFIXES else None
    if composed is not None:
        from deckcheck.readers.yaml_kind import game_named, keyed_game, looks_like_deck, not_a_deck
        from deckcheck.readers.yaml_reader import read_yaml

        named = game_named(composed[0])
        keyed = keyed_game(composed[0], all_games()) if forced is None and named is None else None
        chosen = _choose(forced, named, keyed[0].name if keyed is not None else fallback)
        if isinstance(chosen, str):
            assert named is not None
            return (*_unknown_game(path, chosen, named[1], "yaml"), None)
        if suffix in YAML_SUFFIXES or looks_like_deck(composed[0], chosen):
            deck, problems = read_yaml(path, text, chosen, composed)
            if keyed is not None and chosen.name != fallback:
                deck = _keyed(deck, keyed)
            elif by_names is not None and named is None and keyed is None:
                deck, problems = judged(deck, problems, by_names, lambda game: read_yaml(path, text, game, composed))
            reason = not_a_deck(composed[0], all_games())
            if reason is not None:
                return deck.replace(not_a_deck=reason), problems, None
            return deck, problems, composed[0]
    from deckcheck.readers.text_reader import read_text

    if forced is not None:
        return (*read_text(path, text, forced), None)
    return (*_read_text_list(path, text, get_game(fallback), by_names), None)


def _keyed(deck: Deck, keyed: tuple[Game, str, int]) -> Deck:
    """A YAML deck read as the game of its keys, not the pool's or the configured game: a note on the key says so,
    and that line names the game (a pool of another game is a wrong pool there), as a text list's headings do."""
    game, key, line = keyed
    message = f"read as {game.title}: {quote(key)} is a key only {game.title} decks have"
    note = Problem(f"{message}; write 'game: {game.name}' to say so", line, 1)
    return deck.replace(notes=(note, *deck.notes), game_line=deck.game_line or line)


def _composed(text: str) -> Composed:
    """The text composed as a YAML deck (:func:`~deckcheck.readers.yaml_compose.compose_deck`), or ``None``. The YAML
    reader's modules load only for a file that may be YAML, the text reader's only for a text list: each form's
    reader is imported by the first deck of that form."""
    from deckcheck.readers.yaml_compose import compose_deck

    return compose_deck(text)


def _read_text_list(path: str, text: str, fallback: Game, by_names: GameByNames | None) -> tuple[Deck, list[Problem]]:
    """A text list no option names the game of: read in one pass as ``fallback``, watching for its ``Game:`` line and
    the headings only one game has (:class:`~deckcheck.readers.headings.GameWatch`); where they show another game,
    the read starts again as that game. The file's own words decide before the pool's or the configuration's game:
    where headings change the game, a note on the first such heading says so, and that line names the game (a pool
    of another game is a wrong pool there). A list that shows no game is judged by its names (``by_names``)."""
    from deckcheck.readers.headings import GameWatch, ReadAgain
    from deckcheck.readers.text_reader import read_text

    watch = GameWatch(all_games(), fallback)
    game: Game | str = fallback
    while True:  # each new read knows more: at most one Game: line, and each game's first heading, change the game
        if isinstance(game, str):
            assert watch.named is not None
            return _unknown_game(path, game, watch.named[1], "text")
        try:
            deck, problems = read_text(path, text, game, watch)
            break
        except ReadAgain:
            game = watch.shown()
    if watch.named is None and len(watch.found) == 1 and game.name != fallback.name:
        line, column, heading = watch.found[game.name]
        message = f"read as {game.title}: {quote(heading)} is a heading only {game.title} decks have"
        note = Problem(f"{message}; write 'Game: {game.name}' to say so", line, column)
        deck = deck.replace(notes=(note, *deck.notes), game_line=deck.game_line or line)
    if watch.named is not None or len(watch.found) == 1:  # a Game: line or one game's own headings named it
        return deck, problems
    return judged(deck, problems, by_names, lambda other: read_text(path, text, other))


__all__ = ["DECK_SUFFIXES", "deck_suffixes", "read_deck"]
