"""Card pools: loading pool files (YAML or JSON, one file or a directory) into a :class:`CardPool`.

A pool file names its game; the caller says which card model validates each
game's cards (``models``), so this module knows no game.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from cardpool.collection import CardPool, PoolInfo
from cardpool.errors import PoolError
from cardpool.loading import (
    MAX_POOL_BYTES,
    MAX_POOL_CARDS,
    MAX_POOL_FILE_BYTES,
    MAX_POOL_FILES,
    POOL_SUFFIXES,
    TABLE_HINT,
    TABLE_SUFFIXES,
    CardModels,
    ShapesOf,
    gc_paused,
    load_pool,
    load_resource,
)
from cardpool.model import BaseCard, PoolHeader
from cardpool.plain import PlainRecord, as_model
from cardpool.record import Record, put_fields
from cardpool.visible import clip, quote
from cardpool.yamlsafe import MAX_NODES, YamlError, YNode, compose, locate, to_python

__all__ = [
    "MAX_POOL_BYTES",
    "MAX_POOL_CARDS",
    "MAX_POOL_FILES",
    "MAX_POOL_FILE_BYTES",
    "POOL_SUFFIXES",
    "TABLE_HINT",
    "TABLE_SUFFIXES",
    "CardModels",
    "PoolInfo",
    "ShapesOf",
    "dump_card",
    "dump_cards",
    "gc_paused",
    "load_pool",
    "load_resource",
]


class PoolFile(Record):
    """One pool file, validated: its header and its cards (a record, not a dataclass: defining one costs about
    a millisecond of every cache miss)."""

    __slots__ = ("game", "name", "source", "cards")
    game: str
    name: str | None
    source: str | None
    cards: tuple[BaseCard, ...]

    def __init__(self, game: str, name: str | None, source: str | None, cards: tuple[BaseCard, ...]) -> None:
        put_fields(self, game=game, name=name, source=source, cards=cards)


def read_pool_text(path: Path) -> str:
    """A pool file's text: a regular file, within the size limit, UTF-8 (a BOM dropped), not a card table."""
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
            raise ValueError(f"duplicate key '{clip(key)}'")  # a key, as the YAML composer names one
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
            if "\\ud" in text or "\\uD" in text:  # only such an escape gives a surrogate (the text is UTF-8)
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


@cache
def _cards_adapter(model: type[BaseCard]) -> TypeAdapter[tuple[BaseCard, ...]]:
    return TypeAdapter(tuple[model, ...])  # type: ignore[valid-type]


def _parse_file(path: Path, text: str) -> tuple[dict[str, Any] | None, YNode | None, tuple[int | str, ...]]:
    """One pool file as plain data (a mapping, or ``None`` for an empty file), its YAML nodes, and the
    location prefix of its cards (``()`` when the file is a bare list of cards)."""
    data, root = _parse(path, text)
    if data is None:
        return None, root, ("cards",)
    prefix: tuple[int | str, ...] = ("cards",)
    if isinstance(data, list):
        data = {"cards": data}
        prefix = ()
    if not isinstance(data, dict):
        raise PoolError(str(path), "a pool file holds a mapping with 'cards', or a list of cards")
    return data, root, prefix


def _card_count(data: dict[str, Any] | None) -> int:
    cards = data.get("cards") if data is not None else None
    return len(cards) if isinstance(cards, list) else 0


def parse_pool_file(
    path: Path, text: str, models: CardModels, default_game: str | None = None, expect_game: str | None = None
) -> PoolFile:
    """Validate one pool file's text: its header, then its cards with the card model of its game.

    ``default_game`` is the game of a file that names none (without it, such a file is refused);
    ``expect_game`` is the game of the pool's other files: a file of another game is refused before its
    cards are read.
    """
    data, root, prefix = _parse_file(path, text)
    return _validate_file(path, text, data, root, prefix, models, default_game, expect_game)


def _validate_file(
    path: Path,
    text: str,
    data: dict[str, Any] | None,
    root: YNode | None,
    prefix: tuple[int | str, ...],
    models: CardModels,
    default_game: str | None = None,
    expect_game: str | None = None,
) -> PoolFile:
    if data is None:
        return PoolFile(default_game or "", None, None, ())
    if "game" not in data:
        if default_game is None:
            raise PoolError(str(path), "the pool file names no game: add a 'game:' key (the game's name)")
        data["game"] = default_game
    try:
        header = PoolHeader.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(path, text, root, data, prefix, exc, ()) from None
    if expect_game is not None and header.game != expect_game:
        games = ", ".join(sorted({expect_game, header.game}))
        raise PoolError(str(path), f"pool files are for different games: {games}")
    model = models(header.game)
    if model is None:
        line = _error_line(root, text, ("game",)) if prefix else 0
        raise PoolError(str(path), f"the pool is for game {quote(header.game)}, which deckcheck does not know", line)
    try:
        cards = _cards_adapter(model).validate_python(header.cards)
    except ValidationError as exc:
        raise _validation_error(path, text, root, data, prefix, exc, ("cards",)) from None
    return PoolFile(header.game, header.name, header.source, cards)


