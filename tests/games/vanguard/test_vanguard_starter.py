"""The bundled starter pool: hand-written D-era cards, a deck's worth for each nation, and every fact it states
agrees with the real card list where that list has the card (the list is read at test time, never copied)."""

from __future__ import annotations

from collections import Counter

import pytest
from test_vanguard_import import needs_vanguard_data, real_pool

from deckcheck.games.vanguard.cards import VanguardCard
from deckcheck.games.vanguard.facts import CardFacts
from deckcheck.run.pools import starter_pool

NATIONS = ("Dragon Empire", "Dark States", "Brandt Gate", "Keter Sanctuary", "Stoicheia")
CHECKED = ("type", "grade", "trigger", "nation", "sentinel", "power", "shield", "critical")
"""The facts compared; a fact the starter leaves out (``None``) is not compared, except those with a default."""


def starter() -> list[VanguardCard]:
    cards = list(starter_pool("vanguard").cards)
    assert all(isinstance(card, CardFacts) for card in cards)  # the model, or from the pool cache its plain record
    return cards  # type: ignore[return-value]


def test_the_starter_pool_loads_as_vanguard_cards() -> None:
    pool = starter_pool("vanguard")
    assert pool.game == "vanguard" and pool.info.bundled
    assert len({card.name for card in pool.cards}) == len(pool.cards)


@pytest.mark.xfail(
    strict=True,
    reason="not done: the starter pool holds only the cards whose facts could be confirmed (no card list "
    "other than the imported table was at hand to write a nation's deck from); issue 17",
)
@pytest.mark.parametrize("nation", NATIONS)
def test_each_nation_has_a_deck_of_cards(nation: str) -> None:
    """Enough for a legal 50 of the nation alone: a grade 0 to 3 ride deck, 16 triggers in at least four cards
    (one of them heal), and at least 34 more cards' worth (nine names of four copies)."""
    cards = [card for card in starter() if card.nation == nation]
    grades = Counter(card.grade for card in cards if card.type == "normal unit")
    triggers = Counter(card.trigger for card in cards if card.trigger)
    assert all(grades[g] for g in range(4)), (nation, grades)
    assert sum(triggers[t] for t in ("Critical", "Draw", "Front", "Heal")) >= 4 and triggers["Heal"], triggers
    assert len([c for c in cards if c.trigger is None]) >= 10, (nation, len(cards))


def disagreements(card: VanguardCard, other: VanguardCard) -> list[str]:
    """The facts ``card`` states that ``other`` (the real card) does not: facts with a default (no trigger, no
    nation, no sentinel) always, the rest where ``card`` states them; card numbers that are not the real card's."""
    wrong = [
        fact
        for fact in CHECKED
        if (fact in ("trigger", "nation", "sentinel") or getattr(card, fact) is not None)
        and getattr(card, fact) != getattr(other, fact)
    ]
    return wrong + (["numbers"] if not set(card.numbers) <= set(other.numbers) else [])


def test_a_wrong_fact_is_a_disagreement() -> None:
    real = VanguardCard(name="X", type="normal unit", grade=3, nation="Stoicheia", power=13000, numbers=["D-SD05/001"])
    assert disagreements(real.model_copy(), real) == []
    assert disagreements(real.model_copy(update={"grade": 2, "power": None}), real) == ["grade"]
    assert disagreements(real.model_copy(update={"nation": None, "numbers": ("D-SD05/002",)}), real) == [
        "nation",
        "numbers",
    ]


@needs_vanguard_data
def test_every_starter_card_agrees_with_the_real_list() -> None:
    """Name, type, grade, trigger, nation, sentinel, power, shield, critical and card numbers, card by card."""
    real = {card.name: card for card in real_pool().cards}
    wrong = {card.name: disagreements(card, real[card.name]) for card in starter() if card.name in real}
    assert not {name: facts for name, facts in wrong.items() if facts}


@needs_vanguard_data
def test_the_starter_names_are_real_cards() -> None:
    """A name the real list (the first D-era sets) does not have is a misspelt or made-up card."""
    real = {card.name for card in real_pool().cards}
    missing = sorted(card.name for card in starter() if card.name not in real)
    assert not missing, missing
