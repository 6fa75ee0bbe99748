"""Reading regulation files: YAML through the bounded, located composer; errors name file and line."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cardpool.visible import clip
from cardpool.yamlsafe import YamlError, YMap, YNode, YScalar, YSeq, compose, locate, to_python
from deckcheck.findings import Problem
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.model import Regulation, in_force

__all__ = ["Header", "Located", "RegulationError", "parse_regulation", "read_text"]

MAX_REGULATION_BYTES = 8 * 1024 * 1024
REGULATION_SUFFIXES = (".yaml", ".yml")
MAX_NODES = 400_000


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


def _yaml_locator(root: YNode | None) -> Locator:
    return lambda loc: locate(root, loc) if root is not None else (0, 0)


def parse_regulation(path: str, text: str) -> Located:
    """Validate one regulation file's YAML text; a problem is a :class:`RegulationError` at its line."""
    return parse_with_nodes(path, text)[0]


def parse_with_nodes(path: str, text: str) -> tuple[Located, YNode | None]:
    """:func:`parse_regulation`, and the YAML nodes the regulation was read from (for the regulation cache)."""
    try:
        root = compose(text, max_nodes=MAX_NODES)
        data = to_python(root, max_nodes=MAX_NODES)
    except YamlError as exc:
        raise RegulationError(path, exc.message, exc.line, exc.column) from None
    if not isinstance(data, dict):
        raise RegulationError(path, "a regulation file holds a mapping with 'name', 'game' and 'effective'", 1)
    _cards_as_written(root, data)
    try:
        regulation = Regulation.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        loc = tuple(first["loc"])
        line, column = locate(root, _yaml_path(loc))
        shown = "; ".join(_describe(tuple(e["loc"]), str(e["msg"]), e.get("input")) for e in errors[:3])
        more = f"; and {len(errors) - 3} more problems" if len(errors) > 3 else ""
        raise RegulationError(path, shown + more, line, column) from None
    if regulation.effective is None:
        raise RegulationError(path, "effective: the date the list takes effect is required (YYYY-MM-DD)", 1, 1)
    return Located(regulation, path, _yaml_locator(root)), root


def _child(node: YNode | None, step: int | str) -> YNode | None:
    if isinstance(node, YSeq) and isinstance(step, int) and 0 <= step < len(node.items):
        return node.items[step]
    if isinstance(node, YMap):
        return next((v for k, v in node.pairs if isinstance(k, YScalar) and k.value == step), None)
    return None


def _written(node: YNode | None, value: object) -> object:
    """A whole number where a card is named (an unquoted password, ``14558127``) as its text in the file, so
    ``0123`` keeps its leading zero (YAML would read it as the octal 83); anything else unchanged."""
    if isinstance(value, int) and not isinstance(value, bool):
        return node.value if isinstance(node, YScalar) else str(value)
    return value


def _card_list(node: YNode | None, values: object) -> None:
    if isinstance(values, list):
        for i, value in enumerate(values):
            values[i] = _written(_child(node, i), value)


def _cards_as_written(root: YNode | None, data: dict[Any, Any]) -> None:
    """Card references written as whole numbers become the text written, in place (see :func:`_written`)."""
    _card_list(_child(root, "banned"), data.get("banned"))
    pool = data.get("pool")
    if isinstance(pool, dict):
        _card_list(_child(_child(root, "pool"), "cards"), pool.get("cards"))
    for key in ("limited", "choice", "combined"):
        items = data.get(key)
        if not isinstance(items, list):
            continue
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                continue
            node = _child(_child(root, key), i)
            if "card" in item:
                item["card"] = _written(_child(node, "card"), item["card"])
            _card_list(_child(node, "cards"), item.get("cards"))
            when = item.get("when")
            if isinstance(when, dict):
                for slot, cards in when.items():
                    _card_list(_child(_child(node, "when"), slot), cards)


def _yaml_path(loc: tuple[Any, ...]) -> tuple[int | str, ...]:
    """A pydantic error location as a YAML path (pydantic adds no steps for our models)."""
    return tuple(step for step in loc if isinstance(step, (int, str)))


_KNOWN_KEYS = tuple(Regulation.model_fields)


def _describe(loc: tuple[Any, ...], message: str, given: object) -> str:
    where = ".".join(clip(str(part)) for part in loc) or "the file"
    if message == "Extra inputs are not permitted":
        import difflib

        key = clip(str(loc[-1])) if loc else ""
        close = difflib.get_close_matches(key, _KNOWN_KEYS, n=1, cutoff=0.6) if len(loc) == 1 else []
        hint = f"; did you mean '{close[0]}'?" if close else ""
        return f"unknown key '{key}'{hint}"
    return f"{where}: {message}"


def regulation_files(path: Path, suffixes: tuple[str, ...] = REGULATION_SUFFIXES) -> list[Path]:
    """The regulation files in a folder (those with one of ``suffixes``), sorted; or the one file given."""
    if path.is_dir():
        return sorted(
            p for p in path.iterdir() if p.suffix.lower() in suffixes and p.is_file() and not p.name.startswith(".")
        )
    return [path]
