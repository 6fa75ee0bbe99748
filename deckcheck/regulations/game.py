"""The words of a game a regulation is checked against: its sections, slots and card types.

Regulations are game-agnostic; a game package supplies these words (see :func:`words_for`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, get_args

from cardpool.record import Fields
from deckcheck.games import find_game

if TYPE_CHECKING:
    from cardpool import CardPool
    from cardpool.plain import RecordClass
    from deckcheck.games.base import Game

SlotFit = Callable[[str, str], "str | None"]
"""(slot, a card as written) -> why the card can never fill that slot (``is a monster, never a deck's flag``),
or ``None`` (also for a card the pool does not know)."""


class GameWords(Fields):
    """A game's words, for a regulation's checks and messages."""

    name: str
    title: str
    sections: tuple[str, ...]
    """Section names (``deck``, ``sideboard`` | ``main``, ``extra``, ``side``)."""
    sideboard: str | None
    """The section that is the sideboard (the game's section of role ``side``), if the game has one."""
    slots: tuple[str, ...] = ()
    """Special one-card places (Buddyfight: ``flag``, ``buddy``)."""
    card_types: tuple[str, ...] = ()
    section_titles: tuple[tuple[str, str], ...] = ()
    slot_titles: tuple[tuple[str, str], ...] = ()
    section_phrases: tuple[tuple[str, str], ...] = ()
    """How a message names each section, in the game's words (``Main Deck``, ``sideboard``)."""
    card_fields: tuple[str, ...] = ()
    """The fields of the game's card model (what a regulation's ``counts:`` may name)."""

    def section_title(self, name: str) -> str:
        return dict(self.section_titles).get(name, name)

    def section_phrase(self, name: str) -> str:
        """``Side Deck`` (Yu-Gi-Oh!), ``sideboard`` (Buddyfight): the section within a sentence."""
        return dict(self.section_phrases).get(name, name)

    def slot_title(self, name: str) -> str:
        return dict(self.slot_titles).get(name, name)


def words_for(game: str) -> GameWords | None:
    """The words of ``game`` as its game package gives them; ``None`` for a game deckcheck does not know."""
    found = find_game(game)
    return from_game(found) if found is not None else None


def fits_for(game: str, pool: CardPool) -> SlotFit | None:
    """For a ``when:`` condition: why a card (as written) can never fill a slot of ``game``, using ``pool``."""
    found = find_game(game)
    if found is None:
        return None

    def misfit(slot_name: str, written: str) -> str | None:
        slot = found.slot(slot_name)
        match = pool.index.lookup(written)
        if slot is None or match is None:
            return None
        printing = pool.index.printing(written) if match.via == "number" else None
        cards = (printing,) if printing is not None else pool.printings(match.name)
        if not cards or any(slot.fits(card) for card in cards):
            return None
        named = f" ({match.name})" if match.name != written else ""
        types = {card.type for card in cards}
        if any(card.type in types and slot.fits(card) for card in pool.cards):  # (an error's path: read once)
            return f"{named} can never be a deck's {slot.title.lower()}".lstrip()  # not for its type: a grade 3 unit
        kinds = " or ".join(sorted(types))
        article = "an" if kinds[:1] in "aeiou" else "a"
        return f"{named} is {article} {kinds}, never a deck's {slot.title.lower()}".lstrip()

    return misfit


def from_game(game: Game) -> GameWords:
    """The words of a game package's :class:`~deckcheck.games.base.Game`; memoised per game."""
    words = _WORDS.get(game.name)
    if words is None:
        words = _WORDS[game.name] = _words(game)
    return words


_WORDS: dict[str, GameWords] = {}


def _words(game: Game) -> GameWords:
    record = game.card_record() if game.card_record is not None else None  # the plain card: no pydantic model
    side = game.section_with("side")
    return GameWords(
        name=game.name,
        title=game.title,
        sections=tuple(s.name for s in game.sections),
        sideboard=side.name if side is not None else None,
        slots=tuple(s.name for s in game.slots),
        card_types=_card_types(game, record),
        section_titles=tuple((s.name, s.title) for s in game.sections),
        slot_titles=tuple((s.name, s.title) for s in game.slots),
        section_phrases=tuple((s.name, s.in_sentence) for s in game.sections),
        card_fields=tuple(sorted(record.FIELDS if record is not None else game.card_model().model_fields)),
    )


def _card_types(game: Game, record: RecordClass | None) -> tuple[str, ...]:
    """The values the game's card model allows for ``type`` (a ``Literal``), or none when it is free text; read off
    the game's plain card record when it has one (its ``type`` check's choices), so no card model is built."""
    if record is not None:
        check = dict(zip(record.FIELDS, record.CHECKS, strict=True)).get("type")
        return tuple(getattr(check, "choices", ()))
    field = game.card_model().model_fields.get("type")
    annotation = getattr(field, "annotation", None)
    return tuple(str(a) for a in get_args(annotation) if isinstance(a, str))
