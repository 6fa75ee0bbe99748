"""Colour for the text report, and when to use it: only on a terminal, as ``NO_COLOR``/``FORCE_COLOR`` say.

Colour codes are added after :func:`~deckcheck.reporters.visible.visible` has made the text safe, so
nothing from a deck file can ever carry its own escape sequences to the terminal.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Literal

from cardpool.record import Fields

ColorChoice = Literal["auto", "always", "never"]

_CODES = {"bold": "1", "red": "31", "green": "32", "yellow": "33", "cyan": "36", "dim": "2"}


def use_color(choice: ColorChoice, *, isatty: bool, environ: Mapping[str, str] | None = None) -> bool:
    """``--color always|never`` decides; with ``auto``, ``NO_COLOR`` (set, non-empty) turns colour off,
    ``FORCE_COLOR`` (set, non-empty) turns it on, and otherwise colour is used on a terminal only."""
    env = os.environ if environ is None else environ
    if choice != "auto":
        return choice == "always"
    if env.get("NO_COLOR"):
        return False
    if env.get("FORCE_COLOR"):
        return True
    return isatty and env.get("TERM") != "dumb"


class Style(Fields):
    """Whether the text report is coloured."""

    enabled: bool = False

    def paint(self, text: str, *names: str) -> str:
        if not self.enabled or not text:
            return text
        codes = ";".join(_CODES[name] for name in names)
        return f"\x1b[{codes}m{text}\x1b[0m"


PLAIN = Style(False)
