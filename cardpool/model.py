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

import unicodedata
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, StrictStr, field_validator

from cardpool.plain import CardFacts, PlainCard, RecordClass, values_hash
from cardpool.visible import BIDI_CONTROLS

MAX_NAME_LENGTH = 500
"""The longest card name a pool takes."""


_NOT_IN_NAMES = frozenset({"Cc", "Zl", "Zp"})
"""Line breaks and control characters; a bidi control (:data:`cardpool.visible.BIDI_CONTROLS`) neither: no printed
name holds one, and ``--fix`` writes names into decks."""


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a card's name (a line break or a control character), or ``None``.

    A name is written back into deck files by ``check --fix``: a line break in it would add lines
    (``"Evil Card\\n4 Dragon Breath\\nSideboard:"``), a control character would reach the terminal.
    """
    if name.isprintable():
        return None
    bad = next((ch for ch in name if unicodedata.category(ch) in _NOT_IN_NAMES or ch in BIDI_CONTROLS), None)
    if bad is None:
        return None
    if bad in BIDI_CONTROLS:
        return f"a card name must not hold a bidi control, which reorders the text around it (U+{ord(bad):04X})"
    kind = "a line break" if bad in "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029" else "a control character"
    return f"a card name must be one line of text; this one holds {kind} (U+{ord(bad):04X})"


class Frozen(BaseModel):
    """Frozen, and strict about unknown keys: a typo in a pool file never silently drops a fact."""

    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=True)
    PLAIN: ClassVar[RecordClass | None] = None
    """The plain record class a cache hit builds for this model (:mod:`cardpool.plain`): the same fields."""

    def __hash__(self) -> int:
        return values_hash(tuple(self.__dict__.values()))  # as its plain record hashes: equal ones hash alike


class BaseCard(CardFacts, Frozen):
    """One distinct card: its printed name, the numbers of its printings, and its type."""

    PLAIN: ClassVar[RecordClass | None] = PlainCard

    name: StrictStr = Field(min_length=1, max_length=MAX_NAME_LENGTH)
    numbers: tuple[StrictStr, ...] = ()
    """Card numbers (Buddyfight ``BT01/0001EN``) or passwords (Yu-Gi-Oh! ``46986414``): each names this card."""
    type: StrictStr

    @field_validator("name")
    @classmethod
    def _one_line_name(cls, value: str) -> str:
        problem = None if value.isprintable() else name_problem(value)  # the common case without a call
        if problem is not None:
            raise ValueError(problem)
        return value

    @field_validator("numbers")
    @classmethod
    def _no_blank_numbers(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        cleaned = tuple(map(str.strip, value))  # the items are strings here: an "after" validator
        if "" in cleaned:  # C-level: this runs once for every card of a pool read from its files
            raise ValueError("must not contain empty strings")
        return cleaned


class PoolHeader(Frozen):
    """A pool file's own keys; ``cards`` are validated by the game's card model."""

    game: StrictStr
    name: StrictStr | None = None
    source: StrictStr | None = None
    cards: list[Any] = []
