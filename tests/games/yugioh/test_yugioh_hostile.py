"""Hostile .ydk and ydke:// input through the command line: a documented exit code, a located message, never
a traceback; and generated decks read back as written (hypothesis)."""

from __future__ import annotations

import base64
import codecs
import struct
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.cli import main
from deckcheck.games.yugioh.ydk import read_ydk, read_ydke

from yugioh_helpers import ydke

CASES: list[tuple[str, bytes, int, str]] = [
    ("nul.ydk", b"#main\n1455\x008127\n", 1, "NUL byte"),
    ("utf16.ydk", codecs.BOM_UTF16_LE + "#main\n14558127\n".encode("utf-16-le"), 1, "1 Main Deck"),
    ("escape.ydk", b"#main\n\x1b[2J14558127\n", 1, "control character"),
    ("latin1.ydk", b"#main\n14558127 \xe9\n", 1, "read as Windows-1252"),  # and the line is no password
    ("empty.ydk", b"", 1, "the file is empty"),
    ("long-line.ydk", b"#main\n" + b"7" * 1_000_000 + b"\n", 1, "too large for a password"),
    ("names.ydk", b"#main\nAsh Blossom & Joyous Spring\n", 1, ":2:1: DC001"),
    ("comments.ydke", b"# nothing here\n", 1, "no ydke:// URL"),
    ("bad.ydke", b"ydke://%%%!!!\n", 1, "not valid base64"),
    ("crlf.ydk", b"#created by x\r\n#main\r\n14558127\r\n!side\r\n", 1, "1 Main Deck"),
]


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout + result.stderr


@pytest.mark.parametrize(("name", "data", "code", "fragment"), CASES, ids=[c[0] for c in CASES])
def test_hostile_files(tmp_path: Path, name: str, data: bytes, code: int, fragment: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    exit_code, output = run("check", str(path))
    assert exit_code == code and fragment in output and name in output
    assert "Traceback" not in output and "internal error" not in output


@pytest.mark.parametrize(
    ("url", "fragment"),
    [
        ("ydke://%%%!!!", "not valid base64"),
        ("ydke://AAA!!!", "holds 2 bytes"),  # padding may be left out: AAA is AAA=, two bytes
        ("ydke://A!!!", "not valid base64"),
        ("ydke://" + base64.b64encode(b"abcde").decode() + "!!!", "5 bytes"),
        ("ydke://!!!!!!", "three parts"),
        ("YDKE://é!!!", "not valid base64"),
    ],
)
def test_hostile_ydke_arguments(url: str, fragment: str) -> None:
    exit_code, output = run("check", url)
    assert exit_code == 1 and fragment in output and "Traceback" not in output


def test_a_ydke_argument_over_the_size_limit() -> None:
    exit_code, output = run("check", "--max-file-size", "1000", "ydke://" + "A" * 2000 + "!!!")
    assert exit_code == 1 and "larger than 1,000 bytes" in output


PASSWORDS = st.lists(st.integers(min_value=1, max_value=2**32 - 1), max_size=30)
ROUND_TRIPS = settings(max_examples=300)
"""Round trips of well-formed decks (the hostile cases are above): a few hundred examples each."""


@ROUND_TRIPS
@pytest.mark.slow
@given(PASSWORDS, PASSWORDS, PASSWORDS)
def test_ydke_reads_back_what_was_written(main_ids: list[int], extra: list[int], side: list[int]) -> None:
    deck, problems = read_ydke("u", ydke(main_ids, extra, side))
    assert problems == []
    got = {s: [int(e.name) for e in deck.entries if e.section == s] for s in ("main", "extra", "side")}
    assert got == {"main": main_ids, "extra": extra, "side": side}


@ROUND_TRIPS
@pytest.mark.slow
@given(PASSWORDS, PASSWORDS, st.sampled_from(["\n", "\r\n"]), st.integers(0, 3))
def test_ydk_reads_back_what_was_written(main_ids: list[int], extra: list[int], newline: str, zeros: int) -> None:
    lines = ["#created by test", "#main", *("0" * zeros + str(i) for i in main_ids), "#extra", *map(str, extra)]
    text = "\n".join([*lines, "!side"]) + "\n"  # the decoder has made every line end in \n
    deck, problems = read_ydk("d.ydk", text)
    assert problems == []
    assert [int(e.name) for e in deck.entries if e.section == "main"] == main_ids
    assert [int(e.name) for e in deck.entries if e.section == "extra"] == extra
    assert all(e.count == 1 for e in deck.entries)
    first = 3
    assert [e.line for e in deck.entries if e.section == "main"] == list(range(first, first + len(main_ids)))


def test_struct_layout_is_little_endian() -> None:
    url = "ydke://" + base64.b64encode(struct.pack("<I", 14558127)).decode() + "!!!"
    assert [e.name for e in read_ydke("u", url)[0].entries] == ["14558127"]


def test_the_import_report_shows_a_file_name_with_escapes_escaped(tmp_path: Path) -> None:
    source = tmp_path / "cards\x1b]0;TITLE\x07.csv"
    source.write_text("password,name,card_type,monster_type_line,konami_id\n46986414,Dark Magician,Monster,x,1\n")
    code, out = run("pool", "import", str(source), "--game", "yugioh", "--dry-run")
    assert code == 0 and "\x1b" not in out and "\x07" not in out
    assert "cards<U+001B>]0;TITLE<U+0007>.csv" in out


def test_the_import_report_cuts_a_huge_cell_to_a_bounded_line(tmp_path: Path) -> None:
    """A 100 KB name is past the card model's bounds: its row is left out with the reason (it was an internal
    error), and the report quotes the name, not all of it."""
    source = tmp_path / "cards.csv"
    huge = "Dark Magician " * 7_000
    source.write_text(
        "password,name,card_type,monster_type_line,konami_id\n"
        f"46986414,Dark Magician,Monster,x,1\n,{huge},Monster,x,2\n46986415,{huge},Monster,x,3\n"
    )
    code, out = run("pool", "import", str(source), "--game", "yugioh", "--dry-run")
    assert code == 0 and "row 3 password 46986415 Dark Magician" in out and "not a valid card: name:" in out
    assert max(len(line) for line in out.splitlines()) <= 1_100
