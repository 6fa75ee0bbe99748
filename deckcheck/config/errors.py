"""The one exception for a config file that cannot be used."""

from __future__ import annotations


class ConfigError(Exception):
    """A config file that cannot be read or holds bad values; the message is one line per problem (all of a
    file's at once, in file order), each naming file and key. A line break inside a problem (a value from the
    file) is shown as ``<U+000A>``: the lines of the message are the problems, and a value cannot add one."""

    def __init__(self, *problems: str) -> None:
        from cardpool.visible import visible

        super().__init__("\n".join(map(visible, problems)))
