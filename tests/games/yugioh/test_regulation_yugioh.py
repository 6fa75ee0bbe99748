"""A Yu-Gi-Oh! deck under the real lflist.conf: legal under one TCG list, illegal under the next,
chosen only by --as-of. Runs once the Yu-Gi-Oh! game package (deckcheck.games.yugioh) is present."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import REPO

LFLIST = Path(os.environ.get("DECKCHECK_TEST_DATA") or REPO.parent / "shared" / "data") / "yugioh" / "lflist.conf"

pytestmark = [
    pytest.mark.skipif(
        importlib.util.find_spec("deckcheck.games.yugioh") is None,
        reason="the Yu-Gi-Oh! game package (deckcheck.games.yugioh, branch ygo) is not merged yet",
    ),
    pytest.mark.skipif(
        not LFLIST.exists(),
        reason=f"the real lflist.conf is not present at {LFLIST} "
        "(set $DECKCHECK_TEST_DATA or put ../shared/data beside the repo)",
    ),
]

# 40 / 15 / 6 from the bundled starter pool. "Called by the Grave" is unlimited on the 2020.6 TCG list and
# limited to 1 on 2020.9 TCG; no other card here changes between the two (and none is on either list
# at fewer copies than played).
DECK = """\
Game: yugioh
Player: Example Duelist
Main Deck:
3 Ash Blossom & Joyous Spring
2 Effect Veiler
2 Ghost Ogre & Snow Rabbit
3 Dark Magician
3 Dark Magician Girl
1 Sangan
1 Witch of the Black Forest
2 Kuriboh
1 Jinzo
1 Pot of Desires
3 Triple Tactics Talent
3 Called by the Grave
2 Forbidden Droplet
1 Monster Reborn
1 Dark Hole
1 Raigeki
3 Infinite Impermanence
1 Solemn Judgment
1 Solemn Strike
1 Mirror Force
3 Twin Twisters
1 Cosmic Cyclone
Extra Deck:
1 Dark Paladin
1 Stardust Dragon
1 Black Rose Dragon
1 Baronne de Fleur
1 Junk Warrior
1 Number 39: Utopia
1 Abyss Dweller
1 Castel, the Skyblaster Musketeer
1 Odd-Eyes Rebellion Dragon
1 Supreme King Z-ARC
1 Decode Talker
1 Accesscode Talker
1 Link Spider
1 Knightmare Phoenix
1 I:P Masquerena
Side Deck:
2 Book of Moon
1 Mystical Space Typhoon
2 Torrential Tribute
1 Call of the Haunted
"""


def _check(deck: Path, *extra: str) -> tuple[int, dict]:  # type: ignore[type-arg]
    result = CliRunner().invoke(main, ["check", "-f", "json", "--regulation", str(LFLIST), *extra, str(deck)])
    return result.exit_code, json.loads(result.stdout)


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "duelist.txt"
    path.write_text(DECK, encoding="utf-8")
    return path


def test_legal_under_one_tcg_list_and_illegal_under_the_next_by_as_of_only(deck: Path) -> None:
    code, before = _check(deck, "--as-of", "2020-08-31")  # the day before 2020.9 TCG takes effect
    report = before["decks"][0]
    assert report["regulation"] == {"name": "2020.6 TCG", "effective": "2020-06-01"}
    assert code == 0 and report["legal"], report["findings"]

    code, after = _check(deck, "--as-of", "2020-09-01")  # the day it takes effect
    report = after["decks"][0]
    assert report["regulation"] == {"name": "2020.9 TCG", "effective": "2020-09-01"}
    assert code == 1 and not report["legal"]
    findings = [(f["rule"], f["card"], f["message"]) for f in report["findings"] if f["severity"] == "error"]
    assert findings == [
        (
            "restricted-count",
            "Called by the Grave",
            '3 copies of "Called by the Grave"; 2020.9 TCG (in force from 2020-09-01) limits it to 1',
        )
    ]


def test_the_ocg_lists_are_apart(deck: Path) -> None:
    _, tcg = _check(deck, "--as-of", "2020-09-01")
    _, ocg = _check(deck, "--as-of", "2020-09-01", "--format", "ocg")
    assert tcg["decks"][0]["regulation"]["name"] == "2020.9 TCG"
    assert ocg["decks"][0]["regulation"]["name"] == "2020.7"


def test_an_ocg_event_before_the_first_ocg_list_is_an_error(deck: Path) -> None:
    """The real lflist.conf's first OCG list is 2013.9; TCG lists start in 2011. An OCG check of 2012 passed as
    construction only with exit 0, and the error of 2010 named the first TCG list's day."""
    for day in ("2012-01-01", "2010-01-01"):
        result = CliRunner().invoke(main, ["check", "--regulation", str(LFLIST), "--format", "ocg", "--as-of", day,
                                           str(deck)])  # fmt: skip
        assert result.exit_code == 2, result.stderr
        assert (
            "none of the yugioh ocg lists" in result.stderr
            and "(the first takes effect on 2013-09-01)" in result.stderr
        )
    code, tcg = _check(deck, "--as-of", "2012-01-01")
    assert tcg["decks"][0]["regulation"]["name"] == "2011.9.1"


