"""Suppression comments in text and YAML decks, unused ones (DC100), and --fix removing them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.run.suppress import rewrite_line, scan

from helpers import BASE_DECK, changed, deck_text

OFF_FLAG = changed(BASE_DECK, {"Dragon Breath": 2, "Magical Goodbye": 2})  # "2 Magical Goodbye" is line 16


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["check", "--isolated", *args], input=stdin, env={"GITHUB_ACTIONS": ""})
    return result.exit_code, result.stdout, result.stderr


def _deck(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return path


def _with_comment(line_start: str, comment: str, cards: dict[str, int] = OFF_FLAG) -> str:
    lines = deck_text(cards).splitlines(keepends=True)
    return "".join(line.rstrip("\n") + f"  {comment}\n" if line.startswith(line_start) else line for line in lines)


@pytest.mark.parametrize("token", ["unusable-card", "BF301", "BF3", "bf301"])
def test_line_suppression_by_slug_code_or_prefix(tmp_path: Path, token: str) -> None:
    path = _deck(tmp_path, _with_comment("2 Magical Goodbye", f"# deckcheck: ignore[{token}]"))
    code, out, _ = run("--strict", str(path))
    assert code == 0 and "BF301 [" not in out and "DC100" not in out


def test_a_suppression_on_another_line_does_not_apply(tmp_path: Path) -> None:
    path = _deck(tmp_path, _with_comment("4 Dragoenergy", "# deckcheck: ignore[unusable-card]"))
    _, out, _ = run(str(path))
    assert "BF301" in out
    assert "DC100 [warning] unused suppression: 'unusable-card' suppresses nothing on this line" in out


def test_file_suppression_and_several_rules(tmp_path: Path) -> None:
    text = "# deckcheck: ignore-file[unusable-card, deck-size]\n" + deck_text(changed(OFF_FLAG, {"Dragoenergy": 3}))
    code, out, _ = run("--strict", str(_deck(tmp_path, text)))
    assert code == 0 and "BF301 [" not in out and "BF201 [" not in out and "DC100" not in out


def test_yaml_comments_suppress_too(tmp_path: Path) -> None:
    text = (
        "# deckcheck: ignore-file[deck-size]\nflag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n"
        "  Flarefang Dragon: 4\n  Magical Goodbye: 2  # deckcheck: ignore[unusable-card]\n"
        "  Dragn Breth: 4 # deckcheck: ignore[copy-limit]\n"
    )
    _, out, _ = run(str(_deck(tmp_path, text, "deck.yaml")))
    assert "BF301 [" not in out and "BF201 [" not in out
    assert "deck.yaml:7:18: DC100" in out and "DC002" in out


def test_parse_error_and_unknown_names_in_a_suppression(tmp_path: Path) -> None:
    text = deck_text(extra="0 Dragon Breath  # deckcheck: ignore[parse-error, no-such-rule]\n")
    code, out, _ = run(str(_deck(tmp_path, text)))
    assert code == 1 and "DC001" in out
    assert "'parse-error': parse-error cannot be suppressed" in out and "'no-such-rule' is not a rule" in out


def test_trailing_comment_after_any_entry_is_read(tmp_path: Path) -> None:
    text = "Flag: Dragon World  # the flag\nBuddy: Flarefang Dragon # buddy\n" + "".join(
        f"{n} {name}   # keep {n}\n" for name, n in BASE_DECK.items()
    )
    code, out, _ = run(str(_deck(tmp_path, text)))
    assert code == 0 and "LEGAL" in out and "DC001" not in out


def test_unused_suppression_can_be_turned_off(tmp_path: Path) -> None:
    path = _deck(tmp_path, _with_comment("4 Dragoenergy", "# deckcheck: ignore[unusable-card]"))
    assert "DC100" not in run("--ignore", "unused-suppression", str(path))[1]


def test_fix_removes_unused_suppressions_and_keeps_every_other_byte(tmp_path: Path) -> None:
    base = deck_text(OFF_FLAG).replace("\n", "\r\n")
    text = "# deckcheck: ignore-file[deck-size]\r\n" + base.replace(
        "4 Dragoenergy\r\n", "4 Dragoenergy\t# deckcheck: ignore[copy-limit] # keep me\r\n"
    ).replace("2 Magical Goodbye\r\n", "2 Magical Goodbye  # deckcheck: ignore[unusable-card, copy-limit]\r\n")
    path = _deck(tmp_path, text)
    code, out, _ = run("--fix", str(path))
    expected = base.replace("4 Dragoenergy\r\n", "4 Dragoenergy\t# keep me\r\n").replace(
        "2 Magical Goodbye\r\n", "2 Magical Goodbye  # deckcheck: ignore[unusable-card]\r\n"
    )
    assert path.read_bytes() == expected.encode("utf-8")
    assert "DC100" not in out and "fixed 3 problems" in out
    before = path.read_bytes()
    run("--fix", str(path))
    assert path.read_bytes() == before, "a second --fix changes nothing"


def test_json_gives_each_unused_suppression_the_fix_that_fix_makes(tmp_path: Path) -> None:
    """DC100 is fixable (``deckcheck rules``), and the JSON contract gives a fixable finding its ``fix``: what the
    comment becomes (``""`` when it goes); a comment ``--fix`` leaves to the user keeps ``null``."""
    text = (
        deck_text(OFF_FLAG)
        .replace("4 Dragoenergy\n", "4 Dragoenergy  # deckcheck: ignore[copy-limit]\n")
        .replace("2 Magical Goodbye\n", "2 Magical Goodbye  # deckcheck: ignore[unusable-card, copy-limit]\n")
        .replace("2 Dragon Breath\n", "2 Dragon Breath  # deckcheck: ignore\n")
    )
    path = _deck(tmp_path, text)
    findings = json.loads(run("-f", "json", str(path))[1])["decks"][0]["findings"]
    fixes = [(f["line"], f["fix"]) for f in findings if f["code"] == "DC100"]
    assert fixes == [(9, None), (10, ""), (17, "# deckcheck: ignore[unusable-card]")]  # line 9: no brackets


def test_scan_and_rewrite() -> None:
    [directive] = scan("4 X  # deckcheck: ignore[a-rule, BF301]")
    assert directive.line == 1 and directive.start == 5 and not directive.whole_file
    assert [t.text for t in directive.tokens] == ["a-rule", "BF301"]
    assert scan("4 X#deckcheck: ignore[BF301]") == [], "a comment needs white space before its #"
    assert rewrite_line("# deckcheck: ignore-file[BF301]", []) == "# deckcheck: ignore-file[BF301]"


def test_a_suppression_inside_a_yaml_value_is_part_of_the_value(tmp_path: Path) -> None:
    """Only a YAML comment suppresses: never text inside a quoted string, so --fix never touches it either."""
    text = 'flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  "Dragon # deckcheck: ignore[BF301] Breath": 4\n'
    path = _deck(tmp_path, text, "deck.yaml")
    _, out, _ = run(str(path))
    assert "DC100" not in out and "suppressed" not in out
    run("--fix", str(path))
    assert path.read_text(encoding="utf-8") == text


FIX_TWICE = (  # the copy limit is broken on the first line (5 copies), where no suppression stands
    "Flag: Dragon World\nBuddy: Flarefang Dragon\n5 Dragon Breath\n"
    "1 Dragn Breth # deckcheck: ignore[copy-limit, unusable-card]\n"
    "4 dragon  breath # deckcheck: ignore[copy-limit] # keep\n"
    "1 Dragn Breth  # deckcheck: ignore[unknown-card]\n"
)
FIXED_ONCE = (
    "Flag: Dragon World\nBuddy: Flarefang Dragon\n5 Dragon Breath\n"
    "1 Dragon Breath\n"
    "4 Dragon Breath # keep\n"
    "1 Dragn Breth  # deckcheck: ignore[unknown-card]\n"
)


@pytest.mark.parametrize(("bom", "newline"), [("", "\n"), ("\ufeff", "\r\n")])
def test_fix_twice_changes_nothing_the_second_time_with_suppressions(tmp_path: Path, bom: str, newline: str) -> None:
    """The first --fix removes what a second would: suppressions that the renamed names leave unused, at their
    place after a name that got longer (offsets taken from the renamed text)."""
    path = tmp_path / "r.txt"
    path.write_bytes((bom + FIX_TWICE.replace("\n", newline)).encode("utf-8"))
    code, out, err = run("--fix", "--unsafe-fixes", str(path))
    assert "left the unused suppressions" not in err
    first = path.read_bytes()
    assert first == (bom + FIXED_ONCE.replace("\n", newline)).encode("utf-8"), first
    code, out, err = run("--fix", "--unsafe-fixes", str(path))
    assert path.read_bytes() == first and "left the unused" not in err
    code, out, err = run("--diff", "--unsafe-fixes", str(path))
    assert code == 0 and out == ""


@pytest.mark.parametrize("marker", ["# DECKCHECK: IGNORE[copy-limit]", "# Deckcheck: ignore[copy-limit]"])
def test_the_suppression_marker_is_case_insensitive(tmp_path: Path, marker: str) -> None:
    path = _deck(tmp_path, deck_text(changed(BASE_DECK, {"Dragon Breath": 0}), extra=f"5 Dragon Breath {marker}\n"))
    code, out, _ = run(str(path))
    assert "BF202 [" not in out and "DC100" not in out, out
    assert [d.tokens[0].text for d in scan(path.read_text(encoding="utf-8"))] == ["copy-limit"]
