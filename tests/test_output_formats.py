"""Output formats and options: golden files per machine format, SARIF against the official schema, JUnit,
paired --output-file, the default format under GitHub Actions, --strict in github output, colour, --quiet,
--statistics, the totals line and the progress bar."""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from click.testing import CliRunner

from deckcheck import __version__
from deckcheck.cli import main
from deckcheck.cli.outputs import OptionError, default_format, pair_outputs
from deckcheck.reporters.style import use_color
from deckcheck.run.progress import Progress, wanted

from helpers import REPO

GOLDEN = REPO / "tests" / "golden"
DECKS = ("legal.yaml", "misspelt.txt", "offflag.txt")
UPDATE = os.environ.get("DECKCHECK_UPDATE_GOLDEN") == "1"


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin, env=env)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def in_golden(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(GOLDEN / "decks")
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)


def _normalised(text: str) -> str:
    """The version, times, and the SARIF root (the checkout's path; its relative URIs from it) as placeholders."""
    text = text.replace(f'"{__version__}"', '"<VERSION>"')
    text = re.sub(r'( time)="[0-9.]+"', r'\1="<TIME>"', text)
    text = re.sub(r' timestamp="[0-9T:-]+"', ' timestamp="<TIMESTAMP>"', text)
    text = re.sub(r'"uri": "file://[^"]*/"', '"uri": "file://<SRCROOT>/"', text)
    return re.sub(r'"uri": "(?:[^"]*/)?tests/golden/decks/', '"uri": "', text)


@pytest.mark.parametrize(
    ("fmt", "golden"),
    [
        ("json", "report.json"),
        ("sarif", "report.sarif"),
        ("junit", "report.xml"),
        ("concise", "report.concise"),
        ("github", "report.github"),
        ("text", "report.txt"),
    ],
)
def test_each_format_matches_its_golden_file(fmt: str, golden: str, in_golden: None) -> None:
    code, out, _ = run("check", "--isolated", "-f", fmt, *DECKS)
    assert code == 1
    expected_path = GOLDEN / golden
    if UPDATE:
        expected_path.write_text(_normalised(out), encoding="utf-8")
    assert _normalised(out) == expected_path.read_text(encoding="utf-8")


