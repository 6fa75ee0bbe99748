"""Punctuation-blind keys of card names: what :class:`cardpool.index.NameIndex` compares when a written name
matches no printed or normalised name. They are accent-blind too (:func:`fold`): a list typed without its accents
(``Cu Chulainn``, ``Barbaros Ur``) names the card as the loose form of its printed name would."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from cardpool.normalize import normalize_name

_PUNCTUATION = re.compile(r"[^\w\s]+")
_LETTERS = {"æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ł": "l", "ŧ": "t", "þ": "th"}
"""Letters with no decomposition to strip (a stroke, a ligature) and the letters typed for them (``ß`` is ``ss``
already: :func:`~cardpool.normalize.normalize_name` case-folds)."""


def loose_key(text: str) -> str:
    """A name's normalised form without punctuation: what :class:`~cardpool.index.NameIndex` compares last."""
    return loose_of(normalize_name(text))


def loose_of(normalized: str) -> str:
    """:func:`loose_key` of a name whose normalised form (:func:`~cardpool.normalize.normalize_name`) is given."""
    return " ".join(_PUNCTUATION.sub(" ", normalized if normalized.isascii() else fold(normalized)).split())


def loose_forms(normalized: str) -> tuple[str, ...]:
    """Every loose key a printed name is known by, from its normalised form: :func:`loose_of`, and for a name with
    ``Ø`` that key with ``0`` for it too, as the card's ``Ø`` is a slashed zero (``K9-ØØ Lupis``, the card after
    ``K9-04 Noroi``, is typed ``K9-OO Lupis`` and ``K9-00 Lupis``)."""
    key = loose_of(normalized)
    return (key, loose_of(normalized.replace("ø", "0"))) if "ø" in normalized else (key,)


def fold(normalized: str) -> str:
    """A normalised name without its letters' accents: ``cú`` is ``cu``, ``ür`` is ``ur`` (each letter's NFKD
    without its combining marks), ``ø`` is ``o`` (:data:`_LETTERS`). A mark that is no printed letter's (``d`` with
    an acute: NFKC makes no letter of it) is kept, and cuts the name apart as punctuation does."""
    return "".join(ch if ch.isascii() else _folded(ch) for ch in normalized)


@lru_cache(maxsize=1024)
def _folded(letter: str) -> str:
    folded = _LETTERS.get(letter)
    if folded is None:
        folded = "".join(ch for ch in unicodedata.normalize("NFKD", letter) if unicodedata.category(ch) != "Mn")
    return folded or letter


def squeezed_key(text: str, *, loose: bool = False) -> str:
    """:func:`loose_key` without the word "and" (``&`` is punctuation: ``Droll and Lock Bird`` is ``Droll & Lock
    Bird``), with runs of one-letter words joined (``S:P`` is ``SP``: ``SP Little Knight`` is ``S:P Little
    Knight``) and a possessive's ``s`` joined to its word (``Harpie's`` is ``Harpies``): what the index compares
    after everything else. Only one-letter words are joined, so a name cut apart by stray marks
    (``D<U+0301>ragon``) stays apart. ``loose``: ``text`` is a loose key already."""
    words: list[str] = []
    single = False
    for word in (text if loose else loose_key(text)).split():
        if word == "and":
            single = False
            continue
        if len(word) == 1 and single:  # a run of one-letter words goes on
            words[-1] += word
        elif word == "s" and words:  # a possessive's s
            words[-1] += word
            single = False
        else:
            words.append(word)
            single = len(word) == 1
    return " ".join(words)


class Unique:
    """Keys of names, kept where only one name has the key (:meth:`add` each name once)."""

    def __init__(self) -> None:
        self._first: dict[str, str] = {}
        self._shared: set[str] = set()

    def add(self, key: str, name: str) -> None:
        if self._first.setdefault(key, name) != name:
            self._shared.add(key)

    def only(self) -> dict[str, str]:
        """Each non-empty key that only one name has, to that name."""
        first = self._first
        first.pop("", None)
        return {k: v for k, v in first.items() if k not in self._shared} if self._shared else first
