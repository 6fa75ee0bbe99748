"""A pasted line's markup, found or blanked before the line is read: its comment, a quote mark (``>``, ``;``), a
bullet or list number (and a task-list box after it), markdown bold and italics, a strike-through, a code fence
(Discord's), and a horizontal rule. Blanking replaces marks with spaces, so every column stays where it was written."""

from __future__ import annotations

import re
import unicodedata

from deckcheck.readers.lazy import lazy

COMMENT = re.compile(r"(?:^|\s)(?:#(?!\d)|//)")
"""Where a comment starts: ``#`` or ``//`` after white space. ``#`` right before a digit is part of a card name
(``Morphing Jar #2``, ``Jinzo #7``), and in a table row a ``#`` cell (``| # | Card |``) is its count's head
(:func:`split_comment`); at the start of a line ``#`` is always a comment
(:func:`deckcheck.readers.text_reader.read_text`)."""
_BULLET = lazy(globals(), "_BULLET", r"(?<!\s)\s*(?P<mark>(?:->|=>|--|[-–—*•·▪◦‣►→+])|(?P<number>\d{1,3})[.)])\s+")
_BULLET_STARTS = frozenset("-–—*•·▪◦‣►→+=")
"""The first characters of a bullet (``=`` of ``=>``); a list number starts with a digit."""
_QUOTE_STARTS = frozenset(">;")
_QUOTE = lazy(globals(), "_QUOTE", r"(?<![ \t>;])[ \t]*(?:>(?:[ \t]*>)*|;)(?=[ \t])")
"""``> 3 Name``, ``> > 3 Name``, ``; 3 Name``: a quote mark (e-mail, markdown, chat) or a ``;`` before the line."""
_CHECKBOX = lazy(globals(), "_CHECKBOX", r"\[[ xX✓✔]\](?=[ \t])")
"""``- [x] 3 Name``, ``- [ ] 3 Name``: a task-list box after a bullet (checked or not, the line is a card line)."""
STRUCK = "~~"
"""``~~3 Name~~``: markdown strike-through around a whole line (:func:`struck`)."""
_BOLD = lazy(globals(), "_BOLD", r"\*\*|__")
_ITALIC_LINE = lazy(
    globals(), "_ITALIC_LINE", r"(?<![ \t])[ \t]*(?P<mark>[*_])(?P<text>[^*_\s](?:[^*_]*[^*_\s])?)(?P=mark)[ \t]*"
)
"""``*Monsters: 21*``, ``_by Rin_``: a whole line in single markdown italics (no other mark inside)."""
_ITALIC_KEY = lazy(
    globals(),
    "_ITALIC_KEY",
    r"(?<![ \t])(?P<lead>[ \t]*)(?P<mark>[*_])(?=[A-Za-z])(?P<key>[A-Za-z][A-Za-z ]{0,30}?:?)(?P=mark)(?=\s|:|$)",
)
"""``*Flag:* Dragon World``: a word in markdown italics at the start of a line."""


def strip_comment(line: str) -> str:
    """The line up to its comment (``4 Dragon Breath # note``)."""
    return split_comment(line)[0]


def split_comment(line: str) -> tuple[str, int | None]:
    """The line up to its comment, as :func:`strip_comment` gives it, and where the comment's ``#`` or ``//``
    stands (0-based; ``None``: no comment)."""
    if "#" not in line and "//" not in line:  # what every comment starts with: most lines have neither
        return line, None
    match = COMMENT.search(line)
    if match is not None and line.lstrip().startswith("|"):  # a table row: its "| # |" cell is no comment
        while match is not None and line[match.end() : match.end() + 8].lstrip(" \t").startswith("|"):
            match = COMMENT.search(line, match.end())
    if match is None:
        return line, None
    start = match.start()
    return line[:start], start + 1 if line[start].isspace() else start


