"""A pool cache hit builds plain records (cardpool.plain), not pydantic models: the same fields, values and
methods, equal by value to the validated cards, and a check on a hit imports neither pydantic nor rapidfuzz."""

from __future__ import annotations

import json
import marshal
import os
import shutil
import subprocess
import sys
import zlib
from array import array
from pathlib import Path
from typing import Any

import pytest

from cardpool import BaseCard, CardPool, load_pool
from cardpool.cache import PoolCache
from cardpool.cached_pool import CachedPool, encode
from cardpool.plain import PlainCard, PlainRecord, RecordError
from deckcheck.games import DEFAULT_GAME, card_model, card_record, number_shapes
from deckcheck.games.buddyfight.cards import Card, FlagRules
from deckcheck.games.buddyfight.facts import CardFacts, PlainCardRecord, PlainFlagRules
from deckcheck.games.yugioh.cards import YugiohCard

REPO = Path(__file__).resolve().parents[1]
GAMES = REPO / "deckcheck" / "games"
BUILT_IN = ("buddyfight", "yugioh", "vanguard")


def starter(tmp_path: Path, game: str) -> Path:
    target = tmp_path / f"{game}-pool"
    target.mkdir()
    shutil.copy(GAMES / game / "data" / "starter.yaml", target / "pool.yaml")
    return target


def load(path: Path, cache: PoolCache | None) -> CardPool:
    return load_pool(path, card_model, default_game=DEFAULT_GAME, shapes=number_shapes, cache=cache)


def records_of(model: type[Any]) -> list[tuple[type[Any], type[PlainRecord]]]:
    """The model and its record, then each nested model's (through the fields' annotations)."""
    found = [(model, model.PLAIN)]
    for field in model.model_fields.values():
        for inner in getattr(field.annotation, "__args__", (field.annotation,)):
            if isinstance(inner, type) and hasattr(inner, "model_fields") and getattr(inner, "PLAIN", None):
                found += records_of(inner)
    return found


@pytest.mark.parametrize("game", BUILT_IN)
def test_each_record_has_its_models_fields_in_order(game: str) -> None:
    model = card_model(game)
    assert model is not None and card_record(game) is getattr(model, "PLAIN", None)
    for each, record in records_of(model):
        assert tuple(each.model_fields) == record.FIELDS, each
        assert set(record.FIELDS) <= {name for cls in record.__mro__ for name in getattr(cls, "__slots__", ())}
        assert not hasattr(record(**dict.fromkeys(record.FIELDS)), "__dict__")  # slotted all the way


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_hit_card_equals_its_validated_card_and_behaves_alike(tmp_path: Path, game: str) -> None:
    path = starter(tmp_path, game)
    cache = PoolCache(tmp_path / "cache", "test", card_record)
    fresh = load(path, cache)
    hit = load(path, cache)
    assert isinstance(hit, CachedPool) and not isinstance(fresh, CachedPool)
    for card, cached in zip(fresh.cards, hit.cards, strict=True):
        assert type(cached) is getattr(type(card), "PLAIN", None) and not isinstance(cached, BaseCard)
        assert cached == card and card == cached and (cached != card) is False  # value equality, both ways
        assert cached.describe() == card.describe()
        for name in dir(type(card)):  # every property of the game's mixin gives the same answer
            if isinstance(getattr(type(cached), name, None), property):
                assert getattr(cached, name) == getattr(card, name), name
        try:
            expected = hash(card)
        except TypeError:  # a dict field (Buddyfight's texts): unhashable, as its model is
            with pytest.raises(TypeError):
                hash(cached)
        else:
            assert hash(cached) == expected
        assert hit.printings(card.name)[0] is hit.printings(card.name)[0]  # one object per card


def test_nested_records_compare_and_hash_like_their_models() -> None:
    rules = FlagRules(worlds=("Dragon World",), hand=5)
    record: Any = PlainFlagRules.from_values(tuple(rules.__dict__.values()))
    assert record == rules and rules == record and hash(record) == hash(rules)
    assert record.describe() == rules.describe() == "<Dragon World> and <Generic>"
    assert record != FlagRules(worlds=("Magic World",))
    assert len({record, rules}) == 1


