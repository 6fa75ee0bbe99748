"""The README says what the code does: its config example loads, and nothing it calls missing is there."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

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
    implemented = {"lflist.conf": importlib.util.find_spec("deckcheck.games.yugioh.lflist") is not None}
    for line in re.findall(r"\*\*Not yet:?\*\*:?(.*)", README):
        for name, done in implemented.items():
            assert not (done and name in line), f"README says 'Not yet' of {name}, which is implemented: {line}"


def test_the_config_sample_counts_the_rules_there_are() -> None:
    """``deckcheck config`` prints ``rules N of N``: the README's sample says the real N."""
    from deckcheck.rules import all_rules

    shown = re.findall(r"^rules +(\d+) of (\d+): ", README, flags=re.M)
    n = str(len(all_rules()))
    assert shown and all(pair == (n, n) for pair in shown), shown


@pytest.mark.parametrize(
    ("name", "args"),
    [("bad.txt", []), ("sun-dragon.txt", ["--diff", "--unsafe-fixes"])],
)
def test_the_samples_on_the_shipped_sun_dragon_deck_are_its_real_output(
    name: str, args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The README's samples check a copy of examples/buddyfight/sun-dragon.txt in a deck repository's decks/."""
    from click.testing import CliRunner

    from deckcheck.cli import main

    (tmp_path / "decks").mkdir()
    source = Path(__file__).resolve().parent.parent / "examples" / "buddyfight" / "sun-dragon.txt"
    (tmp_path / "decks" / name).write_bytes(source.read_bytes())
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["check", "--isolated", *args, f"decks/{name}"])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines and all(line in README for line in lines if line.strip()), result.stdout
