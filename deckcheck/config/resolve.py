"""The settings in effect for a deck file: the nearest config file (searching upward, as ruff does), then the
command line's overrides on top. Every setting remembers where it came from, for ``deckcheck config``."""

from __future__ import annotations

import datetime
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from cardpool.visible import clip
from deckcheck.config.errors import ConfigError
from deckcheck.config.load import LoadedConfig, load_config
from deckcheck.config.search import is_boundary, is_config
from deckcheck.findings import Severity
from deckcheck.run.selection import ALWAYS_ON, SelectorError, enabled_rules, rules_for

T = TypeVar("T")

CONFIG_NAMES = (".deckcheck.toml", "deckcheck.toml", "pyproject.toml")
"""Looked for in each directory, in this order; a pyproject.toml counts only with a ``[tool.deckcheck]`` table."""


def default_include() -> tuple[str, ...]:
    """Every deck suffix a reader or a game owns (``*.yaml``, ``*.txt``, ``*.ydk``, ...)."""
    from deckcheck.readers import deck_suffixes

    return tuple(f"*{suffix}" for suffix in deck_suffixes())


@dataclass(frozen=True)
class Overrides:
    """What the command line says; ``None`` (or empty) leaves the config file's value."""

    pool: tuple[str, ...] = ()
    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    strict: bool | None = None
    game: str | None = None
    format: str | None = None
    regulation: tuple[str, ...] | None = None
    as_of: datetime.date | None = None


@dataclass(frozen=True)
class Settings:
    """Everything that decides how one deck file is checked."""

    config_file: Path | None
    root: Path
    """Relative globs and ``per-file-ignores`` are matched against paths relative to this directory."""
    pool: tuple[str, ...] = ()
    """Card pools (one per game); empty: ``$DECKCHECK_POOL``, else each game's default pool."""
    game: str | None = None
    """The game of decks that do not name one (``--game`` forces it for every deck)."""
    format: str | None = None
    regulation: tuple[str, ...] = ()
    """Regulation files, folders or list names (``--regulation``, else the config's ``regulation``)."""
    as_of: datetime.date | None = None
    rules: frozenset[str] = frozenset()
    """The rule slugs that run."""
    severity: Mapping[str, Severity] = field(default_factory=dict)
    per_file_ignores: tuple[tuple[str, frozenset[str]], ...] = ()
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    strict: bool = False
    sources: Mapping[str, str] = field(default_factory=dict)
    """Where each setting came from: ``default``, a config file's path, or a command-line option."""


def _rules_in(tokens: list[str] | tuple[str, ...], where: str) -> frozenset[str]:
    found: set[str] = set()
    for token in tokens:
        try:
            found |= rules_for(token)
        except SelectorError:
            raise ConfigError(
                f"{where}: unknown rule '{clip(token)}'; expected a rule slug, code or code prefix "
                "(see 'deckcheck rules')"
            ) from None
    return frozenset(found)


