"""Loading card pools: schema, directories, JSON, located errors, and names shared by several cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardpool import BaseCard, PoolError
from cardpool import load_pool as cardpool_load_pool

from helpers import check, deck_text, load_bundled_pool, load_pool, rules_of

FLAG = {"name": "Dragon World", "type": "flag", "worlds": ["Dragon World"], "flag": {"worlds": ["Dragon World"]}}


def write_yaml(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_bundled_pool_has_every_world_flag_and_the_special_flags() -> None:
    pool = load_bundled_pool()
    flags = {c.name for c in pool.cards if c.type == "flag"}
    worlds = {
        "Dragon World",
        "Danger World",
        "Magic World",
        "Katana World",
        "Hero World",
        "Ancient World",
        "Darkness Dragon World",
        "Legend World",
        "Dungeon World",
        "Star Dragon World",
    }
    assert worlds | {"Dragon Ein", "Dragon Zwei", "Divine Guardians", "Searing Executioners"} <= flags
    assert any("Hundred Demons" in name for name in flags)
    ein = pool.printings("Dragon Ein")[0].flag
    assert ein is not None and (ein.life, ein.hand, ein.gauge, ein.attribute_words) == (12, 4, 2, ("Dragon",))


def test_directory_pool_merges_yaml_and_json_files(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps({"cards": [FLAG]}), encoding="utf-8")
    write_yaml(tmp_path / "b.yaml", "- {name: Dragon Breath, type: spell, worlds: [Dragon World]}\n")
    pool = load_pool(tmp_path)
    assert pool.names == ["Dragon Breath", "Dragon World"]
    assert pool.info.files == (str(tmp_path / "a.json"), str(tmp_path / "b.yaml"))


def test_missing_required_field_names_file_and_line(tmp_path: Path) -> None:
    path = write_yaml(tmp_path / "p.yaml", "cards:\n  - name: Dragon Breath\n    worlds: [Dragon World]\n  - name: X\n")
    with pytest.raises(PoolError) as caught:
        load_pool(path)
    assert caught.value.line == 2
    assert "cards.0.type" in str(caught.value) and "Dragon Breath" in str(caught.value)


def test_unknown_key_in_a_card_is_an_error(tmp_path: Path) -> None:
    path = write_yaml(tmp_path / "p.yaml", "cards:\n  - name: A\n    type: spell\n    omnilord: true\n")
    with pytest.raises(PoolError) as caught:
        load_pool(path)
    assert "omnilord" in str(caught.value) and caught.value.line == 4


def test_flag_without_rules_is_an_error(tmp_path: Path) -> None:
    path = write_yaml(tmp_path / "p.yaml", "- {name: Dragon World, type: flag}\n")
    with pytest.raises(PoolError, match="flag"):
        load_pool(path)


def test_bad_json_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text('{"cards": [\n  {"name": "A",\n  "type": }\n]}', encoding="utf-8")
    with pytest.raises(PoolError) as caught:
        load_pool(path)
    assert caught.value.line == 3


def test_missing_pool_path_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(PoolError, match="no such file"):
        load_pool(tmp_path / "none.yaml")


def test_pool_files_for_different_games_are_refused(tmp_path: Path) -> None:
    write_yaml(tmp_path / "a.yaml", "game: buddyfight\ncards: [{name: A, type: spell}]\n")
    write_yaml(tmp_path / "b.yaml", "game: other\ncards: [{name: B, type: spell}]\n")
    with pytest.raises(PoolError, match="different games"):
        cardpool_load_pool(tmp_path, lambda game: BaseCard)


def test_a_pool_of_a_game_deckcheck_does_not_know_is_refused(tmp_path: Path) -> None:
    write_yaml(tmp_path / "b.yaml", "game: vanguard-zero\ncards: []\n")
    with pytest.raises(PoolError, match='b.yaml:1: the pool is for game "vanguard-zero"'):
        load_pool(tmp_path)


def test_a_name_shared_by_two_cards_is_usable_when_either_is(tmp_path: Path) -> None:
    cards = [
        FLAG,
        {"name": "Star Dragon World", "type": "flag", "flag": {"worlds": ["Star Dragon World"]}},
        {"name": "Twin Name", "type": "monster", "worlds": ["Dragon World"], "numbers": ["X/1"]},
        {"name": "Twin Name", "type": "spell", "worlds": ["Star Dragon World"], "numbers": ["X/2"]},
        {"name": "Filler", "type": "spell", "worlds": ["Generic"], "any_number": True},
    ]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    pool = load_pool(path)
    for flag in ("Dragon World", "Star Dragon World"):
        report = check(deck_text({"Twin Name": 4, "Filler": 46}, flag=flag, buddy="Twin Name"), pool)
        assert report.findings == (), flag
    report = check(deck_text({"Twin Name": 3, "X/2": 2, "Filler": 45}, buddy="Twin Name"), pool)
    assert "copy-limit" in rules_of(report)  # printings share the name's limit


def test_a_card_table_given_as_a_pool_says_to_import_it(tmp_path: Path) -> None:
    import sqlite3

    table = tmp_path / "cards.sqlite"
    with sqlite3.connect(table) as db:
        db.execute("CREATE TABLE card (name TEXT)")
    with pytest.raises(PoolError, match="deckcheck pool import"):
        load_pool(table)


def test_pool_errors_list_the_first_problems_with_their_cards(tmp_path: Path) -> None:
    path = write_yaml(tmp_path / "p.yaml", "- {name: A, type: x}\n- {name: B}\n")
    with pytest.raises(PoolError) as caught:
        load_pool(path)
    message = str(caught.value)
    assert 'cards.0.type (card "A")' in message and 'cards.1.type (card "B")' in message
    assert caught.value.line == 1
