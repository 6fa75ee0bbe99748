"""Each Vanguard rule's documented example, checked against the real card list: the Example breaks the rule and
the Use instead does not (a newcomer found examples that named no card, or cards of another grade or nation)."""

from __future__ import annotations

import re

import pytest
from test_vanguard_import import needs_vanguard_data, real_pool

from deckcheck.engine import check_deck
from deckcheck.readers import read_deck
from deckcheck.rules import all_rules

_BLOCK = re.compile(r"## (Example|Use instead)\n```(text|yaml)\n(.*?)```", re.DOTALL)
RULES = [r for r in all_rules() if r.game == "vanguard"]


def _codes(kind: str, body: str) -> set[str]:
    text = body if kind == "yaml" else "Game: vanguard\n" + body
    deck, problems = read_deck(f"example.{'yaml' if kind == 'yaml' else 'txt'}", text.encode("utf-8"))
    return {f.code for f in check_deck(deck, problems, real_pool()).findings}


@needs_vanguard_data
@pytest.mark.parametrize("rule", RULES, ids=[r.code for r in RULES])
def test_the_example_breaks_the_rule_and_use_instead_does_not(rule: object) -> None:
    blocks = {part: (kind, body) for part, kind, body in _BLOCK.findall(rule.doc)}  # type: ignore[attr-defined]
    kind, body = blocks["Example"]
    if "..." in body:  # an example cut short ("# ... 45 cards in all"): it shows the shape, not a deck
        pytest.skip(f"{rule.code}'s example is cut short")  # type: ignore[attr-defined]
    codes = _codes(kind, body)
    assert rule.code in codes and "DC002" not in codes, (rule.code, codes)  # type: ignore[attr-defined]
    if "Use instead" in blocks:
        kind, body = blocks["Use instead"]
        codes = _codes(kind, body)
        assert rule.code not in codes and "DC002" not in codes, (rule.code, codes)  # type: ignore[attr-defined]
