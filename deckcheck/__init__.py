"""deckcheck: a deck legality validator and linter for trading card games."""

__version__ = "0.1.0"
