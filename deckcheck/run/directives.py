"""Reading suppression comments: from the comments a reader collected (:func:`from_comments`, the common way), or
out of a deck's text (:func:`scan`, for a deck whose reader collects none): pure functions to directives.

Parsed by hand in one pass over each line that holds the word ``deckcheck``, never by a regular expression:
every character of a line is looked at a bounded number of times, whatever the line repeats (a line of
``#deckcheck:ignore[`` with no ``]`` made the old pattern rescan to the end of the line at each repeat).

A directive starts at a ``#`` at the start of a line or after white space: ``#``, white space,
``deckcheck:`` (any case), white space, then ``ignore[...]`` or ``ignore-file[...]``. In a YAML deck only a
``#`` that starts a YAML comment counts (never one inside a string or a block scalar). What the names in the
brackets mean, and what a directive that breaks the form or a limit says, is :mod:`deckcheck.run.suppress`'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from cardpool.lines import split_lines
from cardpool.record import Record
from cardpool.yamlcomments import comment_starts
from deckcheck.deck import Comment
from deckcheck.rules.selection import codes_for

MAX_NAMES = 32
"""The most rule names one directive may hold (one that names more suppresses nothing)."""
MAX_DIRECTIVES = 1_000
"""The most suppression comments read from one file (the rest are not read, and suppress nothing)."""
MAX_NAME_LENGTH = 40
"""A longer name is no rule's (the longest slug has 18 characters), and is not looked up."""

_MARKER = "deckcheck"
_SPACES = re.compile(r"\s*")
"""White space from a position (used with ``match``: one pass, nothing to backtrack into)."""
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
"""The marker is ASCII and case-insensitive; lowering ASCII only keeps every offset of the line."""


class Token(Record):
    """One name in a directive's brackets."""

    __slots__ = ("text", "codes")
    text: str
    codes: frozenset[str]
    """The rule codes it names (empty for a name that is no rule)."""

    def __init__(self, text: str, codes: frozenset[str]) -> None:
        self._fill(text, codes)


class Directive(Record):
    """One suppression comment, as read."""

    __slots__ = ("line", "start", "end", "whole_file", "tokens", "problem")
    line: int
    start: int
    """0-based offset of the ``#`` in the line."""
    end: int
    """0-based offset just past the ``]`` (or what was read of the directive)."""
    whole_file: bool
    tokens: tuple[Token, ...]
    problem: str | None
    """Why the directive suppresses nothing whatever it names (no brackets, no ``]``, a limit); such a
    directive is reported, and ``--fix`` leaves it to the user."""

    def __init__(
        self, line: int, start: int, end: int, whole_file: bool, tokens: tuple[Token, ...], problem: str | None = None
    ) -> None:
        self._fill(line, start, end, whole_file, tokens, problem)


