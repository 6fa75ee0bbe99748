"""The tags of a deck's plain YAML values, as PyYAML's resolver gives them, without importing PyYAML.

PyYAML's import compiles some 10 ms of regular expressions, more than reading and checking a deck. A deck's plain
values are card names, counts and a few words, and YAML 1.1 (PyYAML's ``Resolver``) tags those simply: a value
whose first character no implicit resolver is kept under is a string; one starting with a letter of ``yes``,
``no``, ``true``, ``false``, ``on``, ``off`` or ``null`` is a bool or a null only when it is one of those words
(in one of their three spellings), else a string; ASCII digits alone are an int (read in base 10 unless they start
with ``0``: then in base 8 when they are octal digits, else a string), and a value starting with a digit, a sign or
a ``.`` that holds a character no number or date has is a string. :func:`plain_tag` answers those, and
``None`` for any other value, which PyYAML's resolver then tags (imported for it). While PyYAML is loaded, the
composition asks its resolver of every value instead (:func:`cardpool.yamlsafe.compose`): only then can anyone
have added a resolver of their own. ``tests/test_yaml_tags.py`` compares the two.
"""

from __future__ import annotations

from cardpool.yamlnodes import BOOL_TAG as BOOL
from cardpool.yamlnodes import INT_TAG as INT
from cardpool.yamlnodes import NULL_TAG as NULL
from cardpool.yamlnodes import STR_TAG as STR
from cardpool.yamlplain import Tags

RESOLVED_FIRST = frozenset("!&*+-.0123456789<=FNOTYfnoty~") | {""}
"""The first characters PyYAML's resolver keeps implicit resolvers under (a value starting otherwise is a string)."""
_WORD_FIRST = frozenset("FNOTYfnoty")
"""First characters under which only the bool and null words are kept."""
_BOOLS = frozenset(
    spelt for word in ("yes", "no", "true", "false", "on", "off") for spelt in (word, word.title(), word.upper())
)
_NULLS = frozenset(("~", "null", "Null", "NULL", ""))
_OCTAL = "01234567"
_NUMERIC_FIRST = frozenset("+-.0123456789")
"""First characters under which only the int, float and timestamp resolvers are kept."""
_NUMERIC = frozenset("0123456789+-_.:abcdefABCDEFxinINtTzZ \t")
"""Every character those three may match (hex digits, ``0x``, ``.inf``, ``.nan``, a timestamp's ``T`` and ``Z``): a
value holding any other is a string."""

_kept: Tags | None = None


def plain_tag(value: str) -> str | None:
    """The tag PyYAML's resolver gives the plain value ``value``, for the shapes of the module docstring; else
    ``None``."""
    first = value[:1]
    if first not in RESOLVED_FIRST:
        return STR
    if first in _WORD_FIRST:
        return BOOL if value in _BOOLS else NULL if value in _NULLS else STR
    if value.isdigit() and value.isascii():
        return INT if first != "0" or not value.strip(_OCTAL) else STR
    if first in _NUMERIC_FIRST and not _NUMERIC.issuperset(value):
        return STR  # "4000 Festival!": no number or date
    return NULL if value in _NULLS else None


def _resolve(value: str) -> str:
    """:func:`plain_tag`, else PyYAML's resolver's tag (empty for one the composition refuses)."""
    tag = plain_tag(value)
    if tag is not None:
        return tag
    from cardpool.yamlcompose import resolve_plain

    return resolve_plain(value)


def plain_tags() -> Tags:
    """The tagging :func:`cardpool.yamlplain.compose_plain` is given while PyYAML is not loaded: made once, its table
    of known tags kept from text to text."""
    global _kept
    if _kept is None or _kept.full():
        _kept = Tags(STR, RESOLVED_FIRST, _resolve, {})
    return _kept
