"""What one import works out once per distinct value, not once per row (issue 18).

The printings of a reprint share their text, world and attribute columns (the real table's 2,696 rows hold
2,206 texts; a 100,000-card table made of renamed copies repeats every one of them), and what a row's text,
world or attribute column says depends on that value alone, or, for the facts of a text that quotes a card
name, on the value and the card's name. Each table here is bounded (:data:`MEMO_LIMIT` values), so a table of
distinct values costs no more memory than a lookup per row.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardpool.normalize import normalize_name
from deckcheck.games.buddyfight.cards import CardType
from deckcheck.games.buddyfight.importer.text import TextFacts, damaged_markup, names_a_card, read_facts
from deckcheck.games.buddyfight.importer.worlds import Note, parse_attributes, parse_worlds

MEMO_LIMIT = 8192
"""How many distinct values each table of one import keeps."""

_MONSTERS = ("monster", "impact monster")


@dataclass
class RowMemo:
    """The per-value results of one import: card texts' facts and damaged markup, world and attribute columns.

    The world columns are read with the one table's collaboration worlds (``extra``), fixed for the import."""

    extra: tuple[str, ...] = ()
    facts: dict[tuple[str, bool, str], tuple[TextFacts, str | None]] = field(default_factory=dict)
    named: dict[str, bool] = field(default_factory=dict)
    worlds: dict[str | None, tuple[tuple[str, ...], tuple[Note, ...]]] = field(default_factory=dict)
    attributes: dict[str | None, tuple[tuple[str, ...], tuple[Note, ...]]] = field(default_factory=dict)

    def text_facts(self, text: str, name: str, card_type: CardType | None) -> tuple[TextFacts, str | None]:
        """:func:`read_facts` and :func:`damaged_markup` of a cleaned text; the card's name is part of the key
        only when the text names a card (:func:`names_a_card`), and the type only as monster or not."""
        named = self.named.get(text)
        if named is None:
            named = names_a_card(text)
            if len(self.named) < MEMO_LIMIT:
                self.named[text] = named
        key = (text, card_type in _MONSTERS, normalize_name(name) if named else "")
        found = self.facts.get(key)
        if found is None:
            found = (read_facts(text, name, card_type), damaged_markup(text))
            if len(self.facts) < MEMO_LIMIT:
                self.facts[key] = found
        return found

    def worlds_of(self, value: str | None) -> tuple[tuple[str, ...], tuple[Note, ...]]:
        """:func:`parse_worlds` of a world column, with the table's collaboration worlds."""
        found = self.worlds.get(value)
        if found is None:
            worlds, notes = parse_worlds(value, self.extra)
            found = (worlds, tuple(notes))
            if len(self.worlds) < MEMO_LIMIT:
                self.worlds[value] = found
        return found

    def attributes_of(self, value: str | None) -> tuple[tuple[str, ...], tuple[Note, ...]]:
        """:func:`parse_attributes` of an attribute column."""
        found = self.attributes.get(value)
        if found is None:
            attributes, notes = parse_attributes(value)
            found = (attributes, tuple(notes))
            if len(self.attributes) < MEMO_LIMIT:
                self.attributes[value] = found
        return found
