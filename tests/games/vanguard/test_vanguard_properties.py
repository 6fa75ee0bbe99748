"""Whatever a Vanguard deck file holds, checking it never crashes and its findings are sorted and stable."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from vanguard_helpers import CARDS, check

from deckcheck.findings import Finding

NAMES = [c.name for c in CARDS] + ["Unknown Card", "D-TS01/001", "D-TS01 004", ""]
SECTIONS = ["ride deck", "main deck", "deck"]


@st.composite
def yaml_decks(draw: st.DrawFn) -> str:
    lines = ["game: vanguard"]
    if draw(st.booleans()):
        lines.append(f"first vanguard: {draw(st.sampled_from(NAMES)) or '~'}")
    for section in draw(st.lists(st.sampled_from(SECTIONS), max_size=3)):
        lines.append(f"{section}:")
        for name in draw(st.lists(st.sampled_from(NAMES), max_size=12)):
            count = draw(st.one_of(st.none(), st.integers(min_value=0, max_value=60)))
            lines.append(f"  - {name}" if count is None else f"  - {count} {name}")
    return "\n".join(lines) + "\n"


@settings(max_examples=300)
@given(yaml_decks())
def test_any_vanguard_deck_checks_without_a_crash(text: str) -> None:
    report = check(text)
    assert list(report.findings) == sorted(report.findings, key=Finding.sort_key)
    assert report.game == "vanguard"
    again = check(text)
    shown = [(f.code, f.message, f.line) for f in report.findings]
    assert [(f.code, f.message, f.line) for f in again.findings] == shown
