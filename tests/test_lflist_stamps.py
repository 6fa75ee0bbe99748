"""Issue 18: the lflist.conf cache is keyed by the file's stat stamps, so a hit reads no file; stamps answer alone
only for a file that had settled when it was stored (else the entry keeps the text, and a hit compares it)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from test_lflist_lazy_entries import card_places

from cardpool import plaincache
from cardpool.plaincache import cache_path, load_plain
from deckcheck.games.yugioh import lflist_cache
from deckcheck.regulations import select
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.plain import stored
from deckcheck.user_cache import NO_CACHE_ENV, cache_dir

TEXT = """#[2026.5 TCG][2026.1 TCG]
!2026.5 TCG
62320425 0 --Agido
14558127 1
!2026.1 TCG
$whitelist
62320425 1
"""


class Reads:
    """The run's read, counting the files it reads."""

    def __init__(self) -> None:
        self.paths: list[str] = []

    def __call__(self, path: str, limit: int) -> tuple[bytes | None, None]:
        self.paths.append(path)
        return Path(path).read_bytes()[: limit + 1], None


def shape(path: Path, read: Reads) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    for item in select.load_source(str(path), read):
        head = item.header
        out.append((head.name, head.format, head.effective, stored(item.regulation), card_places(item), item.lenient))
    return out


@pytest.fixture
def conf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = tmp_path / "lflist.conf"
    path.write_text(TEXT, encoding="utf-8")
    return path


def _entry(path: Path) -> object:
    directory = cache_dir()
    stamps = lflist_cache._stamps(str(path))
    assert directory is not None and stamps is not None
    return load_plain(cache_path(directory, "regulations", stamps[0]), lflist_cache._key(stamps))


def _fresh(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    found = shape(path, Reads())
    monkeypatch.delenv(NO_CACHE_ENV)
    return found


def test_a_settled_file_is_a_hit_that_reads_no_file(conf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = _fresh(conf, monkeypatch)
    monkeypatch.setattr(plaincache, "SETTLED_NS", 0)  # as if the file had not changed for a while
    assert shape(conf, Reads()) == fresh  # a miss, stored by its stamps alone
    entry = _entry(conf)
    assert isinstance(entry, tuple) and entry[0] is None
    reads = Reads()
    assert shape(conf, reads) == fresh and reads.paths == []  # a hit: the file was not read


def test_a_file_just_changed_keeps_its_text_and_a_hit_compares_it(conf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = _fresh(conf, monkeypatch)
    assert shape(conf, Reads()) == fresh  # a miss: the file was written just now
    entry = _entry(conf)
    assert isinstance(entry, tuple) and entry[0] == TEXT
    reads = Reads()
    assert shape(conf, reads) == fresh and reads.paths == [str(conf)]  # a hit, once the text was compared
    same_size = TEXT.replace("14558127 1", "14558127 2")
    conf.write_text(same_size, encoding="utf-8")  # perhaps within one timestamp step: the text still tells
    (first, _) = select.load_source(str(conf), Reads())
    assert [(limit.card, limit.max) for limit in first.regulation.limited] == [("14558127", 2)]


def test_a_text_kept_is_dropped_once_the_file_settles(conf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = _fresh(conf, monkeypatch)
    shape(conf, Reads())
    monkeypatch.setattr(plaincache, "SETTLED_NS", 0)
    assert shape(conf, Reads()) == fresh  # a hit that compared the text, and found the file settled
    entry = _entry(conf)
    assert isinstance(entry, tuple) and entry[0] is None
    reads = Reads()
    assert shape(conf, reads) == fresh and reads.paths == []


@pytest.mark.parametrize("change", ["longer", "touched"])
def test_a_changed_file_is_a_miss(conf: Path, monkeypatch: pytest.MonkeyPatch, change: str) -> None:
    monkeypatch.setattr(plaincache, "SETTLED_NS", 0)
    shape(conf, Reads())
    text = TEXT + "23434538 0\n" if change == "longer" else TEXT
    conf.write_text(text, encoding="utf-8")
    info = os.stat(conf)
    os.utime(conf, ns=(info.st_atime_ns, info.st_mtime_ns + 5_000_000_000))
    reads = Reads()
    lists = select.load_source(str(conf), reads)
    assert reads.paths == [str(conf)]  # read again
    assert ("23434538" in lists[1].regulation.banned) == (change == "longer")


def test_a_file_that_is_not_there_or_no_file_is_an_error_as_before(tmp_path: Path) -> None:
    from deckcheck.run.reading import read_bytes

    (tmp_path / "folder.conf").mkdir()
    for name in ("missing.conf", "folder.conf"):
        with pytest.raises(RegulationError, match=name):
            select.load_source(str(tmp_path / name), read_bytes)
