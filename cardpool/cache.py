"""The pool cache: a validated pool stored once as plain data (marshal), with its name index, for quick loading.

One cache file per pool path, in the directory the caller gives (deckcheck's user cache directory). Its
key is the pool files' stat stamps (name, size, modification and change times, inode), the caller's version,
cardpool's own layout version and source stamps, and the card model's fields: any change is a miss, and
the pool is read from its files again and the cache rewritten (atomically, :mod:`cardpool.atomic`). The
cache also holds each file's SHA-256: when only the stamps changed (a file touched, or written again with the
same bytes, as a second ``pool import`` of the same table does), files whose bytes are still those hashed
are a hit, and the cache is rewritten under the new stamps; a file whose bytes changed is a miss. The stamps
alone answer only for files that had been unchanged for :data:`~cardpool.plaincache.SETTLED_NS` when they were
taken (a file rewritten within one tick of a coarse clock keeps its stamps): until then, each hit compares the
digests too, and the first hit after that stores the cache as settled.

A cache file that cannot be read for any reason (truncated, of an older layout, damaged, of the wrong types,
written by someone else) is a miss, never an error: the file starts with a magic line, its length and a CRC-32
of what follows, and everything loaded from it is type-checked before use. Cards are stored as validated
when the pool was read from its files, and built on a hit as plain records (:mod:`cardpool.plain`), each
value type-checked when first used (:mod:`cardpool.cached_pool`): a damaged card is a miss. A hit imports no
pydantic, no card model and no YAML parser.

File layout: ``MAGIC``, then ``HEADER`` (CRC-32 of the rest, the length of the tables, the length of the
cards), the tables (one marshal tuple, :func:`_tables`), and the cards (each card's marshal bytes, one
after the other; the tables hold their offsets). The head holds the key, the pool's facts, the tables'
directory, the files' digests (:func:`file_digests`) and whether the stamps had settled.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import struct
import sys
import time
import zlib
from array import array
from collections.abc import Callable, Mapping, Sequence
from itertools import accumulate
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from cardpool.cache_tables import OFFSET, StoredTables
from cardpool.cached_pool import CachedPool, CardBytes, LazyCards, encode, fingerprint
from cardpool.collection import CardPool, PoolInfo
from cardpool.errors import PoolError
from cardpool.loading import MAX_POOL_FILE_BYTES, gc_paused
from cardpool.plaincache import all_of, open_regular, prune, settled, source_stamps, used

if TYPE_CHECKING:
    from cardpool.model import BaseCard
    from cardpool.numbers import NumberShapes
    from cardpool.plain import RecordClass

Records = Callable[[str], "RecordClass | None"]
"""game -> the plain record class of its cards (:mod:`cardpool.plain`), found without importing its model."""

LAYOUT = 7
"""Raised whenever what the cache holds, or how, changes."""
MAGIC = b"cardpool cache\n"
HEADER = struct.Struct("<IQ")
"""The CRC-32 and the length of the head that follows."""
MAX_CACHE_BYTES = 512 * 1024 * 1024
MAX_CACHE_FILES = 32
"""The most pools cached at once: the least recently used one's file goes first (:func:`cardpool.plaincache.prune`)."""

_OWN_SOURCES = (
    "index.py", "loose.py", "normalize.py", "cached_pool.py", "cache_tables.py", "cache.py", "model.py", "plain.py",
)  # fmt: skip
"""cardpool's modules whose code shapes what the cache holds: an edited one (a developer's tree) is a miss."""


def _source_stamps() -> tuple[int, ...]:
    return source_stamps(__file__, _OWN_SOURCES)


def file_stamps(files: Sequence[Path]) -> tuple[tuple[str, int, int, int, int], ...] | None:
    """Each pool file's name, size, mtime, ctime and inode; ``None`` when one cannot be stat-ed."""
    stamps = []
    for path in files:
        try:
            info = os.stat(path)
        except OSError:
            return None
        stamps.append((os.path.abspath(path), info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino))
    return tuple(stamps)


def file_digests(files: Sequence[Path]) -> tuple[str, ...] | None:
    """Each pool file's SHA-256 (of its bytes, hex); ``None`` when one is not a regular file that can be read
    within the pool file limit. Only a miss of the stamps reads and hashes the files."""
    import hashlib  # not on a hit: importing it costs a fifth of a hit's load

    digests: list[str] = []
    for path in files:
        opened = open_regular(path, MAX_POOL_FILE_BYTES)
        if opened is None:
            return None
        with opened[0] as handle:
            try:
                digest = hashlib.sha256()
                while chunk := handle.read(1024 * 1024):
                    digest.update(chunk)
            except OSError:
                return None
        digests.append(digest.hexdigest())
    return tuple(digests)


