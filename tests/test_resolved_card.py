"""The report's card list: a hand-written record that behaves as the dataclass it replaced."""

from __future__ import annotations

import pickle

from deckcheck.engine import ResolvedCard


def card(**changed: object) -> ResolvedCard:
    fields: dict[str, object] = {
        "name": "dragon breath",
        "canonical": "Dragon Breath",
        "count": 4,
        "section": "deck",
        "type": "spell",
        "line": 5,
        "column": 3,
    }
    fields.update(changed)
    return ResolvedCard(**fields)  # type: ignore[arg-type]


def test_equal_when_every_field_is() -> None:
    assert card() == card()
    assert hash(card()) == hash(card())
    for field, other in [("name", "x"), ("canonical", None), ("count", 3), ("section", "sideboard")]:
        assert card() != card(**{field: other})
    assert card(type=None) != card()
    assert card(line=6) != card() and card(column=4) != card()
    assert card() != ("dragon breath", "Dragon Breath", 4, "deck", "spell", 5, 3)


def test_fields_repr_and_pickle() -> None:
    item = card(canonical=None, type=None)
    assert (item.name, item.canonical, item.count, item.section, item.type, item.line, item.column) == (
        "dragon breath",
        None,
        4,
        "deck",
        None,
        5,
        3,
    )
    assert repr(item) == (
        "ResolvedCard(name='dragon breath', canonical=None, count=4, section='deck', type=None, line=5, column=3)"
    )
    assert pickle.loads(pickle.dumps(item)) == item  # --jobs workers send reports back pickled
    assert not hasattr(item, "__dict__")
