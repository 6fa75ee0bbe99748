"""The words of a game a regulation is checked against: its sections, slots and card types.

Regulations are game-agnostic; a game package supplies these words (see :func:`words_for`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, get_args

if TYPE_CHECKING:
    from cardpool import CardPool
    from deckcheck.games.base import Game
    from deckcheck.regulations.bind import SlotFit


@dataclass(frozen=True)
class GameWords:
    name: str
    title: str
    sections: tuple[str, ...]
    """Section names (``deck``, ``sideboard`` | ``main``, ``extra``, ``side``)."""
    sideboard: str | None
    """The section that is the sideboard, if the game has one."""
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
    from deckcheck.games import find_game

    found = find_game(game)
    return from_game(found) if found is not None else None


def fits_for(game: str, pool: CardPool) -> SlotFit | None:
    """For a ``when:`` condition: why a card (as written) can never fill a slot of ``game``, using ``pool``."""
    from deckcheck.games import find_game

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
        kinds = " or ".join(sorted({card.type for card in cards}))
        named = f" ({match.name})" if match.name != written else ""
        article = "an" if kinds[:1] in "aeiou" else "a"
        return f"{named} is {article} {kinds}, never a deck's {slot.title.lower()}".lstrip()

    return misfit


SIDEBOARD_NAMES = ("sideboard", "side")
"""The section that is a game's sideboard, by name (Buddyfight: ``sideboard``; Yu-Gi-Oh!: ``side``)."""


def from_game(game: Game) -> GameWords:
    """The words of a game package's :class:`~deckcheck.games.base.Game`; memoised per game."""
    words = _WORDS.get(game.name)
    if words is None:
        words = _WORDS[game.name] = _words(game)
    return words


_WORDS: dict[str, GameWords] = {}


def _words(game: Game) -> GameWords:
    names = tuple(s.name for s in game.sections)
    side = next((n for n in names if n in SIDEBOARD_NAMES), None)
    return GameWords(
        name=game.name,
        title=game.title,
        sections=names,
        sideboard=side,
        slots=tuple(s.name for s in game.slots),
        card_types=_card_types(game),
        section_titles=tuple((s.name, s.title) for s in game.sections),
        slot_titles=tuple((s.name, s.title) for s in game.slots),
        section_phrases=tuple((s.name, s.in_sentence) for s in game.sections),
        card_fields=tuple(sorted(game.card_model().model_fields)),
    )


def _card_types(game: Game) -> tuple[str, ...]:
    """The values the game's card model allows for ``type`` (a ``Literal``), or none when it is free text."""
    field = game.card_model().model_fields.get("type")
    annotation = getattr(field, "annotation", None)
    return tuple(str(a) for a in get_args(annotation) if isinstance(a, str))
