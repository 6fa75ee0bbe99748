"""Binding a regulation to a card pool: every card it names resolved to the pool's canonical name.

A regulation file names cards by name or card number. A name the pool does not know is an error
at its line, with the pool's closest names, so a typo in a transcribed list never silently lets a
banned card through. An lflist.conf names passcodes, many of which a small pool does not hold (and
no deck checked against that pool can contain): those are kept as written (``strict=False``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from typing import Protocol

from cardpool.record import Fields, Record, field, put_fields
from cardpool.visible import clip, quote
from deckcheck.regulations.distinct import distinct
from deckcheck.regulations.errors import UnknownCards
from deckcheck.regulations.game import GameWords, SlotFit
from deckcheck.regulations.load import Located, RegulationError
from deckcheck.regulations.plain import FieldCount, Regulation, SizeRange


class _Match(Protocol):
    name: str


class _Suggestion(Protocol):
    name: str


class Index(Protocol):
    def lookup(self, written: str, *, loose: bool = True) -> _Match | None: ...
    def suggest(self, written: str) -> list[_Suggestion]: ...


MAX_REPORTED = 5


_NO_WHEN: Mapping[str, frozenset[str]] = {}


class Limit(Record):
    """``max`` copies of ``card``, where the deck's slots match ``when`` (empty: every deck)."""

    __slots__ = ("card", "max", "when", "line")
    card: str
    max: int
    when: Mapping[str, frozenset[str]]
    line: int

    def __init__(self, card: str, max: int, when: Mapping[str, frozenset[str]] = _NO_WHEN, line: int = 0) -> None:
        put_fields(self, card=card, max=max, when=dict(when) if when is _NO_WHEN else when, line=line)


class Group(Record):
    """A choice group (one name of ``cards``) or a combined limit (``max`` copies of ``cards`` together)."""

    __slots__ = ("cards", "max", "name", "when", "line")
    cards: tuple[str, ...]
    max: int
    name: str | None
    when: Mapping[str, frozenset[str]]
    line: int

    def __init__(
        self,
        cards: tuple[str, ...],
        max: int,
        name: str | None = None,
        when: Mapping[str, frozenset[str]] = _NO_WHEN,
        line: int = 0,
    ) -> None:
        put_fields(self, cards=cards, max=max, name=name, when=dict(when) if when is _NO_WHEN else when, line=line)


class Bound(Fields):
    """A regulation with every card resolved, ready for the rules."""

    regulation: Regulation
    path: str
    banned: frozenset[str]
    limits: tuple[Limit, ...]
    choices: tuple[Group, ...]
    combined: tuple[Group, ...]
    allowed_cards: frozenset[str] | None
    """A whitelist: the only names the format admits (``None``: no such list)."""
    sets: tuple[str, ...] = ()
    prefixes: tuple[str, ...] = ()
    sections: Mapping[str, SizeRange] = field(default_factory=dict)
    repeats: tuple[str, ...] = ()
    """A warning for each limit or group that repeats an earlier one (checked once), naming its line."""
    counts: tuple[tuple[FieldCount, Mapping[str, frozenset[str]]], ...] = ()
    """Each field-value count limit, with its ``when:`` resolved."""

    @property
    def name(self) -> str:
        return self.regulation.name

    @property
    def effective(self) -> dt.date | None:
        return self.regulation.effective

    @property
    def label(self) -> str:
        return self.regulation.label

    @property
    def has_pool_filter(self) -> bool:
        return self.allowed_cards is not None or bool(self.sets or self.prefixes)


def _number_forms(written: str) -> list[str]:
    """A passcode as lflist.conf writes it (``06728559``) and as a pool may hold it (``6728559``)."""
    forms = [written]
    if written.isascii() and written.isdigit():
        forms += [str(int(written)), written.zfill(8)]
    return list(dict.fromkeys(forms))


