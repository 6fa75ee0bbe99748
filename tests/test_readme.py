"""The README says what the code does: its config example loads, and nothing it calls missing is there."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def _config_block() -> str:
    block = re.search(r"```toml\n(# deckcheck\.toml at the root.*?)```", README, re.S)
    assert block is not None, "the README's deckcheck.toml example"
    return block.group(1)


def test_the_config_example_loads_and_every_key_is_said_to_be_used() -> None:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib  # type: ignore[no-redef]

    from deckcheck.config.model import FileConfig

    text = _config_block()
    data = tomllib.loads(text)
    assert isinstance(data["regulation"], str)
    FileConfig.model_validate(data)
    assert "no check uses it" not in text, "the regulation key is used by check and report"


def test_nothing_implemented_is_listed_as_not_yet() -> None:
    implemented = {"lflist.conf": importlib.util.find_spec("deckcheck.regulations.lflist") is not None}
    for line in re.findall(r"\*\*Not yet:?\*\*:?(.*)", README):
        for name, done in implemented.items():
            assert not (done and name in line), f"README says 'Not yet' of {name}, which is implemented: {line}"
