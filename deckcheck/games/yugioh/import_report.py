"""The Yu-Gi-Oh! import report: what became of every row, and the values that were not understood."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardpool.importer.table_report import TableReport
from deckcheck.games.yugioh.cards import EXTRA_DECK_TYPES, YugiohCard

GAME = "yugioh"


@dataclass(frozen=True)
class RowOutcome:
    """What became of one row: ``imported``, ``artwork`` (merged into another row's card) or ``left out``."""

    row: int
    password: str | None
    name: str | None
    outcome: str
    reason: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "row": self.row,
            "password": self.password,
            "name": self.name,
            "outcome": self.outcome,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class Note:
    """A value of an imported row that was not understood or was changed (the card is still imported)."""

    row: int
    password: str | None
    name: str
    message: str

    def as_dict(self) -> dict[str, Any]:
        return {"row": self.row, "password": self.password, "name": self.name, "message": self.message}


@dataclass(frozen=True)
class YugiohImportReport(TableReport[RowOutcome, Note]):
    cards: tuple[YugiohCard, ...]
    also_treated_as: tuple[tuple[str, str], ...] = field(default=())
    """``(card, other name)`` for each "also always treated as": informational, not a copy-limit name."""

    @property
    def rows_imported(self) -> int:
        return self.count("imported")

    @property
    def rows_named_only(self) -> int:
        """Cards with no password, imported by name: text and YAML decks only."""
        return self.count("named only")

    @property
    def rows_merged(self) -> int:
        return self.count("artwork")

    @property
    def rows_skipped(self) -> int:
        return self.count("left out")

    @property
    def names(self) -> int:
        return len({c.name for c in self.cards})

    def by_type(self) -> dict[str, int]:
        counts = Counter(c.type for c in self.cards)
        return {t: counts.get(t, 0) for t in ("monster", "spell", "trap", "token")}

    def extra_deck(self) -> dict[str, int]:
        counts = {t: sum(1 for c in self.cards if t in c.monster_types) for t in EXTRA_DECK_TYPES}
        counts["Pendulum (of those)"] = sum(1 for c in self.cards if c.extra_deck and "Pendulum" in c.monster_types)
        counts["all"] = sum(1 for c in self.cards if c.extra_deck)
        return counts

    def treated_as(self) -> list[tuple[str, str]]:
        return [(c.name, c.treated_as) for c in self.cards if c.treated_as]

    def reasons(self) -> dict[str, int]:
        """Rows left out, by the first words of their reason."""
        counts = Counter(o.reason.split(" (")[0] for o in self.outcomes if o.outcome == "left out")
        return dict(sorted(counts.items()))

    def as_dict(self) -> dict[str, Any]:
        return {
            **self.head(GAME),
            "rows": {
                "read": self.rows_read,
                "imported": self.rows_imported,
                "named_only": self.rows_named_only,
                "merged_as_artwork": self.rows_merged,
                "left_out": self.rows_skipped,
            },
            "cards": len(self.cards),
            "names": self.names,
            "by_type": self.by_type(),
            "extra_deck": self.extra_deck(),
            "treated_as": [{"card": a, "counts_as": b} for a, b in self.treated_as()],
            "also_treated_as": [{"card": a, "also": b} for a, b in self.also_treated_as],
            "left_out_reasons": self.reasons(),
            **self.tail(),
        }

    def render(self, written_to: Sequence[str] = ()) -> str:
        """The summary ``deckcheck pool import`` prints."""
        rows = (
            f"{self.rows_imported} imported, {self.rows_named_only} imported by name only, {self.rows_merged} merged "
            f"as alternate artworks, {self.rows_skipped} left out"
        )
        out = self.head_lines(GAME, rows, f"{len(self.cards)} cards under {self.names} names", written_to)
        out += ["", f"{'card type':<28}{'cards':>8}"]
        out += [f"  {t:<26}{n:>8}" for t, n in self.by_type().items()]
        out += ["", f"{'Extra Deck monsters':<28}{'cards':>8}"]
        out += [f"  {t:<26}{n:>8}" for t, n in self.extra_deck().items()]
        pairs = self.treated_as()
        out += ["", f"Always treated as another card (counted with it for the copy limit) ({len(pairs)}):"]
        out += [f"  {a} -> {b}" for a, b in pairs]
        if self.also_treated_as:
            out += ["", f"Also treated as another name (keeps its own name) ({len(self.also_treated_as)}):"]
            out += [f"  {a} +> {b}" for a, b in self.also_treated_as]
        named = [o for o in self.outcomes if o.outcome == "named only"]
        if named:
            out += ["", f"{len(named)} cards with no password: named decks only (text and YAML, not .ydk or ydke://):"]
            out += [f"  row {o.row} {o.name}" for o in named]
        artworks = (o for o in self.outcomes if o.outcome == "artwork")
        merged = [f"row {o.row} password {o.password} {o.name}: {o.reason}" for o in artworks]
        out += self.listed("Rows merged as alternate artworks", merged)
        skipped = [
            f"row {o.row} password {o.password or '-'} {o.name or '(no name)'}: {o.reason}"
            for o in self.outcomes
            if o.outcome == "left out"
        ]
        out += self.listed("Rows left out", skipped)
        out += self.listed("Notes", [f"row {n.row} password {n.password} {n.name}: {n.message}" for n in self.notes])
        return "\n".join(out) + "\n"


# --- the whole import ------------------------------------------------------------
