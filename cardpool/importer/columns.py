"""Which source column holds which field: usual names first, ``--map field=Column`` overrides."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from cardpool.visible import clip, listing

Fields = Mapping[str, tuple[str, ...]]
"""Each field a game's importer reads, and the column names it is found under (compared without case,
spaces or punctuation)."""


class ColumnError(Exception):
    """A ``--map`` that names an unknown field or column, or a required column that is missing."""


@dataclass(frozen=True)
class Columns:
    found: Mapping[str, str]
    """Field -> source column."""
    unused: tuple[str, ...]
    """Source columns that no field reads (they are not needed for deck building)."""

    def get(self, row: Mapping[str, str | None], field: str) -> str | None:
        column = self.found.get(field)
        return row.get(column) if column is not None else None


_COLUMN_NAME = re.compile(r"[\w .()#/+-]{1,40}")
"""What a column name looks like; a header cell that does not (``API_KEY=sk-...``, a whole line of
``/proc/self/environ``) is a file that is not a card table, and is counted, not quoted."""


def _shown_columns(columns: list[str], limit: int = 10) -> str:
    """The columns for an error message: at most ``limit`` that look like column names; the rest counted."""
    names = [c for c in columns if _COLUMN_NAME.fullmatch(c)]
    hidden = len(columns) - len(names)
    text = listing(names, limit) if names else ""
    if hidden:
        text += f"{'; ' if text else ''}{hidden:,} that do not look like column names, not shown"
    return text or "none"


def _key(name: str) -> str:
    return re.sub(r"[^0-9a-z]", "", name.casefold())


def parse_mapping(items: Iterable[str], fields: Fields) -> dict[str, str]:
    """``["name=Card Name", ...]`` -> ``{"name": "Card Name"}``; unknown fields are an error."""
    mapping: dict[str, str] = {}
    for item in items:
        field, sep, column = item.partition("=")
        field, column = field.strip(), column.strip()
        if not sep or not field or not column:
            raise ColumnError(f"--map {clip(item)!r}: write FIELD=COLUMN, for example --map 'name=Card Name'")
        if field not in fields:
            raise ColumnError(f"--map {clip(item)!r}: unknown field {clip(field)!r}; fields: {', '.join(fields)}")
        mapping[field] = column
    return mapping


def find_columns(
    columns: Iterable[str],
    fields: Fields,
    required: tuple[str, ...],
    mapping: Mapping[str, str] | None = None,
) -> Columns:
    """Match the source's columns to ``fields``; ``mapping`` wins over the usual names."""
    available = [c for c in columns if not c.startswith("\0")]
    by_key: dict[str, str] = {}
    for column in available:
        by_key.setdefault(_key(column), column)
    found: dict[str, str] = {}
    for field, column in (mapping or {}).items():
        if column not in available:
            exact = [c for c in available if _key(c) == _key(column)]
            if len(exact) != 1:
                raise ColumnError(
                    f"--map {field}={clip(column)}: no column {clip(column)!r} (columns: {_shown_columns(available)})"
                )
            column = exact[0]
        found[field] = column
    taken = set(found.values())
    for field, aliases in fields.items():
        if field in found:
            continue
        for alias in aliases:
            candidate = by_key.get(_key(alias))
            if candidate is not None and candidate not in taken:
                found[field] = candidate
                taken.add(candidate)
                break
    missing = [f for f in required if f not in found]
    if missing:
        raise ColumnError(
            f"no {' and no '.join(repr(m) for m in missing)} column (columns: {_shown_columns(available)}); "
            f"name it with --map, e.g. --map '{missing[0]}=Card Name'"
        )
    unused = tuple(c for c in available if c not in taken)
    return Columns(found, unused)


def matches(columns: Iterable[str], names: Iterable[str]) -> int:
    """How many of ``names`` are among ``columns`` (compared as :func:`find_columns` does): how games
    recognise their own card tables."""
    keys = {_key(c) for c in columns}
    return sum(1 for name in names if _key(name) in keys)
