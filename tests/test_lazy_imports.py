"""A command imports what it needs and nothing else: the other games' rules, the regulations package, the
importers, the fixer, ``difflib``, ``tomllib`` and ``importlib.metadata`` load only where they are used.

Each case runs the command line in a fresh interpreter and lists ``sys.modules`` at its end.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"

_PROBE = """
import json, sys
from deckcheck.cli import main
try:
    main.main(sys.argv[1:], prog_name="deckcheck", standalone_mode=False)
except SystemExit:
    pass
sys.stderr.write("\\nMODULES " + json.dumps(sorted(sys.modules)) + "\\n")
"""


def modules_after(*args: str, cwd: Path | None = None) -> set[str]:
    """The modules loaded once ``deckcheck ARGS`` ran (in a fresh interpreter, from ``cwd``)."""
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *args],
        capture_output=True,
        text=True,
        cwd=cwd or ROOT,
        timeout=120,
        env=_env(),
    )
    marker = done.stderr.rfind("MODULES ")
    assert marker >= 0, done.stderr
    return set(json.loads(done.stderr[marker + len("MODULES ") :]))


def _env() -> dict[str, str]:
    import os

    env = {k: v for k, v in os.environ.items() if not k.startswith(("DECKCHECK_", "XDG_"))}
    env["PYTHONPATH"] = str(ROOT)
    return env


def loaded(modules: set[str], *prefixes: str) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


NOT_FOR_A_BUDDYFIGHT_CHECK = (
    "deckcheck.games.yugioh.cards",
    "deckcheck.games.yugioh.context",
    "deckcheck.games.vanguard.cards",
    "deckcheck.games.vanguard.context",
    "deckcheck.regulations.model",
    "deckcheck.regulations.load",
    "deckcheck.regulations.bind",
    "deckcheck.regulations.select",
    "cardpool.importer",
    "deckcheck.games.buddyfight.importer",
    "deckcheck.run.fixer",
    "tomllib",
    "difflib",
    "platformdirs",
)


def copied(example: str, folder: Path) -> str:
    """The example deck copied into ``folder``: no config file (the repository's pyproject.toml) above it."""
    source = EXAMPLES / example
    (folder / source.name).write_bytes(source.read_bytes())
    return str(folder / source.name)


@pytest.fixture(scope="module")
def buddyfight_yaml(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    home = tmp_path_factory.mktemp("nowhere")
    return modules_after("check", copied("buddyfight/dragon-world.yaml", home), cwd=home)


def test_checking_a_buddyfight_deck_loads_no_other_games_rules(buddyfight_yaml: set[str]) -> None:
    assert "deckcheck.games.buddyfight.rules.limits" in buddyfight_yaml  # the probe saw the check run
    assert loaded(buddyfight_yaml, "deckcheck.games.yugioh.rules", "deckcheck.games.vanguard.rules") in (
        [],
        ["deckcheck.games.vanguard.rules", "deckcheck.games.yugioh.rules"],  # the packages' lists of modules only
    )


def test_checking_a_buddyfight_deck_loads_no_regulation_importer_or_fixer(buddyfight_yaml: set[str]) -> None:
    assert loaded(buddyfight_yaml, *NOT_FOR_A_BUDDYFIGHT_CHECK) == []


def test_a_text_deck_loads_no_yaml_reader_rules_of_other_games(tmp_path: Path) -> None:
    modules = modules_after("check", copied("buddyfight/dragon-world.txt", tmp_path), cwd=tmp_path)
    assert "deckcheck.games.buddyfight.rules.limits" in modules
    assert loaded(modules, *NOT_FOR_A_BUDDYFIGHT_CHECK) == []


def test_checking_a_ydk_deck_loads_no_buddyfight_or_vanguard_rule(tmp_path: Path) -> None:
    modules = modules_after("check", copied("yugioh/dark-magician.ydk", tmp_path), cwd=tmp_path)
    assert "deckcheck.games.yugioh.rules.copies" in modules
    assert loaded(modules, "deckcheck.games.buddyfight.rules", "deckcheck.games.vanguard.context") == []


@pytest.mark.parametrize(
    "deck", ["buddyfight/dragon-world.txt", "yugioh/dark-magician.ydk", "buddyfight/dragon-world.yaml"]
)
def test_a_deck_loads_no_pyyaml(tmp_path: Path, deck: str) -> None:
    """PyYAML's import compiles some 10 ms of regular expressions: a text deck or a .ydk never needs it, nor a
    YAML deck of plain lines (:mod:`cardpool.yamltags`)."""
    modules = modules_after("check", copied(deck, tmp_path), cwd=tmp_path)
    assert "deckcheck.rules.names" in modules  # the probe saw the check run
    assert loaded(modules, "yaml") == []


def test_a_regulation_loads_the_regulations_package(tmp_path: Path) -> None:
    regulation = EXAMPLES / "regulations" / "buddyfight-store.yaml"
    deck = EXAMPLES / "buddyfight" / "dragon-world.yaml"
    modules = modules_after("check", "--regulation", str(regulation), str(deck), cwd=tmp_path)
    assert {"deckcheck.regulations.load", "deckcheck.regulations.bind"} <= modules


def test_a_config_file_loads_tomllib_and_ignore_loads_every_game(tmp_path: Path) -> None:
    (tmp_path / "deckcheck.toml").write_text('ignore = ["copy-limit"]\n', encoding="utf-8")
    modules = modules_after("check", copied("buddyfight/dragon-world.yaml", tmp_path), cwd=tmp_path)
    assert "tomllib" in modules
    assert "deckcheck.games.yugioh.rules.copies" in modules  # copy-limit names every game's rule: all are looked up


def test_the_game_list_is_read_without_importlib_metadata() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from deckcheck.games import all_games; all_games(); "
            "print('importlib.metadata' in sys.modules)",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        env=_env(),
    )
    assert done.stdout.strip() == "False", done.stderr
