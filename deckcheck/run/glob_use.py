"""Config globs that match nothing: a typo in ``exclude`` or ``per-file-ignores`` is a warning, not a silent no-op.

Only a config whose whole tree was walked (a directory walk that started at the config's own root) is judged:
a pattern may well match a file in a part of the tree that this run did not look at.
"""

from __future__ import annotations

import os

from cardpool.visible import clip
from deckcheck.config import Settings
from deckcheck.config.globs import matches, relative
from deckcheck.config.settings import DEFAULT_EXCLUDE
from deckcheck.run.reading import printable_path


class GlobUse:
    """What one run's directory walks saw: the configs whose whole tree they walked, and the ``exclude`` patterns
    that left something out."""

    def __init__(self) -> None:
        self.whole: dict[int, Settings] = {}
        self.excluded: dict[int, set[str]] = {}

    def walk_started(self, directory: str, settings: Settings) -> None:
        if settings.config_file is not None and os.path.realpath(directory) == os.path.realpath(settings.root):
            self.whole[id(settings)] = settings

    def left_out(self, settings: Settings, rel: str) -> None:
        """``rel`` was left out by ``settings``' ``exclude``: note which of its patterns did it."""
        self.excluded.setdefault(id(settings), set()).update(p for p in settings.exclude if matches(p, rel))


def unmatched(use: GlobUse, files: list[str]) -> list[str]:
    """A warning for each user-written ``exclude`` pattern that left nothing out, and each ``per-file-ignores``
    pattern that matches none of the files checked, of the configs whose whole tree was walked."""
    warnings: list[str] = []
    for key, settings in sorted(use.whole.items(), key=lambda item: str(item[1].config_file)):
        config = printable_path(str(settings.config_file))
        hit = use.excluded.get(key, set())
        for pattern in settings.exclude:
            if pattern not in DEFAULT_EXCLUDE and pattern not in hit:
                warnings.append(f"{config}: warning: exclude pattern '{clip(pattern)}' matches no file or folder")
        checked = [relative(f, settings.root) for f in files]
        for pattern, _ in settings.per_file_ignores:
            if not any(matches(pattern, rel) for rel in checked):
                shown = clip(pattern)
                warnings.append(f"{config}: warning: per-file-ignores pattern '{shown}' matches no deck checked")
    return warnings
