"""The words of a game a regulation is checked against: its sections, slots and card types.

Regulations are game-agnostic; a game package supplies these words (see :func:`words_for`).
"""

from __future__ import annotations

from dataclasses import dataclass


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

    def section_title(self, name: str) -> str:
        return dict(self.section_titles).get(name, name)

    def slot_title(self, name: str) -> str:
        return dict(self.slot_titles).get(name, name)


def words_for(game: str) -> GameWords | None:
    """The words of ``game`` as its game package gives them; ``None`` for a game deckcheck does not know."""
    if game == "buddyfight":
        from cardpool.model import CARD_TYPES

        return GameWords(
            name="buddyfight",
            title="Future Card Buddyfight",
            sections=("deck", "sideboard"),
            sideboard="sideboard",
            slots=("flag", "buddy"),
            card_types=tuple(CARD_TYPES),
            section_titles=(("deck", "Deck"), ("sideboard", "Sideboard")),
            slot_titles=(("flag", "Flag"), ("buddy", "Buddy")),
        )
    return None


def from_game(game: object) -> GameWords:
    """The words of a :class:`deckcheck.games.base.Game`."""
    sections = tuple(getattr(game, "sections", ()))
    slots = tuple(getattr(game, "slots", ()))
    names = tuple(s.name for s in sections)
    side = next((n for n in names if n in ("sideboard", "side")), None)
    model = getattr(game, "card_model", None)
    types: tuple[str, ...] = ()
    if model is not None:
        annotation = getattr(model, "model_fields", {}).get("type")
        args = getattr(getattr(annotation, "annotation", None), "__args__", ())
        types = tuple(str(a) for a in args if isinstance(a, str))
    return GameWords(
        name=str(getattr(game, "name")),
        title=str(getattr(game, "title", getattr(game, "name"))),
        sections=names,
        sideboard=side,
        slots=tuple(s.name for s in slots),
        card_types=types,
        section_titles=tuple((s.name, s.title) for s in sections),
        slot_titles=tuple((s.name, s.title) for s in slots),
    )
