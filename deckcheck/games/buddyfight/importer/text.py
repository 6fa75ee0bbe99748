"""Card text: undo the scraper's HTML damage, then read the deck-building facts.

:func:`clean_text` turns the ``ability_effect`` HTML into plain lines;
:func:`read_facts` and :func:`read_flag` find the facts with regular
expressions. Both are pure; what they could not read comes back as notes.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass, field

from deckcheck.games.buddyfight.cards import DEFAULT_GAUGE, DEFAULT_HAND, DEFAULT_LIFE, GENERIC, CardType
from deckcheck.games.buddyfight.importer.worlds import WORLDS, Note, is_empty, match_world

_BR = re.compile(r"<\s*br\s*/?\s*>", re.I)
_LOWER_TAG = re.compile(r'<([a-z]+)((?:\s+[a-z]+="")*)\s*>')
_CLOSING_TAG = re.compile(r"</([a-z]+)>")
_TAG_WORDS = frozenset(w.casefold() for name in WORLDS + (GENERIC,) for w in name.split())
_KATAKANA_MOJIBAKE = re.compile(r"([\u30a1-\u30f6])([A-Za-z][^<>＜＞\n]{0,40}?)＞")
_IN_BRACKETS = re.compile(r"<\s*([^<>\n]*?)\s*>")
_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'", "\u2033": '"'})
_BULLETS = "■・●◆ \t"

NUMBER_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
}


def _retag(match: re.Match[str]) -> str:
    """``<star dragon="" world="">`` (an HTML parser's reading of ``<Star Dragon World>``) back to the world."""
    words = [match.group(1)] + re.findall(r'([a-z]+)=""', match.group(2))
    world = match_world(" ".join(words))
    return f"<{world}>" if world else match.group(0)


def _unclose(match: re.Match[str]) -> str:
    return "" if match.group(1) in _TAG_WORDS else match.group(0)


def _unmojibake(match: re.Match[str]) -> str:
    """``アncient World＞``: "＜A" in Shift_JIS is 81 83 41; with 81 lost, 83 41 reads as "ア"."""
    try:
        raw = match.group(1).encode("shift_jis")
    except UnicodeEncodeError:
        return match.group(0)
    if len(raw) != 2 or raw[0] != 0x83:
        return match.group(0)
    candidate = chr(raw[1]) + match.group(2)
    world = match_world(candidate)
    return f"<{world}>" if world else match.group(0)


def clean_text(value: str | None) -> str:
    """Plain text from the scraped HTML: line breaks, entities, mangled tags, mojibake, full-width forms."""
    if is_empty(value):
        return ""
    assert value is not None
    text = _BR.sub("\n", value)
    text = _LOWER_TAG.sub(_retag, text)
    text = _CLOSING_TAG.sub(_unclose, text)
    text = html.unescape(text)
    text = _KATAKANA_MOJIBAKE.sub(_unmojibake, text)
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    text = _IN_BRACKETS.sub(lambda m: f"<{match_world(m.group(1)) or m.group(1)}>", text)
    lines = (re.sub(r"[ \t\u3000]+", " ", line).strip(_BULLETS) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


def damaged_markup(text: str) -> str | None:
    """Markup that :func:`clean_text` could not repair (for the report), or ``None``."""
    found = re.search(r'<[^<>\n]*(?:=""|</)[^\n]*|</[a-z]+>', text)
    return found.group(0)[:80] if found else None


_OMNI = re.compile(r"^\[?\s*Omni Lord\s*\]?(?=[\s(]|$)", re.M)
_OMNI_WORLD = re.compile(r"if you use it with non-\s*[<>]\s*([^<>]+?)\s*[<>]\s*flags", re.I)
_ANY_FLAG = re.compile(r"You may use this card with all flags\s*[.!]", re.I)
_ANY_NUMBER = re.compile(r'You may have any number of "(.+)" in your deck\s*[.!]', re.I)
_SHARED = re.compile(r"You may have up to a total of (\w+) (\".+\")\s+combined in your deck", re.I)
_MY_BUDDY = re.compile(
    r'If you have (?:less|fewer) than (\w+) buddies in your deck, you may have up to one "(.+)" in your deck', re.I
)
_CAN_BE_BUDDY = re.compile(r"This card can be your buddy\s*!", re.I)
_DECK_RULE_HINT = re.compile(
    r"\b(?:may have|may only have|copies of|in your deck (?:if|when))\b.*\bin your deck\b", re.I
)


@dataclass(frozen=True)
class TextFacts:
    """What a printing's text says about deck building."""

    omni_lord: bool = False
    omni_lord_world: str | None = None
    any_flag: bool = False
    any_number: bool = False
    shared_limit: tuple[str, ...] = ()
    my_buddy: bool = False
    can_be_buddy: bool = False
    notes: tuple[Note, ...] = field(default=(), compare=False)


def split_quoted_names(segment: str) -> tuple[str, ...]:
    """``"A "B"" and "C"`` -> (``A "B"``, ``C``): names in quotes, which may hold quotes themselves."""
    inner = segment.strip()
    if inner.startswith('"') and inner.endswith('"'):
        inner = inner[1:-1]
    parts = re.split(r'"\s*(?:,\s*and|and|,)\s*"', inner)
    return tuple(p.strip() for p in parts if p.strip())


def read_facts(text: str, name: str, card_type: CardType | None) -> TextFacts:
    """The deck-building facts of one printing's cleaned text (see the README for each phrase)."""
    notes: list[Note] = []
    omni = bool(_OMNI.search(text))
    omni_world: str | None = None
    found = _OMNI_WORLD.search(text)
    if omni and found:
        omni_world = match_world(found.group(1))
        if omni_world is None:
            notes.append(Note("text", found.group(1), "dropped", "[Omni Lord] names a world that is not known"))
    any_flag = bool(_ANY_FLAG.search(text)) and not omni
    any_number = False
    for hit in _ANY_NUMBER.finditer(text):
        if _same(hit.group(1), name):
            any_number = True
        else:
            notes.append(Note("text", hit.group(0), "dropped", "'any number of' names another card"))
    shared: tuple[str, ...] = ()
    for hit in _SHARED.finditer(text):
        if hit.group(1).casefold() != "four":
            notes.append(Note("text", hit.group(0), "dropped", f"a shared limit of {hit.group(1)} is not supported"))
            continue
        names = split_quoted_names(hit.group(2))
        if len(names) < 2:
            notes.append(Note("text", hit.group(0), "dropped", "could not tell the names of the shared group apart"))
            continue
        shared = names
    my_buddy = False
    for hit in _MY_BUDDY.finditer(text):
        if _same(hit.group(2), name) and hit.group(1).casefold() == "four":
            my_buddy = True
        else:
            notes.append(
                Note("text", hit.group(0), "dropped", "a 'less than four buddies' limit that is not about this card")
            )
    can_be_buddy = bool(_CAN_BE_BUDDY.search(text)) and card_type not in ("monster", "impact monster")
    notes.extend(_unrecognised(text, (_ANY_NUMBER, _SHARED, _MY_BUDDY, _OMNI_WORLD)))
    return TextFacts(omni, omni_world, any_flag, any_number, shared, my_buddy, can_be_buddy, tuple(notes))


def _same(written: str, name: str) -> bool:
    from cardpool.normalize import normalize_name

    return normalize_name(written) == normalize_name(name)


def _unrecognised(text: str, known: tuple[re.Pattern[str], ...]) -> list[Note]:
    """Lines that look like deck-building rules but match none of the known phrases."""
    notes = []
    for line in text.splitlines():
        if _DECK_RULE_HINT.search(line) and not any(p.search(line) for p in known):
            notes.append(
                Note("text", line[:160], "dropped", "looks like a deck-building rule, but is not one deckcheck knows")
            )
    return notes


@dataclass(frozen=True)
class FlagFacts:
    """What a flag printing's text allows; ``status`` is "ok", "missing" or "damaged" (then ``reason``)."""

    worlds: tuple[str, ...] = ()
    attribute_words: tuple[str, ...] = ()
    generic: bool = True
    card_types: tuple[CardType, ...] | None = None
    hand: int = DEFAULT_HAND
    gauge: int = DEFAULT_GAUGE
    life: int = DEFAULT_LIFE
    status: str = field(default="ok", compare=False)
    reason: str = field(default="", compare=False)


_ALLOW = re.compile(r"You may use (.*)", re.I)
_SETUP = {
    "hand": re.compile(r"initial hand becomes (\w+) cards?", re.I),
    "gauge": re.compile(r"initial gauge becomes (\w+) cards?", re.I),
    "life": re.compile(r"initial life becomes (\w+)", re.I),
}


def _setup_number(pattern: re.Pattern[str], text: str) -> int | None:
    """The number a setup phrase gives ("four" or "12"), or ``None`` when the flag does not change it."""
    hit = pattern.search(text)
    if hit is None:
        return None
    word = hit.group(1)
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word.casefold())


def read_flag(text: str) -> FlagFacts:
    """What a flag allows: worlds in angle brackets, attribute words in quotes, Generic, "monsters", the setup."""
    allow = next((m.group(1) for line in text.splitlines() if (m := _ALLOW.search(line))), None)
    if allow is None:
        status = "missing" if not text else "damaged"
        return FlagFacts(status=status, reason="no 'You may use ...' sentence" if text else "the flag has no text")
    bracketed = [b.strip() for b in re.findall(r"<([^<>]*)>", allow)]
    worlds = tuple(w for w in (match_world(b) for b in bracketed) if w and w != GENERIC)
    generic = any(match_world(b) == GENERIC for b in bracketed)
    unknown = [b for b in bracketed if match_world(b) is None]
    attribute_words = tuple(re.findall(r'"([^"]+)" in (?:its|their) attributes?', allow, re.I))
    card_types: tuple[CardType, ...] | None = ("monster",) if re.match(r"monsters\b", allow, re.I) else None
    setup = {key: _setup_number(pattern, text) for key, pattern in _SETUP.items()}
    hand, gauge, life = (
        DEFAULT_HAND if setup["hand"] is None else setup["hand"],
        DEFAULT_GAUGE if setup["gauge"] is None else setup["gauge"],
        DEFAULT_LIFE if setup["life"] is None else setup["life"],
    )
    reason = ""
    if unknown:
        reason = f"unreadable markup in the flag text: <{unknown[0][:40]}>"
    elif re.search(r"\band\s+cards\b", allow):
        reason = "a world in angle brackets was lost from the text ('and cards')"
    elif not worlds and not attribute_words:
        reason = "the flag text names no world and no attribute"
    status = "damaged" if reason else "ok"
    return FlagFacts(worlds, attribute_words, generic, card_types, hand, gauge, life, status=status, reason=reason)
