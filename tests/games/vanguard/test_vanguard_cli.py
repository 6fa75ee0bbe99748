"""A Vanguard deck through the command line: text lists as players paste them, YAML, JSON, SARIF, the event
report, ``rules --game vanguard`` and ``explain``, in the game's own words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from vanguard_helpers import CARDS, MAIN, changed, check, found, yaml_deck

from cardpool.importer import render_pool
from deckcheck.cli import main
from deckcheck.rules import rules_for

from helpers import write_pool_dir

SUMMARY = (
    "LEGAL (construction only: no restriction list checked; see --regulation) | 50 cards | ride deck G0 Test "
    "Starter, G1 Test Rider One, G2 Test Rider Two, G3 Test Rider Three | 16 triggers (8 critical, 4 draw, 4 heal) | "
    "4 sentinels | nation Dragon Empire"
)
"""A legal deck checked without a restriction list says so, as a Buddyfight or Yu-Gi-Oh! deck does (it said a bare
LEGAL, though Vanguard's restriction lists are regulations)."""

PASTED = """\
Ride Deck
Grade 0
1 Test Starter (FV)
G1
1 Test Rider One
Grade 2
1x Test Rider Two
Grade 3
Test Rider Three x1

Main Deck
Triggers: 16
Critical Triggers (8)
4 Test Critical
4x Test Critical B
Draw Trigger (4)
Test Draw x4
Heal Triggers (4)
4 Test Heal
Grade 1 (12)
4 Test Boost
4 Test Boost B
4 Test Guard
Grade 2 (8)
4 Test Attacker
4 Test Attacker B
Grade 3 (7)
3 Test Rider Three
4 Test Finisher
Orders (3)
3 Test Order
"""


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def pool_dir(tmp_path: Path) -> Path:
    return write_pool_dir(tmp_path / "pool", render_pool(list(CARDS), game="vanguard", name="test", source="test"))


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "legal.yaml").write_text(yaml_deck(), encoding="utf-8")
    (folder / "two-nations.yaml").write_text(
        yaml_deck(main=changed(MAIN, {"Keter Unit": 3, "Test Order": 0})), encoding="utf-8"
    )
    return folder


def test_the_text_summary_line_in_the_games_words(pool_dir: Path, decks: Path) -> None:
    code, out, _ = run("check", "--pool", str(pool_dir), str(decks / "legal.yaml"))
    assert code == 0
    assert f"legal.yaml: {SUMMARY}" in out


