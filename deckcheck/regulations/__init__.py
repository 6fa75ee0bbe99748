"""Regulations: dated banned and limited lists, game-agnostic (issue 11).

- :mod:`.model` the regulation file's schema (pydantic);
- :mod:`.load` reading a YAML regulation with located errors;
- :mod:`.lflist` reading YGOPro/EDOPro ``lflist.conf`` as Yu-Gi-Oh! regulations;
- :mod:`.select` choosing the list in force on a date, per game, or one by name;
- :mod:`.bind` resolving the cards a list names against the card pool;
- :mod:`.apply` a bound list applied to one deck (per-flag limits, the overrides the game's rules read);
- :mod:`.rules` the rules (banned-card, restricted-count, choice-group, ...).
"""
