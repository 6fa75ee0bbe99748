"""Issue 16's pasted forms: count forms, quote and markup prefixes, Extra Deck headings, numbers that are no name,
one line per copy, tabs in messages, and ``Buddy: Name x4``; and the real Yu-Gi-Oh! decks pasted in these forms (skipped
without ``../shared/data/yugioh``).

Each reading case asserts the exact entries (name, count, line, column, section), the parse problems (line, column
and a fragment) and the notes the text reader gives. The count forms and prefixes are every game's; the headings that
start the Extra Deck are Yu-Gi-Oh!'s words. A few whole decks go through the command line for the verdict.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool import CardPool
from cardpool.importer.sources import read_table
from cardpool.pool import PoolInfo
from deckcheck.cli import main
from deckcheck.findings import quote
from deckcheck.games import all_games, get_game, number_shapes
from deckcheck.games.yugioh.cards import YugiohCard
from deckcheck.games.yugioh.importer import import_table
from deckcheck.games.yugioh.ydk import read_ydk
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

from yugioh_helpers import EXTRA, MAIN, SIDE, YGO_DECKS, YGO_SQLITE, check_text, needs_ygo_data, pool_of

GAMES = [game.name for game in all_games()]
ASH = "Ash Blossom & Joyous Spring"


Read = tuple[list[tuple[str, int, int, int, str]], list[tuple[int | None, int | None, str]], list[str]]


def _read(text: str, game: str = "yugioh") -> Read:
    deck, problems = read_text("pasted.txt", text, get_game(game))
    deck, _ = resolve(deck, [], lambda _: None)  # a pool that knows no card
    entries = [(e.name, e.count, e.line, e.column, e.section) for e in deck.entries]
    return entries, [(p.line, p.column, p.message) for p in problems], [n.message for n in deck.notes]


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout


def _deck_file(tmp_path: Path, text: str, name: str = "deck.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# --- count forms: every game reads them ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Form:
    id: str
    line: str
    count: int
    column: int


COUNT_FORMS = [
    Form("same-count-twice", f"3x {ASH} x3", 3, 4),
    Form("same-count-twice-plain", f"3 {ASH} x3", 3, 3),
    Form("same-count-twice-bracket", f"2x {ASH} (2)", 2, 4),
    Form("bracket-x-before", f"{ASH} [x3]", 3, 1),
    Form("bracket-x-after", f"{ASH} [3x]", 3, 1),
    Form("dash-then-count-x", f"{ASH} - 3x", 3, 1),
    Form("slash-then-count", f"{ASH} / 3", 3, 1),
    Form("slash-then-count-x", f"{ASH} / x3", 3, 1),
    Form("each-glued", f"3ea {ASH}", 3, 5),
    Form("each-dotted", f"3 ea. {ASH}", 3, 7),
    Form("each-word", f"3 each {ASH}", 3, 8),
    Form("closing-parenthesis", f"3){ASH}", 3, 3),
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("form", COUNT_FORMS, ids=[f.id for f in COUNT_FORMS])
def test_a_count_form_reads_as_its_copies_in_every_game(form: Form, game: str) -> None:
    main_section = get_game(game).main_section.name
    entries, problems, notes = _read(f"{form.line}\n", game)
    assert (entries, problems, notes) == ([(ASH, form.count, 1, form.column, main_section)], [], [])


def test_a_list_number_with_a_space_stays_a_list_number() -> None:
    """``3) Name`` is a numbered list's third line (one copy, with a note); ``3)Name`` is three copies."""
    entries, problems, notes = _read(f"3) {ASH}\n")
    assert entries == [(ASH, 1, 1, 4, "main")] and problems == []
    assert notes == [f"'3)' is read as a list number: one copy of {quote(ASH)}"]


@pytest.mark.parametrize(
    ("line", "first", "second"),
    [(f"3x {ASH} x2", 3, 2), (f"1x {ASH} (3)", 1, 3), (f"3 {ASH} x2", 3, 2), (f"  2x {ASH} [3]", 2, 3)],
)
def test_two_different_counts_on_one_line_are_a_located_problem_naming_both(line: str, first: int, second: int) -> None:
    entries, problems, _ = _read(f"Main Deck:\n{line}\n")
    assert entries == []
    [(number, column, message)] = problems
    assert (number, column) == (2, len(line) - len(line.lstrip()) + 1)
    assert message.startswith(f"two counts for {quote(ASH)}: {first} before the name and {second} after it")


