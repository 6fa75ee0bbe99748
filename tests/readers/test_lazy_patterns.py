"""The text reader's rare patterns are compiled on first use (:mod:`deckcheck.readers.lazy`): a plain list compiles
none of them, and a pattern once used is the compiled pattern itself, answering as ``re.compile`` would."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from deckcheck.readers.lazy import LazyPattern, lazy

ROOT = Path(__file__).resolve().parents[2]


def test_a_lazy_pattern_takes_its_place_once_used() -> None:
    namespace: dict[str, object] = {}
    namespace["_P"] = lazy(namespace, "_P", r"(?P<count>\d+)x", re.IGNORECASE)
    assert isinstance(namespace["_P"], LazyPattern)
    found = namespace["_P"].match("3X Name")  # type: ignore[attr-defined]
    assert found is not None and found["count"] == "3"
    assert namespace["_P"] == re.compile(r"(?P<count>\d+)x", re.IGNORECASE)


_PROBE = """
import json, sys
from deckcheck.readers import read_deck
from deckcheck.readers.lazy import LazyPattern
read_deck("deck.txt", b"Flag: Dragon World\\nBuddy: Jackknife\\n\\n4 Dragon Breath\\n3x Dragon Shield, Green Dragon\\n")
names = {}
for name, module in sorted(sys.modules.items()):
    if name.startswith("deckcheck.readers."):
        for key, value in vars(module).items():
            if isinstance(value, LazyPattern):
                names[name + "." + key] = True
print(json.dumps(sorted(names)))
"""


def test_a_plain_list_compiles_no_rare_pattern() -> None:
    done = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, cwd=ROOT, check=True)
    still_lazy = set(json.loads(done.stdout))
    assert {
        "deckcheck.readers.text_cards._HEADING_SHAPE",
        "deckcheck.readers.markup._BULLET",
        "deckcheck.readers.tables._TABLE_SEPARATOR",
        "deckcheck.readers.prose._SENTENCE_BREAK",
        "deckcheck.readers.text_state._DECLARED",
    } <= still_lazy
