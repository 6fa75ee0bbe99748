"""Card pools: loading pool files (YAML or JSON, one file or a directory) into a :class:`CardPool`."""

from __future__ import annotations

import json
import os
import stat
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
from cardpool.yamlsafe import MAX_NODES, YamlError, YNode, compose, locate, to_python

POOL_SUFFIXES = (".yaml", ".yml", ".json")
MAX_POOL_FILE_BYTES = 64 * 1024 * 1024
MAX_POOL_FILES = 100
"""Pool files in one pool directory."""
MAX_POOL_BYTES = 128 * 1024 * 1024
"""All the pool files of one pool together (a 200,000-card imported pool is some 30 MiB)."""
MAX_POOL_CARDS = 250_000
"""Cards in one pool (all its files): counted as each file is parsed, before any card is built."""
BUNDLED_POOL = "starter.yaml"
TABLE_SUFFIXES = (".sqlite", ".sqlite3", ".db", ".csv")
TABLE_HINT = (
    "this is a card table, not a card pool; turn it into one with "
    "'deckcheck pool import FILE --output DIR' and pass --pool DIR"
)


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

    @cached_property
    def flag_index(self) -> NameIndex:
        """An index of the flag cards only: what a misspelled flag line is matched against."""
        return NameIndex(card for card in self.cards if card.type == "flag")

    @property
    def names(self) -> list[str]:
        return sorted(self._by_name)

    def printings(self, name: str) -> tuple[Card, ...]:
        """Every card printed with the canonical ``name`` (usually one)."""
        return self._by_name.get(name, ())

    def __len__(self) -> int:
        return len(self.cards)


def _read_text(path: Path) -> str:
    too_big = PoolError(str(path), f"pool file is larger than {MAX_POOL_FILE_BYTES // (1024 * 1024)} MiB")
    try:
        # Non-blocking and checked once open, and never more than the limit read:
        # a FIFO or a device (``--pool /dev/zero``) must not hang or fill memory.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise PoolError(str(path), "not a regular file (a FIFO, a device or a socket?)")
            if info.st_size > MAX_POOL_FILE_BYTES:
                raise too_big
            data = handle.read(MAX_POOL_FILE_BYTES + 1)
    except OSError as exc:
        raise PoolError(str(path), f"cannot read pool file: {exc.strerror or exc}") from None
    if len(data) > MAX_POOL_FILE_BYTES:
        raise too_big
    if data.startswith(b"SQLite format 3\x00") or path.suffix.lower() in TABLE_SUFFIXES:
        raise PoolError(str(path), TABLE_HINT)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise PoolError(str(path), f"not UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})", line) from None


JSON_BYTES_PER_VALUE = 8
"""A real pool file spends 10 to 20 bytes a value (the real list: 15): one value per 8 bytes leaves room for
terse cards, while a file of nothing but ``[],`` (a Python list per 3 bytes) is refused before it is parsed."""


