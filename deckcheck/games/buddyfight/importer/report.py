"""The import report: what was read, what was written, every fact found and every value not understood."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardpool.normalize import normalize_name
from cardpool.visible import shown
from deckcheck.findings import plural
from deckcheck.games.buddyfight.cards import CARD_TYPES, Card
from deckcheck.games.buddyfight.importer.interpret import Entry, Printing
from deckcheck.games.buddyfight.importer.report_counts import fact_counts

VALUE_LIMIT = 200
"""The most characters of one value (a name, a cell, a column) that the text report shows."""


KIND_TITLES = {
    "skipped": "Rows left out",
    "dropped": "Values that could not be interpreted (left out)",
    "conflict": "Conflicts between printings",
    "filled": "Facts taken from other printings",
    "note": "Notes",
}
FACT_TITLES = {
    "omni_lord": "[Omni Lord]",
    "omni_lord_world": "[Omni Lord] naming its world",
    "two_or_more_worlds": "two or more worlds (Generic not counted)",
    "any_flag": "usable with all flags (not [Omni Lord])",
    "any_number": "any number in a deck",
    "shared_limit": "shares a limit of four",
    "my_buddy": "one copy while fewer than four buddies",
    "can_be_buddy": "non-monster that can be a buddy",
    "evil_deity": "[Evil Deity]: buddy only with another",
    "buddy_allows": "as the buddy, widens what the flag allows",
    "only_flag": "playable under one flag only",
    "only_buddy": "playable only with a buddy it names",
    "flag": "flags",
}


@dataclass(frozen=True)
class ImportReport:
    source: str
    digest: str
    columns: dict[str, str]
    unused_columns: tuple[str, ...]
    rows_read: int
    rows_imported: int
    cards: int
    names: int
    by_type: dict[str, dict[str, int]]
    by_world: dict[str, dict[str, int]]
    facts: dict[str, dict[str, int]]
    flags: list[dict[str, Any]]
    entries: tuple[Entry, ...] = field(default=())
    uninterpreted: dict[str, int] = field(default_factory=dict)
    """Sentences with "in your deck", "buddy area" or "buddy zone" that no pattern reads, with how many
    printings print each: so that the next card with a new deck-building text is noticed."""

    @property
    def rows_skipped(self) -> int:
        return self.rows_read - self.rows_imported

    def render(self, written: Sequence[str] = ()) -> str:
        return render_text(self, written)

    def as_dict(self) -> dict[str, Any]:
        kinds = Counter(e.kind for e in self.entries)
        return {
            "source": self.source,
            "sha256_16": self.digest,
            "columns": self.columns,
            "unused_columns": list(self.unused_columns),
            "rows": {"read": self.rows_read, "imported": self.rows_imported, "skipped": self.rows_skipped},
            "cards": self.cards,
            "names": self.names,
            "by_type": self.by_type,
            "by_world": self.by_world,
            "facts": self.facts,
            "flags": self.flags,
            "entry_counts": {k: kinds.get(k, 0) for k in ("fixed", *KIND_TITLES)},
            "entries": [e.as_dict() for e in self.entries],
            "uninterpreted": {
                "printings": sum(self.uninterpreted.values()),
                "sentences": [{"text": text, "printings": n} for text, n in self.uninterpreted.items()],
            },
        }


def _flag_line(card: Card) -> dict[str, Any]:
    assert card.flag is not None
    rules = card.flag
    return {
        "name": card.name,
        "numbers": list(card.numbers),
        "allows": rules.describe(),
        "hand": rules.hand,
        "gauge": rules.gauge,
        "life": rules.life,
    }


def build_report(
    *,
    source: str,
    digest: str,
    columns: dict[str, str],
    unused: Sequence[str],
    rows_read: int,
    printings: Sequence[Printing],
    cards: Sequence[Card],
    entries: Sequence[Entry],
    imported: int,
    keys: Mapping[str, str] | None = None,
) -> ImportReport:
    """Count everything the summary shows; ``entries`` are kept in the order they were found. ``keys`` are the
    names' :func:`normalize_name` already worked out (by :func:`~.merge.merge`)."""
    known = keys or {}

    def key(name: str) -> str:
        found = known.get(name)
        return normalize_name(name) if found is None else found

    printing_types, card_types = Counter(p.type for p in printings), Counter(c.type for c in cards)
    by_type: dict[str, dict[str, int]] = {
        t: {"printings": printing_types[t], "cards": card_types[t]} for t in CARD_TYPES
    }
    # one pass each: a printing or card counts once under each of its worlds, and under "(none)" without one
    none: tuple[str | None, ...] = (None,)
    printing_worlds = Counter(w for p in printings for w in dict.fromkeys(p.worlds or none))
    card_worlds = Counter(w for c in cards for w in dict.fromkeys(c.worlds or none))
    worlds = sorted(w for w in set(printing_worlds) | set(card_worlds) if w is not None)
    by_world = {w: {"printings": printing_worlds[w], "cards": card_worlds[w]} for w in worlds}
    by_world["(none)"] = {"printings": printing_worlds[None], "cards": card_worlds[None]}
    return ImportReport(
        source=source,
        digest=digest,
        columns=dict(columns),
        unused_columns=tuple(unused),
        rows_read=rows_read,
        rows_imported=imported,
        cards=len(cards),
        names=len({key(c.name) for c in cards}),
        by_type=by_type,
        by_world=by_world,
        facts=fact_counts(printings, cards, FACT_TITLES, key),
        flags=[_flag_line(c) for c in cards if c.flag is not None],
        entries=tuple(entries),
        uninterpreted=_uninterpreted(printings),
    )


