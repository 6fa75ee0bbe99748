"""Cardfight!! Vanguard (D Standard): the whole game in one package.

- :mod:`.cards`: the card model (grade, type, trigger, nation, sentinel; numbers in both written forms);
- :mod:`.context`: the deck's 50 cards and its ride deck, in either deck form;
- :mod:`.rules`: the deck-construction rules, one module per rule or small family;
- :mod:`.importer`: reading a deck builder's card list (the JSON of ``d-series-cards.json``) into a pool;
- :mod:`.summary`: what reports show (ride deck, triggers, sentinels, nation);
- ``data/starter.yaml``: the hand-written starter pool.

The rules follow ``shared/rules/vanguard-rules-and-faq.en.txt`` (the early ruleset) and, where D Standard
differs or adds to it, Bushiroad's official D-series how-to page; each rule's docs say which.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckcheck.games.base import Game, Section, Slot
from deckcheck.games.vanguard.rules import RULE_MODULES
from deckcheck.games.vanguard.summary import describe, lineup, summary
from deckcheck.games.vanguard.words import FIRST_VANGUARD_WORDS, TEXT

if TYPE_CHECKING:
    from cardpool import BaseCard, CardPool
    from cardpool.plain import RecordClass
    from deckcheck.context import Context
    from deckcheck.games.base import Importer


def _card_model() -> type[BaseCard]:
    from deckcheck.games.vanguard.cards import VanguardCard

    return VanguardCard


def _card_record() -> RecordClass:
    from deckcheck.games.vanguard.facts import PlainVanguardCard

    return PlainVanguardCard


def _context() -> type[Context]:
    from deckcheck.games.vanguard.context import VanguardContext

    return VanguardContext


def _importer() -> Importer:
    from deckcheck.games.base import Importer
    from deckcheck.games.vanguard.importer import FIELDS, import_table, recognise

    return Importer(fields=FIELDS, recognise=recognise, import_table=import_table)


def _show() -> Callable[[CardPool, BaseCard], dict[str, Any]]:
    from deckcheck.games.vanguard.show import show_card

    return show_card


def _show_lines() -> Callable[[dict[str, Any]], list[str]]:
    from deckcheck.games.vanguard.show import show_lines

    return show_lines


def _can_be_first_vanguard(card: BaseCard) -> bool:
    """A grade 0 normal unit: what the ride deck's grade 0, the first vanguard, is."""
    return card.type == "normal unit" and getattr(card, "grade", None) == 0


GRADE_WORDS = tuple(f"{word}{grade}" for grade in range(5) for word in ("grade ", "g", "grade", "g "))
TRIGGER_WORDS = tuple(
    f"{kind}{suffix}"
    for kind in ("critical", "draw", "front", "heal", "over", "stand")
    for suffix in ("", " trigger", " trigger unit")  # "Critical: Name x4", "Heal Trigger - 4 Name"
)

GAME = Game(
    name="vanguard",
    title="Cardfight!! Vanguard",
    rules_docs="cardfight-vanguard",
    aliases=("cfv", "vg", "cardfight vanguard", "cardfight!! vanguard"),
    card_model=_card_model,
    card_record=_card_record,
    sections=(
        Section("main", "Main Deck", ("main deck", "deck"), phrase="main deck", keys=("main deck", "deck")),
        Section("ride", "Ride Deck", ("ride deck",), phrase="ride deck", keys=("ride deck",), one_each=True, holds=4),
    ),
    slots=(
        Slot(
            "first vanguard",
            "First Vanguard",
            FIRST_VANGUARD_WORDS,
            accepts=_can_be_first_vanguard,
        ),
    ),
    labels=(
        *GRADE_WORDS,
        *TRIGGER_WORDS,
        "trigger",
        "trigger unit",
        "normal unit",
        "unit",
        "order",
        "normal order",
        "blitz order",
        "set order",
        "sentinel",
    ),
    context=_context,
    rule_modules=RULE_MODULES,
    starter_pool=("deckcheck.games.vanguard", "data/starter.yaml"),
    importer=_importer,
    summary=summary,
    describe=describe,
    lineup=lineup,
    lineup_heading="First vanguard and ride deck",
    formats=("standard", "d standard"),
    show=_show,
    show_lines=_show_lines,
    card_list="a card list with every card's name, card numbers, grade, type, trigger, nation and skill text",
    card_file="CARDS.json",
    text=TEXT,
    regulation_title="restriction list",
)
