"""Yu-Gi-Oh! through the command line: examples, ydke:// arguments, stdin, JSON, and importing the real table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from yugioh_helpers import REPO, YGO_CSV, YGO_DECKS, YGO_SQLITE, needs_ygo_data, ydke

EXAMPLES = REPO / "examples" / "yugioh"


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_the_legal_examples_in_every_form() -> None:
    paths = [str(EXAMPLES / f"dark-magician{s}") for s in (".ydk", ".ydke", ".txt", ".yaml")]
    code, out, _ = run("check", *paths)
    assert code == 0
    verdict = "LEGAL (construction only: no Forbidden/Limited list checked; see --regulation) | 40 Main Deck"
    assert out.count(verdict + " (21 monster, 13 spell, 6 trap) | 15 Extra Deck | 15 Side Deck") == 4


def test_a_directory_walk_picks_up_ydk_and_ydke_files() -> None:
    code, out, _ = run("check", "-f", "json", str(EXAMPLES))
    decks = json.loads(out)["decks"]
    suffixes = {Path(d["path"]).suffix for d in decks}
    assert {".ydk", ".ydke", ".txt", ".yaml"} <= suffixes and code == 1
    assert all(d["game"] == "yugioh" for d in decks)


def test_json_has_the_game_and_its_sections() -> None:
    code, out, _ = run("check", "-f", "json", str(EXAMPLES / "rules" / "main-deck-size.ydk"))
    deck = json.loads(out)["decks"][0]
    assert code == 1
    assert deck["game"] == "yugioh" and deck["sections"] == {"main": 39, "extra": 15, "side": 0}
    assert [f["code"] for f in deck["findings"]] == ["YG101"]


def test_a_ydke_url_as_the_path_argument() -> None:
    url = (EXAMPLES / "dark-magician.ydke").read_text(encoding="utf-8").splitlines()[1]
    code, out, _ = run("check", url)
    assert code == 0 and out.startswith(url[:37] + "...: LEGAL")
    bad = ydke([14558127] * 4 + [55144522] * 3 * 12, [44508094])
    code, out, _ = run("check", bad)
    assert code == 1 and ':1:24: YG202 [error] 4 copies of "Ash Blossom & Joyous Spring"' in out  # the 4th's base64
    assert "at most 3 across the Main, Extra and Side Deck (Main Deck card 4 of 40)" in out


def test_a_ydke_url_and_a_ydk_file_on_stdin() -> None:
    url = (EXAMPLES / "dark-magician.ydke").read_text(encoding="utf-8").splitlines()[1]
    code, out, _ = run("check", "-", stdin=url + "\n")
    assert code == 0 and out.startswith("<stdin>: LEGAL (construction only: no Forbidden/Limited list checked")
    code, out, _ = run("check", "-", stdin=(EXAMPLES / "rules" / "unknown-card.ydk").read_text(encoding="utf-8"))
    assert code == 1 and '<stdin>:43:1: DC002 [error] unknown card "99999999"' in out


def test_a_path_that_merely_looks_like_a_url_but_is_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "ydke:").mkdir()
    (tmp_path / "ydke:" / "x.ydk").write_text("#main\n14558127\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("check", "ydke:/x.ydk")
    assert "1 Main Deck" in out and "YG101" in out


def test_rules_and_explain_for_the_game() -> None:
    code, out, _ = run("rules", "--game", "ygo")
    assert code == 0 and "Yu-Gi-Oh!:" in out and "YG202  copy-limit" in out and "BF202" not in out
    code, out, _ = run("explain", "YG201")
    assert code == 0 and "Xyz Monsters go in the Extra Deck just like Fusion and Syncro Monsters." in out


def test_a_ydk_deck_against_a_buddyfight_pool_is_a_clear_error(tmp_path: Path) -> None:
    from deckcheck.games.buddyfight.cards import Card  # noqa: F401  (the Buddyfight starter pool below)

    pool = tmp_path / "bf.yaml"
    pool.write_text("game: buddyfight\ncards:\n  - {name: Dragon Breath, type: spell}\n", encoding="utf-8")
    code, out, _ = run("check", "--pool", str(pool), str(EXAMPLES / "dark-magician.ydk"))
    assert code == 1 and "DC005" in out and "Yu-Gi-Oh! deck" in out


# --- the real table ------------------------------------------------------------


@pytest.fixture(scope="module")
def real_pool(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("ygo") / "pool"
    code, out, err = run("pool", "import", str(YGO_SQLITE), "--output", str(target))
    assert code == 0, err
    return target


@needs_ygo_data
def test_pool_import_of_the_real_table(real_pool: Path) -> None:
    data = json.loads((real_pool / "pool.json").read_text(encoding="utf-8"))
    assert data["game"] == "yugioh" and len(data["cards"]) == 14_272  # 14,208 with a password, 64 without
    dark = next(c for c in data["cards"] if c["name"] == "Dark Magician")
    assert dark["numbers"] == ["36996508", "46986414"]


@needs_ygo_data
def test_pool_import_report_accounts_for_every_row(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    code, out, _ = run("pool", "import", str(YGO_CSV), "--dry-run", "--report", str(report))
    assert code == 0
    assert "14276 read: 14208 imported, 64 imported by name only, 2 merged as alternate artworks, 2 left out" in out
    assert "64 cards with no password: named decks only" in out
    data = json.loads(report.read_text(encoding="utf-8"))
    rows = {"read": 14276, "imported": 14208, "named_only": 64, "merged_as_artwork": 2, "left_out": 2}
    assert data["rows"] == rows
    assert len(data["rows_detail"]) == 68


@needs_ygo_data
def test_pool_import_game_is_recognised_and_can_be_forced(tmp_path: Path) -> None:
    for extra in ([], ["--game", "Yu-Gi-Oh!"], ["--game", "ygo"]):
        code, out, _ = run("pool", "import", str(YGO_SQLITE), *extra, "--dry-run")
        assert code == 0 and out.startswith("game:     yugioh"), extra


@needs_ygo_data
def test_set_default_makes_it_the_pool_of_yugioh_decks(tmp_path: Path) -> None:
    code, _, _ = run("pool", "import", str(YGO_SQLITE), "--set-default")
    assert code == 0
    code, out, _ = run("check", str(YGO_DECKS))
    assert code == 1 and "4 decks checked: 3 legal, 1 illegal" in out
    code, out, _ = run("check", str(REPO / "examples" / "buddyfight" / "dragon-world.yaml"))
    assert code == 0  # Buddyfight decks keep their own pool


@needs_ygo_data
def test_the_four_real_decks_through_the_cli(real_pool: Path) -> None:
    code, out, _ = run("check", "--pool", str(real_pool), str(YGO_DECKS))
    assert code == 1
    assert out.count(": LEGAL (construction only: no Forbidden/Limited list checked; see --regulation) | 40 Main") == 3
    assert ':35:1: DC002 [error] unknown card "18144507"' in out
    hint = "did you mean: Harpie's Feather Duster (18144506; simulators number alternate artworks this way)"
    assert hint in out
