"""Name normalisation: the one definition of "the same name" for matching.

Two spellings are the same name when they are equal after HTML entities are decoded (``&amp;``), Unicode NFKC,
case folding, curly quotes made straight, format characters (zero-width
joiners, direction marks, BOMs) removed and runs of white space made one space. Accents are kept (``Cú`` is not
``Cu``): a normalised name is taken as its card's without asking whether another card has it, and an import merges
rows by it; accents go in the loose key (:mod:`cardpool.loose`), which holds only the forms one card has.
"""

from __future__ import annotations

import unicodedata

_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u00b4": "'",
        "`": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
        "\u00ab": '"',
        "\u00bb": '"',
    }
)


def _drop_format_chars(text: str) -> str:
    if text.isascii():
        return text
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def normalize_name(text: str) -> str:
    """The matching key of a card name (see the module docstring)."""
    if "&" in text and ";" in text:  # an HTML entity of a list pasted from a web page's source (&amp;, &#39;)
        import html

        text = html.unescape(text)
    text = unicodedata.normalize("NFKC", text)
    # ASCII holds no format character, and of the quotes only the backtick: replaced directly, 4x quicker than translate
    text = text.replace("`", "'") if text.isascii() else _drop_format_chars(text).translate(_QUOTES)
    return " ".join(text.split()).casefold()  # str.split()'s white space is the regex \s's, without the regex


def tidy_name(text: str) -> str:
    """A name as a person would want it printed: NFKC-free, but with one space between words."""
    return " ".join(_drop_format_chars(text).split())


def normalize_number(text: str) -> str:
    """The matching key of a card number such as ``BT01/0001EN`` (NFKC, no spaces, upper case)."""
    text = unicodedata.normalize("NFKC", text)
    return "".join(_drop_format_chars(text).split()).upper()


def bare_number(text: str) -> str:
    """A card number's letters and digits, upper case: ``BT01/0012EN``, ``bt01-0012en`` -> ``BT010012EN``."""
    return "".join(ch for ch in normalize_number(text) if ch.isalnum())


def unlettered(bare: str) -> str:
    """A bare number (:func:`bare_number`) without the letters of its print's language: ``TD010010EN`` ->
    ``TD010010`` (a number written without them is still the card's); others as they are."""
    return bare[:-2] if bare[-2:].isalpha() and bare[-3:-2].isdigit() else bare
