"""The command line as users call it: exit codes, output shapes, pool and rule commands."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import BASE_DECK, REPO, changed, deck_text

EXAMPLES = REPO / "examples"


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def legal_deck(tmp_path: Path) -> Path:
    path = tmp_path / "legal.txt"
    path.write_text(deck_text(), encoding="utf-8")
    return path


@pytest.fixture
def illegal_deck(tmp_path: Path) -> Path:
    path = tmp_path / "illegal.txt"
    path.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 5})), encoding="utf-8")
    return path


def test_legal_deck_exits_0_with_a_summary(legal_deck: Path) -> None:
    code, out, err = run("check", str(legal_deck))
    assert code == 0, out + err
    assert "LEGAL" in out and "50 cards" in out and "life 10, hand 6, gauge 2" in out


def test_illegal_deck_exits_1_with_located_findings(illegal_deck: Path) -> None:
    code, out, _ = run("check", str(illegal_deck))
    assert code == 1
    line = next(x for x in out.splitlines() if "DC002" in x)
    assert line.startswith(f"{illegal_deck}:16:3: DC002 [error] ")
    assert "did you mean: Dragon Breath" in out


def test_missing_path_exits_2_and_still_checks_the_others(legal_deck: Path, tmp_path: Path) -> None:
    code, out, err = run("check", str(legal_deck), str(tmp_path / "nope.txt"))
    assert code == 2
    assert "nope.txt: no such file or directory" in err
    assert "LEGAL" in out


def test_unloadable_pool_exits_2_with_one_line(legal_deck: Path, tmp_path: Path) -> None:
    bad = tmp_path / "pool.yaml"
    bad.write_text("cards:\n  - name: X\n    type: dragon\n", encoding="utf-8")
    code, out, err = run("check", "--pool", str(bad), str(legal_deck))
    assert code == 2
    assert err.count("\n") == 1 and "pool.yaml:3" in err and "Traceback" not in err


def test_usage_error_exits_2() -> None:
    code, _, _ = run("check", "--output-format", "xml", "x.txt")
    assert code == 2


def test_strict_turns_warnings_into_failure(tmp_path: Path) -> None:
    path = tmp_path / "warn.txt"
    path.write_text(deck_text(buddy="Armorknight Cerberus"), encoding="utf-8")
    code, out, _ = run("check", str(path))
    assert code == 0 and "[warning]" in out and "[error]" not in out
    code, out, _ = run("check", "--strict", str(path))
    # as concise, JUnit, SARIF and github show it: the warning fails the deck (the text format said [warning])
    assert code == 1 and "[warning]" not in out and out.count("[error]") == 1
    assert ": ILLEGAL (1 warning, an error under strict) |" in out  # --strict or the config's strict = true


def test_json_output_shape(illegal_deck: Path, legal_deck: Path) -> None:
    code, out, _ = run("check", "-f", "json", str(illegal_deck), str(legal_deck))
    assert code == 1
    document = json.loads(out)
    assert set(document) >= {"decks"}
    first, second = document["decks"]
    assert {"path", "legal", "flag", "buddy", "deck_size", "findings"} <= set(first)
    assert first["legal"] is False and second["legal"] is True
    assert first["flag"] == "Dragon World" and first["buddy"] == "Flarefang Dragon"
    finding = next(f for f in first["findings"] if f["rule"] == "unknown-card")
    assert set(finding) >= {"rule", "code", "severity", "message", "line", "column", "card", "suggestions"}
    assert (finding["code"], finding["severity"], finding["line"], finding["column"]) == ("DC002", "error", 16, 3)
    assert finding["card"] == "Dragn Breth"
    assert finding["suggestions"][0] == "Dragon Breath"


def test_output_is_identical_across_runs(illegal_deck: Path) -> None:
    assert run("check", "-f", "json", str(illegal_deck))[1] == run("check", "-f", "json", str(illegal_deck))[1]


def test_directory_checks_every_deck_file_sorted(tmp_path: Path) -> None:
    (tmp_path / "b.txt").write_text(deck_text(), encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.yaml").write_text("flag: Dragon World\n", encoding="utf-8")
    (tmp_path / "notes.md").write_text("not a deck", encoding="utf-8")
    code, out, _ = run("check", "-f", "json", str(tmp_path))
    paths = [Path(d["path"]).name for d in json.loads(out)["decks"]]
    assert paths == ["b.txt", "a.yaml"]
    assert code == 1


def test_decks_are_reported_by_path_whatever_the_command_line_order(tmp_path: Path) -> None:
    """As the README says once (Checking decks), and the JSON contract refers to: by path, standard input last."""
    for name in ("z.txt", "a/c.txt", "m.txt"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(deck_text(), encoding="utf-8")
    named = [str(tmp_path / "z.txt"), "-", str(tmp_path / "m.txt"), str(tmp_path / "a")]
    _, out, _ = run("check", "-f", "json", *named, stdin=deck_text())
    paths = [d["path"] for d in json.loads(out)["decks"]]
    assert paths == [str(tmp_path / "a" / "c.txt"), str(tmp_path / "m.txt"), str(tmp_path / "z.txt"), "<stdin>"]
    _, out, _ = run("check", *named, stdin=deck_text())
    verdicts = [line.split(": LEGAL")[0] for line in out.splitlines() if ": LEGAL" in line]
    assert verdicts == paths


def test_stdin_dash(legal_deck: Path) -> None:
    code, out, _ = run("check", "-", stdin=legal_deck.read_text(encoding="utf-8"))
    assert code == 0
    assert out.startswith("<stdin>: LEGAL")


def test_empty_stdin_is_an_unreadable_deck() -> None:
    code, out, _ = run("check", "-", stdin="")
    assert code == 1
    assert "<stdin>:1:1: DC001" in out


def test_rules_lists_every_rule() -> None:
    code, out, _ = run("rules")
    assert code == 0
    for slug in ("parse-error", "unknown-card", "copy-limit", "omni-lord-limit", "flag-in-deck"):
        assert slug in out


@pytest.mark.parametrize("key", ["copy-limit", "BF202", "bf202"])
def test_explain_by_slug_or_code(key: str) -> None:
    code, out, _ = run("explain", key)
    assert code == 0
    assert "## What it does" in out and "copy-limit" in out


def test_explain_unknown_rule_exits_2() -> None:
    code, _, err = run("explain", "no-such-rule")
    assert code == 2 and "no rule" in err


def test_pool_info_names_the_bundled_starter_pool() -> None:
    code, out, _ = run("pool", "info")
    assert code == 0
    assert "bundled:starter.yaml" in out and "starter pool" in out


def test_pool_search_ranks_fuzzy_matches() -> None:
    code, out, _ = run("pool", "search", "dragn breth")
    assert code == 0
    assert out.splitlines()[0].startswith("Dragon Breath ")


def test_pool_search_with_no_match_exits_1() -> None:
    code, _, err = run("pool", "search", "qqqqzzzz")
    assert code == 1 and "no card matches" in err


def test_python_dash_m_runs_the_same_command(legal_deck: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "deckcheck", "check", str(legal_deck)], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    assert "LEGAL" in proc.stdout


def test_github_format_annotates_each_finding(illegal_deck: Path) -> None:
    code, out, _ = run("check", "-f", "github", str(illegal_deck))
    assert code == 1
    annotation = next(x for x in out.splitlines() if x.startswith("::error "))
    assert f"file={illegal_deck}" in annotation
    assert ",line=16,endLine=16,col=3,endColumn=14,title=DC002 unknown-card::" in annotation  # "Dragn Breth"
    assert "did you mean: Dragon Breath" in annotation


def test_ignore_skips_rules_by_slug_or_code_prefix(tmp_path: Path) -> None:
    path = tmp_path / "warn.txt"
    path.write_text(deck_text(buddy="Armorknight Cerberus"), encoding="utf-8")
    assert run("check", "--strict", str(path))[0] == 1
    assert run("check", "--strict", "--ignore", "buddy-unusable", str(path))[0] == 0
    assert run("check", "--strict", "--ignore", "BF1", str(path))[0] == 0


@pytest.mark.parametrize("value", ["no-such-rule", "parse-error", "DC001"])
def test_ignore_refuses_unknown_rules_and_parse_error(value: str, legal_deck: Path) -> None:
    code, _, err = run("check", "--ignore", value, str(legal_deck))
    assert code == 2 and "--ignore" in err


def test_json_lists_missing_paths_and_pool_failures_as_run_errors(tmp_path: Path) -> None:
    code, out, _ = run("check", "-f", "json", str(tmp_path / "nope.txt"))
    document = json.loads(out)
    assert code == 2
    assert document["decks"] == [] and "nope.txt" in document["errors"][0]
    assert document["summary"]["run_errors"] == 1
    code, out, _ = run("check", "-f", "json", "--pool", str(tmp_path / "nopool"), str(tmp_path / "x.txt"))
    assert code == 2 and "card pool" in json.loads(out)["errors"][0]


def test_json_tells_unreadable_decks_from_illegal_ones(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_bytes(b"\xff\xfe\x00garbage\x00")
    document = json.loads(run("check", "-f", "json", str(path))[1])
    assert document["decks"][0]["readable"] is False
    assert document["summary"]["unreadable"] == 1


def test_fix_on_stdin_writes_the_deck_unchanged_to_stdout_when_nothing_needs_fixing(legal_deck: Path) -> None:
    code, out, err = run("check", "--fix", "-", stdin=legal_deck.read_text(encoding="utf-8"))
    assert code == 0 and out == legal_deck.read_text(encoding="utf-8")
    assert "LEGAL" in err


def test_explain_suggests_a_close_slug() -> None:
    code, _, err = run("explain", "copylimit")
    assert code == 2 and "did you mean 'copy-limit'" in err


def test_invisible_characters_are_shown_not_obeyed_in_text_output(tmp_path: Path) -> None:
    path = tmp_path / "rlo.txt"
    path.write_text(deck_text(extra="1 Dra\u202egonx Breath\n"), encoding="utf-8")
    _, out, _ = run("check", str(path))
    assert "\u202e" not in out and "Dra<U+202E>gonx Breath" in out
    _, out, _ = run("check", "-f", "github", str(path))
    assert "\u202e" not in out


def test_ignore_dc_prefix_skips_the_name_rules_but_not_parse_errors(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "dragon breath": 4})), encoding="utf-8")
    assert run("check", "--strict", str(path))[0] == 1
    assert run("check", "--strict", "--ignore", "DC", str(path))[0] == 0


def test_a_text_deck_of_only_bad_lines_still_gets_every_deck_rule(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("0 Dragon Breath\n", encoding="utf-8")
    document = json.loads(run("check", "-f", "json", str(path))[1])
    deck = document["decks"][0]
    assert deck["readable"] is True
    assert {f["rule"] for f in deck["findings"]} >= {"parse-error", "flag-missing", "buddy-missing", "deck-size"}


def test_explain_a_slug_several_games_share_shows_each_rule() -> None:
    code, out, _ = run("explain", "copy-limit")
    assert code == 0 and "3 rules are called copy-limit: BF202, VG201, YG202" in out
    assert "# copy-limit (BF202, Future Card Buddyfight)" in out and "# copy-limit (YG202, Yu-Gi-Oh!)" in out
    assert "# copy-limit (VG201, Cardfight!! Vanguard)" in out
    assert out.count("## What it does") == 3
    code, out, _ = run("explain", "YG202")  # a code is one rule
    assert code == 0 and out.count("## What it does") == 1 and "BF202" not in out


def test_standard_input_named_twice_is_checked_once(legal_deck: Path) -> None:
    """``check - -``: standard input can be read once; the second was an empty deck, an error."""
    code, out, _ = run("check", "-", "-", stdin=legal_deck.read_text(encoding="utf-8"))
    assert code == 0 and out.count("<stdin>: LEGAL") == 1 and "1 deck checked" in out


def test_a_regulation_file_given_as_the_pool_says_so(tmp_path: Path) -> None:
    """``--pool lflist.conf`` said 'unsupported YAML tag "!2020.4"' (the file read as a YAML pool)."""
    lflist = tmp_path / "lflist.conf"
    lflist.write_text("#[2020.4 TCG]\n!2020.4 TCG\n#forbidden\n76794549 0 --Astrograph Sorcerer\n", encoding="utf-8")
    code, _, err = run("check", "--pool", str(lflist), "-", stdin="#main\n46986414\n")
    assert code == 2 and "this is a regulation file, not a card pool: give it with --regulation" in err
