"""The text reader's plain-card reading (:func:`deckcheck.readers.text_plain.plain_card`) changes no reading.

It reads ``4 Dragon Breath`` raw, before any other reading, where every later reading would read that card. Each
text below is read by every game twice, with the plain reading and with it switched off (every line then takes the
long way), and the two decks and problems must be equal. The texts are every example list, every multi-line
string in the reader tests (the pasted forms, headings, tables, slots and their hostile cases), and texts made of
plain lines among slot headings, counted headings, heading candidates, sections and card kinds."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from deckcheck.games import all_games
from deckcheck.readers import text_plain
from deckcheck.readers.plain_entry import plain_entry
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


PLAIN_LINES = (
    "4 Dragon Breath",
    "1 Dragon World",
    "1x Ash Blossom & Joyous Spring",
    "2 Dragon Breath",
    "3X Effect Veiler",
    "  1 Sunrise Egg  ",
    "2 Fusion",
    "1 Tuner",
    "4 Cards",
    "1 Total",
    "3 G0: Sunrise Egg",
    "3 Monster: Name",
    "3 D.D. Crow!",
    "4x Dragon Breath 4 copies",
    "3 Dragon Breath 1 copy",
    "4x Dragon Breath 4 pcs",
    "3 Dragon Breath 1 pc.",
    "2 Dragonblade 4 Pieces",
    "1 Witchcrafter Masterpiece",
)
"""Plain-shaped lines (and a few near them) for the generated texts."""
AROUND = (
    "",
    "Flag (1)",
    "Buddies (2)",
    "Flag & Buddy",
    "Buddy:",
    "Monsters (3)",
    "Dragon World Monsters (3)",
    "Ash Blossom (3)",
    "Ash Blossom (3) cards",
    "Ash Blossom - 3",
    "Ash Blossom - 3 pcs",
    "Spells (13 pcs)",
    "Veiler [2]",
    "Effect Veiler (2)",
    "D.D. Crow (1)",
    "Fusion (2)",
    "Tuner",
    "Main Deck (6)",
    "Side Deck:",
    "Extra Deck (2)",
    "Ride Deck:",
    "G0: Sunrise Egg",
    "# note",
    "Dragon Breath",
    "3 Dragon Breath (Buddy)",
)
"""Lines around them: slot headings, counted headings and heading candidates, sections, card kinds."""


def _generated(count: int) -> list[str]:
    rng = random.Random(18)
    return [
        "\n".join(rng.choice(PLAIN_LINES if rng.random() < 0.6 else AROUND) for _ in range(rng.randint(3, 12)))
        for _ in range(count)
    ]


TEXTS = [p.read_bytes().decode("utf-8", "replace") for p in sorted((REPO / "examples").rglob("*.txt"))]
TEXTS += [text for path in SOURCES for text in _strings(path)]
TEXTS += _generated(1500)
TEXTS += [
    "Ash Blossom (3)\nFlag (1)\n1 Dragon World\nEffect Veiler (2)\nD.D. Crow (1)\n",  # a slot line under a candidate
    "Buddies (2)\n1 Jackknife\n4 Dragon Breath\n",  # a slot heading that names more cards than follow
    "Monsters (5)\nAsh Blossom (3)\n1 Veiler\n2 Crow\n\n",
]


def test_the_corpus_is_large_and_mostly_plain() -> None:
    lines = [line for text in TEXTS for line in text.split("\n")]
    plain = [line for line in lines if plain_entry(line) is not None]
    assert len(TEXTS) > 100 and len(plain) > 500
    assert all(plain_entry(line) is not None for line in PLAIN_LINES[:8])


@pytest.mark.parametrize("game", [g.name for g in all_games()])
def test_every_text_reads_the_same_without_the_plain_reading(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.games import get_game

    chosen = get_game(game)
    fast = [read_text("deck.txt", text, chosen) for text in TEXTS]
    monkeypatch.setattr(text_plain, "ENABLED", False)
    slow = [read_text("deck.txt", text, chosen) for text in TEXTS]
    for text, one, other in zip(TEXTS, fast, slow, strict=True):
        assert one == other, text[:200]


def test_a_game_whose_words_start_with_a_digit_asks_its_patterns(monkeypatch: pytest.MonkeyPatch) -> None:
    """A label or card kind that starts with a digit may match where a plain line's count starts: the plain reading
    then asks the label and kind patterns, and reads as the long way does (no real game has such a word)."""
    import re

    from deckcheck.games import get_game
    from deckcheck.readers.words import COUNT_SUFFIX, text_patterns

    game = get_game("buddyfight")
    patterns = vars(text_patterns(game))
    monkeypatch.setitem(patterns, "digit_led", True)
    monkeypatch.setitem(patterns, "label_lead", re.compile(r"(?:3 dragons?)[ \t]*[:\-–—][ \t]+(?=\S)", re.I))
    monkeypatch.setitem(patterns, "kind", re.compile(rf"(?:2 fusions?){COUNT_SUFFIX}", re.I))
    texts = [
        "3 Dragon: Breath\n2 Fusion\n4 Dragon Breath\n1 Fusion\n",
        "2 Fusion\n3 Dragon Breath\n1 Crow\n\n2 fusions\n",
    ]
    texts += TEXTS[-200:]
    fast = [read_text("deck.txt", text, game) for text in texts]
    assert any(r.kind == "category" for deck, _ in fast for r in deck.readings)
    monkeypatch.setattr(text_plain, "ENABLED", False)
    slow = [read_text("deck.txt", text, game) for text in texts]
    for text, one, other in zip(texts, fast, slow, strict=True):
        assert one == other, text[:200]
