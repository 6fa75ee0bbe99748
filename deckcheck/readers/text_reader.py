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

Header names are case-insensitive, and the words are the game's
(:mod:`deckcheck.readers.form`): for Buddyfight ``Deck:``/``Main:`` and
``Sideboard:``/``Side:`` start a section (an optional ``(50)`` count after the
word is ignored). ``#`` and ``//`` start comments, at the start of a line or
after white space.
"""

from __future__ import annotations

import re

from cardpool.visible import clip
from deckcheck.deck import Deck, Entry, Named
from deckcheck.findings import Problem
from deckcheck.games import DEFAULT_GAME, Game, get_game
from deckcheck.readers.entries import (
    MAX_ENTRIES,
    MAX_PROBLEMS,
    EntryError,
    check_name,
    parse_entry,
    too_many_entries,
    too_many_problems,
)
from deckcheck.readers.form import META_KEYS, deck_form

_COMMENT = re.compile(r"(?:^|\s)(?:#|//)")
_SINGLE_COUNT = re.compile(r"1(?:\s*[x×*])?\s+(?P<name>\S.*)", re.IGNORECASE)
_SECTION_COUNT = re.compile(r"\(?\s*\d+(?:\s*\))?(?:\s*cards?)?", re.IGNORECASE)
"""The count some sites print after a section heading's colon: ``Main Deck: 40``, ``Extra Deck: 15 cards``
(matched against the stripped value; no two optional space runs side by side)."""


def _strip_comment(line: str) -> str:
    match = _COMMENT.search(line)
    return line[: match.start()] if match else line


def read_text(path: str, text: str, game: Game | None = None) -> tuple[Deck, list[Problem]]:
    """Read a plain-text deck list of ``game`` (the default game when not given); every line that is not
    understood is a located problem."""
    game = game or get_game(DEFAULT_GAME)
    form = deck_form(game)
    slots: dict[str, list[Named]] = {slot.name: [] for slot in game.slots}
    entries: list[Entry] = []
    problems: list[Problem] = []
    meta: dict[str, str] = {}
    section = game.main_section.name
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
        elif len(entries) + sum(len(lines) for lines in slots.values()) >= MAX_ENTRIES:
            stop = too_many_entries(number, lead + 1)
        if stop is not None:
            problems.append(Problem(stop.message, stop.line, stop.column))
            break
        heading = form.slot_heading.fullmatch(line.strip())
        if heading:
            named = slots[form.slot_headings[heading["key"].lower()]]
            continue
        header = form.header.fullmatch(line.strip())
        if header:
            key = form.key(header["key"])
            value = header["value"].strip()
            column = lead + header.start("value") + 1
            if key in form.sections and (not value or _SECTION_COUNT.fullmatch(value)):  # "Main Deck: 40"
                section = form.sections[key]
                named = None
                continue
            if key in form.slots and header["colon"]:
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
                slots[form.slots[key]].append(Named(value, number, column))
                continue
            if key in META_KEYS and header["colon"]:
                meta[META_KEYS[key]] = value
                if key == "game":
                    game_line = number
                continue
        if form.label is not None and form.label.fullmatch(line.strip()):
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
            missing_colon = form.missing_colon.fullmatch(line.strip())
            if missing_colon:
                key = missing_colon["key"]
                message = f"'{key}' needs a colon: write '{key}: {clip(missing_colon['value'])}'"
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
        game=game.name,
        entries=tuple(entries),
        slots={name: tuple(lines) for name, lines in slots.items()},
        name=meta.get("name") or None,
        player=meta.get("player") or None,
        game_line=game_line,
        format=meta.get("format") or None,
        line_count=len(lines),
    )
    return deck, problems
