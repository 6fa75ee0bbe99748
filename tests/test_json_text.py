"""The JSON report's writer gives ``json.dumps(value, indent=2, ensure_ascii=False)``'s text, byte for byte."""

from __future__ import annotations

import enum
import json
import random
from typing import Any

import pytest

from deckcheck.reporters.json_text import dumps_indented

SAMPLES: list[Any] = [
    {},
    [],
    (),
    "",
    0,
    -3,
    1.5,
    float("nan"),
    float("inf"),
    -float("inf"),
    True,
    False,
    None,
    {"a": {}, "b": [], "c": [{}], "d": [[]]},
    {7: "int key", 2.5: "float key", True: "bool key", False: "false key", None: "none key", "s": "str key"},
    ("tuple", ["list", ("nested",)]),
    {"text": 'quote " backslash \\ tab \t nl \n bidi \u202e nul \x00 line sep \u2028 é 猫 😀 \ud800'},
]


class Level(enum.IntEnum):
    HIGH = 2


class Name(str):
    pass


@pytest.mark.parametrize("value", SAMPLES, ids=range(len(SAMPLES)))
def test_each_kind_of_value_is_written_as_json_writes_it(value: Any) -> None:
    assert dumps_indented(value) == json.dumps(value, indent=2, ensure_ascii=False)


def test_subclasses_of_str_and_int_are_written_as_json_writes_them() -> None:
    value = {Name("key"): [Name("value"), Level.HIGH], Level.HIGH: 1}
    assert dumps_indented(value) == json.dumps(value, indent=2, ensure_ascii=False)


def random_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 4 else 6)
    if kind == 0:
        return "".join(rng.choice('ab "\\\n\u2028é\x1f猫') for _ in range(rng.randrange(6)))
    if kind == 1:
        return rng.randrange(-1000, 1000)
    if kind == 2:
        return rng.choice([0.1, -2.5, 1e300, float("nan"), 3.0])
    if kind in (3, 4, 5):
        return rng.choice([True, False, None])
    if kind == 6:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 7:
        return tuple(random_value(rng, depth + 1) for _ in range(rng.randrange(3)))
    keys = [rng.choice(["k", "a b", "é", "", 1, 2.5, None, True]) for _ in range(rng.randrange(4))]
    return {key: random_value(rng, depth + 1) for key in keys}


def test_random_documents_are_written_as_json_writes_them() -> None:
    rng = random.Random(18)
    for _ in range(2000):
        value = random_value(rng)
        assert dumps_indented(value) == json.dumps(value, indent=2, ensure_ascii=False)


def test_what_json_refuses_is_refused() -> None:
    with pytest.raises(TypeError):
        dumps_indented({"a": {1, 2}})
    with pytest.raises(TypeError):
        dumps_indented({("tuple", "key"): 1})
    with pytest.raises(TypeError):
        dumps_indented(b"bytes")


def test_a_list_made_item_by_item_is_written_as_the_list_of_its_values() -> None:
    from deckcheck.reporters.json_text import Items

    made: list[int] = []

    def make(n: int) -> dict[str, Any]:
        made.append(n)
        return {"n": n, "squares": [n * n, {"deep": [n]}], "none": []}

    for count in (0, 1, 3):
        value = {"head": 1, "items": Items(list(range(count)), make), "tail": {"x": "y"}}
        plain = {"head": 1, "items": [make(n) for n in range(count)], "tail": {"x": "y"}}
        assert dumps_indented(value) == json.dumps(plain, indent=2, ensure_ascii=False)
    assert made == [0, 0, 0, 1, 2, 0, 1, 2]  # each made once a writing, in order
