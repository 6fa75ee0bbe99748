"""What every game's card has, and the shape of a pool file.

A game's own card model (Buddyfight's worlds and flags, Yu-Gi-Oh!'s Extra Deck
types) subclasses :class:`BaseCard`; :mod:`cardpool` needs only a card's name,
its numbers and its type to load, index and search a pool.

Pool models use strict types: ``"hand": true``, ``"life": "16"`` or
``"generic": "yes"`` is an error, never coerced. Games' models use the
``Strict*`` types per field (model-wide ``strict=True`` would refuse the
lists that JSON and YAML give for tuple fields).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictStr, field_validator


class Frozen(BaseModel):
    """Frozen, and strict about unknown keys: a typo in a pool file never silently drops a fact."""

    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=True)


class BaseCard(Frozen):
    """One distinct card: its printed name, the numbers of its printings, and its type."""

    name: StrictStr = Field(min_length=1, max_length=500)
    numbers: tuple[StrictStr, ...] = ()
    """Card numbers (Buddyfight ``BT01/0001EN``) or passwords (Yu-Gi-Oh! ``46986414``): each names this card."""
    type: StrictStr

    def describe(self) -> str:
        """A few words for listings (``pool search``): the type; games add what matters to them."""
        return self.type

    @field_validator("numbers")
    @classmethod
    def _no_blank_numbers(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        cleaned = tuple(item.strip() for item in value)
        if any(not item for item in cleaned):
            raise ValueError("must not contain empty strings")
        return cleaned


class PoolHeader(Frozen):
    """A pool file's own keys; ``cards`` are validated by the game's card model."""

    game: StrictStr = "buddyfight"
    name: StrictStr | None = None
    source: StrictStr | None = None
    cards: list[Any] = []
