"""A format a loaded regulation defines is known; a directory walk checks decks only; a text deck of
another game than the pool's is a wrong pool (the fresh-clone tryout's defects)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.deck import format_key

from helpers import REPO, deck_text

EXAMPLES = REPO / "examples"
REGULATIONS = EXAMPLES / "regulations"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


# --- a format a loaded regulation defines ------------------------------------------------------------------


def test_the_starter_format_of_a_loaded_regulation_is_known_to_strict() -> None:
    code, out, _ = run(
        "check", "--regulation", str(REGULATIONS), "--format", "starter", "--strict",
        "--ignore", "not-in-format", str(EXAMPLES / "buddyfight" / "dragon-world.txt"),
    )  # fmt: skip
    assert "DC008" not in out and "regulation Example starter format" in out
    assert code == 0


def test_format_starter_in_a_yaml_deck_is_known_with_the_regulations(tmp_path: Path) -> None:
    text = (EXAMPLES / "buddyfight" / "dragon-world.yaml").read_text(encoding="utf-8")
    path = tmp_path / "d.yaml"
    path.write_text(text.replace("format: standard\n", "format: starter\n"), encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "--regulation", str(REGULATIONS), str(path))
    [deck] = json.loads(out)["decks"]
    assert [f for f in deck["findings"] if f["rule"] == "unknown-format"] == []
    assert deck["regulation"]["name"] == "Example starter format"


def _format_warning(tmp_path: Path, fmt: str) -> str:
    """The one unknown-format message for a Buddyfight text deck of format ``fmt``, checked with the examples'
    regulations."""
    path = tmp_path / "d.txt"
    path.write_text(f"Format: {fmt}\n" + deck_text(), encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "--regulation", str(REGULATIONS), str(path))
    [deck] = json.loads(out)["decks"]
    [warning] = [f for f in deck["findings"] if f["rule"] == "unknown-format"]
    return str(warning["message"])


def test_an_unknown_format_names_the_formats_the_regulations_define(tmp_path: Path) -> None:
    message = _format_warning(tmp_path, "neo")
    assert '"neo"' in message and "(standard, starter)" in message


def test_a_regulation_format_of_another_game_stays_unknown(tmp_path: Path) -> None:
    assert '"tcg"' in _format_warning(tmp_path, "tcg")  # the Yu-Gi-Oh! example list's format


# --- formats compare case, hyphens and spacing aside ---------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "key"),
    [("D-Standard", "d standard"), ("  d   STANDARD ", "d standard"), ("D_Standard", "d standard"), ("TCG", "tcg")],
)
def test_format_key(written: str, key: str) -> None:
    assert format_key(written) == key


@pytest.mark.parametrize("fmt", ["D-Standard", "d standard", "D Standard"])
def test_the_official_spelling_of_a_game_format_is_known(tmp_path: Path, fmt: str) -> None:
    path = tmp_path / "d.txt"
    text = (EXAMPLES / "vanguard" / "nirvana.txt").read_text(encoding="utf-8")
    path.write_text(f"Format: {fmt}\n" + text, encoding="utf-8")
    _, out, _ = run("check", "-f", "json", str(path))
    [deck] = json.loads(out)["decks"]
    assert [f for f in deck["findings"] if f["rule"] == "unknown-format"] == []


@pytest.mark.parametrize(("listed", "given"), [("Starter", "starter"), ("starter", "STARTER"), ("Starter", "Starter")])
def test_a_regulation_of_a_capitalised_format_applies(tmp_path: Path, listed: str, given: str) -> None:
    """A regulation file's ``format: Starter`` is the deck's ``Format: starter`` and ``--format starter``: it was
    never in force (construction rules only, with a note that no regulation applied)."""
    text = (REGULATIONS / "buddyfight-starter-format.yaml").read_text(encoding="utf-8")
    regulation = tmp_path / "starter.yaml"
    regulation.write_text(text.replace("format: starter\n", f"format: {listed}\n"), encoding="utf-8")
    deck = tmp_path / "d.txt"
    deck.write_text(f"Format: {given}\n" + deck_text(), encoding="utf-8")
    for args in ((), ("--format", given)):
        _, out, _ = run("check", "-f", "json", "--regulation", str(regulation), *args, str(deck))
        [checked] = json.loads(out)["decks"]
        assert checked["regulation"]["name"] == "Example starter format"
        assert [f for f in checked["findings"] if f["rule"] == "unknown-format"] == []


# --- a directory walk checks decks only ------------------------------------------------------------------


def _deck_repo(tmp_path: Path) -> Path:
    """The README's deck-repo layout: a config at the root naming the regulations folder and a pool file."""
    import shutil

    shutil.copytree(REGULATIONS, tmp_path / "regulations")
    shutil.copy(REPO / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml", tmp_path / "pool.yaml")
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "d.txt").write_text(deck_text(), encoding="utf-8")
    (tmp_path / "deckcheck.toml").write_text('regulation = "regulations/"\npool = "pool.yaml"\n', encoding="utf-8")
    return tmp_path


