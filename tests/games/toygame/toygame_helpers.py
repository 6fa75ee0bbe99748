"""The toy game's distribution and how the tests install it (see conftest.py for the fixture)."""

from __future__ import annotations

import sys
from pathlib import Path

from click.testing import CliRunner, Result

from deckcheck.cli import main
from deckcheck.games import all_games
from deckcheck.rules.base import REGISTRY

from helpers import REPO

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10: deckcheck depends on tomli there
    import tomli as tomllib

TOY = REPO / "tests" / "toygame"
"""The toy game's distribution: its pyproject.toml and its one package, ``toygame``."""
PACKAGE = TOY / "toygame"


def install(site: Path) -> Path:
    """Write the toy distribution's metadata into ``site`` (``toygame-VERSION.dist-info``), its entry points
    as its pyproject.toml declares them; the folder."""
    project = tomllib.loads((TOY / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    info = site / f"{project['name']}-{project['version']}.dist-info"
    info.mkdir(parents=True)
    meta = f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n"
    (info / "METADATA").write_text(meta, encoding="utf-8")
    groups = project["entry-points"]
    sections = (f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in points.items()) for group, points in groups.items())
    text = "\n".join(sections)
    (info / "entry_points.txt").write_text(text, encoding="utf-8")
    return info


def forget() -> None:
    """Drop the toy game's modules and rules, and the games found so far."""
    for name in [m for m in sys.modules if m == "toygame" or m.startswith("toygame.")]:
        del sys.modules[name]
    for code in [code for code, rule in REGISTRY.items() if rule.game == "toy"]:
        del REGISTRY[code]
    all_games.cache_clear()


def run(*args: str) -> Result:
    """``deckcheck ARGS`` in this process, outside CI."""
    return CliRunner().invoke(main, list(args), env={"GITHUB_ACTIONS": "", "NO_COLOR": "1"})