def test_records_are_read_only_and_take_every_field() -> None:
    card = PlainCard(name="X", numbers=(), type="t")
    with pytest.raises(AttributeError):
        card.name = "Y"
    with pytest.raises(AttributeError):
        del card.name
    with pytest.raises(TypeError):
        PlainCard(name="X", type="t")


def test_isinstance_goes_by_the_games_mixin(tmp_path: Path) -> None:
    model = Card(name="Dragon Breath", type="spell", worlds=("Dragon World",))
    record = PlainCardRecord.from_values(marshal.loads(encode(model)))
    assert isinstance(model, CardFacts) and isinstance(record, CardFacts)
    assert not isinstance(record, Card) and isinstance(model, Card)
    assert record != YugiohCard(name="Dragon Breath", type="spell")  # another game's card is never equal


@pytest.mark.parametrize(
    "change",
    [
        {"type": "not a type"},
        {"worlds": ["a list, not a tuple"]},
        {"size": True},
        {"omni_lord": 1},
        {"texts": {"omni_lord": 3}},
        {"flag": {"worlds": ()}},
        {"name": None},
    ],
)
def test_stored_values_of_the_wrong_kind_are_refused(change: dict[str, Any]) -> None:
    values = dict(zip(PlainCardRecord.FIELDS, marshal.loads(encode(Card(name="A", type="spell"))), strict=True))
    values.update(change)
    with pytest.raises(RecordError):
        PlainCardRecord.from_values(tuple(values.values()))
    with pytest.raises(RecordError):
        PlainCardRecord.from_values(tuple(values.values())[:-1])


def test_a_stored_card_of_the_wrong_kind_is_read_from_the_files(tmp_path: Path) -> None:
    """A card whose bytes pass their checksum but hold a value of the wrong kind (only a forged cache can):
    the pool is read from its files, never a card of the wrong shape."""
    path = starter(tmp_path, "buddyfight")
    cache = PoolCache(tmp_path / "cache", "test", card_record)
    fresh = load(path, cache)
    hit = load(path, cache)
    assert isinstance(hit, CachedPool)
    forged = list(marshal.loads(encode(fresh.cards[0])))
    forged[PlainCardRecord.FIELDS.index("type")] = "no such type"
    blob = marshal.dumps(tuple(forged))
    rest = len(fresh.cards) - 1
    hit._lazy._body._data, hit._lazy._body._fd = blob, None
    hit._tables._loaded["offsets"] = array("I", [0, len(blob), *[len(blob)] * rest])
    hit._tables._loaded["crcs"] = array("I", [zlib.crc32(blob), *[0] * rest])
    assert hit.printings(fresh.cards[0].name) == fresh.printings(fresh.cards[0].name)
    assert all(isinstance(c, BaseCard) for c in hit.cards)  # read from the files: validated models
    assert hit.cards == fresh.cards


class ExtraCard(BaseCard):
    """A third-party model with a field of its own and no record of it (it inherits BaseCard's)."""

    rarity: str = "common"


class SameCard(BaseCard):
    """A third-party model with BaseCard's fields only: BaseCard's record fits it."""


@pytest.mark.parametrize(("model", "cached"), [(ExtraCard, False), (SameCard, True)])
def test_a_model_without_a_fitting_record_gets_no_cache(tmp_path: Path, model: type[BaseCard], cached: bool) -> None:
    path = tmp_path / "toy.json"
    path.write_text(json.dumps({"game": "toy", "cards": [{"name": "A", "type": "t"}]}), encoding="utf-8")
    cache = PoolCache(tmp_path / "cache", "test")  # no records: the model's PLAIN decides
    first = load_pool(path, lambda game: model if game == "toy" else None, cache=cache)
    again = load_pool(path, lambda game: model if game == "toy" else None, cache=cache)
    assert isinstance(again, CachedPool) is cached and not isinstance(first, CachedPool)
    assert (cache.directory / "pools").exists() is cached
    assert again.cards == first.cards
    assert type(again.cards[0]) is (PlainCard if cached else model)


