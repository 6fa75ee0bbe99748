"""Lines that are data, never a card: what settings, credential and key files hold (issue 7, item 2).

A file of such lines linked or named into a check (``~/.aws/credentials``, an SSH private key, a ``.env``)
must not have each line quoted back as an unknown card name into a public CI log. :func:`is_data_line`
tells such a line on its own; :func:`data_line_numbers` also counts every line inside PEM armour
(``-----BEGIN ...-----`` to ``-----END ...-----``), whose last base64 line may be short.

No printed card name has any of these shapes: a name with a colon has a space in its key
(``Number 48: Shadow Lich``) or a key of a few capitals before a capital and a space (``I:P Masquerena``), a
name in brackets is not lowercase-first, and no name is a run of 32 or more letters and digits without a space.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

_KEY_VALUE = re.compile(r"(?<![A-Za-z0-9_.-])(?:export\s+)?(?![A-Z]{1,3}:[A-Z][ \t])[A-Za-z_][A-Za-z0-9_.-]*(?:=|:\S)")
"""``KEY=VALUE`` or ``name:value`` with a one-word key and no space: what ``.env`` files, ``/etc/passwd`` and
``/proc/self/environ`` hold. Not a key of one to three capitals before a capital and a space: ``I:P Masquerena``,
``EM:P Meowmine`` are cards."""
_SPACED_KEY_VALUE = re.compile(r"(?<![a-z0-9_])[a-z][a-z0-9]*(?:_[a-z0-9]+)*[ \t]*(?:=|:)[ \t]+(?P<value>\S+)")
"""``aws_secret_access_key = wJalr...`` or ``api_key: sk-...``: a lowercase snake_case key, one value."""
_COUNT = re.compile(r"[x×]?\d+[x×]?")
"""A value that is a count (``dragon: 4``): a pasted card line, not data."""
_SECTION = re.compile(r"\[[a-z][a-z0-9_.-]*(?:[ \t][^\[\]]*)?\]")
"""An INI section header: ``[default]``, ``[profile dev]``, ``[remote "origin"]``."""
_ARMOUR = re.compile(r"-----(?P<end>BEGIN|END) [A-Z0-9 ]+-----")
"""A PEM armour line: ``-----BEGIN OPENSSH PRIVATE KEY-----``."""
TOKEN_LENGTH = 32
_TOKEN = re.compile(rf"[A-Za-z0-9+/=_.-]{{{TOKEN_LENGTH},}}")
"""A long run of base64, base64url, hex or a JWT without a space."""


def is_data_line(text: str) -> bool:
    """Whether ``text`` (one line, stripped) is a settings, credential or key file's line, not a card line."""
    if _KEY_VALUE.match(text) or _SECTION.fullmatch(text) or _ARMOUR.fullmatch(text) or _TOKEN.fullmatch(text):
        return True
    spaced = _SPACED_KEY_VALUE.fullmatch(text)
    return spaced is not None and not _COUNT.fullmatch(spaced["value"])


_LINK = re.compile(r"[a-z][a-z0-9+.-]{0,9}://[^\s@/]+(?:/[^\s]*)?(?=\s|$|[)>\]])|\]\([^()\s]*\)", re.IGNORECASE)
"""A link without credentials in it (``https://wiki/Drum_Bunker_Dragon_card_BT01``, a markdown ``](target)``): no
token, however long its path; ``https://bob:ghp_...@github.com`` is none (its ``@``)."""


@lru_cache(maxsize=8192)
def holds_token(text: str) -> bool:
    """Whether ``text`` holds a run of :data:`TOKEN_LENGTH` letters, digits and base64 marks without a space, with a
    letter and a digit in it, outside a link: a key or token (no card name has one; ``Name_With_Underscores`` is
    none). Remembered: every long card name is asked of every deck that names it."""
    if "://" in text or "](" in text:
        text = _LINK.sub(" ", text)
    return any(_mixed(run) for run in _TOKEN.findall(text))


_DIGIT, _LETTER = re.compile(r"\d"), re.compile(r"[A-Za-z]")


def _mixed(run: str) -> bool:
    return _DIGIT.search(run) is not None and _LETTER.search(run) is not None


def never_quoted(text: str) -> bool:
    """Whether a line that is no card line must not be quoted back: a data line (:func:`is_data_line`), or one that
    holds a key or token anywhere (``Token: ghp_...``, ``//registry/:_authToken=...``): no card name has a run of 32
    letters and digits without a space."""
    return is_data_line(text) or holds_token(text)


_PARTS = re.compile(r"[-_./+=:]")
"""What splits a run into parts: a slug's words, an address's, a key's groups."""
_WORD_PART = re.compile(
    r"(?:[A-Z]?[a-z]{1,16}|[A-Z]{1,8}|(?:[A-Z][a-z]{2,16}){2,6})[0-9]{0,4}|[0-9]{1,8}|[0-9]{1,3}(?:st|nd|rd|th)"
)
"""A part that reads as a word, a CamelCase name or a number (``Lima``, ``YCS``, ``KaibaCorpOfficial``, ``2026``,
``hohenzollern1990``, ``1st``), as no key's part does (``K7MDENG``, ``3f2c9a1e``, ``AIzaSyD``, ``AbCdEf...6789``, a
26-letter run): every run bounded, so a 60,000-digit value is judged at once."""


def shown_value(value: str | None) -> str | None:
    """A deck's ``Player:`` or ``Title:`` value as reports may show it: ``None`` when empty or when it holds a key or
    token (:func:`holds_token`) that is not all words and numbers, which no report, JSON or event page may quote; a
    long slug (``YCS-Lima-2026-Top-32-List``), a handle or an e-mail address is shown."""
    if not value or not holds_token(value):
        return value or None
    runs = [run for run in _TOKEN.findall(value) if _mixed(run)]
    worded = all(_WORD_PART.fullmatch(part) for run in runs for part in _PARTS.split(run) if part)
    return value if worded else None


def quoted_line(line: str, how: Callable[[str], str]) -> str:
    """A line that is no card line as a message quotes it (``how``), or "this line" when it must not be quoted
    (:func:`never_quoted`): a setting's, key's or token's value never reaches a public log."""
    return "this line (a setting, key or token: not quoted)" if never_quoted(line) else how(line)


def data_line_numbers(text: str) -> set[int]:
    """The numbers (from 1) of the lines of ``text`` that are data: :func:`is_data_line`, or inside PEM armour."""
    found: set[int] = set()
    armoured = False
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line:
            continue
        armour = _ARMOUR.fullmatch(line)
        if armoured or is_data_line(line):
            found.add(number)
        if armour:
            armoured = armour["end"] == "BEGIN"
    return found


__all__ = ["TOKEN_LENGTH", "data_line_numbers", "holds_token", "is_data_line", "never_quoted", "quoted_line"]
