"""Whether composed YAML is a deck at all, and of which game: a regulation, a workflow file and a deck differ by
their top-level keys."""

from __future__ import annotations

from cardpool.yamlnodes import YMap, YNode, YScalar
from deckcheck.games import Game
from deckcheck.readers.form import deck_form

REGULATION_KEYS = frozenset(
    ("name", "game", "format", "effective", "ends", "source", "note", "sections", "sideboard", "counts")
    + ("banned", "limited", "choice", "combined", "pool")
)
"""A regulation file's top-level keys (:class:`deckcheck.regulations.model.Regulation`; a test keeps them equal)."""


def not_a_deck(root: YNode | None, games: tuple[Game, ...]) -> str | None:
    """Why composed YAML is no deck of any of ``games`` at all, or ``None``: a regulation (every key a
    regulation's, one of them no deck's), or a mapping with none of a deck's keys nor a near miss of one
    (a GitHub workflow's ``on:`` and ``jobs:``). A deck with misspelt keys (``dek:``) is still a deck."""
    if not isinstance(root, YMap) or not root.pairs or any(not isinstance(k, YScalar) for k, _ in root.pairs):
        return None
    keys = _keys(root)
    words, own, _ = _deck_keys(games)
    if keys <= REGULATION_KEYS and keys - set(words):
        return "a regulation file, for --regulation"
    if not keys.isdisjoint(own):
        return None
    import difflib  # only for a mapping with no deck key: is one of its keys a misspelt one?

    if any(difflib.get_close_matches(key, own, n=1) for key in keys):
        return None
    return f"a YAML mapping with none of a deck's keys: {', '.join(own)}"


def _keys(root: YMap) -> set[str]:
    """A mapping's top-level keys as the deck tables hold them (lower case, no outer spaces)."""
    return {k.value.strip().lower() for k, _ in root.pairs if isinstance(k, YScalar)}


_KEYS: list[tuple[tuple[Game, ...], tuple[list[str], list[str], frozenset[str]]]] = []
"""The games asked about last (every game, each deck: the same tuple) and their deck keys."""


def _deck_keys(games: tuple[Game, ...]) -> tuple[list[str], list[str], frozenset[str]]:
    """Every key a deck of ``games`` may have; their slot and section names (each game's once); and the keys that
    make a mapping a deck's: those names and a section's other YAML keys (``main deck``, ``ride deck``), not the words
    a text list heads its lines with (``sb``, ``starter``)."""
    if _KEYS and _KEYS[0][0] is games:
        return _KEYS[0][1]
    words = [*dict.fromkeys(w for game in games for w in deck_form(game).yaml_keys)]
    own = [*dict.fromkeys(n for g in games for n in [*(s.name for s in g.slots), *(s.name for s in g.sections)])]
    keyed = frozenset([*own, *(k for g in games for s in g.sections for k in s.keys)])
    _KEYS[:] = [(games, (words, own, keyed))]
    return words, own, keyed


def has_deck_key(root: YNode | None, games: tuple[Game, ...]) -> bool:
    """Whether composed YAML is a mapping with a slot or section key of one of ``games`` (``main:``, ``flag:``,
    ``main deck:``: :func:`_deck_keys`), as written (a near miss of one does not count)."""
    return isinstance(root, YMap) and not _keys(root).isdisjoint(_deck_keys(games)[2])


def has_deck_key_line(text: str, games: tuple[Game, ...]) -> bool:
    """Whether a YAML text that could not be composed has a line that starts with a slot or section key of one of
    ``games`` (``deck: [unclosed``, or ``  main:`` indented by mistake): a broken deck file, not a file of data."""
    keyed = _deck_keys(games)[2]
    return any(line.partition(":")[0].strip().lower() in keyed for line in text.split("\n") if ":" in line)


def looks_like_deck(root: YNode | None, game: Game) -> bool:
    """For stdin and unknown suffixes: whether composed YAML is a deck of ``game`` (a mapping with a section
    key, or with slot keys and nothing but the game's keys); if not, the text is read as a text deck."""
    if not isinstance(root, YMap):
        return False
    form = deck_form(game)
    keys = _keys(root)
    return bool(keys & set(form.sections)) or (bool(keys & set(form.slots)) and keys <= set(form.yaml_keys))


def keyed_game(root: YNode | None, games: tuple[Game, ...]) -> tuple[Game, str, int] | None:
    """The game of a YAML deck that names none, by its top-level keys: the one game among ``games`` that has a slot
    or section key of the deck's (Buddyfight's ``flag:``) that no other game has, when no key is only another game's;
    with that key as written and its line. ``None``: the keys name no one game (the names may)."""
    if not isinstance(root, YMap):
        return None
    found: dict[str, tuple[Game, str, int]] = {}
    for node, _ in root.pairs:
        if not isinstance(node, YScalar):
            continue
        key = node.value.strip().lower()
        having = [g for g in games if key in g.built("own-deck-keys", _own_keys)]
        if len(having) == 1:
            found.setdefault(having[0].name, (having[0], node.value.strip(), node.line))
    return next(iter(found.values())) if len(found) == 1 else None


def _own_keys(game: Game) -> frozenset[str]:
    form = deck_form(game)
    return frozenset([*form.sections, *form.slots])


def game_named(root: YNode | None) -> tuple[str, int] | None:
    """The value of a top-level ``game:`` key and its line, when the deck names its game."""
    if not isinstance(root, YMap):
        return None
    for key, value in root.pairs:
        named = isinstance(key, YScalar) and key.value.strip().lower() == "game"
        if named and isinstance(value, YScalar) and not value.tag.endswith(":null") and value.value.strip():
            return value.value.strip(), value.line
    return None
