"""Importing a Yu-Gi-Oh! card table (one row per password) into a pool of cards.

The table is read by the generic :func:`cardpool.importer.sources.read_table`
(SQLite, CSV or a JSON array; numbers become their decimal text, so every form
reads the same). Each row is one password: the alternate artworks of one card
share a ``konami_id`` and are merged into one card with several passwords. Every
row is accounted for in the report: imported, merged as an alternate artwork, or
left out with the reason. A row with no password (Obelisk the Tormentor in some tables) is imported by
name: text and YAML decks can name it, ``.ydk`` and ``ydke://`` decks cannot.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from cardpool.importer import ImportResult
from cardpool.importer.columns import find_columns, matches
from cardpool.importer.sources import INVALID, INVALID_FIELD, Table
from cardpool.importer.writer import PoolDocument
from cardpool.model import name_problem
from cardpool.visible import clip
from deckcheck.games.yugioh.cards import (
    MAX_PASSWORD,
    MONSTER_TYPES,
    PROPERTIES,
    YugiohCard,
)
from deckcheck.games.yugioh.import_report import GAME, Note, RowOutcome, YugiohImportReport

FIELDS: dict[str, tuple[str, ...]] = {
    "password": ("password", "passcode", "passwords", "id", "card_password"),
    "name": ("name", "card_name", "en_name", "english_name"),
    "card_type": ("card_type", "type", "frame"),
    "konami_id": ("konami_id", "konamiid", "cid", "database_id"),
    "property": ("property", "spell_trap_property", "race_property"),
    "monster_type_line": ("monster_type_line", "type_line", "monster_types", "typeline"),
    "text": ("text", "desc", "effect", "card_text", "lore"),
    "pendulum_effect": ("pendulum_effect", "pend_desc", "pendulum_text"),
}
"""Each field and the column names it is found under (compared without case, spaces or punctuation)."""

REQUIRED = ("password", "name", "card_type")

CARD_TYPE_WORDS = {"monster": "monster", "spell": "spell", "trap": "trap", "token": "token"}

TREATED_AS = re.compile(r"\(This card(?:'s name)? is always treated as \"(?P<name>[^\"]+)\"\.\)")
"""``(This card is always treated as "Umi".)`` and ``(This card's name is always treated as "Harpie Lady".)``:
the card's name is the other card's, so it counts as that card for the copy limit."""
ALSO_TREATED_AS = re.compile(r"\(This card is also always treated as \"(?P<name>[^\"]+)\"\.\)")
"""``(This card is also always treated as "X".)``: the card keeps its own name and gains a second one."""


SIGNATURE = ("monster_type_line", "konami_id", "pendulum_scale", "link_rating", "passcode")
"""Columns only a Yu-Gi-Oh! table has."""


def recognise(columns: Sequence[str]) -> bool:
    """Whether a table with these columns is a Yu-Gi-Oh! card list: a password (or passcode), a name and a
    card type column, and one of the columns only Yu-Gi-Oh! tables have (a monster type line, a konami_id ...)."""
    return (
        matches(columns, ("password", "passcode")) >= 1
        and matches(columns, ("name",)) == 1
        and matches(columns, ("card_type", "type")) >= 1
        and matches(columns, SIGNATURE) >= 1
    )


# --- reading rows -------------------------------------------------------------


@dataclass(frozen=True)
class _Row:
    row: int
    password: str | None
    """``None``: a card never given one, imported by name only."""
    konami_id: int | None
    data: dict[str, Any]
    """The card's fields but ``numbers``."""

    @property
    def name(self) -> str:
        return str(self.data["name"])


def _clean(value: str | None) -> str:
    return (value or "").strip()


def _number(digits: str) -> int:
    """The value of ASCII ``digits``, capped just above what a password may be (no int() of a huge string)."""
    significant = digits.lstrip("0")
    return int(significant) if len(significant) <= 10 else MAX_PASSWORD + 1


NO_PASSWORD = "no password: named decks only (a .ydk or ydke:// deck cannot hold a card never given one)"
"""The reason shown for a card imported without a password."""


def _password(raw: str) -> tuple[str | None, str]:
    """The password without leading zeros, or ``None`` and why the row is left out (empty: the row has none, and
    is imported by name)."""
    if not raw:
        return None, ""
    if not raw.isdigit() or not raw.isascii():
        return None, f"password {raw[:40]!r} is not a number"
    value = _number(raw)
    if value == 0:
        return None, "password 0 is not a card's password"
    if value > MAX_PASSWORD:
        return None, f"password {raw[:40]} is larger than {MAX_PASSWORD}, the largest a ydke:// URL can hold"
    return str(value), ""


def _read_row(
    index: int, row: Mapping[str, str | None], columns: Mapping[str, str]
) -> tuple[_Row | None, RowOutcome | None, list[Note]]:
    def get(fld: str) -> str:
        column = columns.get(fld)
        return _clean(row.get(column)) if column is not None else ""

    name = " ".join(get("name").split())
    raw_password = get("password")
    password, why = _password(raw_password)
    shown = password or (raw_password[:40] or None)
    if INVALID in row:  # the source reader could not read a value faithfully (bad UTF-8, NaN, a repeated key)
        reason = f"{row.get(INVALID_FIELD)}: {row[INVALID]}"
        return None, RowOutcome(index, shown, clip(name, 80) or None, "left out", reason), []
    if password is None and why:
        return None, RowOutcome(index, shown, clip(name, 80) or None, "left out", why), []
    if not name:
        return None, RowOutcome(index, password, None, "left out", "no name"), []
    problem = name_problem(name)
    if problem is not None:
        return None, RowOutcome(index, password, None, "left out", problem), []
    kind = CARD_TYPE_WORDS.get(get("card_type").casefold())
    type_line = [part.strip() for part in get("monster_type_line").split("/") if part.strip()]
    if "Token" in type_line[1:]:
        kind = "token"
    if kind is None:
        reason = f"card type {get('card_type')[:40]!r} is not Monster, Spell, Trap or Token"
        if get("card_type").casefold() == "skill":
            reason = "a Speed Duel Skill: Skills are never part of an Advanced deck"
        return None, RowOutcome(index, password, name, "left out", reason), []
    notes: list[Note] = []
    data: dict[str, Any] = {"name": name, "type": kind}
    if kind in ("monster", "token"):
        if type_line:
            data["race"] = type_line[0]
            words = [w for w in type_line[1:] if w != "Token"]
            unknown = [w for w in words if w not in MONSTER_TYPES]
            for word in unknown:
                notes.append(Note(index, password, name, f"monster type {word!r} is not known; left out"))
            data["monster_types"] = [w for w in words if w in MONSTER_TYPES] if kind == "monster" else []
        elif kind == "monster":
            notes.append(Note(index, password, name, "a monster without a type line: read as a Main Deck monster"))
    else:
        prop = get("property")
        if prop in PROPERTIES:
            data["property"] = prop
        elif prop:
            notes.append(Note(index, password, name, f"property {prop[:40]!r} is not known; left out"))
    text = "\n".join(t for t in (get("text"), get("pendulum_effect")) if t)
    treated = TREATED_AS.search(text)
    if treated and treated["name"].strip() != name:
        data["treated_as"] = " ".join(treated["name"].split())
    konami_raw = get("konami_id")
    konami_id: int | None = None
    if konami_raw:
        if konami_raw.isdigit() and konami_raw.isascii() and 0 < _number(konami_raw) <= MAX_PASSWORD:
            konami_id = _number(konami_raw)
            data["konami_id"] = konami_id
        else:
            notes.append(Note(index, password, name, f"konami_id {konami_raw[:40]!r} is not a number; left out"))
    return _Row(index, password, konami_id, data), None, notes


# --- merging alternate artworks -------------------------------------------------


def _merge(rows: Sequence[_Row]) -> tuple[list[YugiohCard], list[RowOutcome], list[Note]]:
    """One card per konami_id (its artworks' passwords together); a row without one is its own card."""
    groups: dict[Any, list[_Row]] = {}
    owner: dict[str, _Row] = {}
    outcomes: list[RowOutcome] = []
    notes: list[Note] = []
    numbered: dict[str, _Row] = {}
    for row in rows:
        if row.password is not None:
            numbered.setdefault(row.name, row)
    for row in rows:
        first = owner.get(row.password) if row.password is not None else numbered.get(row.name)
        if first is not None:
            reason = f"password {row.password} is already row {first.row}'s ({first.name})"
            if row.password is None:
                reason = f"no password, and row {first.row} (password {first.password}) is the card of this name"
            outcomes.append(RowOutcome(row.row, row.password, row.name, "left out", reason))
            continue
        if row.password is not None:
            owner[row.password] = row
        key: Any = ("konami", row.konami_id) if row.konami_id is not None else ("row", row.row)
        group = groups.setdefault(key, [])
        if group and group[0].name != row.name:
            notes.append(
                Note(
                    row.row,
                    row.password,
                    row.name,
                    f"shares konami_id {row.konami_id} with row {group[0].row} ({group[0].name}) but not its "
                    "name: imported as a card of its own",
                )
            )
            key = ("row", row.row)
            group = groups.setdefault(key, [])
        group.append(row)
    cards: list[YugiohCard] = []
    for group in groups.values():
        head = group[0]
        passwords = sorted((r.password for r in group if r.password is not None), key=int)
        try:
            cards.append(YugiohCard.model_validate({**head.data, "numbers": passwords}))
        except ValidationError as exc:  # a value past the card model's bounds (a 1,000-character name, say)
            why = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
            reason = f"not a valid card: {why}"
            outcomes += [RowOutcome(r.row, r.password, clip(r.name, 80), "left out", reason) for r in group]
            continue
        imported = "imported" if passwords else "named only"
        outcomes.append(RowOutcome(head.row, head.password, head.name, imported, "" if passwords else NO_PASSWORD))
        for other in group[1:]:
            if other.data != head.data:
                differs = sorted(k for k in set(other.data) | set(head.data) if other.data.get(k) != head.data.get(k))
                notes.append(
                    Note(
                        other.row,
                        other.password,
                        other.name,
                        f"differs from row {head.row} in {', '.join(differs)}; row {head.row}'s facts are kept",
                    )
                )
            reason = f"alternate artwork of {head.name} (konami_id {head.konami_id}, row {head.row})"
            outcomes.append(RowOutcome(other.row, other.password, other.name, "artwork", reason))
    cards.sort(key=lambda c: (c.name, int(c.numbers[0]) if c.numbers else 0))
    outcomes.sort(key=lambda o: o.row)
    return cards, outcomes, notes


def import_rows(
    rows: Sequence[Mapping[str, str | None]],
    columns: Sequence[str],
    *,
    label: str = "table",
    digest: str = "",
    mapping: Mapping[str, str] | None = None,
) -> ImportResult:
    """Read every row, merge alternate artworks, and build the pool text and the report."""
    found = dict(find_columns(columns, FIELDS, REQUIRED, mapping).found)
    read: list[_Row] = []
    outcomes: list[RowOutcome] = []
    notes: list[Note] = []
    also: list[tuple[str, str]] = []
    for index, row in enumerate(rows, start=1):
        parsed, outcome, row_notes = _read_row(index, row, found)
        notes += row_notes
        if outcome is not None:
            outcomes.append(outcome)
        if parsed is not None:
            read.append(parsed)
            text = " ".join(_clean(row.get(found[f])) for f in ("text", "pendulum_effect") if f in found)
            also += [(parsed.name, m["name"]) for m in ALSO_TREATED_AS.finditer(text)]
    cards, merged, merge_notes = _merge(read)
    outcomes = sorted(outcomes + merged, key=lambda o: o.row)
    taken = set(found.values())
    report = YugiohImportReport(
        source=label,
        digest=digest,
        columns=found,
        unused_columns=tuple(c for c in columns if c not in taken and not c.startswith("\0")),
        rows_read=len(rows),
        outcomes=tuple(outcomes),
        notes=tuple(sorted(notes + merge_notes, key=lambda n: n.row)),
        cards=tuple(cards),
        also_treated_as=tuple(sorted(set(also))),
    )
    kept = tuple(cards)
    pool = PoolDocument(kept, GAME, f"Yu-Gi-Oh! card list from {label}", f"{label}, sha256 {digest}")
    return ImportResult(kept, report, pool)


def import_table(table: Table, mapping: Mapping[str, str] | None = None) -> ImportResult:
    """Import a :class:`cardpool.importer.sources.Table`."""
    return import_rows(table.rows, table.columns, label=table.label, digest=table.digest, mapping=mapping)
