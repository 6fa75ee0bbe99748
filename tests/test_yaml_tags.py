"""Composition resolves a plain value's tag once a document: every scalar still gets the tag PyYAML gives it."""

from __future__ import annotations

import yaml
from yaml.resolver import Resolver

from cardpool.yamlcompose import compose
from cardpool.yamlnodes import YMap, YNode, YScalar, YSeq

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
