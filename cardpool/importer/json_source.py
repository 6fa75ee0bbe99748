"""JSON card lists for ``pool import``: an array of objects, or an object holding one (``cards``, or the key
``--table`` names). Strict as the other sources: duplicate keys, non-finite numbers and huge inputs are refused."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cardpool.importer.sources import INVALID, INVALID_FIELD, MAX_SOURCE_ROWS, SourceError, cell_text
from cardpool.visible import clip, listing


class _NotFinite(str):
    """``NaN``, ``Infinity``, ``-Infinity`` or a float too large (``1e999``), as written in the JSON."""


class _Object(dict):  # type: ignore[type-arg, unused-ignore]
    """A JSON object that remembers the keys it saw twice (``json`` alone keeps the last value)."""

    repeated: tuple[tuple[str, Any, Any], ...] = ()


def _object(pairs: list[tuple[str, Any]]) -> _Object:
    result = _Object()
    repeated: list[tuple[str, Any, Any]] = []
    for key, value in pairs:
        if key in result:
            repeated.append((key, result[key], value))
        result[key] = value
    if repeated:
        result.repeated = tuple(repeated)
    return result


def _float(text: str) -> float | _NotFinite:
    value = float(text)
    return value if math.isfinite(value) else _NotFinite(text)


def _int(text: str) -> int | str:
    # Digits beyond any real count stay text: int() refuses numbers of more than 4,300 digits.
    return text if len(text) > 18 else int(text)


_DECODER = json.JSONDecoder(object_pairs_hook=_object, parse_constant=_NotFinite, parse_float=_float, parse_int=_int)
_WS = re.compile(r"[ \t\n\r]*")


def _shown(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return repr(text if len(text) <= 40 else text[:37] + "...")


def _json_row(item: _Object) -> dict[str, str | None]:
    row: dict[str, str | None] = {str(k): None if isinstance(v, _NotFinite) else cell_text(v) for k, v in item.items()}
    if item.repeated:
        key, first, second = item.repeated[0]
        row[INVALID] = f"the key {key!r} appears twice ({_shown(first)}, then {_shown(second)})"
        row[INVALID_FIELD] = key
        return row
    for key, value in item.items():
        if isinstance(value, _NotFinite):
            row[INVALID] = f"{key!r} is {value}, not a value a card can hold"
            row[INVALID_FIELD] = str(key)
            row[str(key)] = str(value)
            return row
    return row


_PLAIN = json.JSONDecoder(parse_constant=str, parse_float=str, parse_int=str)


def _count_json_items(source: Path, text: str) -> None:
    """Refuse an array of more than :data:`MAX_SOURCE_ROWS` items before any row is built (each item is
    parsed by the C scanner and dropped, so memory stays bounded). Errors are left to the real read."""
    at = _WS.match(text).end()  # type: ignore[union-attr]
    if text[at : at + 1] != "[":
        return
    at += 1
    decode, skip = _PLAIN.raw_decode, _WS.match
    try:
        for _ in range(MAX_SOURCE_ROWS):
            if text[at] in " \t\r\n":
                at = skip(text, at).end()  # type: ignore[union-attr]
            _, at = decode(text, at)
            if text[at] != ",":
                at = skip(text, at).end()  # type: ignore[union-attr]
                if text[at] != ",":
                    return
            at += 1
    except (json.JSONDecodeError, IndexError):
        return
    if text[skip(text, at).end() :][:1] not in ("]", ""):  # type: ignore[union-attr]
        raise SourceError(f"{source}: the JSON array has more than {MAX_SOURCE_ROWS:,} items, the limit")


RECORDS_KEY = "cards"
"""The key of a JSON object source's card array, when the object holds several arrays of objects."""