def test_sarif_validates_against_the_official_schema(in_golden: None) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((REPO / "tests" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    _, out, _ = run("check", "--isolated", "-f", "sarif", *DECKS)
    document = json.loads(out)
    jsonschema.validate(document, schema)
    driver = document["runs"][0]["tool"]["driver"]
    assert driver["name"] == "deckcheck" and driver["version"] == __version__ and driver["informationUri"]
    assert all(
        r["id"] and r["name"] and r["shortDescription"]["text"] and "## What it does" in r["help"]["text"]
        for r in driver["rules"]
    )
    results = document["runs"][0]["results"]
    located = [r for r in results if r["ruleId"] == "DC002"]
    region = {"startLine": 16, "startColumn": 3, "endLine": 16, "endColumn": 14}  # the name "Dragn Breth"
    assert located[0]["locations"][0]["physicalLocation"]["region"] == region
    whole_deck = next(r for r in results if r["ruleId"] == "BF201")
    assert whole_deck["locations"][0]["physicalLocation"]["region"] == {"startLine": 1, "startColumn": 1}
    artifact = whole_deck["locations"][0]["physicalLocation"]["artifactLocation"]
    assert artifact["uri"].endswith("misspelt.txt") and artifact["uriBaseId"] == "%SRCROOT%"
    assert {r["level"] for r in results} == {"error", "warning"}


def test_a_clean_run_is_valid_sarif_too(in_golden: None) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((REPO / "tests" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    code, out, _ = run("check", "--isolated", "-f", "sarif", "legal.yaml")
    assert code == 0
    jsonschema.validate(json.loads(out), schema)


def test_junit_has_one_case_per_deck_failing_when_illegal(in_golden: None) -> None:
    _, out, _ = run("check", "--isolated", "-f", "junit", *DECKS)
    root = ET.fromstring(out)
    cases = root.findall("./testsuite/testcase")
    assert [c.get("name") for c in cases] == list(DECKS)
    assert root.get("tests") == "3" and root.get("failures") == "1"
    failure = cases[1].find("failure")
    assert failure is not None and "DC002" in (failure.text or "") and "BF201" in (failure.text or "")
    assert cases[0].find("failure") is None and cases[2].find("failure") is None
    assert "BF301" in (cases[2].findtext("system-out") or "")


def test_junit_under_strict_fails_a_deck_with_warnings(in_golden: None) -> None:
    _, out, _ = run("check", "--isolated", "--strict", "-f", "junit", "offflag.txt")
    assert ET.fromstring(out).find("./testsuite/testcase/failure") is not None


def test_concise_is_one_line_per_finding_without_summary(in_golden: None) -> None:
    _, out, _ = run("check", "--isolated", "-f", "concise", *DECKS)
    lines = out.splitlines()
    assert len(lines) == 4
    assert all(re.match(r"^[\w.]+:\d+:\d+: [A-Z]{2}\d{3} \[(error|warning|note)\] ", line) for line in lines)
    assert "misspelt.txt:16:3: DC002 [error] unknown card" in out and "misspelt.txt:1:1: BF201 [error] " in out


def test_strict_turns_failing_warnings_into_github_errors(in_golden: None) -> None:
    _, out, _ = run("check", "--isolated", "-f", "github", "offflag.txt")
    assert out.startswith("::warning file=offflag.txt,line=18")
    _, out, _ = run("check", "--isolated", "--strict", "-f", "github", "offflag.txt")
    assert out.startswith("::error file=offflag.txt,line=18")


def test_default_format_is_github_under_github_actions(in_golden: None) -> None:
    assert default_format({"GITHUB_ACTIONS": "true"}) == "github"
    assert default_format({}) == "text"
    _, out, _ = run("check", "--isolated", "offflag.txt", env={"GITHUB_ACTIONS": "true"})
    assert out.startswith("::warning ")
    _, out, _ = run("check", "--isolated", "offflag.txt", env={"GITHUB_ACTIONS": "false"})
    assert out.startswith("offflag.txt:18:3: BF301 [warning]")


def test_output_files_pair_with_formats_and_stdout_gets_the_last(in_golden: None, tmp_path: Path) -> None:
    sarif, junit = tmp_path / "out.sarif", tmp_path / "sub" / "out.xml"
    code, out, _ = run(
        "check",
        "--isolated",
        "-f",
        "sarif",
        "--output-file",
        str(sarif),
        "-f",
        "junit",
        "-o",
        str(junit),
        "-f",
        "text",
        *DECKS,
    )
    assert code == 1
    assert json.loads(sarif.read_text(encoding="utf-8"))["version"] == "2.1.0"
    assert ET.fromstring(junit.read_text(encoding="utf-8")).tag == "testsuites"
    assert out.splitlines()[-1].startswith("3 decks checked")
    assert not [p for p in tmp_path.rglob("*.tmp")], "atomic writes leave no temporary file"


def test_an_output_file_alone_leaves_stdout_empty(in_golden: None, tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    code, out, _ = run("check", "--isolated", "-f", "json", "-o", str(report), "legal.yaml")
    assert code == 0 and out == ""
    assert json.loads(report.read_text(encoding="utf-8"))["summary"]["legal"] == 1


def test_output_file_that_cannot_be_written_exits_2(in_golden: None, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    code, _, err = run("check", "--isolated", "-o", str(blocker / "report.txt"), "legal.yaml")
    assert code == 2 and "cannot write the report" in err


def test_an_output_file_named_as_a_folder_says_so(in_golden: None, tmp_path: Path) -> None:
    """``-o reports/`` (a folder that does not exist): one line saying it names a folder, no mention of an original
    left unchanged (there was none)."""
    code, _, err = run("check", "--isolated", "-o", str(tmp_path / "reports") + "/", "legal.yaml")
    assert code == 2 and "it names a folder" in err and "unchanged" not in err and err.count("\n") == 1
    assert not (tmp_path / "reports").exists()


def test_unpaired_output_options_are_usage_errors() -> None:
    with pytest.raises(OptionError):
        pair_outputs(("json",), ("a.json", "b.json"))
    with pytest.raises(OptionError):
        pair_outputs(("json", "text", "sarif"), ("a.json",))
    with pytest.raises(OptionError):
        pair_outputs(("json", "json"), ("a.json", "./a.json"))
    assert [(o.format, o.file) for o in pair_outputs((), ("r.txt",), {})] == [("text", "r.txt")]
    code, _, err = run("check", "-f", "json", "-o", "a", "-o", "b", "x.txt")
    assert code == 2 and "--output-file" in err


def test_an_output_file_without_a_format_takes_the_one_its_name_says(in_golden: None, tmp_path: Path) -> None:
    """``-o results.sarif`` is SARIF (it was a text report a code-scanning upload refused), each file its own."""
    named = [(o.format, o.file) for o in pair_outputs((), ("r.sarif", "R.SARIF.JSON", "r.json", "junit.xml", "r"), {})]
    assert named == [("sarif", "r.sarif"), ("sarif", "R.SARIF.JSON"), ("json", "r.json"), ("junit", "junit.xml"),
                     ("text", "r")]  # fmt: skip
    assert [o.format for o in pair_outputs((), ("x/.json",), {"GITHUB_ACTIONS": "true"})] == ["github"]  # no name
    assert [o.format for o in pair_outputs(("text",), ("r.sarif",), {})] == ["text"]  # -f says so: -f wins
    sarif, data = tmp_path / "results.sarif", tmp_path / "a.json"
    code, out, _ = run("check", "--isolated", "-o", str(sarif), "-o", str(data), "legal.yaml")
    assert code == 0 and out == ""
    assert json.loads(sarif.read_text(encoding="utf-8"))["version"] == "2.1.0"
    assert json.loads(data.read_text(encoding="utf-8"))["summary"]["legal"] == 1


def test_totals_line_is_last_even_for_one_deck(in_golden: None) -> None:
    _, out, _ = run("check", "--isolated", "misspelt.txt")
    assert out.splitlines()[-1] == "1 deck checked: 0 legal, 1 illegal; 2 errors, 1 warning"


def test_quiet_prints_only_decks_with_findings_and_the_totals(in_golden: None) -> None:
    _, out, _ = run("check", "--isolated", "--quiet", *DECKS)
    assert "legal.yaml" not in out and "misspelt.txt: ILLEGAL" in out and "offflag.txt: LEGAL" in out
    totals = "3 decks checked: 2 legal, 1 illegal; 2 errors, 2 warnings; construction only for 2 legal decks"
    assert out.splitlines()[-1].startswith(totals)


def test_statistics_counts_findings_per_rule(in_golden: None) -> None:
    _, out, _ = run("check", "--isolated", "--statistics", *DECKS)
    lines = out.splitlines()
    assert [line.split() for line in lines[:-1]] == [
        ["1", "BF201", "deck-size"],
        ["1", "BF301", "unusable-card"],
        ["1", "DC002", "unknown-card"],
        ["1", "DC003", "[*]", "name-spelling"],
    ]
    assert lines[-1].startswith("3 decks checked")


def test_colour_follows_the_terminal_and_the_environment() -> None:
    assert use_color("auto", isatty=True, environ={}) is True
    assert use_color("auto", isatty=False, environ={}) is False
    assert use_color("auto", isatty=True, environ={"NO_COLOR": "1"}) is False
    assert use_color("auto", isatty=False, environ={"FORCE_COLOR": "1"}) is True
    assert use_color("never", isatty=True, environ={"FORCE_COLOR": "1"}) is False
    assert use_color("always", isatty=False, environ={"NO_COLOR": "1"}) is True


def test_colour_codes_only_when_asked_and_never_in_machine_formats(in_golden: None) -> None:
    _, plain, _ = run("check", "--isolated", "misspelt.txt")
    assert "\x1b[" not in plain
    _, coloured, _ = run("check", "--isolated", "--color", "always", "misspelt.txt")
    assert "\x1b[31;1mDC002\x1b[0m" in coloured
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == plain
    _, forced, _ = run("check", "--isolated", "misspelt.txt", env={"FORCE_COLOR": "1"})
    assert "\x1b[" in forced
    _, github, _ = run("check", "--isolated", "--color", "always", "-f", "github", "misspelt.txt")
    assert "\x1b[" not in github


def test_colour_never_lets_a_deck_carry_escape_codes(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragn\u202eBreth\n", encoding="utf-8")
    _, out, _ = run("check", "--isolated", "--color", "always", str(deck))
    assert "\u202e" not in out and "<U+202E>" in out


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal_outside_ci() -> None:
    assert wanted(50, _Tty(), {}) is True
    assert wanted(50, io.StringIO(), {}) is False, "piped"
    assert wanted(50, _Tty(), {"CI": "true"}) is False
    assert wanted(50, _Tty(), {"GITHUB_ACTIONS": "true"}) is False
    assert wanted(3, _Tty(), {}) is False, "a short run needs no bar"
    stream = _Tty()
    bar = Progress(20, stream=stream, enabled=True)
    for _ in range(20):
        bar.step()
    bar.close()
    assert "20/20 decks" in stream.getvalue() and stream.getvalue().endswith("\r")


def test_no_progress_bar_when_stderr_is_piped(tmp_path: Path) -> None:
    for i in range(12):
        (tmp_path / f"d{i}.txt").write_text("Flag: Dragon World\n", encoding="utf-8")
    _, _, err = run("check", "--isolated", str(tmp_path))
    assert "decks" not in err and "[#" not in err


def test_no_concise_or_text_line_starts_a_workflow_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    name = "::error file=README.md,line=1::x.txt"
    (tmp_path / name).write_text("Flag: Dragon World\n4 Dragn Breth\n", encoding="utf-8")
    for fmt in ("concise", "text", "junit"):
        _, out, _ = run("check", "--isolated", "-f", fmt, name)
        assert out.strip() and not any(line.lstrip().startswith("::") for line in out.splitlines()), fmt


SORTED_DECKS = (
    "decks/a/x.txt",
    "decks/a-b.txt",
    "decks/casual/c.yaml",
    "decks/sub/s2.txt",
    "decks/sun.txt",
    "decks/y.yaml",
)


@pytest.mark.parametrize("output_format", ["concise", "text", "json", "github", "sarif", "junit"])
def test_decks_are_reported_sorted_by_path_parts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, output_format: str
) -> None:
    """Files before subfolders was the walk's order; a path sorts by its parts (``a/x`` before ``a-b``) on every
    platform, and files named on the command line sort with them."""
    monkeypatch.chdir(tmp_path)
    for name in SORTED_DECKS:
        Path(name).parent.mkdir(parents=True, exist_ok=True)
        body = "deck:\n  Dragn Breth: 4\n" if name.endswith(".yaml") else "4 Dragn Breth\n"
        key = "flag: " if name.endswith(".yaml") else "Flag: "
        Path(name).write_text(f"{key}Dragon World\n{body}", encoding="utf-8")
    code, out, _ = run("check", "--isolated", "-f", output_format, "decks/sun.txt", "decks")
    assert code == 1
    positions = [out.find(name) for name in SORTED_DECKS]
    assert -1 not in positions and positions == sorted(positions), (positions, out)


def test_a_deck_named_twice_or_also_walked_is_checked_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("decks").mkdir()
    Path("decks/sun.txt").write_text("Flag: Dragon World\n4 Dragn Breth\n", encoding="utf-8")
    code, out, _ = run("check", "--isolated", "-f", "json", "decks/sun.txt", "decks", "./decks/sun.txt")
    assert code == 1 and [deck["path"] for deck in json.loads(out)["decks"]] == ["decks/sun.txt"]


def _deck_json(game: str, details: dict[str, object], legal: bool = False) -> dict[str, object]:
    from deckcheck.engine import DeckReport
    from deckcheck.reporters.json_reporter import JSON_VERSION, deck_json

    assert JSON_VERSION == 2
    return deck_json(DeckReport("d.txt", (), legal=legal, game=game, details=details))


def test_json_v2_puts_a_games_facts_under_details_where_they_cannot_overwrite_a_common_key() -> None:
    document = _deck_json("yugioh", {"legal": True, "flag": "not a Yu-Gi-Oh! key"})
    assert document["legal"] is False and document["details"] == {"legal": True, "flag": "not a Yu-Gi-Oh! key"}
    assert not {"flag", "buddy", "setup"} & set(document)  # only Buddyfight keeps version 1's keys


def test_json_v2_keeps_buddyfights_deprecated_top_level_keys_for_one_version() -> None:
    details = {"flag": "Dragon World", "buddy": "Flarefang Dragon", "setup": None, "legal": True}
    document = _deck_json("buddyfight", details)
    assert (document["flag"], document["buddy"], document["setup"]) == ("Dragon World", "Flarefang Dragon", None)
    assert document["legal"] is False and document["details"] == details
