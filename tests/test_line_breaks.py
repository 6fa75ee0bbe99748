"""What a line is (:mod:`cardpool.lines`): it ends at LF, CRLF or a CR alone, and at nothing else. The reader's
locations, the suppression comments and ``--fix`` count the same lines whatever a line holds (a lone CR, a form
feed, a line separator): a finding names the line an editor shows, a suppression acts on its own line, and
``--fix`` rewrites that line and keeps every other byte."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool.lines import position, split_lines, unix_breaks
from deckcheck.cli import main
from deckcheck.run.suppress import scan

SEPARATORS = {"lone CR": "\r", "form feed": "\x0c", "LS": "\u2028", "NEL": "\x85"}
"""A character that :meth:`str.splitlines` breaks at, in the middle of a line of an LF file."""


@pytest.mark.parametrize(
    ("text", "lines", "breaks"),
    [
        ("a\nb", ["a", "b"], ["\n"]),
        ("a\r\nb\r\n", ["a", "b", ""], ["\r\n", "\r\n"]),
        ("a\rb\nc\r", ["a", "b", "c", ""], ["\r", "\n", "\r"]),
        ("a\r\r\n\n\rb", ["a", "", "", "", "b"], ["\r", "\r\n", "\n", "\r"]),
        ("a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i", ["a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i"], []),
        ("", [""], []),
    ],
)
def test_a_line_ends_at_lf_crlf_or_a_lone_cr_and_nothing_else(text: str, lines: list[str], breaks: list[str]) -> None:
    assert split_lines(text) == (lines, breaks)
    assert "".join(line + brk for line, brk in zip(lines, [*breaks, ""], strict=True)) == text
    assert unix_breaks(text) == "\n".join(lines)


def test_the_readers_text_has_the_same_lines() -> None:
    """:func:`unix_breaks` (string replaces, for speed) and :func:`split_lines` (the pattern) agree on every text
    of up to six characters of CR, LF and a letter."""
    for size in range(7):
        for chars in itertools.product("\r\na", repeat=size):
            text = "".join(chars)
            assert unix_breaks(text) == "\n".join(split_lines(text)[0]), repr(text)


def test_a_position_counts_those_lines() -> None:
    text = "ab\r\ncd\ref\u2028gh\x0cij\nk"
    assert position(text, 0) == (1, 1)
    assert position(text, text.index("c")) == (2, 1)
    assert position(text, text.index("g")) == (3, 4)
    assert position(text, text.index("k")) == (4, 1)


@pytest.mark.parametrize("separator", SEPARATORS.values(), ids=SEPARATORS.keys())
def test_the_suppression_scan_reads_those_lines(separator: str) -> None:
    """The scan of a text (for a deck whose reader collects no comments) numbers lines as the reader does,
    and gives each directive's offset in its own line."""
    text = f"4 A{separator}# deckcheck: ignore[copy-limit]\n4 B # deckcheck: ignore[unknown-card]\n"
    cr = separator == "\r"
    assert [(d.line, d.start) for d in scan(text)] == ([(2, 0), (3, 4)] if cr else [(1, 4), (2, 4)])
    assert scan(text.replace("\n", "\r\n")) == scan(text)


def _check(path: Path, *args: str) -> list[dict[str, object]]:
    result = CliRunner().invoke(
        main, ["check", "--isolated", "--no-regulation", "--ignore", "deck-size", "-f", "json", *args, str(path)]
    )
    [deck] = json.loads(result.stdout)["decks"]
    return [f for f in deck["findings"] if f["line"] is not None]


def _fix(path: Path) -> bytes:
    CliRunner().invoke(main, ["check", "--isolated", "--no-regulation", "--fix", str(path)])
    return path.read_bytes()


def _on_their_lines(text: str, findings: list[dict[str, object]]) -> None:
    """Each finding about a card stands on the line (as :func:`split_lines` has it) that holds that card there."""
    lines = split_lines(text)[0]
    for f in findings:
        if f["card"] is not None and f["code"] != "DC100":
            line, column, card = f["line"], f["column"], f["card"]
            assert isinstance(line, int) and isinstance(column, int) and isinstance(card, str)
            assert lines[line - 1][column - 1 :].startswith(card), (f, lines)


