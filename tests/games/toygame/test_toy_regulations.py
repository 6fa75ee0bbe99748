"""Regulations for the toy game: a YAML regulation whose sideboard rule applies to the toy's reserve (the section
of role ``side``, whatever its name), and ``.toyban`` lists, a regulation format the toy package offers itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from toygame_helpers import run

from deckcheck.games.base import Game

DECK = """\
game: toy
champion: Crimson King
pile:
  - 3 Red Knight
  - 3 Red Piece
  - 4 Blue Tower
reserve:
  - 2 Blue Piece
  - 1 Azure Queen
"""
"""Legal by the game's rules (a reserve of 3); a league that allows a reserve of 2, no champion in it, bans Red
Knight and limits Blue Tower to 2 finds four problems."""
LEAGUE = """\
name: Example toy league
game: toy
effective: 2020-04-01
sideboard:
  max: 2
  not_types: [champion]
banned: [Red Knight]
limited:
  - {card: Blue Tower, max: 2}
"""
TOYBAN = """\
# the Spring League's list, in the toy game's own format
TOYBAN 2020-04-01 Spring League
ban Red Knight
limit 2 Blue Tower
reserve 2
reserve-no champion
"""
FOUND = [
    ("RG105", None, "the reserve has 3 cards; {list} (in force from 2020-04-01) allows at most 2"),
    ("RG101", 4, '"Red Knight" is banned by {list} (in force from 2020-04-01): 3 copies, the limit is 0'),
    ("RG102", 6, '4 copies of "Blue Tower"; {list} (in force from 2020-04-01) limits it to 2'),
    ("RG106", 9, '"Azure Queen" in the reserve is a champion card; {list} (in force from 2020-04-01) allows no '
     "champion cards there"),
]  # fmt: skip


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.yaml").write_text(DECK, encoding="utf-8")
    return tmp_path


def _found(*args: str) -> tuple[int, list[tuple[str, int | None, str]]]:
    import json

    result = run("check", "--isolated", "-f", "json", *args, "deck.yaml")
    [deck] = json.loads(result.stdout)["decks"]
    return result.exit_code, [(f["code"], f["line"], f["message"]) for f in deck["findings"]]


def test_the_deck_is_legal_by_the_games_rules_alone(toy: Game, here: Path) -> None:
    assert _found() == (0, [])


def test_a_yaml_regulations_sideboard_rule_applies_to_the_side_section_by_its_role(toy: Game, here: Path) -> None:
    (here / "league.yaml").write_text(LEAGUE, encoding="utf-8")
    code, found = _found("--regulation", "league.yaml")
    assert code == 1
    assert found == [(c, line, m.format(list="Example toy league")) for c, line, m in FOUND]
    assert "sideboard" not in " ".join(m for _, _, m in found)  # the game's word, "reserve"


@pytest.mark.parametrize("name", ["spring.toyban", "spring.txt", "lists/spring.toyban"])
def test_a_toyban_list_is_read_by_the_games_own_format(toy: Game, here: Path, name: str) -> None:
    """By its suffix, by its first line (another suffix: the format's sniff), or in a folder of lists."""
    path = here / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(TOYBAN, encoding="utf-8")
    code, found = _found("--regulation", str(path.parent if "/" in name else path))
    assert code == 1
    assert found == [(c, line, m.format(list="Spring League")) for c, line, m in FOUND]


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("TOYBAN 2020-04-01 Spring\nban Red Knight\nlimt 2 Blue Tower\n", "bad.toyban:3:1: not a toyban statement"),
        ("# a comment\nTOYBAN 2020-13-01 Spring\n", "bad.toyban:2:8: '2020-13-01' is not a date"),
        ("Spring League\n", "bad.toyban:1:1: the first line is 'TOYBAN YYYY-MM-DD NAME'"),
        ("# nothing\n", "bad.toyban:1:1: an empty list"),
    ],
    ids=["statement", "date", "head", "empty"],
)
def test_a_broken_toyban_list_is_a_located_usage_error(toy: Game, here: Path, text: str, where: str) -> None:
    (here / "bad.toyban").write_text(text, encoding="utf-8")
    result = run("check", "--isolated", "--regulation", "bad.toyban", "deck.yaml")
    assert result.exit_code == 2
    [line] = result.stderr.splitlines()
    assert line.startswith(f"deckcheck: error: regulation: {where}"), line


def test_regulation_use_records_a_toyban_list_as_the_games_default(toy: Game, here: Path) -> None:
    (here / "spring.toyban").write_text(TOYBAN, encoding="utf-8")
    used = run("regulation", "use", "spring.toyban")
    assert used.exit_code == 0, used.stderr
    assert used.stdout.casefold().startswith("default toy regulation: ")
    assert "Spring League (from 2020-04-01)" in used.stdout
    code, found = _found()
    assert code == 1 and [c for c, _, _ in found] == ["RG105", "RG101", "RG102", "RG106"]
    assert _found("--no-regulation") == (0, [])
