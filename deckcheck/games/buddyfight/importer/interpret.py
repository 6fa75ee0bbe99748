"""One source row -> one :class:`Printing`, plus an :class:`Entry` for everything it had to fix or leave out."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from cardpool.importer.columns import Columns
from cardpool.model import name_problem
from cardpool.normalize import normalize_name, tidy_name
from deckcheck.games.buddyfight.cards import CardType
from deckcheck.games.buddyfight.importer.memo import RowMemo
from deckcheck.games.buddyfight.importer.text import (
    FlagFacts,
    TextFacts,
    clean_text,
    collaboration_world,
    damaged_markup,
    read_facts,
    read_flag,
)
from deckcheck.games.buddyfight.importer.worlds import (
    Note,
    is_empty,
    parse_attributes,
    parse_worlds,
    words_key,
    world_key,
    world_of_flag_name,
)

TYPES: dict[str, CardType] = {
    "flag": "flag",
    "monster": "monster",
    "impact monster": "impact monster",
    "impactmonster": "impact monster",
    "spell": "spell",
    "item": "item",
    "impact": "impact",
}
MOJIBAKE_CODECS = ("cp775", "cp866", "cp1252", "latin-1", "cp437")
MAX_SIZE = 99
_WHOLE_NUMBER = re.compile(r"[+-]?\d+")
_WORLD_PARTS = re.compile(r"[/\n]")
"""Where a world column splits; every use of a part ignores its spaces (``\\s*/\\s*|\\n`` was quadratic on spaces)."""
_BRACKETED = re.compile(r"<([^<>]*)>")


@dataclass(frozen=True, slots=True)
class Entry:
    """A line of the import report about one row (or, for conflicts, a name)."""

    number: str
    """The card number, or ``row N`` when the row has none."""
    name: str
    field: str
    value: str
    kind: str
    """"fixed" (normalised), "dropped" (value not interpreted, left out), "skipped" (row left out),
    "filled" (a fact taken from elsewhere), "conflict" (printings disagree), "note"."""
    reason: str
    fixed_to: str = ""

    def as_dict(self) -> dict[str, str]:
        data = {
            "number": self.number,
            "name": self.name,
            "field": self.field,
            "value": self.value,
            "kind": self.kind,
            "reason": self.reason,
        }
        if self.fixed_to:
            data["fixed_to"] = self.fixed_to
        return data


@dataclass(frozen=True)
class Printing:
    """One row as read: a printing of a card."""

    row: int
    number: str
    name: str
    type: CardType | None
    worlds: tuple[str, ...]
    attributes: tuple[str, ...]
    size: int | None
    has_text: bool
    facts: TextFacts
    flag: FlagFacts | None
    has_stats: bool
    """Power, defense or critical above 0 (a monster, when the type is missing)."""

    @property
    def ref(self) -> str:
        return self.number or f"row {self.row}"


_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}
_CURLY = str.maketrans({"\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"', "\u2018": "'", "\u2019": "'"})


def tidy_printed_name(name: str) -> str:
    """Undo the scrape's typography in a name: full-width letters, curly quotes, spaces inside quotes.

    ``Eco-\uff28ero`` -> ``Eco-Hero``, ``Armorknight Eagle \u201cA\u201d`` -> ``Armorknight Eagle "A"``,
    ``Bal Dragon, " Bal Weapon Combination!"`` -> ``Bal Dragon, "Bal Weapon Combination!"``. A player
    types the plain form; the pool's canonical name must be the one they can type.
    """
    if name.isascii() and '"' not in name:  # nothing to translate, no quotes: only the spaces
        return " ".join(name.split())
    tidied = name.translate(_FULL_WIDTH).translate(_CURLY)
    parts = tidied.split('"')
    if len(parts) % 2 == 1:  # balanced quotes: the odd parts are quoted text
        tidied = '"'.join(part.strip() if i % 2 else part for i, part in enumerate(parts))
    return " ".join(tidied.split())


def repair_name(name: str) -> str:
    """Undo UTF-8 read as a DOS/Windows code page (``WakeyŌśåThump`` -> ``Wakey☆Thump``), else ``name``."""
    if name.isascii():
        return name
    for codec in MOJIBAKE_CODECS:
        try:
            fixed = name.encode(codec).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
        if fixed != name and len(fixed) < len(name):
            return fixed
    return name


def _int(value: str | None) -> int | None:
    if is_empty(value):
        return None
    assert value is not None
    text = value.strip()
    if not _WHOLE_NUMBER.fullmatch(text):
        return None
    if len(text.lstrip("+-")) > 18:  # a number of 5,000 digits: out of every range, and int() would refuse it
        return -(10**18) if text.startswith("-") else 10**18
    return int(text)


@lru_cache(maxsize=4096)
def _positive(value: str | None) -> bool:
    """Whether a power, defense or critical column holds a whole number above 0 (its few values repeat)."""
    return (_int(value) or 0) > 0


def _size(ref: str, name: str, raw_size: str | None, entries: list[Entry]) -> int | None:
    """The size column as a whole number in 0..MAX_SIZE, else ``None`` (with a "dropped" entry when given)."""
    size = _int(raw_size)
    if size is None and not is_empty(raw_size):
        entries.append(Entry(ref, name, "size", str(raw_size), "dropped", "not a whole number"))
    elif size is not None and not 0 <= size <= MAX_SIZE:
        shown = str(raw_size) if len(str(raw_size)) <= 40 else f"{str(raw_size)[:37]}..."
        entries.append(Entry(ref, name, "size", shown, "dropped", f"outside 0..{MAX_SIZE}"))
        size = None
    return size


def _entries(ref: str, name: str, notes: tuple[Note, ...] | list[Note]) -> list[Entry]:
    return [Entry(ref, name, n.field, n.value, n.kind, n.reason, n.fixed_to) for n in notes]


CLEANED_TEXTS = 8192
"""How many distinct card texts one import keeps cleaned (some 8 MB at most)."""


def cleaned_text(value: str | None, cleaned: dict[str, str] | None) -> str:
    """:func:`clean_text`, looked up first in ``cleaned`` (and stored there while it holds fewer than
    :data:`CLEANED_TEXTS`): the printings of a reprint share their text (the real table's 2,696 rows hold
    2,206 texts), and a hit costs a lookup instead of a dozen substitutions."""
    if cleaned is None or value is None:
        return clean_text(value)
    found = cleaned.get(value)
    if found is None:
        found = clean_text(value)
        if len(cleaned) < CLEANED_TEXTS:
            cleaned[value] = found
    return found


def collaboration_worlds(rows: Iterable[Mapping[str, str | None]], columns: Columns) -> tuple[str, ...]:
    """The worlds of their own that the table's flags allow (``<Detective Conan>``), spelt as the world
    column spells them when it does (the text's markup may have lost the case)."""
    found: dict[str, str] = {}
    spellings: dict[str, str] = {}
    reordered: dict[tuple[str, ...], str] = {}
    seen: set[str] = set()  # a world value read before adds no spelling (reprints repeat theirs)
    for row in rows:
        raw_world = columns.get(row, "world") or ""
        parts = _WORLD_PARTS.split(raw_world) if raw_world not in seen else []
        seen.add(raw_world)
        for part in parts:
            if part.strip():
                spellings.setdefault(world_key(part), " ".join(part.split()))
                reordered.setdefault(words_key(part), " ".join(part.split()))
        if TYPES.get((columns.get(row, "type") or "").strip().casefold()) != "flag":
            continue
        flag_name = " ".join((columns.get(row, "name") or "").split())
        if flag_name:  # a collaboration flag is named after its world
            reordered.setdefault(words_key(flag_name), flag_name)
        text = clean_text(columns.get(row, "ability_effect"))
        for line in text.splitlines():
            if line.lower().lstrip().startswith("you may use"):
                for bracketed in _BRACKETED.findall(line):
                    world = collaboration_world(bracketed)
                    if world:
                        found.setdefault(world_key(world), world)
    return tuple(sorted({spellings.get(key) or reordered.get(words_key(world), world) for key, world in found.items()}))


def read_row(
    index: int,
    row: Mapping[str, str | None],
    columns: Columns,
    extra_worlds: tuple[str, ...] = (),
    cleaned: dict[str, str] | None = None,
    memo: RowMemo | None = None,
) -> tuple[Printing | None, list[Entry]]:
    """Interpret one row; ``None`` (with a "skipped" entry) when it is not a card at all.

    ``extra_worlds`` are the collaboration worlds of the table (:func:`collaboration_worlds`); ``cleaned``
    keeps :func:`clean_text`'s results across the rows of one import (:func:`cleaned_text`), and ``memo``
    (made with the same ``extra_worlds``) the facts of each text, world and attribute value.
    """
    number = tidy_name(columns.get(row, "card_no") or "")
    ref = number or f"row {index}"
    raw_name = columns.get(row, "name") or ""
    entries: list[Entry] = []
    if "\0invalid" in row:  # set by the source reader: a value it could not read faithfully
        field = str(row.get("\0invalid_field") or "row")
        value = str(row.get(field) or "")
        shown = value if len(value) <= 80 else value[:77] + "..."
        return None, [Entry(ref, raw_name[:80], field, shown, "skipped", str(row["\0invalid"]))]
    if "\0extra" in row:
        entries.append(
            Entry(ref, raw_name, "row", str(row["\0extra"])[:80], "dropped", "more fields than the header has columns")
        )
    if not raw_name.strip():
        entries.append(Entry(ref, "", "name", raw_name, "skipped", "the row has no card name"))
        return None, entries
    repaired = repair_name(raw_name)
    name = tidy_name(repaired)
    problem = name_problem(name)
    if problem is not None:
        entries.append(Entry(ref, "", "name", raw_name, "skipped", problem))
        return None, entries
    if repaired != raw_name:
        entries.append(Entry(ref, name, "name", raw_name, "fixed", "mojibake (UTF-8 read as a code page)", name))
    tidied = tidy_printed_name(name)
    if tidied != name:
        reason = "full-width letters, curly quotes or spaces inside quotes"
        entries.append(Entry(ref, tidied, "name", name, "fixed", reason, tidied))
        name = tidied
    raw_type = columns.get(row, "type") or ""
    card_type = TYPES.get(" ".join(raw_type.split()).casefold())
    if card_type is None and raw_type.strip():
        entries.append(
            Entry(
                ref,
                name,
                "type",
                raw_type,
                "dropped",
                "not a card type (flag, monster, impact monster, spell, item, impact)",
            )
        )

    raw_world = columns.get(row, "world")
    worlds, notes = memo.worlds_of(raw_world) if memo is not None else parse_worlds(raw_world, extra_worlds)
    if card_type == "flag":
        notes = [n for n in notes if normalize_name(n.value) != normalize_name(name)]
        if not worlds and (home := world_of_flag_name(name)):
            worlds = (home,)
    entries += _entries(ref, name, notes)
    raw_attributes = columns.get(row, "attribute")
    attributes, notes = memo.attributes_of(raw_attributes) if memo is not None else parse_attributes(raw_attributes)
    entries += _entries(ref, name, notes)

    size = _size(ref, name, columns.get(row, "size"), entries)

    text = cleaned_text(columns.get(row, "ability_effect"), cleaned)
    facts, broken = memo.text_facts(text, name, card_type) if memo else (read_facts(text, name, card_type), None)
    broken = damaged_markup(text) if memo is None else broken
    entries += _entries(ref, name, facts.notes)
    flag = read_flag(text, extra_worlds) if card_type == "flag" else None
    if broken and not (flag and flag.status != "ok"):
        entries.append(Entry(ref, name, "text", broken, "dropped", "damaged markup that could not be repaired"))
    stats = any(_positive(columns.get(row, f)) for f in ("power", "defense", "critical"))
    return Printing(index, number, name, card_type, worlds, attributes, size, bool(text), facts, flag, stats), entries
