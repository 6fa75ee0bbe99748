"""How a game writes its card numbers, as the caller says (cardpool itself names no game), and the shape of a
card number written in a deck line (``BT01/0022EN``, ``Name (SET/NUMBER)``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cardpool.record import Record, put


class NumberShapes(Record):
    """The shapes of a game's card numbers that :meth:`cardpool.index.NameIndex.suggest` treats apart.

    ``printed``: a number printed with its set (``BT01/0022EN``), which gets the close numbers as suggestions;
    ``None``: the shape of :func:`looks_like_number`. ``bare``: a number that no name can be
    close to (Yu-Gi-Oh!'s password ``46986414``), which gets no suggestion; ``None``: no such numbers.
    """

    __slots__ = ("printed", "bare")
    printed: Callable[[str], bool] | None
    bare: Callable[[str], bool] | None

    def __init__(self, printed: Callable[[str], bool] | None = None, bare: Callable[[str], bool] | None = None) -> None:
        put(self, "printed", printed)
        put(self, "bare", bare)


PLAIN = NumberShapes()
"""The shapes of a pool whose game says nothing of its numbers."""


_BRACKETS = "()[]"
_NUMBER_HEAD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-")


def split_number_tag(text: str) -> tuple[str, str] | None:
    """``Name (SET/NUMBER)`` or ``Name [SET/NUMBER]`` -> ``(name, number)``, both stripped; else ``None``.

    Parsed by hand, in one pass: the number is the text inside the last bracket pair, which
    must close the text, hold no other bracket, and read ``HEAD/REST`` (``HEAD`` without spaces).
    A regular expression for this backtracked for minutes on a line of spaces (issue 7).
    """
    text = text.strip()
    if len(text) < 5 or text[-1] not in ")]":
        return None
    body_end = len(text) - 1
    opening = max(text.rfind("(", 0, body_end), text.rfind("[", 0, body_end))
    if opening < 0:
        return None
    inner = text[opening + 1 : body_end]
    if any(ch in _BRACKETS for ch in inner):  # a bracket between the last opening one and the end
        return None
    number = inner.strip()
    head, slash, rest = inner.lstrip().partition("/")
    head = head.rstrip()
    if not slash or not head or not rest or any(ch.isspace() for ch in head):
        return None
    return text[:opening].rstrip(), number


def split_number(text: str) -> tuple[str, str] | None:
    """A name written with its card number, in any of the forms pasted lists use, -> ``(name, number)``:
    ``Name (SET/NUMBER)`` and ``Name [SET/NUMBER]`` (:func:`split_number_tag`), ``SET/NUMBER Name`` and
    ``Name - SET/NUMBER`` (or with no dash); else ``None``."""
    tagged = split_number_tag(text)
    if tagged is not None:
        return tagged
    parts = text.split()
    if len(parts) < 2:
        return None
    if looks_like_number(parts[0]):
        return text.strip()[len(parts[0]) :].strip(), parts[0]
    if looks_like_number(parts[-1]):
        head = text.rstrip()[: -len(parts[-1])].rstrip()
        if head[-1:] in ("-", "–", "—") and head[-2:-1].isspace():
            head = head[:-1].rstrip()
        return (head, parts[-1]) if head else None
    return None


def looks_like_number(text: str) -> bool:
    """Whether ``text`` has the shape of a card number, ``BT01/0022EN``: letters, digits or ``-``, a slash,
    then text without spaces (spaces around the slash allowed)."""
    head, slash, rest = text.strip().partition("/")
    head, rest = head.rstrip(), rest.lstrip()
    return bool(slash and head and rest and all(ch in _NUMBER_HEAD for ch in head)) and not any(
        ch.isspace() for ch in rest
    )


def shared_numbers(named: Iterable[tuple[str, Iterable[str]]]) -> dict[str, tuple[str, ...]]:
    """Each card number printed on cards of more than one name (as first written), with those names, sorted: the
    numbers :class:`cardpool.index.NameIndex` matches no card by (the same key, :func:`normalize_number`). The forms
    of one number a table keeps side by side (``D-BT02/006``, ``D-BT02 006``) are listed once. ``named``: each card's
    name and numbers."""
    from cardpool.normalize import bare_number, normalize_number

    names: dict[str, tuple[str, set[str]]] = {}
    for name, numbers in named:
        for number in numbers:
            names.setdefault(normalize_number(number), (number, set()))[1].add(name)
    shared: dict[str, tuple[str, tuple[str, ...]]] = {}
    for number, held in names.values():
        if len(held) > 1:
            shared.setdefault(bare_number(number) or number, (number, tuple(sorted(held))))
    return dict(sorted(shared.values()))
