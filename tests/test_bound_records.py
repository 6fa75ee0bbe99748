"""The bound regulation's records (Limit, Group, Bound) are hand-written slotted classes: they keep the frozen
dataclasses' value equality, immutability, repr and pickling."""

from __future__ import annotations

import copy
import pickle

import pytest

from deckcheck.regulations.bind import Bound, Group, Limit


def test_equal_by_value_and_only_to_their_own_kind() -> None:
    assert Limit("A", 1) == Limit("A", 1, {}, 0)
    assert Limit("A", 1) != Limit("A", 2)
    assert Limit("A", 1, {}, 3) != Limit("A", 1, {}, 4)
    assert Group(("A", "B"), 1) == Group(("A", "B"), 1, None, {}, 0)
    assert Group(("A",), 1, "x") != Group(("A",), 1, "y")
    assert Limit("A", 1) != ("A", 1, {}, 0)


def test_defaults_are_fresh_and_records_are_frozen() -> None:
    a, b = Limit("A", 1), Limit("A", 1)
    assert a.when == {} and a.when is not b.when
    with pytest.raises(AttributeError):
        a.max = 2
    with pytest.raises(AttributeError):
        del a.card
    assert repr(Group(("A",), 2, "g", {}, 5)) == "Group(cards=('A',), max=2, name='g', when={}, line=5)"


def test_they_pickle_and_copy() -> None:
    limit = Limit("A", 1, {"flag": frozenset({"Dragon Ein"})}, 7)
    bound = Bound(None, "p.yaml", frozenset({"B"}), (limit,), (), (Group(("C", "D"), 2),), None)  # type: ignore[arg-type]
    for made in (pickle.loads(pickle.dumps(bound)), copy.deepcopy(bound), copy.copy(bound)):
        assert made == bound and made.limits[0].when == {"flag": frozenset({"Dragon Ein"})}
    assert bound.sections == {} and bound.sets == () and not bound.has_pool_filter


def test_the_game_words_and_an_applied_regulation_are_records_too() -> None:
    from deckcheck.regulations.apply import Applied
    from deckcheck.regulations.game import GameWords, words_for

    words = words_for("buddyfight")
    assert isinstance(words, GameWords) and words == words_for("buddyfight") and hash(words) == hash(words)
    assert words.section_title("deck") != "" and GameWords("g", "G", ("deck",), None).slots == ()
    applied = Applied(bound=None, words=words, slots={}, limits={})  # type: ignore[arg-type]
    with pytest.raises(AttributeError):
        applied.limits = {}
    assert pickle.loads(pickle.dumps(applied)) == applied
