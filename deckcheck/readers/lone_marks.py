"""A card line marked for a slot (``4 Drum Bunker Dragon (Buddy)``, ``Sunrise Egg (FV)``), as the text and the YAML
readers both read it (:func:`read_mark`), and a marked line of one beside another line of its card (:func:`alone`).

A card line marked for a slot with a count of one (``1x Drum Bunker Dragon (Buddy)``) when another line lists
the same card (``4x Drum Bunker Dragon``): the marked line is that slot's card alone, kept outside the deck.
A marked line with a count is the slot's card and that many copies in the deck (``4 X (Buddy)``: the buddy and
four copies). But a list that writes ``1x X (Buddy)`` on a line of its own and ``4x X`` on another means the
buddy card and four copies, not five copies: read so, a legal deck of four copies and its buddy was over the
limit, and a 49-card deck passed as 50. The reading note of the marked line says which way it was read. The
text and the YAML readers both ask :func:`alone`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from cardpool.normalize import normalize_name
from deckcheck.deck import Entry, Named
from deckcheck.findings import Problem, quote
from deckcheck.games import Game

Marked = tuple[Entry, int, str, str]
"""A card line marked for a slot that the reader also counted in the deck: its entry, the index of its reading
note, the mark as written and the slot's title."""


class MarkRead(NamedTuple):
    """What a marked card line is: the slot it fills, whether it is also its copies in its section (``counted``),
    the note that says how it was read, and whether :func:`alone` may read it as the slot's card alone."""

    slot: str
    title: str
    counted: bool
    note: str | None
    outside: bool


def read_mark(game: Game, marks: Mapping[str, str], mark: str, name: str, count: int, bare: bool, section: str,
              filled: Mapping[str, Sequence[Named]]) -> MarkRead:  # fmt: skip
    """A card line ``count name (mark)`` in ``section`` (``bare``: written without a count). Alone (``Name
    (Buddy)``) or marking a slot of no deck card (a flag) it is the slot's card only; with a count, the slot's card
    and that many copies. ``filled``: the slots' lines read so far."""
    slot = marks[mark.lower()]  # (the mark as written: its note shows it so)
    spec, part = game.slot(slot), game.section(section)
    title = spec.title.lower() if spec is not None else slot
    if bare or (spec is not None and not spec.in_deck):
        unused = count > 1 and not bare and not filled.get(slot)  # "4 X (Flag)": one card, any count
        note = f"{quote(name)} is read as the {title}, one card kept outside the deck: the count {count} is not used"
        return MarkRead(slot, title, False, note if unused else None, False)
    held = f"{count} cop{'y' if count == 1 else 'ies'}"
    where = part.in_sentence if part is not None else section
    note = f"{quote(name)} is marked ({mark}): read as the {title}, and {held} in the {where}"
    return MarkRead(slot, title, True, note, spec is not None and spec.outside)


def alone(entries: Iterable[Entry], notes: list[Problem], marked: Sequence[Marked]) -> set[tuple[int, int]]:
    """The places (line, column) of the marked lines of count one whose card another of ``entries`` lists: each is
    the slot's card alone. ``notes`` is changed in place: those lines' notes say so."""
    lone = [m for m in marked if m[0].count == 1]
    if not lone:
        return set()
    names: dict[str, list[Entry]] = {}
    for entry in entries:
        names.setdefault(normalize_name(entry.name), []).append(entry)
    dropped: set[tuple[int, int]] = set()
    for entry, note, mark, slot in lone:
        other = next((e for e in names.get(normalize_name(entry.name), ()) if e.line != entry.line), None)
        if other is None:
            continue
        dropped.add((entry.line, entry.column))
        notes[note] = Problem(
            f"{quote(entry.name)} is marked ({mark}) on a line of its own and listed again on line "
            f"{other.line}: read as the {slot} alone, kept outside the deck, not as one more copy",
            entry.line,
            entry.column,
        )
    return dropped
