"""Importing a Vanguard card list (one row per card, its printings' numbers in one cell) into a pool.

The list is read by the generic :func:`cardpool.importer.sources.read_table`: a SQLite
table, a CSV file, a JSON array, or a JSON object holding the array under a key, as the
fan deck builder's ``d-series-cards.json`` does (``{"version": ..., "cards": [...]}``).
A list cell (``setCode``) arrives joined with `` / ``. Rows of one name are one card:
a second printing's numbers are merged into it, and a row that repeats another (same
name, same numbers) is merged as a duplicate. Every row is accounted for in the report:
imported, merged, or left out with the reason.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from cardpool.importer import ImportResult
from cardpool.importer.columns import find_columns, matches
from cardpool.importer.sources import INVALID, Table
from cardpool.importer.table_report import TableReport
from cardpool.importer.writer import PoolDocument
from cardpool.visible import clip
from deckcheck.games.vanguard.cards import CARD_TYPES, TRIGGERS, VanguardCard, number_forms

GAME = "vanguard"

FIELDS: dict[str, tuple[str, ...]] = {
    "name": ("name", "card_name", "en_name"),
    "numbers": ("setCode", "set_code", "card_no", "card_number", "numbers", "number"),
    "grade": ("grade",),
    "type": ("type", "card_type"),
    "trigger": ("trigger", "trigger_type", "icon"),
    "nation": ("nation", "nations"),
    "skill": ("skill", "text", "effect", "card_text"),
    "power": ("power",),
    "shield": ("shield",),
    "critical": ("critical",),
    "race": ("race",),
}
"""Each field and the column names it is found under (compared without case, spaces or punctuation)."""

REQUIRED = ("name", "grade", "type")

SENTINEL = re.compile(r"\[\s*CONT\s*\]\s*(?:\([^)]*\)\s*)?:\s*Sentinel\b", re.IGNORECASE)
"""``[CONT]:Sentinel`` in a card's text (a perfect guard)."""
NATIONLESS = ("nationless", "none", "")


def recognise(columns: Sequence[str]) -> bool:
    """Whether a table with these columns is a Vanguard card list: a name, a grade and a nation column, and a
    trigger or a shield column."""
    return (
        matches(columns, ("name",)) == 1
        and matches(columns, ("grade",)) == 1
        and matches(columns, ("nation",)) == 1
        and matches(columns, ("trigger", "shield")) >= 1
    )


@dataclass(frozen=True)
class RowOutcome:
    """What became of one row: ``imported``, ``printing`` (its numbers merged into the card of its name),
    ``duplicate`` (the same card and numbers as an earlier row) or ``left out``."""

    row: int
    name: str | None
    outcome: str
    reason: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"row": self.row, "name": self.name, "outcome": self.outcome, "reason": self.reason}


@dataclass(frozen=True)
class Note:
    """A value of an imported row that was not understood or was changed (the card is still imported)."""

    row: int
    name: str
    message: str

    def as_dict(self) -> dict[str, Any]:
        return {"row": self.row, "name": self.name, "message": self.message}


def _clean(value: str | None) -> str:
    return (value or "").strip()


def _int(text: str, low: int, high: int) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 7 and low <= int(text) <= high else None


def _numbers(cell: str, row: int, name: str, notes: list[Note]) -> list[str]:
    """A cell's card numbers, each as the slash form; a number with ``?`` in it (not yet known) is dropped."""
    found = []
    for number in (n.strip() for n in re.split(r"\s+/\s+|\s*[;,]\s*", cell)):  # " / " joins a JSON list
        if not number:
            continue
        if "?" in number:
            notes.append(Note(row, name, f"card number {clip(number)!r} is not a number yet: left out"))
            continue
        forms = number_forms(number)
        found.append(forms[0] if forms else number)
    return found


def _read_row(index: int, row: Mapping[str, str | None], found: Mapping[str, str]) -> tuple[dict[str, Any] | None, str]:
    """The card fields of one row, or ``None`` and why it is left out; the notes go to ``_notes``."""

    def get(field: str) -> str:
        return _clean(row.get(found[field])) if field in found else ""

    name = get("name")
    if not name:
        return None, "no name"
    if INVALID in row:
        return None, str(row[INVALID])
    kind = get("type").casefold()
    if kind not in CARD_TYPES:
        return None, f"type {clip(get('type'))!r} is none of {', '.join(t.title() for t in CARD_TYPES)}"
    grade = _int(get("grade"), 0, 5)
    if grade is None:
        return None, f"grade {clip(get('grade'))!r} is not 0 to 5"
    trigger_text = get("trigger").capitalize()
    trigger = trigger_text if trigger_text in TRIGGERS else None
    if kind == "trigger unit" and trigger is None:
        return None, f"a trigger unit whose trigger {clip(get('trigger'))!r} is none of {', '.join(TRIGGERS)}"
    if kind != "trigger unit" and trigger is not None:
        return None, f"a {kind} with a {trigger} trigger"
    nation = get("nation")
    data: dict[str, Any] = {
        "name": name,
        "type": kind,
        "grade": grade,
        "trigger": trigger,
        "nation": None if nation.casefold() in NATIONLESS else nation,
        "sentinel": bool(SENTINEL.search(get("skill"))) and kind.endswith("unit"),
    }
    for field, high in (("power", 10**6), ("shield", 10**6), ("critical", 99)):
        value = _int(get(field), 0, high)
        if value is not None:
            data[field] = value
    race = get("race")
    if race and race.casefold() != "none":
        data["race"] = race
    return data, ""


FACTS = ("type", "grade", "trigger", "nation", "sentinel")
"""What two rows of one name must agree on to be one card."""


