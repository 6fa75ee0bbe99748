"""The grammar of one card line, shared by the text reader and YAML list items."""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_COUNT = 999
MAX_NAME_LENGTH = 300

_COUNT_FIRST = re.compile(r"(?P<count>[+-]?\d+)\s*(?:[x×*]\s+|\s)\s*(?P<name>\S.*)", re.IGNORECASE)
_NAME_FIRST = re.compile(r"(?P<name>\S.*?)\s+[x×*]\s*(?P<count>[+-]?\d+)", re.IGNORECASE)

ENTRY_FORMS = "'4 Name', '4x Name' or 'Name x4'"


@dataclass(frozen=True, slots=True)
class ParsedEntry:
    """A card line's count and name; ``offset`` is where the name starts (0-based)."""

    name: str
    count: int
    offset: int


class EntryError(ValueError):
    """A line that is not a valid card line; ``offset`` points at the culprit (0-based)."""

    def __init__(self, message: str, offset: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset


def check_count(count: int) -> None:
    if count < 1:
        raise EntryError(f"count {count} is not allowed: a card line needs at least 1 copy")
    if count > MAX_COUNT:
        raise EntryError(f"count {count} is larger than {MAX_COUNT}")


def check_name(name: str) -> None:
    if len(name) > MAX_NAME_LENGTH:
        raise EntryError(f"card name is {len(name)} characters long; the limit is {MAX_NAME_LENGTH}")


def parse_entry(text: str) -> ParsedEntry:
    """Parse ``4 Name``, ``4x Name`` or ``Name x4`` (leading/trailing space allowed)."""
    stripped = text.strip()
    lead = len(text) - len(text.lstrip())
    for pattern in (_COUNT_FIRST, _NAME_FIRST):
        match = pattern.fullmatch(stripped)
        if match:
            digits = match["count"]
            name = match["name"].strip()
            try:
                if len(digits.lstrip("+-0")) > 6:
                    raise EntryError(f"count {digits[:12]}{'...' if len(digits) > 12 else ''} is larger than {MAX_COUNT}")
                count = int(digits)
                check_count(count)
                check_name(name)
            except EntryError as exc:
                raise EntryError(exc.message, lead + match.start("count")) from None
            return ParsedEntry(name, count, lead + match.start("name"))
    raise EntryError(f"not a card line: expected {ENTRY_FORMS}", lead)
