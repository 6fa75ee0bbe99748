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

Each line is one of: a header (``Flag:``, ``Buddy:``, ``Name:`` ...), a
heading (a section, a card type, ``Size 3``, a title), a count line
(``Total: 50``), or a card line. Bullets, list numbers and markdown bold are
blanked first (replaced by spaces, so every column stays where it is). A line
that is none of the others is a card name with one copy, marked ``bare`` so
that a caller can tell pasted names from text that is no deck at all. Where a
line can be read two ways, the reader takes the one a player means and says so
in a note (:attr:`Deck.notes`) rather than failing.
"""

from __future__ import annotations

import re

from deckcheck.deck import Deck, Entry, Named, Section
from deckcheck.findings import Problem
from deckcheck.readers.entries import (
    MAX_ENTRIES,
    MAX_PROBLEMS,
    EntryError,
    ParsedEntry,
    check_name,
    parse_entry,
    split_remarks,
    too_many_entries,
    too_many_problems,
)

_COMMENT = re.compile(r"(?:^|\s)(?:#|//)")
_COUNT_SUFFIX = r"(?:\s*\(\s*\d+\s*\)|\s*[-–:]?\s*\d+\s*(?:cards?)?)?"
"""``(50)``, `` - 12`` or ``: 8 cards`` after a heading word."""
_HEADER = re.compile(
    r"(?P<key>main ?deck|side ?deck|deck name|sideboard|flag card|flag|buddy monster|buddy|name|game|format|deck|main"
    r"|side|sb|decklist|deck list|title)\s*(?:\(\s*\d+\s*\))?\s*(?:(?P<colon>:)|(?P<dash>\s[-–—]|[-–—](?=\s)))?\s*"
    r"(?P<value>.*)",
    re.IGNORECASE,
)
_SECTIONS: dict[str, Section] = {
    "deck": "deck",
    "main": "deck",
    "main deck": "deck",
    "maindeck": "deck",
    "decklist": "deck",
    "deck list": "deck",
    "sideboard": "sideboard",
    "side": "sideboard",
    "side deck": "sideboard",
    "sidedeck": "sideboard",
    "sb": "sideboard",
}
_META_KEYS = ("name", "deck name", "title", "game", "format")
_IGNORED_META = re.compile(
    r"(?:author|player|by|built by|event|tournament|date|source|url|link|placing|place|result|record|archetype"
    r"|created|updated|notes?|description|deck size|total|cards|card count)\s*:\s*\S.*",
    re.IGNORECASE,
)
"""Lines of a blog profile or a deck site that say something about the deck, not a card in it."""
_GAMES = {"buddyfight": "buddyfight", "futurecardbuddyfight": "buddyfight", "fcbf": "buddyfight"}


def game_name(value: str) -> str:
    """The game a ``Game:`` value names: "Future Card Buddyfight", "buddyfight" and "FCBF" are one game."""
    key = re.sub(r"[^a-z0-9]", "", value.lower())
    return _GAMES.get(key, value.strip().lower())


# Card-type and size headings that deck sites and blogs put between groups: read as labels, never as cards.
_TYPE_HEADING = re.compile(
    r"(?:impact monsters?|monsters?|spells?|items?|impacts?|weapons?|size\s*\d+|flags?|buddies|"
    r"(?:main|side)\s*deck|deck ?list|extra|others?|cards)" + _COUNT_SUFFIX + r"\s*[:\-–]?\s*",
    re.IGNORECASE,
)
# "Flag (1)" or "Buddy:" alone on a line: the card line under it is the flag or the buddy.
_NAMED_HEADING = re.compile(r"(?P<key>flags?|buddy|buddies)\s*(?:\(\s*\d+\s*\))?\s*[:\-–]?", re.IGNORECASE)
_MISSING_COLON = re.compile(r"(?P<key>flag|buddy|sideboard|deck|name|game|format)\s+(?P<value>\S.*)", re.IGNORECASE)
_COUNT_LINE = re.compile(
    r"(?:(?:total|deck|main deck|cards?|count)\s*[:\-–]?\s*)?\(?\s*\d+\s*\)?\s*(?:cards?|total)?\s*", re.IGNORECASE
)
_LABEL = re.compile(r"(?P<label>[A-Za-z][A-Za-z' ]{0,30}?)\s*(?:[-–—:])\s+(?=[x×]?\d)")
"""``Weapons - 3x Name``: a category label before the count."""
_BULLET = re.compile(r"\s*(?P<mark>[-*•·▪◦‣►+]|(?P<number>\d{1,3})[.)])\s+")
_BOLD = re.compile(r"\*\*|__")


def _strip_comment(line: str) -> str:
    match = _COMMENT.search(line)
    return line[: match.start()] if match else line


def _blank(line: str) -> tuple[str, str | None]:
    """The line with markdown bold, a leading bullet and a list number replaced by spaces (columns kept).

    Also returns the list number, when one was blanked.
    """
    line = _BOLD.sub(lambda m: " " * len(m.group()), line)
    bullet = _BULLET.match(line)
    if bullet is None:
        return line, None
    end = bullet.end("mark")
    return " " * end + line[end:], bullet["number"]


class _Reader:
    def __init__(self, path: str) -> None:
        self.path = path
        self.flags: list[Named] = []
        self.buddies: list[Named] = []
        self.entries: list[Entry] = []
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.meta: dict[str, str] = {}
        self.section: Section = "deck"
        self.named: list[Named] | None = None  # under a "Flag (1)" or "Buddy (1)" heading
        self.game_line: int | None = None
        self.format_line: int | None = None
        self.title: tuple[str, int, int] | None = None
        self.seen_content = False

    def note(self, message: str, line: int, column: int) -> None:
        self.notes.append(Problem(message, line, column))

    def named_line(self, into: list[Named], value: str, number: int, column: int, key: str) -> None:
        """The value of a ``Flag:``/``Buddy:`` line: a name, maybe with ``(1)``, ``x1``, ``1`` or a remark."""
        try:
            parsed: ParsedEntry | None = parse_entry(value)
        except EntryError:
            parsed = None
        if parsed is not None:
            if parsed.count != 1:
                self.note(f"'{key}' takes one card; the count {parsed.count} is not read", number, column)
            name, note, column = parsed.name, parsed.note, column + parsed.offset
        else:
            name, note, _ = split_remarks(value)
        if note:
            self.note(f"the remark ({note}) after {name!r} is not part of the card name", number, column)
        try:
            check_name(name)
        except EntryError as exc:
            self.problems.append(Problem(exc.message, number, column))
            return
        into.append(Named(name, number, column))

    def header(self, line: str, number: int, lead: int) -> bool:
        """A ``Key: value`` line (or ``Flag - X``); True when the line was one."""
        header = _HEADER.fullmatch(line.strip())
        if not header:
            return False
        key = " ".join(header["key"].lower().split()).replace("flag card", "flag").replace("buddy monster", "buddy")
        value = header["value"].strip()
        column = lead + header.start("value") + 1
        separated = bool(header["colon"] or header["dash"])
        if key in _SECTIONS and not value:
            self.section = _SECTIONS[key]
            self.named = None
            return True
        if key in ("flag", "buddy") and separated:
            if not value:
                if header["colon"]:
                    self.named = self.flags if key == "flag" else self.buddies
                    return True
                return False
            self.named_line(self.flags if key == "flag" else self.buddies, value, number, column, header["key"])
            self.named = None
            return True
        if key in _META_KEYS and header["colon"]:
            self.meta.setdefault("name" if key in ("deck name", "title") else key, value)
            if key == "game":
                self.game_line = number
            if key == "format":
                self.format_line = number
            return True
        return False

    def card(self, line: str, number: int, lead: int, list_number: str | None) -> None:
        try:
            parsed = parse_entry(line)
        except EntryError as exc:
            labelled = _LABEL.match(line, lead)
            if labelled and not _MISSING_COLON.fullmatch(line.strip()):
                try:
                    parsed = parse_entry(line[labelled.end() :])
                except EntryError:
                    parsed = None
                if parsed is not None:
                    at = labelled.end() + parsed.offset
                    self.add_entry(ParsedEntry(parsed.name, parsed.count, at, parsed.note, parsed.buddy), number)
                    return
            self.bare(line, number, lead, exc, list_number)
            return
        if self.named is not None and parsed.count == 1:  # "1 Dragon World" under "Flag (1)": that line is it
            self.named.append(Named(parsed.name, number, parsed.offset + 1))
            self.named = None
            return
        self.named = None
        self.add_entry(parsed, number)

    def add_entry(self, parsed: ParsedEntry, number: int, *, bare: bool = False) -> None:
        column = parsed.offset + 1
        if parsed.note:
            self.note(f"the remark ({parsed.note}) after {parsed.name!r} is not part of the card name", number, column)
        if parsed.buddy:
            self.buddies.append(Named(parsed.name, number, column))
            if bare:  # "Flame Giant, Surtr (Buddy)" alone: that card is the buddy, outside the deck
                return
            self.note(
                f"{parsed.name!r} is marked (Buddy): read as the buddy, and {parsed.count} "
                f"cop{'y' if parsed.count == 1 else 'ies'} in the {self.section}",
                number,
                column,
            )
        self.entries.append(Entry(parsed.name, parsed.count, number, column, self.section, bare=bare))

    def bare(self, line: str, number: int, lead: int, error: EntryError, list_number: str | None) -> None:
        """A line without a count: a card under a flag/buddy heading, or one copy of a card."""
        text = line.strip()
        if self.named is not None:  # "Flag:" alone, then "Dragon World" on the next line
            self.named_line(self.named, text, number, lead + 1, "flag" if self.named is self.flags else "buddy")
            self.named = None
            return
        missing_colon = _MISSING_COLON.fullmatch(text)
        if missing_colon:
            key = missing_colon["key"]
            message = f"'{key}' needs a colon: write '{key}: {missing_colon['value']}'"
            self.problems.append(Problem(message, number, lead + 1))
            return
        if re.match(r"[+-]?\d", text) or not any(ch.isalpha() for ch in text):
            self.problems.append(Problem(error.message, number, error.offset + 1))  # a bad count, or no name at all
            return
        try:
            check_name(text)
        except EntryError as exc:
            self.problems.append(Problem(exc.message, number, lead + 1))
            return
        if list_number is not None and list_number != "1":
            self.note(f"'{list_number}.' is read as a list number: one copy of {text!r}", number, lead + 1)
        name, note, buddy = split_remarks(text)
        self.add_entry(ParsedEntry(name, 1, lead, note, buddy), number, bare=True)

    def line(self, raw: str, number: int) -> None:
        line, list_number = _blank(_strip_comment(raw).rstrip())
        if not line.strip():
            return
        lead = len(line) - len(line.lstrip())
        stripped = line.strip()
        first = not self.seen_content
        self.seen_content = True
        heading = _NAMED_HEADING.fullmatch(stripped)
        if heading:
            self.named = self.flags if heading["key"].lower().startswith("flag") else self.buddies
            return
        if self.header(line, number, lead):
            return
        if _TYPE_HEADING.fullmatch(stripped) or _IGNORED_META.fullmatch(stripped) or _COUNT_LINE.fullmatch(stripped):
            self.named = None
            return
        if first and list_number is None and self.is_title(stripped):
            self.title = (stripped, number, lead + 1)
            return
        self.card(line, number, lead, list_number)

    @staticmethod
    def is_title(text: str) -> bool:
        """A first line that names the deck: ``Devil's Era - 72 Pillars (Creation Control)``."""
        if re.match(r"[x×]?\d", text):
            return False
        try:
            parse_entry(text)
        except EntryError:
            if re.search(r"\(\s*\S+\s*/\s*\S+\s*\)$", text):  # a name with its card number
                return False
            return " - " in text or " – " in text or text.endswith(")") or "deck" in text.lower()
        return False