class _Resolver:
    def __init__(self, located: Located, index: Index, strict: bool) -> None:
        self.located = located
        self.index = index
        self.strict = strict
        self.unknown: list[tuple[int, int, str, list[str]]] = []

    def card(self, written: str, *loc: int | str) -> str:
        for form in _number_forms(written):
            match = self.index.lookup(form, loose=not (form.isascii() and form.isdigit()))  # passcodes: numbers
            if match is not None:
                return match.name
        if self.strict:
            line, column = self.located.where(*loc)
            suggestions = [s.name for s in self.index.suggest(written)][:3]
            self.unknown.append((line, column, written, suggestions))
        return written

    def cards(self, written: tuple[str, ...], *loc: int | str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.card(w, *loc, i) for i, w in enumerate(written)))

    def when(self, when: Mapping[str, tuple[str, ...]], *loc: int | str) -> dict[str, frozenset[str]]:
        return {slot: frozenset(self.cards(cards, *loc, "when", slot)) for slot, cards in when.items()}

    def fail(self) -> None:
        if not self.unknown:
            return
        parts = []
        for line, _column, written, suggestions in self.unknown[:MAX_REPORTED]:
            hint = f" (did you mean: {', '.join(suggestions)}?)" if suggestions else ""
            unknown = f"unknown card {quote(written)}{hint}"
            parts.append(f"line {line}: {unknown}" if line else unknown)
        more = f"; and {len(self.unknown) - MAX_REPORTED} more" if len(self.unknown) > MAX_REPORTED else ""
        count = len(self.unknown)
        line, column = self.unknown[0][0], self.unknown[0][1]
        message = f"{count} card{'s' if count != 1 else ''} the card pool does not know: " + "; ".join(parts) + more
        raise UnknownCards(self.located.path, message, line, column)


def check_words(located: Located, words: GameWords) -> None:
    """Sections, slots and card types the regulation names must be the game's own."""
    reg = located.regulation

    def need(value: str, known: tuple[str, ...], what: str, *loc: int | str) -> None:
        if value not in known:
            line, column = located.where(*loc)
            raise RegulationError(
                located.path,
                f"{words.title} has no {what} '{value}'; known: {', '.join(known) or 'none'}",
                line,
                column,
            )

    for section in reg.sections:
        need(section, words.sections, "deck section", "sections", section)
    if reg.sideboard is not None:
        if words.sideboard is None:
            line, column = located.where("sideboard")
            raise RegulationError(located.path, f"{words.title} decks have no sideboard", line, column)
        for i, slot in enumerate(reg.sideboard.not_slots):
            need(slot, words.slots, "slot", "sideboard", "not_slots", i)
        for i, card_type in enumerate(reg.sideboard.not_types):
            if words.card_types:  # a game whose card types are free text takes any word
                need(card_type, words.card_types, "card type", "sideboard", "not_types", i)
    for key, items in (
        ("limited", reg.limited),
        ("choice", reg.choice),
        ("combined", reg.combined),
        ("counts", reg.counts),
    ):
        for i, item in enumerate(items):
            for slot in item.when:
                need(slot, words.slots, "slot", key, i, "when", slot)
    for i, count in enumerate(reg.counts):
        if words.card_fields:
            need(count.field, words.card_fields, "card field", "counts", i, "field")


def check_count_values(located: Located, cards: Iterable[object]) -> None:
    """A ``counts:`` value that no card of the pool has in its field (``value: Ovr`` for ``Over``, ``Dark State``
    for ``Dark States``): the count would never apply, and a deck it was written for would pass. The pool's cards
    are read only for a regulation with counts."""
    counts = located.regulation.counts
    if not counts:
        return
    fields = {count.field for count in counts}
    seen: dict[str, set[str | int | bool]] = {name: set() for name in fields}
    for card in cards:
        for name in fields:
            value = getattr(card, name, None)
            for item in value if isinstance(value, tuple) else (value,):  # a card's worlds: each of them
                if isinstance(item, (str, int)) and item != "":  # (a table of texts is no value a count names)
                    seen[name].add(item)
    for i, count in enumerate(counts):
        if any(count.matches(value) for value in seen[count.field]):
            continue
        values = sorted(seen[count.field], key=lambda v: (type(v).__name__, str(v)))
        shown = ", ".join(map(_shown, values[:12]))
        shown += ", ..." if len(values) > 12 else ""
        line, column = located.where("counts", i, "value")
        raise RegulationError(
            located.path,
            f"no card of the pool has {count.field} {_shown(count.value)}: this count would never apply"
            + (f" (the pool's values: {shown})" if shown else ""),
            line,
            column,
        )


