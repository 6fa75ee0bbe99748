"""The Yu-Gi-Oh! rules (Advanced format, TCG and OCG): the whole construction rulebook in three modules.

- :mod:`.sizes`: YG101-YG103, how many cards each of the Main, Extra and Side Deck holds;
- :mod:`.placement`: YG201 which deck a card may go in, YG203 Tokens;
- :mod:`.copies`: YG202, three copies of a card across the three decks.

Forbidden, Limited and Semi-Limited lists are not checked yet.
"""

RULE_MODULES = (
    "deckcheck.games.yugioh.rules.sizes",
    "deckcheck.games.yugioh.rules.placement",
    "deckcheck.games.yugioh.rules.copies",
)
