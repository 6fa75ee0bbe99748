"""The plain-text deck form, as people paste it and deck sites export it.

::

    # comment
    Flag: Dragon World
    Buddy: Armorknight Cerberus
    4 Dragon Breath
    4x Green Dragon Shield
    Dragoenergy x3
    Sideboard:
    2 Battle Aura Circle

Header names are case-insensitive. ``Deck:``/``Main:`` and ``Sideboard:``/
``Side:`` start a section (an optional ``(50)`` count after the word is
ignored). ``#`` and ``//`` start comments, at the start of a line or after
white space.
"""

from __future__ import annotations

import re

from deckcheck.deck import Deck, Entry, Named, Section
from deckcheck.findings import Problem
from deckcheck.readers.entries import (
    MAX_ENTRIES,
    MAX_PROBLEMS,
    EntryError,
    check_name,
    parse_entry,
    too_many_entries,
    too_many_problems,
)

_COMMENT = re.compile(r"(?:^|\s)(?:#|//)")
_HEADER = re.compile(
    r"(?P<key>main ?deck|side ?deck|deck name|sideboard|flag card|flag|buddy monster|buddy|name|player|game|format|deck|main"
    r"|side|sb)\s*(?:\(\s*\d+\s*\))?\s*(?P<colon>:)?\s*(?P<value>.*)",
    re.IGNORECASE,
)
_SECTIONS: dict[str, Section] = {
    "deck": "deck",
    "main": "deck",
    "main deck": "deck",
    "maindeck": "deck",
    "sideboard": "sideboard",
    "side": "sideboard",
    "side deck": "sideboard",
    "sidedeck": "sideboard",
    "sb": "sideboard",
}
_GAMES = {"buddyfight": "buddyfight", "futurecardbuddyfight": "buddyfight", "fcbf": "buddyfight"}


def game_name(value: str) -> str:
    """The game a ``Game:`` value names: "Future Card Buddyfight", "buddyfight" and "FCBF" are one game."""
    key = re.sub(r"[^a-z0-9]", "", value.lower())
    return _GAMES.get(key, value.strip().lower())


# Card-type headings that deck sites put between groups ("Monsters (22)", "Spells:"): read as labels.
_TYPE_HEADING = re.compile(
    r"(?:impact monsters?|monsters?|spells?|items?|impacts?)\s*(?:\(\s*\d+\s*\))?\s*:?",
    re.IGNORECASE,
)
# "Flag (1)" or "Buddy:" alone on a line: the card lines under it are the flag or the buddy.
_NAMED_HEADING = re.compile(r"(?P<key>flags?|buddy|buddies)\s*(?:\(\s*\d+\s*\))?\s*:?", re.IGNORECASE)
_MISSING_COLON = re.compile(r"(?P<key>flag|buddy|sideboard|deck|name|game|format)\s+(?P<value>\S.*)", re.IGNORECASE)
_SINGLE_COUNT = re.compile(r"(?:1\s*[x×*]?\s+)(?P<name>\S.*)", re.IGNORECASE)


def _strip_comment(line: str) -> str:
    match = _COMMENT.search(line)
    return line[: match.start()] if match else line


def read_text(path: str, text: str) -> tuple[Deck, list[Problem]]:
    """Read a plain-text deck list; every line that is not understood is a located problem."""
    flags: list[Named] = []
    buddies: list[Named] = []
    entries: list[Entry] = []
    problems: list[Problem] = []
    meta: dict[str, str] = {}
    section: Section = "deck"
    named: list[Named] | None = None  # under a "Flag (1)" or "Buddy (1)" heading
    game_line: int | None = None
    lines = text.split("\n")
    for number, raw in enumerate(lines, start=1):
        line = _strip_comment(raw).rstrip()
        if not line.strip():
            continue
        lead = len(line) - len(line.lstrip())
        stop = None
        if len(problems) >= MAX_PROBLEMS:
            stop = too_many_problems(number, lead + 1)
        elif len(entries) + len(flags) + len(buddies) >= MAX_ENTRIES:
            stop = too_many_entries(number, lead + 1)
        if stop is not None:
            problems.append(Problem(stop.message, stop.line, stop.column))
            break
        heading = _NAMED_HEADING.fullmatch(line.strip())
        if heading:
            named = flags if heading["key"].lower().startswith("flag") else buddies
            continue
        header = _HEADER.fullmatch(line.strip())
        if header:
            key = " ".join(header["key"].lower().split()).replace("flag card", "flag").replace("buddy monster", "buddy")
            value = header["value"].strip()
            column = lead + header.start("value") + 1
            if key in _SECTIONS and not value:
                section = _SECTIONS[key]
                named = None
                continue
            if key in ("flag", "buddy") and header["colon"]:
                if not value:
                    problems.append(Problem(f"'{header['key']}:' needs a card name after it", number, lead + 1))
                    continue
                single = _SINGLE_COUNT.fullmatch(value)
                if single:  # "Flag: 1 Dragon World" as some sites export it
                    column += single.start("name")
                    value = single["name"].strip()
                try:
                    check_name(value)
                except EntryError as exc:
                    problems.append(Problem(exc.message, number, column))
                    continue
                (flags if key == "flag" else buddies).append(Named(value, number, column))
                continue
            if key in ("name", "deck name", "player", "game", "format") and header["colon"]:
                meta[key.replace("deck ", "")] = value
                if key == "game":
                    game_line = number
                continue
        if _TYPE_HEADING.fullmatch(line.strip()):
            named = None
            continue
        try:
            parsed = parse_entry(line)
        except EntryError as exc:
            if named is not None:  # "Flag:" alone, then "Dragon World" on the next line
                try:
                    check_name(line.strip())
                except EntryError as name_error:
                    problems.append(Problem(name_error.message, number, lead + 1))
                else:
                    named.append(Named(line.strip(), number, lead + 1))
                named = None
                continue
            missing_colon = _MISSING_COLON.fullmatch(line.strip())
            if missing_colon:
                key = missing_colon["key"]
                message = f"'{key}' needs a colon: write '{key}: {missing_colon['value']}'"
                problems.append(Problem(message, number, lead + 1))
                continue
            problems.append(Problem(exc.message, number, exc.offset + 1))
            continue
        if named is not None and parsed.count == 1:  # "1 Dragon World" under "Flag (1)": that line is the flag
            named.append(Named(parsed.name, number, parsed.offset + 1))
            named = None
            continue
        named = None
        entries.append(Entry(parsed.name, parsed.count, number, parsed.offset + 1, section))
    deck = Deck(
        path=path,
        flags=tuple(flags),
        buddies=tuple(buddies),
        entries=tuple(entries),
        name=meta.get("name") or None,
        player=meta.get("player") or None,
        game=game_name(meta.get("game") or "buddyfight"),
        game_line=game_line,
        format=meta.get("format") or None,
        line_count=len(lines),
    )
    return deck, problems
