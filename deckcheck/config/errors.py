"""The one exception for a config file that cannot be used."""

from __future__ import annotations


class ConfigError(Exception):
    """A config file that cannot be read or holds a bad value; the message is one line naming file and key."""
