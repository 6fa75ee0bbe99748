"""The names of a pool that hold a written text word for word (``Bloody King`` in ``Deity of Sun and Death, Bloody
King``): ``pool search``, and the unknown-card rule when no name is close in letters (``Gusion``, a nickname)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from cardpool.loose import loose_key

_PARTS = re.compile(r"[,\"]")


def is_part(query: str, name: str) -> bool:
    """Whether the loose key ``query`` is the whole of a part of ``name`` between commas or quotes (``gusion`` of
    ``Demon Realm Negotiator, Gusion``: the part players call the card by)."""
    return any(loose_key(part) == query for part in _PARTS.split(name))


class NameWords:
    """Each word of a pool's names (punctuation ignored, :func:`cardpool.loose.loose_key`) -> the names that hold
    it, worked out once (some 4 us a name)."""

    def __init__(self, by_key: Mapping[str, str]) -> None:
        self._names = [(loose_key(key), canonical) for key, canonical in by_key.items()]
        self._places: dict[str, list[int]] = {}
        for at, (loose, _) in enumerate(self._names):
            for word in set(loose.split()):
                self._places.setdefault(word, []).append(at)

    def holding(self, written: str, *, limit: int, parts_only: bool = False) -> list[str]:
        """Canonical names that hold ``written`` (normalised, punctuation ignored) as whole words, best first:
        names where it is a part after a comma or at the end rank first, then shorter names, then by name;
        ``parts_only``: only those."""
        query = loose_key(written)
        words = query.split()
        if not words:
            return []
        pattern = re.compile(rf"(?:^| ){re.escape(query)}(?: |$)")
        hits: list[tuple[int, int, str]] = []
        for at in min((self._places.get(word, []) for word in words), key=len):  # the query's rarest word
            loose, canonical = self._names[at]
            if pattern.search(loose) is None:
                continue
            whole_part = is_part(query, canonical)
            if whole_part or not parts_only:
                hits.append((0 if whole_part else 1, len(loose), canonical))
        hits.sort()
        return [name for _, _, name in hits[:limit]]