def test_the_command_lines_format_picks_the_lists_over_a_decks_own(deck: Path, tmp_path: Path) -> None:
    """An organiser's ``check --format tcg``: a list that says ``Format: OCG`` is checked against the TCG list, as
    ``report --list-format tcg`` does (it took the OCG list, where a TCG-limited card is not); without ``--format``
    the deck's own line picks."""
    ocg_deck = tmp_path / "ocg.txt"
    ocg_deck.write_text("Format: OCG\n" + DECK, encoding="utf-8")
    _, own = _check(ocg_deck, "--as-of", "2020-09-01")
    _, forced = _check(ocg_deck, "--as-of", "2020-09-01", "--format", "tcg")
    assert own["decks"][0]["regulation"]["name"] == "2020.7"
    assert forced["decks"][0]["regulation"]["name"] == "2020.9 TCG" and not forced["decks"][0]["legal"]
    report = CliRunner().invoke(
        main, ["report", "--format", "csv", "--regulation", str(LFLIST), "--as-of", "2020-09-01",
               "--list-format", "tcg", str(ocg_deck)],
    )  # fmt: skip
    assert "2020.9 TCG" in report.stdout


def test_an_event_report_checks_every_deck_under_one_format_whatever_a_deck_says(tmp_path: Path) -> None:
    """``report`` without ``--list-format``: an event is played under one format (lflist.conf's TCG), so a submitted
    list's ``Format: OCG`` picks no laxer list; a note says which decks said another format."""
    (tmp_path / "ocg.txt").write_text("Format: OCG\n" + DECK, encoding="utf-8")
    result = CliRunner().invoke(
        main, ["report", "--format", "csv", "--regulation", str(LFLIST), "--as-of", "2020-09-01", str(tmp_path)]
    )
    assert "2020.9 TCG" in result.stdout and "2020.7" not in result.stdout, result.stdout
    assert "says 'Format: ocg' was checked against the event's tcg lists" in result.stderr
    chosen = CliRunner().invoke(
        main, ["report", "--format", "csv", "--regulation", str(LFLIST), "--as-of", "2020-09-01",
               "--list-format", "ocg", str(tmp_path)],
    )  # fmt: skip
    assert "2020.7" in chosen.stdout and "Format:" not in chosen.stderr


def test_a_list_of_another_format_than_the_runs_is_said(deck: Path) -> None:
    """``--regulation "2019.1 TCG" --format ocg``: the list named applies (a named list is the list), and a note says
    it is a TCG list; lists that hold no OCG list at all say so too. Both passed without a word."""
    named = CliRunner().invoke(
        main, ["check", "-f", "json", "--regulation", str(LFLIST), "--regulation", "2019.1 TCG", "--format", "ocg",
               str(deck)],
    )  # fmt: skip
    assert json.loads(named.stdout)["decks"][0]["regulation"]["name"] == "2019.1 TCG"
    assert "checked against '2019.1 TCG', a tcg list, though the run's format is ocg: a list named" in named.stderr
    example = REPO / "examples" / "regulations" / "yugioh-example.yaml"
    only_tcg = CliRunner().invoke(main, ["check", "--regulation", str(example), "--format", "OCG", str(deck)])
    assert "the run's format is ocg: the regulations given hold no ocg list of yugioh" in only_tcg.stderr
    for fmt in ("tcg", "TCG", "D Standard"):  # a Vanguard format says nothing of a Yu-Gi-Oh! deck's lists (a review)
        same = CliRunner().invoke(main, ["check", "--regulation", str(example), "--format", fmt, str(deck)])
        assert "the run's format" not in same.stderr, fmt
    starter = REPO / "examples" / "regulations" / "buddyfight-starter-format.yaml"
    buddyfight = REPO / "examples" / "buddyfight" / "dragon-world.txt"
    other = CliRunner().invoke(main, ["check", "--regulation", str(starter), "--format", "ocg", str(buddyfight)])
    assert "the run's format" not in other.stderr


