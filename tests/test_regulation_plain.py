"""Issue 18: the engine's regulation is plain records (:mod:`deckcheck.regulations.plain`), no pydantic model.

The plain regulation equals what validation gives; an ``lflist.conf`` list built as records directly equals the
same list validated; a cached regulation gives the same findings as a fresh one and as no cache at all; and a
run whose regulation comes from the cache imports none of pydantic's model machinery."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from cardpool.plain import PlainRecord
from cardpool.yamlsafe import compose, to_python
from deckcheck.cli import main
from deckcheck.games.yugioh.lflist import parse_lflist
from deckcheck.regulations import model, plain
from deckcheck.regulations.load import Located, parse_regulation
from deckcheck.user_cache import NO_CACHE_ENV

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
FILES = sorted((EXAMPLES / "regulations").rglob("*.yaml"))
LFLIST = """#[2026.5 TCG]
!2026.5 TCG
14558127 0 --Ash Blossom & Joyous Spring: three in the example deck
23434538 1 --Maxx "C": three in the example deck
!2026.1 TCG
$whitelist
14558127 3
"""


def records_only(value: Any) -> bool:
    """Whether a value holds plain records (and plain values) all the way down, and no pydantic model."""
    if isinstance(value, PlainRecord):
        return all(records_only(v) for v in value.field_values())
    if isinstance(value, (tuple, list)):
        return all(records_only(v) for v in value)
    if isinstance(value, dict):
        return all(records_only(v) for v in value.values())
    return not hasattr(value, "model_fields")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_plain_regulation_equals_what_validation_gave(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    located = parse_regulation(str(path), text)
    data = to_python(compose(text))
    validated = model.Regulation.model_validate(data)
    assert type(located.regulation) is plain.Regulation and records_only(located.regulation)
    assert located.regulation == validated == model.validate_regulation(data)
    for name in plain.Regulation.FIELDS:  # field by field: a record equals its model only when every value does
        assert getattr(located.regulation, name) == getattr(validated, name), name
    assert located.regulation.label == f"{validated.name} (in force from {validated.effective})"


def test_a_record_differs_from_a_model_that_differs() -> None:
    data = {"name": "X", "game": "buddyfight", "effective": "2020-01-01", "limited": [{"card": "A", "max": 1}]}
    regulation = model.validate_regulation(data)
    other = model.Regulation.model_validate({**data, "limited": [{"card": "A", "max": 2}]})
    assert regulation != other and regulation.replace(game="yugioh") != regulation


def test_validate_regulation_raises_pydantics_error_at_its_place() -> None:
    with pytest.raises(ValidationError) as caught:
        model.validate_regulation({"name": "X", "game": "toy", "limited": [{"card": "A", "max": -1}]})
    assert ("limited", 0, "max") in [tuple(e["loc"]) for e in caught.value.errors()]


def test_a_located_refuses_a_model() -> None:
    validated = model.Regulation.model_validate({"name": "X", "game": "toy", "effective": "2020-01-01"})
    with pytest.raises(TypeError, match="validate_regulation"):
        Located(validated, "x.yaml")  # type: ignore[arg-type]


def test_an_lflist_list_built_as_records_equals_the_list_validated(tmp_path: Path) -> None:
    path = tmp_path / "lflist.conf"
    path.write_text(LFLIST, encoding="utf-8")
    first, second = (item.regulation for item in parse_lflist(str(path), LFLIST))
    assert records_only(first) and records_only(second)
    assert first == model.validate_regulation(
        {
            "name": "2026.5 TCG",
            "game": "yugioh",
            "format": "tcg",
            "effective": "2026-05-01",
            "source": "lflist.conf list '2026.5 TCG'",
            "banned": ["14558127"],
            "limited": [{"card": "23434538", "max": 1}],
        }
    )
    assert second == model.validate_regulation(
        {
            "name": "2026.1 TCG",
            "game": "yugioh",
            "format": "tcg",
            "effective": "2026-01-01",
            "source": "lflist.conf list '2026.1 TCG' ($whitelist)",
            "pool": {"cards": ["14558127"]},
        }
    )


def _check(args: list[str], cache: Path | None) -> tuple[int, str]:
    env = {NO_CACHE_ENV: "1"} if cache is None else {"XDG_CACHE_HOME": str(cache), NO_CACHE_ENV: ""}
    result = CliRunner().invoke(main, ["check", "-f", "json", "--as-of", "2026-06-01", *args], env=env)
    return result.exit_code, result.output


@pytest.mark.parametrize("form", ["lflist", "yaml"])
def test_a_hit_gives_the_findings_of_a_miss_and_of_no_cache(form: str, tmp_path: Path) -> None:
    if form == "lflist":
        source = tmp_path / "lflist.conf"
        source.write_text(LFLIST, encoding="utf-8")
    else:
        source = EXAMPLES / "regulations" / "yugioh-example.yaml"
    args = ["--regulation", str(source), str(EXAMPLES / "yugioh" / "dark-magician.ydk")]
    without = _check(args, None)
    miss = _check(args, tmp_path / "cache")
    assert any((tmp_path / "cache" / "deckcheck").rglob("*.cache"))  # the miss stored the regulation
    hit = _check(args, tmp_path / "cache")
    assert without == miss == hit
    if form == "lflist":  # the list was applied: the banned and the limited card are found
        codes = [f["code"] for deck in json.loads(without[1])["decks"] for f in deck["findings"]]
        assert without[0] == 1 and codes == ["RG101", "RG102"]


_PROBE = """
import json, sys
from deckcheck.cli import main
try:
    main.main(sys.argv[1:], prog_name="deckcheck", standalone_mode=False)
except SystemExit:
    pass
sys.stderr.write("\\nMODULES " + json.dumps(sorted(sys.modules)) + "\\n")
"""


def _modules(args: list[str], cache: Path) -> set[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DECKCHECK_", "XDG_"))}
    env |= {"PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(cache)}
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, cwd=cache, env=env, timeout=120
    )
    marker = done.stderr.rfind("MODULES ")
    assert marker >= 0, done.stderr
    return set(json.loads(done.stderr[marker + len("MODULES ") :]))


@pytest.mark.parametrize("form", ["lflist", "yaml"])
def test_a_cached_regulation_imports_no_pydantic_model(form: str, tmp_path: Path) -> None:
    if form == "lflist":
        source = tmp_path / "lflist.conf"
        source.write_text(LFLIST, encoding="utf-8")
    else:
        source = EXAMPLES / "regulations" / "yugioh-example.yaml"
    args = ["check", "--regulation", str(source), str(EXAMPLES / "yugioh" / "dark-magician.ydk")]
    first = _modules(args, tmp_path)  # fills the pool and regulation caches
    assert form == "lflist" or "deckcheck.regulations.model" in first  # a YAML file is validated on a miss
    modules = _modules(args, tmp_path)
    assert "deckcheck.regulations.bind" in modules  # the regulation was bound
    assert not {"pydantic.main", "deckcheck.regulations.model", "deckcheck.regulations.yaml_file"} & modules
    assert not {"difflib", "hashlib"} & modules  # no suggestion made; the cache is keyed and named without digests
