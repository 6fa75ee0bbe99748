"""A YAML deck file composed once: its node tree (or the problem that stops the read), and the comments it holds,
told from the scalars' spans the composition kept (:mod:`cardpool.yamlcomments`) with no second scan of the text."""

from __future__ import annotations

from cardpool.yamlcomments import comments_outside
from cardpool.yamlsafe import YamlError, YNode, compose
from deckcheck.deck import Comment
from deckcheck.findings import Problem
from deckcheck.readers.limits import MAX_ENTRIES
from deckcheck.readers.yaml_hash import cut_key

MAX_NODES = 5 * MAX_ENTRIES
"""YAML nodes a deck file may hold: room for every card line a reader takes, and far fewer than a pool's."""

Composed = tuple[YNode | None, Problem | None, list[tuple[int, int]]]
"""What :func:`compose_deck` gives: the root node, the problem that stops the read, and the span of every scalar
holding a ``#`` (from which the reader tells the comments, :func:`yaml_comments`)."""


def compose_deck(text: str) -> Composed:
    """The composed YAML of a deck file, or the located problem that stops it."""
    spans: list[tuple[int, int]] = []
    try:
        return compose(text, max_nodes=MAX_NODES, spans=spans), None, spans
    except YamlError as exc:
        cut = cut_key(text, exc.line) if exc.message.startswith("invalid YAML") else None  # ``Name #2: 3``
        return None, cut or Problem(exc.message, exc.line or None, exc.column or None), []


def yaml_comments(text: str, spans: list[tuple[int, int]]) -> tuple[Comment, ...] | None:
    """The comments of a composed YAML text, located, each to the end of its line (:attr:`Deck.comments`); a ``#``
    inside a value (a quoted string, a block scalar) is none. ``None`` for a text too long to tell them from the
    spans alone (:data:`cardpool.yamlcomments.MAX_SPANNED`)."""
    offsets = comments_outside(text, spans)
    if offsets is None:
        return None
    found: list[Comment] = []
    line, counted = 1, 0
    for at in offsets:
        line += text.count("\n", counted, at)
        counted = at
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        found.append(Comment(line, at - start + 1, text[at : len(text) if end == -1 else end]))
    return tuple(found)