def _restamped(stored: Any, key: tuple[Any, ...]) -> bool:
    """Whether the stored key ``stored`` is ``key`` but for the files' times and inodes (the same layout,
    version, sources and Python, and the same files of the same sizes)."""
    if type(stored) is not tuple or len(stored) != len(key) or stored[:-1] != key[:-1]:
        return False
    files = stored[-1]
    if type(files) is not tuple or len(files) != len(key[-1]):
        return False
    return all(type(f) is tuple and f[:2] == k[:2] for f, k in zip(files, key[-1], strict=True))


class PoolCache:
    """Where cache files go (``directory``), what else keys them (``version``: the caller's own version), and
    how a hit finds a game's record class without importing its model (``records``; without it, or when it
    answers ``None``, the model's ``PLAIN``)."""

    def __init__(self, directory: Path, version: str, records: Records | None = None) -> None:
        self.directory = directory
        self.version = version
        self.records = records

    def record_of(self, game: str, models: Callable[[str], type[BaseCard] | None]) -> RecordClass | None:
        """The record class of ``game``'s cards; ``None`` when it has none whose fields are its model's."""
        found = self.records(game) if self.records is not None else None
        if found is not None:
            return found
        model = models(game)
        return _record_of_model(model) if model is not None else None

    def path_for(self, root: Path) -> Path:
        """The cache file of the pool at ``root``: named by two checksums of its absolute path (no hashlib:
        importing it costs more than a hit's whole load). Two roots of one name would only take turns: the
        key holds each pool file's absolute path, so one's file is a miss for the other."""
        where = os.path.abspath(root).encode("utf-8", "surrogatepass")
        return self.directory / "pools" / f"{zlib.crc32(where):08x}{zlib.adler32(where):08x}.cache"

    def key(self, files: Sequence[Path]) -> tuple[Any, ...] | None:
        stamps = file_stamps(files)
        return None if stamps is None else (LAYOUT, self.version, _source_stamps(), sys.version_info[:2], stamps)

    def load_or_build(
        self,
        root: Path,
        files: Sequence[Path],
        models: Callable[[str], type[BaseCard] | None],
        build: Callable[[], CardPool],
        shapes: Callable[[str], NumberShapes] | None,
        shown: PoolInfo | None = None,
    ) -> CardPool:
        """The pool of ``files`` from the cache, else ``build()`` (the pool read from its files) stored there.
        ``shown``: the location and files a hit's :class:`PoolInfo` gives (a bundled pool's ``bundled:NAME``);
        else ``root`` and ``files``."""
        before = time.time_ns()
        key = self.key(files)
        if key is None:
            return build()
        steady = settled((t for stamp in key[-1] for t in stamp[2:4]), before)  # may the stamps alone answer?

        def fallback() -> tuple[BaseCard, ...]:
            self.discard(root)
            return build().cards

        hit = self.load(root, files, key, models, fallback, shown, steady)
        if hit is not None:
            if shapes is not None:
                hit.shapes = shapes(hit.game)
            return hit
        pool = build()
        model = models(pool.game)
        record = _record_of_model(model) if model is not None else None
        if record is not None and record is self.record_of(pool.game, models) and not isinstance(pool, CachedPool):
            digests = file_digests(files)
            if digests is not None and self.key(files) == key:  # the files as hashed are the files as read
                self.store(root, key, pool, record, digests, steady)
        return pool

    def discard(self, root: Path) -> None:
        """Remove the cache file of ``root`` (it turned out damaged); nothing happens when that fails."""
        with contextlib.suppress(OSError):
            os.unlink(self.path_for(root))

    def load(
        self,
        root: Path,
        files: Sequence[Path],
        key: tuple[Any, ...],
        models: Callable[[str], type[BaseCard] | None],
        fallback: Callable[[], Sequence[BaseCard]],
        shown: PoolInfo | None,
        steady: bool,
    ) -> CachedPool | None:
        """The pool cached for ``root`` under ``key``; ``None`` on any miss. ``steady``: whether ``key``'s stamps
        had settled (:func:`cardpool.plaincache.settled`)."""
        path = self.path_for(root)
        try:
            read = _read(path, key)
            if read is not None and not self._proved(root, key, files, steady, *read):
                read = None
        except Exception:  # noqa: BLE001 - belt and braces: whatever the file holds, it is a miss
            read = None
        if read is None:
            return None
        used(path)
        (_, game, record_print, name, source, count, _, _, _, _), sections, body = read
        record = self.record_of(game, models)
        if record is None or fingerprint(record) != record_print:
            return None

        def damaged(table: str) -> NoReturn:
            self.discard(root)
            raise PoolError(
                str(root), f"the pool cache {path} is damaged ({table}); it has been removed: run deckcheck again"
            )

        tables = StoredTables(sections, count, damaged)
        location, listed = (shown.location, shown.files) if shown else (str(root), tuple(str(f) for f in files))
        info = PoolInfo(name=name, source=source, location=location, files=listed)
        return CachedPool(LazyCards(body, tables, record, fallback, str(root)), tables, info=info, game=game)

    def _proved(
        self,
        root: Path,
        key: tuple[Any, ...],
        files: Sequence[Path],
        steady: bool,
        head: tuple[Any, ...],
        sections: dict[str, bytes],
        body: CardBytes,
    ) -> bool:
        """Whether the cache read holds the files as they are now: its stamps are ``key``'s and had settled, or
        else each file's bytes hash to the digest stored (for other stamps, :func:`_restamped`, or stamps that had
        not settled). When the digests prove it and the key or its settling changed, it is written again."""
        if head[0] == key and head[9]:
            return True
        if file_digests(files) != head[8]:
            return False
        if head[0] != key or steady:
            restamped = marshal.dumps((key, *head[1:9], steady))
            self._write(root, [_start(restamped), restamped, *sections.values(), body.get(0, head[7])])
        return True

    def store(
        self,
        root: Path,
        key: tuple[Any, ...],
        pool: CardPool,
        record: RecordClass,
        digests: tuple[str, ...],
        steady: bool,
    ) -> None:
        """Write ``pool``'s cache file (``digests``: its files', :func:`file_digests`; ``steady``: whether the key's
        stamps had settled); a cache that cannot be written is simply not written."""
        try:
            with gc_paused():  # many small objects, none cyclic
                data = _encode(pool, key, record, digests, steady)
        except (ValueError, TypeError, OverflowError):  # a value marshal cannot store: no cache for this pool
            return
        self._write(root, [data])

    def _write(self, root: Path, parts: list[bytes]) -> None:
        from cardpool.atomic import WriteFailed, write_file

        path = self.path_for(root)
        with contextlib.suppress(WriteFailed, OSError):
            write_file(str(path), b"".join(parts), what="the pool cache", follow_links=False)
            prune(path.parent, MAX_CACHE_FILES, path)


