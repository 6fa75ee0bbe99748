"""A pool cache hit's first use: the punctuation-blind name tables come from the cache, not from every name."""

from __future__ import annotations

import marshal
import shutil
from pathlib import Path

import pytest

from cardpool import CardPool, PoolError, load_pool
from cardpool.cache import PoolCache
from cardpool.cache_tables import LazyMap
from cardpool.cached_pool import CachedPool
from cardpool.index import loose_key
from deckcheck.games import DEFAULT_GAME, card_model, number_shapes

GAMES = Path(__file__).resolve().parents[1] / "deckcheck" / "games"


def load(path: Path, cache: PoolCache | None) -> CardPool:
    return load_pool(path, card_model, default_game=DEFAULT_GAME, shapes=number_shapes, cache=cache)


def hit_and_fresh(tmp_path: Path, game: str) -> tuple[CachedPool, CardPool]:
    path = tmp_path / f"{game}-pool"
    path.mkdir()
    shutil.copy(GAMES / game / "data" / "starter.yaml", path / "pool.yaml")
    cache = PoolCache(tmp_path / "cache", "test 1")
    load(path, cache)
    hit = load(path, cache)
    assert isinstance(hit, CachedPool)
    return hit, load(path, None)


def written_loosely(name: str) -> list[str]:
    """Spellings of ``name`` that only the loose or squeezed tables match (no punctuation, "and" for "&")."""
    loose = loose_key(name)
    return [loose, loose.replace(" and ", " "), name.replace("&", "and").replace(":", ""), f"{loose}!"]


@pytest.mark.parametrize("game", ["buddyfight", "yugioh", "vanguard"])
def test_loose_lookups_of_a_hit_are_the_pools_and_come_from_the_cache(tmp_path: Path, game: str) -> None:
    hit, fresh = hit_and_fresh(tmp_path, game)
    index = hit.index
    assert isinstance(index.__dict__["_by_loose"], LazyMap) and isinstance(index.__dict__["_by_squeezed"], LazyMap)
    assert dict(index._by_loose) == fresh.index._by_loose and dict(index._by_squeezed) == fresh.index._by_squeezed
    for card in fresh.cards:
        for written in written_loosely(card.name):
            assert index.lookup(written) == fresh.index.lookup(written)
            assert index.lookup(f"{written} (XX99/0001EN)") == fresh.index.lookup(f"{written} (XX99/0001EN)")


def test_a_forged_loose_table_is_an_error_never_a_crash(tmp_path: Path) -> None:
    hit, fresh = hit_and_fresh(tmp_path, "buddyfight")
    hit._tables._sections["loose"] = marshal.dumps(((("a b",), (len(fresh.names),)), ((), ())))  # past the names
    with pytest.raises(PoolError, match="pool cache .* is damaged"):
        hit.index.lookup("A, B")


def test_empty_loose_tables_are_tables_not_damage(tmp_path: Path) -> None:
    """Two names with one loose key (``Dragon-World``, ``Dragon World``): the loose and squeezed tables are empty,
    and a hit loads them as empty (it called such a cache damaged and removed it, every second run)."""
    path = tmp_path / "pool"
    path.mkdir()
    flag = "type: flag, worlds: [Dragon World], flag: {worlds: [Dragon World]}"
    cards = "".join(f'  - {{name: "{name}", {flag}}}\n' for name in ("Dragon-World", "Dragon World"))
    text = f"game: buddyfight\nname: tiny\ncards:\n{cards}"
    (path / "pool.yaml").write_text(text, encoding="utf-8")
    cache = PoolCache(tmp_path / "cache", "test 1")
    fresh = load(path, None)
    assert fresh.index._by_loose == {} and fresh.index._by_squeezed == {}
    load(path, cache)
    for _ in range(3):  # each a hit: the cache stays
        hit = load(path, cache)
        assert isinstance(hit, CachedPool)
        assert hit.index.lookup("Dragon Wrld") == fresh.index.lookup("Dragon Wrld")
        assert hit.index.lookup("dragon world") == fresh.index.lookup("dragon world")
        assert dict(hit.index._by_loose) == {}


def test_the_modules_that_work_out_the_cached_name_tables_are_stamped() -> None:
    """An edited module that shapes what the cache holds is a miss (a developer's tree): the name index and the
    keys it stores (normalised, loose and squeezed) are worked out in index.py, normalize.py and loose.py."""
    from cardpool import cache

    assert {"index.py", "loose.py", "normalize.py"} <= set(cache._OWN_SOURCES)


def test_a_cache_of_the_loose_tables_before_accents_folded_is_a_miss(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The loose keys fold accents (``Cu Chulainn`` for ``Cú Chulainn``) since layout 7: a cache written with the
    keys as they were (layout 6, accents kept) is a miss, never a hit whose loose table misses the folded form."""
    from cardpool import cache as cache_module
    from cardpool import loose

    path = tmp_path / "pool"
    path.mkdir()
    flag = "type: flag, worlds: [Dragon World], flag: {worlds: [Dragon World]}"
    cards = "".join(f'  - {{name: "{name}", {flag}}}\n' for name in ("Cú Chulainn World", "Dragon World"))
    (path / "pool.yaml").write_text(f"game: buddyfight\nname: tiny\ncards:\n{cards}", encoding="utf-8")
    cache = PoolCache(tmp_path / "cache", "test 1")
    monkeypatch.setattr(cache_module, "LAYOUT", 6)
    monkeypatch.setattr(loose, "fold", lambda text: text, raising=False)  # the keys of layout 6
    old = load(path, cache)
    assert isinstance(load(path, cache), CachedPool) and old.index.lookup("Cu Chulainn World") is None
    monkeypatch.undo()
    again = load(path, cache)
    assert not isinstance(again, CachedPool)  # a miss, read from the pool file and stored again
    for pool in (again, load(path, cache)):
        match = pool.index.lookup("Cu Chulainn World")
        assert match is not None and (match.name, match.via) == ("Cú Chulainn World", "loose")