def blank(line: str) -> tuple[str, str | None]:
    """The line with markdown bold, the runs of ``=`` or ``-`` a heading is wrapped in (``=== Spells (15) ===``,
    ``-- Extra --``), a code fence (:func:`unfenced`), a leading bullet and a list number replaced by spaces (columns
    kept).

    Also returns the list number as written (``2.``, ``2)``), when one was blanked.
    """
    # Each mark is looked for only where the line's first character can start it: most lines carry none.
    if not line.isascii():
        line = unicode_marks(line)
    if "```" in line or "~~~" in line:
        line = unfenced(line)
    if "**" in line or "__" in line:
        line = _BOLD.sub(lambda m: " " * len(m.group()), line)
    quote = _QUOTE.match(line) if line.lstrip()[:1] in _QUOTE_STARTS else None
    if quote:  # "> 3 Name": the quote marks go, then a bullet may follow ("> - 3 Name")
        line = " " * quote.end() + line[quote.end() :]
    if "*" in line or "_" in line:
        wrapped = _ITALIC_LINE.fullmatch(line)
        if wrapped:  # "*Monsters: 21*": the whole line in italics
            at, end = wrapped.start("mark"), wrapped.end("text")
            line = line[:at] + " " + line[at + 1 : end] + " " + line[end + 1 :]
        italic = _ITALIC_KEY.match(line)
        if italic:  # "*Flag:* Dragon World"
            at, end = italic.start("mark"), italic.end()
            line = line[:at] + " " + italic["key"] + " " + line[end:]
    first = line.lstrip()[:1]
    if first in ("=", "-"):
        wrapped_in = _wrapped(line, first)
        if wrapped_in is not None:  # "=== Spells (15) ===", "--- Items ---": a blog's heading
            return wrapped_in, None
    if first and not first.isascii() and first not in _BULLET_STARTS:
        symbols = _symbol_bullet(line)
        if symbols is not None:  # "👉 2x Maxx "C"", "★ 3 Pot of Greed": an emoji or a symbol as the bullet
            return " " * symbols + line[symbols:], None
    bullet = _BULLET.match(line) if first in _BULLET_STARTS or first.isdecimal() else None
    if bullet is None:
        return line, None
    end = bullet.end("mark")
    box = _CHECKBOX.match(line, bullet.end()) if bullet["number"] is None else None
    if box:
        end = box.end()
    return " " * end + line[end:], bullet["mark"] if bullet["number"] is not None else None


_FENCE_TAG = lazy(globals(), "_FENCE_TAG", r"[A-Za-z0-9_+#.-]{1,20}")
"""The language a code fence names (``yaml`` of ````` ```yaml `````, ``txt``, ``diff``, ``c++``): one word."""
RULE_STARTS = frozenset("-*_=—–─━═")
"""The characters a horizontal rule is a run of (:func:`is_rule`)."""


def unfenced(line: str) -> str:
    """``line`` with its code-fence marks as spaces: a fence line (`````` ``` ``````, ````` ```yaml `````, ``~~~``) is
    all spaces, and the backticks before or after the text on a line that opens or closes a fence on it (````` ```4
    Dragon Breath `````, ````` 4 Dragoenergy``` `````, as Discord messages are written) are blanked. The lines between
    two fences are read as they are: a fence is decoration around the list, never a card (no card name holds three
    backticks or starts with three tildes)."""
    text = line.strip()
    lead = len(line) - len(line.lstrip())
    mark = text[:1]
    opening = len(text) - len(text.lstrip(mark)) if mark in ("`", "~") else 0
    if opening >= 3:
        rest = text[opening:].strip()
        if not rest or _FENCE_TAG.fullmatch(rest):  # "```", "```yaml", "~~~": the fence alone
            return " " * len(line)
        if mark == "`":  # "```4 Dragon Breath"
            line = line[:lead] + " " * opening + line[lead + opening :]
    end = len(line.rstrip())
    closing = end - len(line[:end].rstrip("`"))
    if closing >= 3 and line[: end - closing].strip():  # "4 Dragoenergy```"
        line = line[: end - closing] + " " * closing + line[end:]
    return line