def test_two_counts_go_through_the_command_line_as_a_parse_error(tmp_path: Path) -> None:
    code, out = _run("check", "-f", "json", _deck_file(tmp_path, f"Game: yugioh\nMain Deck:\n3x {ASH} x2\n"))
    [finding] = [f for f in json.loads(out)["decks"][0]["findings"] if f["rule"] == "parse-error"]
    assert code == 1 and (finding["line"], finding["column"]) == (3, 1)
    assert "3 before the name and 2 after it" in finding["message"]


def test_a_dash_before_a_second_count_keeps_the_name_whole() -> None:
    """``4 Dragon Breath - 4``: ``- 4`` may end a name, so only an x or a bracket makes a second count."""
    entries, problems, _ = _read("4 Dragon Breath - 4\n", "buddyfight")
    assert entries == [("Dragon Breath - 4", 4, 1, 3, "deck")] and problems == []


# --- a count then a number -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("line", ["7 3", "3 40", "  2 999"])
def test_a_count_then_a_short_number_is_a_located_problem_not_copies_of_a_card_so_named(line: str) -> None:
    entries, problems, _ = _read(f"Main Deck:\n{line}\n")
    assert entries == []
    [(number, column, message)] = problems
    assert (number, column) == (2, len(line) - len(line.lstrip()) + 1)
    assert message.startswith(f"not a card line: {quote(line.strip())} is two numbers and no name")


def test_a_count_then_a_password_stays_copies_of_that_password() -> None:
    entries, problems, _ = _read("Main Deck:\n3 14558127\n")
    assert entries == [("14558127", 3, 2, 3, "main")] and problems == []


def test_a_count_then_a_number_the_pool_knows_is_that_card(tmp_path: Path) -> None:
    pool = pool_of([YugiohCard(name="7", type="monster", monster_types=("Normal",))])
    report = check_text("Game: yugioh\nMain Deck:\n3 7\n", pool)
    assert [(c.name, c.count, c.line) for c in report.cards] == [("7", 3, 3)]
    assert "parse-error" not in [f.rule for f in report.findings]
    unknown = check_text("Game: yugioh\nMain Deck:\n3 8\n", pool)
    assert [(f.rule, f.line, f.column) for f in unknown.findings if f.rule == "parse-error"] == [("parse-error", 3, 1)]


# --- quote and markup prefixes: blanked, columns kept; a struck line is no card --------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "prefix", ["> ", "> > ", ">> ", "; ", "-- ", "- [x] ", "- [X] ", "- [ ] ", "* [x] ", "> - ", "  > "]
)
def test_a_quote_or_markup_prefix_is_blanked_and_the_column_stays_right(prefix: str, game: str) -> None:
    main_section = get_game(game).main_section.name
    entries, problems, notes = _read(f"{prefix}3 {ASH}\n", game)
    assert (entries, problems, notes) == ([(ASH, 3, 1, len(prefix) + 3, main_section)], [], [])


def test_a_wrapped_dash_heading_is_not_taken_for_a_bullet() -> None:
    entries, problems, _ = _read(f"-- Extra Deck --\n1 Stardust Dragon\n-- Side --\n3 {ASH}\n")
    assert entries == [("Stardust Dragon", 1, 2, 3, "extra"), (ASH, 3, 4, 3, "side")] and problems == []


@pytest.mark.parametrize(
    ("line", "column", "struck"),
    [(f"~~3 {ASH}~~", 1, f"3 {ASH}"), (f"- ~~{ASH}~~", 3, ASH), ("  ~~2x Effect Veiler~~", 3, "2x Effect Veiler")],
)
def test_a_struck_line_is_no_card_and_a_note_says_so(line: str, column: int, struck: str) -> None:
    entries, problems, notes = _read(f"Main Deck:\n1 Effect Veiler\n{line}\n1 Kuriboh\n")
    assert [e[0] for e in entries] == ["Effect Veiler", "Kuriboh"] and problems == []
    assert notes == [f"{quote(struck)} is struck through (~~...~~): read as no card"]
    deck, _ = read_text("pasted.txt", f"Main Deck:\n{line}\n", get_game("yugioh"))
    assert [(n.line, n.column) for n in deck.notes] == [(2, column)]


