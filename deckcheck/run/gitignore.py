"""What a directory walk leaves out besides ``exclude``: the ``.gitignore`` files of the tree (matched with
``pathspec``, git's own rules), and files that are plainly no decks by their name (``requirements.txt``)."""

from __future__ import annotations

import os
import re
from fnmatch import translate
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pathspec

NOT_DECK_PATTERNS = (
    "requirements*.txt",
    "requirements*.in",
    "constraints*.txt",
    "dev-requirements*.txt",
    "CMakeLists.txt",
    "robots.txt",
    "LICENSE*",
    "COPYING*",
    "NOTICE*",
    "AUTHORS*",
    "CHANGELOG*",
    "CHANGES*",
    "README*",
    "CONTRIBUTING*",
    "mkdocs.yml",
    "mkdocs.yaml",
    "docker-compose*.yml",
    "docker-compose*.yaml",
    "compose.yml",
    "compose.yaml",
    "environment.yml",
    "environment.yaml",
    "codecov.yml",
    ".*",
)
"""File names that are no decks whatever their suffix (Python requirements, licences, tool configs)."""

MAX_GITIGNORE_SIZE = 256 * 1024
"""A ``.gitignore`` larger than this is not read (the walk then skips nothing for it)."""


@cache
def _not_deck_names() -> re.Pattern[str]:
    """:data:`NOT_DECK_PATTERNS` as one pattern of whole names. Each is a name glob without a ``/``, matched against
    a name, which holds none: :func:`fnmatch.translate` reads it as git does, case and all (``pathspec``, whose
    import alone costs some 20 ms, is kept for the ``.gitignore`` files)."""
    return re.compile("|".join(translate(pattern) for pattern in NOT_DECK_PATTERNS))


def plainly_not_a_deck_name(name: str) -> bool:
    """Whether a file's name alone says it is no deck (``requirements-dev.txt``, ``LICENSE.txt``, ``mkdocs.yml``)."""
    return _not_deck_names().match(name) is not None


def repository_root(directory: str | Path) -> Path | None:
    """The nearest directory at or above ``directory`` that holds ``.git`` (a folder, or a file in a worktree)."""
    current = Path(os.path.abspath(directory))
    while True:
        if (current / ".git").exists():
            return current
        if current.parent == current:
            return None
        current = current.parent


@lru_cache(maxsize=256)
def _spec(directory: str) -> pathspec.GitIgnoreSpec | None:
    """The ``.gitignore`` of ``directory`` (absolute), or ``None`` when it has none it can read."""
    path = os.path.join(directory, ".gitignore")
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_GITIGNORE_SIZE + 1)
    except OSError:
        return None
    if len(data) > MAX_GITIGNORE_SIZE:
        return None
    lines = data.decode("utf-8", errors="replace").splitlines()
    if not any(line.strip() for line in lines):
        return None
    import pathspec

    return pathspec.GitIgnoreSpec.from_lines(lines)


class GitIgnores:
    """The ``.gitignore`` files that apply in a walk: those of the repository root down to the walked directory,
    and those inside it. A deeper file's match wins over a shallower one's, as in git (``!keep.txt`` in
    ``decks/.gitignore`` takes back ``*.txt`` of the root's). Outside a git repository none applies, as ripgrep
    has it (and ``--isolated`` reads none at all: a submitted ``.git`` would make a folder a repository)."""

    def __init__(self, top: str | Path) -> None:
        self.top = Path(os.path.abspath(top))
        root = repository_root(self.top)
        self.base = root if root is not None else self.top
        self.in_repository = root is not None
        self._specs: dict[str, list[tuple[Path, pathspec.GitIgnoreSpec]]] = {}
        """Per directory: the ``.gitignore`` files that apply to its entries, read once for all of them."""

    def _chain(self, directory: Path) -> list[Path]:
        """The directories from the base down to ``directory`` whose ``.gitignore`` may apply."""
        try:
            rel = directory.relative_to(self.base)
        except ValueError:
            return [directory]
        chain = [self.base]
        for part in rel.parts:
            chain.append(chain[-1] / part)
        return chain

    def _specs_of(self, folder: str) -> list[tuple[Path, pathspec.GitIgnoreSpec]]:
        """The ``.gitignore`` files that apply to the entries of ``folder`` (absolute), read once a folder."""
        specs = self._specs.get(folder)
        if specs is None and not self.in_repository:
            specs = self._specs[folder] = []
        if specs is None:
            chain = ((directory, _spec(str(directory))) for directory in self._chain(Path(folder)))
            specs = self._specs[folder] = [(directory, spec) for directory, spec in chain if spec is not None]
        return specs

    def any_in(self, folder: str | Path) -> bool:
        """Whether any ``.gitignore`` applies to the entries of ``folder``: a walk asks once a folder, and asks
        :meth:`ignored` of its files only when one does."""
        return bool(self._specs_of(os.path.abspath(folder)))

    def ignored(self, path: str | Path, *, is_dir: bool) -> bool:
        """Whether git would ignore ``path`` (a file or directory inside the walk)."""
        absolute = os.path.abspath(path)
        specs = self._specs_of(os.path.dirname(absolute))
        if not specs:
            return False
        target = Path(absolute)
        verdict: bool | None = None
        for directory, spec in specs:
            rel = target.relative_to(directory).as_posix() + ("/" if is_dir else "")
            result = spec.check_file(rel)
            if result.include is not None:
                verdict = result.include
        return bool(verdict)
