"""Configuration files: ``[tool.deckcheck]`` in pyproject.toml, ``.deckcheck.toml`` or ``deckcheck.toml``."""

from deckcheck.config.errors import ConfigError
from deckcheck.config.resolve import CONFIG_NAMES, Overrides, Resolver, Settings

__all__ = ["CONFIG_NAMES", "ConfigError", "Overrides", "Resolver", "Settings"]
