"""The settings in effect for a deck file: the nearest config file (searching upward, as ruff does), then the
command line's overrides on top. Every setting remembers where it came from, for ``deckcheck config``."""

from __future__ import annotations

import os
from pathlib import Path

from deckcheck.config.errors import ConfigError
from deckcheck.config.load import load_config
from deckcheck.config.merge import build_settings
from deckcheck.config.search import is_boundary, is_config
from deckcheck.config.settings import DEFAULT_EXCLUDE, Overrides, Settings, default_include

__all__ = ["CONFIG_NAMES", "DEFAULT_EXCLUDE", "Overrides", "Resolver", "Settings", "build_settings", "default_include"]

CONFIG_NAMES = (".deckcheck.toml", "deckcheck.toml", "pyproject.toml")
"""Looked for in each directory, in this order; a pyproject.toml counts only with a ``[tool.deckcheck]`` table."""


class Resolver:
    """Finds and caches the settings for each directory: ``--config FILE`` for all, ``--isolated`` for none,
    else the nearest config file at or above the directory."""

    def __init__(self, overrides: Overrides, *, config: str | None = None, isolated: bool = False) -> None:
        self.overrides = overrides.replace(isolated=True) if isolated else overrides
        self.cwd = Path.cwd()
        self._by_dir: dict[Path, Path | None] = {}
        self._by_file: dict[Path | None, Settings] = {}
        self._explicit: Path | None = None
        self.used: list[Path] = []
        """The config files the upward search found, in the order first used."""
        self.isolated = isolated
        if config is not None and not isolated:
            path = Path(config).absolute()
            if not path.is_file():
                raise ConfigError(f"{config}: --config: {_not_a_file(path)}")
            self._explicit = path
        self.default = self._settings(self._explicit)  # validates --config and the overrides at once

    def _settings(self, path: Path | None) -> Settings:
        if path not in self._by_file:
            loaded = load_config(path) if path is not None else None
            if path is not None and loaded is None:  # --config pyproject.toml without [tool.deckcheck]
                raise ConfigError(f"{path}: --config: this pyproject.toml has no [tool.deckcheck] table")
            explicit = path is not None and path == self._explicit
            self._by_file[path] = build_settings(loaded, self.overrides, self.cwd, explicit=explicit)
            if path is not None and path != self._explicit:
                self.used.append(path)
        return self._by_file[path]

    def find(self, directory: Path) -> Path | None:
        """The config file that applies in ``directory`` (absolute), searching upward to the repository's root
        or the home folder (:mod:`deckcheck.config.search`)."""
        chain: list[Path] = []
        current: Path | None = directory
        found: Path | None = None
        while current is not None:
            if current in self._by_dir:
                found = self._by_dir[current]
                break
            chain.append(current)
            hit = next((current / n for n in CONFIG_NAMES if is_config(current / n)), None)
            if hit is not None:
                found = hit
                break
            current = current.parent if current.parent != current and not is_boundary(current) else None
        for visited in chain:
            self._by_dir[visited] = found
        return found

    def for_directory(self, directory: str | Path) -> Settings:
        if self.isolated or self._explicit is not None:
            return self.default
        return self._settings(self.find(Path(os.path.abspath(directory))))

    def for_path(self, path: str | Path) -> Settings:
        """The settings for a deck file (its directory's); for standard input, the current directory's."""
        return self.for_directory(os.path.dirname(os.path.abspath(path)))


def _not_a_file(path: Path) -> str:
    """Why ``--config PATH`` cannot be read as a config file."""
    if path.is_dir():
        return "a directory, not a file"
    return "not a regular file" if path.exists() else "no such file"
