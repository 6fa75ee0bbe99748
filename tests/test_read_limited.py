"""A deck file is read in one read of its own size (not of the limit), and still never past the limit."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

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
    """A read may return less than it asked for (a pipe does, as some file systems can): the rest is read. The
    writer sends its second part only once the first was read, so the first read is surely short."""
    import threading

    reading, writing = os.pipe()
    first_read = threading.Event()

    def write() -> None:
        os.write(writing, b"a" * 10)
        first_read.wait(5)
        os.write(writing, b"b" * 20)
        os.close(writing)

    real_read = os.read

    def read(fd: int, size: int) -> bytes:
        data = real_read(fd, size)
        first_read.set()
        return data

    writer = threading.Thread(target=write)
    writer.start()
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(os, "read", read)
            assert _read_file(reading, 100, 60) == b"a" * 10 + b"b" * 20
    finally:
        writer.join()
        os.close(reading)


def test_standard_input_is_bounded_by_the_limit() -> None:
    assert _read_limited(io.BytesIO(b"s" * 100), 100) == b"s" * 100
    assert _read_limited(io.BytesIO(b"s" * 101), 100) is None
