"""The toy game: a third game for deckcheck's tests, written as an outside author would write one.

It plugs in through the ``deckcheck.games`` entry-point group only (``tests/toygame/pyproject.toml``; the tests
install it that way), and every word of it lives in this package:

- a pile of exactly ten (the main section), a reserve (the side section, role ``side``) and a champion slot;
- :mod:`.cards`: pieces (a colour and a shape) and champions;
- :mod:`.context` and :mod:`.rules`: TY101 ten cards, TY102 six of a colour, TY201 one real champion,
  TY103 a reserve of three;
- :mod:`.reader`: ``.toy`` files, one card a line;
- :mod:`.banlist`: ``.toyban`` lists, a regulation format of its own;
- :mod:`.summary`: the JSON ``details``, the text summary and the event report's lineup;
- its pasted lists' words (``Critical Triggers (4)``, ``Grade 1 Units (6)``, ``Knights (3)``, ``Bench:``), below.

The tests are in ``tests/games/toygame/``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckcheck.games.base import Game, RegulationFormat, Section, Slot
from deckcheck.games.vocabulary import TextWords
from toygame.summary import LINEUP_HEADING, describe, lineup, summary

if TYPE_CHECKING:
    from cardpool import BaseCard
    from deckcheck.context import Context
    from deckcheck.games.base import Reader


def _card_model() -> type[BaseCard]:
    from toygame.cards import ToyCard

    return ToyCard


def _context() -> type[Context]:
    from toygame.context import ToyContext

    return ToyContext


def _reader() -> Reader:
    from toygame.reader import read_toy

    return read_toy


def _parse_toyban(path: str, text: str) -> list[Any]:
    from toygame.banlist import parse_toyban

    return list(parse_toyban(path, text))


def _looks_like_toyban(text: str) -> bool:
    from toygame.banlist import looks_like_toyban

    return looks_like_toyban(text)


TOYBAN = RegulationFormat("toyban list", (".toyban",), _looks_like_toyban, _parse_toyban)
"""A league's list of banned and limited cards (:mod:`toygame.banlist`)."""


GAME = Game(
    name="toy",
    title="Toy Game",
    aliases=("toy game", "tg"),
    card_model=_card_model,
    sections=(
        Section("pile", "Pile", ("pile", "main pile")),
        Section("reserve", "Reserve", ("reserve", "reserves"), role="side"),
    ),
    slots=(Slot("champion", "Champion", ("champion",), card_type="champion"),),
    kinds=("pawn", "knight", "tower"),
    context=_context,
    rule_modules=("toygame.rules",),
    starter_pool=("toygame", "data/starter.yaml"),
    suffixes=(".toy",),
    readers={".toy": _reader},
    summary=summary,
    lineup=lineup,
    lineup_heading=LINEUP_HEADING,
    describe=describe,
    formats=("league",),
    regulation_formats=(TOYBAN,),
    card_list="a table with every card's name, number, type and colour",
    text=TextWords(
        categories=("triggers", "units", "pawns", "knights", "towers"),
        category_prefixes=("critical", "draw", "heal", "front"),
        group_headings=(r"grade\s*\d\s+units",),
        total_words=("unit", "trigger", "pile"),
        meta_keys=("league",),
        side_spellings=("bench",),
        table_heads=("colour",),
    ),
    regulation_title="league list",
    regulation_file="league.toyban",
)
