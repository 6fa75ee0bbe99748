"""The words of Cardfight!! Vanguard's pasted lists that carry no card: the text reader's vocabulary for the game.

Players paste their lists under grade and trigger headings (``Grade 1 (12)``, ``G3``, ``Critical Triggers (4)``,
``Heal x4``, ``Triggers: 16``), between ``Ride Deck`` and ``Main Deck`` sections; deck sites add their own lines
(``Nation: Dragon Empire``, ``Deck Log code: 1A2B``). The labels and the sections are the game's
(:data:`deckcheck.games.vanguard.GAME`); these are the rest.
"""

from __future__ import annotations

from deckcheck.games.vocabulary import TextWords

FIRST_VANGUARD_WORDS = ("fv", "first vg", "starting vanguard", "starting vg", "starter")
"""The first vanguard's other names, as a label (``Starter: X``) or a mark (``X (FV)``), besides its own."""
TRIGGER_KINDS = ("critical", "draw", "front", "heal", "over", "stand")
"""The trigger icons a heading may name (``stand`` of the earlier eras, still written in lists)."""

_TRIGGER = rf"(?:{'|'.join(TRIGGER_KINDS)})"
_X_COUNT = r"[ \t]*[x×*][ \t]?\d{1,2}"
"""``x4``, `` x 4``, ``×4``, ``*4``: a count after the words (one optional run of spaces each side)."""

GROUP_HEADINGS = (
    # "Heal x4", "Critical Triggers x8", "Draw Trigger Units x4", "Heal: 4", "Critical": a trigger heading, its
    # count written as a card's or as any heading's
    rf"{_TRIGGER}(?:[ \t]+triggers?)?(?:[ \t]+units?)?(?:{_X_COUNT})?",
    # "Triggers x16", "Trigger Units x16", "Sentinels x4", "Orders x3"
    rf"(?:triggers?|trigger[ \t]+units?|sentinels?|perfect[ \t]+guards?|orders?){_X_COUNT}",
    # "Grade 1 Units (12)", "G2 units", "Grade 3 x8", "Grade 0 Triggers"
    rf"(?:grade|g)[ \t]?[0-5](?:[ \t]+(?:units?|triggers?|cards?))?(?:{_X_COUNT})?",
    # "Perfect Guards (4)", "Perfect Guard"
    r"perfect[ \t]+guards?",
)
"""Group headings besides the labels, each linear (one optional run of spaces between fixed words)."""

TEXT = TextWords(
    categories=("triggers", "units", "orders", "sentinels"),
    category_prefixes=(*TRIGGER_KINDS, "trigger", "normal", "blitz", "set"),
    group_headings=GROUP_HEADINGS,
    total_words=("main", "ride", "trigger", "unit", "order", "sentinel"),
    meta_keys=("nation", "clan", "deck log", "deck log code", "decklog", "deck code", "regulation"),
    table_heads=("grade", "trigger", "nation", "type", "card no", "card number"),
)
"""Cardfight!! Vanguard's :class:`~deckcheck.games.vocabulary.TextWords`."""

__all__ = ["GROUP_HEADINGS", "TEXT", "TRIGGER_KINDS"]
