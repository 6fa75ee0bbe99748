"""Small read-only value classes without :mod:`dataclasses`: defining a dataclass costs 0.3-1 ms at import
(its methods are generated and compiled), and a check defines dozens; these cost next to nothing.

A subclass lists its fields as ``__slots__`` and writes its own ``__init__`` (setting each field once with
``object.__setattr__``, or :func:`put`); :class:`Record` gives what a frozen dataclass would: equality
with a record of the same class and equal fields, a hash of the fields, a ``repr`` naming them, and no
assignment after ``__init__``. :class:`Fields` is declared as a frozen dataclass is, for objects made a few
times (a game's sections), where a generic ``__init__`` costs nothing that matters.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:  # only type checkers read it (typing has it from Python 3.11; typing_extensions costs an import)

    def dataclass_transform(**_: Any) -> Callable[[T], T]:
        return lambda cls: cls


T = TypeVar("T")
R = TypeVar("R", bound="ReadOnly")

put = object.__setattr__
"""Sets a field of a record in its ``__init__`` (a record refuses ``self.x = ...``)."""


def put_fields(record: object, **values: Any) -> None:
    """Sets several fields of a record in its ``__init__``, by name (as :data:`put`)."""
    for name, value in values.items():
        put(record, name, value)


class ReadOnly:
    """What a record and a :class:`Fields` object share: fields named by ``FIELDS``, set once in ``__init__``, then
    equality, hash, ``repr`` and :meth:`replace` of those fields, as a frozen dataclass's."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()

    def field_values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def replace(self: R, **changes: Any) -> R:
        """A copy with ``changes`` (as ``dataclasses.replace``: the class's ``__init__`` takes each field by name)."""
        return type(self)(**{**dict(zip(self.FIELDS, self.field_values(), strict=True)), **changes})

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is read-only")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is read-only")

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            return self.field_values() == other.field_values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.field_values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={repr(getattr(self, name))}" for name in self.FIELDS)
        return f"{type(self).__name__}({fields})"


class Record(ReadOnly):
    """A read-only record of its classes' ``__slots__``, in order, base classes' first."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("__slots__", ())
        cls.FIELDS = (*cls.FIELDS, *((own,) if isinstance(own, str) else own))
        if "__match_args__" not in cls.__dict__:  # ``case Problem(message, line):`` as for a dataclass
            cls.__match_args__ = cls.FIELDS  # type: ignore[misc]  # mypy takes it for a generated one

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (``--jobs`` workers send findings back) and copied as its class called with its fields."""
        return type(self), self.field_values()

    def _fill(self, *values: Any) -> None:
        """Set every field in ``__init__``, in :attr:`FIELDS` order (one value a field, as the constructor takes)."""
        for name, value in zip(self.FIELDS, values, strict=True):  # a miscounted list fails, never skips a field
            put(self, name, value)


_MISSING: Any = object()


class _Factory:
    """A field's default made anew for each object (as a dataclass field's ``default_factory``)."""

    __slots__ = ("make", "init")

    def __init__(self, make: Callable[[], Any], init: bool) -> None:
        self.make = make
        self.init = init


def field(*, default_factory: Callable[[], T], init: bool = True) -> T:
    """A :class:`Fields` field whose default is ``default_factory()``; ``init=False``: set only that way, and
    left out of the constructor, equality and ``repr`` (a cache the object keeps)."""
    return cast(T, _Factory(default_factory, init))


@dataclass_transform(field_specifiers=(field,), frozen_default=True)
class Fields(ReadOnly):
    """Read-only objects declared as a frozen dataclass is (annotated fields, defaults, :func:`field`), without
    generating and compiling methods at import. Positional and keyword arguments, defaults, equality and hash
    of the fields, ``repr`` and :meth:`replace` behave as a frozen dataclass's (no ``__post_init__``, no
    ``dataclasses.replace``: use :meth:`replace`). Not slotted: a subclass may use ``cached_property``."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    _DEFAULTS: ClassVar[dict[str, Any]] = {}
    _HIDDEN: ClassVar[tuple[tuple[str, Callable[[], Any]], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        init, defaults, hidden = list(cls.FIELDS), dict(cls._DEFAULTS), list(cls._HIDDEN)
        own = cls.__dict__.get("__annotations__")
        if own is None:  # annotations evaluated lazily (Python 3.14 without ``from __future__ import annotations``)
            own = cls.__annotations__ if "__annotate__" in cls.__dict__ else {}
        for name, annotation in own.items():
            if "ClassVar" in str(annotation):
                continue
            value = cls.__dict__.get(name, _MISSING)
            if isinstance(value, _Factory) and not value.init:
                hidden.append((name, value.make))
                continue
            if name not in init:
                init.append(name)
            if value is not _MISSING:
                defaults[name] = value
        cls.FIELDS, cls._DEFAULTS, cls._HIDDEN = tuple(init), defaults, tuple(hidden)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        cls = type(self)
        if len(args) > len(cls.FIELDS):
            raise TypeError(f"{cls.__name__}() takes {len(cls.FIELDS)} arguments, {len(args)} given")
        values = dict(zip(cls.FIELDS, args, strict=False))  # fewer arguments than fields: the rest by name
        for name, value in kwargs.items():
            if name in values or name not in cls.FIELDS:
                problem = "got multiple values for" if name in values else "got an unexpected keyword"
                raise TypeError(f"{cls.__name__}() {problem} argument {name!r}")
            values[name] = value
        for name in cls.FIELDS:
            value = values.get(name, _MISSING)
            if value is _MISSING:
                value = cls._DEFAULTS.get(name, _MISSING)
                if value is _MISSING:
                    raise TypeError(f"{cls.__name__}() missing the argument {name!r}")
                if isinstance(value, _Factory):
                    value = value.make()
            put(self, name, value)
        for name, make in cls._HIDDEN:
            put(self, name, make())
