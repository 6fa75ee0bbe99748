"""A YAML regulation file validated: through the bounded, located composer and the schema
(:mod:`deckcheck.regulations.model`, pydantic), to the plain regulation (:mod:`deckcheck.regulations.plain`) and
where each part was written. Imported only on a regulation cache miss: errors name file and line."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from cardpool.visible import clip
from cardpool.yamlsafe import YamlError, YMap, YNode, YScalar, YSeq, compose, locate, to_python
from deckcheck.regulations.errors import RegulationError
from deckcheck.regulations.load import Located, Locator
from deckcheck.regulations.model import Regulation, to_plain

MAX_NODES = 400_000


def _yaml_locator(root: YNode | None) -> Locator:
    return lambda loc: locate(root, loc) if root is not None else (0, 0)


def parse(path: str, text: str) -> tuple[Located, YNode | None]:
    """One regulation file's YAML text validated, and the YAML nodes it was read from (for the regulation cache);
    a problem is a :class:`RegulationError` at its line."""
    try:
        root = compose(text, max_nodes=MAX_NODES)
        data = to_python(root, max_nodes=MAX_NODES)
    except YamlError as exc:
        raise RegulationError(path, exc.message, exc.line, exc.column) from None
    if not isinstance(data, dict):
        raise RegulationError(path, "a regulation file holds a mapping with 'name', 'game' and 'effective'", 1)
    _cards_as_written(root, data)
    try:
        regulation = Regulation.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        loc = tuple(first["loc"])
        line, column = locate(root, _yaml_path(loc))
        shown = "; ".join(_describe(tuple(e["loc"]), str(e["msg"]), e.get("input")) for e in errors[:3])
        more = f"; and {len(errors) - 3} more problems" if len(errors) > 3 else ""
        raise RegulationError(path, shown + more, line, column) from None
    if regulation.effective is None:
        raise RegulationError(path, "effective: the date the list takes effect is required (YYYY-MM-DD)", 1, 1)
    return Located(to_plain(regulation), path, _yaml_locator(root)), root


def _child(node: YNode | None, step: int | str) -> YNode | None:
    if isinstance(node, YSeq) and isinstance(step, int) and 0 <= step < len(node.items):
        return node.items[step]
    if isinstance(node, YMap):
        return next((v for k, v in node.pairs if isinstance(k, YScalar) and k.value == step), None)
    return None


def _written(node: YNode | None, value: object) -> object:
    """A whole number where a card is named (an unquoted password, ``14558127``) as its text in the file, so
    ``0123`` keeps its leading zero (YAML would read it as the octal 83); anything else unchanged."""
    if isinstance(value, int) and not isinstance(value, bool):
        return node.value if isinstance(node, YScalar) else str(value)
    return value


def _card_list(node: YNode | None, values: object) -> None:
    if isinstance(values, list):
        for i, value in enumerate(values):
            values[i] = _written(_child(node, i), value)


def _cards_as_written(root: YNode | None, data: dict[Any, Any]) -> None:
    """Card references written as whole numbers become the text written, in place (see :func:`_written`)."""
    _card_list(_child(root, "banned"), data.get("banned"))
    pool = data.get("pool")
    if isinstance(pool, dict):
        _card_list(_child(_child(root, "pool"), "cards"), pool.get("cards"))
    for key in ("limited", "choice", "combined"):
        items = data.get(key)
        if not isinstance(items, list):
            continue
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                continue
            node = _child(_child(root, key), i)
            if "card" in item:
                item["card"] = _written(_child(node, "card"), item["card"])
            _card_list(_child(node, "cards"), item.get("cards"))
            when = item.get("when")
            if isinstance(when, dict):
                for slot, cards in when.items():
                    _card_list(_child(_child(node, "when"), slot), cards)


def _yaml_path(loc: tuple[Any, ...]) -> tuple[int | str, ...]:
    """A pydantic error location as a YAML path (pydantic adds no steps for our models)."""
    return tuple(step for step in loc if isinstance(step, (int, str)))


_KNOWN_KEYS = tuple(Regulation.model_fields)


def _describe(loc: tuple[Any, ...], message: str, given: object) -> str:
    where = ".".join(clip(str(part)) for part in loc) or "the file"
    if message == "Extra inputs are not permitted":
        import difflib

        key = clip(str(loc[-1])) if loc else ""
        close = difflib.get_close_matches(key, _KNOWN_KEYS, n=1, cutoff=0.6) if len(loc) == 1 else []
        hint = f"; did you mean '{close[0]}'?" if close else ""
        return f"unknown key '{key}'{hint}"
    return f"{where}: {message}"
