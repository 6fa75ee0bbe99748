"""A new user's first runs (issue 9): the starter-pool notice, pool search and show, JSON card lists,
and the small things that used to be silent or misplaced."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import REAL_SQLITE, REPO, deck_text, import_source, needs_real_data, write_pool_dir


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def real_pool_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not REAL_SQLITE.exists():
        pytest.skip(needs_real_data.kwargs["reason"])
    target = tmp_path_factory.mktemp("real") / "pool"
    write_pool_dir(target, import_source(REAL_SQLITE).pool_text)
    return target


def _decks(tmp_path: Path, *extra: str) -> list[str]:
    paths = []
    for index, text in enumerate(extra):
        path = tmp_path / f"d{index}.txt"
        path.write_text(deck_text(extra=text), encoding="utf-8")
        paths.append(str(path))
    return paths


# --- the starter pool notice ---------------------------------------------------------------------------------


def test_the_starter_pool_notice_is_said_once_per_run_on_stderr(tmp_path: Path) -> None:
    paths = _decks(tmp_path, "4 Flame Giant, Surtr\n", "4 Flame Giant, Surtr\n2 Deity of Sun and Death, Bloody King\n")
    code, out, err = run("check", *paths)
    assert code == 1
    notices = [line for line in err.splitlines() if "starter pool" in line]
    assert len(notices) == 1
    [notice] = notices
    assert notice.startswith("deckcheck: note: 2 names are not in the bundled Future Card Buddyfight starter pool")
    assert "deckcheck pool import" in notice and "44 cards" in notice
    assert "are not in the bundled" not in out  # the run's notice; a finding says only that no card is close
    assert 'unknown card "Flame Giant, Surtr"; no card in the 44-card starter pool is close' in out


def test_the_starter_pool_notice_is_in_the_json_run_data(tmp_path: Path) -> None:
    code, out, err = run("check", "-f", "json", *_decks(tmp_path, "4 Flame Giant, Surtr\n"))
    document = json.loads(out)
    [note] = document["notes"]
    assert "starter pool" in note and "deckcheck pool import" in note
    assert "starter pool" not in err


def test_no_notice_when_every_name_is_known_or_the_pool_is_not_the_starter(tmp_path: Path) -> None:
    _, _, err = run("check", *_decks(tmp_path, ""))
    assert "starter pool" not in err
    pool = tmp_path / "pool.yaml"
    pool.write_text(
        "game: buddyfight\ncards:\n  - {name: Dragon World, type: flag, flag: {worlds: [Dragon World]}}\n",
        encoding="utf-8",
    )
    _, out, err = run("check", "-f", "json", "--pool", str(pool), *_decks(tmp_path, "4 Flame Giant, Surtr\n"))
    assert json.loads(out)["notes"] == [] and "starter pool" not in err


# --- pool search and pool show --------------------------------------------------------------------------------


@needs_real_data
def test_pool_search_finds_a_card_by_any_part_of_its_name(real_pool_dir: Path) -> None:
    code, out, _ = run("pool", "search", "Bloody King", "--pool", str(real_pool_dir))
    assert code == 0
    assert out.splitlines()[0].startswith("Deity of Sun and Death, Bloody King  [monster; Legend World]")
    _, out, _ = run("pool", "search", "surtr", "--pool", str(real_pool_dir))
    assert out.splitlines()[0].startswith("Flame Giant, Surtr")


def test_pool_search_by_part_of_a_name_in_the_starter_pool() -> None:
    code, out, _ = run("pool", "search", "Drum the Punisher")
    assert code == 0 and out.startswith("Fifth Omni Dragon Lord, Drum the Punisher")


@needs_real_data
def test_pool_show_prints_every_fact_with_its_card_text_and_the_flags(real_pool_dir: Path) -> None:
    code, out, _ = run("pool", "show", "Ancient Demonic Dragon Emperor, Azi Dahaka", "--pool", str(real_pool_dir))
    assert code == 0
    assert "type:       monster" in out and "worlds:     Darkness Dragon World" in out
    assert "printings:  1 (PR/0188EN)" in out and "attributes: Dragon / Deity" in out and "size:       3" in out
    assert "only_flag: can be played under one flag only (Dragon Zwei)" in out
    assert 'card text: You may only call this card if your flag is "Dragon Zwei".' in out
    assert out.rstrip().endswith("usable under: Dragon Zwei")


@needs_real_data
def test_pool_show_json_and_a_part_of_a_name(real_pool_dir: Path) -> None:
    code, out, _ = run("pool", "show", "Bloody King", "--json", "--pool", str(real_pool_dir))
    assert code == 0
    [card] = json.loads(out)["cards"]
    assert card["name"] == "Deity of Sun and Death, Bloody King" and card["type"] == "monster"
    assert card["worlds"] == ["Legend World"] and "Legend World" in card["usable_under"]
    _, out, _ = run("pool", "show", "Fifth Omni Dragon Lord, Tenbu", "--json", "--pool", str(real_pool_dir))
    [tenbu] = json.loads(out)["cards"]
    facts = {f["fact"]: f for f in tenbu["facts"]}
    assert facts["omni_lord"]["text"].startswith("[Omni Lord] (You may use this card with all flags.")
    assert facts["omni_lord_world"]["value"] == "Dragon World"
    assert "Dragon World" not in tenbu["one_copy_under"] and "Magic World" in tenbu["one_copy_under"]


def test_pool_show_of_a_flag_and_of_an_unknown_name() -> None:
    code, out, _ = run("pool", "show", "dragon ein")
    assert code == 0 and 'allows cards with "Dragon" in an attribute and <Generic>; hand 4, gauge 2, life 12' in out
    code, _, err = run("pool", "show", "Dragn Breth")
    assert code == 2 and "did you mean: Dragon Breath" in err


def test_pool_show_of_a_word_in_several_names_lists_them() -> None:
    """Not "no card is named 'World'": the names that hold it, and what to give instead."""
    code, _, err = run("pool", "show", "World")
    assert code == 2 and '"World" is part of more than one card\'s name: Hero World; Magic World;' in err
    assert "; and more; give the whole name or a card number" in err and "no card is named" not in err


# --- JSON: the deck's name and its resolved card list ------------------------------------------------------------


def test_json_decks_carry_their_name_and_resolved_cards(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    text = "Name: Sun Dragons\n" + deck_text(extra="1 dragon breath\n4 Flame Giant, Surtr\n")
    path.write_text(text, encoding="utf-8")
    document = json.loads(run("check", "-f", "json", str(path))[1])
    [deck] = document["decks"]
    assert deck["name"] == "Sun Dragons"
    cards = deck["cards"]
    assert cards[0] == {
        "name": "Dragon World",
        "canonical": "Dragon World",
        "count": 1,
        "section": "flag",
        "type": "flag",
        "line": 2,
        "column": 7,
    }
    assert cards[1]["section"] == "buddy" and cards[1]["canonical"] == "Flarefang Dragon"
    spelled = next(c for c in cards if c["name"] == "dragon breath")
    assert spelled["canonical"] == "Dragon Breath" and spelled["type"] == "spell" and spelled["section"] == "deck"
    unknown = next(c for c in cards if c["name"] == "Flame Giant, Surtr")
    assert unknown["canonical"] is None and unknown["type"] is None and unknown["count"] == 4
    assert [c["line"] for c in cards] == sorted(c["line"] for c in cards)


def test_json_name_of_a_pasted_title_line(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("Sun Dragon Beatdown - Locals (1st)\n" + deck_text(), encoding="utf-8")
    [deck] = json.loads(run("check", "-f", "json", str(path))[1])["decks"]
    assert deck["name"] == "Sun Dragon Beatdown - Locals (1st)" and deck["legal"]


# --- small fixes -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("given", "nearest"), [("unusable-crad", "unusable-card"), ("BF3O1", "BF301")])
def test_ignore_with_an_unknown_rule_suggests_the_nearest(tmp_path: Path, given: str, nearest: str) -> None:
    code, _, err = run("check", "--ignore", given, *_decks(tmp_path, ""))
    assert code == 2 and f"did you mean '{nearest}'?" in err


@pytest.mark.parametrize(
    "text",
    ["flag: [Dragon World\n", "flag: Dragon World\ndeck: {Dragon Breath: 4\n", "deck:\n  - 4 Dragon Breath\n  - [\n"],
)
def test_a_yaml_error_is_never_placed_past_the_last_line(tmp_path: Path, text: str) -> None:
    path = tmp_path / "d.yaml"
    path.write_text(text, encoding="utf-8")
    [deck] = json.loads(run("check", "-f", "json", str(path))[1])["decks"]
    [error] = [f for f in deck["findings"] if f["rule"] == "parse-error"]
    last = len(text.splitlines())
    assert 1 <= error["line"] <= last
    assert error["column"] <= len(text.splitlines()[error["line"] - 1]) + 1


@pytest.mark.parametrize(
    ("line", "warned"), [("Format: standard", False), ("Format: Standard", False), ("Format: neo", True)]
)
def test_an_unknown_format_is_a_warning(tmp_path: Path, line: str, warned: bool) -> None:
    path = tmp_path / "d.txt"
    path.write_text(line + "\n" + deck_text(), encoding="utf-8")
    [deck] = json.loads(run("check", "-f", "json", str(path))[1])["decks"]
    formats = [f for f in deck["findings"] if f["rule"] == "unknown-format"]
    assert bool(formats) is warned and deck["legal"]
    if warned:
        assert formats[0]["line"] == 1 and formats[0]["severity"] == "warning" and '"neo"' in formats[0]["message"]


def test_tests_find_the_real_data_through_deckcheck_test_data(tmp_path: Path) -> None:
    paths = os.pathsep.join([str(REPO / "tests"), str(REPO)])
    env = {**os.environ, "DECKCHECK_TEST_DATA": str(tmp_path / "elsewhere"), "PYTHONPATH": paths}
    code = "import helpers; print(helpers.REAL_SQLITE); print(helpers.needs_real_data.kwargs['reason'])"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=REPO, check=True)
    first, reason = out.stdout.splitlines()
    assert first == str(tmp_path / "elsewhere" / "buddyfight-en-cards.sqlite")
    assert "$DECKCHECK_TEST_DATA" in reason and "never copied" in reason
