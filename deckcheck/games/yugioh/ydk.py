"""The deck forms simulators export: ``.ydk`` files and ``ydke://`` URLs.

A ``.ydk`` file (YGOPro, EDOPro and most deck builders)::

    #created by ...
    #main
    14558127
    14558127
    #extra
    44508094
    !side
    23434538

``#main``, ``#extra`` and ``!side`` start the sections (``#side`` is read as
``!side`` too); other ``#`` lines are comments; every other line is one password,
one copy. A line that is not a password is a located parse error. The reader keeps
the comments it meets (a ``#`` at the start of a line or after white space, to the
end of the line) on the deck, for the suppression step.

A ``ydke://`` URL is ``ydke://MAIN!EXTRA!SIDE!``, each part the base64 of the
passwords as little-endian unsigned 32-bit numbers. A file may hold one URL, with
``#`` comment lines and blank lines around it. Each password gets the URL's line
and the column where its part starts.

Both readers return the generic deck: one entry per copy, named by the password
as written (without leading zeros); the pool's index resolves passwords to names.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct

from deckcheck.deck import Comment, Deck, Entry
from deckcheck.findings import Problem, quote
from deckcheck.games.base import Reader
from deckcheck.readers.data_lines import quoted_line
from deckcheck.readers.limits import MAX_ENTRIES, MAX_PROBLEMS

GAME = "yugioh"
SECTION_TITLES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}
YDK_HEADINGS = {"#main": "main", "#extra": "extra", "!side": "side", "#side": "side"}
YDKE_PREFIX = "ydke://"
YDKE_PARTS = ("main", "extra", "side")
_DIGITS = re.compile(r"[0-9]+")
_MAX_SHOWN = 40
_YDK_LINES = (
    "each line of a .ydk file holds one card's password (the number printed on the card), #main, #extra, !side, "
    "or a # comment"
)


def _shown(text: str) -> str:
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."


def _password(digits: str, most: int | None = None) -> tuple[str | None, str]:
    """The password without leading zeros, or why the digits are not one; ``most`` is the largest password (the
    card model's, looked up when not given)."""
    if most is None:
        from deckcheck.games.yugioh.facts import MAX_PASSWORD  # the card facts: not for ``is_ydke``'s every argument

        most = MAX_PASSWORD
    significant = digits.lstrip("0")
    if len(significant) > 10 or int(significant or "0") > most:  # never int() of a huge string
        return None, f"{_shown(digits)} is too large for a password (at most {most})"
    if not significant:
        return None, f"{_shown(digits)} is not a password (0 is no card's)"
    return significant, ""  # its digits without leading zeros: str(int(...)) of them


def _deck(
    path: str, entries: list[Entry], line_count: int, syntax: str, comments: tuple[Comment, ...] | None = None
) -> Deck:
    """The deck a simulator's form holds, with the comments the reader kept (``None``: none kept, a ``ydke://``)."""
    return Deck(
        path=path,
        game=GAME,
        entries=tuple(entries),
        syntax=syntax,
        line_per_copy=True,
        line_count=line_count,
        comments=comments,
    )


_COMMENT = re.compile(r"(?<!\S)#")
"""Where a comment starts: a ``#`` at the start of a line or after white space."""


def _comment(raw: str, number: int) -> Comment | None:
    """The comment of line ``number``, if it holds one (``#created by ...``, ``14558127 # note``)."""
    found = _COMMENT.search(raw)
    return None if found is None else Comment(number, found.start() + 1, raw[found.start() :])


def _comments(lines: list[str], first: int) -> list[Comment]:
    """The comments of the lines from ``first`` (1-based) on: those a stopped read did not reach."""
    found = (_comment(raw, number) for number, raw in enumerate(lines[first - 1 :], start=first))
    return [comment for comment in found if comment is not None]


def read_ydk(path: str, text: str) -> tuple[Deck, list[Problem]]:
    """Read a ``.ydk`` file's text (already decoded, lines ending in ``\\n``)."""
    entries: list[Entry] = []
    problems: list[Problem] = []
    comments: list[Comment] = []
    section = "main"
    from deckcheck.games.yugioh.facts import MAX_PASSWORD as most  # once a file, not once a line

    lines = text.split("\n")
    for number, raw in enumerate(lines, start=1):
        stripped = raw.strip()
        if not stripped:
            continue
        column = len(raw) - len(raw.lstrip()) + 1
        if len(problems) >= MAX_PROBLEMS:
            problems.append(
                Problem(f"more than {MAX_PROBLEMS:,} problems: deckcheck stops reading the file here", number, column)
            )
            comments += _comments(lines, number)
            break
        if stripped.isdigit() and stripped.isascii():  # most lines: a password (no heading or comment is digits)
            if not _card(entries, problems, stripped, number, column, section, most):
                comments += _comments(lines, number + 1)
                break
            continue
        heading = YDK_HEADINGS.get(" ".join(stripped.lower().split()))
        if heading is not None:
            section = heading
            continue
        comment = _comment(raw, number) if "#" in stripped else None
        if comment is not None:
            comments.append(comment)
        if stripped.startswith("#"):
            continue  # "#created by ...", or any other comment
        if stripped.startswith("!"):
            problems.append(
                Problem(
                    f"unknown heading {quote(_shown(stripped))}: a .ydk file has #main, #extra and !side",
                    number,
                    column,
                )
            )
            continue
        if not (_DIGITS.fullmatch(stripped) and stripped.isascii()):
            shown = quoted_line(stripped, lambda s: quote(_shown(s)))
            problems.append(Problem(f"{shown} is not a password: {_YDK_LINES}", number, column))
            continue
        if not _card(entries, problems, stripped, number, column, section, most):
            comments += _comments(lines, number + 1)  # this line's comment is kept already
            break
    return _deck(path, entries, len(lines), "ydk", tuple(comments)), problems


def _card(
    entries: list[Entry], problems: list[Problem], digits: str, number: int, column: int, section: str, most: int
) -> bool:
    """A password line's card, or its problem; ``False`` when the file gave the most card lines a reader takes."""
    password, why = _password(digits, most)
    if password is None:
        problems.append(Problem(why, number, column))
    elif len(entries) >= MAX_ENTRIES:
        problems.append(
            Problem(f"more than {MAX_ENTRIES:,} card lines: deckcheck stops reading the file here", number, column)
        )
        return False
    else:
        entries.append(Entry(password, 1, number, column, section))
    return True


Place = tuple[int, int]
"""A line and a 1-based column."""

_URL_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=!")


def _card_offset(card: int) -> int:
    """Where the base64 of a part's ``card``-th password (0-based) starts: its first byte's character."""
    first_byte = 4 * card
    return (first_byte // 3) * 4 + first_byte % 3


def _decoded(part: str) -> bytes:
    """A part's bytes; its ``=`` padding may be left out, as some tools and chats do (raises ``binascii.Error``)."""
    if len(part) % 4 in (2, 3):
        part += "=" * (4 - len(part) % 4)
    return base64.b64decode(part, validate=True)


def _ydke_entries(url: str, places: list[Place]) -> tuple[list[Entry], list[Problem]]:
    """The passwords of one ``ydke://`` URL; ``places[i]`` is where the URL's ``i``-th character stands (a URL
    wrapped over lines stands on several). Each password is located at its own base64 characters."""
    entries: list[Entry] = []
    problems: list[Problem] = []

    def at(offset: int) -> Place:
        return places[min(offset, len(places) - 1)]

    body = url[len(YDKE_PREFIX) :]
    parts = body.split("!")
    if len(parts) > 4 or (len(parts) == 4 and parts[3].strip()):
        extra_at = len(YDKE_PREFIX) + sum(len(p) + 1 for p in parts[:3])
        problems.append(Problem("a ydke:// URL has three parts, MAIN!EXTRA!SIDE!; this one has more", *at(extra_at)))
        parts = parts[:3]
    offset = len(YDKE_PREFIX)
    for section, part in zip(YDKE_PARTS, parts, strict=False):
        title = SECTION_TITLES[section]
        where = offset
        offset += len(part) + 1
        if not part:
            continue
        try:
            data = _decoded(part)
        except (binascii.Error, ValueError):
            bad = next((i for i, ch in enumerate(part) if not (ch.isascii() and (ch.isalnum() or ch in "+/="))), None)
            detail = f" (character {quote(part[bad])})" if bad is not None else " (its length or padding is wrong)"
            problems.append(
                Problem(f"the {title} part of the ydke:// URL is not valid base64{detail}", *at(where + (bad or 0)))
            )
            continue
        if len(data) % 4:
            problems.append(
                Problem(
                    f"the {title} part of the ydke:// URL holds {len(data)} bytes, not a whole number of "
                    "4-byte passwords",
                    *at(where),
                )
            )
            continue
        zeros = 0
        for card, (value,) in enumerate(struct.iter_unpack("<I", data)):
            if value == 0:
                zeros += 1
                continue
            if len(entries) >= MAX_ENTRIES:
                problems.append(
                    Problem(f"more than {MAX_ENTRIES:,} cards: deckcheck stops reading the URL here", *at(where))
                )
                return entries, problems
            entries.append(Entry(str(value), 1, *at(where + _card_offset(card)), section))
        if zeros:
            times = "once" if zeros == 1 else f"{zeros:,} times"
            problems.append(
                Problem(f"the {title} part of the ydke:// URL holds password 0 (no card's) {times}", *at(where))
            )
    return entries, problems


def _url_start(line: str) -> int:
    """Where a ``ydke://`` URL starts in a line (at its start, or inside a sentence: ``My deck: ydke://...``); -1."""
    return line.lower().find(YDKE_PREFIX)


def _gather(lines: list[str], number: int, start: int) -> tuple[str, list[Place], int]:
    """The URL that starts at ``start`` of line ``number`` (1-based), continued over the next lines while it
    has fewer than its three ``!`` and a line holds only URL characters (a URL wrapped as READMEs and chats
    show it): the URL, where each character stands, and the last line it takes."""
    raw = lines[number - 1]
    end = start
    while end < len(raw) and not raw[end].isspace():
        end += 1
    url = raw[start:end]
    if url.count("!") >= 3:  # a sentence's own punctuation after the last part ("...!).") is no part
        third = [i for i, ch in enumerate(url) if ch == "!"][2]
        if not any(ch in _URL_CHARS for ch in url[third + 1 :]):
            url = url[: third + 1]
    places = [(number, start + 1 + i) for i in range(len(url))]
    last = number
    while url.count("!") < 3 and last < len(lines):
        following = lines[last]
        piece = following.strip()
        if not piece or not all(ch in _URL_CHARS for ch in piece):
            break
        indent = len(following) - len(following.lstrip())
        room = 3 - url.count("!")
        cut = next((i + 1 for i, ch in enumerate(piece) if ch == "!" and (room := room - 1) == 0), len(piece))
        url += piece[:cut]
        places += [(last + 1, indent + 1 + i) for i in range(cut)]
        last += 1
    return url, places, last


_NO_URL = "{} is not a ydke:// URL: the file holds one ydke:// URL"
_REMARK = " is not part of the ydke:// URL: read as a remark"
MAX_REMARKS = 20
"""Lines of text around a pasted URL that get a note each; past them, one note says how many more."""


def read_ydke(path: str, text: str) -> tuple[Deck, list[Problem]]:
    """Read a text holding one ``ydke://`` URL (``#`` comments and blank lines around it are fine; the URL may
    stand inside a sentence, be wrapped over lines, and leave out its parts' ``=`` padding). Lines of prose
    around the URL, as a chat paste has them (``Here's my deck:``, ``thoughts?``), are remarks with a note;
    a line that starts with a digit, as a card line does, is an error."""
    entries: list[Entry] = []
    problems: list[Problem] = []
    remarks: list[Problem] = []
    lines = text.split("\n")
    seen: int | None = None
    taken = 0
    for number, raw in enumerate(lines, start=1):
        stripped = raw.strip()
        if number <= taken or not stripped or stripped.startswith("#"):
            continue
        column = len(raw) - len(raw.lstrip()) + 1
        start = _url_start(raw)
        if start < 0:
            shown = quoted_line(stripped, lambda s: repr(_shown(s)))
            if stripped[0].isdigit():
                problems.append(Problem(_NO_URL.format(shown), number, column))
            else:
                remarks.append(Problem(shown + _REMARK, number, column))
        elif seen is not None:
            problems.append(
                Problem(f"a second ydke:// URL (the first is on line {seen}): one deck a file", number, start + 1)
            )
        else:
            seen = number
            url, places, taken = _gather(lines, number, start)
            found, trouble = _ydke_entries(url, places)
            entries += found
            problems += trouble
        if len(problems) >= MAX_PROBLEMS:
            break
    if seen is None:  # no URL at all: the text is no ydke:// paste, and its lines are what is wrong with it
        problems = [Problem(_NO_URL.format(r.message.split(_REMARK)[0]), r.line, r.column) for r in remarks] + problems
        remarks = []
        if not problems:
            problems.append(Problem("no ydke:// URL in the file", 1, 1))
    if len(remarks) > MAX_REMARKS:
        more = len(remarks) - MAX_REMARKS
        remarks = remarks[:MAX_REMARKS] + [Problem(f"and {more:,} more lines of text around the URL", None, None)]
    deck = _deck(path, entries, len(lines), "ydke")
    if not entries and problems:  # no card could be read from it: unreadable, not a deck of 0 cards
        deck = deck.replace(readable=False)
    return deck.replace(notes=tuple(remarks)) if remarks else deck, problems


def positions(deck: Deck) -> dict[Place, str]:
    """Where each card of a ``ydke://`` deck stands in its part: ``Main Deck card 17 of 40``, by its place."""
    if deck.syntax != "ydke":
        return {}
    totals: dict[str, int] = {}
    for entry in deck.entries:
        totals[entry.section] = totals.get(entry.section, 0) + 1
    seen: dict[str, int] = {}
    found: dict[Place, str] = {}
    for entry in deck.entries:
        seen[entry.section] = seen.get(entry.section, 0) + 1
        title = SECTION_TITLES.get(entry.section, entry.section)
        found[(entry.line, entry.column)] = f"{title} card {seen[entry.section]} of {totals[entry.section]}"
    return found


def is_ydke(text: str) -> bool:
    """Whether ``text`` (a path argument, say) is a ``ydke://`` URL."""
    return text.strip().lower().startswith(YDKE_PREFIX)


MAX_SNIFFED = 50
"""How many lines of a text of unknown form are looked at for a pasted ``ydke://`` URL."""


def _chat_paste(lines: list[str]) -> bool:
    """A whole URL in the first lines (on its line or wrapped over the next, as :func:`_gather` reads it), not as a
    comment, with prose around it and no other line that starts with a count or a password (a card list)."""
    taken: set[int] = set()  # the lines of the URLs
    for number, line in enumerate(lines[:MAX_SNIFFED], start=1):
        start = _url_start(line)
        url, _, last = _gather(lines, number, start) if start >= 0 and not line.startswith("#") else ("", [], 0)
        if url.count("!") >= 2:
            taken.update(range(number, last + 1))
    return bool(taken) and not any(
        line[:1].isdigit() and number not in taken and not line.startswith("#") for number, line in enumerate(lines, 1)
    )


def sniff(text: str) -> Reader | None:
    """The reader for a text of unknown form (stdin, an unknown suffix): a ``ydke://`` URL on the first line
    that is not a comment (``My deck: ydke://...`` too); or a ``.ydk`` file: a ``#main``, ``#extra`` or
    ``!side`` heading on a line of its own, and a password as the first card line (a text deck with a
    "#main" comment stays a text deck). A text with none of those words anywhere is none, found in one scan of
    the text (:data:`deckcheck.games.yugioh.SNIFF_WORDS`), not line by line: the common case costs least."""
    from deckcheck.games.yugioh import SNIFF_WORDS  # the game door's: it asks first, before this module loads

    if SNIFF_WORDS.search(text) is None:
        return None
    lines = [line.strip() for line in text.split("\n")]
    first = next((line for line in lines if line and not line.startswith("#")), "")
    if _url_start(first) >= 0 or _chat_paste(lines):
        return read_ydke
    if not any(" ".join(line.lower().split()) in ("#main", "#extra", "!side") for line in lines):
        return None
    card = next((line for line in lines if line and line[0] not in "#!"), None)
    return read_ydk if card is None or card.isdigit() else None
