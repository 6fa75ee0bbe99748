"""Card text: undo the scraper's HTML damage, then read the deck-building facts.

:func:`clean_text` turns the ``ability_effect`` HTML into plain lines;
:func:`read_facts` and :func:`read_flag` find the facts with regular
expressions. Both are pure; what they could not read comes back as notes.

Card text comes from downloaded tables, so every pattern here runs in linear
time: no two overlapping quantifiers in a row, and the parts that quote a card
name are bounded by the longest name a pool takes (issue 7).
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass, field

from cardpool.model import MAX_NAME_LENGTH
from cardpool.normalize import normalize_name
from deckcheck.games.buddyfight.cards import DEFAULT_GAUGE, DEFAULT_HAND, DEFAULT_LIFE, GENERIC, CardType
from deckcheck.games.buddyfight.importer.buddy_text import ONLY_BUDDY, buddy_condition
from deckcheck.games.buddyfight.importer.unread import deck_sentences, unrecognised
from deckcheck.games.buddyfight.importer.worlds import WORLDS, Note, is_empty, match_world, near_known_world

_BR = re.compile(r"<\s*br\s*(?:/\s*)?>", re.I)
_LOWER_TAG = re.compile(r'<([a-z]+)((?:\s+[a-z]+="")*)\s*>')
_ANY_TAG = re.compile(r'<([^\s<>="/]+)((?:\s+[^\s<>="/]+="")+)\s*>')
"""``<detective conan="">``: a name in angle brackets that an HTML parser read as a tag with attributes."""
_CLOSING_TAG = re.compile(r"</([a-z]+)>")
_TAG_WORDS = frozenset(w.casefold() for name in WORLDS + (GENERIC,) for w in name.split())
_KATAKANA_MOJIBAKE = re.compile(r"([\u30a1-\u30f6])([A-Za-z][^<>＜＞\n]{0,40}?)＞")
_IN_BRACKETS = re.compile(r"<([^<>]*)>")
"""``< World >``: the text between the brackets is stripped, and must not hold a line break."""
_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'", "\u2033": '"'})
_BULLETS = "■・●◆ \t"
_LINE_SPACES = re.compile(r"[ \t\u3000]+")
_DAMAGED = re.compile(r'<[^<>\n]*(?:=""|</)[^\n]*|</[a-z]+>')

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


def _untag(match: re.Match[str]) -> str:
    """``<bang dream!="" girls="">`` back to ``<bang dream! girls>``; :func:`read_flag` matches it to its world."""
    words = [match.group(1)] + re.findall(r'([^\s<>="/]+)=""', match.group(2))
    return f"<{' '.join(words)}>"


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


def _bracketed(match: re.Match[str]) -> str:
    inner = match.group(1).strip()
    if "\n" in inner:
        return match.group(0)
    return f"<{match_world(inner) or inner}>"


def clean_text(value: str | None) -> str:
    """Plain text from the scraped HTML: line breaks, entities, mangled tags, mojibake, full-width forms."""
    if is_empty(value):
        return ""
    assert value is not None
    text = _BR.sub("\n", value)
    text = _LOWER_TAG.sub(_retag, text)
    opened = {m.group(1) for m in _ANY_TAG.finditer(text)}
    text = _ANY_TAG.sub(_untag, text)
    text = _CLOSING_TAG.sub(_unclose, text)
    for word in opened:  # the parser's closing tags of the names it read as tags
        text = text.replace(f"</{word}>", "")
    text = html.unescape(text)
    text = _KATAKANA_MOJIBAKE.sub(_unmojibake, text)
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    text = _IN_BRACKETS.sub(_bracketed, text)
    lines = (_LINE_SPACES.sub(" ", line).strip(_BULLETS) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


def damaged_markup(text: str) -> str | None:
    """Markup that :func:`clean_text` could not repair (for the report), or ``None``."""
    found = _DAMAGED.search(text)
    return found.group(0)[:80] if found else None


_OMNI = re.compile(r"^\[?\s*Omni Lord\s*\]?(?=[\s(]|$)", re.M)
_OMNI_WORLD = re.compile(r"if you use it with non-\s*[<>]([^<>]+)[<>]\s*flags", re.I)
"""The world is ``group(1).strip()``."""
_ANY_FLAG = re.compile(r"You may use this card with all flags\s*[.!]", re.I)
_NAME = f"(.{{1,{MAX_NAME_LENGTH}}})"
_ANY_NUMBER = re.compile(r'You may have any number of "' + _NAME + r'" in your deck\s*[.!]', re.I)
_SHARED = re.compile(
    r"You may have up to a total of (\w+) (\"" + f".{{1,{4 * MAX_NAME_LENGTH}}}" + r"\")\s+combined in your deck", re.I
)
_MY_BUDDY = re.compile(
    r'If you have (?:less|fewer) than (\w+) buddies in your deck, you may have up to one "' + _NAME + '" in your deck',
    re.I,
)
_CAN_BE_BUDDY = re.compile(r"This card can be your buddy\s*!", re.I)
_EVIL_DEITY = re.compile(r"^\[\s*Evil Deity\s*\]", re.M | re.I)
_EVIL_DEITY_RULE = re.compile(r"must be together to be put in your buddy (?:area|zone)", re.I)
_ONLY_FLAG = re.compile(r'You may only (?:call|cast|equip|use|set) this card if your flag is "([^"]+)"', re.I)
_BUDDY_ALLOWS = re.compile(
    r'If your flag is "([^"]+)" and this card is in your buddy (?:zone|area), you (?:can|may) (?:use|call|play) '
    r"(impact monsters|monsters|spells|items|impacts|cards) even from worlds other than \"([^\"]+)\"",
    re.I,
)
_BUDDY_TYPES: dict[str, tuple[CardType, ...]] = {
    "impact monsters": ("impact monster",),
    "monsters": ("monster", "impact monster"),
    "spells": ("spell",),
    "items": ("item",),
    "impacts": ("impact",),
    "cards": ("monster", "impact monster", "spell", "item", "impact"),
}
_GAMEPLAY = re.compile(r"card in your buddy zone is \[", re.I)
"""Sentences that test the buddy zone during the game ("if the card in your buddy zone is [Rest]")."""


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
    evil_deity: bool = False
    buddy_allows: tuple[str, tuple[CardType, ...]] | None = None
    """The flag's name and the card types the card lets it use from every world while it is the buddy."""
    only_flag: str | None = None
    only_buddy: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    """"You may only cast this card if your buddy is a 《X》 and has "Y" in its card name": (attributes, name parts)."""
    texts: dict[str, str] = field(default_factory=dict, compare=False)
    """For each fact found, the sentence it was read from."""
    notes: tuple[Note, ...] = field(default=(), compare=False)
    uninterpreted: tuple[str, ...] = field(default=(), compare=False)
    """Sentences with "in your deck", "buddy area" or "buddy zone" that no pattern reads."""