def test_a_partly_struck_line_is_read_as_written() -> None:
    entries, _, notes = _read(f"3 ~~Ash~~ {ASH}\n")
    assert entries == [(f"~~Ash~~ {ASH}", 3, 1, 3, "main")] and notes == []


# --- headings that start the Extra Deck: Yu-Gi-Oh!'s words ----------------------------------------------------------

FUSION = ["Dark Paladin", "Supreme King Z-ARC"]
SYNCHRO = ["Stardust Dragon", "Black Rose Dragon", "Baronne de Fleur", "Junk Warrior"]
XYZ = ["Number 39: Utopia", "Abyss Dweller", "Castel, the Skyblaster Musketeer", "Odd-Eyes Rebellion Dragon"]
LINK = ["Decode Talker", "Accesscode Talker", "Link Spider", "Knightmare Phoenix", "I:P Masquerena"]
assert sorted(FUSION + SYNCHRO + XYZ + LINK) == sorted(name for _, name in EXTRA)


def _kind_list(headings: tuple[str, str, str, str], main: str = "Main Deck:") -> str:
    lines = [main, *(f"{c} {n}" for c, n in MAIN)]
    for heading, names in zip(headings, (FUSION, SYNCHRO, XYZ, LINK), strict=True):
        lines += [heading, *(f"1 {name}" for name in names)]
    return "\n".join([*lines, "Side Deck:", *(f"{c} {n}" for c, n in SIDE)]) + "\n"


@pytest.mark.parametrize(
    "headings",
    [
        ("FUSION:", "SYNCHRO:", "XYZ:", "LINK:"),
        ("Fusion Monsters:", "Synchro Monsters:", "Xyz Monsters:", "Link Monsters:"),
        ("Fusion (2):", "Synchro: 4", "XYZ - 4", "Link (5) -"),
        ("Fusion Monsters (2)", "Synchro Monsters", "Xyz Monster (4)", "LINK MONSTERS"),
        ("## Fusion Monsters", "SYNCHRO:", "### Xyz:", "LINK:"),
    ],
    ids=["caps-colon", "monsters-colon", "counts", "monsters-bare", "markdown"],
)
def test_extra_deck_kind_headings_start_the_extra_deck(headings: tuple[str, str, str, str]) -> None:
    entries, problems, notes = _read(_kind_list(headings))
    sections = {name: section for name, _, _, _, section in entries}
    assert problems == [] and notes == []
    assert [n for n, s in sections.items() if s == "extra"] == FUSION + SYNCHRO + XYZ + LINK
    assert sum(c for _, c, _, _, s in entries if s == "main") == 40
    assert sum(c for _, c, _, _, s in entries if s == "side") == 15


def test_a_list_with_extra_deck_kind_headings_is_legal_through_the_command_line(tmp_path: Path) -> None:
    text = "Game: yugioh\n" + _kind_list(("FUSION:", "SYNCHRO:", "XYZ:", "LINK:"))
    code, out = _run("check", "--strict", _deck_file(tmp_path, text))
    assert code == 0 and "40 Main Deck" in out and "15 Extra Deck | 15 Side Deck" in out


def test_under_the_extra_deck_or_the_side_deck_a_kind_heading_is_a_sub_heading() -> None:
    text = (
        "Extra Deck (3):\nFusion:\n1 Dark Paladin\nXYZ (2):\n1 Abyss Dweller\n1 Number 39: Utopia\n"
        "Side Deck:\nLink Monsters:\n1 Link Spider\n"
    )
    deck, problems = read_text("pasted.txt", text, get_game("yugioh"))
    assert problems == [] and [(e.name, e.section) for e in deck.entries] == [
        ("Dark Paladin", "extra"),
        ("Abyss Dweller", "extra"),
        ("Number 39: Utopia", "extra"),
        ("Link Spider", "side"),
    ]
    # the sub-headings declare no section; "XYZ (2):" is checked against its own lines, as "XYZ (2)" is
    assert [(d.section, d.count, d.until) for d in deck.declared] == [("extra", 3, None), ("extra", 2, 6)]


