"""Merging one config file (or none) with the command line's overrides into a deck file's :class:`Settings`."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from cardpool.visible import clip
from deckcheck.config.errors import ConfigError
from deckcheck.config.load import LoadedConfig
from deckcheck.config.settings import Overrides, Settings, default_include
from deckcheck.findings import Severity
from deckcheck.rules.selection import ALWAYS_ON, SelectorError, enabled_rules, rules_for

T = TypeVar("T")


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
                raise ConfigError(f'{prefix}severity."{key}": parse-error is always an error; expected another rule')
            for slug in slugs:
                severity[slug] = level
        for pattern, tokens in data.per_file_ignores.items():
            slugs = _rules_in(tokens, f'{prefix}per-file-ignores."{clip(pattern)}"')
            if slugs <= ALWAYS_ON and slugs:
                raise ConfigError(f'{prefix}per-file-ignores."{pattern}": parse-error cannot be ignored')
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