@pytest.mark.parametrize("fmt", ["ocg", "OCG"])
def test_an_event_reports_config_format_is_the_events_list_format(tmp_path: Path, fmt: str) -> None:
    """An organiser's ``format = "ocg"`` in the config given to ``report`` is the event's format, as ``check`` reads
    it: ``report`` checked every deck against the TCG lists, with a note that blamed the decks (none said a format);
    ``--list-format`` still wins."""
    (tmp_path / "d.txt").write_text(DECK, encoding="utf-8")
    config = tmp_path / "org.toml"
    config.write_text(f'regulation = "{LFLIST.as_posix()}"\nas-of = "2020-09-01"\nformat = "{fmt}"\n', encoding="utf-8")
    for command in ("report", "check"):
        shown = "csv" if command == "report" else "json"
        result = CliRunner().invoke(main, [command, "--format" if command == "report" else "-f", shown,
                                           "--config", str(config), str(tmp_path / "d.txt")])  # fmt: skip
        assert "2020.7" in result.stdout and "2020.9 TCG" not in result.stdout, (command, result.stdout)
        assert "Format:" not in result.stderr
    chosen = CliRunner().invoke(
        main, ["report", "--format", "csv", "--config", str(config), "--list-format", "tcg", str(tmp_path / "d.txt")]
    )
    assert "2020.9 TCG" in chosen.stdout, chosen.stdout
    assert "Format:" not in chosen.stderr  # no deck said a format: the config's is none of theirs to overrule


def test_a_regulation_limit_replaces_the_usual_copy_limit(deck: Path, tmp_path: Path) -> None:
    four = tmp_path / "four.txt"
    four.write_text(
        DECK.replace("3 Called by the Grave", "4 Called by the Grave").replace("1 Cosmic Cyclone\n", ""),
        encoding="utf-8",
    )
    _, after = _check(four, "--as-of", "2020-09-01")
    rules = [f["rule"] for f in after["decks"][0]["findings"]]
    assert rules.count("restricted-count") == 1 and "copy-limit" not in rules


# --- a real Tactical-Try deck against the real card table and the real lists -----------------------

YGO_DATA = LFLIST.parent
EXOSISTER = YGO_DATA / "decks" / "tactical-try-deck-exorcist-angels-exosister.ydk"


@pytest.fixture(scope="module")
def real_pool_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not (YGO_DATA / "cards.sqlite").exists() or not EXOSISTER.exists():
        pytest.skip(f"the real Yu-Gi-Oh! card table or decks are not present in {YGO_DATA}")
    target = tmp_path_factory.mktemp("ygo") / "pool"
    result = CliRunner().invoke(main, ["pool", "import", str(YGO_DATA / "cards.sqlite"), "--output", str(target)])
    assert result.exit_code == 0, result.stderr
    return target


def test_a_real_deck_legal_under_2025_4_tcg_and_illegal_under_2025_9_tcg(real_pool_dir: Path) -> None:
    def check(day: str) -> dict:  # type: ignore[type-arg]
        args = ["check", "-f", "json", "--pool", str(real_pool_dir), "--regulation", str(LFLIST), "--as-of", day]
        result = CliRunner().invoke(main, [*args, str(EXOSISTER)])
        deck: dict = json.loads(result.stdout)["decks"][0]  # type: ignore[type-arg]
        return deck

    before = check("2025-08-31")  # the day before 2025.9 TCG, which limits Solemn Judgment to 1
    assert before["regulation"]["name"] == "2025.4 TCG" and before["legal"], before["findings"]
    after = check("2025-09-01")
    assert after["regulation"]["name"] == "2025.9 TCG" and not after["legal"]
    assert [(f["rule"], f["card"]) for f in after["findings"]] == [("restricted-count", "41420027")]  # as written
    assert after["findings"][0]["message"] == (
        '2 copies of "Solemn Judgment"; 2025.9 TCG (in force from 2025-09-01) limits it to 1'
    )
