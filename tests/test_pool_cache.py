"""The pool cache (cardpool.cache): a hit gives the same pool as its files, and a bad cache file is a miss."""

from __future__ import annotations

import marshal
import os
import random
import shutil
import zlib
from pathlib import Path

import pytest

from cardpool import CardPool, PoolError, load_pool, plaincache
from cardpool.cache import HEADER, MAGIC, PoolCache
from cardpool.cached_pool import CachedPool
from deckcheck.games import DEFAULT_GAME, card_model, number_shapes
from deckcheck.games.buddyfight.facts import CardFacts
from deckcheck.games.yugioh.facts import CardFacts as YugiohFacts
from deckcheck.run.pools import NO_CACHE_ENV, cache_dir, load_pool_file, pool_cache

GAMES = Path(__file__).resolve().parents[1] / "deckcheck" / "games"


def starter(tmp_path: Path, game: str = "buddyfight") -> Path:
    target = tmp_path / f"{game}-pool"
    target.mkdir()
    shutil.copy(GAMES / game / "data" / "starter.yaml", target / "pool.yaml")
    return target


def load(path: Path, cache: PoolCache | None) -> CardPool:
    return load_pool(path, card_model, default_game=DEFAULT_GAME, shapes=number_shapes, cache=cache)


@pytest.fixture
def cache(tmp_path: Path) -> PoolCache:
    return PoolCache(tmp_path / "cache", "test 1")


def cache_file(cache: PoolCache) -> Path:
    (found,) = (cache.directory / "pools").iterdir()
    return found


@pytest.mark.parametrize("game", ["buddyfight", "yugioh", "vanguard"])
def test_a_hit_is_the_same_pool(tmp_path: Path, cache: PoolCache, game: str) -> None:
    path = starter(tmp_path, game)
    fresh = load(path, None)
    first = load(path, cache)
    assert not isinstance(first, CachedPool)  # a miss: read from the files, and stored
    hit = load(path, cache)
    assert isinstance(hit, CachedPool)
    assert isinstance(hit, CardPool)
    assert (hit.game, hit.info, hit.shapes, len(hit), hit.names) == (
        fresh.game,
        fresh.info,
        fresh.shapes,
        len(fresh),
        fresh.names,
    )
    assert hit.cards == fresh.cards  # value equality, field for field
    assert all(type(a) is type(b).PLAIN for a, b in zip(hit.cards, fresh.cards, strict=True))  # its plain record
    for card in fresh.cards:
        assert hit.printings(card.name) == fresh.printings(card.name)
        assert hit.index.lookup(card.name.upper()) == fresh.index.lookup(card.name.upper())
        for number in card.numbers:
            assert hit.index.lookup(number) == fresh.index.lookup(number)
            assert hit.index.printing(number) == fresh.index.printing(number)
    for card_type in {c.type for c in fresh.cards}:
        assert hit.type_index(card_type).lookup(fresh.cards[0].name) == fresh.type_index(card_type).lookup(
            fresh.cards[0].name
        )
    assert hit.printings("No Such Card") == ()