def test_a_walk_skips_the_regulations_and_pool_in_effect_without_a_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(_deck_repo(tmp_path))
    code, out, err = run("check", "-f", "json", ".")
    paths = [deck["path"] for deck in json.loads(out)["decks"]]
    assert paths == ["decks/d.txt"] and code == 0
    assert "regulations" not in err and "pool.yaml" not in err


def test_a_walk_skips_regulations_given_on_the_command_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _deck_repo(tmp_path)
    (repo / "deckcheck.toml").unlink()
    monkeypatch.chdir(repo)
    code, out, err = run("check", "-f", "json", "--regulation", "regulations", "--pool", "pool.yaml", ".")
    assert [deck["path"] for deck in json.loads(out)["decks"]] == ["decks/d.txt"], err
    assert "regulations" not in err and code == 0


def test_walking_the_examples_reports_no_workflow_or_regulation_as_a_deck() -> None:
    _, out, err = run("check", "-f", "json", str(EXAMPLES))
    paths = [Path(deck["path"]).relative_to(EXAMPLES).as_posix() for deck in json.loads(out)["decks"]]
    assert not [p for p in paths if p.startswith(("ci/", "regulations/"))]
    for name in ("ci/deckcheck.yml", "regulations/buddyfight-store.yaml", "regulations/irregulars/2019-03-01.yaml"):
        [note] = [line for line in err.splitlines() if name in line]
        assert "not checked: not a deck" in note


def test_a_non_deck_yaml_named_on_the_command_line_is_one_not_a_deck_finding() -> None:
    for path in (EXAMPLES / "ci" / "deckcheck.yml", REGULATIONS / "buddyfight-store.yaml"):
        code, out, _ = run("check", "-f", "json", str(path))
        [deck] = json.loads(out)["decks"]
        [finding] = deck["findings"]
        assert finding["message"].startswith("not a deck file") and code == 1


def test_a_yaml_deck_with_misspelt_keys_is_still_a_deck() -> None:
    from deckcheck.readers import read_deck

    text = "flg: Dragon World\nbudy: Flarefang Dragon\ndek:\n  Dragon Breath: 4\n  Dragoenergy: 4\n  Shine-energy: 4\n"
    deck, problems = read_deck("d.yaml", text.encode("utf-8"))
    assert deck.not_a_deck is None
    assert any("did you mean 'deck'" in p.message for p in problems)


def test_the_regulation_keys_the_reader_knows_are_the_regulation_files() -> None:
    from deckcheck.readers.yaml_reader import REGULATION_KEYS
    from deckcheck.regulations.model import Regulation

    assert frozenset(Regulation.model_fields) == REGULATION_KEYS


# --- a text deck of another game than the pool's ----------------------------------------------------------

BUDDYFIGHT_STARTER = REPO / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml"
YUGIOH_STARTER = REPO / "deckcheck" / "games" / "yugioh" / "data" / "starter.yaml"


def _wrong_pool(out: str) -> dict[str, object]:
    [deck] = json.loads(out)["decks"]
    [finding] = deck["findings"]
    assert finding["code"] == "DC005" and not deck["legal"]
    return finding


