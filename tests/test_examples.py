"""Every file in examples/ states its verdict in its first comment; check that it holds.

The first line ends with ``expect: legal [rule, ...]`` or ``expect: illegal [rule, ...]``: the
verdict and the exact set of rules the deck triggers.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardpool import CardPool
from deckcheck.engine import check_deck
from deckcheck.readers import read_deck
from deckcheck.regulations.bind import bind
from deckcheck.regulations.load import parse_regulation
from deckcheck.rules import REGISTRY

from helpers import REPO

NOT_DECKS = ("regulations", "event")  # regulation files; an event's decks (tests/test_event_report.py)
EXAMPLES = sorted(
    p
    for p in (REPO / "examples").rglob("*")
    if p.suffix in (".txt", ".yaml") and p.relative_to(REPO / "examples").parts[0] not in NOT_DECKS
)
EXPECT = re.compile(r"expect: (?P<verdict>legal|illegal) \[(?P<rules>[a-z\-, ]*)\]\s*$")
REGULATION = re.compile(r"regulation: (?P<path>\S+)")
"""A deck checked under a regulation names it (relative to examples/) before ``expect:``."""


def test_there_is_a_legal_yaml_and_a_legal_text_example() -> None:
    legal = [p for p in EXAMPLES if "expect: legal []" in p.read_text(encoding="utf-8").splitlines()[0]]
    assert {p.suffix for p in legal} >= {".txt", ".yaml"}


def test_every_rule_has_an_example() -> None:
    shown = set()
    for path in EXAMPLES:
        match = EXPECT.search(path.read_text(encoding="utf-8").splitlines()[0])
        assert match, path
        shown |= {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert shown == set(REGISTRY)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(REPO / "examples")))
def test_example_meets_its_stated_verdict(path: Path, pool: CardPool) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    match = EXPECT.search(first)
    assert match, f"{path}: first line must end with 'expect: legal|illegal [rules]'"
    deck, problems = read_deck(str(path), path.read_bytes())
    named = REGULATION.search(first)
    bound = None
    if named:
        regulation = REPO / "examples" / named["path"]
        bound = bind(parse_regulation(str(regulation), regulation.read_text(encoding="utf-8")), pool.index)
    report = check_deck(deck, problems, pool, regulation=bound)
    expected = {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert {f.rule for f in report.findings} == expected
    assert report.legal is (match["verdict"] == "legal")