def test_the_extra_deck_headings_are_the_yugioh_packages_words() -> None:
    game = get_game("yugioh")
    wordless = game.replace(text=game.text.replace(section_starts=()))
    deck, _ = read_text("pasted.txt", "Main Deck:\n3 Effect Veiler\nXYZ:\n1 Abyss Dweller\n", wordless)
    assert {e.section for e in deck.entries} == {"main"}
    buddyfight, _ = read_text("pasted.txt", "Deck:\n4 Dragon Breath\nXYZ:\n4 Dragoenergy\n", get_game("buddyfight"))
    assert {e.section for e in buddyfight.entries} == {"deck"}


def test_a_kind_word_alone_stays_a_sub_heading_the_pool_decides() -> None:
    deck, _ = read_text("pasted.txt", "Main Deck:\n3 Effect Veiler\nLink\n1 Abyss Dweller\n", get_game("yugioh"))
    assert [(r.entry.name, r.entry.section, r.kind == "category") for r in deck.readings] == [
        ("Effect Veiler", "main", False),
        ("Link", "main", True),
        ("Abyss Dweller", "main", False),
    ]


# --- one line per copy ---------------------------------------------------------------------------------------------


def _one_line_per_copy(cards: list[tuple[int, str]]) -> list[str]:
    return [name for count, name in cards for _ in range(count)]


def test_a_bare_name_repeated_on_consecutive_lines_is_that_many_copies_with_one_note() -> None:
    entries, problems, notes = _read(f"Main Deck:\n{ASH}\n{ASH}\n{ASH}\nEffect Veiler\nEffect Veiler\nKuriboh\n")
    assert problems == []
    assert entries == [(ASH, 3, 2, 1, "main"), ("Effect Veiler", 2, 5, 1, "main"), ("Kuriboh", 1, 7, 1, "main")]
    assert notes == [
        f"{quote(ASH)} is listed alone on 3 lines in a row (lines 2 to 4): read as 3 copies, one a line",
        '"Effect Veiler" is listed alone on 2 lines in a row (lines 5 to 6): read as 2 copies, one a line',
    ]


@pytest.mark.parametrize(
    "between",
    ["\n\n", "\n# a comment\n", "\n1 Kuriboh\n", "\nSide Deck:\n"],
    ids=["blank", "comment", "card", "section"],
)
def test_a_repeated_name_with_a_line_between_is_no_block(between: str) -> None:
    entries, _, notes = _read(f"Main Deck:\n{ASH}{between}{ASH}\n")
    assert [(n, c) for n, c, *_ in entries if n == ASH] == [(ASH, 1), (ASH, 1)] and notes == []


def test_counted_lines_are_never_merged() -> None:
    entries, _, notes = _read(f"Main Deck:\n1 {ASH}\n1 {ASH}\n")
    assert [(n, c, line) for n, c, line, *_ in entries] == [(ASH, 1, 2), (ASH, 1, 3)] and notes == []


def test_a_legal_deck_listed_one_line_per_copy_passes_strict(tmp_path: Path) -> None:
    lines = ["Game: yugioh", "Main Deck:", *_one_line_per_copy(MAIN), "Extra Deck:", *_one_line_per_copy(EXTRA)]
    text = "\n".join([*lines, "Side Deck:", *_one_line_per_copy(SIDE)]) + "\n"
    code, out = _run("check", "--strict", "-f", "json", _deck_file(tmp_path, text))
    [deck] = json.loads(out)["decks"]
    rules = [f["rule"] for f in deck["findings"]]
    assert code == 0 and deck["legal"] and "duplicate-entry" not in rules
    blocks = sum(1 for c, _ in [*MAIN, *EXTRA, *SIDE] if c > 1)
    assert rules.count("reading-note") == blocks


def test_the_same_name_apart_is_still_a_duplicate_entry(tmp_path: Path) -> None:
    text = f"Game: yugioh\nMain Deck:\n{ASH}\nEffect Veiler\n{ASH}\n"
    code, out = _run("check", "-f", "json", _deck_file(tmp_path, text))
    duplicates = [f["line"] for f in json.loads(out)["decks"][0]["findings"] if f["rule"] == "duplicate-entry"]
    assert duplicates == [5]


# --- a tab inside a tab-separated row, in messages ------------------------------------------------------------------


