"""``game_key`` keeps a key of plain letters and digits as it is, and gives what the pattern gives for any other."""

from __future__ import annotations

import re

import pytest

from deckcheck.games import all_games
from deckcheck.games.base import game_key


def by_pattern(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", text.casefold())


ODD = [
    "Yu-Gi-Oh!", "YUGIOH", "yugioh", "ｙｕｇｉｏｈ", "Buddyfight２", "Vanguard ", "ß", "İstanbul", "", "-", "ygo\u200b",
]  # fmt: skip


@pytest.mark.parametrize("text", ODD + [key for game in all_games() for key in (game.name, game.title, *game.keys)])
def test_the_key_is_the_patterns(text: str) -> None:
    assert game_key(text) == by_pattern(text)
