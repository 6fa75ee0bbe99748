"""Reading deck files safely: bounded, never blocking on a FIFO or a device, every failure a located problem."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Collection
from typing import BinaryIO

from cardpool import CardPool
from deckcheck.findings import Problem, quote
from deckcheck.games import all_games, find_game

DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024
STDIN = "-"
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def is_inline(raw: str) -> bool:
    """Whether a command-line argument is a deck itself (a ``ydke://`` URL), as a game recognises it, and not
    the name of an existing file."""
    if not any(game.inline(raw) for game in all_games() if game.inline is not None):
        return False
    try:
        return not os.path.lexists(raw)
    except (OSError, ValueError):
        return True


def inline_label(raw: str) -> str:
    """How reports name an inline deck: its first 40 characters."""
    text = raw.strip()
    return text if len(text) <= 40 else text[:37] + "..."


def _read_limited(stream: BinaryIO, limit: int) -> bytes | None:
    """At most ``limit`` bytes of ``stream``, or ``None`` when it holds more."""
    data = stream.read(limit + 1)
    return None if len(data) > limit else data


def _read_file(fd: int, limit: int, size: int) -> bytes | None:
    """At most ``limit`` bytes of the open regular file ``fd``, or ``None`` when it holds more. ``size`` (its size
    when it was opened) sizes the reads: one of ``limit + 1`` bytes allocates that much for each file (5 MB by
    default, most of a small deck's reading time). A file read whole at once takes one read; one that was cut
    short or grew since is read on, to its end or the limit."""
    want = min(limit, size) + 1
    data = os.read(fd, want)
    if len(data) == size <= limit:
        return data  # the common case: the file as it was opened, in one read
    parts = [data]
    got = len(data)
    while got <= limit and (part := os.read(fd, (want if got < want else limit + 1) - got)):
        parts.append(part)
        got += len(part)
    return None if got > limit else b"".join(parts)


def _not_regular(mode: int) -> Problem:
    if stat.S_ISFIFO(mode):  # (what a shell's <(command) gives): the text can come on standard input instead
        kind = "a FIFO; to check what a command writes, pipe it in: COMMAND | deckcheck check -"
    else:
        kind = "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "not a regular file"
    return Problem(f"cannot check this path: it is {kind}")


def read_bytes(path: str, limit: int) -> tuple[bytes | None, Problem | None]:
    """A deck file's bytes, or a problem saying why they cannot be had."""
    if path != STDIN and is_inline(path):
        data = path.encode("utf-8", "surrogateescape")
        return (data, None) if len(data) <= limit else (None, _too_big(limit))
    if path == STDIN:
        if sys.stdin is None:  # started with standard input closed
            return None, Problem("standard input is closed: there is no deck to read")
        try:
            read = _read_limited(sys.stdin.buffer, limit)
        except OSError as exc:
            return None, Problem(f"cannot read standard input: {exc.strerror or exc}")
        return (read, None) if read is not None else (None, _too_big(limit))
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            return None, _not_regular(mode)
        # Non-blocking, and checked again once open: a FIFO put in the file's place
        # between the two looks must not hang the run.
        fd = os.open(path, _OPEN_FLAGS)
        try:
            opened = os.fstat(fd)
            if not stat.S_ISREG(opened.st_mode):
                return None, _not_regular(opened.st_mode)
            content = _read_file(fd, limit, opened.st_size)
        finally:
            os.close(fd)
    except FileNotFoundError:
        if os.path.islink(path):
            return None, Problem("a symbolic link to nothing: its target does not exist")
        return None, Problem("the file disappeared before it could be read")
    except PermissionError:
        return None, Problem("permission denied: deckcheck cannot read this file")
    except IsADirectoryError:
        return None, Problem("this is a directory, not a deck file")
    except OSError as exc:
        return None, Problem(f"cannot read the file: {exc.strerror or exc}")
    return (content, None) if content is not None else (None, _too_big(limit))


def _too_big(limit: int) -> Problem:
    return Problem(f"the file is larger than {limit:,} bytes, the limit (raise it with --max-file-size)", None, None)


def printable_path(path: str) -> str:
    """``path`` as reports can print it: a file name that is not valid UTF-8 shows U+FFFD for its bad bytes."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return path


def stat_or_none(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None


def starter_notice(pool: CardPool, unknown: Collection[str]) -> str:
    """Said once per run when the bundled starter pool checked names it does not know; what is unknown and
    what a full card list holds are said in the game's words (a .ydk's lines are passwords)."""
    game = find_game(pool.game)
    title = game.title if game else pool.game
    numbers = sum(1 for written in unknown if game is not None and game.is_number and game.is_number(written))
    names = len(unknown) - numbers
    parts = []
    if names or not numbers:
        parts.append(f"{names} name{'s' if names != 1 else ''}")
    if numbers:
        word = game.number_word if game else "card number"
        parts.append(f"{numbers} {word}{'s' if numbers != 1 else ''}")
    verb = "is" if len(unknown) == 1 else "are"
    card_list = game.card_list if game else "a table with every card's name, number and type"
    return (
        f"{' and '.join(parts)} {verb} not in the bundled "
        f"{title} starter pool ({quote(pool.info.name)}, {len(pool)} cards), which holds only a few cards for the "
        f"examples; import a full card list ({card_list}) "
        f"with 'deckcheck pool import {game.card_file if game else 'CARDS.sqlite'} --set-default', or pass one with "
        "--pool"
    )
