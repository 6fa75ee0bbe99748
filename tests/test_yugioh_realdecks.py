"""The four real Tactical-Try decks against the real card table: three legal, one names a missing password."""

from __future__ import annotations

from pathlib import Path

import pytest
from yugioh_helpers import YGO_DECKS, YGO_SQLITE, needs_ygo_data, run_rules

from cardpool import CardPool
from cardpool.importer.sources import read_table
from cardpool.pool import PoolInfo
from deckcheck.games.yugioh.importer import import_table
from deckcheck.games.yugioh.ydk import read_ydk
from deckcheck.readers.source import decode

pytestmark = needs_ygo_data

DECKS = sorted(YGO_DECKS.glob("*.ydk")) if YGO_DECKS.is_dir() else []


@pytest.fixture(scope="module")
def real_pool() -> CardPool:
    result = import_table(read_table(YGO_SQLITE))
    info = PoolInfo(name="real", source="cards.sqlite", location=str(YGO_SQLITE), files=())
    return CardPool(result.cards, info=info, game="yugioh")


def check(path: Path, pool: CardPool) -> list[tuple[str, int | None, str]]:
    text = decode(path.read_bytes()).text
    assert text is not None
    deck, problems = read_ydk(str(path), text)
    return run_rules(deck, pool, problems)


def test_there_are_four_real_decks() -> None:
    assert len(DECKS) == 4


def test_three_are_legal_and_one_names_a_password_the_table_lacks(real_pool: CardPool) -> None:
    verdicts = {path.name: check(path, real_pool) for path in DECKS}
    legal = [name for name, found in verdicts.items() if not found]
    assert len(legal) == 3, verdicts
    (bad,) = [found for found in verdicts.values() if found]
    assert [slug for slug, _, _ in bad] == ["unknown-card"]
    (_, line, message) = bad[0]
    assert line is not None and '"18144507"' in message  # the password, as written
    name = next(n for n, f in verdicts.items() if f)
    lines = (YGO_DECKS / name).read_text(encoding="utf-8").splitlines()
    assert lines[line - 1].strip() == "18144507"


def test_the_real_decks_have_full_sections(real_pool: CardPool) -> None:
    for path in DECKS:
        deck, problems = read_ydk(str(path), decode(path.read_bytes()).text or "")
        sizes = {s: sum(e.count for e in deck.entries if e.section == s) for s in ("main", "extra", "side")}
        assert problems == [] and sizes["main"] == 40 and sizes["extra"] == 10 and sizes["side"] == 0, path.name
