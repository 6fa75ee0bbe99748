"""Plain card objects: what a pool cache hit builds instead of validating each card with pydantic.

A game's card model (pydantic, :class:`cardpool.model.BaseCard`) validates cards where data enters: pool
files, imports. A cache hit holds cards that were validated when the cache was written, so it builds
*plain records* instead: slotted, read-only objects with the same fields in the same order, whose
methods come from the same mixin as the model's, and importing this module costs no pydantic.

How they compare, on purpose:

- **Equality is by value, across kinds.** A record equals another record of its class with equal fields,
  and the validated model it mirrors (the model names its record class as ``PLAIN``) with equal fields;
  ``hash`` is the hash of the field values for both kinds (:func:`values_hash`), so an equal pair hashes
  alike (a card with a ``dict`` field is unhashable, as its model is).
- **Identity**: within one pool a card is built once; looking it up again gives the same object.
- **isinstance**: a record is not an instance of the pydantic model. A check that must accept both asks
  for the game's mixin (the class both derive from), never the model.

A record's values are type-checked when it is built from stored data (:meth:`PlainRecord.from_values`):
a damaged or forged cache raises :class:`RecordError` (a miss for the caller), never a card of the wrong
shape.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias, TypeVar

from cardpool.record import ReadOnly

Check = Callable[[Any], Any]
"""A field's check: the value as the record holds it, or :data:`BAD` when it is not of the field's kind."""

BAD: Any = object()
R = TypeVar("R", bound="PlainRecord")


class RecordError(ValueError):
    """Stored values that are not a record of their class (a damaged or forged cache)."""


def _exact(*kinds: type) -> Check:
    def check(value: Any) -> Any:
        return value if type(value) in kinds else BAD

    return check


STR = _exact(str)
STR_OR_NONE = _exact(str, type(None))
INT = _exact(int)
INT_OR_NONE = _exact(int, type(None))
BOOL = _exact(bool)


def strings(value: Any) -> Any:
    """A tuple of strings."""
    return value if type(value) is tuple and all(type(item) is str for item in value) else BAD


def one_of(*choices: str, optional: bool = False) -> Check:
    """One of ``choices`` (a ``Literal`` field); ``None`` too when ``optional``."""
    allowed = frozenset(choices)

    def check(value: Any) -> Any:
        if value is None and optional:
            return None
        return value if type(value) is str and value in allowed else BAD

    check.choices = choices  # type: ignore[attr-defined]  # what a Literal field allows, in its order
    return check


def all_of(*choices: str, optional: bool = False) -> Check:
    """A tuple of ``choices`` (a ``tuple[Literal[...], ...]`` field); ``None`` too when ``optional``."""
    allowed = frozenset(choices)

    def check(value: Any) -> Any:
        if value is None and optional:
            return None
        return value if type(value) is tuple and all(type(v) is str and v in allowed for v in value) else BAD

    return check


def text_table(value: Any) -> Any:
    """A ``dict[str, str]``."""
    if type(value) is not dict or not all(type(k) is str and type(v) is str for k, v in value.items()):
        return BAD
    return value


def nested(record: type[PlainRecord]) -> Check:
    """A nested model's record, stored as the mapping of its fields; or ``None``."""

    def check(value: Any) -> Any:
        if value is None:
            return None
        if type(value) is not dict or tuple(value) != record.FIELDS:
            return BAD
        try:
            return record.from_values(tuple(value.values()))
        except RecordError:
            return BAD

    check.record = record  # type: ignore[attr-defined]  # for the cache's fingerprint
    return check


def values_hash(values: Sequence[Any]) -> int:
    """The hash of a card or nested model: of its field values in field order (both kinds use it)."""
    return hash(tuple(values))


class PlainRecord(ReadOnly):
    """A read-only record of named fields (``SPEC``: each own field's name and check, in the model's order;
    a field the base already has keeps its place and takes the new check)."""

    __slots__ = ()
    SPEC: ClassVar[tuple[tuple[str, Check], ...]] = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()
    CHECKS: ClassVar[tuple[Check, ...]] = ()
    MODEL: ClassVar[str] = ""
    """``module:Class`` of the validated model this records (a card's; empty for a nested one): see
    :func:`as_model`."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        checks = dict(zip(cls.FIELDS, cls.CHECKS, strict=True))
        checks.update(cls.__dict__.get("SPEC", ()))
        cls.FIELDS = tuple(checks)
        cls.CHECKS = tuple(checks.values())

    def __init__(self, **values: Any) -> None:
        missing = set(self.FIELDS) - set(values)
        if missing or len(values) != len(self.FIELDS):
            raise TypeError(f"{type(self).__name__} takes exactly the fields {', '.join(self.FIELDS)}")
        for name in self.FIELDS:
            object.__setattr__(self, name, values[name])

    @classmethod
    def from_values(cls: type[R], values: Sequence[Any]) -> R:
        """A record of stored ``values`` (in :attr:`FIELDS` order), each checked; :class:`RecordError` if not."""
        if len(values) != len(cls.FIELDS):
            raise RecordError(f"{cls.__name__}: {len(values)} values for {len(cls.FIELDS)} fields")
        record = object.__new__(cls)
        put = object.__setattr__
        for name, check, value in zip(cls.FIELDS, cls.CHECKS, values):  # noqa: B905 - lengths checked above
            checked = check(value)
            if checked is BAD:
                raise RecordError(f"{cls.__name__}.{name}: a stored value of the wrong kind")
            put(record, name, checked)
        return record

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled and copied as its stored values, checked again when rebuilt."""
        return _rebuild, (type(self), self.field_values())

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            return self.field_values() == other.field_values()
        if getattr(type(other), "PLAIN", None) is type(self):  # the validated model this record mirrors
            return self.field_values() == tuple(getattr(other, name) for name in self.FIELDS)
        return NotImplemented

    __hash__ = ReadOnly.__hash__  # the field values' (values_hash), as the model's: an __eq__ of its own drops it


RecordClass: TypeAlias = type[PlainRecord]
"""A record class (what a model names as its ``PLAIN``), spelt so inside a model whose field is ``type``."""


def _rebuild(record: RecordClass, values: tuple[Any, ...]) -> PlainRecord:
    return record.from_values(tuple(_stored(v) for v in values))


def _stored(value: Any) -> Any:
    """A value as the cache stores it: a nested record as the mapping of its fields."""
    if isinstance(value, PlainRecord):
        return dict(zip(value.FIELDS, map(_stored, value.field_values()), strict=True))
    return value


def as_model(record: PlainRecord) -> Any:
    """The validated model of ``record`` (imported now, and pydantic with it): for what needs the model
    itself, such as writing the card to a pool file (:func:`cardpool.pool.dump_cards`)."""
    import importlib

    module, _, name = type(record).MODEL.partition(":")
    model = getattr(importlib.import_module(module), name)
    return model.model_validate(_stored(record))


class CardFacts:
    """What every card has, on both kinds (the model and the record): its name, numbers and type."""

    __slots__ = ()
    if TYPE_CHECKING:  # declared by the model's fields or the record's slots (pydantic reads no mixin's)
        name: str
        numbers: tuple[str, ...]
        type: str

    def describe(self) -> str:
        """A few words for listings (``pool search``): the type; games add what matters to them."""
        return self.type


class PlainCard(CardFacts, PlainRecord):
    """The record of a :class:`cardpool.model.BaseCard`."""

    __slots__ = ("name", "numbers", "type")
    MODEL = "cardpool.model:BaseCard"
    SPEC: ClassVar[tuple[tuple[str, Check], ...]] = (("name", STR), ("numbers", strings), ("type", STR))
