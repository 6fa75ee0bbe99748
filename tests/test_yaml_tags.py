"""Composition resolves a plain value's tag once a document: every scalar still gets the tag PyYAML gives it."""

from __future__ import annotations

import yaml
from yaml.resolver import Resolver

from cardpool.yamlnodes import YMap, YNode, YScalar, YSeq
from cardpool.yamlsafe import compose

VALUES = ["4", "2", "4", "0x10", "1_000", "1:00", "3.5", ".inf", "yes", "No", "on", "~", "null", "", "2024-01-02",
          "Dragon Breath", "noble", "true", "4", "yes", "010", "+4", "-1", "4x"]  # fmt: skip


def scalars(node: YNode | None) -> list[YScalar]:
    if isinstance(node, YScalar):
        return [node]
    if isinstance(node, YSeq):
        return [s for item in node.items for s in scalars(item)]
    if isinstance(node, YMap):
        return [s for key, value in node.pairs for s in scalars(key) + scalars(value)]
    return []


def test_each_scalar_has_the_resolvers_tag() -> None:
    text = "deck:\n" + "".join(f"  card {i}: {value}\n" for i, value in enumerate(VALUES))
    text += "list:\n" + "".join(f"  - {value}\n" for value in VALUES) + "quoted:\n  - '4'\n  - \"yes\"\n  - '4'\n"
    found = scalars(compose(text))
    events = [e for e in yaml.parse(text, Loader=yaml.SafeLoader) if isinstance(e, yaml.ScalarEvent)]
    assert len(found) == len(events) > 2 * len(VALUES)
    resolver = Resolver()
    for node, event in zip(found, events, strict=True):
        assert node.value == event.value
        assert node.tag == resolver.resolve(yaml.ScalarNode, event.value, event.implicit), event.value


def _generated_values() -> list[str]:
    """Plain values of every shape :func:`cardpool.yamltags.plain_tag` answers, and many it leaves to PyYAML."""
    import random

    words = ["yes", "no", "true", "false", "on", "off", "null", "y", "n", "nil", "none", "noble", "offer", "Tru"]
    values = [w for word in words for w in (word, word.title(), word.upper(), word.swapcase(), word + "s")]
    values += ["0", "00", "07", "08", "010", "019", "0777", "1", "4", "40", "123456789012345678901234", "٣", "４", "1٣"]
    values += ["~", "~~", "", ".", "-", "+", "=", "<<", "1.5", "1_000", "1:20", "0x1f", "0b101", "2024-01-02", "4x"]
    values += ["Dragon Breath", "Flarefang Dragon", "Ōkami", "dragon", "Yu-Jo Friendship", "Null Dragon"]
    rng = random.Random(23)
    alphabet = "0123456789_:.-+xXbeEnNoOyYtTfF~lsauZzi! \t"
    values += ["".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 7))).strip() for _ in range(4000)]
    return values


def test_the_tags_without_pyyaml_are_the_resolvers() -> None:
    """Each value :func:`plain_tag` answers gets the tag PyYAML's resolver gives it as a plain scalar, and it
    answers the shapes of a deck's values (names, counts, the bool and null words)."""
    from cardpool.yamltags import plain_tag

    resolver = Resolver()
    answered = 0
    for value in _generated_values():
        tag = plain_tag(value)
        if tag is not None:
            answered += 1
            assert tag == resolver.resolve(yaml.ScalarNode, value, (True, False)), repr(value)
    assert answered > 1_000
    for value in ("Dragon Breath", "4", "40", "yes", "Null", "noble", "0", "07", "4000 Festival!", "-Gai-", ".hack"):
        assert plain_tag(value) is not None, value


def test_a_plain_deck_is_tagged_alike_with_and_without_pyyaml_loaded() -> None:
    """The composition of a plain text with the tags of :mod:`cardpool.yamltags` (PyYAML not loaded) is the one
    PyYAML's resolver gives."""
    from cardpool.yamlcompose import plain_tags
    from cardpool.yamlplain import compose_plain
    from cardpool.yamltags import plain_tags as tags_without

    values = [value for value in VALUES if compose_plain(f"card: {value}\n", tags_without(), 10) is not None]
    assert len(values) > 15
    text = "deck:\n" + "".join(f"  card {i}: {value}\n" for i, value in enumerate(values))
    text += "list:\n" + "".join(f"  - {value}\n" for value in values)
    with_pyyaml = compose_plain(text, plain_tags(), 10_000)
    without = compose_plain(text, tags_without(), 10_000)
    assert with_pyyaml is not None and without is not None
    assert [(s.value, s.tag) for s in scalars(without)] == [(s.value, s.tag) for s in scalars(with_pyyaml)]


def test_generated_plain_texts_compose_alike_with_either_tagging() -> None:
    """Generated texts of plain lines (keys and list items of every value shape): the same tree, tags, lines and
    columns, tagged without PyYAML or by its resolver."""
    import random

    from cardpool.yamlcompose import plain_tags
    from cardpool.yamlplain import compose_plain
    from cardpool.yamltags import plain_tags as tags_without

    def shape(node: YNode | None) -> object:
        if isinstance(node, YScalar):
            return (node.value, node.tag, node.line, node.column)
        if isinstance(node, YSeq):
            return [shape(item) for item in node.items]
        if isinstance(node, YMap):
            return [(shape(key), shape(value)) for key, value in node.pairs]
        return node

    rng = random.Random(7)
    alphabet = "0123456789abcxyzYNTFonulfe.-+_:~ !é"
    shapes = [*VALUES, "08", "0x1f", "1e3", "1.0e+3", "ON", ".NaN", "4000 Festival!", "Dragon Breath"]
    compared = 0
    for _ in range(3000):
        lines = []
        for _ in range(rng.randrange(1, 6)):
            key = rng.choice(shapes) or "k"
            value = rng.choice([*shapes, "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 6)))])
            lines.append(f"{key}: {value}" if rng.random() < 0.7 else f"- {value}")
        text = "\n".join(lines) + "\n"
        fast = compose_plain(text, tags_without(), 1_000)
        if fast is not None:
            compared += 1
            assert shape(fast) == shape(compose_plain(text, plain_tags(), 1_000)), text
    assert compared > 500
