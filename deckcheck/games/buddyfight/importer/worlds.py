"""World and attribute values: split, tidy, map known misspellings, report the rest.

Pure functions. Each returns the values it could read and a list of
:class:`Note` for what it changed or could not interpret; the caller attaches
the card number.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from deckcheck.games.buddyfight.cards import GENERIC

WORLDS: tuple[str, ...] = (
    "Dragon World",
    "Danger World",
    "Magic World",
    "Katana World",
    "Ancient World",
    "Dungeon World",
    "Darkness Dragon World",
    "Legend World",
    "Hero World",
    "Star Dragon World",
    "Lost World",
)
"""The worlds of the English card list: the ten of the first series, and Lost World (the S-series), which
cards print in their world column and name in their text."""

CARD_GROUPS: tuple[str, ...] = ("Hundred Demons", "Chaos")
"""Printed in the world column of cards that belong to none of the ten worlds.

They are kept as the card's world: no flag lists them, so such cards are usable
only through an attribute flag (the Hundred Demons parades) or not at all.
"""

KNOWN_WORLDS: tuple[str, ...] = WORLDS + (GENERIC,) + CARD_GROUPS
EMPTY_VALUES = frozenset({"", "-", "－", "—", "–", "none", "null", "n/a"})

_SEPARATORS = re.compile(r"[/／\n\r]")
"""Between values; each part is stripped after the split (``\\s*`` around the separator backtracked quadratically)."""
_SPACES = re.compile(r"\s+")
_GLUED = re.compile(r"(?<=[Ww]orld)(?=[A-Z])")
_STRAY = re.compile(r"[?？ー・]+")


@dataclass(frozen=True, slots=True)
class Note:
    """Something a value needed: ``kind`` is "fixed" (normalised) or "dropped" (not interpreted)."""

    field: str
    value: str
    kind: str
    reason: str
    fixed_to: str = ""


_NOT_KEY = re.compile(r"[^0-9a-z]")


def _key(text: str) -> str:
    """Spaces, case and width do not matter when comparing a world to the known ones."""
    return _NOT_KEY.sub("", unicodedata.normalize("NFKC", text).casefold())


def _world_keys() -> dict[str, str]:
    keys: dict[str, str] = {}
    for world in KNOWN_WORLDS:
        keys[_key(world)] = world
        if world.endswith(" World"):
            base = _key(world[: -len(" World")])
            keys[base] = world  # "Legend" -> Legend World
            keys[base + "w"] = world  # "Dragon W" -> Dragon World
    return keys


_WORLD_KEYS = _world_keys()


def is_empty(value: str | None) -> bool:
    return value is None or value.strip().casefold() in EMPTY_VALUES


def match_world(text: str, extra: tuple[str, ...] = ()) -> str | None:
    """The known world that ``text`` spells, allowing case, spacing and the short forms above; else ``None``.

    ``extra`` holds more worlds to know: the collaboration worlds the flags of the same table allow.
    """
    key = _key(text)
    found = _WORLD_KEYS.get(key)
    if found is None and extra and key:
        found = next((world for world in extra if _key(world) == key), None)
        if found is None:  # a scraper's broken tag lists the words in another order
            words = words_key(text)
            found = next((world for world in extra if words_key(world) == words), None)
    return found


def words_key(text: str) -> tuple[str, ...]:
    """A world's words in sorted order: what a broken HTML tag keeps of a name whose words it reordered
    (``<bang band="" dream!="" girls="" party!☆pico="">`` for ``BanG Dream! Girls Band Party!☆PICO``)."""
    return tuple(sorted(key for word in text.split() if (key := _key(word))))


def world_key(text: str) -> str:
    """What two spellings of one world share (case, width, spaces and punctuation ignored)."""
    return _key(text)


def near_known_world(text: str) -> bool:
    """Whether ``text`` is close to a known world's name (a typo, not a new world)."""
    import difflib

    key = _key(text)
    return key.endswith("world") or bool(difflib.get_close_matches(key, list(_WORLD_KEYS), n=1, cutoff=0.8))


def _tidy(text: str) -> str:
    return _SPACES.sub(" ", unicodedata.normalize("NFKC", text)).strip()


def parse_worlds(value: str | None, extra: tuple[str, ...] = ()) -> tuple[tuple[str, ...], list[Note]]:
    """Split a world column (``A / B``), map each part to a known world, report what does not map.

    A missing separator (``Star Dragon WorldDragon World``) is split after each
    "World". Parts that match no known world are reported and left out: a typo
    never becomes a new world.
    """
    if is_empty(value):
        return (), []
    assert value is not None
    worlds: list[str] = []
    notes: list[Note] = []
    for raw in _SEPARATORS.split(value.strip()):
        part = _tidy(raw)
        if not part:
            continue
        found = match_world(part, extra)
        if found is None:
            pieces = [p.strip() for p in _GLUED.split(part) if p.strip()]
            matched = [match_world(p, extra) for p in pieces]
            if len(pieces) > 1 and all(matched):
                notes.append(
                    Note("world", part, "fixed", "missing ' / ' between worlds", " / ".join(m for m in matched if m))
                )
                worlds.extend(m for m in matched if m)
                continue
            notes.append(Note("world", part, "dropped", _unknown_reason(part)))
            continue
        if found != part:
            notes.append(Note("world", part, "fixed", "misspelt world", found))
        worlds.append(found)
    return tuple(dict.fromkeys(worlds)), notes


def _unknown_reason(text: str) -> str:
    if not any("a" <= ch.lower() <= "z" for ch in text):
        return "not an English world name (written in another script?)"
    return "no such world (not one of the eleven worlds, Generic, Hundred Demons, Chaos, or a world a flag allows)"


def parse_attributes(value: str | None) -> tuple[tuple[str, ...], list[Note]]:
    """Split an attribute column on ``/`` and line breaks; tidy width, spaces and stray characters."""
    if is_empty(value):
        return (), []
    assert value is not None
    attributes: list[str] = []
    notes: list[Note] = []
    for raw in _SEPARATORS.split(value.strip()):
        part = _tidy(raw)
        if not part or part in EMPTY_VALUES:
            continue
        cleaned = _STRAY.sub("", part).strip()
        if not cleaned.isascii() or not any(ch.isalpha() for ch in cleaned):
            notes.append(Note("attribute", part, "dropped", "not an English attribute (written in another script?)"))
            continue
        if cleaned != raw.strip():
            reason = "stray character removed" if cleaned != part else "full-width letters or odd spacing tidied"
            notes.append(Note("attribute", raw.strip(), "fixed", reason, cleaned))
        attributes.append(cleaned)
    if "\n" in value or "\r" in value:
        notes.append(Note("attribute", value, "fixed", "line break inside the value", " / ".join(attributes)))
    return tuple(dict.fromkeys(attributes)), notes


def world_of_flag_name(name: str) -> str | None:
    """The world a flag stands for when its name is a world's name (``Dragon World``), else ``None``."""
    found = match_world(name)
    return found if found in WORLDS else None