def split_quoted_names(segment: str) -> tuple[str, ...]:
    """``"A "B"" and "C"`` -> (``A "B"``, ``C``): names in quotes, which may hold quotes themselves."""
    inner = segment.strip()
    if inner.startswith('"') and inner.endswith('"'):
        inner = inner[1:-1]
    parts = re.split(r'"\s*(?:,\s*and|and|,)\s*"', inner)
    return tuple(p.strip() for p in parts if p.strip())


def _shared_limit(text: str, notes: list[Note]) -> tuple[str, ...]:
    """ "Up to a total of four "X" and "Y" combined": the names sharing one limit (a note for one not read)."""
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
    return shared


def names_a_card(text: str) -> bool:
    """Whether :func:`read_facts` compares a name in ``text`` with the card's own (so its facts depend on the
    card's name, not only on the text)."""
    return _ANY_NUMBER.search(text) is not None or _MY_BUDDY.search(text) is not None


def read_facts(text: str, name: str, card_type: CardType | None) -> TextFacts:
    """The deck-building facts of one printing's cleaned text (see the README for each phrase)."""
    notes: list[Note] = []
    omni = bool(_OMNI.search(text))
    omni_world: str | None = None
    found = _OMNI_WORLD.search(text)
    if omni and found:
        written = found.group(1).strip() or found.group(1)
        omni_world = match_world(written)
        if omni_world is None:
            notes.append(Note("text", written, "dropped", "[Omni Lord] names a world that is not known"))
    any_flag = bool(_ANY_FLAG.search(text)) and not omni
    any_number = False
    for hit in _ANY_NUMBER.finditer(text):
        if _same(hit.group(1), name):
            any_number = True
        else:
            notes.append(Note("text", hit.group(0), "dropped", "'any number of' names another card"))
    shared = _shared_limit(text, notes)
    my_buddy = False
    for hit in _MY_BUDDY.finditer(text):
        if _same(hit.group(2), name) and hit.group(1).casefold() == "four":
            my_buddy = True
        else:
            notes.append(
                Note("text", hit.group(0), "dropped", "a 'less than four buddies' limit that is not about this card")
            )
    can_be_buddy = bool(_CAN_BE_BUDDY.search(text)) and card_type not in ("monster", "impact monster")
    evil_deity = bool(_EVIL_DEITY.search(text))
    only = _ONLY_FLAG.search(text)
    condition = buddy_condition(text)
    if isinstance(condition, str):
        notes.append(Note("text", condition[:160], "dropped", "a buddy condition that names no attribute or name"))
        condition = None
    allows = _BUDDY_ALLOWS.search(text)
    buddy_allows = None
    if allows is not None:
        if normalize_name(allows.group(1)) == normalize_name(allows.group(3)):
            buddy_allows = (allows.group(1).strip(), _BUDDY_TYPES[allows.group(2).casefold()])
        else:
            notes.append(Note("text", allows.group(0)[:160], "dropped", "names two different flags"))
    found_facts = {
        "omni_lord": _OMNI if omni else None,
        "omni_lord_world": _OMNI_WORLD if omni_world else None,
        "any_flag": _ANY_FLAG if any_flag else None,
        "any_number": _ANY_NUMBER if any_number else None,
        "shared_limit": _SHARED if shared else None,
        "my_buddy": _MY_BUDDY if my_buddy else None,
        "can_be_buddy": _CAN_BE_BUDDY if can_be_buddy else None,
        "evil_deity": (_EVIL_DEITY_RULE if _EVIL_DEITY_RULE.search(text) else _EVIL_DEITY) if evil_deity else None,
        "buddy_allows": _BUDDY_ALLOWS if buddy_allows else None,
        "only_flag": _ONLY_FLAG if only else None,
        "only_buddy": ONLY_BUDDY if condition else None,
    }
    texts = {fact: _sentence(text, pattern) for fact, pattern in found_facts.items() if pattern is not None}
    known: tuple[re.Pattern[str], ...] = (_ANY_NUMBER, _SHARED, _MY_BUDDY, _OMNI_WORLD, _EVIL_DEITY_RULE)
    known += (_ONLY_FLAG, ONLY_BUDDY, _BUDDY_ALLOWS, _GAMEPLAY)
    notes.extend(unrecognised(text, known))
    uninterpreted = tuple(line.strip() for line in deck_sentences(text) if not any(p.search(line) for p in known))
    return TextFacts(
        omni,
        omni_world,
        any_flag,
        any_number,
        shared,
        my_buddy,
        can_be_buddy,
        evil_deity,
        buddy_allows,
        only.group(1).strip() if only else None,
        condition,
        texts,
        tuple(notes),
        uninterpreted,
    )


