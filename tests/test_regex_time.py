"""Issue 7 item 3: every pattern that reads user text runs in linear time.

Each case feeds the function that uses a pattern a pathological text (the one
that made the old pattern backtrack: runs of spaces, repeated openings with no
close) and a normal text of the same length, in the same test, and compares the
two times. A ratio, never seconds: a linear parser stays within a small factor
of a normal line, and the old patterns were hundreds to many thousands of times
slower at these lengths.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

import pytest

from cardpool import NameIndex
from cardpool.index import looks_like_number, split_number_tag
from cardpool.normalize import normalize_name
from deckcheck.games.buddyfight.importer.text import clean_text, damaged_markup, read_facts, read_flag
from deckcheck.games.buddyfight.importer.worlds import parse_attributes, parse_worlds
from deckcheck.readers import read_deck
from deckcheck.readers.entries import EntryError, dash_remarks, parse_entry
from deckcheck.readers.text_reader import read_text

from helpers import load_bundled_pool

MAX_RATIO = 30.0
INDEX = NameIndex(load_bundled_pool().cards)
CARD_TEXT = "[Call Cost] Pay 1 gauge. When this card enters the field, draw a card. <Dragon World> "


def _entry(text: str) -> None:
    with contextlib.suppress(EntryError):
        parse_entry(text)


def _facts(text: str) -> None:
    read_facts(text, "Some Card", "spell")


def _lookup(text: str) -> None:
    INDEX.lookup(text)
    INDEX.number_of(text)


def _text_deck(text: str) -> None:
    read_text("deck.txt", text)


def _headed_deck(text: str) -> None:
    read_deck("deck.txt", text.encode())


def _padded(text: str, length: int) -> str:
    return (text * (length // len(text) + 1))[:length]


# id -> (function, pathological text, normal text of the same length); lengths chosen so the old
# patterns (cubic: ~3 s and more; quadratic: ~0.1-1 s) are far slower than a normal line.
Case = tuple[Callable[[str], object], str, str]
CASES: dict[str, Case] = {
    "index-name-with-number": (_lookup, "1 (a/" + " " * 400 + "x1", "Dragon Breath " * 28 + "(TD01/0010EN)"),
    "index-looks-like-number": (looks_like_number, "a" * 20_000 + " /", "BT01/" + "0" * 19_997),
    "index-split-number-tag": (
        split_number_tag,
        "x (" + "(a/ " * 5_000 + ")",
        "Dragon Breath (TD01/" + "0" * 19_979 + ")",
    ),
    "entries-count-first": (_entry, "4" + " " * 4_000 + "a\nb", "4 " + _padded("Dragon Breath ", 4_002)),
    "entries-name-first": (_entry, "a" + " x" * 4_000, _padded("Dragon Breath ", 7_997) + " x4"),
    "entries-name-first-paren": (_entry, "a" + " ( " * 3_000, _padded("Dragon Breath ", 8_994) + " (4)"),
    "entries-count-only-name": (_entry, "7 (" + " " * 5_000 + "x2", "4 " + _padded("Dragon Breath ", 4_999) + " x2"),
    "entries-count-before-remark": (_entry, "a" + " x1" * 2_000 + " (b)", _padded("Dragon Breath ", 6_001) + " (b)"),
    "entries-count-before-dash": (_entry, "a x1" + " - b" * 2_000, _padded("Dragon Breath ", 8_004)),
    "text-prose-break": (_text_deck, ("ab" * 140 + ". C\n") * 40, ("4 " + _padded("Dragon Breath ", 281) + "\n") * 40),
    "text-type-heading": (_text_deck, "Monsters" + " " * 5_000 + "x", "4 " + _padded("Dragon Breath ", 5_007)),
    "text-named-heading": (_text_deck, "Flag" + " " * 5_000 + "x", "4 " + _padded("Dragon Breath ", 5_003)),
    "text-joined-type-heading": (
        _text_deck,
        "Items &" + " " * 2_500 + "and" + " " * 2_500 + "x",
        "4 " + _padded("Dragon Breath ", 5_008),
    ),
    "text-section-heading": (
        _text_deck,
        ("Side Deck" + " " * 180 + "x\n") * 30,
        ("4 " + _padded("Dragon Breath ", 188) + "\n") * 30,
    ),
    "text-header": (_text_deck, "Flag" + " " * 5_000 + "(", "4 " + _padded("Dragon Breath ", 5_003)),
    "text-single-count": (_text_deck, "Flag: 1" + " " * 5_000 + "x", "Flag: " + _padded("Dragon World ", 5_002)),
    "text-section-count": (_text_deck, "Main Deck: 40" + " " * 5_000 + "x", "4 " + _padded("Dragon Breath ", 5_012)),
    "text-table-pipes": (_text_deck, "| 4 " * 3_000, "4 " + _padded("Dragon Breath ", 11_998)),
    "text-table-tabs": (_text_deck, "4\t" * 6_000, "4 " + _padded("Dragon Breath ", 11_998)),
    "text-label-count": (_text_deck, "Monsters: 22" + " " * 5_000 + "x", "4 " + _padded("Dragon Breath ", 5_011)),
    "text-heading-count": (_text_deck, "Monsters 22" + " " * 5_000 + "x", "4 " + _padded("Dragon Breath ", 5_010)),
    "text-count-line": (_text_deck, "Total 40" + " " * 5_000 + "x", "4 " + _padded("Dragon Breath ", 5_007)),
    "text-number-tag": (_text_deck, "4 Name (" + "/" * 3_000 + " x)", "4 " + _padded("Dragon Breath ", 3_009)),
    "text-comment": (_text_deck, "4 Dragon Breath" + " /" * 5_000, "4 " + _padded("Dragon Breath ", 10_013)),
    "text-heading-n-cards": (
        _text_deck,
        "Main Deck (40" + " " * 5_000 + "x",
        "4 " + _padded("Dragon Breath ", 5_012),
    ),
    "text-heading-square-count": (
        _text_deck,
        "Monsters [22" + " " * 5_000 + "x",
        "4 " + _padded("Dragon Breath ", 5_011),
    ),
    "read-deck-own-headings": (
        _headed_deck,
        ("Extra" + " " * 190 + "x\n") * 40,
        ("4 " + _padded("Dragon Breath ", 194) + "\n") * 40,
    ),
    "entries-dash-remarks": (dash_remarks, "a" + " " * 5_000 + "b", _padded("Dragon Breath - ", 5_002)),
    "normalize-name": (normalize_name, " \u200b" * 10_000, _padded("Dragon Breath ", 20_000)),
    "import-br": (clean_text, "<br" + " " * 5_000, _padded(CARD_TEXT, 5_003)),
    "import-in-brackets": (clean_text, "<" + " " * 1_000, _padded(CARD_TEXT, 1_001)),
    "import-lower-tag": (clean_text, "<a" + ' b=""' * 4_000, _padded(CARD_TEXT, 20_002)),
    "import-closing-tag": (clean_text, "</" + "a" * 20_000, _padded(CARD_TEXT, 20_002)),
    "import-mojibake": (clean_text, "ア" + "a" * 20_000, _padded(CARD_TEXT, 20_001)),
    "import-damaged-markup": (damaged_markup, "<" + "a" * 20_000, _padded(CARD_TEXT, 20_001)),
    "import-omni-world": (_facts, "[Omni Lord]\nif you use it with non-<" + " " * 600, _padded(CARD_TEXT, 636)),
    "import-any-number": (_facts, 'You may have any number of "' * 4_000, _padded(CARD_TEXT, 112_000)),
    "import-shared-limit": (_facts, 'You may have up to a total of four "' * 3_000, _padded(CARD_TEXT, 108_000)),
    "import-my-buddy": (
        _facts,
        'If you have less than four buddies in your deck, you may have up to one "' * 1_500,
        _padded(CARD_TEXT, 109_500),
    ),
    "import-deck-rule-hint": (_facts, "may have " * 12_000, _padded(CARD_TEXT, 108_000)),
    "import-flag-allows": (
        read_flag,
        'You may use "' * 8_000 + " and cards",
        "You may use " + _padded(CARD_TEXT, 103_988),
    ),
    "import-world-separators": (parse_worlds, "a" + " " * 5_000 + "b", _padded("Dragon World / ", 5_002)),
    "import-attribute-separators": (parse_attributes, "a" + " " * 5_000 + "b", _padded("Dragon / ", 5_002)),
}


def _seconds(func: Callable[[str], object], text: str, budget: float = 0.02) -> float:
    """The least time of one call, over enough calls to fill ``budget`` seconds (at least three)."""
    best = float("inf")
    spent = 0.0
    calls = 0
    while calls < 3 or (spent < budget and calls < 2_000):
        start = time.perf_counter()
        func(text)
        took = time.perf_counter() - start
        best = min(best, took)
        spent += took
        calls += 1
    return best


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_pathological_text_costs_about_what_a_normal_one_does(case: str) -> None:
    func, hostile, normal = CASES[case]
    assert abs(len(hostile) - len(normal)) <= len(normal) // 100 + 2, (len(hostile), len(normal))
    func(normal)  # warm caches (NFKC tables, the pattern cache)
    baseline = _seconds(func, normal)
    took = _seconds(func, hostile, budget=0.0)
    ratio = took / max(baseline, 1e-6)
    assert ratio < MAX_RATIO, f"{case}: {took * 1000:.2f} ms against {baseline * 1000:.3f} ms ({ratio:.0f}x)"


def test_a_glob_from_a_config_file_matches_in_linear_time() -> None:
    """``exclude = ["*a*a*a*a*a*a*a*b"]`` in a pull request's deckcheck.toml, against a long file name: the
    translated regular expression took seconds at 60 characters (O(n^7)); the matcher takes a pass per
    character. Compared with a plain pattern on the same name."""
    from deckcheck.config.globs import matches

    name = "a" * 3_000 + ".txt"
    matches("*a*a*a*a*a*a*a*b", "x.txt")  # compile both first
    matches("*.yaml", "x.txt")
    baseline = _seconds(lambda text: matches("*.yaml", text), name)
    took = _seconds(lambda text: matches("*a*a*a*a*a*a*a*b", text), name, budget=0.0)
    assert took / max(baseline, 1e-6) < MAX_RATIO, (took, baseline)
