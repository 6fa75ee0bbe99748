"""What every game's table import reports: the source, its columns, each row's outcome and the notes.

A game's import report subclasses :class:`TableReport` and adds its own counts (card types, grades, ...); the
common head of ``as_dict`` and ``render``, the row counts and the per-row details are written once, here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar


class Outcome(Protocol):
    """One row's outcome (``imported``, ``left out``, or a game's own merge words)."""

    @property
    def outcome(self) -> str: ...

    def as_dict(self) -> dict[str, Any]: ...


class Remark(Protocol):
    """A note about one row's value, as its game words it."""

    def as_dict(self) -> dict[str, Any]: ...


RowT = TypeVar("RowT", bound=Outcome)
NoteT = TypeVar("NoteT", bound=Remark)


@dataclass(frozen=True)
class TableReport(Generic[RowT, NoteT]):
    source: str
    digest: str
    columns: dict[str, str]
    unused_columns: tuple[str, ...]
    rows_read: int
    outcomes: tuple[RowT, ...]
    notes: tuple[NoteT, ...]

    def count(self, outcome: str) -> int:
        return sum(1 for o in self.outcomes if o.outcome == outcome)

    def head(self, game: str) -> dict[str, Any]:
        """The first keys of ``as_dict``: the game, the source and its digest, the columns read and not."""
        return {
            "game": game,
            "source": self.source,
            "sha256_16": self.digest,
            "columns": self.columns,
            "unused_columns": list(self.unused_columns),
        }

    def tail(self) -> dict[str, Any]:
        """The last keys of ``as_dict``: every row that was not simply imported, and the notes."""
        return {
            "rows_detail": [o.as_dict() for o in self.outcomes if o.outcome != "imported"],
            "notes": [n.as_dict() for n in self.notes],
        }

    def head_lines(self, game: str, rows: str, written: str, written_to: Sequence[str]) -> list[str]:
        """The first lines ``pool import`` prints: the game, the source, ``rows`` (what became of them),
        ``written`` (what was written) and where, and the columns."""
        out = [
            f"game:     {game}",
            f"source:   {self.source} (sha256 {self.digest}...)",
            f"rows:     {self.rows_read} read: {rows}",
            f"written:  {written}" + (f" to {', '.join(written_to)}" if written_to else ""),
            "columns:  " + ", ".join(f"{k}={v}" for k, v in self.columns.items()),
        ]
        if self.unused_columns:
            out.append("unused:   " + ", ".join(self.unused_columns))
        return out

    @staticmethod
    def listed(title: str, lines: Sequence[str]) -> list[str]:
        """A titled block of the printed report, one indented line an item (``Rows left out (3):``), after a blank
        line; nothing when there is no item."""
        return ["", f"{title} ({len(lines)}):", *(f"  {line}" for line in lines)] if lines else []
