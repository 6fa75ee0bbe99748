"""What the Yu-Gi-Oh! rules look at: each deck line's card, the section sizes, and the copy-limit groups.

Built once per deck by the engine; the rules only read it. A ``.ydk`` or
``ydke://`` line is a password and stands for the card that has it, so two
cards that share a name are told apart (and a card named "7" never answers a
password line "7"); a text or YAML line stands for the card of that name, or of
that password when it is one.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, NamedTuple, cast

from cardpool import CardPool, Match
from deckcheck.context import Context, once
from deckcheck.deck import Deck, Entry
from deckcheck.findings import Problem
from deckcheck.games.yugioh.facts import CardFacts
from deckcheck.pool_names import PerPool, kept

if TYPE_CHECKING:
    from deckcheck.games.yugioh.cards import YugiohCard  # a cached pool's cards are its plain records

SECTIONS = ("main", "extra", "side")
SECTION_TITLES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}

ALT_ART_SPAN = 10
"""How far above a real password a simulator's alternate-artwork id may be (they count up from it: +1, +2, ...)."""

TOKEN_NOTE = "a Token: Tokens are made by card effects during the Duel and are never part of a deck"
PRINTED_PASSWORD_LIMIT = 100_000_000
"""Printed passwords have at most 8 digits; a longer id is a simulator's own."""
SIMULATOR_RANGES: tuple[tuple[int, int, str], ...] = (
    (
        160_000_000,
        170_000_000,
        "a Rush Duel card's id in EDOPro (160000000 and up): Rush Duel cards are never part of an Advanced deck",
    ),
    (
        300_000_000,
        301_000_000,
        "a Speed Duel Skill's id in EDOPro (300000000 and up): Skills are never part of an Advanced deck",
    ),
    (154_000_000, 155_000_000, "an anime Skill's id in EDOPro: Skills are never part of an Advanced deck"),
    (PRINTED_PASSWORD_LIMIT, 2**32, "a simulator's own id: a printed password has at most 8 digits"),
)
"""Ids simulators give cards that have no printed password (EDOPro's card scripts: ``rush/c160001000.lua``,
``skill/c300101001.lua``), and what each is; the first range that holds an id says."""


class Passwords:
    """Password -> card, through the pool's name index (a cached pool builds only the cards asked for); each
    password is looked up once a pool (at most :data:`~deckcheck.pool_names.TABLE_LIMIT` kept)."""

    def __init__(self, pool: CardPool) -> None:
        self._index = pool.index
        self._found: dict[str, YugiohCard | None] = {}
        self._matches: dict[str, Match | None] = {}

    def match(self, written: str) -> Match | None:
        """What a ``.ydk`` line's password stands for: the name of the card that has it (``None``: no card)."""
        try:
            return self._matches[written]
        except KeyError:
            pass
        password = _password(written)
        card = self.get(password) if password else None
        return kept(self._matches, written, Match(card.name, "number") if card is not None else None)

    def get(self, password: str) -> YugiohCard | None:
        try:
            return self._found[password]
        except KeyError:
            pass
        card = self._index.printing(password)
        return kept(self._found, password, cast("YugiohCard", card) if isinstance(card, CardFacts) else None)

    def __contains__(self, password: str) -> bool:
        return self.get(password) is not None


by_password: PerPool[Passwords] = PerPool(Passwords)
"""Password -> card, once per pool."""


def _password(written: str) -> str | None:
    """A written password without its leading zeros, or ``None`` when ``written`` is no number."""
    stripped = written.strip()
    return (stripped.lstrip("0") or "0") if stripped.isdigit() and stripped.isascii() else None


class Counted(NamedTuple):
    """One deck line whose card is known (a tuple: one is made for each line of each deck)."""

    entry: Entry
    card: YugiohCard


_PLACE = attrgetter("line", "column")


