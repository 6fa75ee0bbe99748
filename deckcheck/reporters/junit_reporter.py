"""JUnit XML: one test case per deck, failing when the deck is illegal; every finding is in the failure text."""

from __future__ import annotations

from collections.abc import Sequence
from xml.etree import ElementTree as ET

from deckcheck.engine import DeckReport
from deckcheck.reporters.levels import effective_level, plural
from deckcheck.reporters.text_reporter import format_finding
from deckcheck.reporters.visible import visible


def _body(report: DeckReport) -> str:
    lines: list[str] = []
    for finding in report.findings:
        lines.append(format_finding(finding))
        if finding.suggestions and finding.rule == "unknown-card":
            lines.append(f"    did you mean: {visible('; '.join(finding.suggestions))}")
    return "\n".join(lines) + ("\n" if lines else "")


def render_junit(reports: Sequence[DeckReport]) -> str:
    failures = sum(1 for r in reports if not r.legal)
    attrs = {"tests": str(len(reports)), "failures": str(failures), "errors": "0", "skipped": "0"}
    root = ET.Element("testsuites", {"name": "deckcheck", **attrs})
    suite = ET.SubElement(root, "testsuite", {"name": "deckcheck", **attrs})
    for report in reports:
        path = visible(report.path)
        case = ET.SubElement(suite, "testcase", {"classname": "deckcheck", "name": path, "file": path})
        if not report.legal:
            failing = sum(1 for f in report.findings if effective_level(f, report) == "error")
            verdict = "UNREADABLE" if not report.readable else "ILLEGAL"
            failure = ET.SubElement(
                case, "failure", {"message": f"{verdict}: {plural(failing, 'failing finding')}", "type": verdict}
            )
            failure.text = _body(report)
        elif report.findings:
            ET.SubElement(case, "system-out").text = _body(report)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
