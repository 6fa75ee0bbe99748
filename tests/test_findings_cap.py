"""The per-deck findings cap (DC010) can bury no error: it keeps errors first, and every format's totals count
every finding, listed or not (an untrusted pull request put 1,000 harmless warnings before an unknown card)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.run.flood import MAX_FINDINGS, capped

from helpers import deck_text

UNUSED = "# deckcheck: ignore[copy-limit]\n"
"""A suppression comment that suppresses nothing: one DC100 warning a line."""

BURIED = deck_text() + UNUSED * (MAX_FINDINGS + 1) + "4 Dragn Breth\n"
"""1,001 warnings (1,000 unused suppressions, and the one past the 1,000 comments read), then one error."""

MANY = deck_text() + "1 Dragon Breath\n" * 1_100 + "1 Not A Card\n1 Nor This One\n"
"""One error (too many copies) and a warning for each line that lists Dragon Breath again, then two more errors."""


def _finding(i: int, severity: str) -> Finding:
    return Finding("d.txt", "unknown-card", "DC002", severity, f"m{i}", i + 1, 1)  # type: ignore[arg-type]


def test_the_cap_keeps_an_error_that_comes_after_a_thousand_warnings() -> None:
    findings = (*(_finding(i, "warning") for i in range(MAX_FINDINGS + 5)), _finding(MAX_FINDINGS + 5, "error"))
    shown = capped(DeckReport("d.txt", findings, legal=False))
    kept = [f for f in shown.findings if f.code != "DC010"]
    assert len(kept) == MAX_FINDINGS and kept[-1].severity == "error"
    assert kept == sorted(kept, key=Finding.sort_key)  # in the usual order
    assert (shown.errors, shown.warnings) == (1, MAX_FINDINGS + 5)
    assert shown.unlisted == {"warning": 6}
    (closing,) = [f for f in shown.findings if f.code == "DC010"]
    assert closing.line == MAX_FINDINGS and closing.message.startswith("6 more findings are not listed (6 warnings)")


def test_the_cap_keeps_warnings_before_notes_and_counts_what_it_leaves_out() -> None:
    notes = [_finding(i, "note") for i in range(600)]
    warnings = [_finding(600 + i, "warning") for i in range(600)]
    shown = capped(DeckReport("d.txt", (*notes, *warnings), legal=True), enabled=frozenset())  # DC010 off
    assert len(shown.findings) == MAX_FINDINGS
    assert sum(f.severity == "warning" for f in shown.findings) == 600
    assert (shown.errors, shown.warnings, shown.unlisted) == (0, 600, {"note": 200})


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["check", "--isolated", *args], env=env)
    return result.exit_code, result.stdout


@pytest.fixture
def buried(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    for name in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "DECKCHECK_POOL"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "bury.txt").write_text(BURIED, encoding="utf-8")
    (tmp_path / "many.txt").write_text(MANY, encoding="utf-8")
    return tmp_path


def test_text_and_json_count_every_finding(buried: Path) -> None:
    code, out = run("bury.txt", "many.txt")
    assert code == 1
    assert 'bury.txt:1018:3: DC002 [error] unknown card "Dragn Breth"' in out
    assert "bury.txt: ILLEGAL (1 error, 1001 warnings)" in out
    assert "many.txt: ILLEGAL (3 errors, 1100 warnings)" in out
    assert "0 legal, 2 illegal; 4 errors, 2101 warnings" in out
    _, out = run("-f", "json", "bury.txt", "many.txt")
    document = json.loads(out)
    bury, many = document["decks"]
    assert (bury["legal"], bury["errors"], bury["warnings"]) == (False, 1, 1001)
    assert (many["errors"], many["warnings"]) == (3, 1100)
    assert (document["summary"]["errors"], document["summary"]["warnings"]) == (4, 2101)
    assert [f["card"] for f in many["findings"] if f["code"] == "DC002"] == ["Not A Card", "Nor This One"]
    assert len(bury["findings"]) == MAX_FINDINGS + 1 and bury["findings"][-1]["code"] == "DC002"


def test_junit_github_sarif_and_the_job_summary_show_the_buried_error(buried: Path) -> None:
    _, out = run("-f", "junit", "bury.txt")
    failure = ET.fromstring(out).find("testsuite/testcase/failure")
    assert failure is not None and failure.get("message") == "ILLEGAL: 1 failing finding"
    summary = buried / "summary.md"
    _, out = run("-f", "github", "bury.txt", env={"GITHUB_STEP_SUMMARY": str(summary)})
    assert re.search(r"^::error file=bury.txt,line=1018,.*unknown card", out, re.M)
    assert "bury.txt: ILLEGAL (54 cards, 1 error, 1001 warnings)" in out
    assert "| bury.txt | ❌ ILLEGAL | 54 | 1 | 1001 |" in summary.read_text(encoding="utf-8")
    _, out = run("-f", "sarif", "bury.txt")
    results = json.loads(out)["runs"][0]["results"]
    assert [r["level"] for r in results if r["ruleId"] == "DC002"] == ["error"]
