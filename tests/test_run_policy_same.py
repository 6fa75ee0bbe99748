"""After the rules, a report that no suppression, severity or ``--strict`` changes is kept as it is (no copy made
a deck); one that they change is a new report with the change."""

from __future__ import annotations

from deckcheck.engine import DeckReport
from deckcheck.findings import Finding
from deckcheck.rules import REGISTRY
from deckcheck.run.policy import finish

ENABLED = frozenset(REGISTRY)


def finding(code: str, severity: str, line: int) -> Finding:
    return Finding(path="d.txt", rule=REGISTRY[code].slug, code=code, severity=severity, message="m", line=line)  # type: ignore[arg-type]


def report(*findings: Finding, legal: bool = True) -> DeckReport:
    return DeckReport(path="d.txt", findings=findings, legal=legal)


def test_a_report_nothing_changes_is_returned_as_it_is() -> None:
    plain = report(finding("DC003", "warning", 2))
    kept, unused = finish(plain, "2 Dragn Breath\n", enabled=ENABLED)
    assert kept is plain and unused == []


def test_strict_severity_and_suppression_each_make_a_new_report() -> None:
    warned = report(finding("DC003", "warning", 1))
    strict, _ = finish(warned, "4 x\n", enabled=ENABLED, strict=True)
    assert strict is not warned and strict.strict and not strict.legal
    stamped, _ = finish(warned, "4 x\n", enabled=ENABLED, severity={"DC003": "error"})
    assert [f.severity for f in stamped.findings] == ["error"] and not stamped.legal
    text = "4 x  # deckcheck: ignore[DC003]\n"
    from deckcheck.deck import Comment

    comments = (Comment(line=1, column=text.index("#") + 1, text=text[text.index("#") :].rstrip("\n")),)
    quiet, _ = finish(warned, text, enabled=ENABLED, comments=comments)
    assert quiet is not warned and quiet.findings == ()


def test_findings_out_of_order_are_sorted_into_a_new_report() -> None:
    late, early = finding("DC003", "warning", 9), finding("DC003", "warning", 2)
    unsorted = report(late, early)
    done, _ = finish(unsorted, "x\n", enabled=ENABLED)
    assert done is not unsorted and [f.line for f in done.findings] == [2, 9]


def test_a_wrong_verdict_is_worked_out_again() -> None:
    wrong = report(finding("DC002", "error", 1), legal=True)
    done, _ = finish(wrong, "x\n", enabled=ENABLED)
    assert done is not wrong and done.legal is False