def _record_of_model(model: type[BaseCard]) -> RecordClass | None:
    """The model's record class, when its fields are exactly the model's (else the game gets no cache)."""
    record = getattr(model, "PLAIN", None)
    if record is None or tuple(model.model_fields) != record.FIELDS:
        return None
    return record


def _pairs(table: Mapping[str, Any]) -> tuple[tuple[str, ...], tuple[Any, ...]]:
    """A table as two tuples, keys sorted (:class:`cardpool.cached_pool.SortedTable`)."""
    keys = tuple(sorted(table))
    return keys, tuple(map(table.__getitem__, keys))


def _loose_tables(
    loose: Mapping[str, str], squeezed: Mapping[str, str], names: tuple[str, ...]
) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """The punctuation-blind tables (:attr:`cardpool.index.NameIndex._by_loose`, ``_by_squeezed``) as one section's
    pairs, each name as its place among the sorted printed ``names`` (the ``by_name`` section's keys); a squeezed key
    that is also a loose key is the same object, so marshal stores it once (most are)."""
    rank = {name: at for at, name in enumerate(names)}
    same = {key: key for key in loose}
    return (
        _pairs({key: rank[name] for key, name in loose.items()}),
        _pairs({same.get(key, key): rank[name] for key, name in squeezed.items()}),
    )


def _start(head: bytes) -> bytes:
    """What comes before a cache file's head: the magic line, the head's CRC-32 and length."""
    return MAGIC + HEADER.pack(zlib.crc32(head), len(head))


