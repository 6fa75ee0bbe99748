"""Issue 18: a YAML regulation loads neither the lflist.conf parser nor its cache; a run without a regulation
loads none of the regulations package's models, reading, binding or cache (the probe of
``tests/test_lazy_imports.py``, with a cache of its own)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from test_lazy_imports import _PROBE, EXAMPLES, ROOT, loaded


def modules_after(cache: Path, *args: str) -> set[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DECKCHECK_", "XDG_"))}
    env.update(PYTHONPATH=str(ROOT), XDG_CACHE_HOME=str(cache), XDG_DATA_HOME=str(cache / "data"))
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, cwd=cache, timeout=120, env=env
    )
    marker = done.stderr.rfind("MODULES ")
    assert marker >= 0, done.stderr
    return set(json.loads(done.stderr[marker + len("MODULES ") :]))


def test_a_yaml_regulation_loads_no_lflist_parser_and_a_hit_no_yaml_parse(tmp_path: Path) -> None:
    regulation = EXAMPLES / "regulations" / "buddyfight-store.yaml"
    deck = EXAMPLES / "buddyfight" / "dragon-world.yaml"
    first = modules_after(tmp_path, "check", "--regulation", str(regulation), str(deck))
    second = modules_after(tmp_path, "check", "--regulation", str(regulation), str(deck))
    for modules in (first, second):
        assert {"deckcheck.regulations.cache", "deckcheck.regulations.bind"} <= modules
        assert "deckcheck.games.yugioh.lflist_sniff" in modules
        assert loaded(modules, "deckcheck.games.yugioh.lflist", "deckcheck.games.yugioh.lflist_cache") == []
    assert list((tmp_path / "deckcheck" / "regulation-files").iterdir())


def test_a_check_without_a_regulation_loads_no_regulations_module(tmp_path: Path) -> None:
    deck = EXAMPLES / "buddyfight" / "dragon-world.yaml"
    modules = modules_after(tmp_path, "check", str(deck))
    heavy = ("model", "load", "bind", "select", "cache", "apply", "game")
    assert loaded(modules, *(f"deckcheck.regulations.{m}" for m in heavy), "deckcheck.games.yugioh.lflist_sniff") == []
