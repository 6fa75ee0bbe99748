"""Reading regulation files: the bytes, and a regulation with where its parts were written (:class:`Located`);
the YAML form is validated by :mod:`deckcheck.regulations.yaml_file`. Errors name file and line."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.findings import Problem
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.plain import Regulation, in_force

if TYPE_CHECKING:
    from cardpool.yamlsafe import YNode

__all__ = ["Header", "Located", "RegulationError", "parse_regulation", "read_text"]

MAX_REGULATION_BYTES = 8 * 1024 * 1024
REGULATION_SUFFIXES = (".yaml", ".yml")


ReadBytes = Callable[[str, int], "tuple[bytes | None, Problem | None]"]
"""How regulations get a file's bytes: (path, byte limit) -> the bytes, or ``None`` and the problem that says why.
The run passes its own safe read (no FIFO hang, bounded), the one deck files get."""


def read_text(path: str | os.PathLike[str], read: ReadBytes) -> str:
    """A regulation file's text: a regular file, at most 8 MiB, UTF-8 (a BOM is dropped)."""
    shown = str(path)
    data, problem = read(shown, MAX_REGULATION_BYTES)
    if data is None:
        message = problem.message if problem else "cannot read the file"
        if message.startswith("the file is larger than"):  # --max-file-size is for decks, not this limit
            message = f"the file is larger than {MAX_REGULATION_BYTES:,} bytes, the limit for a regulation file"
        raise RegulationError(shown, message)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RegulationError(shown, f"not UTF-8 (byte 0x{data[exc.start]:02x})", line) from None


Locator = Callable[[tuple[int | str, ...]], tuple[int, int]]


class Header:
    """A regulation's identity, enough to choose one (name, game, format, dates), without its lists: what an
    lflist.conf's lists that are not chosen cost (a plain object, not a model)."""

    __slots__ = ("effective", "ends", "format", "game", "name")

    def __init__(
        self, name: str, game: str, format: str | None, effective: dt.date | None, ends: dt.date | None = None
    ) -> None:
        self.name, self.game, self.format, self.effective, self.ends = name, game, format, effective, ends

    def in_force(self, day: dt.date) -> bool:
        """As :meth:`Regulation.in_force`."""
        return in_force(self.effective, self.ends, day)


class Located:
    """A regulation and where it was written: the file, and the line and column of each part."""

    def __init__(
        self,
        regulation: Regulation | Callable[[], Regulation],
        path: str,
        locator: Locator | None = None,
        *,
        lenient: bool = False,
        header: Header | Regulation | None = None,
    ) -> None:
        if not (isinstance(regulation, Regulation) or callable(regulation)):
            raise TypeError(
                f"a Located holds a deckcheck.regulations.plain.Regulation (or a function building one), not a "
                f"{type(regulation).__name__}: build it with deckcheck.regulations.model.validate_regulation"
            )
        self._regulation = regulation if isinstance(regulation, Regulation) else None
        self._build = None if isinstance(regulation, Regulation) else regulation
        self._header = header
        self.path = path
        self._locator = locator
        self.lenient = lenient
        """Cards the pool does not know are kept as written, not an error (lflist.conf passcodes)."""

    @property
    def regulation(self) -> Regulation:
        """The whole regulation (an lflist.conf list is built on first use: only the chosen one is)."""
        if self._regulation is None:
            assert self._build is not None
            self._regulation = self._build()
        return self._regulation

    @regulation.setter
    def regulation(self, value: Regulation) -> None:
        self._regulation = value

    @property
    def header(self) -> Header | Regulation:
        """The regulation's identity (name, game, format, dates), enough to choose one; its lists may be empty."""
        return self._header if self._header is not None and self._regulation is None else self.regulation

    def where(self, *loc: int | str) -> tuple[int, int]:
        """The line and column of the part at ``loc`` (``("banned", 3)``); (0, 0) when unknown."""
        return self._locator(loc) if self._locator is not None else (0, 0)


def parse_regulation(path: str, text: str) -> Located:
    """Validate one regulation file's YAML text; a problem is a :class:`RegulationError` at its line."""
    return parse_with_nodes(path, text)[0]


def parse_with_nodes(path: str, text: str) -> tuple[Located, YNode | None]:
    """:func:`parse_regulation`, and the YAML nodes the regulation was read from (for the regulation cache)."""
    from deckcheck.regulations.yaml_file import parse  # pydantic: only where a file is validated

    return parse(path, text)


def regulation_files(path: Path, suffixes: tuple[str, ...] = REGULATION_SUFFIXES) -> list[Path]:
    """The regulation files in a folder (those with one of ``suffixes``), sorted; or the one file given."""
    if path.is_dir():
        return sorted(
            p for p in path.iterdir() if p.suffix.lower() in suffixes and p.is_file() and not p.name.startswith(".")
        )
    return [path]