def test_a_tab_inside_a_row_shows_as_its_code_in_every_message(tmp_path: Path) -> None:
    text = "Flag: Dragon World\nTD01/0010EN\tDragon Breath (tech)\t4\nD-BT01/0010EN\tFlarefang Dragon (Buddy)\t4\n"
    code, out = _run("check", _deck_file(tmp_path, text))
    notes = [line for line in out.splitlines() if "[note]" in line]
    assert len(notes) == 2 and all("<U+0009>" in line for line in notes)
    assert "\\t" not in out and "\t" not in out


# --- Buddy: Name x4 reads as Name x4 (Buddy) -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "line", ["Buddy: Flarefang Dragon x4", "Buddy: 4 Flarefang Dragon", "Buddy: Flarefang Dragon (4)"]
)
def test_a_buddy_line_with_copies_reads_as_the_buddy_marked_card(line: str) -> None:
    game = get_game("buddyfight")
    head = "Flag: Dragon World\n"
    deck, problems = read_text("pasted.txt", f"{head}{line}\n4 Dragon Breath\n", game)
    marked, _ = read_text("pasted.txt", f"{head}Flarefang Dragon x4 (Buddy)\n4 Dragon Breath\n", game)
    assert problems == []
    assert [(e.name, e.count, e.section) for e in deck.entries] == [
        (e.name, e.count, e.section) for e in marked.entries
    ]
    assert [n.name for n in deck.slot("buddy")] == ["Flarefang Dragon"]
    assert [n.message for n in deck.notes] == [
        '"Flarefang Dragon" is marked (buddy): read as the buddy, and 4 copies in the deck'
    ]
    column = line.index("Flarefang") + 1
    assert [(e.line, e.column) for e in deck.entries][0] == (2, column) == (deck.slot("buddy")[0].line, column)


def test_a_buddy_line_of_one_copy_is_the_buddy_alone() -> None:
    deck, _ = read_text("pasted.txt", "Buddy: Flarefang Dragon x1\n4 Dragon Breath\n", get_game("buddyfight"))
    assert [e.name for e in deck.entries] == ["Dragon Breath"] and deck.notes == ()
    assert [n.name for n in deck.slot("buddy")] == ["Flarefang Dragon"]


@pytest.mark.parametrize("heading", ["FUSION/SYNCHRO/XYZ/LINK:", "Xyz & Link Monsters -", "Fusion, Synchro (5):"])
def test_extra_deck_kinds_joined_on_one_heading_start_the_extra_deck(heading: str) -> None:
    entries, problems, notes = _read(f"Main Deck:\n3 Effect Veiler\n{heading}\n1 Abyss Dweller\n")
    assert (entries, problems, notes) == (
        [("Effect Veiler", 3, 2, 3, "main"), ("Abyss Dweller", 1, 4, 3, "extra")],
        [],
        [],
    )


def test_the_reader_docstring_table_names_every_reading_in_order() -> None:
    from deckcheck.readers import text_reader

    doc = text_reader.__doc__ or ""
    rows = [line.split("  ")[0].rstrip("*") for line in doc.splitlines() if line and line[0].isalpha()]
    named = [row for row in rows if row in {reading.name for reading in text_reader.READINGS}]
    assert named == [reading.name for reading in text_reader.READINGS]


# --- the real decks, pasted: one line per copy under quote marks, the Extra Deck by kind headings ---------------

KIND_HEADINGS = (("Fusion", "FUSION:"), ("Synchro", "SYNCHRO:"), ("Xyz", "XYZ:"), ("Link", "LINK:"))


@pytest.fixture(scope="module")
def real_pool() -> CardPool:
    result = import_table(read_table(YGO_SQLITE))
    info = PoolInfo(name="real", source="cards.sqlite", location=str(YGO_SQLITE), files=())
    return CardPool(result.cards, info=info, game="yugioh", shapes=number_shapes("yugioh"))


def _pasted(path: Path, by_password: dict[str, YugiohCard]) -> str:
    """A real ``.ydk`` deck as a chat paste: quoted, one line per copy, the Extra Deck under kind headings."""
    deck, _ = read_ydk(str(path), path.read_text(encoding="utf-8"))
    cards = {s: [by_password[e.name] for e in deck.entries if e.section == s] for s in ("main", "extra")}
    lines = ["> Main Deck:", *(f"> {card.name}" for card in cards["main"]), "> ~~1 Pot of Greed~~"]
    for kind, heading in KIND_HEADINGS:
        names = [c.name for c in cards["extra"] if kind in c.monster_types]
        lines += [f"> {heading}", *(f"> - [x] {name}" for name in names)] if names else []
    return "Game: yugioh\n" + "\n".join(lines) + "\n"


