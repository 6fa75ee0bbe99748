"""A rule code selects exactly that code: ``--ignore BF202`` leaves Yu-Gi-Oh!'s copy-limit (YG202) on, ``--select BF``
switches on no YG rule, and a slug means the rule of that name in every game."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.rules.selection import enabled_rules, rules_for

REPO = Path(__file__).resolve().parents[1]
BF_COPIES = REPO / "examples" / "buddyfight" / "rules" / "copy-limit.txt"
YG_COPIES = REPO / "examples" / "yugioh" / "rules" / "copy-limit.ydk"


def codes(*args: str) -> tuple[int, dict[str, list[str]]]:
    result = CliRunner().invoke(main, ["check", "--isolated", "-f", "json", *args, str(BF_COPIES), str(YG_COPIES)])
    decks = json.loads(result.stdout)["decks"]
    return result.exit_code, {Path(d["path"]).name: [f["code"] for f in d["findings"]] for d in decks}


def test_ignoring_the_buddyfight_code_leaves_the_yugioh_copy_limit_error() -> None:
    code, found = codes("--ignore", "BF202")
    assert found == {"copy-limit.txt": [], "copy-limit.ydk": ["YG202"]}
    assert code == 1


def test_a_code_prefix_selects_that_game_only() -> None:
    _, found = codes("--select", "BF")
    assert found["copy-limit.txt"] == ["BF202"]
    assert all(c == "DC001" for c in found["copy-limit.ydk"])  # parse-error always runs, and has nothing here


def test_a_slug_names_the_rule_in_every_game() -> None:
    assert rules_for("copy-limit") == {"BF202", "VG201", "YG202"}
    assert rules_for("BF202") == {"BF202"}
    assert rules_for("yg2") >= {"YG202"} and not any(c.startswith("BF") for c in rules_for("yg2"))
    code, found = codes("--ignore", "copy-limit")
    assert found == {"copy-limit.txt": [], "copy-limit.ydk": []} and code == 0


def test_enabled_rules_are_codes_and_parse_error_stays() -> None:
    on = enabled_rules(["BF2"], ignore=["BF202"])
    assert "BF202" not in on and "BF201" in on and "DC001" in on and "YG202" not in on


def test_per_file_ignores_and_severity_by_code(tmp_path: Path) -> None:
    (tmp_path / "decks").mkdir()
    for source in (BF_COPIES, YG_COPIES):
        (tmp_path / "decks" / source.name).write_bytes(source.read_bytes())
    (tmp_path / "deckcheck.toml").write_text(
        '[per-file-ignores]\n"decks/*" = ["BF202"]\n[severity]\nYG202 = "warning"\n', encoding="utf-8"
    )
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, ["check", "-f", "json", "decks"])
        shown = CliRunner().invoke(main, ["config", "decks"])
    finally:
        os.chdir(cwd)
    decks = {Path(d["path"]).name: d for d in json.loads(result.stdout)["decks"]}
    assert [f["code"] for f in decks["copy-limit.txt"]["findings"]] == []
    assert [(f["code"], f["severity"]) for f in decks["copy-limit.ydk"]["findings"]] == [("YG202", "warning")]
    assert result.exit_code == 0
    assert "YG202 copy-limit = warning" in shown.stdout and "decks/*: BF202 copy-limit" in shown.stdout


@pytest.mark.parametrize("token", ["BF202", "bf2", "copy-limit"])
def test_config_names_the_codes_a_token_turned_off(token: str) -> None:
    result = CliRunner().invoke(main, ["config", "--isolated", "--ignore", token, str(BF_COPIES)])
    off = next(line for line in result.stdout.splitlines() if line.startswith("rules off"))
    assert "BF202 copy-limit" in off
    assert ("YG202 copy-limit" in off) == (token == "copy-limit")
