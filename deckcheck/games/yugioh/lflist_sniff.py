"""Whether a regulation file is an ``lflist.conf``: asked of every regulation file that is not named ``.conf``
(a YAML regulation too), so it lives apart from the parser (:mod:`deckcheck.games.yugioh.lflist`), which is
imported only for a file that is one."""

from __future__ import annotations


def looks_like_lflist(text: str) -> bool:
    """Whether a text is an lflist.conf: its first line that is not a comment starts a ``!`` list."""
    for raw in text.split("\n"):
        line = raw.strip().lstrip("\ufeff")
        if line and not line.startswith("#"):
            return line.startswith("!")
    return False
