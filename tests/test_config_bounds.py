"""Config files are untrusted input (issue 19, serious 2 and the minor config items): their shape is bounded
before ``tomllib`` reads them, their glob patterns are bounded and compiled once per run, the upward search
stops at the repository's root, and every value an error quotes is clipped."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.config import globs
from deckcheck.config.bounds import MAX_DOTTED_PARTS, MAX_NESTING, shape_problem

from helpers import deck_text


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"GITHUB_ACTIONS": ""})
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    "text",
    [
        '[tool.deckcheck]\nselect = ["DC", "BF"]\n',
        "f = 1.5\nd = 1979-05-27T07:32:00.999\n",
        's = "' + ".".join("abcdefghijklmnopqrstuvwxyz") + '"\n',  # dots in a string are no key parts
        "'" + ".".join("abcdefghijklmnopqrstuvwxyz") + "' = 1\n",
        "# " + "a." * 100 + "\n",  # nor in a comment
        'm = """x\\"""' + "[" * 100 + '"""\n',  # an escaped quote does not end a multi-line string
        "q = '''" + "{" * 100 + "'''\n",
        "[[a.b]]\nx = [[1, 2], [3, [4]]]\n",
    ],
)
def test_what_real_config_files_hold_is_within_the_bounds(text: str) -> None:
    assert shape_problem(text) is None


def test_a_key_of_too_many_dotted_parts_is_refused() -> None:
    assert shape_problem("a" + ".a" * (MAX_DOTTED_PARTS - 1) + " = 1\n") is None
    assert "dotted parts" in (shape_problem("x = 1\na" + ".a" * MAX_DOTTED_PARTS + " = 1\n") or "")
    assert "line 2" in (shape_problem("x = 1\n[" + "a." * MAX_DOTTED_PARTS + "a]\n") or "")


def test_nesting_beyond_the_bound_is_refused() -> None:
    assert shape_problem("a = " + "[" * MAX_NESTING + "]" * MAX_NESTING) is None
    assert "nested" in (shape_problem("a = " + "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1)) or "")
    assert "nested" in (shape_problem("a = " + "{b = " * (MAX_NESTING + 1)) or "")


@pytest.mark.parametrize("text", ["strict = 1" + "0" * 100_000 + "\n", "x = [1, " + "9" * 5_000 + "]\n"])
def test_a_number_of_thousands_of_digits_is_refused_before_tomllib(text: str) -> None:
    """tomllib raised ValueError (exit 3) past Python's 4,300 digits, and is quadratic below them."""
    assert "characters outside quotes in a row" in (shape_problem(text) or "")


def test_the_shape_scan_is_linear() -> None:
    """A ratio, never an absolute time: ten times the text takes about ten times as long (never a hundred)."""

    def seconds(n: int) -> float:
        text = "[][]x.y{'a\\'b'}\"c\\\"d\"#c\n" * n
        start = time.perf_counter()
        shape_problem(text)
        return time.perf_counter() - start

    small = min(seconds(2_000) for _ in range(3))
    large = min(seconds(20_000) for _ in range(3))
    assert large < small * 30


def test_each_pattern_is_compiled_once_per_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    patterns = [f"old-{i}/**" for i in range(50)]
    (tmp_path / "deckcheck.toml").write_text(
        "exclude = [" + ", ".join(f'"{p}"' for p in patterns) + "]\n", encoding="utf-8"
    )
    (tmp_path / "decks").mkdir()
    for i in range(20):
        (tmp_path / "decks" / f"d{i}.txt").write_text(deck_text(), encoding="utf-8")
    globs._compile.cache_clear()
    compiled: list[str] = []
    original = globs._compile.__wrapped__

    def counting(pattern: str) -> globs._Glob:
        compiled.append(pattern)
        return original(pattern)

    monkeypatch.setattr(globs, "_compile", globs.cache(counting))
    globs._prepared.cache_clear()
    assert run("check", "decks")[0] == 0
    assert len(compiled) == len(set(compiled)) and set(patterns) <= set(compiled)  # 20 decks: each once
    globs._prepared.cache_clear()


def test_an_unrelated_broken_pyproject_above_is_no_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.black\nline-length = \n", encoding="utf-8")
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "deck.txt").write_text(deck_text(), encoding="utf-8")
    monkeypatch.chdir(tmp_path / "decks")
    assert run("check", "deck.txt")[0] == 0
    (tmp_path / "pyproject.toml").write_text("[tool.deckcheck\nstrict = \n", encoding="utf-8")
    code, _, err = run("check", "deck.txt")
    assert code == 2 and "pyproject.toml: invalid TOML" in err  # meant for deckcheck: its error is the user's


def test_the_search_stops_at_the_repository_root_and_says_which_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "deckcheck.toml").write_text('ignore = ["BF", "DC"]\n', encoding="utf-8")
    repo = tmp_path / "repo"
    (repo / "decks").mkdir(parents=True)
    (repo / "decks" / "short.txt").write_text("Flag: Dragon World\n4 Dragon Breath\n", encoding="utf-8")
    monkeypatch.chdir(repo)
    code, _, err = run("check", "decks")
    assert code == 0 and f"note: settings from {tmp_path / 'deckcheck.toml'}" in err
    (repo / ".git").write_text("gitdir: elsewhere\n", encoding="utf-8")  # a worktree's .git is a file
    code, _, err = run("check", "decks")
    assert code == 1 and "settings from" not in err


@pytest.mark.parametrize(
    "config",
    [
        'game = "{v}"',
        'select = ["{v}"]',
        'ignore = ["{v}"]',
        '[severity]\n"{v}" = "warning"',
        '[per-file-ignores]\n"{v}" = ["parse-error"]',
        '[per-file-ignores]\n"x" = ["{v}"]',
        'exclude = ["[z-a{v}]"]',
        'as-of = "{v}"',
        'format = ["{v}"]',
        '"{v}" = 1',
    ],
)
def test_config_errors_clip_every_quoted_value(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, config: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deckcheck.toml").write_text(config.replace("{v}", "v" * 1_000) + "\n", encoding="utf-8")
    (tmp_path / "deck.txt").write_text(deck_text(), encoding="utf-8")
    code, _, err = run("check", "deck.txt")
    assert code == 2 and "v" * 41 not in err, err


@pytest.mark.parametrize("value", ["1551398400", '"1551398400"', '"20190301"', "2019-03-01T10:00:00"])
def test_a_config_as_of_is_a_date_never_a_number(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deckcheck.toml").write_text(f"as-of = {value}\n", encoding="utf-8")
    (tmp_path / "deck.txt").write_text(deck_text(), encoding="utf-8")
    code, _, err = run("check", "deck.txt")
    assert code == 2 and "as-of: expected a date (YYYY-MM-DD)" in err


@pytest.mark.parametrize("value", ["20190301", "2019-W09-5", "2019-3-1", "2019-03-01T00:00"])
def test_as_of_takes_only_the_documented_form(value: str) -> None:
    code, _, err = run("check", "--as-of", value, "-")
    assert code == 2 and "write it as YYYY-MM-DD" in err