def import_rows(
    rows: Sequence[Mapping[str, str | None]],
    columns: Sequence[str],
    *,
    label: str = "table",
    digest: str = "",
    mapping: Mapping[str, str] | None = None,
) -> ImportResult:
    """Read every row, merge the printings of each name, and build the pool text and the report."""
    found = dict(find_columns(columns, FIELDS, REQUIRED, mapping).found)
    cards: dict[str, dict[str, Any]] = {}
    first_row: dict[str, int] = {}
    outcomes: list[RowOutcome] = []
    notes: list[Note] = []
    for index, row in enumerate(rows, start=1):
        data, reason = _read_row(index, row, found)
        if data is None:
            outcomes.append(RowOutcome(index, _clean(row.get(found.get("name", ""))) or None, "left out", reason))
            continue
        name = data["name"]
        numbers = _numbers(_clean(row.get(found["numbers"])) if "numbers" in found else "", index, name, notes)
        earlier = cards.get(name)
        if earlier is None:
            cards[name] = {**data, "numbers": numbers}
            first_row[name] = index
            outcomes.append(RowOutcome(index, name, "imported"))
            continue
        differ = [f for f in FACTS if earlier.get(f) != data.get(f)]
        if differ:
            reason = f"the name of row {first_row[name]}, with another {', '.join(differ)}"
            outcomes.append(RowOutcome(index, name, "left out", reason))
            continue
        new = [n for n in numbers if n not in earlier["numbers"]]
        earlier["numbers"] = earlier["numbers"] + new
        if new:
            outcomes.append(RowOutcome(index, name, "printing", f"another printing of row {first_row[name]}"))
        else:
            outcomes.append(RowOutcome(index, name, "duplicate", f"the same card and numbers as row {first_row[name]}"))
    built: list[VanguardCard] = []
    for name, data in sorted(cards.items()):
        try:
            built.append(VanguardCard.model_validate({k: v for k, v in data.items() if v is not None}))
        except ValidationError as exc:
            at = first_row[name]
            outcomes = [o for o in outcomes if o.row != at] + [
                RowOutcome(at, name, "left out", clip(str(exc.errors()[0].get("msg", exc)), 200))
            ]
    taken = set(found.values())
    report = VanguardImportReport(
        source=label,
        digest=digest,
        columns=found,
        unused_columns=tuple(c for c in columns if c not in taken and not c.startswith("\0")),
        rows_read=len(rows),
        outcomes=tuple(sorted(outcomes, key=lambda o: o.row)),
        notes=tuple(sorted(notes, key=lambda n: n.row)),
        cards=tuple(built),
    )
    kept = tuple(built)
    pool = PoolDocument(kept, GAME, f"Vanguard card list from {label}", f"{label}, sha256 {digest}")
    return ImportResult(kept, report, pool)


def import_table(table: Table, mapping: Mapping[str, str] | None = None) -> ImportResult:
    """Import a :class:`cardpool.importer.sources.Table`."""
    return import_rows(table.rows, table.columns, label=table.label, digest=table.digest, mapping=mapping)


@dataclass(frozen=True)
class VanguardImportReport(TableReport[RowOutcome, Note]):
    cards: tuple[VanguardCard, ...]

    def by(self, fact: str) -> dict[str, int]:
        """Cards by a fact's value (``NationLess`` for no nation, ``none`` for no trigger)."""
        empty = "NationLess" if fact == "nation" else "none"
        counts = Counter(str(getattr(c, fact)) if getattr(c, fact) is not None else empty for c in self.cards)
        return dict(sorted(counts.items()))

    def as_dict(self) -> dict[str, Any]:
        return {
            **self.head(GAME),
            "rows": {
                "read": self.rows_read,
                "imported": self.count("imported"),
                "merged_as_printing": self.count("printing"),
                "merged_as_duplicate": self.count("duplicate"),
                "left_out": self.count("left out"),
            },
            "cards": len(self.cards),
            "by_type": self.by("type"),
            "by_grade": self.by("grade"),
            "by_trigger": self.by("trigger"),
            "by_nation": self.by("nation"),
            "sentinels": sum(1 for c in self.cards if c.sentinel),
            **self.tail(),
        }

    def render(self, written_to: Sequence[str] = ()) -> str:
        """The summary ``deckcheck pool import`` prints."""
        rows = (
            f"{self.count('imported')} imported, {self.count('printing')} merged as other printings, "
            f"{self.count('duplicate')} merged as duplicates, {self.count('left out')} left out"
        )
        out = self.head_lines(GAME, rows, f"{len(self.cards)} cards", written_to)
        for fact, title in (("type", "type"), ("grade", "grade"), ("trigger", "trigger"), ("nation", "nation")):
            out += ["", f"{title:<28}{'cards':>8}"]
            out += [f"  {value:<26}{n:>8}" for value, n in self.by(fact).items()]
        out += ["", f"{'sentinels ([CONT]:Sentinel)':<28}{sum(1 for c in self.cards if c.sentinel):>8}"]
        for outcome, title in (("printing", "merged as other printings"), ("duplicate", "merged as duplicates")):
            merged = [f"row {o.row} {o.name}: {o.reason}" for o in self.outcomes if o.outcome == outcome]
            out += self.listed(f"Rows {title}", merged)
        skipped = [f"row {o.row} {o.name or '(no name)'}: {o.reason}" for o in self.outcomes if o.outcome == "left out"]
        out += self.listed("Rows left out", skipped)
        out += self.listed("Notes", [f"row {n.row} {n.name}: {n.message}" for n in self.notes])
        return "\n".join(out) + "\n"
