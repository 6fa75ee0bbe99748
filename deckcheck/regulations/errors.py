"""The regulation's user-facing error; light to import."""

from __future__ import annotations


class RegulationError(Exception):
    """A regulation that cannot be used; names the file and, where known, the line and column."""

    def __init__(self, path: str, message: str, line: int = 0, column: int = 0) -> None:
        location = f"{path}:{line}" + (f":{column}" if column else "") if line else path
        super().__init__(f"{location}: {message}")
        self.path = path
        self.message = message
        self.line = line
        self.column = column

    def __reduce__(self) -> tuple[type[RegulationError], tuple[str, str, int, int]]:
        """Pickled as its parts (a ``--jobs`` worker sends it back): the default would call ``__init__`` with the
        formatted text alone."""
        return type(self), (self.path, self.message, self.line, self.column)


class UnknownCards(RegulationError):
    """A regulation that names cards the card pool does not know (a small pool may be why)."""
