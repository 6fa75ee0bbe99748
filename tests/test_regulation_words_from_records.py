"""A regulation reads a game's card types and fields off its plain card record (no pydantic model is built on a
cache hit): they are the card model's, in the model's order, for every game that has a record."""

from __future__ import annotations

from typing import get_args

import pytest

from deckcheck.games import all_games
from deckcheck.regulations.game import from_game


@pytest.mark.parametrize("game", [g for g in all_games() if g.card_record is not None], ids=lambda g: g.name)
def test_the_words_a_record_gives_are_the_models(game: object) -> None:
    model = game.card_model()  # type: ignore[attr-defined]
    words = from_game(game)  # type: ignore[arg-type]
    annotation = model.model_fields["type"].annotation
    assert words.card_types == tuple(a for a in get_args(annotation) if isinstance(a, str))
    assert words.card_fields == tuple(sorted(model.model_fields))
    assert words.card_types  # the built-in games' type is a Literal: the test compares something


def test_a_regulation_check_builds_no_card_model(tmp_path: object) -> None:
    """A .ydk check under lflist.conf-style regulation, from a cached starter pool, imports no card model."""
    from test_lazy_imports import EXAMPLES, loaded, modules_after

    regulation = EXAMPLES / "regulations" / "yugioh-example.yaml"
    modules_after("check", "--regulation", str(regulation), str(EXAMPLES / "yugioh" / "dark-magician.ydk"))
    modules = modules_after("check", "--regulation", str(regulation), str(EXAMPLES / "yugioh" / "dark-magician.ydk"))
    assert loaded(modules, "deckcheck.games.yugioh.cards") == []
