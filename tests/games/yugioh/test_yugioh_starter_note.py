"""The starter-pool note speaks each game's words: a .ydk's unknown lines are passwords, and what a
full Yu-Gi-Oh! card list holds comes from the game package (no "world" for a game without one)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckcheck.cli import main


def _notes(*paths: Path) -> list[str]:
    result = CliRunner().invoke(main, ["check", *map(str, paths)])
    return [line for line in result.stderr.splitlines() if "starter pool" in line]


def test_unknown_passwords_of_a_ydk_are_called_passwords(tmp_path: Path) -> None:
    deck = tmp_path / "deck.ydk"
    deck.write_text("#main\n14558127\n11111111\n22222222\n22222222\n#extra\n!side\n", encoding="utf-8")
    [note] = _notes(deck)
    assert note.startswith("deckcheck: note: 2 passwords are not in the bundled Yu-Gi-Oh! starter pool")
    assert "every card's password, name, card_type and monster_type_line" in note
    assert "world" not in note


def test_names_and_passwords_are_counted_apart(tmp_path: Path) -> None:
    ydk = tmp_path / "deck.ydk"
    ydk.write_text("#main\n11111111\n#extra\n!side\n", encoding="utf-8")
    text = tmp_path / "deck.txt"
    text.write_text("Game: yugioh\nMain Deck:\n3 Not A Real Card\n1 Another Fake Card\n", encoding="utf-8")
    [note] = _notes(ydk, text)
    assert note.startswith("deckcheck: note: 2 names and 1 password are not in the bundled Yu-Gi-Oh! starter pool")


def test_the_buddyfight_note_is_unchanged(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Flag: Dragon World\nDeck:\n4 Flame Giant, Surtr\n", encoding="utf-8")
    [note] = _notes(deck)
    assert "1 name is not in the bundled Future Card Buddyfight starter pool" in note
    assert "every card's name, number, type, world and text" in note