def _uninterpreted(printings: Sequence[Printing]) -> dict[str, int]:
    counts = Counter(sentence for p in printings for sentence in dict.fromkeys(p.facts.uninterpreted))
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def render_text(report: ImportReport, written_to: Sequence[str] = ()) -> str:
    """The summary ``deckcheck pool import`` prints: every value from the table shown with visible() and cut
    at :data:`VALUE_LIMIT` characters, so a cell cannot reach the terminal raw or flood it."""
    report, written_to = shown(report, VALUE_LIMIT), shown(tuple(written_to))
    out = [
        f"source:   {report.source} (sha256 {report.digest}...)",
        f"rows:     {report.rows_read} read, {report.rows_imported} imported, {report.rows_skipped} left out",
        f"written:  {report.cards} cards under {report.names} names"
        + (f" to {', '.join(written_to)}" if written_to else ""),
        "columns:  " + ", ".join(f"{k}={v}" for k, v in report.columns.items()),
    ]
    if report.unused_columns:
        out.append("unused:   " + ", ".join(report.unused_columns))
    out += ["", f"{'type':<28}{'printings':>10}{'cards':>8}"]
    out += [f"  {t:<26}{c['printings']:>10}{c['cards']:>8}" for t, c in report.by_type.items()]
    out += ["", f"{'world':<28}{'printings':>10}{'cards':>8}"]
    out += [f"  {w:<26}{c['printings']:>10}{c['cards']:>8}" for w, c in report.by_world.items()]
    out += ["", f"{'deck-building fact':<44}{'printings':>10}{'names':>8}"]
    for fact, counts in report.facts.items():
        extra = f"  ({counts['groups']} groups)" if "groups" in counts else ""
        out.append(f"  {FACT_TITLES[fact]:<42}{counts['printings']:>10}{counts['names']:>8}{extra}")
    out += ["", f"flags ({len(report.flags)}):"]
    for flag in report.flags:
        setup = f"; hand {flag['hand']}, gauge {flag['gauge']}, life {flag['life']}"
        out.append(f"  {flag['name']}: {flag['allows']}{setup} [{plural(len(flag['numbers']), 'printing')}]")
    total = sum(report.uninterpreted.values())
    out += [
        "",
        f"Card texts with 'in your deck', 'buddy area' or 'buddy zone' not interpreted: "
        f"{plural(len(report.uninterpreted), 'sentence')} in {plural(total, 'printing')}" + (":" if total else ""),
    ]
    out += [f"  {n}x {text[:160]}" for text, n in report.uninterpreted.items()]
    out += _entry_lines(report.entries)
    return "\n".join(out) + "\n"


def _entry_lines(entries: Sequence[Entry]) -> list[str]:
    out: list[str] = []
    fixed: dict[tuple[str, str, str, str], list[str]] = {}
    for e in entries:
        if e.kind == "fixed":
            fixed.setdefault((e.field, e.value, e.fixed_to, e.reason), []).append(e.number)
    if fixed:
        out += ["", f"Values normalised ({sum(len(v) for v in fixed.values())}):"]
        for (fld, value, to, reason), numbers in fixed.items():
            out.append(f"  {fld} {value!r} -> {to!r} ({reason}): {len(numbers)}x {', '.join(numbers)}")
    for kind, title in KIND_TITLES.items():
        chosen = [e for e in entries if e.kind == kind]
        if not chosen:
            continue
        out += ["", f"{title} ({len(chosen)}):"]
        for e in chosen:
            value = f" {e.value!r}" if e.value else ""
            to = f" -> {e.fixed_to!r}" if e.fixed_to else ""
            out.append(f"  {e.number} {e.name or '(no name)'}: {e.field}{value}{to}: {e.reason}")
    return out
