"""The regulations of one run: for each deck's game, the bound list in force on the day asked for."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING

from deckcheck.deck import format_key, listed_format
from deckcheck.regulations.errors import UnknownCards

if TYPE_CHECKING:  # the lists' models and binding load when a run has a regulation, not on every run
    from cardpool import CardPool
    from deckcheck.regulations.bind import Bound
    from deckcheck.regulations.load import Located, ReadBytes
    from deckcheck.regulations.select import Regulations

RegulationFor = Callable[[str, object, "str | None"], "Bound | None"]
"""(game, pool, the deck's format) -> the bound regulation in force for the deck, or ``None``."""
Found = tuple[
    frozenset[tuple[str, str | None]],
    dict[int, tuple[str, ...]],
    frozenset[tuple[str, str, str]],
    frozenset[tuple[str, str, str, str]],
]
"""What a :class:`Chooser`'s notes are made of (:meth:`Chooser.gathered`)."""
Gathered = dict[tuple[tuple[str, ...], dt.date, str | None], Found]
"""What a run's notes are made of, by chooser (:meth:`RunRegulations.gathered`)."""


class Chooser:
    """``chooser(game, pool)``: the bound regulation for a deck of ``game``, or ``None``; memoised.

    A list is bound once per pool (a typo in it is an error the first time it is needed);
    lflist.conf lists name passcodes a small pool may not hold, so they are bound leniently.
    """

    def __init__(
        self, regulations: Regulations, day: dt.date, list_format: str | None = None, deck_formats: bool = True
    ) -> None:
        self.regulations = regulations
        self.day = day
        self.list_format = list_format
        self.deck_formats = deck_formats
        """Whether a deck's own ``Format:`` line may pick its list (``check``); an event report checks every deck
        under one format, the run's (``--list-format``) or each game's own."""
        self.configured: set[str] = set()
        """The configs' ``format`` values of the files that use this chooser: a deck that names no format is given its
        config's, which is no deck's saying (the overruled note leaves it out)."""
        self.overruled: set[tuple[str, str, str]] = set()
        """(game, format said, format applied) of decks whose ``Format:`` line named other lists than the ones
        applied."""
        self.unmet: set[tuple[str, str, str, str]] = set()
        """(game, the run's format, the list applied, its format) where the list applied is of another format than
        the run asked for: a list named by ``--regulation``, or the only format the lists given hold."""
        self._bound: dict[tuple[int, int], Bound] = {}
        self.missing: set[tuple[str, str | None]] = set()
        """(game, format asked) of decks for which no list was in force (the run says so once each); the format as
        compared, ``None`` for the game's own lists."""
        self._formats: dict[str, frozenset[str]] = {}
        """:meth:`formats` of each game, worked out once (every deck asks)."""
        self._repeats: dict[int, tuple[str, ...]] = {}
        """The warnings of each bound list (by its place among the run's lists) about limits it repeats."""

    def __call__(self, game: str, pool: object, deck_format: str | None = None) -> Bound | None:
        """The list for a deck of ``game``: of the run's list format (``--format tcg``, ``report --list-format``)
        when the game's lists have it, whatever the deck says (an organiser's event is TCG even for a list that
        says ``Format: OCG``); else of the deck's format when they have that; else the game's default."""
        known = self.formats(game)
        asked = (self.list_format, deck_format) if self.deck_formats else (self.list_format,)
        wanted = (format_key(given) for given in asked if given is not None)
        fmt = next((given for given in wanted if given in known), None)
        located = self.regulations.pick(game, self.day, fmt)
        if located is None:
            self.missing.add((game, fmt))
            return None
        said = format_key(deck_format) if deck_format is not None else None
        applies = listed_format(located.header.format)
        if not self.deck_formats and said in known and said != applies and said not in self.configured:
            self.overruled.add((game, said, located.header.format or "default"))
        run_format = format_key(self.list_format) if self.list_format is not None else None
        if run_format is not None and applies is not None and applies != run_format and _knows(game, run_format, known):
            self.unmet.add((game, run_format, located.header.name, located.header.format or ""))
        return self._bind(located, pool)  # type: ignore[arg-type]

    def formats(self, game: str) -> frozenset[str]:
        """The formats the loaded lists of ``game`` define (``starter``), casefolded: formats a deck may name."""
        known = self._formats.get(game)
        if known is None:
            lists = self.regulations.lists
            known = frozenset(
                format_key(item.header.format) for item in lists if item.header.game == game and item.header.format
            )
            self._formats[game] = known
        return known

    def _bind(self, located: Located, pool: CardPool) -> Bound:
        key = (id(located), id(pool))
        bound = self._bound.get(key)
        if bound is None:
            from deckcheck.regulations.bind import bind, check_count_values
            from deckcheck.regulations.game import fits_for, words_for

            words = words_for(located.regulation.game)
            try:
                strict = not located.lenient
                fits = fits_for(located.regulation.game, pool) if strict else None
                bound = bind(located, pool.index, strict=strict, words=words, fits=fits)  # type: ignore[arg-type]
                if strict and not pool.info.bundled:  # (a starter pool holds a few cards: not every value)
                    check_count_values(located, pool.cards)
            except UnknownCards as exc:
                if pool.info.bundled:
                    exc = UnknownCards(
                        exc.path,
                        exc.message + f"; these were checked against the small bundled {located.regulation.game} "
                        "starter pool: import the full card list ('deckcheck pool import') and pass --pool",
                        exc.line,
                        exc.column,
                    )
                raise exc from None
            self._bound[key] = bound
            place = next(at for at, item in enumerate(self.regulations.lists) if item is located)
            self._repeats.setdefault(place, bound.repeats)
        return bound

    @property
    def found(self) -> int:
        """How much :meth:`notes` has to say (it only grows during a run): a ``--jobs`` worker sends what it found."""
        return len(self.missing) + len(self._repeats) + len(self.overruled) + len(self.unmet)

    def gathered(self) -> Found:
        """What :meth:`notes` says, as plain data: the games with no list in force, and each bound list's
        repeats."""
        return frozenset(self.missing), dict(self._repeats), frozenset(self.overruled), frozenset(self.unmet)

    def absorb(self, gathered: Found) -> None:
        """Add what another process found (its :meth:`gathered`) to what this one says."""
        missing, repeats, overruled, unmet = gathered
        self.missing |= missing
        self.overruled |= overruled
        self.unmet |= unmet
        for place, warnings in repeats.items():
            self._repeats.setdefault(place, warnings)

    def notes(self) -> list[str]:
        """The lists' repeated limits, and the games of the run's decks that its regulations hold no list of."""
        repeats = list(dict.fromkeys(w for _, warnings in sorted(self._repeats.items()) for w in warnings))
        overruled = [
            f"a {game} deck that says 'Format: {said}' was checked against the event's {applied} lists, not the "
            f"{said} ones: every deck of a report is checked under one format (--list-format {said} for those)"
            for game, said, applied in sorted(self.overruled)
        ]
        unmet = [
            f"{game} decks were checked against '{name}', a {listed} list, though the run's format is {asked}: "
            + (
                "a list named by --regulation applies to every deck of its game"
                if name in self.regulations.names
                else f"the regulations given hold no {asked} list of {game}"
            )
            for game, asked, name, listed in sorted(self.unmet)
        ]
        return (
            repeats
            + overruled
            + unmet
            + [
                f"no regulation for {_of(game, fmt, ' ({} decks)')} is in force on {self.day.isoformat()}"
                f"{self._where()}; those decks were checked by the game's construction rules only"
                for game, fmt in sorted(self.missing, key=_missing_order)
                if self._first(game, fmt) is None
            ]
        )

    def errors(self) -> list[str]:
        """The games (and formats) of the run's decks whose lists the regulations hold, none of them in force on the
        day (a day before the first of them, ``--as-of 2010-01-01``; ``--format ocg --as-of 2012-01-01`` before the
        first OCG list): the decks could not be checked against what was asked."""
        errors = []
        for game, fmt in sorted(self.missing, key=_missing_order):
            first = self._first(game, fmt)
            if first is not None:
                errors.append(
                    f"none of the {_of(game, fmt, ' {}')} lists{self._where()} is in force on {self.day.isoformat()} "
                    f"(the first takes effect on {first.isoformat()}): those decks were checked by the game's "
                    "construction rules only; give another --as-of or --regulation"
                )
        return errors

    def _first(self, game: str, fmt: str | None) -> dt.date | None:
        """The day the first of ``game``'s lists (of format ``fmt``, as :func:`~deckcheck.regulations.select.choose`
        reads it) takes effect, when that is after the run's day (else ``None``: a list that ended, or no list of the
        game, is a note)."""
        from deckcheck.regulations.select import of_format

        days = [item.header.effective for item in of_format(self.regulations.lists, game, fmt)[0]]
        first = min((day for day in days if day is not None), default=None)
        return first if first is not None and self.day < first else None

    def _where(self) -> str:
        read = {item.path for item in self.regulations.lists} | set(self.regulations.files)
        return f" in {', '.join(sorted(read))}" if read else ""


def _knows(game: str, fmt: str, listed: frozenset[str]) -> bool:
    """Whether ``fmt`` is a format of ``game``'s: one its lists define, or one the game names (Yu-Gi-Oh!'s ``ocg``);
    a run's ``--format "D Standard"`` says nothing of its Yu-Gi-Oh! decks' lists."""
    from deckcheck.games import find_game

    found = find_game(game)
    return fmt in listed or (found is not None and fmt in map(format_key, found.formats))


def _of(game: str, fmt: str | None, shape: str) -> str:
    """``game``, and the format asked where one was (``shape`` places it: ``yugioh ocg``, ``yugioh (ocg decks)``)."""
    return game + shape.format(fmt) if fmt else game


def _missing_order(missing: tuple[str, str | None]) -> tuple[str, str]:
    return missing[0], missing[1] or ""


def _a_name(value: str) -> bool:
    """Whether a ``--regulation`` value names a list (``2026.4 TCG``), no file or folder."""
    from pathlib import Path

    from deckcheck.regulations.select import is_path

    return not is_path(value) and not Path(value).exists()


def regulation_formats(regulation_for: RegulationFor | None, game: str) -> frozenset[str]:
    """The formats a run's regulations define for ``game``; none when they are not a :class:`Chooser`'s."""
    return regulation_for.formats(game) if isinstance(regulation_for, Chooser) else frozenset()


class RunRegulations:
    """The regulations of a ``check`` run, per file: the command line's, else the file's config's.

    ``--regulation`` values (paths or names) win over the config's ``regulation``; a relative path
    in a config file is taken from the config file's directory. ``--as-of`` or the config's
    ``as-of`` is the day; else today (UTC). Each set of sources is read once.
    """

    def __init__(
        self,
        read: ReadBytes,
        values: tuple[str, ...] = (),
        list_format: str | None = None,
        *,
        defaults: tuple[str, ...] = (),
        off: bool = False,
        deck_formats: bool = True,
    ) -> None:
        self.read = read
        self.deck_formats = deck_formats
        """Whether a deck's own ``Format:`` line may pick its lists (:attr:`Chooser.deck_formats`)."""
        self.values = values
        self.list_format = format_key(list_format) if list_format else None
        self.defaults = defaults
        """The default regulations recorded by ``deckcheck regulation use``: used when nothing else names one."""
        self.off = off
        """``--no-regulation``: construction rules only, whatever the config or the defaults say."""
        self.today = dt.datetime.now(dt.timezone.utc).date()
        """The day of a file without ``as-of``: one day for the whole run, however long it takes."""
        self._choosers: dict[tuple[tuple[str, ...], dt.date, str | None], Chooser] = {}
        self._sent = 0

    def for_settings(
        self, regulation: tuple[str, ...], as_of: dt.date | None, root: object, deck_format: str | None = None
    ) -> Chooser | None:
        """The chooser for a config's ``regulation`` (files, folders or list names; a path relative to ``root``)
        unless the command line gave ``--regulation``. ``deck_format``: the config's ``format``; where a deck's own
        line picks nothing (an event report) it is the event's list format, unless the run gave one."""
        from pathlib import Path

        if self.off:
            return None
        sources, names = self.values, frozenset[str]()
        if not sources and regulation:
            from deckcheck.regulations.select import from_config

            sources, names = from_config(regulation, root) if isinstance(root, Path) else (regulation, names)
        if sources and self.defaults and all(_a_name(value) for value in sources):
            sources = (*self.defaults, *sources)  # "--regulation 2026.4": a list of the recorded regulations
        sources = sources or self.defaults
        if not sources:
            return None
        day = as_of or self.today
        event = self.list_format or (format_key(deck_format) if deck_format and not self.deck_formats else None)
        key = (sources, day, event)
        chooser = self._choosers.get(key)
        if chooser is None:
            from deckcheck.regulations.select import Regulations

            loaded = Regulations.load(list(sources), self.read, names)
            chooser = self._choosers[key] = Chooser(loaded, day, event, self.deck_formats)
        if deck_format:
            chooser.configured.add(format_key(deck_format))
        return chooser

    def gathered(self) -> Gathered | None:
        """What the run's notes are made of, when this process has found more since it was last asked (else
        ``None``): a ``--jobs`` worker sends it back with the results of the file that found it."""
        found = sum(chooser.found for chooser in self._choosers.values())
        if found == self._sent:
            return None
        self._sent = found
        return {key: chooser.gathered() for key, chooser in self._choosers.items()}

    def absorb(self, gathered: Gathered) -> None:
        """Add what a worker found (its :meth:`gathered`). Every chooser of a run is made before its workers
        start, when the run asks each file's settings for one (:func:`deckcheck.run.execute.check_all`)."""
        for key, found in gathered.items():
            chooser = self._choosers.get(key)
            if chooser is not None:
                chooser.absorb(found)

    def notes(self) -> list[str]:
        """A game with no list in force, once each; a default regulation says nothing about the other games'."""
        notes: list[str] = []
        for (sources, _, _), chooser in self._choosers.items():
            if sources == self.defaults:
                games = chooser.regulations.games()
                chooser.missing = {missing for missing in chooser.missing if missing[0] in games}
            notes.extend(chooser.notes())
        return notes

    def errors(self) -> list[str]:
        """The games whose lists none was in force on the day (:meth:`Chooser.errors`), once each."""
        return list(dict.fromkeys(error for chooser in self._choosers.values() for error in chooser.errors()))
