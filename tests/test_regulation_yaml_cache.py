"""Issue 18: the cache of YAML regulation files. A hit gives the same regulation and the same places as a
fresh parse; a changed, damaged or forged cache file is a miss; an error is never cached."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardpool.plaincache import cache_path, store_plain
from cardpool.yamlsafe import YMap, YNode, YScalar, YSeq, locate
from deckcheck.regulations import cache as regulation_cache
from deckcheck.regulations import select
from deckcheck.regulations.load import Located, RegulationError, parse_with_nodes
from deckcheck.regulations.plain import Regulation, stored
from deckcheck.user_cache import NO_CACHE_ENV, cache_dir

EXAMPLES = Path(__file__).parents[1] / "examples" / "regulations"
FILES = sorted(p for p in EXAMPLES.rglob("*.yaml"))

MERGED = """name: Merged
game: buddyfight
effective: 2020-01-02
limited:
  - card: Dragon Breath
    max: 1
    when: &when {flag: [Dragon World]}
  - <<: {max: 2, card: Ignored}
    card: 123
  - {card: Bal Dragon, max: 3, when: *when}
banned: [Gargantua Punisher!!, 0123]
sideboard: {min: 0, max: 10, not_types: [flag]}
"""


def read(path: str, limit: int) -> tuple[bytes | None, None]:
    return Path(path).read_bytes()[: limit + 1], None


def paths(node: YNode | None, prefix: tuple[int | str, ...] = ()) -> list[tuple[int | str, ...]]:
    """Every path into the YAML, and a few beyond it (too deep, out of range, of the wrong kind)."""
    found = [prefix, (*prefix, "nope"), (*prefix, 99), (*prefix, 0), (*prefix, True)]
    if isinstance(node, YMap):
        for key, value in node.pairs:
            if isinstance(key, YScalar):
                found += paths(value, (*prefix, key.value))
    elif isinstance(node, YSeq):
        for i, item in enumerate(node.items):
            found += paths(item, (*prefix, i))
            found.append((*prefix, str(i)))
    return found


def fresh(path: Path) -> tuple[Located, YNode | None]:
    return parse_with_nodes(str(path), path.read_text(encoding="utf-8"))


def assert_same(hit: Located, parsed: Located, root: YNode | None) -> None:
    assert type(hit.regulation) is type(parsed.regulation) is Regulation
    assert hit.regulation == parsed.regulation
    assert stored(hit.regulation) == stored(parsed.regulation)  # every part, nested records' types too
    for loc in paths(root):
        assert hit.where(*loc) == parsed.where(*loc) == locate(root, loc), loc


@pytest.mark.parametrize("path", [*FILES, "merged"], ids=lambda p: p if isinstance(p, str) else p.name)
def test_a_hit_gives_the_regulation_and_the_places_of_a_fresh_parse(
    path: Path | str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if isinstance(path, str):
        path = tmp_path / "merged.yaml"
        path.write_text(MERGED, encoding="utf-8")
    first = select.load_source(str(path), read)  # a miss: parsed, then stored
    monkeypatch.setattr(select, "parse_with_nodes", _must_not_parse)
    second = select.load_source(str(path), read)  # a hit
    parsed, root = fresh(path)
    assert len(first) == len(second) == 1
    assert_same(second[0], parsed, root)
    assert first[0].regulation == second[0].regulation


def _must_not_parse(path: str, text: str) -> tuple[Located, YNode | None]:
    raise AssertionError("parsed again: the cache was not used")


def _write(tmp_path: Path, text: str = MERGED) -> Path:
    path = tmp_path / "reg.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    path = _write(tmp_path)
    assert select.load_source(str(path), read)[0].regulation.name == "Merged"
    path.write_text(MERGED.replace("name: Merged", "name: Changed"), encoding="utf-8")
    assert select.load_source(str(path), read)[0].regulation.name == "Changed"


def _cache_file(path: Path) -> Path:
    directory = cache_dir()
    assert directory is not None
    return cache_path(directory, "regulation-files", os.path.abspath(path))


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage"])
def test_a_damaged_cache_file_is_a_miss(tmp_path: Path, damage: str) -> None:
    path = _write(tmp_path)
    expected = select.load_source(str(path), read)[0].regulation
    stored = _cache_file(path)
    data = stored.read_bytes()
    broken = {"truncate": data[: len(data) // 2], "flip": data[:-5] + b"xxxxx", "garbage": b"\x00" * 50}[damage]
    stored.write_bytes(broken)
    assert select.load_source(str(path), read)[0].regulation == expected


@pytest.mark.parametrize(
    "forged",
    [
        None,
        ("model", "Regulation", (), ()),
        (("model", "os.system", (), ()), ()),
        (("model", "Regulation", (("name", 1),), ()), ((), (1, 1, 0, 0))),
        (("tuple", [1, 2]), ()),
        ("not", "a", "regulation"),
    ],
)
def test_a_forged_cache_file_is_a_miss(tmp_path: Path, forged: object) -> None:
    path = _write(tmp_path)
    expected = select.load_source(str(path), read)[0].regulation
    store_plain(_cache_file(path), regulation_cache._key(MERGED), forged)
    assert select.load_source(str(path), read)[0].regulation == expected


def test_a_stored_regulation_with_wrong_places_is_a_miss(tmp_path: Path) -> None:
    path = _write(tmp_path)
    located, root = fresh(path)
    plain = stored(located.regulation)
    store_plain(_cache_file(path), regulation_cache._key(MERGED), (plain, ((("a",), (1, 2)),)))
    hit = select.load_source(str(path), read)[0]
    assert_same(hit, located, root)


def test_an_error_is_never_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write(tmp_path, MERGED.replace("max: 2", "max: -2"))
    calls: list[str] = []

    def counted(p: str, text: str) -> tuple[Located, YNode | None]:
        calls.append(p)
        return parse_with_nodes(p, text)

    monkeypatch.setattr(select, "parse_with_nodes", counted)
    for _ in range(2):
        with pytest.raises(RegulationError, match="limited.1.max"):
            select.load_source(str(path), read)
    assert len(calls) == 2


def test_without_a_cache_every_run_parses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    path = _write(tmp_path)
    calls: list[str] = []

    def counted(p: str, text: str) -> tuple[Located, YNode | None]:
        calls.append(p)
        return parse_with_nodes(p, text)

    monkeypatch.setattr(select, "parse_with_nodes", counted)
    select.load_source(str(path), read)
    select.load_source(str(path), read)
    assert len(calls) == 2