def _sentence(text: str, pattern: re.Pattern[str]) -> str:
    """The line of ``text`` that ``pattern`` matched, as the card prints it (for ``pool show``)."""
    hit = pattern.search(text)
    if hit is None:
        return ""
    start = text.rfind("\n", 0, hit.start()) + 1
    end = text.find("\n", hit.end())
    return text[start : end if end != -1 else len(text)].strip()[:400]


def _same(written: str, name: str) -> bool:
    return normalize_name(written) == normalize_name(name)


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
    sentence: str = field(default="", compare=False)
    """The "You may use ..." line, as the card prints it."""


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


def collaboration_world(bracketed: str) -> str | None:
    """A name in angle brackets that is no known world, but reads as a world of its own: a collaboration
    set such as ``<Detective Conan>`` or ``<BanG Dream! Girls Band Party!☆PICO>``. Markup left by the
    scraper and near-misses of a known world (``<Dragon Wrld>``) are not."""
    name = " ".join(bracketed.split())
    if not name or re.search(r'[<>="/]', name) or not any(ch.isalpha() for ch in name) or len(name) > 80:
        return None
    if match_world(name) is not None or near_known_world(name):
        return None
    return name


def read_flag(text: str, extra: tuple[str, ...] = ()) -> FlagFacts:
    """What a flag allows: worlds in angle brackets, attribute words in quotes, Generic, "monsters", the setup.

    A bracketed name that is no known world but reads as one (:func:`collaboration_world`) is a world
    of its own; ``extra`` gives the spelling to use for it (from the table's world column).
    """
    line = next((line for line in text.splitlines() if _ALLOW.search(line)), None)
    if line is None:
        status = "missing" if not text else "damaged"
        return FlagFacts(status=status, reason="no 'You may use ...' sentence" if text else "the flag has no text")
    match = _ALLOW.search(line)
    assert match is not None
    allow = match.group(1)
    bracketed = [b.strip() for b in re.findall(r"<([^<>]*)>", allow)]
    known = [match_world(b, extra) or collaboration_world(b) for b in bracketed]
    worlds = tuple(dict.fromkeys(w for w in known if w and w != GENERIC))
    generic = any(w == GENERIC for w in known)
    unknown = [b for b, w in zip(bracketed, known, strict=True) if w is None]
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
    return FlagFacts(
        worlds, attribute_words, generic, card_types, hand, gauge, life, status=status, reason=reason, sentence=line
    )
