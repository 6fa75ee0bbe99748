"""Each deck form's reader loads with the first deck of that form: a YAML or ``.ydk`` check loads no text reader, a
text check no YAML reader (the issue's "import each reader only for the form that needs it")."""

from __future__ import annotations

import pytest
from test_lazy_imports import EXAMPLES, loaded, modules_after

TEXT_READER = ("deckcheck.readers.text_reader", "deckcheck.readers.text_cards", "deckcheck.readers.text_state")
GRAMMAR = ("deckcheck.readers.entries", "deckcheck.readers.plain_entry", "deckcheck.readers.markup")
"""The card-line grammar and the line markup: a .ydk line is a password, and its deck has nothing read two ways."""
YDK_READER = "deckcheck.games.yugioh.ydk"
"""A text list is sniffed for ydke:// and .ydk headings by the game door's one pattern, without this module."""
YAML_READER = ("deckcheck.readers.yaml_reader", "deckcheck.readers.yaml_compose", "deckcheck.readers.yaml_kind")


@pytest.mark.parametrize(
    ("deck", "absent", "present"),
    [
        ("buddyfight/dragon-world.yaml", (*TEXT_READER, YDK_READER), YAML_READER),
        ("yugioh/dark-magician.ydk", (*TEXT_READER, *YAML_READER, *GRAMMAR), ()),
        ("buddyfight/dragon-world.txt", (*YAML_READER, YDK_READER), TEXT_READER),
    ],
    ids=["yaml", "ydk", "text"],
)
def test_a_check_loads_only_its_forms_reader(deck: str, absent: tuple[str, ...], present: tuple[str, ...]) -> None:
    modules = modules_after("check", str(EXAMPLES / deck))
    assert loaded(modules, *absent) == []
    assert loaded(modules, *present) == sorted(present)
