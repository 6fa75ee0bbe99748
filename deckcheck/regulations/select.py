"""Choosing a regulation: from files and folders, the one in force on a date for a game, or one by name."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from cardpool.visible import quote
from deckcheck.deck import format_key, listed_format
from deckcheck.games import all_games, find_game
from deckcheck.games.base import RegulationFormat
from deckcheck.regulations.load import (
    REGULATION_SUFFIXES,
    Located,
    ReadBytes,
    RegulationError,
    parse_with_nodes,
    read_text,
    regulation_files,
)


def game_formats() -> tuple[RegulationFormat, ...]:
    """The regulation file formats the games own (Yu-Gi-Oh!'s lflist.conf), besides the YAML regulations."""
    return tuple(fmt for game in all_games() for fmt in game.regulation_formats)


def regulation_suffixes() -> tuple[str, ...]:
    """The suffixes of regulation files: the YAML ones and those of every game's own formats."""
    return tuple(dict.fromkeys(REGULATION_SUFFIXES + tuple(s for fmt in game_formats() for s in fmt.suffixes)))


def is_path(value: str) -> bool:
    """Whether a ``regulation`` value names a file or folder (a separator, or a regulation file's suffix), not a
    list by its name (``2020.4 TCG``)."""
    return any(sep in value for sep in "/\\") or Path(value).suffix.lower() in regulation_suffixes()


def from_config(values: tuple[str, ...], root: Path) -> tuple[tuple[str, ...], frozenset[str]]:
    """A config file's ``regulation`` values as the run reads them, and which of them are list names: a relative
    path is taken from ``root`` (the config file's directory), whether or not the file is there; a value that is
    no path and names nothing there (``2020.4 TCG``) is a list's name, never looked for in the current directory,
    where a player's submitted file or folder of that name could stand in for the organiser's list."""
    sources: list[str] = []
    names: set[str] = set()
    for value in values:
        path = Path(value)
        if path.is_absolute():
            sources.append(value)
            continue
        joined = root / path
        try:
            there = joined.exists()
        except OSError:  # a name the file system refuses (too long): reading it says so
            there = True
        if there or is_path(value):
            sources.append(str(joined))
        else:
            sources.append(value)
            names.add(value)
    return tuple(sources), frozenset(names)


def _by_suffix(path: str) -> RegulationFormat | None:
    """The game's format a file's suffix says it is in, if any."""
    suffix = Path(path).suffix.lower()
    return next((fmt for fmt in game_formats() if suffix in fmt.suffixes), None)


def _by_content(text: str) -> RegulationFormat | None:
    """The game's format a file's text is in; ``None`` for a YAML regulation."""
    return next((fmt for fmt in game_formats() if fmt.sniff(text)), None)


def load_source(path: str, read: ReadBytes) -> list[Located]:
    """Every regulation in one file (a YAML regulation, or every list of a file in a game's own format).

    A file of a game format's suffix is first asked of that format's own cache, which may answer without reading
    the file. The game may be written as any of its names (``ygo``, ``Yu-Gi-Oh!``); it is kept as the game's own
    name. A game deckcheck does not know is an error at its line.
    """
    own = _by_suffix(path)
    text = cache(lambda: read_text(path, read))  # read when first asked, once

    if own is not None and own.cached is not None:
        found = own.cached(path, text)
        if found is not None:
            return _some(own, path, found)
    own = own or _by_content(text())
    if own is not None:
        return _some(own, path, own.parse(path, text()))
    from deckcheck.regulations.cache import cached_regulation

    return [_known_game(cached_regulation(path, text(), parse_with_nodes))]


def _some(own: RegulationFormat, path: str, items: Sequence[object]) -> list[Located]:
    """The regulations a game's format read from a file; a file of that format holding none (empty, comments only,
    a download cut short) is an error: checking against it would pass every deck as construction only."""
    if not items:
        raise RegulationError(path, f"holds no list: nothing in it reads as one ({own.name})")
    return [_located(own, item) for item in items]


def _located(own: RegulationFormat, item: object) -> Located:
    """One regulation a game's format read: a :class:`Located`, or the game package has a bug."""
    if not isinstance(item, Located):
        raise TypeError(f"the {own.name} regulation format read a {type(item).__name__}, not a regulation (Located)")
    return item


def _known_game(located: Located) -> Located:
    game = find_game(located.regulation.game)
    if game is None:
        line, column = located.where("game")
        known = ", ".join(g.name for g in all_games())
        raise RegulationError(
            located.path, f"unknown game {quote(located.regulation.game)}; known games: {known}", line, column
        )
    if game.name != located.regulation.game:
        located.regulation = located.regulation.replace(game=game.name)
    return located


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


class Regulations:
    """Every regulation read from the ``--regulation`` paths, and the names asked for."""

    def __init__(self, lists: list[Located] | None = None, names: list[str] | None = None) -> None:
        self.lists: list[Located] = lists if lists is not None else []
        self.names: list[str] = names if names is not None else []
        """``--regulation NAME`` values: lists picked by name, whatever the date."""
        self.files: list[str] = []
        """The regulation files read, those that hold no list too (a run's notes name them)."""

    @classmethod
    def load(cls, values: list[str], read: ReadBytes, names: frozenset[str] = frozenset()) -> Regulations:
        """``values`` are paths (files or folders) or list names; a value that is no path is a name, and so is each
        of ``names`` whatever the file system holds (a config's, :func:`from_config`). ``read`` reads a file's
        bytes (the run's safe read)."""
        result = cls()
        for value in values:
            if value in names:
                result.names.append(value)
                continue
            path = Path(value)
            try:
                folder = path.is_dir()
                files = regulation_files(path, regulation_suffixes()) if folder else []
                there = folder or path.exists()
            except OSError as exc:  # a folder that may not be listed, a loop of links
                raise RegulationError(value, f"cannot read it: {exc.strerror or exc}") from None
            if folder:
                if not files:
                    wanted = ", ".join(f"*{s}" for s in regulation_suffixes())
                    raise RegulationError(value, f"the folder holds no regulation files ({wanted})")
                for file in files:
                    result.files.append(str(file))
                    result.lists.extend(load_source(str(file), read))
            elif there:
                result.files.append(value)
                result.lists.extend(load_source(value, read))
            elif is_path(value):
                raise RegulationError(value, "no such file or directory")
            else:
                result.names.append(value)
        if result.names and not result.lists:
            raise RegulationError(
                result.names[0], "no such file or folder; to pick a list by name, also give the file that holds it"
            )
        named: dict[tuple[str, str | None], str] = {}
        for name in result.names:
            located = result.by_name(name)  # an unknown name is an error now, not once per deck
            header = located.header
            other = named.setdefault((header.game, listed_format(located.header.format)), name)
            if other != name:  # two lists where one is used: say so, rather than use the first
                what = f"{header.game} ({header.format})" if header.format else header.game
                raise RegulationError(
                    name, f"two lists of {what} are named, {quote(other)} and {quote(name)}: name one"
                )
        return result

    def by_name(self, name: str) -> Located:
        found = [item for item in self.lists if _key(item.header.name) == _key(name)]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            where = ", ".join(sorted({item.path for item in found}))
            raise RegulationError(name, f"more than one regulation has this name ({where})")
        import difflib  # only for the suggestions of a name no list has

        names = sorted({item.header.name for item in self.lists})
        key = _key(name)
        started = [n for n in names if _key(n).startswith(key + " ")]  # "2024.9" of "2024.9 TCG": the name, then more
        close = started[:3] or difflib.get_close_matches(name, names, n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise RegulationError(name, f"no regulation of this name{hint}")

    def games(self) -> set[str]:
        return {item.header.game for item in self.lists}

    def pick(self, game: str, day: dt.date, fmt: str | None = None) -> Located | None:
        """The regulation for ``game`` in force on ``day``: one picked by name (of the deck's format, when names
        pick one list of each format), else the latest in force."""
        named = [chosen for chosen in map(self.by_name, self.names) if chosen.header.game == game]
        if len(named) > 1 and fmt is not None:
            named = [chosen for chosen in named if listed_format(chosen.header.format) in (None, fmt)] or named
        if named:
            return named[0]
        return choose(self.lists, game, day, fmt)


def of_format(lists: list[Located], game: str, fmt: str | None = None) -> tuple[list[Located], str | None]:
    """The lists of ``game`` that a deck of format ``fmt`` may be checked against (those of that format and those of
    none), and the format as compared; without ``fmt``, of the game's own :attr:`~deckcheck.games.base.Game.list_format`
    when some list has it, else all of the game's."""
    of_game = [item for item in lists if item.header.game == game]
    if fmt is not None:
        wanted = format_key(fmt)
    else:
        found = find_game(game)
        wanted = format_key(found.list_format) if found is not None and found.list_format else ""
        if all(listed_format(item.header.format) != wanted for item in of_game):
            wanted = ""
    if not wanted:
        return of_game, None
    return [item for item in of_game if listed_format(item.header.format) in (None, wanted)], wanted


def choose(lists: list[Located], game: str, day: dt.date, fmt: str | None = None) -> Located | None:
    """The list of ``game`` (and format) in force on ``day``: the latest to take effect on or before it,
    unless it has ended by then (a list is replaced by the next one, or ends on its ``ends`` date).
    Without ``fmt``, the game's own :attr:`~deckcheck.games.base.Game.list_format` applies when some list has it."""
    of_game, wanted = of_format(lists, game, fmt)
    dated = [(item.header.effective, item) for item in of_game if item.header.effective is not None]
    started = [item for effective, item in dated if effective <= day]
    if not started:
        return None
    latest = max(effective for effective, _ in dated if effective <= day)
    tied = [item for item in started if item.header.effective == latest]
    if len({item.header.name for item in tied}) > 1:
        # Lists of different formats taking effect together: the deck's format (none: a list for no
        # format in particular) picks one. Two lists for the same format on one day stay ambiguous.
        tied = [item for item in tied if listed_format(item.header.format) == wanted] or tied
    if len({item.header.name for item in tied}) > 1:
        names = ", ".join(sorted(repr(item.header.name) for item in tied))
        formats = sorted({item.header.format or "(any)" for item in tied})
        hint = f" (formats {', '.join(formats)}: give the deck's format with --format)" if len(formats) > 1 else ""
        raise RegulationError(
            tied[0].path,
            f"{names} all take effect on {latest.isoformat()}{hint}; pick one with --regulation NAME",
        )
    chosen = tied[0]
    # A list is in force until its 'ends' date, or until a later one takes effect; never again after that.
    return chosen if chosen.header.in_force(day) else None
