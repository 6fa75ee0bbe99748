"""The Yu-Gi-Oh! card model: passwords, card types, the Extra Deck flag, and strictness."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from deckcheck.games.yugioh.cards import YugiohCard


def card(**values: Any) -> YugiohCard:
    return YugiohCard.model_validate({"name": "X", "type": "monster", **values})


@pytest.mark.parametrize(
    ("types", "extra", "kind"),
    [
        (["Normal"], False, "Normal Monster"),
        (["Tuner", "Effect"], False, "Effect Monster"),
        (["Ritual", "Effect"], False, "Ritual Monster"),
        (["Pendulum", "Effect"], False, "Pendulum Monster"),
        (["Fusion"], True, "Fusion Monster"),
        (["Synchro", "Tuner", "Effect"], True, "Synchro Monster"),
        (["Xyz", "Effect"], True, "Xyz Monster"),
        (["Link", "Effect"], True, "Link Monster"),
        (["Xyz", "Pendulum", "Effect"], True, "Xyz Pendulum Monster"),
        (["Fusion", "Pendulum", "Effect"], True, "Fusion Pendulum Monster"),
    ],
)
def test_extra_deck_is_derived_from_the_monster_types(types: list[str], extra: bool, kind: str) -> None:
    made = card(monster_types=types)
    assert made.extra_deck is extra and made.kind == kind
    assert card(monster_types=types, extra_deck=extra) == made


def test_extra_deck_must_agree_with_the_monster_types() -> None:
    with pytest.raises(ValidationError, match="extra_deck cannot be false"):
        card(monster_types=["Fusion"], extra_deck=False)
    with pytest.raises(ValidationError, match="name no Fusion, Synchro, Xyz or Link"):
        card(monster_types=["Effect"], extra_deck=True)
    with pytest.raises(ValidationError, match="no race, monster_types or extra_deck"):
        card(type="spell", monster_types=["Effect"])


@pytest.mark.parametrize("bad", ["05318639", "0", "4294967296", "12a", "", "١٢٣"])
def test_passwords_are_digits_without_leading_zeros(bad: str) -> None:
    with pytest.raises(ValidationError):
        card(numbers=[bad])


def test_passwords_strict_and_unique() -> None:
    assert card(numbers=["5318639", "4294967295"]).numbers == ("5318639", "4294967295")
    with pytest.raises(ValidationError):
        card(numbers=[5318639])
    with pytest.raises(ValidationError, match="listed twice"):
        card(numbers=["1", "1"])


@pytest.mark.parametrize(
    "values",
    [
        {"konami_id": "4041"},
        {"extra_deck": 1},
        {"colour": "red"},
        {"type": "skill"},
        {"type": "spell", "property": "Quick"},
        {"monster_types": ["Fusionn"]},
        {"property": "Normal"},
        {"treated_as": "X"},
        {"type": "token", "extra_deck": True},
    ],
)
def test_strict_about_keys_and_types(values: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        card(**values)


def test_limit_name_and_describe() -> None:
    ocean = YugiohCard(name="A Legendary Ocean", type="spell", property="Field", treated_as="Umi")
    assert ocean.limit_name == "Umi" and ocean.describe() == "Field Spell"
    assert card(monster_types=["Link", "Effect"]).describe() == "Link Monster, Extra Deck"
    assert YugiohCard(name="Sheep Token", type="token").kind == "Token"