def test_a_buddyfight_text_deck_against_a_yugioh_pool_is_a_wrong_pool() -> None:
    deck = EXAMPLES / "buddyfight" / "dragon-world.txt"
    code, out, _ = run("check", "-f", "json", "--pool", str(YUGIOH_STARTER), str(deck))
    finding = _wrong_pool(out)
    assert finding["line"] == 2  # Flag: Dragon World
    assert "give a buddyfight pool with --pool" in str(finding["message"]) and code == 1


def test_a_yugioh_text_deck_against_a_buddyfight_pool_is_a_wrong_pool(tmp_path: Path) -> None:
    text = (EXAMPLES / "yugioh" / "dark-magician.txt").read_text(encoding="utf-8")
    path = tmp_path / "d.txt"
    path.write_text(text.replace("Game: yugioh\n", ""), encoding="utf-8")  # its Extra Deck heading says it
    code, out, _ = run("check", "-f", "json", "--pool", str(BUDDYFIGHT_STARTER), str(path))
    assert "give a yugioh pool with --pool" in str(_wrong_pool(out)["message"]) and code == 1


def test_the_pool_or_configured_game_does_not_outvote_the_headings() -> None:
    from deckcheck.readers import read_deck

    text = (EXAMPLES / "buddyfight" / "dragon-world.txt").read_bytes()
    deck, _ = read_deck("d.txt", text, fallback="yugioh")
    assert deck.game == "buddyfight" and deck.game_line == 2
    [note] = [n for n in deck.notes if "heading only" in n.message]
    assert note.message.startswith('read as Future Card Buddyfight: "Flag: Dragon World"')


VANGUARD_STARTER = REPO / "deckcheck" / "games" / "vanguard" / "data" / "starter.yaml"
NO_GAME_YAML = {
    "buddyfight": "flag: Dragon World\nbuddy: Flarefang Dragon\ndeck: {Dragon Breath: 4}\n",
    "yugioh": "main:\n  Dark Magician: 3\nextra:\n  Dark Paladin: 1\n",
    "vanguard": "ride deck:\n  Some Unit: 1\nmain deck:\n  Other Unit: 4\n",
}


@pytest.mark.parametrize(
    ("game", "pool", "line"),
    [
        ("buddyfight", YUGIOH_STARTER, 1),
        ("buddyfight", VANGUARD_STARTER, 1),
        ("yugioh", BUDDYFIGHT_STARTER, 3),
        ("yugioh", VANGUARD_STARTER, 3),
        ("vanguard", YUGIOH_STARTER, 1),
        ("vanguard", BUDDYFIGHT_STARTER, 1),
    ],
)
def test_a_yaml_deck_with_no_game_key_is_of_the_game_its_own_keys_name(
    game: str, pool: Path, line: int, tmp_path: Path
) -> None:
    """A YAML deck whose keys only one game has (flag:, extra:, ride deck:) against another game's pool: one
    wrong-pool error at that key, as the text form gives, not the pool game's errors (unknown key 'flag')."""
    path = tmp_path / "d.yaml"
    path.write_text(NO_GAME_YAML[game], encoding="utf-8")
    code, out, _ = run("check", "--isolated", "-f", "json", "--pool", str(pool), str(path))
    finding = _wrong_pool(out)
    assert finding["line"] == line and f"give a {game} pool with --pool" in str(finding["message"]) and code == 1


def test_the_pool_or_configured_game_does_not_outvote_a_yaml_decks_own_keys() -> None:
    from deckcheck.readers import read_deck

    deck, problems = read_deck("d.yaml", NO_GAME_YAML["buddyfight"].encode(), fallback="yugioh")
    assert deck.game == "buddyfight" and deck.game_line == 1 and not problems
    [note] = deck.notes
    assert note.message == (
        'read as Future Card Buddyfight: "flag" is a key only Future Card Buddyfight decks have; '
        "write 'game: buddyfight' to say so"
    )
    both = "flag: Dragon World\ndeck: {Dragon Breath: 4}\nextra: {Dark Paladin: 1}\n"  # two games' keys: no one game
    assert read_deck("d.yaml", both.encode(), fallback="yugioh")[0].game == "yugioh"
    own = read_deck("d.yaml", NO_GAME_YAML["buddyfight"].encode(), fallback="buddyfight")[0]
    assert own.game == "buddyfight" and not own.notes and own.game_line is None


