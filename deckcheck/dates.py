"""Days as deckcheck reads them from options and files: ``YYYY-MM-DD`` and nothing else.

``datetime.date.fromisoformat`` also takes ``20190301`` and ``2019-W09-5`` (Python 3.11+), while every
message and document asks for ``YYYY-MM-DD``: one form is accepted, the one the messages name.
"""

from __future__ import annotations

import datetime
import re

_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def iso_day(text: str) -> datetime.date:
    """The day ``text`` (surrounding blanks aside) writes as ``YYYY-MM-DD``; :class:`ValueError` otherwise."""
    text = text.strip()
    if not _DAY.fullmatch(text):
        raise ValueError(f"not YYYY-MM-DD: {text[:40]!r}")
    return datetime.date.fromisoformat(text)