def _shown(value: object) -> str:
    """A field's value as a message shows it: text quoted (``"3"``), a number or yes/no as it is (``3``, ``True``)."""
    return quote(clip(value)) if isinstance(value, str) else str(value)


def check_fits(located: Located, fits: SlotFit) -> None:
    """A ``when:`` card must be one that can fill its slot: a limit for decks whose flag is a monster never bites."""
    reg = located.regulation
    for key, items in (
        ("limited", reg.limited),
        ("choice", reg.choice),
        ("combined", reg.combined),
        ("counts", reg.counts),
    ):
        for i, item in enumerate(items):
            for slot, cards in item.when.items():
                for j, written in enumerate(cards):
                    why = fits(slot, written)
                    if why is not None:
                        line, column = located.where(key, i, "when", slot, j)
                        raise RegulationError(
                            located.path, f"{quote(written)} {why}: this condition could never hold", line, column
                        )


def bind(
    located: Located,
    index: Index,
    *,
    strict: bool = True,
    words: GameWords | None = None,
    fits: SlotFit | None = None,
) -> Bound:
    """Resolve every card ``located`` names against ``index``; unknown ones are an error when ``strict``.
    With ``fits``, a ``when:`` card that can never fill its slot is an error too."""
    reg = located.regulation
    r = _Resolver(located, index, strict)
    banned = frozenset(r.cards(reg.banned, "banned"))
    limits = tuple(
        Limit(
            r.card(item.card, "limited", i, "card"),
            item.max,
            r.when(item.when, "limited", i),
            located.where("limited", i)[0],
        )
        for i, item in enumerate(reg.limited)
    )
    choices = tuple(
        Group(
            r.cards(item.cards, "choice", i, "cards"),
            1,
            item.name,
            r.when(item.when, "choice", i),
            located.where("choice", i)[0],
        )
        for i, item in enumerate(reg.choice)
    )
    combined = tuple(
        Group(
            r.cards(item.cards, "combined", i, "cards"),
            item.max,
            item.name,
            r.when(item.when, "combined", i),
            located.where("combined", i)[0],
        )
        for i, item in enumerate(reg.combined)
    )
    counts = tuple((item, r.when(item.when, "counts", i)) for i, item in enumerate(reg.counts))
    allowed = None
    if reg.pool is not None and (reg.pool.cards or not (reg.pool.sets or reg.pool.prefixes)):
        allowed = frozenset(r.cards(reg.pool.cards, "pool", "cards"))  # an empty $whitelist admits no card
    r.fail()
    repeats: list[str] = []
    limits = distinct(limits, located.path, "limit", repeats)
    choices = distinct(choices, located.path, "choice group", repeats)
    combined = distinct(combined, located.path, "combined limit", repeats)
    if words is not None:
        check_words(located, words)
    if fits is not None:
        check_fits(located, fits)
    return Bound(
        regulation=reg,
        path=located.path,
        banned=banned,
        limits=limits,
        choices=choices,
        combined=combined,
        allowed_cards=allowed,
        sets=reg.pool.sets if reg.pool else (),
        prefixes=reg.pool.prefixes if reg.pool else (),
        sections=dict(reg.sections),
        repeats=tuple(repeats),
        counts=counts,
    )
