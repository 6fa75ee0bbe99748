"""The YAML reader: the documented form, duplicate keys, locations and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckcheck.context import build_context
from deckcheck.games import get_game
from deckcheck.games.buddyfight.context import BuddyfightContext
from deckcheck.readers import read_deck
from deckcheck.readers.yaml_reader import read_yaml

from helpers import load_pool

SAMPLE = """\
name: test
flag: Dragon World
buddy: Flarefang Dragon
deck:
  Dragon Breath: 4
  "Green Dragon Shield": 3
sideboard:
  Battle Aura Circle: 2
"""


def test_reads_flag_buddy_deck_and_sideboard_with_locations() -> None:
    deck, problems = read_yaml("d.yaml", SAMPLE)
    assert problems == []
    assert deck.name == "test"
    assert (deck.slot("flag")[0].line, deck.slot("flag")[0].column) == (2, 7)
    assert [(e.name, e.count, e.line, e.column, e.section) for e in deck.entries] == [
        ("Dragon Breath", 4, 5, 3, "deck"),
        ("Green Dragon Shield", 3, 6, 4, "deck"),  # where the name starts, after the quote
        ("Battle Aura Circle", 2, 8, 3, "sideboard"),
    ]


def test_duplicate_keys_are_all_kept_for_the_duplicate_rule() -> None:
    deck, problems = read_yaml("d.yaml", "deck:\n  Dragon Breath: 2\n  Dragoenergy: 1\n  Dragon Breath: 2\n")
    assert problems == []
    assert [(e.name, e.line) for e in deck.entries] == [("Dragon Breath", 2), ("Dragoenergy", 3), ("Dragon Breath", 4)]


def test_keys_are_names_as_written_not_yaml_booleans_or_numbers() -> None:
    deck, problems = read_yaml("d.yaml", "deck:\n  NO: 4\n  1e3: 1\n  0x10: 2\n  Yes: 1\n")
    assert problems == []
    assert [e.name for e in deck.entries] == ["NO", "1e3", "0x10", "Yes"]


def test_deck_as_a_list_of_card_lines() -> None:
    deck, problems = read_yaml("d.yaml", "deck:\n  - 4 Dragon Breath\n  - Dragoenergy x2\n")
    assert problems == []
    assert [(e.name, e.count, e.line, e.column) for e in deck.entries] == [
        ("Dragon Breath", 4, 2, 7),
        ("Dragoenergy", 2, 3, 5),
    ]


@pytest.mark.parametrize(
    ("body", "line", "fragment"),
    [
        ("deck:\n  Dragon Breath: four\n", 2, "whole number"),
        ("deck:\n  Dragon Breath: 0\n", 2, "at least 1"),
        ("deck:\n  Dragon Breath: -1\n", 2, "at least 1"),
        ("deck:\n  Dragon Breath: 2.5\n", 2, "whole number"),
        ("deck:\n  Dragon Breath: yes\n", 2, "whole number"),
        ("deck:\n  Dragon Breath:\n", 2, "missing"),
        ("deck:\n  Dragon Breath: [4]\n", 2, "whole number"),
        ("deck: [\n", 1, "invalid YAML"),  # never past the last line
        ("deck: 4\n", 1, "must map card names to counts"),
        ("flag: [Dragon World, {a: 1}]\n", 1, "card name"),
        ("sidebaord:\n  Dragon Breath: 1\n", 1, "did you mean 'sideboard'"),
        ("- just\n- a list\n", 1, "mapping"),
        ("deck: !!python/object/apply:os.system ['echo hi']\n", 1, "unsupported YAML tag"),
    ],
)
def test_bad_yaml_is_a_located_parse_problem(body: str, line: int, fragment: str) -> None:
    _, problems = read_yaml("d.yaml", body)
    assert problems, body
    assert problems[0].line == line
    assert fragment in problems[0].message


def test_an_alias_bomb_is_refused_not_expanded() -> None:
    lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for i in range(1, 9):
        prev, cur = chr(ord("a") + i - 1), chr(ord("a") + i)
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 9) + "]")
    lines.append("deck:\n  Dragon Breath: 1")
    deck, problems = read_yaml("d.yaml", "\n".join(lines) + "\n")
    assert problems  # unknown keys a..i, and nothing expanded
    assert len(deck.entries) == 1


def test_merge_keys_are_applied() -> None:
    text = "base: &b\n  Dragon Breath: 4\ndeck:\n  <<: *b\n  Dragoenergy: 2\n"
    deck, problems = read_yaml("d.yaml", text)
    assert [p.message for p in problems] == [
        "unknown key 'base'; expected flag, buddy, deck, main deck, sideboard, side deck, side, name, player, game, "
        "format"
    ]
    assert sorted((e.name, e.count) for e in deck.entries) == [("Dragoenergy", 2), ("Dragon Breath", 4)]


def test_bad_utf8_names_the_byte_offset_and_line() -> None:
    # 0x81 is neither UTF-8 nor Windows-1252, so nothing can read this file
    deck, problems = read_deck("d.yaml", b"flag: Dragon World\ndeck:\n  Caf\xe9\x81: 1\n")
    [problem] = problems
    assert problem.line == 3
    assert "offset 30" in problem.message and "0xE9" in problem.message


def test_windows_1252_is_read_and_says_so() -> None:
    deck, problems = read_deck("d.yaml", b"flag: Dragon World\ndeck:\n  Caf\xe9 \x93Bal\x94: 1\n")
    assert problems == []
    assert deck.encoding == "cp1252"
    assert deck.entries[0].name == "Caf\u00e9 \u201cBal\u201d"


def test_utf8_bom_and_utf16_bom_are_read() -> None:
    text = "flag: Dragon World\ndeck:\n  Dragon Breath: 4\n"
    for data in (b"\xef\xbb\xbf" + text.encode(), text.encode("utf-16")):
        deck, problems = read_deck("d.yaml", data)
        assert problems == []
        assert deck.entries[0].line == 3


def test_empty_file_is_a_parse_problem() -> None:
    _, problems = read_deck("d.yaml", b"")
    assert [p.line for p in problems] == [1]
    assert "empty" in problems[0].message


def test_deck_as_a_list_of_name_count_mappings() -> None:
    text = "deck:\n  - {name: Dragon Breath, count: 4}\n  - name: Dragoenergy\n    qty: 2\n  - {count: 2}\n"
    deck, problems = read_yaml("d.yaml", text)
    assert [(e.name, e.count, e.line) for e in deck.entries] == [("Dragon Breath", 4, 2), ("Dragoenergy", 2, 3)]
    assert [(p.line, "needs a card name" in p.message) for p in problems] == [(5, True)]


def test_a_null_game_is_the_default_game() -> None:
    deck, problems = read_yaml("d.yaml", "game: ~\nflag: Dragon World\n")
    assert problems == [] and deck.game == "buddyfight"


@pytest.mark.parametrize(
    ("item", "column"),
    [
        ("  - 4 Mera Blade Dragon", 7),
        ("  - '4 Mera Blade Dragon'", 8),
        ('  - "4x Mera Blade Dragon"', 9),
        ("  - '4  Mera Blade Dragon'", 9),
        ("  - &a '4 Mera Blade Dragon'", 11),
    ],
)
def test_a_quoted_card_line_is_located_at_the_name_not_the_quote(item: str, column: int) -> None:
    deck, problems = read_yaml("d.yaml", f"deck:\n{item}\n")
    assert problems == []
    assert [(e.name, e.line, e.column) for e in deck.entries] == [("Mera Blade Dragon", 2, column)]


@pytest.mark.parametrize(
    ("text", "name", "column"),
    [
        ("deck:\n  - '4 Bal''s Dragon'\n", "Bal's Dragon", 8),
        ("deck:\n  - '4 ''Bal'' Dragon'\n", "'Bal' Dragon", 8),
        ('deck:\n  - "4 \\"Bal\\" Dragon"\n', '"Bal" Dragon', 8),
        ("deck:\n  ' Sun Dragon Shield': 4\n", "Sun Dragon Shield", 5),
        ('deck:\n  "Sun Dragon Shield": 4\n', "Sun Dragon Shield", 4),
        ("flag: ' Dragon World'\n", "Dragon World", 9),
    ],
)
def test_quoted_names_with_escapes_are_located_from_the_source_text(text: str, name: str, column: int) -> None:
    deck, problems = read_yaml("d.yaml", text)
    assert problems == []
    located = [(e.name, e.column) for e in deck.entries] + [(n.name, n.column) for n in deck.slot("flag")]
    assert located == [(name, column)]


@pytest.mark.parametrize(
    ("buddy", "second"),
    [
        ("'Sky Half & Earth Half'", 20),
        ('"Sky Half & Earth Half"', 20),
        ("'Sky''s Half & Earth Half'", 23),
        ('"Sky\\x41 Half & Earth Half"', 24),
        ("Sky Half & Earth Half", 19),
    ],
)
def test_the_second_name_of_a_quoted_buddy_pair_is_located_where_it_is_written(
    tmp_path: Path, buddy: str, second: int
) -> None:
    cards = "".join(
        f"  - {{name: {json.dumps(n)}, type: monster, worlds: [Dragon World]}}\n"
        for n in ("Sky Half", "Sky's Half", "SkyA Half", "Earth Half")
    )
    (tmp_path / "pool.yaml").write_text("game: buddyfight\ncards:\n" + cards, encoding="utf-8")
    deck, _ = read_yaml("d.yaml", f"buddy: {buddy}\n")
    ctx = build_context(deck, load_pool(tmp_path / "pool.yaml"), get_game("buddyfight"), BuddyfightContext)
    assert [b.name for b in ctx.buddies][1] == "Earth Half"
    assert (ctx.buddies[0].column, ctx.buddies[1].column) == (9 if buddy[0] in "'\"" else 8, second)


@pytest.mark.parametrize("written", ["1:00", "0b11", "0x10", "4_", "+4", "4.0", "0o7", "1_0", "\u00b2", "4e0", ".inf"])
def test_a_count_is_plain_decimal_digits_as_written(written: str) -> None:
    """YAML 1.1 reads ``1:00`` as 60, ``0b11`` as 3, ``0x10`` as 16 and ``4_`` as 4: none is a count as written."""
    text = f"flag: Dragon World\ndeck:\n  Dragon Breath: 4\n  Magical Goodbye: {written}\n"
    deck, problems = read_yaml("d.yaml", text)
    assert [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)]
    assert [(p.line, p.column, p.message) for p in problems] == [
        (4, 20, f'"Magical Goodbye": a count must be a whole number, not "{written}"')
    ]


@pytest.mark.parametrize(
    ("written", "count"), [("4", 4), ("010", 10), ("04", 4), ("999", 999), ("0004", 4), ('"4"', 4), ("!!int 3", 3)]
)
def test_a_decimal_count_is_read_in_decimal(written: str, count: int) -> None:
    deck, problems = read_yaml("d.yaml", f"flag: Dragon World\ndeck:\n  Magical Goodbye: {written}\n")
    assert problems == [] and [(e.name, e.count) for e in deck.entries] == [("Magical Goodbye", count)]


@pytest.mark.parametrize(
    ("written", "message"),
    [("0", "count 0 is not allowed: a card line needs at least 1 copy"), ("000", "count 0 is not allowed: a card line "
     "needs at least 1 copy"), ("1000", "count 1000 is larger than 999")],
)  # fmt: skip
def test_a_count_out_of_range_is_refused(written: str, message: str) -> None:
    deck, problems = read_yaml("d.yaml", f"flag: Dragon World\ndeck:\n  Magical Goodbye: {written}\n")
    assert deck.entries == () and [p.message for p in problems] == [f'"Magical Goodbye": {message}']


def test_a_repeated_single_value_key_says_which_value_is_used() -> None:
    deck, problems = read_yaml("d.yaml", "format: standard\nname: first\nformat: store\nname: ~\nflag: Dragon World\n")
    assert (deck.format, deck.name) == ("store", "first")
    assert [(p.message, p.line) for p in problems] == [
        ("duplicate key 'format' (first at line 1); this later value, \"store\", is used", 3),
        ("duplicate key 'name' (first at line 2); this empty value is ignored: \"first\" is used", 4),
    ]
    deck, problems = read_deck("d.yaml", b"game: buddyfight\ngame: yugioh\nflag: Dragon World\n")
    assert deck.game == "buddyfight"
    assert [(p.message, p.line) for p in problems] == [
        ("duplicate key 'game' (first at line 1); the first value, \"buddyfight\", is used", 2)
    ]


def test_a_repeated_card_section_still_reads_the_entries_of_both() -> None:
    deck, problems = read_yaml("d.yaml", "deck:\n  Dragon Breath: 2\ndeck:\n  Dragoenergy: 1\n")
    assert [p.message for p in problems] == ["duplicate key 'deck' (first at line 1); the entries of both are read"]
    assert [e.name for e in deck.entries] == ["Dragon Breath", "Dragoenergy"]


@pytest.mark.parametrize(
    ("line", "name", "column"),
    [
        ("  Dragon Breath: 4", "Dragon Breath", 3),
        ("  'Dragon Breath': 4", "Dragon Breath", 4),
        ('  "Dragon \\"B\\"": 4', 'Dragon "B"', 4),
        ("  ' Dragon Breath': 4", "Dragon Breath", 5),
        ("  \u3000Dragon Breath: 4", "Dragon Breath", 4),  # a plain name after an ideographic space
        ("  'Bal''s': 4", "Bal's", 4),
        ('  "\\tX": 4', "X", 6),  # after the escape's two characters
        ("  'X ': 4", "X", 4),
        ("  \u00e9t\u00e9: 4", "\u00e9t\u00e9", 3),
        ("  ? Dragon\n  : 4", "Dragon", 5),
    ],
)
def test_a_card_name_is_placed_where_its_first_character_is_written(line: str, name: str, column: int) -> None:
    deck, problems = read_yaml("d.yaml", f"flag: Dragon World\ndeck:\n{line}\n")
    assert problems == [] and [(e.name, e.line, e.column) for e in deck.entries] == [(name, 3, column)]


def test_a_line_indented_with_a_tab_says_so_in_plain_words() -> None:
    """PyYAML says "found character that cannot start any token" of a tab that indents a line; the finding says
    what is wrong and where (a newcomer's try)."""
    text = "flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n\tDragon Breath: 4\n"
    _, problems = read_deck("d.yaml", text.encode("utf-8"))
    [problem] = problems
    assert (problem.line, problem.column) == (4, 1)
    assert "a tab where YAML takes spaces only" in problem.message and "token" not in problem.message


def test_a_whole_count_tagged_as_another_kind_names_the_tag() -> None:
    """``Dragon Breath: !!float 4`` is refused for its tag, and the finding says so (it said only: not "4")."""
    text = "flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  Dragon Breath: !!float 4\n  Shine-energy: 4.5\n"
    _, problems = read_deck("d.yaml", text.encode("utf-8"))
    messages = [p.message for p in problems]
    assert any(m.endswith('not "4" tagged !!float') for m in messages)
    assert any(m.endswith('not "4.5"') for m in messages)


def test_an_unsupported_core_tag_is_shown_as_written() -> None:
    """``!!python/object/apply:...`` is named as the file writes it, not as ``tag:yaml.org,2002:python/...``."""
    _, problems = read_deck("d.yaml", b"flag: Dragon World\nbuddy: !!python/object/apply:os.system ['x']\n")
    assert any(p.message.startswith('unsupported YAML tag "!!python/object/apply:os.system') for p in problems)


def test_keys_about_the_deck_are_read_as_nothing_and_a_misspelt_section_still_errs() -> None:
    """``notes:`` and ``author:`` say things about the deck, as a text list's ``Event: X`` line does: no error (a
    legal deck is not made illegal by them); ``side deck:`` names the sideboard; ``sidebaord:`` is an error."""
    text = (
        "notes: |\n  tech choices\nauthor: me\ndeck:\n  Dragon Breath: 4\nside deck:\n  Dragoenergy: 2\n"
        "sidebaord:\n  X: 1\n"
    )
    deck, problems = read_yaml("d.yaml", text)
    assert [(e.name, e.section) for e in deck.entries] == [("Dragon Breath", "deck"), ("Dragoenergy", "sideboard")]
    assert [(p.line, p.message) for p in problems] == [(8, "unknown key 'sidebaord' (did you mean 'sideboard'?)")]


def test_player_name_and_deck_name_are_the_text_forms_header_words() -> None:
    deck, problems = read_yaml("d.yaml", "player name: Sam Rivers\ndeck name: Sun Fist\ndeck:\n  Dragon Breath: 4\n")
    assert problems == [] and deck.name == "Sun Fist" and deck.player == "Sam Rivers"


def test_a_deck_site_s_title_and_dates_are_its_name_and_nothing() -> None:
    """``title:`` names the deck (as a text list's ``Title:`` line does) and ``created:``, ``updated:`` are about the
    file: each was an 'unknown key' error that made a legal deck illegal (an organiser's try)."""
    text = "title: Drum beats\ncreated: 2018-07-01\nupdated: 2018-07-02\nlink: https://example.org/d/1\ndeck:\n"
    deck, problems = read_yaml("d.yaml", text + "  Dragon Breath: 4\n")
    assert problems == [] and deck.name == "Drum beats"


def test_a_deck_site_s_prices_and_places_are_nothing_as_in_a_text_list() -> None:
    """The keys a text list's metadata lines share with the YAML reader (``NOTE_KEYS``): each was an 'unknown key'
    error, as ``Price: $45.00`` was an unknown card in a text list (a newcomer's try)."""
    text = "price: $45.00\ncost: 40\nbudget: low\nregion: EU\nposted: May 2016\nlast updated: 2016-05-01\ndeck:\n"
    deck, problems = read_yaml("d.yaml", text + "  Dragon Breath: 4\n")
    assert problems == [] and [(e.name, e.count) for e in deck.entries] == [("Dragon Breath", 4)]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("deck:\nDragon Breath: 4\n", "a card? indent it under 'deck:'"),
        ("deck:\n  armor talisman: counter attack: 2\n", "a key that holds ': ' must be quoted"),
    ],
)
def test_two_yaml_mistakes_say_how_to_mend_them(text: str, says: str) -> None:
    """A card written at the top level, and a name holding ': ' left unquoted: each error says what to write."""
    _, problems = read_yaml("d.yaml", text)
    assert any(says in p.message for p in problems), problems


