"""Text from a deck (a file name, a player, a message) in Markdown, shown as written: the one escaping that the
GitHub job summary's table and the event report's Markdown share."""

from __future__ import annotations

import re

from deckcheck.reporters.visible import visible

_AUTOLINK = re.compile(r"(?i)\b(https?|ftp|mailto|www)([:.])")
"""What starts one of GitHub's autolinks (``https://x``, ``www.x``): its ``:`` or ``.`` is escaped, so the
scheme and the rest are separate text and no link is made."""

_MARKUP = "\\`*_[]<>|#~@&$"
"""Every character Markdown (GitHub's) may read as markup inline: escapes, code, emphasis, links and images, HTML,
table cells, headings, strike-through, mentions, entities (``&amp;``) and math (``$x$``). Each is escaped with a
backslash (CommonMark lets any ASCII punctuation be), so it shows as itself."""


def md_text(text: object) -> str:
    """``text`` as a Markdown table cell, list item or heading shows it: visible characters only (:func:`visible`),
    no line breaks, no inline markup, no autolink (``https://``, ``www.``, ``name@host``)."""
    value = visible(str(text)).replace("\n", " ")
    for char in _MARKUP:
        value = value.replace(char, "\\" + char)
    return _AUTOLINK.sub(lambda m: m[1] + "\\" + m[2], value)