def _encode(pool: CardPool, key: tuple[Any, ...], record: RecordClass, digests: tuple[str, ...], steady: bool) -> bytes:
    cards = pool.cards
    blobs = list(map(encode, cards))
    offsets = array(OFFSET, accumulate(map(len, blobs), initial=0))
    index = pool.index  # the run needs it anyway: its tables are the cache's
    position = dict(zip(map(id, cards), range(len(cards)), strict=True))
    names = tuple(map(attrgetter("name"), cards))
    by_name: dict[str, Any] = dict(zip(reversed(names), range(len(names) - 1, -1, -1), strict=True))  # first wins
    if len(by_name) != len(names):  # names of several cards: every position, in order
        several: dict[str, list[int]] = {}
        for at, name in enumerate(names):
            several.setdefault(name, []).append(at)
        by_name.update((name, tuple(at)) for name, at in several.items() if len(at) > 1)
    by_number = {number: position[id(card)] for number, card in index._card_by_number.items()}
    name_pairs = _pairs(by_name)
    sections = {
        "names": marshal.dumps(names),
        "types": marshal.dumps(tuple(map(sys.intern, map(attrgetter("type"), cards)))),
        "by_name": marshal.dumps(name_pairs),
        "by_key": marshal.dumps(_pairs(index._by_key)),
        "by_number": marshal.dumps(_pairs(by_number)),
        "digit_names": marshal.dumps(tuple(sorted(index.digit_names))),
        "loose": marshal.dumps(_loose_tables(index._by_loose, index._by_squeezed, name_pairs[0])),
        "offsets": marshal.dumps(offsets.tobytes()),
        "crcs": marshal.dumps(array(OFFSET, map(zlib.crc32, blobs)).tobytes()),
    }
    directory = tuple((name, len(data), zlib.crc32(data)) for name, data in sections.items())
    head = marshal.dumps((key, pool.game, fingerprint(record), pool.info.name, pool.info.source, len(cards),
                          directory, offsets[-1], digests, steady))  # fmt: skip
    return b"".join([_start(head), head, *sections.values(), *blobs])  # the cards' bytes copied once, not twice


def _read(path: Path, key: tuple[Any, ...]) -> tuple[tuple[Any, ...], dict[str, bytes], CardBytes] | None:
    """A cache file's head, its sections (CRC-checked, not yet unmarshalled) and its card bytes; ``None`` on
    any fault or when it is for another ``key`` (but for the files' stamps: :func:`_restamped`)."""
    opened = open_regular(path, MAX_CACHE_BYTES)
    if opened is None:
        return None
    with opened[0] as handle:
        size = opened[1]
        try:
            start = handle.read(len(MAGIC) + HEADER.size)
            if len(start) != len(MAGIC) + HEADER.size or not start.startswith(MAGIC):
                return None
            crc, head_bytes = HEADER.unpack_from(start, len(MAGIC))
            packed = handle.read(head_bytes)
            head = _head(packed, crc, key)
            if head is None or len(start) + head_bytes + sum(s[1] for s in head[6]) + head[7] != size:
                return None
            sections = {name: handle.read(size) for name, size, _ in head[6]}
            body = CardBytes.of(handle, head[7])
        except OSError:
            return None
    if any(len(sections[name]) != size or zlib.crc32(sections[name]) != crc for name, size, crc in head[6]):
        return None
    return head, sections, body


def _head(packed: bytes, crc: int, key: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """The head of a cache file when it is whole, of this layout and for ``key`` (or :func:`_restamped`)."""
    if zlib.crc32(packed) != crc:
        return None
    try:
        head = marshal.loads(packed)
    except Exception:  # noqa: BLE001 - marshal raises several kinds on bad data: every one is a miss
        return None
    if type(head) is not tuple or len(head) != 10 or (head[0] != key and not _restamped(head[0], key)):
        return None
    _, game, model_print, name, source, count, directory, body, digests, steady = head
    if type(digests) is not tuple or not all_of(str, digests) or type(steady) is not bool:
        return None
    if not all(type(v) is str for v in (game, model_print, name, source)) or not all_of(int, (count, body)):
        return None
    if type(directory) is not tuple or tuple(d[0] for d in directory if type(d) is tuple) != SECTIONS:
        return None
    if not all(len(d) == 3 and all_of(int, d[1:]) and d[1] >= 0 for d in directory) or count < 1 or body < 0:
        return None
    return head


SECTIONS = ("names", "types", "by_name", "by_key", "by_number", "digit_names", "loose", "offsets", "crcs")
