"""Reading YGOPro/EDOPro ``lflist.conf``: each ``!NAME`` list is one Yu-Gi-Oh! regulation.

The format, as the simulators write it::

    #[2026.5 TCG][2026.4]...     a comment (the first lines list the names)
    !2026.5 TCG                  a list starts; its name
    $whitelist                   (optional) every card the list does not name is forbidden
    #forbidden                   comments group the entries
    62320425 0 --Agido the Ancient Sentinel
                                 PASSCODE COUNT [--comment]: 0 forbidden, 1 limited, 2 semi-limited

The date comes from the name: ``2026.5 TCG`` takes effect on 2026-05-01, ``2014.1.1 TCG`` on
that day; a name whose date is no day of the calendar (``2020.13 TCG``) is an error at the date.
A name with ``TCG`` in it is a TCG list, with ``OCG`` an OCG list; a name with neither takes the format of
its group in the file's header (``#[...][...]`` lines, one per format), else it is an OCG list (YGOPro's
convention: its own OCG lists carry no suffix).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardpool.visible import quote
from deckcheck.games.yugioh.lflist_sniff import looks_like_lflist
from deckcheck.regulations.load import Header, Located, RegulationError

if TYPE_CHECKING:
    from deckcheck.games.yugioh.lflist_cache import Columns, Item, Parsed
    from deckcheck.regulations.plain import Regulation

__all__ = ["GAME", "cached_lflist", "header_formats", "list_date", "list_format", "looks_like_lflist", "parse_lflist"]

GAME = "yugioh"
MAX_LISTS = 10_000
MAX_NAME = 200
"""The longest list name (as a regulation file's ``name``): it is repeated in every finding."""
_DATE = re.compile(r"(?<![\d.])(\d+)\.(\d+)(?:\.(\d+))?(?![\d.])")
"""Any ``N.N`` or ``N.N.N`` in a name is its date, so that ``0.1`` or ``99999.1`` is an error, never undated."""
_ENTRY = re.compile(r"(\d{1,10})[ \t]+(-?\d+)(?:[ \t]*(?:--.*)?)?")
_FORMAT = re.compile(r"\b(TCG|OCG)\b", re.IGNORECASE)


def list_date(name: str) -> dt.date | None:
    """``2026.5 TCG`` -> 2026-05-01; ``2014.1.1 TCG`` -> 2014-01-01; ``None`` when the name holds no date."""
    match = _DATE.search(name)
    if not match:
        return None
    if max(len(match[1]), len(match[2]), len(match[3] or "")) > 4:
        return None
    year, month, day = int(match[1]), int(match[2]), int(match[3] or 1)
    try:
        return dt.date(year, month, day) if len(match[1]) == 4 else None
    except ValueError:
        return None


def _impossible_date(name: str) -> tuple[str, int] | None:
    """Why the date in a list's name is no day of the calendar (``month 13``), with its offset in the name;
    ``None`` when the name holds a real date or none."""
    match = _DATE.search(name)
    if not match or list_date(name) is not None:
        return None
    if len(match[1]) != 4 or max(len(match[2]), len(match[3] or "")) > 2:
        why = "the year has four digits, the month and day one or two"
        return f"{quote(match[0], 40)} is not a date: {why}", match.start()
    year, month, day = int(match[1]), int(match[2]), int(match[3] or 1)
    if not 1 <= month <= 12:
        why = f"month {month}"
    elif year < dt.MINYEAR:
        why = f"year {year}"
    else:
        why = f"day {day} of {dt.date(year, month, 1):%B} {year}"
    return f"{quote(match[0], 40)} is not a date: {why}", match.start()


def list_format(name: str, grouped: dict[str, str] | None = None) -> str:
    """``tcg`` or ``ocg``: what the name says; else what the file's header groups it with (``grouped``, see
    :func:`header_formats`); else ``ocg`` (YGOPro's own OCG lists carry no suffix)."""
    match = _FORMAT.search(name)
    return match[1].lower() if match else (grouped or {}).get(name, "ocg")


_HEADER_NAME = re.compile(r"\[([^\[\]]{1,100})\]")


def header_formats(text: str) -> dict[str, str]:
    """The formats the file's own header gives the names that say none: each ``#[NAME][NAME]...`` line before the
    first list is a group, whose format is the one most of its names say (a name that says none counts as OCG).
    The real file's TCG line ends ``...[2013.10.11 TCG][2013.3.1][2012.9.1][2012.3.1][2011.9.1]``: those four
    are TCG lists."""
    grouped: dict[str, str] = {}
    for raw in text.split("\n"):
        line = raw.strip().lstrip("\ufeff")
        if line.startswith("!"):
            break
        if not line.startswith("#["):
            continue
        names = [name.strip() for name in _HEADER_NAME.findall(line)]
        tcg = sum(1 for name in names if list_format(name) == "tcg")
        group = "tcg" if tcg * 2 > len(names) else "ocg"
        grouped.update((name, group) for name in names if not _FORMAT.search(name))
    return grouped


class _List:
    """One ``!NAME`` list as it is read (a hand-written slotted class: a dataclass costs start-up time)."""

    __slots__ = ("entries", "line", "name", "seen", "whitelist")

    def __init__(self, name: str, line: int) -> None:
        self.name = name
        self.line = line
        self.whitelist = False
        self.entries: list[tuple[str, int, int]] = []
        """(passcode, count, line)."""
        self.seen: dict[str, int] = {}
        """Passcode -> the line it is on."""

    def plain(self) -> tuple[Any, ...]:
        """The list as plain data: its name, line, ``$whitelist``, and its passcodes, counts and lines."""
        codes, counts, lines = (tuple(c) for c in zip(*self.entries, strict=True)) if self.entries else ((), (), ())
        return (self.name, self.line, self.whitelist, codes, counts, lines)


def _lists(path: str, text: str) -> list[_List]:
    lists: list[_List] = []
    current: _List | None = None
    seen: dict[str, int] = {}
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        if line.startswith("!"):
            name = line[1:].strip()
            if not name:
                raise RegulationError(path, "a list needs a name after '!'", number, 1)
            if len(name) > MAX_NAME:
                raise RegulationError(
                    path, f"a list name is {len(name):,} characters long; the limit is {MAX_NAME}", number, 2
                )
            if name in seen:
                raise RegulationError(
                    path, f"a second list named {quote(name, 40)} (the first is on line {seen[name]})", number, 1
                )
            if len(lists) >= MAX_LISTS:
                raise RegulationError(path, f"more than {MAX_LISTS} lists", number, 1)
            impossible = _impossible_date(name)
            if impossible is not None:
                why, offset = impossible
                column = raw.index(name) + offset + 1
                raise RegulationError(
                    path, f"list {quote(name, 40)}: {why}; write it as YEAR.MONTH or YEAR.MONTH.DAY", number, column
                )
            seen[name] = number
            current = _List(name, number)
            lists.append(current)
            continue
        if line.startswith("$"):
            if line.lower() != "$whitelist":
                message = f"unknown directive {quote(line, 40)}; only '$whitelist' is known"
                raise RegulationError(path, message, number, 1)
            if current is None:
                raise RegulationError(path, "'$whitelist' before the first '!NAME' list", number, 1)
            current.whitelist = True
            continue
        match = _ENTRY.fullmatch(line)
        if match is None:
            shown = line if len(line) <= 60 else line[:57] + "..."
            raise RegulationError(path, f"not a 'PASSCODE COUNT' line: {quote(shown)}", number, 1)
        if current is None:
            raise RegulationError(path, "a card line before the first '!NAME' list", number, 1)
        count = int(match[2])
        if not 0 <= count <= 3:
            raise RegulationError(path, f"count {count} for {match[1]}: a list gives 0, 1, 2 (or 3)", number, 1)
        first = current.seen.setdefault(match[1], number)
        if first != number:
            raise RegulationError(
                path, f"{match[1]} is listed twice in {quote(current.name)} (also on line {first})", number, 1
            )
        current.entries.append((match[1], count, number))
    return lists


def parse_lflist(path: str, text: str) -> list[Located]:
    """Every list of an lflist.conf, in file order, as Yu-Gi-Oh! regulations (from the regulation cache when
    this file was read before: :mod:`deckcheck.games.yugioh.lflist_cache`)."""
    from deckcheck.games.yugioh.lflist_cache import cached_lists

    stored = cached_lists(path, text, lambda: _parsed(path, text))
    return [_regulation(path, lambda: text, item) for item in stored]


def cached_lflist(path: str, text: Callable[[], str]) -> list[Located] | None:
    """:func:`parse_lflist`'s lists when the regulation cache holds the file as it is now, else ``None``: a hit reads
    no file (``text()`` reads it, for an entry that must be compared with it or entries that do not fit)."""
    from deckcheck.games.yugioh.lflist_cache import cached_items

    stored = cached_items(path, text)
    return None if stored is None else [_regulation(path, text, item) for item in stored]


def _parsed(path: str, text: str) -> list[Parsed]:
    grouped = header_formats(text)
    found: list[Parsed] = []
    for item in _lists(path, text):
        name, line, whitelist, codes, counts, lines = item.plain()
        day = list_date(name)
        ordinal = day.toordinal() if day is not None else None
        found.append((name, line, whitelist, list_format(name, grouped), ordinal, (codes, counts, lines)))
    return found


def _regulation(path: str, text: Callable[[], str], item: Item) -> Located:
    """A list as a regulation: its identity now (no model is built for the lists not chosen), its entries
    when it is first used."""
    name, line, whitelist, fmt, day, _ = item
    lines: dict[tuple[int | str, ...], tuple[int, int]] = {(): (line, 1)}
    effective = dt.date.fromordinal(day) if day is not None else None
    header = Header(name, GAME, fmt, effective)
    return Located(
        lambda: _entries(path, text, item, effective, lines),
        path,
        lambda loc: lines.get(loc, lines[()]),
        lenient=True,
        header=header,
    )


def _columns(path: str, text: Callable[[], str], item: Item) -> Columns:
    """A list's entries from the cache, else (a cache entry that does not fit) from the file's text again."""
    from deckcheck.games.yugioh.lflist_cache import entries_of

    found = entries_of(item[5])
    if found is not None:
        return found
    again = next((i for i in _lists(path, text()) if i.name == item[0]), None)
    if again is None:  # the file changed since its lists were chosen
        raise RegulationError(path, f"the list {quote(item[0], 40)} is gone from the file: run deckcheck again")
    codes, counts, rows = again.plain()[3:]
    return codes, counts, rows


def _entries(
    path: str,
    text: Callable[[], str],
    item: Item,
    effective: dt.date | None,
    lines: dict[tuple[int | str, ...], tuple[int, int]],
) -> Regulation:
    from deckcheck.regulations.plain import Limited, PoolFilter, lists_only

    name, _, whitelist, fmt, _, _ = item
    rows = list(zip(*_columns(path, text, item), strict=True))
    banned: list[str] = []
    limited: list[Limited] = []
    for code, count, line in rows:
        if count == 0:
            lines[("banned", len(banned))] = (line, 1)
            banned.append(code)
        elif count < 3:
            lines[("limited", len(limited), "card")] = (line, 1)
            limited.append(Limited(when={}, card=code, max=count))
    pool = None
    if whitelist:  # every card it does not list with a count of 1 to 3 is forbidden: none, when it lists none
        allowed = tuple(code for code, count, _ in rows if count > 0)
        for i, (_code, _count, line) in enumerate(e for e in rows if e[1] > 0):
            lines[("pool", "cards", i)] = (line, 1)
        pool = PoolFilter(sets=(), prefixes=(), cards=allowed)
    # Plain records, not validated again: every value above is already checked (passcodes are digits, counts
    # 0 to 3, dates real).
    return lists_only(
        name,
        GAME,
        format=fmt,
        effective=effective,
        source=f"lflist.conf list '{name}'" + (" ($whitelist)" if whitelist else ""),
        banned=tuple(banned),
        limited=tuple(limited),
        pool=pool,
    )
