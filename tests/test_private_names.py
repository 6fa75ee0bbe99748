"""No module uses another module's private name (``_name``): a name another module needs is public, and says so.

An AST scan of deckcheck/ and cardpool/: ``from M import _x`` (absolute or relative) and ``m._x`` on a name bound
to one of the project's modules (``import deckcheck.run.pipeline as m``, ``from deckcheck.run import pipeline``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from helpers import REPO

ROOTS = ("deckcheck", "cardpool")


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name != "_"


def _is_module(dotted: str, root: Path) -> bool:
    """Whether ``dotted`` names a module or package of the project under ``root``."""
    if dotted.split(".")[0] not in ROOTS:
        return False
    path = root.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _absolute(node: ast.ImportFrom, package: str) -> str:
    """The module a ``from`` import names, its dots resolved against the importing module's ``package``."""
    if not node.level:
        return node.module or ""
    parts = package.split(".")
    base = parts[: len(parts) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def private_uses(source: str, module: str, *, is_package: bool = False, root: Path = REPO) -> list[str]:
    """Every other module's private name ``source`` (the text of ``module``) uses, as ``line: what``."""
    package = module if is_package else module.rpartition(".")[0]
    tree = ast.parse(source)
    found: list[str] = []
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = _absolute(node, package)
            for alias in node.names:
                if _private(alias.name):
                    found.append(f"{node.lineno}: from {base} import {alias.name}")
                elif _is_module(f"{base}.{alias.name}", root):
                    modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in ROOTS:
                    modules.add(alias.asname or alias.name.split(".")[0])
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            if isinstance(node.value, ast.Name) and node.value.id in modules:
                found.append(f"{node.lineno}: {node.value.id}.{node.attr}")
            elif isinstance(node.value, ast.Attribute) and ast.unparse(node.value).split(".")[0] in modules:
                found.append(f"{node.lineno}: {ast.unparse(node)}")  # deckcheck.run.pipeline._x
    return found


def _sources() -> list[Path]:
    return sorted(path for root in ROOTS for path in (REPO / root).rglob("*.py"))


def _module(path: Path) -> tuple[str, bool]:
    parts = path.relative_to(REPO).with_suffix("").parts
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def test_no_module_uses_another_modules_private_name() -> None:
    found = []
    for path in _sources():
        module, is_package = _module(path)
        uses = private_uses(path.read_text(encoding="utf-8"), module, is_package=is_package)
        found += [f"{path.relative_to(REPO)}:{use}" for use in uses]
    assert found == []


@pytest.mark.parametrize(
    ("source", "module", "is_package", "found"),
    [
        ("from deckcheck.readers.form import _alternation\n", "deckcheck.readers.words", False, 1),
        ("from .form import COUNT_TAG, _plurals\n", "deckcheck.readers.words", False, 1),
        ("from . import _private\n", "deckcheck.readers", True, 1),
        ("from deckcheck.run import pipeline\npipeline._LINE_BREAK.split('x')\n", "deckcheck.run.execute", False, 1),
        ("import deckcheck.run.pipeline as p\np._LINE_BREAK\n", "deckcheck.cli.check", False, 1),
        ("import deckcheck.run.pipeline\ndeckcheck.run.pipeline._LINE_BREAK\n", "deckcheck.cli.check", False, 1),
        ("from deckcheck.readers.form import alternation, __all__\nself._cache = {}\n", "deckcheck.x", False, 0),
        ("import re\nre._pattern_type\n", "deckcheck.x", False, 0),  # outside the project: not its business
        ("from deckcheck.games.base import Game\nGame._built\n", "deckcheck.x", False, 0),  # a class, not a module
    ],
)
def test_the_scan_finds_each_way_of_using_a_private_name(
    source: str, module: str, is_package: bool, found: int
) -> None:
    assert len(private_uses(source, module, is_package=is_package)) == found
