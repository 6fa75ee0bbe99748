"""A module's pattern compiled the first time it is used, not when the module is imported.

The text reader's modules hold many patterns that only some lines need (a table row's, a bullet's, a prose line's);
compiling them all at import cost a cold ``check`` of a plain list about 2 ms. :func:`lazy` gives a stand-in that
compiles the pattern on its first use and puts the compiled pattern in the module's namespace in its place, so
every later use is the pattern itself (no indirection on the lines that need it). The stand-in is typed as the
pattern it stands for; ``tests/test_regex_time.py`` finds the stand-ins too (:class:`LazyPattern`) and times their
patterns on hostile input as it does every module-level pattern.
"""

from __future__ import annotations

import re
from typing import Any, cast


class LazyPattern:
    """A pattern not compiled yet: any attribute asked of it (``match``, ``fullmatch``, ``pattern``, ...) compiles it,
    rebinds ``name`` in ``namespace`` to the compiled pattern and answers from that."""

    __slots__ = ("_source", "_flags", "_namespace", "_name", "_compiled")

    def __init__(self, namespace: dict[str, Any], name: str, source: str, flags: int) -> None:
        self._source = source
        self._flags = flags
        self._namespace = namespace
        self._name = name
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        """The pattern, compiled (once), now also bound to its name in its module."""
        if self._compiled is None:
            self._compiled = re.compile(self._source, self._flags)
            if self._namespace.get(self._name) is self:
                self._namespace[self._name] = self._compiled
        return self._compiled

    def __getattr__(self, name: str) -> Any:
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return "lazy(" + repr(self._source) + ")"


def lazy(namespace: dict[str, Any], name: str, source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)`` when first used, as the module global ``name`` (``namespace`` is the module's
    ``globals()``)."""
    return cast("re.Pattern[str]", LazyPattern(namespace, name, source, flags))


__all__ = ["LazyPattern", "lazy"]
