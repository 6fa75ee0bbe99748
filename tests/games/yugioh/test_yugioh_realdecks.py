"""The four real Tactical-Try decks against the real card table: three legal, one names a missing password."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardpool import CardPool
from cardpool.importer.sources import read_table
from cardpool.pool import PoolInfo
from deckcheck.games import number_shapes
from deckcheck.games.yugioh.importer import import_table
from deckcheck.games.yugioh.ydk import read_ydk
from deckcheck.readers import read_deck
from deckcheck.readers.source import decode

from yugioh_helpers import YGO_DECKS, YGO_SQLITE, needs_ygo_data, run_rules

pytestmark = needs_ygo_data

DECKS = sorted(YGO_DECKS.glob("*.ydk")) if YGO_DECKS.is_dir() else []


@pytest.fixture(scope="module")
def real_pool() -> CardPool:
    result = import_table(read_table(YGO_SQLITE))
    info = PoolInfo(name="real", source="cards.sqlite", location=str(YGO_SQLITE), files=())
    return CardPool(result.cards, info=info, game="yugioh", shapes=number_shapes("yugioh"))


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


def edited(name: str, *, main: list[str] = (), extra: list[str] = (), side: list[str] = ()) -> str:  # type: ignore[assignment]
    """A real deck with password lines added to its sections."""
    text = decode((YGO_DECKS / name).read_bytes()).text or ""
    text = text.replace("#extra\n", "".join(f"{p}\n" for p in main) + "#extra\n")
    text = text.replace("!side\n", "".join(f"{p}\n" for p in extra) + "!side\n")
    return text + "".join(f"{p}\n" for p in side)


ELDLICH = "tactical-try-deck-eldlich-the-conqueror.ydk"


def rules_of(text: str, pool: CardPool, path: str = "deck.ydk") -> list[tuple[str, int | None, str]]:
    deck, problems = read_deck(path, text.encode("utf-8"))
    return run_rules(deck, pool, problems)


def test_real_decks_that_break_each_rule(real_pool: CardPool) -> None:
    assert rules_of(edited(ELDLICH), real_pool) == []
    fusion = rules_of(edited(ELDLICH, main=["35809262"]), real_pool)  # Elemental HERO Flame Wingman
    assert [(s, m.split(":")[0]) for s, _, m in fusion] == [
        ("wrong-deck", '"Elemental HERO Flame Wingman" is a Fusion Monster')
    ]
    spell = rules_of(edited(ELDLICH, extra=["55144522"]), real_pool)  # Pot of Greed
    assert [s for s, _, _ in spell] == ["wrong-deck"] and "Normal Spell" in spell[0][2]
    fourth = rules_of(edited(ELDLICH, side=["95440946"]), real_pool)  # a 4th Eldlich the Golden Lord
    assert [s for s, _, _ in fourth] == ["copy-limit"] and "3 in the Main Deck and 1 in the Side Deck" in fourth[0][2]
    sixteen = [str(p) for p in (55144522, 83764718, 53129443, 44095762, 4206964) * 3] + ["62279055"]
    assert [s for s, _, _ in rules_of(edited(ELDLICH, side=sixteen), real_pool)] == ["side-deck-size"]
    short = "\n".join(line for line in edited(ELDLICH).splitlines() if line != "95440946") + "\n"
    assert [s for s, _, _ in rules_of(short, real_pool)] == ["main-deck-size"]


def test_real_table_treated_as_and_artworks_in_a_text_deck(real_pool: CardPool) -> None:
    base = "\n".join(
        f"3 {n}"
        for n in (
            "Pot of Desires",
            "Raigeki",
            "Dark Hole",
            "Mirror Force",
            "Trap Hole",
            "Magic Cylinder",
            "Sangan",
            "Kuriboh",
            "Jinzo",
            "Mystic Tomato",
            "Summoned Skull",
            "Celtic Guardian",
            "Gaia The Fierce Knight",
        )
    )
    text = f"Game: yugioh\nMain Deck:\n{base}\n2 Umi\n1 A Legendary Ocean\nSide Deck:\n1 Pacifis, the Phantasm City\n"
    found = rules_of(text, real_pool, "deck.txt")
    assert [s for s, _, _ in found] == ["copy-limit"]
    assert '4 copies counted as "Umi": 2 "Umi", 1 "A Legendary Ocean" (always treated as "Umi") and 1 ' in found[0][2]
    text = f"Game: yugioh\nMain Deck:\n{base}\n2 46986414\n2 Dark Magician\n"
    found = rules_of(text, real_pool, "deck.txt")
    assert sorted(s for s, _, _ in found) == ["copy-limit", "duplicate-entry"]
    assert '4 copies of "Dark Magician"' in next(m for s, _, m in found if s == "copy-limit")
