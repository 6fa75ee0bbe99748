"""A list copied from a web page's source keeps its HTML entities (``Ash Blossom &amp; Joyous Spring``,
``Harpie&#39;s Feather Duster``): the same name, a name-spelling warning that ``--fix`` rewrites."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardpool.normalize import normalize_name
from deckcheck.run.fixer import Edit, dropped_count


@pytest.mark.parametrize(
    ("written", "printed"),
    [
        ("Ash Blossom &amp; Joyous Spring", "Ash Blossom & Joyous Spring"),
        ("Harpie&#39;s Feather Duster", "Harpie's Feather Duster"),
        ("Harpie&#x27;s Feather Duster", "Harpie's Feather Duster"),
        ("Maxx &quot;C&quot;", 'Maxx "C"'),
    ],
)
def test_an_entity_is_the_character_it_stands_for(written: str, printed: str) -> None:
    assert normalize_name(written) == normalize_name(printed)


def test_an_ampersand_alone_stays() -> None:
    assert normalize_name("Droll & Lock Bird") == "droll & lock bird"


def test_an_entitys_digits_are_no_count_a_fix_would_drop() -> None:
    assert dropped_count(Edit(3, 3, "Harpie&#39;s Feather Duster", "Harpie's Feather Duster")) is None
    assert dropped_count(Edit(3, 3, "Dragn Breth [4]", "Dragon Breath")) == "4"


def test_fix_rewrites_the_entities(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text(
        "Game: yugioh\nMain Deck:\n3 Ash Blossom &amp; Joyous Spring\n1 Harpie&#39;s Feather Duster\n", encoding="utf-8"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKCHECK_")}
    subprocess.run([sys.executable, "-m", "deckcheck", "check", "--fix", str(deck)], env=env, capture_output=True)
    assert deck.read_text(encoding="utf-8").splitlines()[2:] == [
        "3 Ash Blossom & Joyous Spring",
        "1 Harpie's Feather Duster",
    ]