def _validation_error(
    path: Path,
    text: str,
    root: YNode | None,
    data: dict[str, Any],
    prefix: tuple[int | str, ...],
    exc: ValidationError,
    under: tuple[str, ...],
) -> PoolError:
    """The first three problems, located at the line of the first (``under`` prefixes card errors)."""
    errors = [(*under, *error["loc"]) for error in exc.errors()]
    details = list(zip(errors, exc.errors(), strict=True))[:3]
    shown = [_describe_error(data, loc, str(error["msg"])) for loc, error in details]
    more = f"; and {len(errors) - 3} more problems" if len(errors) > 3 else ""
    first = errors[0]
    line = _error_line(root, text, first[1:] if prefix == () and first[:1] == ("cards",) else first)
    return PoolError(str(path), "; ".join(shown) + more, line)


def _describe_error(data: dict[str, Any], loc: tuple[Any, ...], message: str) -> str:
    """``cards.3.type (card 'Dragon Breath'): Field required``."""
    where = ".".join(clip(str(part)) for part in loc)  # a key may be a whole line of a file that is no pool
    hint = ""
    if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
        cards = data.get("cards")
        if isinstance(cards, list) and loc[1] < len(cards) and isinstance(cards[loc[1]], dict):
            name = str(cards[loc[1]].get("name", "?"))
            hint = f" (card {quote(clip(name))})"
    return f"{where}{hint}: {message}"


def build_pool(
    files: Iterable[tuple[Path, str]],
    *,
    location: str,
    models: CardModels,
    default: str | None = None,
    shapes: ShapesOf | None = None,
) -> CardPool:
    """The pool of the given ``(path, text)`` files, every card validated by its game's model."""
    with gc_paused():
        pool = _build_pool(files, location=location, models=models, default=default)
    if shapes is not None:
        pool.shapes = shapes(pool.game)
    return pool


def _build_pool(
    files: Iterable[tuple[Path, str]], *, location: str, models: CardModels, default: str | None
) -> CardPool:
    cards: list[BaseCard] = []
    names: list[str] = []
    sources: list[str] = []
    games: set[str] = set()
    read: list[str] = []
    # Every file is parsed (its bytes added up, its cards counted) before any card is built, so a pool
    # over the budget is refused early and in bounded memory (issue 7, item 6).
    parsed_files: list[tuple[Path, str, dict[str, Any] | None, YNode | None, tuple[int | str, ...]]] = []
    total_bytes = total_cards = 0
    for path, text in files:
        total_bytes += len(text)
        if total_bytes > MAX_POOL_BYTES:
            raise PoolError(location, f"the pool files hold more than {MAX_POOL_BYTES // (1024 * 1024)} MiB together")
        data, root, prefix = _parse_file(path, text)
        total_cards += _card_count(data)
        if total_cards > MAX_POOL_CARDS:
            raise PoolError(
                location, f"the pool holds more than {MAX_POOL_CARDS:,} cards (the limit; counted up to {path.name})"
            )
        parsed_files.append((path, text if root is None else "", data, root, prefix))
    while parsed_files:
        path, text, data, root, prefix = parsed_files.pop(0)  # each file's plain data is freed once built
        parsed = _validate_file(path, text, data, root, prefix, models, default, next(iter(games), None))
        read.append(str(path))
        cards.extend(parsed.cards)
        if parsed.game:
            games.add(parsed.game)
        if parsed.name:
            names.append(parsed.name)
        if parsed.source:
            sources.append(parsed.source)
    if not cards:  # an empty or truncated file: every deck would be all unknown cards
        raise PoolError(location, "the pool holds no cards")
    info = PoolInfo(
        name=" + ".join(dict.fromkeys(names)) or Path(location).name,
        source="; ".join(dict.fromkeys(sources)) or "unknown",
        location=location,
        files=tuple(read),
    )
    return CardPool(cards, info=info, game=games.pop())


def dump_cards(cards: Sequence[BaseCard]) -> list[dict[str, Any]]:
    """Cards as plain data in the pool-file schema, without default values (for writers)."""
    return [dump_card(card) for card in cards]


def dump_card(card: BaseCard) -> dict[str, Any]:
    """One card as :func:`dump_cards` writes it (a cached pool's plain record as its model)."""
    model = as_model(card) if isinstance(card, PlainRecord) else card
    return model.model_dump(mode="json", exclude_defaults=True)