def max_json_values(size: int) -> int:
    """The values a JSON pool file of ``size`` characters may hold."""
    return max(MAX_NODES, size // JSON_BYTES_PER_VALUE)


def _json_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def _parse(path: Path, text: str) -> tuple[Any, YNode | None]:
    if path.suffix.lower() == ".json":
        # An upper bound on the values, counted before parsing so that memory stays bounded (as for YAML).
        # It scales with the file: a pool of 200,000 cards holds some 2 million values, about 15 bytes each.
        limit = max_json_values(len(text))
        if text.count(",") + text.count("[") + text.count("{") > limit:
            raise PoolError(
                str(path),
                f"the JSON holds more than {limit:,} values (the limit: {MAX_NODES:,}, or one per "
                f"{JSON_BYTES_PER_VALUE} bytes of the file, whichever is more)",
            )
        try:
            data = json.loads(text, object_pairs_hook=_json_pairs)
            json.dumps(data, ensure_ascii=False).encode("utf-8")  # no lone surrogates ("\\ud800")
            return data, None
        except UnicodeEncodeError:
            raise PoolError(str(path), "invalid JSON: a string holds a lone surrogate escape such as \\ud800") from None
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


@dataclass
class _Parsed:
    """One pool file parsed into plain data, not yet validated."""

    path: Path
    text: str
    data: Any
    root: YNode | None
    prefix: tuple[int | str, ...]

    @property
    def card_count(self) -> int:
        cards = self.data.get("cards") if isinstance(self.data, dict) else None
        return len(cards) if isinstance(cards, list) else 0


def _parse_file(path: Path, text: str) -> _Parsed:
    data, root = _parse(path, text)
    prefix: tuple[int | str, ...] = ("cards",)
    if isinstance(data, list):
        data = {"cards": data}
        prefix = ()
    if data is not None and not isinstance(data, dict):
        raise PoolError(str(path), "a pool file holds a mapping with 'cards', or a list of cards")
    return _Parsed(path, text, data, root, prefix)


def parse_pool_file(path: Path, text: str) -> PoolFile:
    """Validate one pool file's text against the schema (see the README)."""
    return _validate(_parse_file(path, text))


def _validate(parsed: _Parsed) -> PoolFile:
    path, text, data, root, prefix = parsed.path, parsed.text, parsed.data, parsed.root, parsed.prefix
    if data is None:
        return PoolFile()
    try:
        return PoolFile.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        shown = [_describe_error(data, tuple(error["loc"]), str(error["msg"])) for error in errors[:3]]
        more = f"; and {len(errors) - 3} more problems" if len(errors) > 3 else ""
        first = tuple(errors[0]["loc"])
        line = _error_line(root, text, first[1:] if prefix == () and first[:1] == ("cards",) else first)
        raise PoolError(str(path), "; ".join(shown) + more, line) from None


def _describe_error(data: dict[str, Any], loc: tuple[Any, ...], message: str) -> str:
    """``cards.3.type (card 'Dragon Breath'): Field required``."""
    where = ".".join(str(part) for part in loc)
    hint = ""
    if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
        cards = data.get("cards")
        if isinstance(cards, list) and loc[1] < len(cards) and isinstance(cards[loc[1]], dict):
            name = str(cards[loc[1]].get("name", "?"))
            hint = f" (card {(name if len(name) <= 60 else name[:57] + '...')!r})"
    return f"{where}{hint}: {message}"


def _pool_files(path: Path) -> list[Path]:
    if path.is_dir():
        files = sorted(
            p
            for p in path.iterdir()
            if p.suffix.lower() in POOL_SUFFIXES and p.is_file() and not p.name.startswith(".")
        )
        if not files:
            raise PoolError(str(path), "the directory holds no pool files (*.yaml, *.yml, *.json)")
        if len(files) > MAX_POOL_FILES:
            raise PoolError(str(path), f"the directory holds {len(files):,} pool files; the limit is {MAX_POOL_FILES}")
        total = sum(_size(p) for p in files)
        if total > MAX_POOL_BYTES:
            raise PoolError(
                str(path),
                f"the pool files hold {total / (1024 * 1024):,.0f} MiB together; "
                f"the limit is {MAX_POOL_BYTES // (1024 * 1024)} MiB",
            )
        return files
    if not path.exists():
        raise PoolError(str(path), "no such file or directory")
    return [path]


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0  # the read says why


def load_pool(path: str | os.PathLike[str]) -> CardPool:
    """Load a pool file, or every pool file in a directory (sorted by name)."""
    root = Path(path)
    files = _pool_files(root)
    return _build(((f, _read_text(f)) for f in files), location=str(root))


def load_bundled_pool() -> CardPool:
    """The small, hand-written starter pool that ships with deckcheck."""
    resource = resources.files("cardpool").joinpath("data").joinpath(BUNDLED_POOL)
    text = resource.read_text(encoding="utf-8")
    return _build([(Path(BUNDLED_POOL), text)], location=f"bundled:{BUNDLED_POOL}")


def _build(files: Iterable[tuple[Path, str]], *, location: str) -> CardPool:
    cards: list[Card] = []
    names: list[str] = []
    sources: list[str] = []
    games: set[str] = set()
    read: list[str] = []
    # Every file is parsed (and its cards counted, and its bytes added up) before any card is built, so a
    # pool over the directory's budget is refused early and in bounded memory.
    pending: list[_Parsed] = []
    total_bytes = total_cards = 0
    for path, text in files:
        total_bytes += len(text)
        if total_bytes > MAX_POOL_BYTES:
            raise PoolError(location, f"the pool files hold more than {MAX_POOL_BYTES // (1024 * 1024)} MiB together")
        pending.append(_parse_file(path, text))
        pending[-1].text = ""  # not needed once parsed (locations come from the YAML nodes)
        total_cards += pending[-1].card_count
        if total_cards > MAX_POOL_CARDS:
            raise PoolError(
                location,
                f"the pool holds more than {MAX_POOL_CARDS:,} cards (the limit; counted up to {path.name})",
            )
    for item in pending:
        parsed = _validate(item)
        item.data = item.root = None  # free each file's plain data once its cards are built
        path = item.path
        read.append(str(path))
        cards.extend(parsed.cards)
        games.add(parsed.game)
        if parsed.name:
            names.append(parsed.name)
        if parsed.source:
            sources.append(parsed.source)
    if len(games) > 1:
        raise PoolError(location, f"pool files are for different games: {', '.join(sorted(games))}")
    if not cards:  # an empty or truncated file: every deck would be all unknown cards
        raise PoolError(location, "the pool holds no cards")
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