class YugiohContext(Context):
    """The facts every Yu-Gi-Oh! rule reads, worked out once per deck."""

    @classmethod
    def lookup(cls, pool: CardPool, deck: Deck, written: str) -> Match | None:
        if deck.line_per_copy:  # .ydk and ydke://: every line is a password, never a name
            return by_password(pool).match(written)
        found = super().lookup(pool, deck, written)
        if found is None and written.lstrip().startswith("0"):  # a password as printed: 8 digits (05318639)
            return by_password(pool).match(written)
        return found

    def names_lines(self) -> bool:
        return not self.deck.line_per_copy  # .ydk and ydke://: passwords only

    @once
    def _positions(self) -> dict[tuple[int, int], str]:
        from deckcheck.games.yugioh.ydk import positions

        return positions(self.deck)

    def placed(self, problem: Problem) -> Problem:
        """A problem on a card of a ``ydke://`` URL names the card's place in its part: ``(Main Deck card 17 of
        40)``; the column alone points into a long line of base64."""
        where = self._positions.get((problem.line or 0, problem.column or 0))
        return problem.replace(message=f"{problem.message} ({where})") if where else problem

    def unknown_note(self, written: str) -> str | None:
        """A Token's name, or a simulator's id for a card of another game (Rush Duel, Speed Duel Skills): what it
        is, and that it never goes in an Advanced deck."""
        password = _password(written)
        if password is None:
            words = written.split()
            return TOKEN_NOTE if len(words) > 1 and words[-1].casefold() == "token" else None
        if len(password) > 10:
            return None
        return next((note for low, high, note in SIMULATOR_RANGES if low <= int(password) < high), None)

    def near_number(self, written: str) -> tuple[str, str] | None:
        """An unknown password at most :data:`ALT_ART_SPAN` above a known one: EDOPro and other simulators
        number a card's alternate artworks that way (14558128 for Ash Blossom & Joyous Spring, 14558127)."""
        password = _password(written)
        if password is None or len(password) > 10:
            return None
        passwords = by_password(self.pool)
        if password in passwords:
            return None
        for step in range(1, ALT_ART_SPAN + 1):
            near = str(int(password) - step)
            card = passwords.get(near)
            if card is not None:
                return f"{card.name} ({near}; simulators number alternate artworks this way)", near
        return None

    @once
    def cards(self) -> dict[str, YugiohCard | None]:
        """Each written name or password -> its card, or ``None`` when the pool lacks it."""
        passwords = by_password(self.pool)
        found: dict[str, YugiohCard | None] = {}
        for written in sorted({e.name for e in self.deck.entries}):
            password = _password(written)
            card = passwords.get(password) if password else None
            name = self.canonical(written)
            if name is None:
                card = None
            elif card is None or card.name != name:
                printed = (c for c in self.pool.printings(name) if isinstance(c, CardFacts))
                card = cast("YugiohCard | None", next(printed, None))
            found[written] = card
        return found

    def card(self, entry: Entry) -> YugiohCard | None:
        return self.cards.get(entry.name)

    @once
    def sizes(self) -> dict[str, int]:
        """Cards in each section, the unknown ones included (they are cards of the deck all the same)."""
        return {section: self.size(section) for section in SECTIONS}

    @once
    def known(self) -> list[Counted]:
        """The lines whose card is known, in file order."""
        found = []
        cards = self.cards
        for entry in sorted(self.deck.entries, key=_PLACE):
            card = cards.get(entry.name)
            if card is not None:
                found.append(Counted(entry, card))
        return found

    @once
    def limit_groups(self) -> dict[str, list[Counted]]:
        """The lines of each copy-limit name (a card's own name, or the name it is always treated as), sorted."""
        groups: dict[str, list[Counted]] = {}
        for counted in self.known:
            if counted.card.type != "token":
                groups.setdefault(counted.card.limit_name, []).append(counted)
        return dict(sorted(groups.items()))

    @once
    def _counted_as(self) -> dict[str, str]:
        """Canonical name -> its copy-limit name, for the known cards of the deck."""
        found: dict[str, str] = {}
        for counted in self.known:
            name = self.canonical(counted.entry.name)
            if name is not None and counted.card.type != "token":
                found.setdefault(name, counted.card.limit_name)
        return found

    def counted_as(self, name: str) -> str:
        """The name a card's copies count under: the name it is always treated as, else its own."""
        return self._counted_as.get(name, name)
