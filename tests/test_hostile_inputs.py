"""In-process regression tests for what the hostile corpus found (issue 4), one per fix.

The corpus (test_hostile_corpus.py) proves the CLI's behaviour end to end; these
pin each fix at the function that was fixed, so a failure points at it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cardpool import PoolError
from cardpool.yamlsafe import MAX_NODES, YamlError, YMap, YScalar, compose, merged_pairs, to_python
from deckcheck.readers import read_deck
from deckcheck.readers.entries import MAX_ENTRIES, MAX_PROBLEMS, EntryError, parse_entry
from deckcheck.readers.yaml_reader import read_yaml

from helpers import check, load_bundled_pool, load_pool


def _merge_bomb(levels: int, fan: int = 9) -> str:
    lines = ["m0: &m0 {Dragon Breath: 1}"]
    for i in range(1, levels + 1):
        lines.append(f"m{i}: &m{i} {{<<: [" + ", ".join([f"*m{i - 1}"] * fan) + "]}")
    return "\n".join(lines) + f"\ndeck:\n  <<: *m{levels}\n"


# ---------------------------------------------------------------- cardpool/yamlsafe.py
def test_merge_key_bomb_merges_each_mapping_once() -> None:
    root = compose(_merge_bomb(9))  # 9**9 pairs if every merge were copied
    assert isinstance(root, YMap)
    deck = root.pairs[-1][1]
    assert isinstance(deck, YMap)
    assert [(k.value, v.value) for k, v in merged_pairs(deck)] == [("Dragon Breath", "1")]  # type: ignore[union-attr]


def test_long_merge_chain_needs_no_recursion() -> None:
    lines = ["a0: &a0 {k0: 1}"] + [f"a{i}: &a{i} {{<<: *a{i - 1}, k{i}: 1}}" for i in range(1, 999)]
    root = compose("\n".join(lines) + "\n")
    assert isinstance(root, YMap)
    last = root.pairs[-1][1]
    assert isinstance(last, YMap)
    assert len(merged_pairs(last)) == 999
    with pytest.raises(YamlError, match="more than 100000 nodes"):
        to_python(root, max_nodes=100_000)  # 500,000 pairs once merges are counted: the budget, not a RecursionError


def test_merged_mappings_keep_yaml_precedence() -> None:
    root = compose("a: &a {x: 1, y: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: [*b, *a], z: 3}\n")
    assert to_python(root)["c"] == {"z": 3, "y": 2, "x": 1}


@pytest.mark.parametrize(
    "value", ["!!bool maybe", "!!int ''", "!!float ''", "!!timestamp someday", '!!binary "x"', "!!int " + "9" * 5000]
)
def test_a_core_tag_on_a_value_it_does_not_fit_is_a_yaml_error(value: str) -> None:
    with pytest.raises(YamlError) as caught:
        to_python(compose(f"a: {value}\n"))
    assert caught.value.line == 1 and "is not a valid" in caught.value.message
    assert len(caught.value.message) < 200


def test_too_many_nodes_is_refused_while_parsing() -> None:
    with pytest.raises(YamlError, match="more than 1000 nodes"):
        compose("[" + "a," * 1000 + "]", max_nodes=1000)
    assert compose("[" + "a," * 998 + "]", max_nodes=1000) is not None


@pytest.mark.parametrize(
    ("text", "where"), [("a: 1\nb: x\x01y\n", (2, 5)), ("a: 1\n\u00e9\u00e9: \U0001f600\x07\n", (2, 6))]
)
def test_a_control_character_is_located(text: str, where: tuple[int, int]) -> None:
    with pytest.raises(YamlError) as caught:
        compose(text)
    assert (caught.value.line, caught.value.column) == where


@pytest.mark.parametrize("brk", ["\x85", "\u2028", "\u2029"])
def test_yaml_only_line_breaks_do_not_count_as_lines(brk: str) -> None:
    root = compose(f"a: x{brk} y\nb: 'p{brk}q'\nc: [1, {brk} 2]\nd: 4\n")
    assert isinstance(root, YMap)
    assert [(k.line, k.column) for k, _ in root.pairs] == [(1, 1), (2, 1), (3, 1), (4, 1)]


def test_an_error_at_the_end_of_a_text_without_a_final_newline_is_on_its_last_line() -> None:
    with pytest.raises(YamlError) as caught:
        compose('a: "x"\nb: 1\n.')
    assert caught.value.line == 3


def test_anchored_and_tagged_scalars_are_located_at_their_text() -> None:
    root = compose("deck:\n  &a Dragon Breath: 4\n  !!str  Dragoenergy: 1\n  *a : 2\n")
    assert isinstance(root, YMap)
    deck = root.pairs[0][1]
    assert isinstance(deck, YMap)
    keys = [k for k, _ in deck.pairs]
    assert all(isinstance(k, YScalar) for k in keys)
    assert [(k.line, k.column) for k in keys] == [(2, 6), (3, 10), (4, 3)]


# ---------------------------------------------------------------- deckcheck/readers
def test_name_first_lines_are_parsed_in_linear_time() -> None:
    """A long run of spaces made the 'Name x4' pattern quadratic (a 1 MB line took hours)."""
    with pytest.raises(EntryError, match="not a card line"):
        parse_entry("a" + " " * 300_000 + "b")
    assert parse_entry("Dragon Breath   x4") == parse_entry("Dragon Breath   x4")
    assert (parse_entry("Dragon Breath x x4").name, parse_entry("Dragon Breath x x4").count) == ("Dragon Breath x", 4)


@pytest.mark.parametrize("count", ['"\u00b2"', '"\u00bd"', '"\u2167"'])
def test_a_count_that_only_looks_like_a_digit_is_a_parse_problem(count: str) -> None:
    _, problems = read_yaml("d.yaml", f"deck:\n  Dragon Breath: {count}\n")
    assert [p.line for p in problems] == [2] and "whole number" in problems[0].message


@pytest.mark.parametrize(
    "line", ["Dragon Force: 4\u00b2", "Dragon Force - 4\u00b2", "Dragon Force [4\u00b2]", "1000\u00b2 X"]
)
def test_a_text_count_that_only_looks_like_a_digit_is_part_of_the_name(line: str) -> None:
    """``4²``: ``str.isdigit`` says yes, ``int()`` says no (hypothesis found the crash)."""
    deck, problems = read_deck("d.txt", f"Flag: Dragon World\n{line}\n".encode())
    assert problems == [] and [(e.name, e.count) for e in deck.entries] == [(line, 1)]


def test_a_full_width_or_arabic_indic_count_is_read() -> None:
    deck, problems = read_yaml("d.yaml", 'deck:\n  Dragon Breath: "\uff14"\n  Dragoenergy: "\u0663"\n')
    assert problems == [] and [e.count for e in deck.entries] == [4, 3]


@pytest.mark.parametrize("name", ["\u200b", "\u200f\u200e", "\u2060\ufeff", "\u00ad"])
def test_a_name_of_only_invisible_characters_is_a_parse_problem(name: str) -> None:
    deck, problems = read_deck("d.txt", f"Flag: Dragon World\n4 {name}\n".encode())
    assert deck.entries == () and [p.line for p in problems] == [2]
    assert "invisible" in problems[0].message


def test_the_text_reader_stops_after_max_entries() -> None:
    text = "".join(f"1 Card {i}\n" for i in range(MAX_ENTRIES + 50))
    deck, problems = read_deck("d.txt", text.encode())
    assert len(deck.entries) == MAX_ENTRIES
    assert [(p.line, p.message) for p in problems] == [
        (MAX_ENTRIES + 1, f"more than {MAX_ENTRIES:,} card lines: deckcheck stops reading the file here")
    ]


def test_the_text_reader_stops_after_max_problems() -> None:
    good = b"4 Dragon Breath\n" * (2 * MAX_PROBLEMS)  # good lines first: the file is a deck, with bad lines
    deck, problems = read_deck("d.txt", good + b"0 junk\n" * (MAX_PROBLEMS + 50))
    assert len(problems) == MAX_PROBLEMS + 1 and "stops reading" in problems[-1].message


def test_a_file_of_mostly_junk_is_one_finding_that_quotes_nothing() -> None:
    deck, problems = read_deck("d.txt", b"0 junk\n" * (MAX_PROBLEMS + 50) + b"4 Dragon Breath\n")
    message = "not a deck file: 1,001 of 1,051 lines unreadable (none of them is quoted)"
    assert [p.message for p in problems] == [message]
    assert not deck.readable and deck.entries == ()


def test_aliases_cannot_multiply_the_entries_a_yaml_deck_yields() -> None:
    big = "big: &big\n" + "".join(f"  c{i}: 1\n" for i in range(500))
    deck, problems = read_yaml("d.yaml", big + "deck: *big\n" * 900)  # 450,000 entries if every alias were read
    assert len(deck.entries) == MAX_ENTRIES
    assert problems[-1].message.startswith(f"more than {MAX_ENTRIES:,} card lines")


def test_a_yaml_decks_slot_lines_count_toward_the_lines_read() -> None:
    buddies = "buddy:\n" + "".join(f"  - Buddy {i}\n" for i in range(10))
    cards = "deck:\n" + "".join(f"  c{i}: 1\n" for i in range(MAX_ENTRIES))
    deck, problems = read_yaml("d.yaml", buddies + cards)
    assert len(deck.slot("buddy")) == 10 and len(deck.entries) == MAX_ENTRIES - 10
    stop = problems[-1]  # at the first card line past the limit: line 13 holds the first card
    assert stop.message.startswith(f"more than {MAX_ENTRIES:,} card lines") and stop.line == 13 + MAX_ENTRIES - 10


def test_a_bad_count_names_its_card() -> None:
    _, problems = read_yaml("d.yaml", "deck:\n  Dragon Breath: !!bool maybe\n")
    assert problems[0].message == '"Dragon Breath": "maybe" is not a valid bool'


# ---------------------------------------------------------------- cardpool/pool.py
def test_a_pool_that_is_not_a_regular_file_is_refused_without_reading(tmp_path: Path) -> None:
    fifo = tmp_path / "pool.yaml"
    os.mkfifo(fifo)
    with pytest.raises(PoolError, match="not a regular file"):
        load_pool(fifo)  # used to block forever
    with pytest.raises(PoolError, match="not a regular file"):
        load_pool("/dev/zero")  # used to read forever


def test_an_empty_pool_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "pool.yaml").write_text("", encoding="utf-8")
    with pytest.raises(PoolError, match="no cards"):
        load_pool(tmp_path / "pool.yaml")


def test_a_json_pool_with_a_lone_surrogate_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "pool.json"
    path.write_text('{"cards": [{"name": "\\udc00x", "type": "spell"}]}', encoding="utf-8")
    with pytest.raises(PoolError, match="lone surrogate"):
        load_pool(path)


def test_a_json_pool_with_too_many_values_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "pool.json"
    path.write_text(json.dumps([[]] * (MAX_NODES + 1)), encoding="utf-8")
    with pytest.raises(PoolError, match="more than"):
        load_pool(path)


def test_a_pool_error_shows_a_long_card_name_shortened(tmp_path: Path) -> None:
    path = tmp_path / "pool.yaml"
    path.write_text("cards:\n  - {name: " + "N" * 5000 + ", type: spell}\n", encoding="utf-8")
    with pytest.raises(PoolError) as caught:
        load_pool(path)
    assert len(str(caught.value)) < 300


# ---------------------------------------------------------------- deckcheck/readers/source.py
@pytest.mark.parametrize("char", ["\x1b", "\x08", "\x07", "\x7f", "\x9b"])
def test_a_terminal_control_character_makes_the_file_unreadable_not_an_echoed_name(char: str) -> None:
    deck, problems = read_deck("d.txt", f"Flag: Dragon World\n4 Drago{char}[31m\n".encode())
    assert deck.entries == ()
    assert [(p.line, p.column) for p in problems] == [(2, 8)]
    assert f"control character (U+{ord(char):04X})" in problems[0].message


def test_tabs_and_every_line_break_are_still_text() -> None:
    _, problems = read_deck("d.txt", "Flag:\tDragon World\r\n4 Dragon Breath\r4 Dragoenergy\x85\n".encode())
    assert not any("control character" in p.message for p in problems)


def test_heading_and_prose_shaped_lines_buy_a_bounded_amount_of_fuzzy_matching(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each such line asks the pool's fuzzy matching whether it is a misspelt card (milliseconds a line against a
    large pool): past MAX_SCORED_LINES the lines stay card lines (unknown cards), never dropped unasked."""
    from cardpool.index import NameIndex
    from deckcheck.engine import MAX_SCORED_LINES
    from deckcheck.rules.names import MAX_SUGGESTED_NAMES

    asked: set[str] = set()
    suggest = NameIndex.suggest

    def counting(self: NameIndex, written: str, **kwargs: object) -> object:
        asked.add(written)
        return suggest(self, written, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(NameIndex, "suggest", counting)
    lines = "".join(f"Zorblax{i} quibbles the frobnitz again.\n" for i in range(400))
    report = check("Flag: Dragon World\n" + lines, load_bundled_pool())
    assert len(asked) <= MAX_SCORED_LINES + MAX_SUGGESTED_NAMES
    prose = [f for f in report.findings if "prose" in f.message]
    unknown = [f for f in report.findings if f.code == "DC002"]
    assert len(prose) == MAX_SCORED_LINES and len(unknown) == 400 - MAX_SCORED_LINES


@pytest.mark.parametrize(
    "line",
    [
        "Buddy (" + "9" * 4_301 + ")",
        "0" * 4_400 + "4 Dragon Breath",
        "Dragon Breath x" + "0" * 4_400 + "4",
        "Dragon Breath (" + "0" * 4_400 + "4)",
    ],
    ids=["slot-heading", "leading-zeros", "trailing-zeros", "parenthesis-zeros"],
)
def test_a_count_of_more_digits_than_int_reads_is_no_crash(line: str) -> None:
    """Python refuses int() of more than 4,300 digits, leading zeros included (it was exit 3 for the whole run)."""
    deck, _ = read_deck("d.txt", f"Flag: Dragon World\n{line}\n4 Dragon Breath\n".encode())
    assert deck.entries[-1].name == "Dragon Breath"


def test_a_huge_table_cell_or_first_line_is_a_name_too_long_not_fuzzy_matched() -> None:
    """A 24 KB table cell was an unknown card (a second of fuzzy matching against a large pool, each); a 24 KB
    first line was the deck's title (the same)."""
    long_cell = "| 4 | " + "ab " * 8_000 + " |"
    _, problems = read_deck("d.txt", f"Flag: Dragon World\n{long_cell}\n".encode())
    assert [(p.line, p.message) for p in problems] == [(2, "card name is 23999 characters long; the limit is 300")]
    deck, problems = read_deck("d.txt", ("My deck - " + "ab " * 8_000 + ")\nFlag: Dragon World\n").encode())
    assert deck.name is None and [p.line for p in problems] == [1] and "characters long" in problems[0].message


@pytest.mark.parametrize("line", ["Flag: | Buddy:", "Flag & Buddy: ; "])
def test_an_empty_flag_or_buddy_value_is_a_located_problem_not_a_card_named_nothing(line: str) -> None:
    deck, problems = read_deck("d.txt", f"{line}\n4 Dragon Breath\n".encode())
    assert [p.message for p in problems] == ["no card name for the flag", "no card name for the buddy"]
    assert deck.slots == {"flag": (), "buddy": ()} or not any(deck.slots.values())
