"""A card's buddy condition: "You may only cast this card if your buddy is a 《Neodragon》 and has "Jackknife" in its
card name" (Dragoner's Beat and five more printings of the real table)."""

from __future__ import annotations

import re

ONLY_BUDDY = re.compile(r"You may only (?:call|cast|equip|use|set) this card if your buddy\b", re.I)
"""The start of a buddy condition; :func:`buddy_condition` reads the rest of its sentence."""
_BUDDY_ATTRIBUTE = re.compile(r"《([^《》\n]{1,80})》")
_BUDDY_NAME_HAS = re.compile(r'has "([^"\n]{1,80})" in its (?:card )?name', re.I)


def buddy_condition(text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None | str:
    """The buddy condition of a card's text: (attributes, name parts); ``None`` when it has none; the
    sentence itself when it has one that names neither an attribute nor a name part."""
    hit = ONLY_BUDDY.search(text)
    if hit is None:
        return None
    end = min((i for i in (text.find(".", hit.end()), text.find("\n", hit.end())) if i != -1), default=len(text))
    rest = text[hit.end() : min(end, hit.end() + 400)]
    attributes = tuple(a.strip() for a in _BUDDY_ATTRIBUTE.findall(rest) if a.strip())
    name_has = tuple(n.strip() for n in _BUDDY_NAME_HAS.findall(rest) if n.strip())
    if not attributes and not name_has:
        return text[hit.start() : hit.end() + len(rest)]
    return attributes, name_has