def build_settings(loaded: LoadedConfig | None, overrides: Overrides, cwd: Path) -> Settings:
    """Merge one config file (or none) with the command line."""
    sources: dict[str, str] = {}
    data = loaded.data if loaded else None
    origin = str(loaded.path) if loaded else "default"
    prefix = (
        f"{loaded.path}: {'tool.deckcheck.' if loaded and loaded.path.name == 'pyproject.toml' else ''}"
        if (loaded)
        else ""
    )

    def pick(name: str, cli_value: T | None, file_value: T | None, option: str) -> T | None:
        if cli_value is not None:
            sources[name] = option
            return cli_value
        if file_value is not None:
            sources[name] = origin
            return file_value
        sources[name] = "default"
        return None

    file_pool = data.pool if data else None
    if isinstance(file_pool, str):
        file_pool = [file_pool]
    pool: tuple[str, ...] | None = pick(
        "pool", overrides.pool or None, tuple(file_pool) if file_pool else None, "--pool"
    )
    if pool is not None and sources["pool"] == origin and loaded is not None:
        pool = tuple(str((loaded.root / str(p)).resolve()) for p in file_pool or ())  # relative to the config file
    game = pick("game", overrides.game, data.game if data else None, "--game")
    if game is not None:
        from deckcheck.games import GameError, get_game

        try:
            game = get_game(game).name
        except GameError as exc:
            where = f"{prefix}game" if sources["game"] == origin else "--game"
            raise ConfigError(f"{where}: {exc}") from None
    fmt = pick("format", overrides.format, data.format if data else None, "--format")
    file_regulation = data.regulation if data else None
    regulation = pick(
        "regulation",
        overrides.regulation or None,
        tuple([file_regulation] if isinstance(file_regulation, str) else file_regulation or ()) or None,
        "--regulation",
    )
    as_of = pick("as-of", overrides.as_of, data.as_of if data else None, "--as-of")
    strict = pick("strict", overrides.strict or None, data.strict if data else None, "--strict")

    # Rules: the file's select/extend-select/ignore, then the command line's (--select replaces).
    file_select = data.select if data else None
    select: list[str] | None = list(overrides.select) if overrides.select is not None else file_select
    sources["select"] = (
        "--select" if overrides.select is not None else (origin if file_select is not None else "default")
    )
    extend = [*(data.extend_select if data else []), *overrides.extend_select]
    ignore = [*(data.ignore if data else []), *overrides.ignore]
    sources["ignore"] = (
        ", ".join(s for s, used in ((origin, bool(data and data.ignore)), ("--ignore", bool(overrides.ignore))) if used)
        or "default"
    )
    sources["extend-select"] = (
        ", ".join(
            s
            for s, used in (
                (origin, bool(data and data.extend_select)),
                ("--extend-select", bool(overrides.extend_select)),
            )
            if used
        )
        or "default"
    )
    for option, tokens in (
        ("--select", overrides.select or ()),
        ("--extend-select", overrides.extend_select),
        ("--ignore", overrides.ignore),
    ):
        for token in tokens:
            try:
                rules_for(token)
            except SelectorError as exc:
                raise ConfigError(f"{option}: {exc}") from None
    if data is not None:  # name the file's bad rule by its key
        file_lists: tuple[tuple[str, list[str]], ...] = (
            ("select", data.select or []),
            ("extend-select", data.extend_select),
            ("ignore", data.ignore),
        )
        for key, file_tokens in file_lists:
            _rules_in(file_tokens, f"{prefix}{key}")
    try:
        rules = enabled_rules(select, extend, ignore)
    except SelectorError as exc:
        raise ConfigError(f"{prefix or '--ignore: '}{exc}") from None

    severity: dict[str, Severity] = {}
    per_file: list[tuple[str, frozenset[str]]] = []
    if data is not None:
        for key, level in data.severity.items():
            slugs = _rules_in([key], f'{prefix}severity."{clip(key)}"')
            if slugs & ALWAYS_ON:
                raise ConfigError(
                    f'{prefix}severity."{clip(key)}": parse-error is always an error; expected another rule'
                )
            for slug in slugs:
                severity[slug] = level
        for pattern, tokens in data.per_file_ignores.items():
            slugs = _rules_in(tokens, f'{prefix}per-file-ignores."{clip(pattern)}"')
            if slugs <= ALWAYS_ON and slugs:
                raise ConfigError(f'{prefix}per-file-ignores."{clip(pattern)}": parse-error cannot be ignored')
            per_file.append((pattern, slugs - ALWAYS_ON))
    sources["severity"] = origin if severity else "default"
    sources["per-file-ignores"] = origin if per_file else "default"
    include = tuple(data.include) if data and data.include is not None else default_include()
    sources["include"] = origin if data and data.include is not None else "default"
    exclude = tuple(data.exclude) if data else ()
    sources["exclude"] = origin if data and data.exclude else "default"
    return Settings(
        config_file=loaded.path if loaded else None,
        root=loaded.root if loaded else cwd,
        pool=pool or (),
        game=game,
        format=fmt,
        regulation=regulation or (),
        as_of=as_of,
        rules=rules,
        severity=severity,
        per_file_ignores=tuple(per_file),
        include=include,
        exclude=exclude,
        strict=bool(strict),
        sources=sources,
    )


class Resolver:
    """Finds and caches the settings for each directory: ``--config FILE`` for all, ``--isolated`` for none,
    else the nearest config file at or above the directory."""

    def __init__(self, overrides: Overrides, *, config: str | None = None, isolated: bool = False) -> None:
        self.overrides = overrides
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
            self._by_file[path] = build_settings(loaded, self.overrides, self.cwd)
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
