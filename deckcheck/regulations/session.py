"""The regulations of one run: for each deck's game, the bound list in force on the day asked for."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from deckcheck.regulations.bind import Bound, bind
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.game import words_for
from deckcheck.regulations.load import Located
from deckcheck.regulations.select import Regulations

PoolFor = Callable[[str], object]


class Chooser:
    """``chooser(game, pool)``: the bound regulation for a deck of ``game``, or ``None``; memoised.

    A list is bound once per pool (a typo in it is an error the first time it is needed);
    lflist.conf lists name passcodes a small pool may not hold, so they are bound leniently.
    """

    def __init__(self, regulations: Regulations, day: dt.date, list_format: str | None = None) -> None:
        self.regulations = regulations
        self.day = day
        self.list_format = list_format
        self._bound: dict[tuple[int, int], Bound] = {}
        self.missing: set[str] = set()
        """Games of decks for which no list was in force (the run says so once per game)."""

    def __call__(self, game: str, pool: object) -> Bound | None:
        located = self.regulations.pick(game, self.day, self.list_format)
        if located is None:
            self.missing.add(game)
            return None
        return self._bind(located, pool)

    def _bind(self, located: Located, pool: object) -> Bound:
        key = (id(located), id(pool))
        bound = self._bound.get(key)
        if bound is None:
            words = words_for(located.regulation.game)
            try:
                bound = bind(located, pool.index, strict=not located.lenient, words=words)  # type: ignore[attr-defined]
            except RegulationError as exc:
                from deckcheck.settings import is_starter

                if "the card pool does not know" in exc.message and is_starter(pool):  # type: ignore[arg-type]
                    exc = RegulationError(
                        exc.path,
                        exc.message + f"; these were checked against the small bundled {located.regulation.game} "
                        "starter pool: import the full card list ('deckcheck pool import') and pass --pool",
                        exc.line,
                        exc.column,
                    )
                raise exc from None
            self._bound[key] = bound
        return bound

    def notes(self) -> list[str]:
        where = ", ".join(sorted({item.path for item in self.regulations.lists}))
        return [
            f"no regulation for {game} is in force on {self.day.isoformat()} in {where}; "
            "those decks were checked by the game's construction rules only"
            for game in sorted(self.missing)
        ]
