"""The toy game's own regulation file format, ``.toyban``: one league's list, a line a statement.

::

    # the Spring League's list
    TOYBAN 2030-04-01 Spring League    the first line: the date it takes effect, then its name
    ban Red Knight                     no copy of the card
    limit 2 Blue Tower                 at most 2 copies (pile and reserve together)
    reserve 2                          the reserve holds at most 2 cards
    reserve-no champion                no card of that type in the reserve

Blank lines and ``#`` lines are comments. Each problem is an error at its line.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pydantic import ValidationError

from deckcheck.regulations.load import Located, RegulationError
from deckcheck.regulations.model import validate_regulation

MAGIC = "TOYBAN"
_HEAD = re.compile(r"TOYBAN[ \t]+(\d{4}-\d{2}-\d{2})[ \t]+(\S.{0,199})")
_LIMIT = re.compile(r"limit[ \t]+(\d{1,3})[ \t]+(\S.*)")
MAX_LINES = 10_000


def looks_like_toyban(text: str) -> bool:
    """Whether a text is a ``.toyban`` list: its first line that is no comment starts with ``TOYBAN``."""
    for raw in text.split("\n", MAX_LINES)[:MAX_LINES]:
        line = raw.strip().lstrip("\ufeff")
        if line and not line.startswith("#"):
            return line.startswith(MAGIC + " ")
    return False


def _head(path: str, line: str, number: int) -> dict[str, Any]:
    match = _HEAD.fullmatch(line)
    if match is None:
        raise RegulationError(path, "the first line is 'TOYBAN YYYY-MM-DD NAME'", number, 1)
    try:
        effective = dt.date.fromisoformat(match[1])
    except ValueError:
        raise RegulationError(path, f"{match[1]!r} is not a date", number, line.index(match[1]) + 1) from None
    return {"name": match[2].strip(), "game": "toy", "effective": effective, "source": f"{MAGIC} list"}


def _statement(path: str, line: str, number: int, data: dict[str, Any], where: dict[tuple[Any, ...], int]) -> None:
    word, _, rest = line.partition(" ")
    rest = rest.strip()
    limit = _LIMIT.fullmatch(line)
    if word == "ban" and rest:
        where[("banned", len(data["banned"]))] = number
        data["banned"].append(rest)
    elif limit is not None:
        where[("limited", len(data["limited"]), "card")] = number
        data["limited"].append({"card": limit[2].strip(), "max": int(limit[1])})
    elif word == "reserve" and rest.isdigit() and len(rest) <= 4:
        where[("sideboard",)] = number
        data.setdefault("sideboard", {})["max"] = int(rest)
    elif word == "reserve-no" and rest:
        where[("sideboard",)] = number
        data.setdefault("sideboard", {}).setdefault("not_types", []).append(rest)
    else:
        shown = line if len(line) <= 60 else line[:57] + "..."
        why = f"not a toyban statement: {shown!r} (ban, limit N, reserve N, reserve-no TYPE)"
        raise RegulationError(path, why, number, 1)


def parse_toyban(path: str, text: str) -> list[Located]:
    """The one regulation of a ``.toyban`` file, located line by line."""
    data: dict[str, Any] | None = None
    where: dict[tuple[Any, ...], int] = {}
    for number, raw in enumerate(text.split("\n"), start=1):
        if number > MAX_LINES:
            raise RegulationError(path, f"more than {MAX_LINES:,} lines", number, 1)
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        if data is None:
            data = _head(path, line, number) | {"banned": [], "limited": []}
            where[()] = number
            continue
        _statement(path, line, number, data, where)
    if data is None:
        raise RegulationError(path, "an empty list: the first line is 'TOYBAN YYYY-MM-DD NAME'", 1, 1)
    try:
        regulation = validate_regulation(data)  # validated, as the engine's plain regulation
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = tuple(first["loc"])
        at = where.get(loc, where.get(loc[:2], where[()]))
        raise RegulationError(path, f"{'.'.join(map(str, loc))}: {first['msg']}", at, 1) from None
    return [Located(regulation, path, lambda loc: (where.get(loc, where.get(loc[:1], where[()])), 1))]
