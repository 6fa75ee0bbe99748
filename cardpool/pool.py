"""Card pools: loading pool files (YAML or JSON, one file or a directory) into a :class:`CardPool`."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cardpool.errors import PoolError
from cardpool.index import NameIndex
from cardpool.model import Card, PoolFile
from cardpool.yamlsafe import YamlError, YNode, compose, locate, to_python

POOL_SUFFIXES = (".yaml", ".yml", ".json")
MAX_POOL_FILE_BYTES = 64 * 1024 * 1024
BUNDLED_POOL = "starter.yaml"


@dataclass(frozen=True)
class PoolInfo:
    name: str
    source: str
    location: str
    files: tuple[str, ...]


class CardPool:
    """Every card of a pool, grouped by printed name, with a :class:`NameIndex`."""

    def __init__(self, cards: Iterable[Card], *, info: PoolInfo, game: str = "buddyfight") -> None:
        self.cards: tuple[Card, ...] = tuple(cards)
        self.info = info
        self.game = game
        by_name: dict[str, list[Card]] = {}
        for card in self.cards:
            by_name.setdefault(card.name, []).append(card)
        self._by_name: dict[str, tuple[Card, ...]] = {k: tuple(v) for k, v in by_name.items()}

    @cached_property
    def index(self) -> NameIndex:
        return NameIndex(self.cards)

    @property
    def names(self) -> list[str]:
        return sorted(self._by_name)

    def printings(self, name: str) -> tuple[Card, ...]:
        """Every card printed with the canonical ``name`` (usually one)."""
        return self._by_name.get(name, ())

    def __len__(self) -> int:
        return len(self.cards)


def _read_text(path: Path) -> str:
    try:
        size = path.stat().st_size
        if size > MAX_POOL_FILE_BYTES:
            raise PoolError(str(path), f"pool file is larger than {MAX_POOL_FILE_BYTES // (1024 * 1024)} MiB")
        data = path.read_bytes()
    except OSError as exc:
        raise PoolError(str(path), f"cannot read pool file: {exc.strerror or exc}") from None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise PoolError(str(path), f"not UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})", line) from None


def _json_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def _parse(path: Path, text: str) -> tuple[Any, YNode | None]:
    if path.suffix.lower() == ".json":
        try:
            return json.loads(text, object_pairs_hook=_json_pairs), None
        except json.JSONDecodeError as exc:
            raise PoolError(str(path), f"invalid JSON: {exc.msg}", exc.lineno) from None
        except (ValueError, RecursionError) as exc:
            raise PoolError(str(path), f"invalid JSON: {exc}") from None
    try:
        root = compose(text)
        return to_python(root), root
    except YamlError as exc:
        raise PoolError(str(path), exc.message, exc.line) from None


def _error_line(root: YNode | None, text: str, loc: tuple[int | str, ...]) -> int:
    if root is not None:
        return locate(root, loc)[0]
    return 0


def parse_pool_file(path: Path, text: str) -> PoolFile:
    """Validate one pool file's text against the schema (see the README)."""
    data, root = _parse(path, text)
    if data is None:
        return PoolFile()
    if isinstance(data, list):
        data = {"cards": data}
        prefix: tuple[int | str, ...] = ()
    else:
        prefix = ("cards",)
    if not isinstance(data, dict):
        raise PoolError(str(path), "a pool file holds a mapping with 'cards', or a list of cards")
    try:
        return PoolFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = tuple(first["loc"])
        if prefix == () and loc and loc[0] == "cards":
            loc = loc[1:]
        where = ".".join(str(part) for part in loc)
        card_hint = ""
        if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
            cards = data.get("cards")
            if isinstance(cards, list) and loc[1] < len(cards) and isinstance(cards[loc[1]], dict):
                card_hint = f" (card {cards[loc[1]].get('name', '?')!r})"
        more = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
        line = _error_line(root, text, loc if prefix == () else loc)
        raise PoolError(str(path), f"{where}{card_hint}: {first['msg']}{more}", line) from None


def _pool_files(path: Path) -> list[Path]:
    if path.is_dir():
        files = sorted(
            p for p in path.iterdir() if p.suffix.lower() in POOL_SUFFIXES and p.is_file() and not p.name.startswith(".")
        )
        if not files:
            raise PoolError(str(path), "the directory holds no pool files (*.yaml, *.yml, *.json)")
        return files
    if not path.exists():
        raise PoolError(str(path), "no such file or directory")
    return [path]


def load_pool(path: str | os.PathLike[str]) -> CardPool:
    """Load a pool file, or every pool file in a directory (sorted by name)."""
    root = Path(path)
    files = _pool_files(root)
    return _build(((f, _read_text(f)) for f in files), location=str(root))


def load_bundled_pool() -> CardPool:
    """The small, hand-written starter pool that ships with deckcheck."""
    resource = resources.files("cardpool").joinpath("data", BUNDLED_POOL)
    text = resource.read_text(encoding="utf-8")
    return _build([(Path(BUNDLED_POOL), text)], location=f"bundled:{BUNDLED_POOL}")


def _build(files: Iterable[tuple[Path, str]], *, location: str) -> CardPool:
    cards: list[Card] = []
    names: list[str] = []
    sources: list[str] = []
    games: set[str] = set()
    read: list[str] = []
    for path, text in files:
        parsed = parse_pool_file(path, text)
        read.append(str(path))
        cards.extend(parsed.cards)
        games.add(parsed.game)
        if parsed.name:
            names.append(parsed.name)
        if parsed.source:
            sources.append(parsed.source)
    if len(games) > 1:
        raise PoolError(location, f"pool files are for different games: {', '.join(sorted(games))}")
    info = PoolInfo(
        name=" + ".join(dict.fromkeys(names)) or Path(location).name,
        source="; ".join(dict.fromkeys(sources)) or "unknown",
        location=location,
        files=tuple(read),
    )
    return CardPool(cards, info=info, game=games.pop() if games else "buddyfight")


def dump_cards(cards: Sequence[Card]) -> list[dict[str, Any]]:
    """Cards as plain data in the pool-file schema, without default values (for writers)."""
    return [card.model_dump(mode="json", exclude_defaults=True) for card in cards]