HIT_CHECK = """
import runpy, sys
sys.argv = ["deckcheck", *sys.argv[1:]]
try:
    runpy.run_module("deckcheck", run_name="__main__", alter_sys=True)
except SystemExit:
    pass
sys.stdout.flush()
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("pydantic", "pydantic_core", "rapidfuzz")
               or m in ("cardpool.model", "cardpool.pool", "importlib.metadata")
               or (m.startswith("deckcheck.games.") and m.endswith(".cards")))
print("HEAVY", " ".join(heavy) or "-", file=sys.stderr)
"""


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKCHECK_")}
    env.update(XDG_CACHE_HOME=str(tmp_path / "cache"), XDG_DATA_HOME=str(tmp_path / "data"))
    return subprocess.run(
        [sys.executable, "-c", HIT_CHECK, *args], capture_output=True, text=True, env=env, cwd=REPO, check=False
    )


@pytest.mark.parametrize(
    ("game", "deck"),
    [
        ("buddyfight", "examples/buddyfight/dragon-world.yaml"),
        ("buddyfight", "examples/buddyfight/dragon-world.txt"),
        ("yugioh", next(str(p.relative_to(REPO)) for p in sorted((REPO / "examples" / "yugioh").glob("*.ydk")))),
    ],
)
def test_a_check_on_a_cache_hit_imports_no_pydantic_and_no_rapidfuzz(tmp_path: Path, game: str, deck: str) -> None:
    """Why: pydantic's model machinery (and its plugin loader's importlib.metadata) and rapidfuzz were most
    of a cold check; a hit holds cards validated when the cache was written, and an exact name needs no
    fuzzy matching. The output is the same byte for byte as the miss that wrote the cache."""
    pool = starter(tmp_path, game)
    args = ("check", "-f", "json", "--pool", str(pool), deck)
    miss = _run(tmp_path, *args)
    hit = _run(tmp_path, *args)
    assert miss.returncode == hit.returncode == 0, miss.stderr + hit.stderr  # the HEAVY line was printed
    assert "HEAVY -" not in miss.stderr  # the miss validated the pool: pydantic was needed then
    assert hit.stderr.strip().splitlines()[-1] == "HEAVY -"
    assert hit.stdout == miss.stdout and json.loads(hit.stdout)


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_starter_pool_comes_from_the_cache_as_bundled(tmp_path: Path, game: str) -> None:
    """A game's bundled starter pool is cached as a pool file is (keyed by the resource file's stamps), and a
    hit still says it is the bundled pool: its location ``bundled:NAME`` decides the starter pool's notes."""
    from cardpool import load_resource
    from deckcheck.games import get_game

    package, resource = get_game(game).starter_pool
    cache = PoolCache(tmp_path / "cache", "test", card_record)

    def starter_pool() -> CardPool:
        return load_resource(package, resource, card_model, default_game=game, shapes=number_shapes, cache=cache)

    fresh, hit = starter_pool(), starter_pool()
    assert isinstance(hit, CachedPool) and not isinstance(fresh, CachedPool)
    assert hit.info == fresh.info and hit.info.bundled and hit.info.location == f"bundled:{Path(resource).name}"
    assert hit.cards == fresh.cards and hit.shapes == fresh.shapes
    uncached = load_resource(package, resource, card_model, default_game=game, shapes=number_shapes)
    assert not isinstance(uncached, CachedPool) and uncached.cards == hit.cards


def test_a_cached_card_pickles_and_copies_as_itself(tmp_path: Path) -> None:
    import copy
    import pickle

    path = starter(tmp_path, "buddyfight")
    cache = PoolCache(tmp_path / "cache", "test", card_record)
    fresh = load(path, cache)
    hit = load(path, cache)
    for card, cached in zip(fresh.cards, hit.cards, strict=True):
        again = pickle.loads(pickle.dumps(cached))
        assert type(again) is type(cached) and again == cached == card
        assert copy.deepcopy(cached) == cached


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_cached_card_is_written_to_a_pool_file_as_its_validated_card(tmp_path: Path, game: str) -> None:
    """dump_cards (what writes pool files) takes a cached pool's cards: each record's MODEL names the model
    whose record it is, and the card is written as the validated one was."""
    import importlib

    from cardpool.pool import dump_cards

    record = card_record(game)
    assert record is not None
    module, _, name = record.MODEL.partition(":")
    assert getattr(importlib.import_module(module), name).PLAIN is record
    path = starter(tmp_path, game)
    cache = PoolCache(tmp_path / "cache", "test", card_record)
    fresh = load(path, cache)
    hit = load(path, cache)
    assert dump_cards(hit.cards) == dump_cards(fresh.cards)
