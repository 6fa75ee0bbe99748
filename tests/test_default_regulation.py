"""Never a silent LEGAL without a banned list (issue 16, Serious 1): 'regulation use', the default regulation,
--no-regulation, and the verdict that says when no list was checked."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from yugioh_helpers import REPO, YGO_DATA, YGO_SQLITE, needs_ygo_data

EXAMPLES = REPO / "examples"
DARK_MAGICIAN = str(EXAMPLES / "yugioh" / "dark-magician.ydk")
"""Legal by construction; Sangan, Monster Reborn and others are Forbidden under the 2015.1 TCG list."""
LFLIST = YGO_DATA / "lflist.conf"
needs_lflist = pytest.mark.skipif(not LFLIST.exists(), reason=f"the real lflist.conf is not at {LFLIST}")
UNCHECKED = "LEGAL (construction only: no Forbidden/Limited list checked; see --regulation)"


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_a_legal_deck_checked_without_a_list_says_so_on_its_line_and_in_the_totals() -> None:
    code, out, _ = run("check", "--isolated", DARK_MAGICIAN)
    lines = out.splitlines()
    assert code == 0 and lines[0].endswith(
        ": " + UNCHECKED + " | 40 Main Deck (21 monster, 13 spell, 6 trap) | 15 Extra Deck | 15 Side Deck"
    )
    assert lines[-1].endswith(
        "; construction only for 1 legal deck: no Forbidden/Limited list checked; see --regulation"
    )


def test_each_game_names_its_own_list_and_a_mixed_run_names_none() -> None:
    bf = str(EXAMPLES / "buddyfight" / "dragon-world.yaml")
    code, out, _ = run("check", "--isolated", bf, DARK_MAGICIAN)
    assert code == 0 and "LEGAL (construction only: no Irregulars List checked; see --regulation)" in out
    assert out.splitlines()[-1].endswith(
        "construction only for 2 legal decks: no banned or limited list checked; see --regulation"
    )


def test_a_deck_checked_against_a_list_says_nothing_of_construction_only() -> None:
    regulation = str(EXAMPLES / "regulations")
    code, out, _ = run("check", "--isolated", "--regulation", regulation, DARK_MAGICIAN)
    assert "construction only" not in out and "regulation Example Forbidden/Limited List 2018" in out


def test_json_carries_the_flag_per_deck_and_the_count_in_the_summary() -> None:
    _, out, _ = run("check", "--isolated", "-f", "json", DARK_MAGICIAN)
    document = json.loads(out)
    assert document["decks"][0]["regulation_checked"] is False and document["summary"]["construction_only"] == 1
    _, out, _ = run("check", "--isolated", "-f", "json", "--regulation", str(EXAMPLES / "regulations"), DARK_MAGICIAN)
    document = json.loads(out)
    assert document["decks"][0]["regulation_checked"] is True and document["summary"]["construction_only"] == 0


def test_an_illegal_deck_is_not_called_construction_only() -> None:
    code, out, _ = run("check", "--isolated", str(EXAMPLES / "yugioh" / "rules" / "main-deck-size.ydk"))
    assert code == 1 and "construction only" not in out


@needs_lflist
def test_regulation_use_records_lflist_conf_and_check_applies_it(tmp_path: Path) -> None:
    code, out, err = run("regulation", "use", str(LFLIST))
    assert code == 0, err
    assert "default yugioh regulation:" in out and "(102 lists)" in out and "2026.5 TCG" in out
    code, out, _ = run("check", "--isolated", "--as-of", "2015-01-01", DARK_MAGICIAN)
    assert code == 1 and 'RG101 [error] "Sangan" is banned by 2015.1 TCG' in out, (out, _)
    assert "construction only" not in out
    code, out, _ = run("check", "--isolated", "--no-regulation", DARK_MAGICIAN)
    assert code == 0 and UNCHECKED in out
    code, out, _ = run("regulation", "use", "--show", "--game", "ygo")
    assert code == 0 and out.startswith("yugioh: ") and str(LFLIST.resolve()) in out and "(102 lists)" in out
    code, out, _ = run("regulation", "use", "--clear", "--game", "yugioh")
    assert code == 0 and "default regulation cleared" in out
    code, out, _ = run("check", "--isolated", DARK_MAGICIAN)
    assert code == 0 and UNCHECKED in out


def test_the_default_is_a_copy_a_later_change_to_the_source_does_not_leak_in(tmp_path: Path) -> None:
    source = tmp_path / "fl.yaml"
    source.write_text("name: House list\ngame: yugioh\neffective: 2020-01-01\nbanned: [Sangan]\n", encoding="utf-8")
    assert run("regulation", "use", str(source))[0] == 0
    source.write_text("not: a regulation\n", encoding="utf-8")
    code, out, _ = run("check", "--isolated", DARK_MAGICIAN)
    assert code == 1 and '"Sangan" is banned by House list' in out
    assert run("regulation", "use", "--clear")[0] == 0


def test_a_folder_of_two_games_lists_is_recorded_per_game_and_game_picks_one(tmp_path: Path) -> None:
    code, out, _ = run("regulation", "use", str(EXAMPLES / "regulations"), "--game", "buddyfight")
    assert code == 0 and "default buddyfight regulation" in out and "yugioh" not in out.split("\n")[0]
    code, out, _ = run("regulation", "use", "--show")
    assert "buddyfight: " in out and "yugioh: no default regulation" in out
    code, out, _ = run("check", "--isolated", DARK_MAGICIAN)
    assert code == 0 and UNCHECKED in out  # a Buddyfight default says nothing of Yu-Gi-Oh! decks
    code, _, err = run("regulation", "use", str(EXAMPLES / "regulations" / "irregulars"), "--game", "yugioh")
    assert code == 2 and "holds no list for yugioh (its lists are for: buddyfight)" in err
    assert run("regulation", "use", "--clear")[0] == 0


def test_a_config_regulation_wins_over_the_default_and_the_command_line_over_both(tmp_path: Path) -> None:
    house = tmp_path / "house.yaml"
    house.write_text("name: House list\ngame: yugioh\neffective: 2020-01-01\nbanned: [Sangan]\n", encoding="utf-8")
    other = tmp_path / "lists" / "other.yaml"
    other.parent.mkdir()
    other.write_text("name: Other list\ngame: yugioh\neffective: 2020-01-01\nbanned: [Kuriboh]\n", encoding="utf-8")
    assert run("regulation", "use", str(house))[0] == 0
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "deckcheck.toml").write_text('regulation = "../lists/other.yaml"\n', encoding="utf-8")
    deck = repo / "deck.ydk"
    deck.write_text(Path(DARK_MAGICIAN).read_text(encoding="utf-8"), encoding="utf-8")
    code, out, _ = run("check", str(deck))
    assert "regulation Other list" in out and "Sangan" not in out
    code, out, _ = run("check", "--regulation", str(house), str(deck))
    assert code == 1 and "regulation House list" in out
    code, out, _ = run("check", "--no-regulation", str(deck))
    assert code == 0 and UNCHECKED in out
    code, _, err = run("check", "--no-regulation", "--regulation", str(house), str(deck))
    assert code == 2 and "--no-regulation and --regulation do not go together" in err
    assert run("regulation", "use", "--clear")[0] == 0


def test_regulation_use_needs_one_thing_to_do_and_a_readable_file(tmp_path: Path) -> None:
    code, _, err = run("regulation", "use")
    assert code == 2 and "give one of PATH, --show or --clear" in err
    code, _, err = run("regulation", "use", str(tmp_path / "missing.conf"))
    assert code == 2 and "no such file or directory" in err
    bad = tmp_path / "bad.conf"
    bad.write_text("!2026.5 TCG\nnot an entry\n", encoding="utf-8")
    code, _, err = run("regulation", "use", str(bad))
    assert code == 2 and "bad.conf:2" in err
    assert run("regulation", "use", "--show")[1].count("no default regulation") == 3  # each game with lists


def test_as_of_is_accepted_when_only_a_default_regulation_is_recorded(tmp_path: Path) -> None:
    code, _, err = run("check", "--isolated", "--as-of", "2019-01-01", DARK_MAGICIAN)
    assert code == 2 and "regulation use" in err
    source = tmp_path / "fl.yaml"
    source.write_text("name: Old list\ngame: yugioh\neffective: 2018-01-01\nbanned: [Sangan]\n", encoding="utf-8")
    assert run("regulation", "use", str(source))[0] == 0
    code, out, _ = run("check", "--isolated", "--as-of", "2019-01-01", DARK_MAGICIAN)
    assert code == 1 and "Old list" in out
    assert run("regulation", "use", "--clear")[0] == 0


def test_the_event_report_header_says_which_decks_no_list_checked() -> None:
    code, out, _ = run("report", str(EXAMPLES / "yugioh" / "dark-magician.txt"))
    assert code == 0
    assert (
        "- Regulation: none (construction only: no Forbidden/Limited list checked; see --regulation), for yugioh" in out
    )


@needs_ygo_data
def test_pool_import_of_a_yugioh_table_tells_about_regulation_use(tmp_path: Path) -> None:
    code, out, _ = run("pool", "import", str(YGO_SQLITE), "--output", str(tmp_path / "pool"))
    assert code == 0
    assert out.splitlines()[-1].startswith(
        "no Forbidden/Limited list is checked yet: record the one you play under "
        "with 'deckcheck regulation use lflist.conf --game yugioh'"
    )


def test_report_applies_the_default_regulation_and_no_regulation_turns_it_off(tmp_path: Path) -> None:
    source = tmp_path / "fl.yaml"
    source.write_text("name: House list\ngame: yugioh\neffective: 2020-01-01\nbanned: [Sangan]\n", encoding="utf-8")
    assert run("regulation", "use", str(source))[0] == 0
    code, out, _ = run("report", DARK_MAGICIAN)
    assert code == 1 and "- Regulation: House list (in force from 2020-01-01), for yugioh decks" in out
    code, out, _ = run("report", "--no-regulation", DARK_MAGICIAN)
    assert code == 0 and "- Regulation: none (construction only: no Forbidden/Limited list checked" in out


def test_config_shows_where_the_default_regulation_comes_from() -> None:
    code, out, _ = run("config", "--isolated", DARK_MAGICIAN)
    shown = r"^regulation +\(each game's default: 'deckcheck regulation use'\)  \[default\]"
    assert code == 0 and re.search(shown, out, re.M)


@needs_lflist
def test_a_list_named_alone_is_picked_from_the_recorded_regulation(tmp_path: Path) -> None:
    """``--regulation "2015.1 TCG"`` with lflist.conf recorded by ``regulation use``: that list, whatever the day
    (it said "to pick a list by name, also give the file that holds it")."""
    assert run("regulation", "use", str(LFLIST))[0] == 0
    code, out, err = run("check", "--isolated", "--regulation", "2015.1 TCG", DARK_MAGICIAN)
    assert code == 1 and 'RG101 [error] "Sangan" is banned by 2015.1 TCG' in out, (out, err)
