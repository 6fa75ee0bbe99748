"""JUnit XML: one test case per deck, failing when the deck is illegal; every finding is in the failure text."""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping, Sequence
from xml.etree import ElementTree as ET

from deckcheck.engine import DeckReport
from deckcheck.findings import plural
from deckcheck.reporters.levels import effective_level, failing
from deckcheck.reporters.text_reporter import format_finding
from deckcheck.reporters.visible import visible

_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""Every character XML 1.0 forbids (controls, surrogates, U+FFFE, U+FFFF): one of them makes the whole file
unreadable to a CI parser, so it drops every deck's result."""


def xml_text(text: str, *, shown: bool = False) -> str:
    """``text`` as shown (:func:`visible`; ``shown``: it already is), with any character XML 1.0 forbids shown as
    ``<U+XXXX>`` too."""
    return _NOT_XML.sub(lambda m: f"<U+{ord(m[0]):04X}>", text if shown else visible(text))


def _body(report: DeckReport) -> str:
    lines: list[str] = []
    for finding in report.findings:
        lines.append(format_finding(finding, level=effective_level(finding, report)))  # --strict: [error]
        if finding.suggestions and finding.rule == "unknown-card":
            lines.append(f"    did you mean: {visible('; '.join(finding.suggestions))}")
    return xml_text("\n".join(lines) + ("\n" if lines else ""), shown=True)


def _split(error: str) -> tuple[str, str]:
    """``path: message`` of a run error as the test case's name and its message."""
    path, sep, message = error.partition(": ")
    return (path, message) if sep else ("deckcheck", error)


def render_junit(
    reports: Sequence[DeckReport],
    errors: Sequence[str] = (),
    *,
    timings: Mapping[str, float] | None = None,
    started: datetime.datetime | None = None,
) -> str:
    """One test case per deck (a ``<failure>`` when illegal) and one per path that could not be read (an
    ``<error>``); ``time`` per case and suite from ``timings`` (seconds by report path), ``timestamp`` the
    run's start (UTC, ISO 8601)."""
    timings = timings or {}
    failures = sum(1 for r in reports if not r.legal)
    total = sum(timings.get(r.path, 0.0) for r in reports)
    attrs = {
        "tests": str(len(reports) + len(errors)),
        "failures": str(failures),
        "errors": str(len(errors)),
        "skipped": "0",
    }
    if timings:
        attrs["time"] = f"{total:.3f}"
    root = ET.Element("testsuites", {"name": "deckcheck", **attrs})
    suite_attrs = dict(attrs)
    if started is not None:
        utc = started.astimezone(datetime.timezone.utc).replace(tzinfo=None)
        suite_attrs["timestamp"] = utc.isoformat("T", "seconds")
    suite = ET.SubElement(root, "testsuite", {"name": "deckcheck", **suite_attrs})
    for report in reports:
        path = xml_text(report.path)
        case_attrs = {"classname": "deckcheck", "name": path, "file": path}
        if report.path in timings:
            case_attrs["time"] = f"{timings[report.path]:.3f}"
        case = ET.SubElement(suite, "testcase", case_attrs)
        if not report.legal:
            verdict = report.verdict
            said = plural(failing(report), "failing finding")
            failure = ET.SubElement(case, "failure", {"message": f"{verdict}: {said}", "type": verdict})
            failure.text = _body(report)
        elif report.findings:
            ET.SubElement(case, "system-out").text = _body(report)
    for error in errors:
        name, message = _split(xml_text(error))
        case = ET.SubElement(suite, "testcase", {"classname": "deckcheck", "name": name, "file": name})
        ET.SubElement(case, "error", {"message": message, "type": "UNREADABLE"}).text = xml_text(error) + "\n"
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
