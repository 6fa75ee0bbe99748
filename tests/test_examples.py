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
from deckcheck.rules import REGISTRY

from helpers import REPO

EXAMPLES = sorted(p for p in (REPO / "examples").rglob("*") if p.suffix in (".txt", ".yaml"))
def _first_line(path: Path) -> str:
    """The first line (examples/rules/encoding.txt is Windows-1252 on purpose; its first line is ASCII)."""
    return path.read_bytes().decode("utf-8", "replace").splitlines()[0]


EXPECT = re.compile(r"expect: (?P<verdict>legal|illegal) \[(?P<rules>[a-z\-, ]*)\]\s*$")


def test_there_is_a_legal_yaml_and_a_legal_text_example() -> None:
    legal = [p for p in EXAMPLES if "expect: legal []" in _first_line(p)]
    assert {p.suffix for p in legal} >= {".txt", ".yaml"}


def test_every_rule_has_an_example() -> None:
    shown = set()
    for path in EXAMPLES:
        match = EXPECT.search(_first_line(path))
        assert match, path
        shown |= {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert shown == set(REGISTRY)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(REPO / "examples")))
def test_example_meets_its_stated_verdict(path: Path, pool: CardPool) -> None:
    first = _first_line(path)
    match = EXPECT.search(first)
    assert match, f"{path}: first line must end with 'expect: legal|illegal [rules]'"
    deck, problems = read_deck(str(path), path.read_bytes())
    report = check_deck(deck, problems, pool)
    expected = {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert {f.rule for f in report.findings} == expected
    assert report.legal is (match["verdict"] == "legal")
