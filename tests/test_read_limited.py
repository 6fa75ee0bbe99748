"""A deck file is read in one read of its own size (not of the limit), and still never past the limit."""

from __future__ import annotations

import io
import os
from pathlib import Path

from deckcheck.run.reading import _read_file, _read_limited, read_bytes


def test_a_file_at_the_limit_is_read_and_one_byte_more_is_refused(tmp_path: Path) -> None:
    at, over = tmp_path / "at.txt", tmp_path / "over.txt"
    at.write_bytes(b"x" * 100)
    over.write_bytes(b"x" * 101)
    assert read_bytes(str(at), 100) == (b"x" * 100, None)
    data, problem = read_bytes(str(over), 100)
    assert data is None and problem is not None and "larger than 100 bytes" in problem.message


def test_an_empty_file_reads_as_no_bytes(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    assert read_bytes(str(empty), 100) == (b"", None)


def read_file(tmp_path: Path, content: bytes, limit: int, size: int) -> bytes | None:
    """``_read_file`` of a file holding ``content``, told that its size was ``size`` when it was opened."""
    path = tmp_path / "deck.txt"
    path.write_bytes(content)
    fd = os.open(path, os.O_RDONLY)
    try:
        return _read_file(fd, limit, size)
    finally:
        os.close(fd)


def test_a_file_that_grew_after_its_size_was_taken_is_read_on_to_the_limit(tmp_path: Path) -> None:
    assert read_file(tmp_path, b"y" * 50, 100, size=10) == b"y" * 50
    assert read_file(tmp_path, b"y" * 100, 100, size=10) == b"y" * 100
    assert read_file(tmp_path, b"y" * 101, 100, size=10) is None
    assert read_file(tmp_path, b"y" * 500, 100, size=300) is None


def test_a_file_that_shrank_is_read_as_it_is(tmp_path: Path) -> None:
    assert read_file(tmp_path, b"z" * 5, 100, size=60) == b"z" * 5


def test_reads_cut_short_are_read_on_to_the_end() -> None:
    """A read may return less than it asked for (a pipe does, as some file systems can): the rest is read."""
    reading, writing = os.pipe()
    os.write(writing, b"a" * 30)
    os.close(writing)
    try:
        assert _read_file(reading, 100, 60) == b"a" * 30
    finally:
        os.close(reading)


def test_standard_input_is_bounded_by_the_limit() -> None:
    assert _read_limited(io.BytesIO(b"s" * 100), 100) == b"s" * 100
    assert _read_limited(io.BytesIO(b"s" * 101), 100) is None
