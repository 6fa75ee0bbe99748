"""Every rule is documented the same way: What it does / Why is this bad? / Example / Use instead."""

from __future__ import annotations

import re

import pytest

from deckcheck.games import all_games
from deckcheck.rules import all_rules, rules_for

HEADINGS = ("## What it does", "## Why is this bad?", "## Example", "## Use instead")

RULES = all_rules()
"""Every rule of every game (all_rules loads each game's rules first: REGISTRY alone holds only those
imported so far)."""


def test_every_game_has_rules_and_every_rule_is_checked_here() -> None:
    assert {r.game for r in RULES} == {None} | {g.name for g in all_games()}
    assert len(RULES) == len(all_rules())


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_rule_doc_has_every_heading_in_order(rule: object) -> None:
    doc = rule.doc  # type: ignore[attr-defined]
    positions = [doc.find(h) for h in HEADINGS]
    assert all(p >= 0 for p in positions), f"{rule.code} is missing a heading"  # type: ignore[attr-defined]
    assert positions == sorted(positions)


def _prefix(code: str) -> str:
    return code.rstrip("0123456789")


def test_slugs_are_kebab_case_and_codes_unique() -> None:
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", r.slug) for r in RULES)
    assert len({r.code for r in RULES}) == len(RULES)
    assert all(re.fullmatch(r"[A-Z]{2,4}\d{3}", r.code) for r in RULES)


def test_each_game_has_a_code_prefix_of_its_own() -> None:
    """A game's rules share one prefix (BF2xx, YG1xx); no other game's rules, nor the rules of every game, use it."""
    prefixes: dict[str | None, set[str]] = {}
    for rule in RULES:
        prefixes.setdefault(rule.game, set()).add(_prefix(rule.code))
    games = [game for game in prefixes if game is not None]
    assert all(len(prefixes[game]) == 1 for game in games), prefixes
    owned = [next(iter(prefixes[game])) for game in games]
    assert len(set(owned)) == len(owned) and not set(owned) & prefixes.get(None, set()), prefixes


def test_the_issue_rule_table_is_complete() -> None:
    expected = {
        "parse-error": "error",
        "unknown-card": "error",
        "name-spelling": "warning",
        "flag-missing": "error",
        "buddy-missing": "error",
        "buddy-invalid": "error",
        "buddy-unusable": "warning",
        "deck-size": "error",
        "copy-limit": "error",
        "omni-lord-limit": "error",
        "unusable-card": "warning",
        "flag-in-deck": "warning",
        "duplicate-entry": "warning",
        "reading-note": "note",
        "encoding": "warning",
        "unknown-format": "warning",
        "unused-suppression": "warning",
        "heading-count": "warning",
        "too-many-findings": "note",  # issue 19: the closing finding of a deck past the cap
        # issue 11: the regulation rules, in every game
        "banned-card": "error",
        "restricted-count": "error",
        "choice-group": "error",
        "combined-limit": "error",
        "sideboard-size": "error",
        "sideboard-content": "error",
        "not-in-format": "error",
        # issue 17: a regulation's field-value count limit
        "field-count": "error",
    }
    assert {r.slug: r.severity for r in rules_for("buddyfight") if r.code != "DC005"} == expected


def test_the_yugioh_rule_table_of_issue_8_is_complete() -> None:
    expected = {
        "main-deck-size": ("YG101", "error"),
        "extra-deck-size": ("YG102", "error"),
        "side-deck-size": ("YG103", "error"),
        "wrong-deck": ("YG201", "error"),
        "copy-limit": ("YG202", "error"),
        "token-in-deck": ("YG203", "error"),
    }
    assert {r.slug: (r.code, r.severity) for r in rules_for("yugioh") if r.game == "yugioh"} == expected


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_rule_docs_read_plainly_on_a_terminal(rule: object) -> None:
    """No reStructuredText markup (``--regulation``) and no citation of a file the user does not have:
    a source is cited by its title, as the Buddyfight rules cite the rulebook."""
    doc = rule.doc  # type: ignore[attr-defined]
    assert re.search(r"(?<!`)``(?!`)", doc) is None
    assert re.search(r"[\w-]+\.(txt|pdf)\b", doc) is None