def read_text(path: str, text: str) -> tuple[Deck, list[Problem]]:
    """Read a plain-text deck list; every line that is not understood is a located problem or a note."""
    reader = _Reader(path)
    lines = text.split("\n")
    for number, raw in enumerate(lines, start=1):
        stop = None
        if len(reader.problems) >= MAX_PROBLEMS:
            stop = too_many_problems(number, 1)
        elif len(reader.entries) + len(reader.flags) + len(reader.buddies) >= MAX_ENTRIES:
            stop = too_many_entries(number, 1)
        if stop is not None:
            if raw.strip():
                reader.problems.append(Problem(stop.message, stop.line, stop.column))
                break
            continue
        reader.line(raw, number)
    if reader.title is not None:
        title, line, column = reader.title
        reader.meta.setdefault("name", title)
        reader.note(f"the first line, {title[:80]!r}, is read as the deck's title, not a card", line, column)
    meta = reader.meta
    deck = Deck(
        path=path,
        flags=tuple(reader.flags),
        buddies=tuple(reader.buddies),
        entries=tuple(reader.entries),
        name=meta.get("name") or None,
        game=game_name(meta.get("game") or "buddyfight"),
        game_line=reader.game_line,
        format_line=reader.format_line,
        format=meta.get("format") or None,
        line_count=len(lines),
        notes=tuple(reader.notes),
    )
    return deck, reader.problems
