"""The card pool's user-facing error; light to import."""

from __future__ import annotations


class PoolError(Exception):
    """A card pool that cannot be loaded; names the file and, where known, the line."""

    def __init__(self, path: str, message: str, line: int = 0) -> None:
        location = f"{path}:{line}" if line else path
        super().__init__(f"{location}: {message}")
        self.path = path
        self.line = line
        self.message = message

    def __reduce__(self) -> tuple[type[PoolError], tuple[str, str, int]]:
        """Pickled as its parts (a ``--jobs`` worker sends it back): the default would call ``__init__`` with the
        formatted text alone."""
        return type(self), (self.path, self.message, self.line)
