"""Issue 18: the import report's fact counts, worked out in one pass, are the counts of one pass per fact."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from cardpool.importer import read_table
from cardpool.normalize import normalize_name
from deckcheck.games.buddyfight.cards import GENERIC, Card
from deckcheck.games.buddyfight.importer import import_table
from deckcheck.games.buddyfight.importer.interpret import Printing
from deckcheck.games.buddyfight.importer.report import FACT_TITLES
from deckcheck.games.buddyfight.importer.report_counts import fact_counts

from helpers import REAL_SQLITE

FIXTURES = Path(__file__).parent / "import_fixtures"


def _one_fact(printings: Sequence[Printing], cards: Sequence[Card], fact: str) -> dict[str, int]:
    """The counts as the report worked them out before: one pass over everything per fact."""

    def two(worlds: Sequence[str]) -> bool:
        return len([w for w in worlds if w != GENERIC]) >= 2

    if fact == "two_or_more_worlds":
        rows = [p for p in printings if two(p.worlds)]
        named = [c for c in cards if two(c.worlds)]
    elif fact == "flag":
        rows = [p for p in printings if p.type == "flag"]
        named = [c for c in cards if c.flag is not None]
    else:
        rows = [p for p in printings if getattr(p.facts, fact)]
        named = [c for c in cards if getattr(c, fact)]
    counts = {"printings": len(rows), "names": len({normalize_name(c.name) for c in named})}
    if fact == "shared_limit":
        counts["groups"] = len({frozenset(normalize_name(n) for n in c.shared_limit) for c in named})
    return counts


def _sources() -> list[Path]:
    return [FIXTURES / "quirks.csv", *([REAL_SQLITE] if REAL_SQLITE.exists() else [])]


@pytest.mark.parametrize("source", _sources(), ids=lambda p: p.name)
def test_one_pass_counts_every_fact_as_one_pass_per_fact(source: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.games.buddyfight.importer import report

    seen: dict[str, object] = {}
    real = report.build_report

    def spy(**kwargs: object) -> object:
        seen.update(kwargs)
        return real(**kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("deckcheck.games.buddyfight.importer.build_report", spy)
    result = import_table(read_table(source))
    printings, cards = seen["printings"], seen["cards"]
    expected = {fact: _one_fact(printings, cards, fact) for fact in FACT_TITLES}  # type: ignore[arg-type]
    assert fact_counts(printings, cards, FACT_TITLES, normalize_name) == expected  # type: ignore[arg-type]
    assert result.report.as_dict()["facts"] == expected
    assert any(c["printings"] for c in expected.values())