def _blank(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is empty or white space only."""
    return start == end or text[start:end].isspace()


def _kind(low: str, at: int) -> tuple[int, bool] | None:
    """Where ``ignore`` or ``ignore-file`` starting at ``at`` ends, and whether it is ``ignore-file``."""
    for word, whole in (("ignore-file", True), ("ignore", False)):
        if low.startswith(word, at):
            end = at + len(word)
            following = low[end : end + 1]
            if following and (following.isalnum() or following in "-_"):
                continue  # another word ("ignored", "ignore-files")
            return end, whole
    return None


def _bare(whole: bool) -> str:
    kind = "ignore-file" if whole else "ignore"
    return (
        f"'# deckcheck: {kind}' without brackets suppresses nothing: name the rules it is for, "
        f"as in '# deckcheck: {kind}[copy-limit]'"
    )


class _Reader:
    """The directives of one text, in file order, within the limits."""

    def __init__(self) -> None:
        self.found: list[tuple[int, Directive]] = []  # (offset of the '#' in the text, directive)
        self.full = False
        self._codes: dict[str, frozenset[str]] = {}

    def token(self, text: str) -> Token:
        if len(text) > MAX_NAME_LENGTH:
            return Token(text, frozenset())
        key = text.lower()
        if key not in self._codes:
            self._codes[key] = codes_for(key)
        return Token(text, self._codes[key])

    def tokens(self, body: str) -> tuple[tuple[Token, ...], str | None]:
        parts = body.split(",", MAX_NAMES)
        if len(parts) > MAX_NAMES and parts[-1].strip():
            return (), f"names more than {MAX_NAMES} rules, the limit: it suppresses nothing; use a code prefix"
        return tuple(self.token(p.strip()) for p in parts if p.strip()), None

    def add(self, offset: int, directive: Directive) -> None:
        if len(self.found) >= MAX_DIRECTIVES:
            problem = (
                f"more than {MAX_DIRECTIVES:,} suppression comments in this file, the limit: "
                "this one and the rest are not read, and suppress nothing"
            )
            directive = Directive(directive.line, directive.start, directive.end, False, (), problem)
            self.full = True
        self.found.append((offset, directive))

    def line(self, number: int, base: int, line: str, low: str, shift: int = 0) -> None:
        """Read the directives of one line (``base``: the offset of its first character in the text), or of the end
        of one from its comment on (``shift``: where that comment starts in the line)."""
        pos, length = 0, len(low)
        while not self.full:
            at = low.find(_MARKER, pos)
            if at == -1:
                return
            hash_at = low.rfind("#", pos, at)  # only back to where the last look ended: nothing is read twice
            pos = at + len(_MARKER)
            if hash_at == -1 or not _blank(low, hash_at + 1, at):
                continue
            if hash_at > 0 and not low[hash_at - 1].isspace():
                continue  # "4 X#deckcheck": a comment needs white space before its '#'
            if low[pos : pos + 1] != ":":
                continue
            pos = _SPACES.match(low, pos + 1).end()  # type: ignore[union-attr]  # always matches
            kind = _kind(low, pos)
            if kind is None:
                continue
            end, whole = kind
            if low[end : end + 1] != "[":
                self.add(base + hash_at, Directive(number, shift + hash_at, shift + end, whole, (), _bare(whole)))
                pos = end
                continue
            close = line.find("]", end + 1)
            if close == -1:  # the rest of the line is this directive's: nothing after it is read again
                kind_word = "ignore-file" if whole else "ignore"
                unclosed = f"'# deckcheck: {kind_word}[' has no closing ']': it suppresses nothing"
                self.add(base + hash_at, Directive(number, shift + hash_at, shift + length, whole, (), unclosed))
                return
            tokens, problem = self.tokens(line[end + 1 : close])
            self.add(base + hash_at, Directive(number, shift + hash_at, shift + close + 1, whole, tokens, problem))
            pos = close + 1


def scan(text: str, syntax: str = "text") -> list[Directive]:
    """Every suppression comment in a deck's text (its lines as :func:`cardpool.lines.split_lines` has them), in
    file order.

    ``syntax`` ``yaml``: only directives in YAML comments; any other: a ``#`` that starts a text comment."""
    folded = text.translate(_ASCII_LOWER)
    if _MARKER not in folded:  # the per-deck path stays lean for files without any
        return []
    reader = _Reader()
    base = 0
    lines, breaks = split_lines(text)
    for number, (line, brk) in enumerate(zip(lines, [*breaks, ""], strict=True), start=1):
        low = folded[base : base + len(line)]  # the folded text has the same offsets
        if _MARKER in low:
            reader.line(number, base, line, low)
            if reader.full:
                break
        base += len(line) + len(brk)
    if syntax == "yaml":
        comments = comment_starts(text, (offset for offset, _ in reader.found))
        return [d for offset, d in reader.found if offset in comments]
    return [d for _, d in reader.found]


def from_comments(comments: Iterable[Comment]) -> list[Directive]:
    """Every suppression comment among the comments a reader collected while it read the deck
    (:attr:`deckcheck.deck.Deck.comments`), in file order: the same directives :func:`scan` finds in the text,
    without a pass over it. Each comment starts where its ``#`` (or ``//``) is, and runs to the end of its line."""
    reader = _Reader()
    for comment in comments:
        low = comment.text.translate(_ASCII_LOWER)
        if _MARKER in low:
            reader.line(comment.line, 0, comment.text, low, comment.column - 1)
            if reader.full:
                break
    return [d for _, d in reader.found]
