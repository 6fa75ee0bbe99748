"""The CI formats on the runs CI really has: a failed run's SARIF (a path typo, a config or pool error), SARIF's
%SRCROOT% and helpUri, concise lines a problem matcher reads, JUnit's <error>, time and timestamp, and GitHub's
job summary, ::notice and annotation ends."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from xml.etree import ElementTree as ET

import jsonschema
import markdown_it
import pytest
from click.testing import CliRunner

from deckcheck.cli import main

REPO = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((REPO / "tests" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
MISSPELT = (REPO / "tests" / "golden" / "decks" / "misspelt.txt").read_bytes()
LEGAL = (REPO / "examples" / "buddyfight" / "dragon-world.txt").read_bytes()
MATCHER = REPO / "examples" / "ci" / "deckcheck-problem-matcher.json"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A deck repository (``.git`` at its root), entered at ``decks/``'s parent."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "misspelt.txt").write_bytes(MISSPELT)
    (tmp_path / "decks" / "legal.txt").write_bytes(LEGAL)
    monkeypatch.chdir(tmp_path)
    for name in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "DECKCHECK_POOL"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env=env)
    return result.exit_code, result.stdout, result.stderr


def sarif(path: Path) -> dict:
    document = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(document, SCHEMA)
    return document


def test_a_path_typo_writes_a_sarif_that_says_the_run_failed(repo: Path) -> None:
    code, _, err = run("check", "--isolated", "-f", "sarif", "-o", "out.sarif", "deks/")
    assert code == 2 and "deks/: no such file or directory" in err
    [run_] = sarif(repo / "out.sarif")["runs"]
    invocation = run_["invocations"][0]
    assert invocation["executionSuccessful"] is False and run_["results"] == []
    assert [n["message"]["text"] for n in invocation["toolExecutionNotifications"]] == [
        "deks/: no such file or directory"
    ]


def test_a_good_run_says_it_succeeded(repo: Path) -> None:
    code, _, _ = run("check", "--isolated", "-f", "sarif", "-o", "out.sarif", "decks/legal.txt")
    assert code == 0
    invocation = sarif(repo / "out.sarif")["runs"][0]["invocations"][0]
    assert invocation == {"executionSuccessful": True, "toolExecutionNotifications": []}


def test_a_config_error_still_writes_a_valid_failed_sarif_and_json(repo: Path) -> None:
    (repo / "deckcheck.toml").write_text("strickt = true\n", encoding="utf-8")
    code, _, err = run("check", "-f", "sarif", "-o", "out.sarif", "-f", "json", "-o", "out.json", "decks/")
    assert code == 2 and "strickt: unknown key" in err
    invocation = sarif(repo / "out.sarif")["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    assert "strickt: unknown key" in invocation["toolExecutionNotifications"][0]["message"]["text"]
    assert "strickt" in json.loads((repo / "out.json").read_text(encoding="utf-8"))["errors"][0]


def test_a_pool_error_still_writes_a_valid_failed_sarif(repo: Path) -> None:
    code, _, _ = run("check", "--isolated", "--pool", "no-such-pool", "-f", "sarif", "-o", "out.sarif", "decks/")
    assert code == 2
    invocation = sarif(repo / "out.sarif")["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    assert "cannot load the card pool" in invocation["toolExecutionNotifications"][0]["message"]["text"]


def test_sarif_uris_are_relative_to_the_repository_root(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(repo / "decks")
    code, out, _ = run("check", "--isolated", "-f", "sarif", "misspelt.txt", str(repo / "decks" / "legal.txt"))
    document = json.loads(out)
    jsonschema.validate(document, SCHEMA)
    [run_] = document["runs"]
    assert run_["originalUriBaseIds"]["%SRCROOT%"]["uri"] == repo.resolve().as_uri() + "/"
    assert run_["columnKind"] == "unicodeCodePoints"
    locations = [r["locations"][0]["physicalLocation"] for r in run_["results"]]
    assert {loc["artifactLocation"]["uri"] for loc in locations} == {"decks/misspelt.txt"}
    assert {loc["artifactLocation"]["uriBaseId"] for loc in locations} == {"%SRCROOT%"}
    regions = {r["ruleId"]: r["locations"][0]["physicalLocation"]["region"] for r in run_["results"]}
    assert regions["BF201"] == {"startLine": 1, "startColumn": 1}  # the whole deck
    assert regions["DC002"] == {"startLine": 16, "startColumn": 3, "endLine": 16, "endColumn": 14}  # "Dragn Breth"
    assert code == 1


def test_help_uri_per_rule_from_the_docs_url(repo: Path) -> None:
    _, out, _ = run("check", "--isolated", "-f", "sarif", "decks/misspelt.txt")
    rules = json.loads(out)["runs"][0]["tool"]["driver"]["rules"]
    assert all(r["helpUri"].startswith("https://") for r in rules)
    _, out, _ = run(
        "check", "--isolated", "-f", "sarif", "--docs-url", "https://decks.example/rules/{code}-{slug}", "decks/"
    )
    rules = json.loads(out)["runs"][0]["tool"]["driver"]["rules"]
    assert {r["id"]: r["helpUri"] for r in rules}["DC002"] == "https://decks.example/rules/DC002-unknown-card"


def test_every_concise_line_reads_with_the_shipped_problem_matcher(repo: Path) -> None:
    _, out, _ = run("check", "--isolated", "-f", "concise", "decks/")
    matcher = json.loads(MATCHER.read_text(encoding="utf-8"))["problemMatcher"][0]
    [pattern] = matcher["pattern"]
    regex = re.compile(pattern["regexp"])
    lines = out.splitlines()
    assert len(lines) == 3
    found = [regex.fullmatch(line) for line in lines]
    assert all(found), lines
    parts = [tuple(m.group(pattern[k]) for k in ("file", "line", "column", "code", "severity")) for m in found if m]
    assert parts[0] == ("decks/misspelt.txt", "1", "1", "BF201", "error")
    assert parts[1] == ("decks/misspelt.txt", "16", "3", "DC002", "error")
    assert parts[2] == ("decks/misspelt.txt", "17", "3", "DC003", "warning")


def test_junit_has_an_error_case_for_an_unreadable_path_and_times(repo: Path) -> None:
    code, out, _ = run("check", "--isolated", "-f", "junit", "decks/", "nosuch.txt")
    suite = ET.fromstring(out).find("testsuite")
    assert suite is not None and code == 2
    assert suite.get("errors") == "1" and suite.get("tests") == "3" and suite.get("failures") == "1"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", suite.get("timestamp") or "")
    cases = {c.get("name"): c for c in suite.iter("testcase")}
    error = cases["nosuch.txt"].find("error")
    assert error is not None and error.get("message") == "no such file or directory"
    assert all(float(cases[name].get("time") or "x") >= 0 for name in ("decks/legal.txt", "decks/misspelt.txt"))


def test_junit_for_a_typo_alone_is_still_written(repo: Path) -> None:
    code, out, _ = run("check", "--isolated", "-f", "junit", "nosuch.txt")
    assert code == 2 and ET.fromstring(out).find("testsuite/testcase/error") is not None


def test_junit_shows_a_warning_that_fails_its_deck_under_strict_as_an_error(repo: Path) -> None:
    """As the README says (and ``github``, SARIF and ``concise`` do): the failure text said ``[warning]`` of the
    findings that failed the deck."""
    (repo / "decks" / "warned.txt").write_bytes(LEGAL.replace(b"Dragon Breath", b"dragon  breath", 1))
    for strict, shown in ((("--strict",), "[error]"), ((), "[warning]")):
        _, out, _ = run("check", "--isolated", "-f", "junit", *strict, "decks/warned.txt")
        case = ET.fromstring(out).find("testsuite/testcase")
        assert case is not None
        body = (case.findtext("failure") if strict else case.findtext("system-out")) or ""
        assert f"DC003 {shown}" in body, out


def test_github_writes_a_job_summary_notices_and_annotation_ends(repo: Path) -> None:
    summary = repo / "summary.md"
    summary.write_text("earlier step\n", encoding="utf-8")
    code, out, err = run("check", "--isolated", "-f", "github", "decks/", env={"GITHUB_STEP_SUMMARY": str(summary)})
    assert code == 1
    table = summary.read_text(encoding="utf-8")
    assert table.startswith("earlier step\n## deckcheck")  # appended
    assert "| decks/legal.txt | ✅ LEGAL | 50 | 0 | 0 |" in table
    assert "| decks/misspelt.txt | ❌ ILLEGAL | 49 | 2 | 1 |" in table
    assert "::error file=decks/misspelt.txt,line=16,endLine=16,col=3,endColumn=14,title=DC002" in out
    assert re.search(r"^::notice title=deckcheck::1 name is not in the bundled", out, re.M)
    assert "starter pool" not in err  # the notice is in the log once


def test_a_summary_cell_cannot_break_the_table(repo: Path) -> None:
    (repo / "decks" / "a|b`[x](y).txt").write_bytes(LEGAL)
    summary = repo / "summary.md"
    run("check", "--isolated", "-f", "github", "decks/", env={"GITHUB_STEP_SUMMARY": str(summary)})
    row = next(line for line in summary.read_text(encoding="utf-8").splitlines() if "LEGAL" in line and "a\\|" in line)
    assert row.count(" | ") == 4 and "\\`" in row and "\\[x\\]" in row


@pytest.mark.parametrize(
    "name",
    ["**bold**.txt", "_it_ ~~s~~ &amp; $x$ #h \\n.txt", "[l](x) <b>x<i> `c` a|b www.a.example @me.txt", "# h.txt"],
)
def test_a_summary_cell_shows_the_file_name_as_written(repo: Path, name: str) -> None:
    """Markdown's emphasis, strike-through, entities, links, HTML, code, autolinks, math and headings are escaped:
    a deck named ``**bold**.txt`` showed bold in the job summary."""
    (repo / "decks" / name).write_bytes(LEGAL)
    summary = repo / "summary.md"
    run("check", "--isolated", "-f", "github", f"decks/{name}", env={"GITHUB_STEP_SUMMARY": str(summary)})
    text = summary.read_text(encoding="utf-8")
    page = markdown_it.MarkdownIt("commonmark").enable(["strikethrough", "table"]).render(text)
    [cell] = re.findall(r"<tbody>\n<tr>\n<td>(.*?)</td>", page)
    assert html.unescape(cell) == f"decks/{name}", text
    assert "$" not in text or "\\$" in text  # GitHub's math ($x$), which CommonMark does not render here


def test_an_unreadable_file_is_unreadable_in_every_report(tmp_path: Path) -> None:
    """The text report says UNREADABLE of a file that cannot be read as a deck; GitHub's summary line said ILLEGAL
    (a newcomer's try). Each report takes the verdict from the report's one ``verdict``."""
    from click.testing import CliRunner

    from deckcheck.cli import main

    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    for form in ("text", "github"):
        out = CliRunner().invoke(main, ["check", "--isolated", "-f", form, str(empty)]).stdout
        assert f"{empty}: UNREADABLE (" in out and "ILLEGAL" not in out, (form, out)


def _github_anchor(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_each_rules_help_uri_lands_on_the_readme_section_whose_table_lists_it() -> None:
    """The default ``helpUri`` was ``README.md#rules`` for every rule, a table that lists neither the regulation
    rules (RG) nor Vanguard's (VG)."""
    from deckcheck.reporters.sarif_reporter import rule_section
    from deckcheck.rules import all_rules

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    sections: dict[str, str] = {}
    for part in re.split(r"\n(?=#{2,3} )", readme)[1:]:
        heading, _, body = part.partition("\n")
        sections[_github_anchor(heading.lstrip("#"))] = body
    for rule in all_rules():
        body = sections.get(rule_section(rule))
        assert body is not None and f"| {rule.code} | `{rule.slug}` |" in body, (rule.code, rule_section(rule))
