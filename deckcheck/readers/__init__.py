"""Deck readers: bytes in, a :class:`~deckcheck.deck.Deck` and located parse problems out."""

from __future__ import annotations

from dataclasses import replace
from pathlib import PurePath

from deckcheck.deck import Deck
from deckcheck.findings import Problem
from deckcheck.readers.source import decode
from deckcheck.readers.text_reader import read_text
from deckcheck.readers.yaml_reader import read_yaml, yaml_deck_root

YAML_SUFFIXES = (".yaml", ".yml")
TEXT_SUFFIXES = (".txt", ".dek", ".deck")
DECK_SUFFIXES = YAML_SUFFIXES + TEXT_SUFFIXES


def read_deck(path: str, data: bytes) -> tuple[Deck, list[Problem]]:
    """Decode and read one deck file, choosing the reader by suffix (or by content for stdin)."""
    decoded = decode(data)
    if decoded.text is None:
        assert decoded.problem is not None
        return Deck(path=path, readable=False), [decoded.problem]
    text = decoded.text
    if not text.strip():
        empty = Problem("the file is empty: no flag, buddy or deck", 1, 1)
        return Deck(path=path, line_count=1, readable=False), [empty]
    suffix = PurePath(path).suffix.lower()
    if suffix in YAML_SUFFIXES:
        deck, problems = read_yaml(path, text)
    elif suffix in TEXT_SUFFIXES:
        deck, problems = read_text(path, text)
    else:
        root = yaml_deck_root(text)
        deck, problems = read_yaml(path, text, root) if root is not None else read_text(path, text)
    if decoded.encoding != "utf-8":
        deck = replace(deck, encoding=decoded.encoding)
    return deck, problems


__all__ = ["DECK_SUFFIXES", "read_deck"]
