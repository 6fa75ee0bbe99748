"""Hand-written frozen records for the regulation path (a dataclass costs start-up time to define)."""

from __future__ import annotations


class Record:
    """A frozen record with value equality, as ``@dataclass(frozen=True)`` gives, written by hand: each
    dataclass a run defines costs start-up time. A subclass names its fields in ``__slots__`` (``_fields``
    too, in its ``__init__``'s order) and sets them with :meth:`_set`."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={repr(getattr(self, name))}" for name in self._fields)  # a repr, never a message
        return f"{type(self).__name__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:  # pickle and copy: the fields, in __init__'s order
        return type(self), self._values()

    def _set(self, **values: object) -> None:
        for name, value in values.items():
            object.__setattr__(self, name, value)
