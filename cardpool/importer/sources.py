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

from cardpool.importer.sqlite_budget import (
    MAX_SQLITE_SECONDS,
    MAX_SQLITE_STEPS,
    STEPS_PER_CHECK,
    Budget,
    batches,
    sigint_to,
)
from cardpool.visible import clip, listing

SQLITE_MAGIC = b"SQLite format 3\x00"
DEFAULT_TABLE = "card"
MAX_SOURCE_BYTES = 64 * 1024 * 1024
"""A card table this large holds some 100,000 printings; the real English list is 1.5 MiB. Larger sources
are refused rather than read into memory."""
MAX_SOURCE_ROWS = 500_000
"""Rows read from one source (any kind); a pool of 200,000 cards with reprints fits."""
MAX_TABLE_TEXT = MAX_SOURCE_BYTES
"""The text a SQLite table (or view) may give, counted value by value: a tiny file whose view repeats a huge
string gives no more than a file source may hold."""
MAX_VALUE_BYTES = 1024 * 1024
"""One SQLite value (SQLITE_LIMIT_LENGTH): a longer string or blob is an error, never built in memory."""
INVALID = "\0invalid"
"""Key of a row that could not be read faithfully (bad UTF-8, NaN, a repeated key): the reason; the row is
reported as left out. ``INVALID_FIELD`` names the column."""
INVALID_FIELD = "\0invalid_field"


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
    if kind == "csv" and table is not None:
        raise SourceError(f"{source}: --table is only for SQLite sources and JSON objects, and this is a CSV file")
    if kind == "sqlite":
        name = table or DEFAULT_TABLE
        columns, rows = _read_sqlite(source, name)
        return Table("sqlite", f"{source.name} (table {name})", columns, rows, digest)
    text = _decode(source, data)
    if kind == "json" and text.lstrip("\ufeff \t\r\n")[:1] == "{":
        from cardpool.importer.json_source import read_records

        key, columns, rows = read_records(source, text, table)
        return Table(kind, f"{source.name} (key {key})", columns, rows, digest)
    if table is not None:
        raise SourceError(f"{source}: --table is only for SQLite sources and JSON objects, and this is a JSON array")
    if kind == "json":
        from cardpool.importer.json_source import read_json

        columns, rows = read_json(source, text)
    else:
        columns, rows = _read_csv(source, text)
    return Table(kind, source.name, columns, rows, digest)


def _decode(source: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SourceError(f"{source}: not UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})") from None


def cell_text(value: Any) -> str | None:
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


def _sqlite_uri(source: Path) -> str:
    """Read-only and immutable: nothing is written beside the source (no -wal, -shm or journal), and a
    WAL-mode database in a read-only folder opens."""
    return f"file:{quote(str(source.resolve()))}?mode=ro&immutable=1"


def _refuse_unapplied_wal(source: Path) -> None:
    wal = source.with_name(source.name + "-wal")
    try:
        pending = wal.stat().st_size > 0
    except OSError:
        return
    if pending:
        raise SourceError(
            f"{source}: its write-ahead log {wal.name} holds changes not yet in the database file, and deckcheck "
            "reads sources read-only without applying it: close the program using the database, or run "
            f"sqlite3 {source.name} 'PRAGMA wal_checkpoint(TRUNCATE);' first"
        )


def _decode_value(value: Any) -> str | None:
    if isinstance(value, bytes):  # TEXT (text_factory=bytes): decoded here, value by value
        return value.decode("utf-8")
    return cell_text(value)


def _read_sqlite(source: Path, table: str) -> tuple[tuple[str, ...], tuple[Mapping[str, str | None], ...]]:
    _refuse_unapplied_wal(source)
    budget = Budget()
    rows: list[dict[str, str | None]] = []
    shared: dict[Any, str | None] = {}  # one string for each distinct value, while the table is read
    try:
        with sigint_to(budget), closing(sqlite3.connect(_sqlite_uri(source), uri=True)) as db:
            if hasattr(db, "setlimit"):  # Python 3.11+
                db.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)  # type: ignore[attr-defined, unused-ignore]
            db.set_progress_handler(budget, STEPS_PER_CHECK)
            names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")]
            if table not in names:
                known = listing(sorted(names)) or "none"
                raise SourceError(f"{source}: no table {table!r} (tables: {known}); choose one with --table")
            quoted = '"' + table.replace('"', '""') + '"'
            # Counted first, inside SQLite, under the same budget: a table over the row limit is refused before
            # any row is built.
            budget.start()
            (count,) = db.execute(
                f"SELECT count(*) FROM (SELECT 1 FROM {quoted} LIMIT {MAX_SOURCE_ROWS + 1})"
            ).fetchone()
            budget.stop()
            if count > MAX_SOURCE_ROWS:
                raise SourceError(f"{source}: table {table!r} has more than {MAX_SOURCE_ROWS:,} rows, the limit")
            db.text_factory = bytes
            budget.start()
            cursor = db.execute(f"SELECT * FROM {quoted}")
            budget.stop()
            columns = tuple(d[0] for d in cursor.description)
            text = 0
            for values in batches(cursor, budget):
                if len(rows) >= MAX_SOURCE_ROWS:
                    raise SourceError(f"{source}: table {table!r} has more than {MAX_SOURCE_ROWS:,} rows, the limit")
                row, size = _sqlite_row(columns, values, shared)
                text += size
                if text > MAX_TABLE_TEXT:
                    raise SourceError(
                        f"{source}: table {table!r} gives more than {MAX_TABLE_TEXT // (1024 * 1024)} MiB of text "
                        f"(after {len(rows):,} rows), the limit"
                    )
                rows.append(row)
    except sqlite3.Error as exc:
        if budget.interrupted:
            raise KeyboardInterrupt from None
        if budget.timed_out:
            raise SourceError(
                f"{source}: reading table {table!r} took more than {MAX_SQLITE_SECONDS:g} "
                f"second{'' if MAX_SQLITE_SECONDS == 1 else 's'} of SQLite work, "
                f"the limit (after {len(rows):,} rows): is it a view that computes too much?"
            ) from None
        if budget.steps > MAX_SQLITE_STEPS:
            raise SourceError(
                f"{source}: reading table {table!r} took more than {MAX_SQLITE_STEPS:,} SQLite steps, the limit "
                f"(after {len(rows):,} rows): is it a view that never ends?"
            ) from None
        if "too big" in str(exc):
            raise SourceError(
                f"{source}: table {table!r} holds a value longer than {MAX_VALUE_BYTES // 1024} KiB, the limit "
                f"(after {len(rows):,} rows)"
            ) from None
        raise SourceError(f"{source}: cannot read the SQLite database: {exc}") from None
    return columns, tuple(rows)