@pytest.mark.parametrize("given", ["json", "SARIF"])
def test_check_format_given_a_report_formats_name_is_a_usage_error(given: str, tmp_path: Path) -> None:
    """``check --format json``: ``--format`` is the decks' game format (``report --format`` is the report's). A CI
    job that wanted JSON must not get a text report and exit 0: exit 2, naming ``--output-format``."""
    path = tmp_path / "d.txt"
    path.write_text(deck_text(), encoding="utf-8")  # names no format: --format would apply
    code, out, err = run("check", "--format", given, str(path))
    shown = given.casefold()
    assert code == 2 and out == ""
    assert f"--format {shown} is the decks' game format" in err and f"--output-format {shown}" in err
    assert len(err.strip().splitlines()) == 1


def test_check_format_of_a_game_format_gives_no_note() -> None:
    _, _, err = run("check", "--format", "tcg", str(EXAMPLES / "yugioh" / "dark-magician.ydk"))
    assert "--output-format" not in err


@pytest.mark.parametrize(
    "body",
    [
        "main:\n" + "".join(f"  - {46986414 + i}\n" for i in range(40)) + "extra:\n" + "  - 1861629\n" * 15,
        "main:\n  - Dark Magician\n  - Kuriboh\n  - Jinzo\n",
    ],
    ids=["passwords", "names"],
)
def test_a_yaml_deck_of_list_items_without_counts_is_checked_not_skipped(tmp_path: Path, body: str) -> None:
    """A YAML deck whose section holds list items without counts (as a .ydk lists passwords) has a deck's keys: it
    is checked, never skipped by a walk as "not a deck file" (which left a folder of such decks at exit 0 with
    nothing checked); its items are one copy each. A mapping with none of a deck's keys is still skipped."""
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "list.yaml").write_text("game: yugioh\n" + body, encoding="utf-8")
    (decks / "secrets.yaml").write_text("aws_access_key_id: AKIAXXXXXXXX\nregion: eu-west-1\n", encoding="utf-8")
    code, out, err = run("check", "--isolated", "-f", "json", str(decks))
    [deck] = json.loads(out)["decks"]
    assert deck["path"].endswith("list.yaml") and code == 1
    assert deck["sections"]["main"] == body.split("extra:")[0].count("\n  - ")
    assert "parse-error" not in {f["rule"] for f in deck["findings"]}
    assert "secrets.yaml: not checked" in err and "list.yaml: not checked" not in err


def test_a_short_broken_yaml_deck_in_a_walk_is_reported_not_skipped(tmp_path: Path) -> None:
    """Three lines of YAML with a deck's keys and a syntax error: its YAML error, exit 1 (a walk skipped it as a
    file of data, exit 0: a player's broken deck passed CI). Data with no deck key is still skipped."""
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "broken.yaml").write_text("name: x\ngame: buddyfight\ndeck: [unclosed\n", encoding="utf-8")
    (decks / "indented.yaml").write_text("game: yugioh\nname: Eldlich\n  main: [Pot of Greed]\n", encoding="utf-8")
    (decks / "secrets.yaml").write_text("api_key: AKIAXXXXXXXX\nregion: eu-west-1\ntoken: [x\n", encoding="utf-8")
    code, out, err = run("check", "--isolated", "-f", "json", str(decks))
    for deck in json.loads(out)["decks"]:  # broken.yaml, indented.yaml
        assert not deck["readable"] and deck["findings"][0]["message"].startswith("invalid YAML")
        assert deck["findings"][0]["line"] == 3
    assert code == 1 and len(json.loads(out)["decks"]) == 2
    assert "secrets.yaml: not checked" in err and "broken.yaml" not in err and "indented" not in err