def read_records(
    source: Path, text: str, key: str | None
) -> tuple[str, tuple[str, ...], tuple[Mapping[str, str | None], ...]]:
    """A JSON object whose cards are an array of objects under one key (``{"version": ..., "cards": [...]}``, as
    deck builders export): that array, read as a JSON array source is. ``key`` (``--table``) names the key; else
    the one key holding an array of objects, or ``cards`` among several."""
    if text.count("{") > MAX_SOURCE_ROWS + 1:
        raise SourceError(f"{source}: the JSON object has more than {MAX_SOURCE_ROWS:,} objects, the limit")
    try:
        whole = _DECODER.decode(text.lstrip("\ufeff"))
    except json.JSONDecodeError as exc:
        raise SourceError(f"{source}: invalid JSON at line {exc.lineno}: {exc.msg}") from None
    except RecursionError:
        raise SourceError(f"{source}: invalid JSON: nested too deeply") from None
    arrays = [str(k) for k, v in whole.items() if isinstance(v, list) and v and all(isinstance(i, dict) for i in v)]
    if key is None:
        key = RECORDS_KEY if RECORDS_KEY in arrays else arrays[0] if len(arrays) == 1 else None
        if key is None:
            if not arrays:
                raise SourceError(
                    f"{source}: a JSON source is an array of objects, one per card printing, or an object holding "
                    "that array under a key; this object holds none"
                )
            raise SourceError(
                f"{source}: a JSON object source holds its cards as an array of objects under one key; its arrays "
                f"of objects are under {listing(sorted(arrays))}: say which with --table KEY"
            )
    items = whole.get(key)
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise SourceError(f"{source}: the JSON object has no array of objects under {clip(key)!r}")
    columns: dict[str, None] = {}
    rows: list[dict[str, str | None]] = []
    for item in items:
        columns.update(dict.fromkeys(str(k) for k in item))
        rows.append(_json_row(item if isinstance(item, _Object) else _object(list(item.items()))))
    return key, tuple(columns), tuple(rows)


def read_json(source: Path, text: str) -> tuple[tuple[str, ...], tuple[Mapping[str, str | None], ...]]:
    """The array is read one item at a time, so that the row limit stops a huge source early."""
    columns: dict[str, None] = {}
    rows: list[dict[str, str | None]] = []
    try:
        if text.count("{") > MAX_SOURCE_ROWS:  # perhaps over the limit: count the items first, cheaply
            _count_json_items(source, text)
        at = _WS.match(text).end()  # type: ignore[union-attr]
        if text[at : at + 1] != "[":
            if text[at:].strip():
                _DECODER.decode(text)  # invalid JSON says so; valid JSON that is no array falls through
            raise SourceError(f"{source}: a JSON source is an array of objects, one per card printing")
        at = _WS.match(text, at + 1).end()  # type: ignore[union-attr]
        while text[at : at + 1] != "]":
            item, at = _DECODER.raw_decode(text, at)
            if not isinstance(item, _Object):  # every JSON object is one (the decoder's object_pairs_hook)
                raise SourceError(f"{source}: item {len(rows)} of the JSON array is not an object")
            if len(rows) >= MAX_SOURCE_ROWS:
                raise SourceError(f"{source}: the JSON array has more than {MAX_SOURCE_ROWS:,} items, the limit")
            columns.update(dict.fromkeys(str(k) for k in item))
            rows.append(_json_row(item))
            at = _WS.match(text, at).end()  # type: ignore[union-attr]
            if text[at : at + 1] == ",":
                at = _WS.match(text, at + 1).end()  # type: ignore[union-attr]
                if text[at : at + 1] == "]":
                    raise json.JSONDecodeError("Illegal trailing comma before end of array", text, at)
            elif text[at : at + 1] != "]":
                raise json.JSONDecodeError("Expecting ',' delimiter", text, at)
        if text[at + 1 :].strip():
            raise json.JSONDecodeError("Extra data", text, at + 1)
    except json.JSONDecodeError as exc:
        raise SourceError(f"{source}: invalid JSON at line {exc.lineno}: {exc.msg}") from None
    except RecursionError:
        raise SourceError(f"{source}: invalid JSON: nested too deeply") from None
    return tuple(columns), tuple(rows)
