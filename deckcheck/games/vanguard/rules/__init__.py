"""The Vanguard rules (D Standard): one module per rule or small family.

- :mod:`.sizes`: VG101 the deck's 50 cards, VG102 the ride deck's 4;
- :mod:`.ride`: VG103 one normal unit of each grade 0 to 3 in the ride deck, VG104 the first vanguard;
- :mod:`.copies`: VG201 four copies of a name, the ride deck included;
- :mod:`.triggers`: VG301 sixteen triggers, VG302 four heal triggers, VG303 one over trigger;
- :mod:`.sentinels`: VG304 four sentinels;
- :mod:`.nation`: VG401 one nation;
- :mod:`.tokens`: VG402 no token unit.

Restriction lists ("cannot be used", "restricted to N", choice restrictions, restricted first vanguards) are
regulations (``--regulation``), not rules of the game.
"""

RULE_MODULES = (
    "deckcheck.games.vanguard.rules.sizes",
    "deckcheck.games.vanguard.rules.ride",
    "deckcheck.games.vanguard.rules.copies",
    "deckcheck.games.vanguard.rules.triggers",
    "deckcheck.games.vanguard.rules.sentinels",
    "deckcheck.games.vanguard.rules.nation",
    "deckcheck.games.vanguard.rules.tokens",
)
