"""Yu-Gi-Oh! (Advanced format, TCG and OCG): the whole game in one package.

- :mod:`.cards`: the card model (passwords, card type, monster types, Extra Deck, "treated as");
- :mod:`.ydk`: the ``.ydk`` and ``ydke://`` deck forms (the text and YAML forms are the generic readers');
- :mod:`.context` and :mod:`.rules`: the deck-construction rules, one pure function each;
- :mod:`.importer`: reading a card table (one row per password) into a pool;
- :mod:`.lflist`: YGOPro/EDOPro's ``lflist.conf`` banlists, a regulation format of this game's own;
- :mod:`.summary`: what reports show;
- ``data/starter.yaml``: the hand-written starter pool.

The rules follow Konami's tournament deck rules and ``shared/rules/yugioh-advanced-gameplay.en.txt``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardpool.numbers import NumberShapes
from deckcheck.games.base import Game, RegulationFormat, Section
from deckcheck.games.vocabulary import TextWords
from deckcheck.games.yugioh.rules import RULE_MODULES
from deckcheck.games.yugioh.summary import describe

if TYPE_CHECKING:
    from cardpool import BaseCard
    from cardpool.plain import RecordClass
    from deckcheck.context import Context
    from deckcheck.games.base import Importer, Reader


def _card_model() -> type[BaseCard]:
    from deckcheck.games.yugioh.cards import YugiohCard

    return YugiohCard


def _card_record() -> RecordClass:
    from deckcheck.games.yugioh.facts import PlainYugiohCard

    return PlainYugiohCard


def _context() -> type[Context]:
    from deckcheck.games.yugioh.context import YugiohContext

    return YugiohContext


def _importer() -> Importer:
    from deckcheck.games.base import Importer
    from deckcheck.games.yugioh.importer import FIELDS, import_table, recognise

    return Importer(fields=FIELDS, recognise=recognise, import_table=import_table)


def _ydk() -> Reader:
    from deckcheck.games.yugioh.ydk import read_ydk

    return read_ydk


def _ydke() -> Reader:
    from deckcheck.games.yugioh.ydk import read_ydke

    return read_ydke


SNIFF_WORDS = re.compile(r"ydke://|#main|#extra|!side", re.IGNORECASE)
"""What a ``ydke://`` URL or a ``.ydk`` heading holds, in any case (as ``str.lower`` folds it: the Kelvin sign too)."""


def _may_hold(text: str) -> bool:
    """Whether ``text`` may hold one of :data:`SNIFF_WORDS`: each holds ``#``, ``!`` or ``://``, which no case folds
    to, and three plain scans cost a tenth of the pattern's search without case (3.7 us on a 500-character list)."""
    return "#" in text or "!" in text or "://" in text


def _sniff(text: str) -> Reader | None:
    if not _may_hold(text) or SNIFF_WORDS.search(text) is None:  # the common list: the .ydk reader is not even loaded
        return None
    from deckcheck.games.yugioh.ydk import sniff

    return sniff(text)


def _inline(argument: str) -> bool:
    if "://" not in argument:  # a path: no URL, and no reader module loaded to say so
        return False
    from deckcheck.games.yugioh.ydk import is_ydke

    return is_ydke(argument)


def _parse_lflist(path: str, text: str) -> list[Any]:
    from deckcheck.games.yugioh.lflist import parse_lflist

    return list(parse_lflist(path, text))


def _cached_lflist(path: str, text: Callable[[], str]) -> list[Any] | None:
    from deckcheck.games.yugioh.lflist import cached_lflist

    found = cached_lflist(path, text)
    return None if found is None else list(found)


def _looks_like_lflist(text: str) -> bool:
    from deckcheck.games.yugioh.lflist_sniff import looks_like_lflist

    return looks_like_lflist(text)


LFLIST = RegulationFormat("lflist.conf", (".conf",), _looks_like_lflist, _parse_lflist, _cached_lflist)
"""YGOPro/EDOPro's banlist file: each ``!NAME`` list in it is one regulation."""


def _is_password(written: str) -> bool:
    stripped = written.strip()
    return stripped.isascii() and stripped.isdigit()


def _bare_password(written: str) -> bool:
    """A password alone (``46986414``): no card name is close to it, so it gets no suggestion."""
    return len(written) >= 5 and written.isascii() and written.isdigit()


GAME = Game(
    name="yugioh",
    title="Yu-Gi-Oh!",
    aliases=("ygo", "yu-gi-oh!", "yu gi oh", "yu-gi-oh! tcg", "yu-gi-oh! ocg"),
    card_model=_card_model,
    card_record=_card_record,
    sections=(
        Section("main", "Main Deck", ("main deck", "deck"), phrase="Main Deck", one_each=True),
        Section("extra", "Extra Deck", ("extra deck",), phrase="Extra Deck", one_each=True, role="extra"),
        Section("side", "Side Deck", ("side deck", "sideboard", "sb"), phrase="Side Deck", one_each=True, role="side"),
    ),
    labels=(
        "monster",
        "spell",
        "trap",
        "monster card",
        "spell card",
        "trap card",
        "normal monster",
        "effect monster",
        "ritual monster",
        "pendulum monster",
        "fusion monster",
        "synchro monster",
        "xyz monster",
        "link monster",
    ),
    kinds=(
        "fusion",
        "synchro",
        "xyz",
        "link",
        "pendulum",
        "ritual",
        "tuner",
        "effect",
        "normal",
        "flip",
        "gemini",
        "spirit",
        "toon",
        "union",
        "quick-play",
        "continuous",
        "counter",
        "field",
        "equip",
    ),
    context=_context,
    rule_modules=RULE_MODULES,
    starter_pool=("deckcheck.games.yugioh", "data/starter.yaml"),
    suffixes=(".ydk", ".ydke"),
    readers={".ydk": _ydk, ".ydke": _ydke},
    sniff=_sniff,
    inline=_inline,
    importer=_importer,
    describe=describe,
    formats=("advanced", "tcg", "ocg"),
    regulation_formats=(LFLIST,),
    list_format="tcg",
    card_list="a table with every card's password, name, card_type and monster_type_line",
    number_word="password",
    is_number=_is_password,
    number_shapes=NumberShapes(bare=_bare_password),
    text=TextWords(
        categories=("monsters", "spells", "traps"),
        category_prefixes=(
            "normal",
            "continuous",
            "counter",
            "equip",
            "field",
            "quick-play",
            "ritual",
            "extra",
            "main",
        ),
        total_words=("main", "extra", "side", "monster", "spell", "trap"),
        meta_keys=("card game id", "konami id", "cossy id"),
        side_spellings=("side board", "siding"),
        section_starts=tuple(
            (word, "extra") for kind in ("fusion", "synchro", "xyz", "link") for word in (kind, f"{kind} monster")
        ),
    ),
    regulation_title="Forbidden/Limited list",
    regulation_file="lflist.conf",
)
