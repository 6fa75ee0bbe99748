"""Every rule is documented the same way: What it does / Why is this bad? / Example / Use instead."""

from __future__ import annotations

import re

import pytest

from deckcheck.rules import REGISTRY, all_rules, rules_for

HEADINGS = ("## What it does", "## Why is this bad?", "## Example", "## Use instead")


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_rule_doc_has_every_heading_in_order(slug: str) -> None:
    doc = REGISTRY[slug].doc
    positions = [doc.find(h) for h in HEADINGS]
    assert all(p >= 0 for p in positions), f"{slug} is missing a heading"
    assert positions == sorted(positions)


def test_slugs_are_kebab_case_and_codes_unique() -> None:
    rules = all_rules()
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", r.slug) for r in rules)
    assert len({r.code for r in rules}) == len(rules)
    assert all(re.fullmatch(r"(DC|BF|YG|VG|RG)\d{3}", r.code) for r in rules)


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


@pytest.mark.parametrize("rule", all_rules(), ids=lambda r: r.code)
def test_rule_docs_read_plainly_on_a_terminal(rule: object) -> None:
    """No reStructuredText markup (``--regulation``) and no citation of a file the user does not have:
    a source is cited by its title, as the Buddyfight rules cite the rulebook."""
    doc = rule.doc  # type: ignore[attr-defined]
    assert re.search(r"(?<!`)``(?!`)", doc) is None
    assert re.search(r"[\w-]+\.(txt|pdf)\b", doc) is None
