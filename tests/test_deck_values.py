"""A deck's card lines and slot lines are read-only values: equal and hashed by their fields, copied by ``replace``,
pickled (``--jobs`` workers send decks' findings back) and refusing assignment, as a record does."""

from __future__ import annotations

import pickle

import pytest

from cardpool.record import ReadOnly
from deckcheck.deck import Deck, Entry, Named
from deckcheck.readers.entry_types import ParsedEntry


def test_an_entry_is_a_read_only_value() -> None:
    entry = Entry("Dragon Breath", 4, 3, 1, "deck")
    assert entry == Entry("Dragon Breath", 4, 3, 1, "deck", bare=False, remark=None)
    assert entry != Entry("Dragon Breath", 4, 3, 1, "deck", bare=True)
    assert hash(entry) == hash(Entry("Dragon Breath", 4, 3, 1, "deck"))
    assert entry.count == 4 and entry.bare is False and entry.remark is None
    assert entry.replace(name="Dragon Shield") == Entry("Dragon Shield", 4, 3, 1, "deck")
    assert entry.name == "Dragon Breath"  # replace made a copy
    assert pickle.loads(pickle.dumps(entry)) == entry
    with pytest.raises(AttributeError):
        entry.name = "Other"  # type: ignore[misc]
    shown = "Entry(name='Dragon Breath', count=4, line=3, column=1, section='deck', bare=False, remark=None)"
    assert repr(entry) == shown


def test_a_slot_line_is_a_read_only_value() -> None:
    named = Named("Flarefang Dragon", 2, 8, (8, 9, 11))
    assert named == Named("Flarefang Dragon", 2, 8, (8, 9, 11)) != Named("Flarefang Dragon", 2, 8)
    assert named.column_at(2) == 11 and named.column_at(5) == 13 and Named("A", 1, 4).column_at(3) == 7
    assert named.replace(line=3).line == 3 and named.line == 2
    with pytest.raises(AttributeError):
        named.line = 5  # type: ignore[misc]


def test_a_parsed_line_keeps_its_fields() -> None:
    parsed = ParsedEntry("Colored Fish", 7, 2, lead="7 ")
    assert (parsed.name, parsed.count, parsed.offset, parsed.note, parsed.mark, parsed.lead) == (
        "Colored Fish", 7, 2, None, None, "7 ",
    )  # fmt: skip


def test_a_decks_replace_is_the_records_replace() -> None:
    """``Deck.replace`` copies the fields itself: the same deck as the general record replace (through ``__init__``),
    for every field changed, and the same refusal of a field a deck does not have."""
    deck = Deck("d.txt", "buddyfight", (Entry("Dragon Breath", 4, 3, 1, "deck"),), {"flag": (Named("X", 1, 7),)})
    changes: list[dict[str, object]] = [{}, {"pool_read": True}, {"slots": None}, {"entries": (), "name": "n"}]
    changes += [{name: f"<{name}>"} for name in Deck.FIELDS]
    for change in changes:
        mine, general = deck.replace(**change), ReadOnly.replace(deck, **change)
        assert type(mine) is Deck and mine == general and mine.field_values() == general.field_values(), change
        assert mine is not deck
    with pytest.raises(TypeError):
        deck.replace(colour="red")
    with pytest.raises(TypeError):
        ReadOnly.replace(deck, colour="red")
