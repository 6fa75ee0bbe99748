"""One quoting style in every message (issue 16): a value from a file is quoted by ``cardpool.visible.quote``,
never with Python's ``!r``, so a note shows an unprintable character as ``<U+XXXX>``, as findings and errors do."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool.visible import one_line, quote
from deckcheck.cli import main
from deckcheck.findings import quote as quote_name

from helpers import REPO


def test_quote_uses_double_quotes_or_single_quotes_around_a_double_quote_and_escapes_nothing() -> None:
    assert quote("Dragon Breath") == '"Dragon Breath"'
    assert quote('Maxx "C"') == "'Maxx \"C\"'"
    assert quote("Harpie's Feather Duster") == '"Harpie\'s Feather Duster"'
    assert quote("A\tB") == '"A\tB"' and one_line(quote("A\tB")) == '"A<U+0009>B"'
    assert quote("x" * 100, 40) == '"' + "x" * 40 + '..."'
    assert quote_name("y" * 100) == '"' + "y" * 80 + '..."'


def run(path: Path, *args: str) -> str:
    return CliRunner().invoke(main, ["check", *args, str(path)]).stdout


def test_a_note_shows_an_unprintable_character_as_every_message_does(tmp_path: Path) -> None:
    deck = tmp_path / "d.yaml"
    text = "flag: Dragon World\nbuddy: Flarefang Dragon #2\u200b\ndeck:\n  Dragon Breath: 4\n"
    deck.write_text(text, encoding="utf-8")
    out = run(deck)
    assert 'DC006 [note] YAML reads "#2<U+200B>" after "Flarefang Dragon" as a comment' in out
    assert "\\u200b" not in out


def test_an_error_and_a_note_quote_alike(tmp_path: Path) -> None:
    deck = tmp_path / "d.yaml"
    deck.write_text(
        "flag: Dragon World\nbuddy: Flarefang Dragon\nname: first\nname: sec\tond\ndeck:\n  Dragon Breath: 4\n",
        encoding="utf-8",
    )
    assert 'this later value, "sec<U+0009>ond", is used' in run(deck)


MESSAGE_PACKAGES = ["deckcheck/readers", "deckcheck/engine.py", "deckcheck/run", "deckcheck/regulations", "cardpool"]
"""Where deck, pool and regulation messages are built: none of them quotes a value with ``!r``."""


BUG_ERRORS = frozenset({"AssertionError", "AttributeError", "RuntimeError", "TypeError"})
"""Exceptions that say a program's bug (a plug-in's hook gave the wrong type), never a user's file: ``!r`` is
Python's own way there."""


def _repr_quotes(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bugs = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Name)
        if node.exc.func.id in BUG_ERRORS
        for inner in ast.walk(node)
    }
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.FormattedValue) and node.conversion == ord("r") and id(node) not in bugs
    ]


@pytest.mark.parametrize("where", MESSAGE_PACKAGES)
def test_no_message_quotes_with_python_repr(where: str) -> None:
    root = REPO / where
    files = [root] if root.is_file() else sorted(root.rglob("*.py"))
    found = {str(f.relative_to(REPO)): lines for f in files if (lines := _repr_quotes(f))}
    assert {f: lines for f, lines in found.items() if "importer" not in f} == {}  # an import report's rows: values
