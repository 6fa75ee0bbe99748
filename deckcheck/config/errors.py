"""The one exception for a config file that cannot be used."""

from __future__ import annotations


class ConfigError(Exception):
    """A config file that cannot be read or holds bad values; the message is one line per problem (all of a
    file's at once, in file order), each naming file and key."""
