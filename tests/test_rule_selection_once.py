"""The engine's rule selection: chosen once a game, as rules_for chooses, and again when the registry changes."""

from __future__ import annotations

import pytest

from deckcheck.findings import Problem
from deckcheck.games import get_game
from deckcheck.rules import REGISTRY, Rule, game_rules, rules_for


@pytest.mark.parametrize("game", ["buddyfight", "yugioh", "vanguard"])
def test_game_rules_are_rules_for_the_game(game: str) -> None:
    assert list(game_rules(get_game(game))) == rules_for(game)
    assert game_rules(get_game(game)) is game_rules(get_game(game))  # kept, not chosen again


def test_a_rule_registered_later_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("buddyfight")
    before = game_rules(game)
    extra = Rule("late-rule", "ZZ999", "error", "a rule registered after the first deck", "", lambda ctx: iter(()))
    monkeypatch.setitem(REGISTRY, extra.code, extra)
    assert game_rules(game) == (*before, extra)
    monkeypatch.delitem(REGISTRY, extra.code)
    assert game_rules(game) == before


def test_a_replaced_rule_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("yugioh")
    first = game_rules(game)[0]
    other = Rule(first.slug, first.code, first.severity, first.summary, first.doc, lambda ctx: iter([Problem("x")]))
    monkeypatch.setitem(REGISTRY, first.code, other)
    assert game_rules(game)[0] is other
