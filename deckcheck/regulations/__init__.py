"""Regulations: dated banned and limited lists, game-agnostic (issue 11).

- :mod:`.model` the regulation file's schema (pydantic), where a regulation enters, and :mod:`.plain` the plain
  records the engine holds once it is validated (no pydantic);
- :mod:`.load` reading a regulation file, and what a regulation is with where it was written (``Located``);
  :mod:`.yaml_file` validating a YAML regulation with located errors (on a regulation cache miss, :mod:`.cache`);
- :mod:`.select` choosing the list in force on a date, per game, or one by name (a file in a format a game
  owns, such as Yu-Gi-Oh!'s ``lflist.conf``, is read by that game's :class:`~deckcheck.games.base.RegulationFormat`);
- :mod:`.bind` resolving the cards a list names against the card pool;
- :mod:`.apply` a bound list applied to one deck (per-flag limits, the overrides the game's rules read);
- the rules that apply a regulation (banned-card, restricted-count, ...) are in :mod:`deckcheck.rules.regulation`.
"""
