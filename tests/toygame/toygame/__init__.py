"""A toy game for tests: one section of exactly ten cards, ``.toy`` files. It plugs in through the
``deckcheck.games`` entry-point group only (tests/test_game_plugins.py), with no change to deckcheck.

Its text lists have their own group headings (``Critical Triggers (4)``, ``Grade 1 Units (6)``), given by its
vocabulary alone (tests/test_text_reader.py)."""

from __future__ import annotations

from deckcheck.games import Game, Section
from deckcheck.games.vocabulary import TextWords


def _card_model() -> type:
    from toygame.cards import ToyCard

    return ToyCard


def _context() -> type:
    from deckcheck.context import Context

    return Context


def _reader() -> object:
    from toygame.reader import read_toy

    return read_toy


GAME = Game(
    name="toy",
    title="Toy Game",
    aliases=("toy game", "tg"),
    card_model=_card_model,
    sections=(Section("pile", "Pile", ("pile",)),),
    context=_context,
    rule_modules=("toygame.rules",),
    starter_pool=("toygame", "data/starter.yaml"),
    suffixes=(".toy",),
    readers={".toy": _reader},  # type: ignore[dict-item]
    text=TextWords(
        categories=("triggers", "units"),
        category_prefixes=("critical", "draw", "heal", "front"),
        group_headings=(r"grade\s*\d\s+units",),
        total_words=("unit", "trigger"),
    ),
)