TEXT_DECK = (
    "Flag: Dragon World\n"
    "Buddy: Flarefang Dragon # buddy{s}4 Dragn Breth\n"
    "4 dragon breath # deckcheck: ignore[copy-limit]{s}4 Unknown One # deckcheck: ignore[unknown-card]\n"
    "4 Unknown Two{s}# deckcheck: ignore[unknown-card]\n"
    "4 dragoenergy\n"
)
TEXT_FOUND_AT_A_CR = [(3, 3, "DC002"), (4, 3, "DC003"), (4, 17, "DC100"), (6, 3, "DC002"), (7, 1, "DC100")]
TEXT_FOUND_IN_A_LINE = [(3, 3, "DC003"), (3, 17, "DC100"), (3, 63, "DC100")]


@pytest.mark.parametrize("separator", SEPARATORS.values(), ids=SEPARATORS.keys())
def test_a_text_deck_with_a_separator_in_a_line(tmp_path: Path, separator: str) -> None:
    """A lone CR ends a line: the card after it is a line of its own, and so is a suppression comment after it;
    removing that comment, --fix keeps the LF after it (the lone CR and it make one CRLF break) and every other
    byte. A form feed, NEL or LS ends none: what follows it is more of its line (a comment there suppresses on
    that line), and every finding below it keeps the line number an editor shows."""
    text = TEXT_DECK.format(s=separator)
    path = tmp_path / "deck.txt"
    path.write_bytes(text.encode())
    findings = _check(path)
    cr = separator == "\r"
    last = 8 if cr else 5
    expected = (TEXT_FOUND_AT_A_CR if cr else TEXT_FOUND_IN_A_LINE) + [(last, 3, "DC003")]
    assert [(f["line"], f["column"], f["code"]) for f in findings] == expected
    _on_their_lines(text, findings)
    fixed = (
        "Flag: Dragon World\n"
        "Buddy: Flarefang Dragon # buddy\r4 Dragn Breth\n"
        "4 Dragon Breath\r4 Unknown One # deckcheck: ignore[unknown-card]\n"
        "4 Unknown Two\r\n"
        "4 Dragoenergy\n"
        if cr
        else "Flag: Dragon World\n"
        f"Buddy: Flarefang Dragon # buddy{separator}4 Dragn Breth\n"
        f"4 Dragon Breath #{separator}4 Unknown One\n"
        f"4 Unknown Two{separator}# deckcheck: ignore[unknown-card]\n"
        "4 Dragoenergy\n"
    )
    assert _fix(path) == fixed.encode()
    assert _fix(path) == fixed.encode(), "a second --fix changes nothing"


YAML_DECK = (
    "flag: Dragon World\n"
    "buddy: Flarefang Dragon # buddy{s}# deckcheck: ignore[unknown-card]\n"
    "deck:\n"
    "  Dragn Breth: 4{s}# x\n"
    "  dragon breath: 4 # deckcheck: ignore[copy-limit]\n"
    "  Unknown One: 4 # deckcheck: ignore[unknown-card]\n"
    "  dragoenergy: 4\n"
)


@pytest.mark.parametrize("separator", SEPARATORS.values(), ids=SEPARATORS.keys())
def test_a_yaml_deck_with_a_separator_in_a_comment(tmp_path: Path, separator: str) -> None:
    """The same in YAML, where NEL and LS end a comment (YAML reads them as line breaks) but no line number
    counts them: the comment after one is on the line an editor shows it on."""
    text = YAML_DECK.format(s=separator)
    path = tmp_path / "deck.yaml"
    path.write_bytes(text.encode())
    findings = _check(path)
    found = [(f["line"], f["column"], f["code"]) for f in findings]
    if separator == "\r":
        assert found == [(3, 1, "DC100"), (5, 3, "DC002"), (7, 3, "DC003"), (7, 20, "DC100"), (9, 3, "DC003")]
    else:
        assert found == [(2, 33, "DC100"), (4, 3, "DC002"), (5, 3, "DC003"), (5, 20, "DC100"), (7, 3, "DC003")]
    _on_their_lines(text, findings)
    kept = "\r\n" if separator == "\r" else f"{separator}\n"  # the comment alone goes: every line break stays
    fixed = (
        f"flag: Dragon World\nbuddy: Flarefang Dragon # buddy{kept}deck:\n  Dragn Breth: 4{separator}# x\n"
        "  Dragon Breath: 4\n  Unknown One: 4 # deckcheck: ignore[unknown-card]\n  Dragoenergy: 4\n"
    )
    assert _fix(path) == fixed.encode()
    assert _fix(path) == fixed.encode(), "a second --fix changes nothing"


