"""The project's size limits on its own code (deckcheck/ and cardpool/): no source file over 400 lines, no function
over 80. A module or function past them has outgrown one job: split it by moves."""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import REPO

MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 80


def _sources() -> list[Path]:
    return sorted(path for root in ("deckcheck", "cardpool") for path in (REPO / root).rglob("*.py"))


def too_long(source: str, name: str) -> list[str]:
    """``name`` when its ``source`` is over the file limit, and each function in it over the function limit (its
    ``def`` line to its last, decorators not counted), with its length."""
    found = []
    lines = len(source.splitlines())
    if lines > MAX_FILE_LINES:
        found.append(f"{name}: {lines} lines")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno is not None:
            length = node.end_lineno - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                found.append(f"{name}:{node.lineno} {node.name}: {length} lines")
    return found


def test_no_source_file_is_over_400_lines_and_no_function_over_80() -> None:
    found = [line for path in _sources() for line in too_long(path.read_text("utf-8"), str(path.relative_to(REPO)))]
    assert found == []


def test_the_limits_are_where_they_are_said_to_be() -> None:
    def function(lines: int) -> str:
        return "def f():\n" + "    x = 1\n" * (lines - 1)

    assert too_long(function(80), "a.py") == []
    assert too_long(function(81), "a.py") == ["a.py:1 f: 81 lines"]
    assert too_long("async " + function(81), "a.py") == ["a.py:1 f: 81 lines"]
    nested = "class A:\n    def g(self):\n" + "        y = 2\n" * 80
    assert too_long(nested, "b.py") == ["b.py:2 g: 81 lines"]
    assert too_long("x = 1\n" * 400, "c.py") == [] and too_long("x = 1\n" * 401, "c.py") == ["c.py: 401 lines"]
