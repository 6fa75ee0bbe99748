"""``deckcheck pool show``: one Buddyfight card with every fact deck building reads, and the flags that use it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from cardpool import BaseCard, CardPool
from deckcheck.games.buddyfight.facts import TEXT_FACTS, CardFacts

if TYPE_CHECKING:
    from deckcheck.games.buddyfight.cards import Card
from deckcheck.games.buddyfight.rules.flag_usage import omni_lord_limited, usable

_FACT_WORDS = {
    "omni_lord": "[Omni Lord]: usable with all flags, one copy under a flag of another world",
    "omni_lord_world": "[Omni Lord] names the world whose flags may run four",
    "any_flag": "usable with all flags",
    "any_number": "any number in a deck",
    "shared_limit": "shares one limit of four with",
    "my_buddy": "one copy while fewer than four buddies are in the deck",
    "can_be_buddy": "can be the buddy, though not a monster",
    "evil_deity": "[Evil Deity]: the buddy only together with a different [Evil Deity]",
    "buddy_allows": "as the buddy, widens what its flag allows",
    "only_flag": "can be played under one flag only",
    "only_buddy": "can be played only with a buddy it names",
    "flag": "a flag",
}


def _value(card: Card, fact: str) -> Any:
    value = getattr(card, fact)
    if fact == "buddy_allows" and value is not None:
        return {"flag": value.flag, "card_types": list(value.card_types)}
    if fact == "only_buddy" and value is not None:
        return {"buddy": value.describe(), "attributes": list(value.attributes), "name_has": list(value.name_has)}
    if fact == "flag" and value is not None:
        return {
            "allows": value.describe(),
            "worlds": list(value.worlds),
            "attribute_words": list(value.attribute_words),
            "generic": value.generic,
            "card_types": list(value.card_types) if value.card_types is not None else None,
            "hand": value.hand,
            "gauge": value.gauge,
            "life": value.life,
        }
    return list(value) if isinstance(value, tuple) else value


def show_card(pool: CardPool, base: BaseCard) -> dict[str, Any]:
    """Everything ``pool show`` prints of one card (JSON-ready): its printings, type, worlds, attributes,
    size, each deck-building fact with the sentence it came from, and the flags of the pool that may use it."""
    assert isinstance(base, CardFacts)  # the model or, from the pool cache, its plain record
    card = cast("Card", base)
    facts = []
    for fact in TEXT_FACTS:
        value = _value(card, fact)
        if value in (None, False, [], ()):
            continue
        facts.append({"fact": fact, "meaning": _FACT_WORDS[fact], "value": value, "text": card.texts.get(fact)})
    usable_under: list[str] = []
    one_copy_under: list[str] = []
    flags = (cast("Card", c) for c in pool.cards if isinstance(c, CardFacts))
    for flag in sorted((c for c in flags if c.flag is not None), key=lambda c: c.name):
        assert flag.flag is not None
        if card.type == "flag" or flag.name in usable_under:
            continue
        if usable(card, flag.flag, flag.name):
            usable_under.append(flag.name)
            if omni_lord_limited((card,), flag.flag) is not None:
                one_copy_under.append(flag.name)
    return {
        "name": card.name,
        "type": card.type,
        "numbers": list(card.numbers),
        "worlds": list(card.worlds),
        "attributes": list(card.attributes),
        "size": card.size,
        "facts": facts,
        "usable_under": usable_under if card.type != "flag" else None,
        "one_copy_under": one_copy_under if card.type != "flag" else None,
    }


def show_lines(shown: dict[str, Any]) -> list[str]:
    """The text form of :func:`show_card`."""
    lines = [
        f"name:       {shown['name']}",
        f"type:       {shown['type']}",
        f"printings:  {len(shown['numbers'])} ({', '.join(shown['numbers']) or 'no card number'})",
        f"worlds:     {' / '.join(shown['worlds']) or '(none)'}",
        f"attributes: {' / '.join(shown['attributes']) or '(none)'}",
        f"size:       {shown['size'] if shown['size'] is not None else '-'}",
    ]
    if shown["facts"]:
        lines.append("deck building:")
        for fact in shown["facts"]:
            value = fact["value"]
            if fact["fact"] == "flag":
                setup = f"hand {value['hand']}, gauge {value['gauge']}, life {value['life']}"
                shown_value = f"allows {value['allows']}; {setup}"
            elif fact["fact"] == "buddy_allows":
                shown_value = f"under {value['flag']!r}: {', '.join(value['card_types'])} of every world"
            elif value is True:
                shown_value = ""
            elif isinstance(value, list):
                shown_value = "; ".join(str(v) for v in value)
            else:
                shown_value = str(value)
            lines.append(f"  {fact['fact']}: {fact['meaning']}" + (f" ({shown_value})" if shown_value else ""))
            if fact["text"]:
                lines.append(f"      card text: {fact['text']}")
    else:
        lines.append("deck building: no text that changes deck building")
    if shown["usable_under"] is not None:
        flags = shown["usable_under"]
        one = set(shown["one_copy_under"])
        listed = ", ".join(f"{f} (one copy)" if f in one else f for f in flags) or "none of the pool's flags"
        lines.append(f"usable under: {listed}")
    return lines
