"""The text reader's plain-card reading (:func:`deckcheck.readers.text_cards.plain_card`) changes no reading.

It reads ``4 Dragon Breath`` raw, before any other reading, where every later reading would read that card. Each
text below is read by every game twice, with the plain reading and with it switched off (every line then takes the
long way), and the two decks and problems must be equal. The texts are every example list and every multi-line
string in the reader tests (the pasted forms, headings, tables, slots and their hostile cases)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from deckcheck.games import all_games
from deckcheck.readers import text_cards
from deckcheck.readers.text_reader import read_text

REPO = Path(__file__).resolve().parents[2]
SOURCES = sorted((REPO / "tests" / "readers").glob("*.py")) + sorted((REPO / "tests").glob("test_*read*.py"))


def _strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.count("\n") >= 2
    ]


TEXTS = [p.read_bytes().decode("utf-8", "replace") for p in sorted((REPO / "examples").rglob("*.txt"))]
TEXTS += [text for path in SOURCES for text in _strings(path)]


def test_the_corpus_is_large_and_mostly_plain() -> None:
    lines = [line for text in TEXTS for line in text.split("\n")]
    plain = [line for line in lines if text_cards.plain_entry(line) is not None]
    assert len(TEXTS) > 100 and len(plain) > 500


@pytest.mark.parametrize("game", [g.name for g in all_games()])
def test_every_text_reads_the_same_without_the_plain_reading(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.games import get_game

    chosen = get_game(game)
    fast = [read_text("deck.txt", text, chosen) for text in TEXTS]
    monkeypatch.setattr(text_cards, "plain_entry", lambda text: None)
    slow = [read_text("deck.txt", text, chosen) for text in TEXTS]
    for text, one, other in zip(TEXTS, fast, slow, strict=True):
        assert one == other, text[:200]