@pytest.mark.parametrize(
    ("items", "entries", "note"),
    [
        ("  - 4 Flarefang Dragon (Buddy)\n", [("Flarefang Dragon", 4)], "read as the buddy, and 4 copies in the deck"),
        ("  - Flarefang Dragon [Buddy]\n  - 4 Flarefang Dragon\n", [("Flarefang Dragon", 4)], None),
        ("  - 1 Flarefang Dragon (Buddy)\n  - 4 Flarefang Dragon\n", [("Flarefang Dragon", 4)], "the buddy alone"),
    ],
)
def test_a_list_item_marked_for_the_buddy_is_read_as_a_text_line_is(
    items: str, entries: list[tuple[str, int]], note: str | None
) -> None:
    """``- 4 Drum Bunker Dragon (Buddy)`` named no buddy (a 'no buddy' error and a remark note: an organiser's
    try); YAML list items are card lines, and a text list reads the mark as the buddy."""
    deck, problems = read_yaml("d.yaml", "flag: Dragon World\ndeck:\n" + items)
    assert problems == [] and [(e.name, e.count) for e in deck.entries] == entries
    assert [n.name for n in deck.slot("buddy")] == ["Flarefang Dragon"]
    assert (note is None and not deck.notes) or any(note in n.message for n in deck.notes if note)