def test_a_pasted_text_list_with_grade_and_trigger_headings(pool_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "pasted.txt"
    path.write_text(PASTED, encoding="utf-8")
    code, out, _ = run("check", "--pool", str(pool_dir), "--game", "vanguard", str(path))
    assert code == 0, out
    assert SUMMARY in out


def test_first_vanguard_heading_and_counts_after_the_name() -> None:
    text = PASTED.replace("Grade 0\n1 Test Starter (FV)\n", "")
    text = text.replace("Ride Deck\n", "First Vanguard: Test Starter\n\nRide Deck\n")
    report = check("Game: vanguard\n" + text, path="deck.txt")
    assert report.legal, found(report)
    assert report.details["first_vanguard"] == "Test Starter"


def test_a_trigger_heading_written_with_an_x_count_carries_no_card() -> None:
    text = PASTED.replace("Heal Triggers (4)\n", "Heal x4\n")
    report = check("Game: vanguard\n" + text, path="deck.txt")
    assert report.legal, found(report)


def test_json_carries_the_games_facts(pool_dir: Path, decks: Path) -> None:
    code, out, _ = run("check", "--pool", str(pool_dir), "-f", "json", str(decks))
    assert code == 1
    by_path = {Path(d["path"]).name: d for d in json.loads(out)["decks"]}
    legal = by_path["legal.yaml"]
    assert legal["game"] == "vanguard" and legal["sections"] == {"main": 50, "ride": 4}
    details = legal["details"]  # JSON v2: the game's own facts, and no other game's words (no flag, no buddy)
    assert not {"flag", "buddy", "setup"} & set(legal)
    assert details["ride_deck"]["G3"] == ["Test Rider Three"]
    assert details["triggers"] == {"all": 16, "critical": 8, "draw": 4, "heal": 4}
    assert details["sentinels"] == 4 and details["nations"] == {"Dragon Empire": 50}
    [finding] = by_path["two-nations.yaml"]["findings"]
    assert finding["code"] == "VG401" and "Keter Sanctuary (3 cards)" in finding["message"]


def test_sarif_names_the_vanguard_rules(pool_dir: Path, decks: Path) -> None:
    code, out, _ = run("check", "--pool", str(pool_dir), "-f", "sarif", str(decks / "two-nations.yaml"))
    assert code == 1
    run_ = json.loads(out)["runs"][0]
    assert [r["ruleId"] for r in run_["results"]] == ["VG401"]
    rules = {r["id"]: r for r in run_["tool"]["driver"]["rules"]}
    assert rules["VG401"]["name"] == "one-nation"
    text = json.dumps(run_)
    assert "buddy" not in text.lower() and '"flag' not in text.lower()


def test_the_event_report_lists_vanguard_decks(pool_dir: Path, decks: Path) -> None:
    code, out, _ = run("report", "--pool", str(pool_dir), "--format", "md", str(decks))
    assert code == 1
    assert "| Cardfight!! Vanguard |" in out and "VG401" in out and "one-nation" in out


def test_the_event_report_speaks_of_the_ride_deck_not_the_flag(pool_dir: Path, decks: Path) -> None:
    _, out, _ = run("report", "--pool", str(pool_dir), "--format", "md", str(decks))
    assert "flag" not in out.lower() and "buddy" not in out.lower()


def test_rules_and_explain_show_every_rule() -> None:
    code, out, _ = run("rules", "--game", "vanguard")
    assert code == 0
    own = [r for r in rules_for("vanguard") if r.game == "vanguard"]
    assert len(own) == 11
    for rule in own:
        assert rule.code in out and rule.slug in out
        code, text, _ = run("explain", rule.code)
        assert code == 0 and "Why is this bad?" in text and rule.slug in text
        assert ("rule text" in text) or ("official D-series page" in text)
    assert "BF201" not in out and "YG101" not in out


def test_the_game_answers_to_its_aliases() -> None:
    from deckcheck.games import find_game, get_game

    for alias in ("Cardfight!! Vanguard", "CFV", "vg"):
        assert find_game(alias) is get_game("vanguard")


def test_pool_show_lists_every_field_a_regulation_count_may_name(pool_dir: Path) -> None:
    code, out, _ = run("pool", "show", "--pool", str(pool_dir), "D-TS01 004")
    assert code == 0
    assert out.splitlines()[:4] == [
        "name:       Test Rider Three",
        "type:       normal unit",
        "printings:  1 (D-TS01/004)",
        "grade:      3",
    ]
    code, out, _ = run("pool", "show", "--pool", str(pool_dir), "--json", "Test Guard")
    [card] = json.loads(out)["cards"]
    assert card["sentinel"] is True and card["trigger"] is None and card["nation"] == "Dragon Empire"


def test_the_starter_pool_s_hints_name_the_file_a_vanguard_card_list_is() -> None:
    """Vanguard's card list is the deck-builder's JSON: the hints said 'pool import CARDS.sqlite' (a newcomer's
    try)."""
    from click.testing import CliRunner

    from deckcheck.cli import main

    text = "Game: vanguard\nRide Deck\nSunrise Egg\nMain Deck\n4 Xyzzy Unit\n"
    result = CliRunner().invoke(main, ["check", "--isolated", "--stdin-filename", "v.txt", "-"], input=text)
    said = result.stdout + result.stderr
    assert said.count("'deckcheck pool import CARDS.json --set-default'") == 2 and "CARDS.sqlite" not in said
