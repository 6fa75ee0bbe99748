"""Future Card Buddyfight: the whole game in one package.

- :mod:`.cards`: the card model (worlds, attributes, flags and their rules, deck-building facts);
- :mod:`.context` and :mod:`.rules`: the deck-construction rules, one pure function each;
- :mod:`.importer`: reading the official card list's columns and texts;
- :mod:`.summary`: what reports show (flag, buddy, set-up);
- ``data/starter.yaml``: the hand-written starter pool.

The rules follow the rulebook (``shared/rules/buddyfight-rulebook-and-detailed-rules.en.txt``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckcheck.games.base import Game, Section, Slot
from deckcheck.games.buddyfight.summary import describe, lineup, summary
from deckcheck.games.vocabulary import TextWords

if TYPE_CHECKING:
    from cardpool import BaseCard, CardPool
    from cardpool.plain import RecordClass
    from deckcheck.games.base import Importer
    from deckcheck.games.buddyfight.context import BuddyfightContext


def _card_model() -> type[BaseCard]:
    from deckcheck.games.buddyfight.cards import Card

    return Card


def _card_record() -> RecordClass:
    from deckcheck.games.buddyfight.facts import PlainCardRecord

    return PlainCardRecord


def _context() -> type[BuddyfightContext]:
    from deckcheck.games.buddyfight.context import BuddyfightContext

    return BuddyfightContext


def _show() -> Callable[[CardPool, BaseCard], dict[str, Any]]:
    from deckcheck.games.buddyfight.show import show_card

    return show_card


def _show_lines() -> Callable[[dict[str, Any]], list[str]]:
    from deckcheck.games.buddyfight.show import show_lines

    return show_lines


def _can_be_buddy(card: BaseCard) -> bool:
    """The buddy-invalid rule's test: a monster, an impact monster, or a card whose text allows it."""
    return bool(getattr(card, "is_monster", False) or getattr(card, "can_be_buddy", False))


def _importer() -> Importer:
    from deckcheck.games.base import Importer
    from deckcheck.games.buddyfight.importer import FIELDS, import_table, recognise

    return Importer(fields=FIELDS, recognise=recognise, import_table=import_table)


GAME = Game(
    name="buddyfight",
    title="Future Card Buddyfight",
    aliases=("future card buddyfight", "fcbf", "bf"),
    card_model=_card_model,
    card_record=_card_record,
    sections=(
        Section("deck", "Deck", ("main", "main deck"), keys=("main deck",)),
        Section("sideboard", "Sideboard", ("side", "side deck", "sb"), role="side", keys=("side deck", "side")),
    ),
    slots=(
        Slot("flag", "Flag", ("flag card",), card_type="flag", in_deck=False),
        Slot("buddy", "Buddy", ("buddy monster", "buddy card"), accepts=_can_be_buddy, outside=True),
    ),
    labels=("impact monster", "monster", "spell", "item", "impact"),
    context=_context,
    rule_modules=(
        "deckcheck.games.buddyfight.rules.flag_buddy",
        "deckcheck.games.buddyfight.rules.limits",
        "deckcheck.games.buddyfight.rules.usability",
    ),
    starter_pool=("deckcheck.games.buddyfight", "data/starter.yaml"),
    importer=_importer,
    summary=summary,
    describe=describe,
    lineup=lineup,
    lineup_heading="Flag and buddy",
    json_deprecated=("flag", "buddy", "setup"),
    formats=("standard",),
    show=_show,
    show_lines=_show_lines,
    card_list="a table with every card's name, number, type, world and text",
    text=TextWords(
        categories=("monsters", "spells", "items", "impacts", "counters", "weapons", "flags", "buddies"),
        category_prefixes=("set", "impact", "counter", "main", "extra"),
        group_headings=(r"size\s*\d+(?:\s+[a-z][a-z'-]*(?:\s[a-z][a-z'-]*){0,3})?",),  # "Size 3", "Size 3 Monsters"
        total_words=("main", "side", "monster", "spell", "item", "impact", "flag"),
        pair=("flag", "buddy"),
        side_spellings=("side board", "siding"),
        table_heads=("world", "size"),
    ),
    regulation_title="Irregulars List",
)