def test_a_ride_deck_item_marked_fv_is_the_first_vanguard() -> None:
    text = "game: vanguard\nride deck:\n  - Sunrise Egg (FV)\n  - Blaze Maiden, Rino\n"
    deck, problems = read_deck("d.yaml", text.encode("utf-8"))
    assert problems == [] and [n.name for n in deck.slot("first vanguard")] == ["Sunrise Egg"]
    assert [e.name for e in deck.entries] == ["Blaze Maiden, Rino"]


@pytest.mark.parametrize("head", ["title: Rin's deck\nname: Rin\n", "name: Rin\ntitle: Rin's deck\n"])
def test_a_title_beside_a_name_is_no_duplicate_key(head: str) -> None:
    """A deck site's ``title:`` and ``name:`` in one file: the name is the deck's name, no 'duplicate key' error (a
    review found a legal deck made illegal)."""
    deck, problems = read_yaml("d.yaml", head + "deck:\n  Dragon Breath: 4\n")
    assert problems == [] and deck.name == "Rin"


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ("  Flinty Slasher: four\n  Vital Leaver: 4 copies\n", 'a count must be a whole number, not "four"'),
        ("  Flinty Slasher: 1000\n", "count 1000 is larger than 999"),
    ],
)
@pytest.mark.parametrize("key", ["main deck", "ride deck"])
def test_a_small_yaml_deck_under_a_headings_key_gets_its_lines_errors(lines: str, message: str, key: str) -> None:
    """``main deck:`` is a deck's key as ``main:`` is: a five-line deck with two bad counts was "not a deck file: 4 of
    5 lines unreadable", its errors unsaid (a newcomer's try), as a file of secrets is."""
    text = f"game: vanguard\nplayer: Zed\n{key}:\n{lines}"
    deck, problems = read_deck("deck.yaml", text.encode())
    assert deck.readable and deck.not_a_deck is None
    assert any(message in p.message and p.line == 4 for p in problems), problems


def test_a_text_headings_word_as_a_yaml_key_makes_no_deck_of_a_file_of_secrets() -> None:
    """``starter:``, ``sb:`` or ``fv:`` head a text list's lines but are no deck's YAML key: a file of secrets under one
    stays "not a deck file" (a review: taking every heading as a deck's key made it a deck that named its keys)."""
    for key in ("starter", "sb", "fv"):
        text = f"{key}:\n  plan: pro\nAPI_TOKEN: ghp_X\nadmin: hunter2X\n"
        deck, problems = read_deck("app.yaml", text.encode())
        assert not deck.readable and [p.message[:17] for p in problems] == ["not a deck file: "], (key, problems)