@pytest.mark.parametrize("newline", ["\r", "\r\n"])
def test_an_old_mac_file_and_a_crlf_file_count_each_break_once(tmp_path: Path, newline: str) -> None:
    text = (
        "Flag: Dragon World\nBuddy: Flarefang Dragon\n4 dragon breath # deckcheck: ignore[copy-limit]\n"
        "# deckcheck: ignore[unknown-card]\n4 Unknown One  # deckcheck: ignore[unknown-card]\n4 dragoenergy\n"
    ).replace("\n", newline)
    path = tmp_path / "deck.txt"
    path.write_bytes(text.encode())
    findings = _check(path)
    expected = [(3, 3, "DC003"), (3, 17, "DC100"), (4, 1, "DC100"), (6, 3, "DC003")]
    assert [(f["line"], f["column"], f["code"]) for f in findings] == expected
    _on_their_lines(text, findings)
    fixed = "Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragon Breath\n4 Unknown One  # deckcheck: ignore[unknown-card]\n4 Dragoenergy\n"  # noqa: E501
    assert _fix(path) == fixed.replace("\n", newline).encode()


def test_the_lines_of_a_lone_cr_paste(tmp_path: Path) -> None:
    """An LF file with one CR alone in it (a paste from an old Mac tool, or two files joined): the card after
    the CR is read, on the line after it, and every line below counts it (as the README promises)."""
    path = tmp_path / "cr.txt"
    path.write_bytes(
        b"Flag: Dragon World\nBuddy: Drum Bunker Dragon\r4 Dragon Breath\n4 Dragonblade, Dragofearless\n"
        b"4 Nonexistent Cardz\n"
    )
    findings = _check(path)
    assert [(f["line"], f["column"], f["card"]) for f in findings] == [
        (2, 8, "Drum Bunker Dragon"),
        (4, 3, "Dragonblade, Dragofearless"),
        (5, 3, "Nonexistent Cardz"),
    ]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"Flag: Dragon World\rBuddy: Flarefang Dragon\r\n4 Dragon \x81Breath\r", "not valid UTF-8: byte 0x81"),
        (b"Flag: Dragon World\rBuddy: Flarefang Dragon\r\n4 Dragon \x00Breath\r", "NUL byte"),
        (b"\xef\xbb\xbfFlag: Dragon World\rBuddy: Flarefang Dragon\r\n4 Dragon \x00Breath\r", "NUL character"),
        (b"Flag: Dragon World\rBuddy: Flarefang Dragon\r\n4 Dragon \x1bBreath\r", "control character (U+001B)"),
    ],
    ids=["not UTF-8", "NUL byte", "NUL character", "control character"],
)
def test_a_file_that_cannot_be_read_is_located_on_those_lines_too(tmp_path: Path, data: bytes, message: str) -> None:
    """Before the text is decoded (a byte that is not UTF-8, a NUL byte) and after: the same line and column."""
    path = tmp_path / "deck.txt"
    path.write_bytes(data)
    [finding] = _check(path)
    assert (finding["line"], finding["column"]) == (3, 10) and message in str(finding["message"]), finding


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "CR"])
@pytest.mark.parametrize(
    ("last", "where"),
    [("  - {name: B}", "4: cards.1.type"), ("  - {name: B", "4: invalid YAML")],
    ids=["a field", "the end of the text"],
)
def test_a_pool_file_is_located_on_those_lines_too(tmp_path: Path, newline: str, last: str, where: str) -> None:
    """A pool file's error stands on the line an editor shows, whatever its line breaks: one found past the
    last line (a missing field, a flow mapping the text ends in) too, which an old Mac file put on line 1."""
    pool = tmp_path / "pool.yaml"
    pool.write_bytes(newline.join(["source: x", "cards:", "  - {name: A, type: spell}", last, ""]).encode())
    result = CliRunner().invoke(main, ["check", "--isolated", "--pool", str(pool), "-"], input="Flag: A\n")
    assert result.exit_code == 2 and f"{pool}:{where}" in result.stderr, result.stderr