def is_rule(stripped: str) -> bool:
    """Whether a line (without white space around it) is a horizontal rule: three or more of one of
    :data:`RULE_STARTS` and nothing else but spaces between them (``---``, ``***``, ``___``, ``- - -``,
    ``==========``, ``———``), a markdown, blog or chat separator. No card name is one."""
    mark = stripped[:1]
    if mark not in RULE_STARTS:
        return False
    marks = stripped.count(mark)
    return marks >= 3 and marks + stripped.count(" ") + stripped.count("\t") == len(stripped)


def _wrapped(line: str, mark: str) -> str | None:
    """``line`` without the runs of ``mark`` (two or more) at its start, before a blank, and at its end, as spaces;
    ``None`` when it is not so wrapped (``- 4 Name`` is a bullet, ``---`` a rule)."""
    text = line.strip()
    inner = text.strip(mark)
    if not (text.startswith(mark * 2) and text.endswith(mark * 2) and inner[:1] in (" ", "\t")):
        return None
    lead = len(line) - len(line.lstrip())
    opening = len(text) - len(text.lstrip(mark))
    closing = len(text) - len(text.rstrip(mark))
    body = line[lead + opening : lead + len(text) - closing]
    return " " * (lead + opening) + body + " " * closing + line[lead + len(text) :]


_FULL_WIDTH_X = lazy(globals(), "_FULL_WIDTH_X", r"(?<=\d)[ｘＸ]|[ｘＸ](?=[ \t]?\d)")
"""A full-width x against a count (one character for one: the columns are kept)."""
_DIGITS = frozenset("0123456789")
_COUNT_AFTER = lazy(globals(), "_COUNT_AFTER", r"\d{1,3}[ \t]*[x×]?[ \t]", re.IGNORECASE)
"""A count against an emoji bullet (``🔥2x Name``, ``⭐4 Name``), never a title's ``🏆1st Place`` or ``🔥2024``."""
_JOINERS = frozenset("\ufe0f\ufe0e\u200d\u20e3")
"""What goes with an emoji: variation selectors, the zero-width joiner, the keycap."""


def _symbol(char: str) -> bool:
    """An emoji or a symbol (``★``, ``✅``), or what goes with one (a variation selector, a joiner, a skin tone)."""
    return char in _JOINERS or unicodedata.category(char) in ("So", "Sk")


def _symbol_bullet(line: str) -> int | None:
    """Where a leading run of symbols (emoji with their joiners and skin tones, ``★``, ``✅``) followed by white space
    or a count (``🔥2x Name``, :data:`_COUNT_AFTER`) ends; ``None`` when the line does not start so."""
    start = end = len(line) - len(line.lstrip())
    while end < len(line) and _symbol(line[end]):
        end += 1
    if not start < end < len(line):
        return None
    return end if line[end].isspace() or (line[end] in _DIGITS and _COUNT_AFTER.match(line, end)) else None


def unicode_marks(line: str) -> str:
    """What :func:`blank` does to a line that is not ASCII: a full-width x as ``x`` (``3ｘ Name``: a Japanese
    keyboard's), a trailing decoration as spaces (``🐉 Monsters (28) 🐉``, ``Rin's deck ⚔️``)."""
    if "ｘ" in line or "Ｘ" in line:
        line = _FULL_WIDTH_X.sub("x", line)
    return _without_trailing_symbols(line)


def _without_trailing_symbols(line: str) -> str:
    """``line`` with a run of symbols (emoji with their joiners, ``★``) at its end, after white space, as spaces: a
    decoration (``🐉 Monsters (28) 🐉``, ``My list!! 🔥🔥``). No printed card name ends so (``Big Wave☆`` has
    no space before its star)."""
    end = len(line.rstrip())
    start = end
    while start > 0 and _symbol(line[start - 1]):
        start -= 1
    if start == end or start == 0 or not line[start - 1].isspace() or not line[:start].strip():
        return line
    return line[:start] + " " * (end - start) + line[end:]


def struck(stripped: str) -> str | None:
    """What a line wholly struck through says (``~~3 Name~~`` -> ``3 Name``); ``None``: it is not so struck."""
    if len(stripped) > 4 and stripped.startswith(STRUCK) and stripped.endswith(STRUCK):
        inner = stripped[2:-2]
        if STRUCK not in inner and inner.strip():
            return inner.strip()
    return None