def test_a_hit_builds_only_the_cards_asked_for_and_each_once(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    load(path, cache)
    hit = load(path, cache)
    assert isinstance(hit, CachedPool)
    name = load(path, None).cards[3].name
    first = hit.printings(name)
    assert sum(card is not None for card in hit._lazy._built) == len(first)
    assert all(a is b for a, b in zip(first, hit.printings(name), strict=True))  # the same objects again
    assert all(isinstance(card, CardFacts) for card in first)  # the model's plain record


def test_yugioh_passwords_from_a_hit(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path, "yugioh")
    fresh = load(path, None)
    load(path, cache)
    hit = load(path, cache)
    card = next(c for c in fresh.cards if c.numbers)
    found = hit.index.printing(card.numbers[0])
    assert isinstance(found, YugiohFacts) and found == card


def test_suggestions_are_the_same(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    fresh = load(path, None)
    load(path, cache)
    hit = load(path, cache)
    for card in fresh.cards[:20]:
        typo = card.name[:-2] + card.name[-1:] + "x"
        assert hit.index.suggest(typo) == fresh.index.suggest(typo)
        assert hit.index.containing(card.name.split()[0]) == fresh.index.containing(card.name.split()[0])


def test_a_changed_pool_file_is_a_miss(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    load(path, cache)
    text = (path / "pool.yaml").read_text(encoding="utf-8")
    (path / "pool.yaml").write_text(text.replace("name: ", "name: X", 1), encoding="utf-8")
    again = load(path, cache)
    assert not isinstance(again, CachedPool)
    assert again.cards == load(path, None).cards
    assert isinstance(load(path, cache), CachedPool)  # and stored again


def test_a_new_pool_file_in_the_folder_is_a_miss(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    load(path, cache)
    (path / "more.yaml").write_text("game: buddyfight\ncards:\n- {name: Brand New, type: spell}\n", encoding="utf-8")
    again = load(path, cache)
    assert not isinstance(again, CachedPool) and again.printings("Brand New")


def test_another_version_is_a_miss(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    load(path, cache)
    assert not isinstance(load(path, PoolCache(cache.directory, "test 2")), CachedPool)


def rewritten(path: Path, data: bytes) -> None:
    path.write_bytes(data)


def test_truncated_caches_are_misses(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    expected = load(path, cache).cards
    stored = cache_file(cache)
    whole = stored.read_bytes()
    for size in sorted({0, 1, len(MAGIC), len(MAGIC) + HEADER.size, *random.Random(3).sample(range(len(whole)), 40)}):
        rewritten(stored, whole[:size])
        pool = load(path, cache)
        assert pool.cards == expected
        # the miss wrote it again, whole (not byte for byte the same: marshal's back-references follow
        # reference counts), and the next run is a hit
        assert stored.read_bytes()[: len(MAGIC)] == MAGIC and len(stored.read_bytes()) > size
        assert isinstance(load(path, cache), CachedPool)


def test_damaged_caches_are_misses_or_validated(tmp_path: Path, cache: PoolCache) -> None:
    """Random bytes changed anywhere: a CRC-32 catches the head and tables; a card's bytes are validated."""
    path = starter(tmp_path)
    expected = load(path, cache).cards
    stored = cache_file(cache)
    whole = stored.read_bytes()
    rng = random.Random(18)
    for _ in range(300):
        damaged = bytearray(whole)
        for _ in range(rng.randint(1, 4)):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        rewritten(stored, bytes(damaged))
        pool = load(path, cache)
        assert pool.cards == expected
        assert all(pool.printings(card.name) for card in expected)


def test_garbage_and_odd_files_are_misses(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    expected = load(path, cache).cards
    stored = cache_file(cache)
    for data in (b"", b"\x00" * 100, os.urandom(5000), MAGIC, MAGIC + b"\xff" * 40, marshal.dumps(("old", 1))):
        rewritten(stored, data)
        assert load(path, cache).cards == expected
    stored.unlink()
    stored.mkdir()  # a directory where the file goes: read nothing, write nothing, load from the files
    assert load(path, cache).cards == expected
    assert stored.is_dir()


def forged(head: tuple[object, ...], rest: bytes = b"") -> bytes:
    packed = marshal.dumps(head)
    return MAGIC + HEADER.pack(zlib.crc32(packed), len(packed)) + packed + rest


def test_an_old_layout_or_wrong_types_with_a_good_checksum_is_a_miss(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    expected = load(path, cache).cards
    stored = cache_file(cache)
    key = cache.key([path / "pool.yaml"])
    heads: list[tuple[object, ...]] = [
        (),
        ("layout 0",),
        (key, "buddyfight"),
        (key, 1, "fp", "n", "s", 3, (), 0),
        (key, "buddyfight", "fp", "n", "s", 3, (("names", 1, 0),), 0),
        (key, "buddyfight", "fp", "n", "s", -1, (), -5),
        (key, "nogame", "fp", "n", "s", 1, tuple((n, 0, 0) for n in ("names", "types")), 0),
    ]
    for head in heads:
        rewritten(stored, forged(head))
        assert load(path, cache).cards == expected


def test_a_forged_table_is_an_error_never_a_crash(tmp_path: Path, cache: PoolCache) -> None:
    """Past the checksums, a table of the wrong types can only be forged: a one-line pool error, and the file
    is removed so that the next run reads the pool files."""
    path = starter(tmp_path)
    load(path, cache)
    hit = load(path, cache)
    assert isinstance(hit, CachedPool)
    hit._tables._sections["by_name"] = marshal.dumps((("a",), ("not a position",)))
    with pytest.raises(PoolError, match="pool cache .* is damaged"):
        hit.printings("a")
    assert not (cache.directory / "pools").exists() or not any((cache.directory / "pools").iterdir())


def test_a_forged_card_is_read_from_the_files(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    fresh = load(path, cache)
    hit = load(path, cache)
    assert isinstance(hit, CachedPool)
    hit._lazy._body._data = b"\x00" * 10_000  # every stored card now fails to decode
    hit._lazy._body._fd = None
    assert hit.printings(fresh.cards[0].name) == fresh.printings(fresh.cards[0].name)
    assert hit.cards == fresh.cards


def test_the_cache_is_not_written_through_a_symbolic_link(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    target = cache.path_for(path)
    target.parent.mkdir(parents=True)
    target.symlink_to(victim)
    load(path, cache)
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert not [p for p in target.parent.iterdir() if p.name.endswith(".tmp")]


def test_deckcheck_cache_dir_and_switch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "c"))
    assert cache_dir() == tmp_path / "c" / "deckcheck"
    path = starter(tmp_path)
    load_pool_file(path)
    assert isinstance(load_pool_file(path), CachedPool)
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    assert cache_dir() is None and pool_cache() is None
    assert not isinstance(load_pool_file(path), CachedPool)
    monkeypatch.setenv(NO_CACHE_ENV, "0")
    assert cache_dir() is not None
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/dir")  # ignored, as the XDG spec says
    found = cache_dir()
    assert found is None or found.is_absolute()


def test_an_unwritable_cache_dir_is_no_error(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("x", encoding="utf-8")
    path = starter(tmp_path)
    pool = load(path, PoolCache(blocked / "sub", "v"))
    assert pool.cards == load(path, None).cards


def _digests_counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How often the pool files are hashed (each call appends its number of files)."""
    from cardpool import cache as cache_module

    calls: list[int] = []
    real = cache_module.file_digests

    def counted(files: list[Path]) -> tuple[str, ...] | None:
        calls.append(len(files))
        return real(files)

    monkeypatch.setattr(cache_module, "file_digests", counted)
    return calls


def test_a_touched_pool_file_with_the_same_bytes_is_a_hit_and_restamped(
    tmp_path: Path, cache: PoolCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(plaincache, "SETTLED_NS", 0)  # as if the file had not changed for a while
    path = starter(tmp_path)
    expected = load(path, cache).cards
    hashed = _digests_counted(monkeypatch)
    os.utime(path / "pool.yaml", ns=(1, 1))  # new stamps, the same bytes
    again = load(path, cache)
    assert isinstance(again, CachedPool) and again.cards == expected and hashed == [1]
    assert isinstance(load(path, cache), CachedPool) and hashed == [1]  # stored under the new stamps: not hashed


def _coarse_clock(monkeypatch: pytest.MonkeyPatch, age_ns: int) -> None:
    """Pool files' stamps as a file system with a coarse clock gives them: a rewrite of the same size keeps its
    times and inode, which are ``age_ns`` old."""
    import time

    from cardpool import cache as cache_module

    fixed = time.time_ns() - age_ns

    def stamps(files: list[Path]) -> tuple[tuple[str, int, int, int, int], ...]:
        return tuple((os.path.abspath(f), os.stat(f).st_size, fixed, fixed, 7) for f in files)

    monkeypatch.setattr(cache_module, "file_stamps", stamps)


def test_a_file_rewritten_within_its_clock_tick_is_no_stale_hit(
    tmp_path: Path, cache: PoolCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stamps taken less than SETTLED_NS after the file changed do not answer alone: each hit compares the
    digests, so a rewrite of the same size that kept the stamps (a coarse clock) is read again."""
    _coarse_clock(monkeypatch, age_ns=0)
    path = starter(tmp_path)
    first = load(path, cache)
    hashed = _digests_counted(monkeypatch)
    assert isinstance(load(path, cache), CachedPool) and hashed == [1]  # a hit, proved by the digest
    text = (path / "pool.yaml").read_text(encoding="utf-8")
    name = first.cards[0].name
    changed = text.replace(f"name: {name},", f"name: {name.swapcase()},", 1)  # the same size, another name
    assert changed != text and len(changed.encode()) == len(text.encode())
    (path / "pool.yaml").write_text(changed, encoding="utf-8")
    again = load(path, cache)
    assert not isinstance(again, CachedPool) and again.cards != first.cards  # the file read again, not the cache
    assert again.cards == load(path, None).cards


def test_stamps_that_had_settled_answer_alone(
    tmp_path: Path, cache: PoolCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    _coarse_clock(monkeypatch, age_ns=2 * plaincache.SETTLED_NS)
    path = starter(tmp_path)
    load(path, cache)
    hashed = _digests_counted(monkeypatch)
    assert isinstance(load(path, cache), CachedPool) and hashed == []


def test_an_unsettled_cache_is_stored_settled_once_its_files_settle(
    tmp_path: Path, cache: PoolCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = starter(tmp_path)
    load(path, cache)  # the file was just written: stored unsettled
    hashed = _digests_counted(monkeypatch)
    assert isinstance(load(path, cache), CachedPool) and hashed == [1]
    monkeypatch.setattr(plaincache, "SETTLED_NS", 0)  # time passes
    assert isinstance(load(path, cache), CachedPool) and hashed == [1, 1]  # proved once more, stored settled
    monkeypatch.setattr(plaincache, "SETTLED_NS", 10**18)  # the stored settling is what answers now
    assert isinstance(load(path, cache), CachedPool) and hashed == [1, 1]


def test_a_pool_file_written_again_with_the_same_bytes_is_a_hit(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    expected = load(path, cache).cards
    data = (path / "pool.yaml").read_bytes()
    (path / "pool.yaml").unlink()
    (path / "pool.yaml").write_bytes(data)  # a new file (inode, times) of the same bytes, as a second import
    again = load(path, cache)
    assert isinstance(again, CachedPool) and again.cards == expected


def test_a_pool_file_of_the_same_size_and_other_bytes_is_a_miss(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    load(path, cache)
    text = (path / "pool.yaml").read_text(encoding="utf-8")
    edited = text.replace("name: Dragon", "name: Dragan", 1)
    assert edited != text and len(edited.encode()) == len(text.encode())
    (path / "pool.yaml").write_text(edited, encoding="utf-8")
    again = load(path, cache)
    assert not isinstance(again, CachedPool) and again.cards == load(path, None).cards
    assert any(card.name.startswith("Dragan") for card in again.cards)
    assert isinstance(load(path, cache), CachedPool) and load(path, cache).cards == again.cards


def test_a_cache_whose_digest_is_forged_for_new_bytes_is_a_miss(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    load(path, cache)
    stored = cache_file(cache)
    whole = stored.read_bytes()
    crc, size = HEADER.unpack_from(whole, len(MAGIC))
    start = len(MAGIC) + HEADER.size
    head = marshal.loads(whole[start : start + size])
    rewritten(stored, forged((*head[:-1], ("0" * 64,)), whole[start + size :]))
    os.utime(path / "pool.yaml", ns=(1, 1))
    again = load(path, cache)
    assert not isinstance(again, CachedPool) and again.cards == load(path, None).cards


def test_a_pool_file_that_changes_while_it_is_read_is_not_cached(tmp_path: Path, cache: PoolCache) -> None:
    path = starter(tmp_path)
    pool_file = path / "pool.yaml"
    text = pool_file.read_text(encoding="utf-8")

    def build() -> CardPool:
        pool = load(path, None)
        pool_file.write_text(text.replace("name: Dragon", "name: Dragan", 1), encoding="utf-8")  # after the read
        return pool

    cache.load_or_build(path, [pool_file], card_model, build, number_shapes)
    assert not (cache.directory / "pools").exists() or not any((cache.directory / "pools").iterdir())
    assert load(path, cache).cards == load(path, None).cards
