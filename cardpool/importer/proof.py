"""Proving that an imported pool loads back, without loading the written file back whole.

The import used to load every written pool back (parse the JSON, validate each card, build a pool) to prove
it valid before swapping it in. :func:`render_pool` now makes that proof as it writes each card's record:
the record, exactly as it goes into the file, is validated back into the card's model (the per-card check
the load-back made, without parsing the JSON again or building a second pool). Its text comes back as a
:class:`ProvenText`. The writer then only proves the file holds that text (its bytes read back equal it)
and that the pool-level limits of the loader hold; any other text, or a pool near a limit, is loaded back
whole as before, so every error message stays the loader's.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from cardpool.model import BaseCard, PoolHeader
from cardpool.pool import MAX_POOL_BYTES, MAX_POOL_CARDS, MAX_POOL_FILE_BYTES, CardModels, max_json_values


class ProvenText(str):
    """A pool file's text whose every card record validated back into ``model``, the model of all its cards.

    Only the object :func:`render_pool` returns carries the proof: a slice or a concatenation is a plain
    ``str``, and is loaded back whole.
    """

    game: str
    model: type[BaseCard]
    cards: int


class RoundTrip:
    """Validates each card's record back into the card's own model, as the pool loader would from the file."""

    def __init__(self) -> None:
        self.model: type[BaseCard] | None = None
        self.count = 0
        self.proven = True

    def check(self, card: BaseCard, record: dict[str, Any]) -> None:
        self.count += 1
        if not self.proven:
            return
        model = type(card)
        if self.model is None:
            self.model = model
        if model is not self.model or not isinstance(card, BaseCard):  # one model a pool, as the loader has
            self.proven = False
            return
        try:
            model.model_validate(record)
        except ValidationError:  # the full load-back reports it, located in the file
            self.proven = False

    def seal(self, text: str, game: str) -> str:
        """``text`` as a :class:`ProvenText` when every record validated back, else as it is."""
        if not self.proven or self.model is None:
            return text
        sealed = ProvenText(text)
        sealed.game, sealed.model, sealed.cards = game, self.model, self.count
        return sealed


def loads_back(text: str, data: bytes, written: bytes, models: CardModels) -> bool:
    """Whether the pool file holding ``written`` (``data`` is ``text`` encoded) loads without error: ``text``
    is a :class:`ProvenText`, the file holds exactly it, and none of the loader's pool-level checks can fail.
    ``False`` means "not proven here": the caller loads the file back whole."""
    if not isinstance(text, ProvenText) or written != data:
        return False
    if not 0 < text.cards <= MAX_POOL_CARDS or len(data) > min(MAX_POOL_FILE_BYTES, MAX_POOL_BYTES):
        return False
    if text.count(",") + text.count("[") + text.count("{") > max_json_values(len(text)):
        return False
    if models(text.game) is not text.model:
        return False
    try:
        return PoolHeader.model_validate({"game": text.game}).game == text.game  # the game the loader reads
    except ValidationError:
        return False
