"""Reading a card table: a SQLite file, a CSV file or a JSON array of objects.

Every reader returns a :class:`Table`: the column names in source order and the
rows as mappings of column name to text (``None`` for SQL NULL or JSON null).
Numbers become their decimal text, so a SQLite table and its CSV export read
the same.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import sqlite3
from collections import Counter
from collections.abc import Mapping
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from cardpool.visible import clip, listing

SQLITE_MAGIC = b"SQLite format 3\x00"
DEFAULT_TABLE = "card"
MAX_SOURCE_BYTES = 64 * 1024 * 1024
"""A card table this large holds some 100,000 printings; the real English list is 1.5 MiB. Larger sources
are refused rather than read into memory."""


class SourceError(Exception):
    """A source that cannot be read: missing, unreadable, or not a table."""


@dataclass(frozen=True)
class Table:
    kind: str
    """"sqlite", "csv" or "json"."""
    label: str
    """The source as the report names it: file name, plus the table for SQLite."""
    columns: tuple[str, ...]
    rows: tuple[Mapping[str, str | None], ...]
    digest: str
    """The first 16 hex digits of the source file's SHA-256."""


def detect_kind(path: Path, head: bytes) -> str:
    """The source format, from the first bytes, else from the file name's suffix."""
    if head.startswith(SQLITE_MAGIC):
        return "sqlite"
    suffix = path.suffix.lower()
    if suffix in (".sqlite", ".sqlite3", ".db"):
        raise SourceError(f"{path}: not a SQLite database (the file does not start with the SQLite header)")
    if suffix == ".json" or head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"["):
        return "json"
    return "csv"


def read_table(path: str | Path, table: str | None = None) -> Table:
    """Read ``path`` as a card table (``table`` is for SQLite; default ``card``)."""
    source = Path(path)
    try:
        if not source.is_file():
            raise SourceError(f"{source}: no such file" if not source.exists() else f"{source}: not a file")
        if source.stat().st_size > MAX_SOURCE_BYTES:
            raise SourceError(f"{source}: larger than {MAX_SOURCE_BYTES // (1024 * 1024)} MiB")
        data = source.read_bytes()
    except OSError as exc:
        raise SourceError(f"{source}: cannot read: {exc.strerror or exc}") from None
    digest = hashlib.sha256(data).hexdigest()[:16]
    kind = detect_kind(source, data[:64])
    if kind != "sqlite" and table is not None:
        raise SourceError(f"{source}: --table is only for SQLite sources, and this is a {kind.upper()} file")
    if kind == "sqlite":
        name = table or DEFAULT_TABLE
        columns, rows = _read_sqlite(source, name)
        return Table("sqlite", f"{source.name} (table {name})", columns, rows, digest)
    text = _decode(source, data)
    columns, rows = _read_json(source, text) if kind == "json" else _read_csv(source, text)
    return Table(kind, source.name, columns, rows, digest)


def _decode(source: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SourceError(f"{source}: not UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})") from None


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    if isinstance(value, list):
        return " / ".join(str(v) for v in value if v is not None)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)


def _read_sqlite(source: Path, table: str) -> tuple[tuple[str, ...], tuple[Mapping[str, str | None], ...]]:
    uri = f"file:{quote(str(source.resolve()))}?mode=ro"
    try:
        with closing(sqlite3.connect(uri, uri=True)) as db:
            names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")]
            if table not in names:
                known = listing(sorted(names)) or "none"
                raise SourceError(f"{source}: no table {table!r} (tables: {known}); choose one with --table")
            cursor = db.execute(f'SELECT * FROM "{table.replace(chr(34), chr(34) * 2)}"')
            columns = tuple(d[0] for d in cursor.description)
            rows = tuple({c: _text(v) for c, v in zip(columns, row, strict=True)} for row in cursor)
    except sqlite3.Error as exc:
        raise SourceError(f"{source}: cannot read the SQLite database: {exc}") from None
    return columns, rows


def _read_csv(source: Path, text: str) -> tuple[tuple[str, ...], tuple[Mapping[str, str | None], ...]]:
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = next(reader, None)
        if not header:
            raise SourceError(f"{source}: the CSV file is empty (no header row)")
        columns = tuple(h.strip() for h in header)
        dupes = sorted(c for c, n in Counter(columns).items() if n > 1)  # columns.count() was quadratic
        if dupes:
            raise SourceError(f"{source}: the CSV header repeats the column {clip(dupes[0])!r}")
        rows: list[dict[str, str | None]] = []
        for values in reader:
            if not any(v.strip() for v in values):
                continue
            padded = list(values) + [""] * (len(columns) - len(values))
            row: dict[str, str | None] = dict(zip(columns, padded, strict=False))
            if len(values) > len(columns):
                row["\0extra"] = " | ".join(values[len(columns) :])
            rows.append(row)
    except csv.Error as exc:
        raise SourceError(f"{source}: invalid CSV at line {reader.line_num}: {exc}") from None
    return columns, tuple(rows)


def _read_json(source: Path, text: str) -> tuple[tuple[str, ...], tuple[Mapping[str, str | None], ...]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SourceError(f"{source}: invalid JSON at line {exc.lineno}: {exc.msg}") from None
    except RecursionError:
        raise SourceError(f"{source}: invalid JSON: nested too deeply") from None
    if not isinstance(data, list):
        raise SourceError(f"{source}: a JSON source is an array of objects, one per card printing")
    columns: dict[str, None] = {}
    rows: list[dict[str, str | None]] = []
    for index, item in enumerate(data):
        if not isinstance(item, dict):
            raise SourceError(f"{source}: item {index} of the JSON array is not an object")
        columns.update(dict.fromkeys(str(k) for k in item))
        rows.append({str(k): _text(v) for k, v in item.items()})
    return tuple(columns), tuple(rows)