def _sqlite_row(
    columns: tuple[str, ...], values: tuple[Any, ...], shared: dict[Any, str | None]
) -> tuple[dict[str, str | None], int]:
    """One row as text, and the bytes of text it gave; a value that is not UTF-8 marks the row as invalid
    (reported, left out).

    A value equal to one read before is that earlier string (``shared``, keyed by the value as SQLite gave it):
    the reprints of a large table repeat their texts, worlds and stats, and each decoded copy would be held
    until the import ends; a repeated value is neither decoded nor stored again."""
    size = sum([len(v) for v in values if v.__class__ is bytes])
    texts = list(map(shared.get, values))
    if None in texts:  # a NULL, or a value not seen before
        try:
            for at, value in enumerate(values):
                if texts[at] is None and value is not None:
                    texts[at] = shared[value] = _decode_value(value)
        except UnicodeDecodeError:
            return _invalid_row(columns, values), size
    return dict(zip(columns, texts, strict=True)), size


def _invalid_row(columns: tuple[str, ...], values: tuple[Any, ...]) -> dict[str, str | None]:
    """A row holding a value that is not UTF-8: every value decoded with replacement characters, and the first
    bad one's column and byte under :data:`INVALID_FIELD` and :data:`INVALID`."""
    row: dict[str, str | None] = {}
    for column, value in zip(columns, values, strict=True):
        try:
            row[column] = _decode_value(value)
        except UnicodeDecodeError as exc:
            row[column] = value.decode("utf-8", "replace")
            if INVALID not in row:
                row[INVALID] = f"not valid UTF-8 (byte 0x{value[exc.start]:02x} at offset {exc.start})"
                row[INVALID_FIELD] = column
    return row


def _read_csv(source: Path, text: str) -> tuple[tuple[str, ...], tuple[Mapping[str, str | None], ...]]:
    if text.count("\n") > MAX_SOURCE_ROWS:  # perhaps over the limit: count the records first, cheaply
        try:
            records = sum(1 for values in csv.reader(io.StringIO(text, newline="")) if any(values))
        except csv.Error:
            records = 0  # the real read below says where
        if records > MAX_SOURCE_ROWS + 1:
            raise SourceError(f"{source}: the CSV file has more than {MAX_SOURCE_ROWS:,} rows, the limit")
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
            if len(rows) >= MAX_SOURCE_ROWS:
                raise SourceError(f"{source}: the CSV file has more than {MAX_SOURCE_ROWS:,} rows, the limit")
            padded = list(values) + [""] * (len(columns) - len(values))
            row: dict[str, str | None] = dict(zip(columns, padded, strict=False))
            if len(values) > len(columns):
                row["\0extra"] = " | ".join(values[len(columns) :])
            rows.append(row)
    except csv.Error as exc:
        raise SourceError(f"{source}: invalid CSV at line {reader.line_num}: {exc}") from None
    return columns, tuple(rows)
