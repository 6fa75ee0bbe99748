"""A deck that names no game is of the game whose pool knows its card names (issue 16, item 2): the user's
default pools and the bundled starter pools are asked, the first names settle it, a tie is said in a note."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.run import game_by_names
from deckcheck.run.pools import default_pool_dir

from helpers import REPO, deck_text, write_pool_dir

YUGIOH_LIST = '3x Ash Blossom & Joyous Spring\n3x Maxx "C"\n2x Effect Veiler\n3x Dark Magician\n'
HEADED_LIST = 'Main Deck:\n3 Ash Blossom & Joyous Spring\n3 Maxx "C"\n3 Dark Magician\nSide Deck:\n2 Effect Veiler\n'
VANGUARD_LIST = "1 Sunrise Egg\n4 Blaze Maiden, Rino\n4 Dragon Knight, Nehalem\n4 Vairina\n"


def check(tmp_path: Path, text: str, *args: str, name: str = "deck.txt") -> tuple[int, dict[str, Any]]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "-f", "json", *args, str(path)])
    assert result.exit_code in (0, 1), result.output
    [deck] = json.loads(result.stdout)["decks"]
    return result.exit_code, deck


def notes(deck: dict[str, Any]) -> list[dict[str, Any]]:
    return [f for f in deck["findings"] if f["rule"] == "reading-note" and f["message"].startswith("read as ")]


def rules(deck: dict[str, Any]) -> set[str]:
    return {f["rule"] for f in deck["findings"]}


def yugioh_pool(cards: list[str]) -> str:
    rows = [
        {"name": n, "numbers": [str(10_000_000 + i)], "type": "spell", "property": "Normal"}
        for i, n in enumerate(cards)
    ]
    return json.dumps({"game": "yugioh", "name": "my Yu-Gi-Oh! cards", "source": "a test", "cards": rows})


def test_a_yugioh_list_without_headings_reads_as_yugioh_with_the_starter_pool(tmp_path: Path) -> None:
    _, deck = check(tmp_path, YUGIOH_LIST)
    assert deck["game"] == "yugioh" and deck["sections"]["main"] == 11
    assert not {"unknown-card", "flag-missing", "buddy-missing"} & rules(deck)
    [note] = notes(deck)
    assert (note["line"], note["column"]) == (1, 4)  # the first card name
    assert "'Game: yugioh'" in note["message"] and "--game yugioh" in note["message"]
    assert "3 of the first 3 card names" in note["message"]  # three names settle it: the fourth is never asked


def test_a_yugioh_list_with_only_main_and_side_deck_headings_reads_as_yugioh(tmp_path: Path) -> None:
    _, deck = check(tmp_path, HEADED_LIST)
    assert deck["game"] == "yugioh"
    assert (deck["sections"]["main"], deck["sections"]["side"]) == (9, 2)
    assert len(notes(deck)) == 1


def test_a_yaml_deck_with_no_game_key_reads_as_the_game_its_names_are_of(tmp_path: Path) -> None:
    text = 'main:\n  Ash Blossom & Joyous Spring: 3\n  Maxx "C": 3\n  Dark Magician: 3\n'
    _, deck = check(tmp_path, text, name="deck.yaml")
    assert deck["game"] == "yugioh" and deck["sections"]["main"] == 9
    [note] = notes(deck)
    assert "'game: yugioh'" in note["message"]  # the YAML key, not the text line


def test_names_only_the_users_default_pool_knows_read_as_its_game(tmp_path: Path) -> None:
    write_pool_dir(default_pool_dir("yugioh"), yugioh_pool(["Fiendsmith's Tract", "Fiendsmith Engraver", "Lacrima"]))
    _, deck = check(tmp_path, "3 Fiendsmith Engraver\n2 Fiendsmith's Tract\n1 Lacrima\n")
    assert deck["game"] == "yugioh" and "unknown-card" not in rules(deck)
    [note] = notes(deck)
    assert "its pool knows 2 of the first 2 card names" in note["message"]  # the third could not undo it


def test_with_only_one_default_pool_set_names_no_pool_knows_read_as_that_game(tmp_path: Path) -> None:
    write_pool_dir(default_pool_dir("yugioh"), yugioh_pool(["Lacrima"]))
    _, deck = check(tmp_path, "3 Nothing Anyone Printed\n2 Nor This\n")
    assert deck["game"] == "yugioh"
    [note] = notes(deck)
    assert "Yu-Gi-Oh! is the only game with a default pool" in note["message"]


def test_names_no_pool_knows_read_as_the_default_game_without_a_note(tmp_path: Path) -> None:
    _, deck = check(tmp_path, "3 Nothing Anyone Printed\n2 Nor This\n")
    assert deck["game"] == "buddyfight" and notes(deck) == []
    assert "unknown-card" in rules(deck)


def test_a_buddyfight_list_without_headers_still_reads_as_buddyfight_and_says_nothing(tmp_path: Path) -> None:
    _, deck = check(tmp_path, deck_text(flag=None, buddy=None))
    assert deck["game"] == "buddyfight" and notes(deck) == []


def test_a_vanguard_list_reads_as_vanguard_by_its_names(tmp_path: Path) -> None:
    _, deck = check(tmp_path, VANGUARD_LIST)
    assert deck["game"] == "vanguard"
    [note] = notes(deck)
    assert "Cardfight!! Vanguard" in note["message"] and "--game vanguard" in note["message"]


def test_a_tie_reads_as_the_only_game_with_a_default_pool_and_says_how_to_force_the_other(tmp_path: Path) -> None:
    write_pool_dir(default_pool_dir("yugioh"), yugioh_pool(["Dragon Breath"]))  # a Buddyfight starter card's name
    _, deck = check(tmp_path, "3 Dragon Breath\n")
    assert deck["game"] == "yugioh"
    [note] = notes(deck)
    assert "know as many of the first 1 card names (1)" in note["message"]
    assert "'Game: buddyfight' or --game buddyfight for Future Card Buddyfight" in note["message"]


def test_a_tie_between_two_given_pools_reads_as_the_default_game_with_a_note(tmp_path: Path) -> None:
    ygo = tmp_path / "ygo.json"
    ygo.write_text(yugioh_pool(["Dragon Breath"]), encoding="utf-8")
    buddyfight = REPO / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml"
    _, deck = check(tmp_path, "3 Dragon Breath\n", "--pool", str(ygo), "--pool", str(buddyfight))
    assert deck["game"] == "buddyfight"
    [note] = notes(deck)
    assert "Future Card Buddyfight and Yu-Gi-Oh!" in note["message"] and "--game yugioh" in note["message"]


@pytest.mark.parametrize(
    "text",
    [
        "Game: yugioh\n" + YUGIOH_LIST,  # a Game: line
        deck_text(),  # Buddyfight's own Flag: and Buddy: headers
        "Extra Deck (0)\n" + YUGIOH_LIST,  # Yu-Gi-Oh!'s own heading
    ],
)
def test_a_list_that_names_its_game_never_asks_the_pools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    def never(*_: object) -> None:
        raise AssertionError("the names were judged")

    monkeypatch.setattr(game_by_names.NamesJudge, "__call__", never)
    check(tmp_path, text)


def test_game_forced_or_configured_never_asks_the_pools(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def never(*_: object) -> None:
        raise AssertionError("the names were judged")

    monkeypatch.setattr(game_by_names.NamesJudge, "__call__", never)
    _, deck = check(tmp_path, YUGIOH_LIST, "--game", "vanguard")
    assert deck["game"] == "vanguard"


def test_the_first_names_settle_it_the_rest_are_never_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    known = game_by_names.NamesJudge.known

    def counting(self: game_by_names.NamesJudge, names: Any, games: Any) -> Any:
        found = known(self, names, games)
        asked.append(found[1])
        return found

    monkeypatch.setattr(game_by_names.NamesJudge, "known", counting)
    many = "".join(f"1 Unknown Card {i}\n" for i in range(40))
    check(tmp_path, YUGIOH_LIST + many)
    assert asked == [game_by_names.LEAD]
    asked.clear()
    check(tmp_path, many)
    assert asked == [game_by_names.MAX_NAMES]


def test_a_broken_default_pool_of_another_game_never_stops_a_deck(tmp_path: Path) -> None:
    broken = default_pool_dir("yugioh")
    broken.mkdir(parents=True)
    (broken / "pool.json").write_text("{not json", encoding="utf-8")
    _, deck = check(tmp_path, deck_text(flag=None, buddy=None))
    assert deck["game"] == "buddyfight" and notes(deck) == []
