"""Issue 14, one pass per deck: the readers collect the comments they meet (``Deck.comments``), and the suppression
step reads its directives from them, never scanning the deck's text again; a reader that collects none (a
``ydke://`` paste) still gets the scan. The directives are the ones the scan finds in the same text."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.games import get_game
from deckcheck.readers import read_deck
from deckcheck.readers.entries import MAX_PROBLEMS
from deckcheck.run import directives, policy
from deckcheck.run.directives import from_comments, scan

from helpers import BASE_DECK, REPO, changed, deck_text

TOO_MANY = deck_text(changed(BASE_DECK, {"Dragon Breath": 5}))  # BF202 at line 9 ("5 Dragon Breath")
YDK = (REPO / "examples" / "yugioh" / "dark-magician.ydk").read_text(encoding="utf-8")


def _no_scan(monkeypatch: pytest.MonkeyPatch) -> None:
    """The text is never scanned for directives, nor a YAML text's tokens for its comments."""

    def fail(*args: object) -> NoReturn:
        raise AssertionError("the deck's text was scanned again for its suppression comments")

    monkeypatch.setattr(policy, "scan", fail)
    monkeypatch.setattr(directives, "comment_starts", fail)


def _check(tmp_path: Path, name: str, text: str) -> tuple[int, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--isolated", str(path)], env={"GITHUB_ACTIONS": ""})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.stdout


def _directives(name: str, text: str, game: str | None = None) -> tuple[list[object], list[object]]:
    """The directives read from the comments the reader collected, and those the scan finds in the text."""
    deck, _ = read_deck(name, text.encode(), forced=get_game(game) if game else None)
    assert deck.comments is not None, "the reader collected the comments"
    return list(from_comments(deck.comments)), list(scan(text, deck.syntax))


# ---------------------------------------------------------------- the suppression step never re-scans
@pytest.mark.parametrize(
    "text",
    [
        TOO_MANY.replace("5 Dragon Breath\n", "5 Dragon Breath  # deckcheck: ignore[copy-limit]\n"),  # trailing
        "# deckcheck: ignore-file[copy-limit]\n" + TOO_MANY,  # a comment line
        "  // a note  # deckcheck: ignore-file[BF202]\n" + TOO_MANY,  # a // comment line holding one
        "## Flag: Dragon World  # deckcheck: ignore-file[copy-limit]\n" + TOO_MANY.replace("Flag: Dragon World\n", ""),
        "## My deck  # deckcheck: ignore-file[copy-limit]\n" + TOO_MANY,  # a markdown heading read as a heading
    ],
    ids=["trailing", "comment-line", "slashes", "markdown-slot-heading", "markdown-heading"],
)
def test_a_text_decks_suppressions_come_from_its_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    _no_scan(monkeypatch)
    code, out = _check(tmp_path, "deck.txt", text)
    assert code == 0 and "BF202 [error]" not in out and "DC100" not in out, out
    assert "1 error suppressed by comments: BF202 at line" in out


def test_an_unused_text_suppression_is_still_reported_and_fixed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _no_scan(monkeypatch)
    text = deck_text(extra="4 Dragoenergy  # keep  # deckcheck: ignore[deck-size]\n")
    code, out = _check(tmp_path, "deck.txt", text)
    assert "DC100 [warning] unused suppression: 'deck-size' suppresses nothing on this line" in out, out
    path = tmp_path / "deck.txt"
    result = CliRunner().invoke(main, ["check", "--isolated", "--fix", str(path)])
    assert "deckcheck:" not in path.read_text(encoding="utf-8") and "# keep" in path.read_text(encoding="utf-8")
    assert "DC100" not in result.stdout, result.stdout


YAML_DECK = """\
# deckcheck: ignore-file[deck-size]
flag: Dragon World  # the flag
buddy: Flarefang Dragon
deck:
  Dragon Breath: 5  # deckcheck: ignore[copy-limit]
  Dragoenergy: 4
"""


def test_a_yaml_decks_suppressions_come_from_its_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _no_scan(monkeypatch)
    code, out = _check(tmp_path, "deck.yaml", YAML_DECK)
    assert code == 0 and "[error]" not in out and "DC100" not in out, out
    assert "2 errors suppressed by comments: BF201 (whole deck), BF202 at line 5" in out
    code, out = _check(tmp_path, "deck.yaml", YAML_DECK.replace("  # deckcheck: ignore[copy-limit]", ""))
    assert code == 1 and "BF202 [error]" in out, out


def test_a_ydk_decks_suppressions_come_from_its_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _no_scan(monkeypatch)
    four = YDK.replace("#main\n", "#main\n14558127\n", 1)  # a fourth Dark Magician: YG202
    code, out = _check(tmp_path, "deck.ydk", four)
    assert code == 1 and "YG202 [error]" in out, out
    code, out = _check(tmp_path, "deck.ydk", "# deckcheck: ignore-file[copy-limit]\n" + four)
    assert code == 0 and "YG202 [error]" not in out and "DC100" not in out, out
    assert "1 error suppressed by comments: YG202 at line" in out


def test_a_reader_that_collects_no_comments_gets_the_scan(tmp_path: Path) -> None:
    url = (REPO / "examples" / "yugioh" / "dark-magician.ydke").read_text(encoding="utf-8")
    deck, _ = read_deck("deck.ydke", url.encode())
    assert deck.comments is None
    code, out = _check(tmp_path, "deck.ydke", "# deckcheck: ignore-file[deck-size]\n" + url)
    assert "DC100 [warning] unused suppression: 'deck-size' suppresses nothing in this file" in out, out


# ---------------------------------------------------------------- the same directives the scan finds
TEXTS = {
    "trailing-and-lines": "# deckcheck: ignore-file[BF1]\n4 X  # note # deckcheck: ignore[BF202, x]\n"
    "  #deckcheck:ignore[BF3]\n4 Y#deckcheck: ignore[BF301]\n4 Morphing Jar #2 # deckcheck: ignore[a]\n",
    "two-on-a-line": "4 X  # deckcheck: ignore[BF202]  # deckcheck: ignore[BF301, DC004] # note\n",
    "broken": "4 X  # deckcheck: ignore\n4 Y  # deckcheck: ignore[copy-limit\n# deckcheck: ignore-file[]\n",
    "markdown": "## Flag: X # deckcheck: ignore[BF1]\n### Size 3 # deckcheck: ignore[x]\n## deckcheck: ignore[y]\n",
    "tables-and-quotes": "| 4 | X | # deckcheck: ignore[a]\n> 3 Y // deckcheck # deckcheck: ignore[b]\n",
    "long-comment-line": "## " + "x" * 300 + " # deckcheck: ignore[a]\n4 X\n",
    "after-too-many-problems": "??\n" * (MAX_PROBLEMS + 5) + "4 X  # deckcheck: ignore[a]\n# deckcheck: ignore[b]\n",
}


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_a_text_lists_comments_hold_the_directives_the_scan_finds(name: str) -> None:
    collected, scanned = _directives("deck.txt", TEXTS[name])
    assert collected == scanned and scanned, name


YAMLS = {
    "comments": "# deckcheck: ignore-file[deck-size]\nnotes: |  # deckcheck: ignore-file[BF1]\n"
    "  # deckcheck: ignore-file[BF2]\n# deckcheck: ignore-file[BF3]\nplain: a long\n"
    "  plain # deckcheck: ignore-file[DC003]\n"
    "deck: [a, 'b # deckcheck: ignore[DC002]', c]  # deckcheck: ignore[DC004]\n",
    "values": 'name: "My # deckcheck: ignore-file[deck-size] deck"\nplayer: \'Ann\n'
    "  # deckcheck: ignore-file[copy-limit]'\nnotes: |\n  # deckcheck: ignore-file[unknown-card]\n"
    "more: >-\n  text # deckcheck: ignore-file[BF1]\nflag: X # deckcheck: ignore[a]\n",
    "anchors-and-tags": "flag: &f # deckcheck: ignore[a]\n  'X # deckcheck: ignore[b]'\n"
    "buddy: !!str # deckcheck: ignore[c]\n  |\n  Y # deckcheck: ignore[d]\n",
    "no-white-space": "deck: [a,#deckcheck: ignore[a] # deckcheck: ignore[b]\n  c]\n",
}


@pytest.mark.parametrize("name", sorted(YAMLS))
def test_a_yaml_decks_comments_hold_the_directives_the_scan_finds(name: str) -> None:
    collected, scanned = _directives("deck.yaml", YAMLS[name])
    assert collected == scanned and scanned, name


def test_a_yaml_value_that_looks_like_an_unclosed_directive_no_longer_hides_the_comment_after_it() -> None:
    """The scan read ``# deckcheck: ignore[a" # deckcheck: ignore[x]`` as one directive (to the first ``]``), found it
    inside the string, and dropped it with the real comment; the comments a YAML read collects are YAML's own."""
    text = 'name: "x # deckcheck: ignore[a" # deckcheck: ignore-file[deck-size]\nflag: X\n'
    deck, _ = read_deck("deck.yaml", text.encode())
    assert deck.comments is not None
    [directive] = from_comments(deck.comments)
    assert (directive.line, directive.start, [t.text for t in directive.tokens]) == (1, 32, ["deck-size"])


def test_a_ydk_files_comments_hold_the_directives_the_scan_finds() -> None:
    text = "# deckcheck: ignore-file[copy-limit]\n#main\n14558127  # deckcheck: ignore[unknown-card]\n!side\n"
    collected, scanned = _directives("deck.ydk", text)
    assert collected == scanned and len(scanned) == 2


def test_a_long_yaml_deck_leaves_its_comments_to_the_scan(tmp_path: Path) -> None:
    from cardpool.yamlcomments import MAX_SPANNED

    text = (
        "flag: X\ndeck:\n" + "".join(f"  Card {i}: 1\n" for i in range(MAX_SPANNED // 12)) + "# deckcheck: ignore[a]\n"
    )
    deck, _ = read_deck("deck.yaml", text.encode())
    assert len(text) > MAX_SPANNED and deck.readable and deck.comments is None
    assert [d.line for d in scan(text, "yaml")] == [text.count("\n")]


# ---------------------------------------------------------------- a line the prose reading parsed is not parsed again
@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Shine-energy x4 - tech.", [("Shine-energy", 4)]),  # prose-shaped, with a count: the card reading takes it
        ("Flag: Dragon World\nDragon Breath x3 - for the mirror.", [("Dragon Breath", 3)]),
        ("Thanks for reading!", [("Thanks for reading!", 1)]),  # prose: kept for the pool to decide, unparsed again
    ],
)
def test_the_card_reading_takes_the_parse_the_prose_reading_made(
    monkeypatch: pytest.MonkeyPatch, text: str, read: list[tuple[str, int]]
) -> None:
    from deckcheck.readers import text_cards, text_state
    from deckcheck.readers.text_reader import read_text

    parsed: list[str] = []
    real = text_state.parse_entry

    def counting(line: str, marks: object = ()) -> object:
        if marks:  # a card line's parse (the title test parses without the slot marks: another question)
            parsed.append(line)
        return real(line, marks)  # type: ignore[arg-type]

    monkeypatch.setattr(text_state, "parse_entry", counting)
    monkeypatch.setattr(text_cards, "parse_entry", counting)
    deck, problems = read_text("deck.txt", text, get_game("buddyfight"))
    assert [(e.name, e.count) for e in deck.entries] == read and not problems
    assert len(parsed) == len(set(parsed)), f"a line was parsed twice: {parsed}"
