"""Config files: where they are found, what they may say, how the command line overrides them, and the
one-line errors for bad ones."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.config import ConfigError, Overrides, Resolver

from helpers import BASE_DECK, changed, deck_text

OFF_FLAG = deck_text(changed(BASE_DECK, {"Dragon Breath": 2, "Magical Goodbye": 2}))  # one unusable-card warning
MISSPELT = deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 4}))  # unknown-card, deck-size


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin, env={"GITHUB_ACTIONS": ""})
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "off.txt").write_text(OFF_FLAG, encoding="utf-8")
    return tmp_path


def test_a_deckcheck_toml_above_the_deck_applies(project: Path) -> None:
    (project / "deckcheck.toml").write_text("strict = true\n", encoding="utf-8")
    code, out, _ = run("check", "decks/off.txt")
    assert code == 1 and "ILLEGAL" in out
    assert run("check", "--isolated", "decks/off.txt")[0] == 0


def test_pyproject_counts_only_with_a_tool_deckcheck_table(project: Path) -> None:
    (project / "pyproject.toml").write_text("[tool.deckcheck]\nignore = ['unusable-card']\n", encoding="utf-8")
    (project / "decks" / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")
    code, out, _ = run("check", "decks/off.txt")
    assert code == 0 and "BF301" not in out


def test_the_nearest_file_wins_and_dot_deckcheck_first(project: Path) -> None:
    (project / "deckcheck.toml").write_text("strict = true\n", encoding="utf-8")
    (project / "decks" / "deckcheck.toml").write_text("ignore = ['BF3']\n", encoding="utf-8")
    assert run("check", "decks/off.txt")[1].count("BF301") == 0
    (project / "decks" / ".deckcheck.toml").write_text("strict = true\n", encoding="utf-8")
    assert run("check", "decks/off.txt")[0] == 1


def test_each_checked_path_finds_its_own_config(project: Path) -> None:
    (project / "strict").mkdir()
    (project / "strict" / "deckcheck.toml").write_text("strict = true\n", encoding="utf-8")
    shutil.copy(project / "decks" / "off.txt", project / "strict" / "off.txt")
    code, out, _ = run("check", "decks/off.txt", "strict/off.txt")
    assert code == 1
    assert "decks/off.txt: LEGAL" in out and "strict/off.txt: ILLEGAL" in out


def test_config_option_overrides_the_search(project: Path) -> None:
    (project / "deckcheck.toml").write_text("strict = true\n", encoding="utf-8")
    (project / "lenient.toml").write_text("strict = false\n", encoding="utf-8")
    assert run("check", "--config", "lenient.toml", "decks/off.txt")[0] == 0
    code, _, err = run("check", "--config", "nope.toml", "decks/off.txt")
    assert code == 2 and "nope.toml" in err


def test_command_line_overrides_the_file(project: Path) -> None:
    (project / "deckcheck.toml").write_text("select = ['DC']\n", encoding="utf-8")
    assert "BF301" not in run("check", "decks/off.txt")[1]
    assert "BF301" in run("check", "--select", "BF3", "decks/off.txt")[1]
    assert "BF301" in run("check", "--extend-select", "unusable-card", "decks/off.txt")[1]
    assert run("check", "--strict", "--select", "ALL", "decks/off.txt")[0] == 1


def test_pool_is_relative_to_the_config_file(project: Path) -> None:
    pool = project / "pools" / "mine.yaml"
    pool.parent.mkdir()
    pool.write_text(
        "game: buddyfight\ncards:\n  - name: Dragon World\n    type: flag\n    flag: {worlds: [Dragon World]}\n",
        encoding="utf-8",
    )
    (project / "decks" / "deckcheck.toml").write_text("pool = '../pools/mine.yaml'\n", encoding="utf-8")
    code, out, _ = run("check", "decks/off.txt")
    assert code == 1 and 'unknown card "Flarefang Dragon"' in out
    _, shown, _ = run("config", "decks")
    assert f"{pool}" in shown and str(project / "decks" / "deckcheck.toml") in shown


def test_severity_per_rule_and_per_file_ignores(project: Path) -> None:
    (project / "deckcheck.toml").write_text(
        "[severity]\nunusable-card = 'error'\n\n[per-file-ignores]\n'decks/side/*.txt' = ['BF301']\n",
        encoding="utf-8",
    )
    code, out, _ = run("check", "decks/off.txt")
    assert code == 1 and "BF301 [error]" in out
    (project / "decks" / "side").mkdir()
    shutil.copy(project / "decks" / "off.txt", project / "decks" / "side" / "off.txt")
    code, out, _ = run("check", "decks/side/off.txt")
    assert code == 0 and "BF301" not in out


def test_include_and_exclude_when_walking_but_named_files_always_checked(project: Path) -> None:
    (project / "decks" / "old").mkdir()
    (project / "decks" / "old" / "a.txt").write_text(MISSPELT, encoding="utf-8")
    (project / "decks" / "b.deck.yaml").write_text("flag: Dragon World\n", encoding="utf-8")
    (project / "deckcheck.toml").write_text("include = ['*.txt']\nexclude = ['old']\n", encoding="utf-8")
    code, out, _ = run("check", "decks")
    assert code == 0 and "old/a.txt" not in out and "b.deck.yaml" not in out and "off.txt: LEGAL" in out
    code, out, _ = run("check", "decks/old/a.txt")
    assert code == 1 and "old/a.txt: ILLEGAL" in out


def test_stdin_filename_takes_the_config_and_per_file_ignores(project: Path) -> None:
    (project / "deckcheck.toml").write_text("[per-file-ignores]\n'decks/*' = ['unusable-card']\n", encoding="utf-8")
    code, out, _ = run("check", "--stdin-filename", "decks/new.txt", "-", stdin=OFF_FLAG)
    assert code == 0 and "decks/new.txt: LEGAL" in out and "BF301" not in out
    code, out, _ = run("check", "-", stdin=OFF_FLAG)
    assert "<stdin>:" in out and "BF301" in out


def test_game_default_applies_to_decks_that_do_not_name_one(project: Path) -> None:
    (project / "decks" / "ygo.txt").write_text("Main Deck:\n3 Ash Blossom & Joyous Spring\n", encoding="utf-8")
    (project / "decks" / "bf.txt").write_text("Game: buddyfight\n" + OFF_FLAG, encoding="utf-8")
    (project / "deckcheck.toml").write_text("game = 'ygo'\n", encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "decks/ygo.txt", "decks/bf.txt")
    import json

    games = {d["path"]: d["game"] for d in json.loads(out)["decks"]}
    assert games == {"decks/ygo.txt": "yugioh", "decks/bf.txt": "buddyfight"}
    _, out, _ = run("check", "-f", "json", "--game", "buddyfight", "decks/ygo.txt")
    assert json.loads(out)["decks"][0]["game"] == "buddyfight", "--game forces it"


def test_game_default_is_validated_and_shown_by_its_name(project: Path) -> None:
    (project / "deckcheck.toml").write_text("game = 'FCBF'\nformat = 'standard'\n", encoding="utf-8")
    assert run("check", "decks/off.txt")[0] == 0
    rows = {line.split()[0]: line for line in run("config", "decks")[1].splitlines()}
    assert "buddyfight" in rows["game"] and "standard" in rows["format"]
    (project / "deckcheck.toml").write_text("game = 'weiss'\n", encoding="utf-8")
    code, _, err = run("check", "decks/off.txt")
    assert code == 2 and 'deckcheck.toml: game: unknown game "weiss"' in err


@pytest.mark.parametrize(
    ("text", "key", "expected"),
    [
        ("strickt = true\n", "strickt", "unknown key; did you mean 'strict'?"),
        ("strict = 'yes'\n", "strict", "expected true or false, got 'yes'"),
        ("select = 'DC'\n", "select", "expected a list of rule slugs"),
        ("ignore = ['no-such-rule']\n", "ignore", "unknown rule 'no-such-rule'; expected a rule slug"),
        ("ignore = ['copy-limt']\n", "ignore", "unknown rule 'copy-limt'; did you mean 'copy-limit'?"),
        ("[per-file-ignores]\n'*.txt' = ['BF2O2']\n", 'per-file-ignores."*.txt"', "did you mean 'BF202'?"),
        ("[severity]\ncopy-limit = 'fatal'\n", 'severity."copy-limit"', "expected a table of rule"),
        ("[severity]\nparse-error = 'warning'\n", 'severity."parse-error"', "always an error"),
        ("[per-file-ignores]\n'*.txt' = ['nope']\n", 'per-file-ignores."*.txt"', "unknown rule 'nope'"),
        ("as-of = 'soon'\n", "as-of", "expected a date (YYYY-MM-DD)"),
        ("pool = 5\n", "pool: expected a path, or a list of paths", "got 5"),  # one line, not one a type
        ("pool = ['pools', 5]\n", "pool[1]: expected a path", "got 5"),
        ("regulation = true\n", "regulation: expected a string, or a list", "got True"),
        ("strict = \n", "", "invalid TOML"),
    ],
)
def test_bad_config_is_one_line_naming_file_key_and_expectation(
    project: Path, text: str, key: str, expected: str
) -> None:
    (project / "deckcheck.toml").write_text(text, encoding="utf-8")
    code, out, err = run("check", "decks/off.txt")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"deckcheck: error: {project / 'deckcheck.toml'}: {key}")
    assert expected in err


def test_bad_pyproject_table_names_the_tool_deckcheck_key(project: Path) -> None:
    (project / "pyproject.toml").write_text("[tool.deckcheck]\nstrict = 1\n", encoding="utf-8")
    code, _, err = run("check", "decks/off.txt")
    assert code == 2 and "pyproject.toml: tool.deckcheck.strict: expected true or false, got 1" in err


def test_isolated_ignores_even_a_broken_config(project: Path) -> None:
    (project / "deckcheck.toml").write_text("strict = \n", encoding="utf-8")
    assert run("check", "--isolated", "decks/off.txt")[0] == 0


def test_config_command_shows_each_setting_and_its_source(project: Path) -> None:
    (project / "deckcheck.toml").write_text("strict = true\nignore = ['BF3']\nformat = 'standard'\n", encoding="utf-8")
    code, out, _ = run("config", "decks/off.txt", "--ignore", "DC004")
    assert code == 0
    rows = {line.split()[0]: line for line in out.splitlines()}
    assert rows["strict"].endswith(f"[{project / 'deckcheck.toml'}]") and "true" in rows["strict"]
    assert "standard" in rows["format"]
    assert "BF301 unusable-card" in out.split("rules off")[1].splitlines()[0]
    assert "--ignore" in rows["rules"] and "[default]" in rows["game"]
    code, out, _ = run("config", "--isolated")
    assert code == 0 and "--isolated" in out and "strict" in out


def test_resolver_caches_one_settings_object_per_config(project: Path) -> None:
    (project / "deckcheck.toml").write_text("strict = true\n", encoding="utf-8")
    resolver = Resolver(Overrides())
    assert resolver.for_path(project / "decks" / "off.txt") is resolver.for_path(project / "x.txt")
    with pytest.raises(ConfigError):
        Resolver(Overrides(), config=str(project / "missing.toml"))


def test_exit_zero_reports_but_always_exits_0_unless_the_run_itself_fails(project: Path) -> None:
    (project / "decks" / "bad.txt").write_text(MISSPELT, encoding="utf-8")
    code, out, _ = run("check", "--exit-zero", "decks")
    assert code == 0 and "bad.txt: ILLEGAL" in out
    assert run("check", "--exit-zero", "decks", "nope.txt")[0] == 2


def test_config_files_that_are_not_text_or_too_big_are_one_line_errors(project: Path) -> None:
    (project / "deckcheck.toml").write_bytes(b"strict = true\n\xff\xfe\x00")
    code, _, err = run("check", "decks/off.txt")
    assert code == 2 and err.count("\n") == 1 and "not UTF-8" in err
    (project / "deckcheck.toml").write_bytes(b"#" * (1024 * 1024 + 10))
    code, _, err = run("check", "decks/off.txt")
    assert code == 2 and "larger than" in err
    (project / "deckcheck.toml").unlink()
    (project / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")
    code, _, err = run("check", "--config", "pyproject.toml", "decks/off.txt")
    assert code == 2 and "no [tool.deckcheck] table" in err


@pytest.mark.parametrize("name", ["deckcheck.toml", ".deckcheck.toml"])
def test_a_tool_deckcheck_table_outside_pyproject_points_to_pyproject(project: Path, name: str) -> None:
    (project / name).write_text("[tool.deckcheck]\nstrict = true\n", encoding="utf-8")
    code, out, err = run("check", "decks/off.txt")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"{project / name}: [tool.deckcheck] belongs in pyproject.toml" in err and "unknown key" not in err
    (project / name).write_text("strict = true\n[tool.other]\nx = 1\n", encoding="utf-8")
    assert run("check", "decks/off.txt")[2].count("did you mean") == 1, "another tool's table: an unknown key still"


def test_force_exclude_applies_to_stdin_filename(project: Path) -> None:
    """As ruff: excluded standard input is not checked under --force-exclude; --fix - echoes it unchanged."""
    (project / "deckcheck.toml").write_text("exclude = ['old']\n", encoding="utf-8")
    named = ("--stdin-filename", "decks/old/x.txt", "-")
    code, out, _ = run("check", "--force-exclude", *named, stdin=MISSPELT)
    assert code == 0 and "x.txt" not in out and "0 decks checked" in out
    code, out, _ = run("check", "--force-exclude", "--fix", *named, stdin=MISSPELT)
    assert code == 0 and out == MISSPELT
    code, out, _ = run("check", "--force-exclude", "--diff", *named, stdin=MISSPELT)
    assert code == 0 and out == ""
    code, out, _ = run("check", *named, stdin=MISSPELT)
    assert code == 1 and "decks/old/x.txt: ILLEGAL" in out, "without --force-exclude, stdin is always checked"


def test_every_unknown_rule_of_a_config_is_reported_at_once_in_file_order(tmp_path: Path) -> None:
    """Issue 15: a config's bad rule names are all said in one run, one line each, in the order the file has them."""
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text(), encoding="utf-8")
    (tmp_path / "deckcheck.toml").write_text(
        'ignore = ["BF999", "nope"]\nselect = ["ALL"]\nextend-select = ["ZZ"]\n[severity]\n"bogus" = "warning"\n'
        '[per-file-ignores]\n"*.txt" = ["XX1"]\n',
        encoding="utf-8",
    )
    code, _, err = run("check", str(deck))
    lines = [line for line in err.splitlines() if "unknown rule" in line]
    assert code == 2
    assert [line.split("unknown rule ")[1].split(";")[0] for line in lines] == [
        "'BF999'",
        "'nope'",
        "'ZZ'",
        "'bogus'",
        "'XX1'",
    ]
    assert all(line.startswith("deckcheck: error: ") for line in lines)
