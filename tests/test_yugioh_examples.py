"""Every Yu-Gi-Oh! example states its verdict in its first line; check that it holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from yugioh_helpers import REPO, run_rules, starter_pool

from deckcheck.games.yugioh.ydk import read_ydk, read_ydke
from deckcheck.readers.source import decode

EXAMPLES = sorted((REPO / "examples" / "yugioh").rglob("*.ydk*"))
EXPECT = re.compile(r"expect: (?P<verdict>legal|illegal) \[(?P<rules>[a-z\-, ]*)\]\s*$")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_ydk_example_meets_its_stated_verdict(path: Path) -> None:
    text = decode(path.read_bytes()).text or ""
    match = EXPECT.search(text.splitlines()[0])
    assert match and text.startswith("#")
    reader = read_ydke if path.suffix == ".ydke" else read_ydk
    deck, problems = reader(str(path), text)
    found = run_rules(deck, starter_pool(), problems)
    assert {slug for slug, _, _ in found} == {r.strip() for r in match["rules"].split(",") if r.strip()}
