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

import hashlib
from pathlib import Path
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


class Stream:
    """What was written of a pool file, piece by piece: its characters, bytes, JSON values and SHA-256."""

    def __init__(self) -> None:
        self.chars = self.size = self.values = 0
        self.digest = hashlib.sha256()

    def encode(self, piece: str) -> bytes:
        self.chars += len(piece)
        self.values += piece.count(",") + piece.count("[") + piece.count("{")  # as the loader counts them
        data = piece.encode("utf-8")
        self.size += len(data)
        self.digest.update(data)
        return data

    def holds(self, path: Path) -> bool:
        """Whether the file at ``path`` holds exactly the bytes written."""
        digest, size = hashlib.sha256(), 0
        with path.open("rb") as handle:
            while chunk := handle.read(1024 * 1024):
                digest.update(chunk)
                size += len(chunk)
        return size == self.size and digest.digest() == self.digest.digest()


def loads_back(text: str, data: bytes, written: bytes, models: CardModels) -> bool:
    """Whether the pool file holding ``written`` (``data`` is ``text`` encoded) loads without error: ``text``
    is a :class:`ProvenText`, the file holds exactly it, and none of the loader's pool-level checks can fail.
    ``False`` means "not proven here": the caller loads the file back whole."""
    if not isinstance(text, ProvenText) or written != data:
        return False
    values = text.count(",") + text.count("[") + text.count("{")
    return within_limits(text.game, text.model, text.cards, len(text), len(data), values, models)


def streamed_loads_back(proof: RoundTrip, game: str, stream: Stream, path: Path, models: CardModels) -> bool:
    """:func:`loads_back` for a pool file written piece by piece (:class:`Stream`) as ``proof`` checked its
    records."""
    if not proof.proven or proof.model is None or not stream.holds(path):
        return False
    return within_limits(game, proof.model, proof.count, stream.chars, stream.size, stream.values, models)


def within_limits(
    game: str, model: type[BaseCard], cards: int, chars: int, size: int, values: int, models: CardModels
) -> bool:
    """Whether a pool file of ``cards`` cards of ``model``, ``chars`` characters, ``size`` bytes and ``values``
    JSON values passes every pool-level check of the loader, for a game whose model is ``model``."""
    if not 0 < cards <= MAX_POOL_CARDS or size > min(MAX_POOL_FILE_BYTES, MAX_POOL_BYTES):
        return False
    if values > max_json_values(chars) or models(game) is not model:
        return False
    try:
        return PoolHeader.model_validate({"game": game}).game == game  # the game the loader reads
    except ValidationError:
        return False