@needs_ygo_data
@pytest.mark.slow
def test_the_real_legal_decks_pasted_so_are_as_legal_as_their_ydk(real_pool: CardPool) -> None:
    by_password = {n: card for card in real_pool.cards if isinstance(card, YugiohCard) for n in card.numbers}
    checked = 0
    for path in sorted(YGO_DECKS.glob("*.ydk")):
        if "18144507" in path.read_text(encoding="utf-8"):  # the deck naming a password the table lacks
            continue
        report = check_text(_pasted(path, by_password), real_pool)
        assert dict(report.sections) == {"main": 40, "extra": 10, "side": 0}, path.name
        assert {f.rule for f in report.findings} == {"reading-note"} and report.legal, path.name
        checked += 1
    assert checked == 3


@pytest.mark.parametrize("heading", ["XYZ:", "Link Monsters (2)", "Fusion (1):"])
def test_an_extra_deck_kind_heading_names_the_game_of_a_list_that_names_none(heading: str, tmp_path: Path) -> None:
    text = f"Main Deck:\n3 {ASH}\n{heading}\n1 Abyss Dweller\n1 Link Spider\n"
    code, out = _run("check", "-f", "json", _deck_file(tmp_path, text))
    [deck] = json.loads(out)["decks"]
    assert deck["game"] == "yugioh" and code == 1  # the Main Deck is short
    notes = [f for f in deck["findings"] if f["rule"] == "reading-note"]
    assert [(f["line"], f["message"].split(":")[0]) for f in notes] == [(3, "read as Yu-Gi-Oh!")]


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("4 Dragon World (Flag)", 3),
        ("Flag: 4 Dragon World", 9),
        ("Flag: Dragon World x4", 7),
        ("Dragon World x2 (Flag)", 1),
    ],
)
def test_a_flag_with_copies_is_one_flag_and_the_count_is_noted(line: str, column: int) -> None:
    deck, problems = read_text(
        "pasted.txt", f"{line}\nBuddy: Flarefang Dragon\n4 Dragon Breath\n", get_game("buddyfight")
    )
    assert problems == [] and [e.name for e in deck.entries] == ["Dragon Breath"]
    assert [n.name for n in deck.slot("flag")] == ["Dragon World"]
    count = 2 if "x2" in line else 4
    assert [(n.message, n.line, n.column) for n in deck.notes] == [
        (
            f'"Dragon World" is read as the flag, one card kept outside the deck: the count {count} is not used',
            1,
            column,
        )
    ]


def test_a_flag_of_one_copy_has_no_note() -> None:
    deck, _ = read_text("pasted.txt", "1 Dragon World (Flag)\n4 Dragon Breath\n", get_game("buddyfight"))
    assert [n.name for n in deck.slot("flag")] == ["Dragon World"] and deck.notes == ()


@pytest.mark.parametrize("off", [("--ignore", "DC006"), ("--ignore", "reading-note"), ("--select", "BF2")])
def test_the_reading_notes_are_off_as_any_rule_is(tmp_path: Path, off: tuple[str, str]) -> None:
    """``--ignore reading-note`` (and a selection without it) drops the notes, as ``deckcheck config`` says."""
    deck = _deck_file(tmp_path, "4 Dragon World (Flag)\nBuddy: Flarefang Dragon\n4 Dragon Breath\n")
    assert "DC006" in _run("check", "--isolated", deck)[1]
    code, out = _run("check", "--isolated", *off, deck)
    assert "DC006" not in out and "4 Dragon World" not in out and "ILLEGAL" in out
    _, everything = _run("check", "--isolated", "--ignore", "DC006", "-f", "json", deck)
    assert "BF201" in everything  # the other rules still run


def test_a_flag_named_again_with_a_count_gets_one_note() -> None:
    """``Flag: Dragon World`` and later ``4 Dragon World (Flag)``: the note that it is named again says it all (a
    second note on the unused count said the same line twice)."""
    text = "Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragon Breath\n4 Dragon World (Flag)\n"
    from helpers import check, load_bundled_pool

    notes = [f.message for f in check(text, load_bundled_pool()).findings if f.code == "DC006" and f.line == 4]
    assert len(notes) == 1 and "named again as the flag" in notes[0]
