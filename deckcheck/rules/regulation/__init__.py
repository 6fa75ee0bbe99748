"""The regulation rules: one banned and limited list, applied to a deck of any game.

Each rule does nothing unless a regulation is in force for the deck (``check --regulation``).
Every message names the card, the count, the limit, the flag (or other slot) where the limit
holds only under it, and the regulation with the date it took effect. Copies in the sideboard
count with the deck's for every limit: a card swapped in between games must not break one.
"""

from deckcheck.rules.regulation import cards, counts, groups, pool_filter, sideboard  # noqa: F401  (registration)
