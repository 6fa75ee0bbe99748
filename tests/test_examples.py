"""Every file in examples/ states its verdict in its first comment; check that it holds.

The first line ends with ``expect: legal [rule, ...]`` or ``expect: illegal [rule, ...]``: the
verdict and the exact set of rules the deck triggers.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardpool import CardPool
from deckcheck.config import Overrides, Resolver
from deckcheck.pipeline import check_path
from deckcheck.rules import REGISTRY

from helpers import REPO

EXAMPLES = sorted(
    p
    for p in (REPO / "examples").rglob("*")
    if p.suffix in (".txt", ".yaml") and "ci" not in p.relative_to(REPO / "examples").parts  # ci/: workflows
)
EXPECT = re.compile(r"expect: (?P<verdict>legal|illegal) \[(?P<rules>[a-z\-, ]*)\]\s*$")


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
    settings = Resolver(Overrides(), isolated=True).default  # as the CLI checks it, suppressions and all
    report = check_path(str(path), pool, settings, max_file_size=1 << 20).report
    expected = {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert {f.rule for f in report.findings} == expected
    assert report.legal is (match["verdict"] == "legal")
