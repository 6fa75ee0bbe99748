"""Merging one config file (or none) with the command line's overrides into a deck file's :class:`Settings`."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from cardpool.visible import clip
from deckcheck.config.errors import ConfigError
from deckcheck.config.load import LoadedConfig, real
from deckcheck.config.settings import DEFAULT_EXCLUDE, Overrides, Settings, default_include
from deckcheck.findings import Severity
from deckcheck.games import GameError, get_game
from deckcheck.rules.choice import RuleChoice
from deckcheck.rules.selection import ALWAYS_ON, SelectorError, did_you_mean, enabled_rules, rules_for

T = TypeVar("T")


def _unknown(token: str, where: str) -> str:
    near = did_you_mean(token) or "; expected a rule slug, code or code prefix"  # "; did you mean 'copy-limit'?"
    return f"{where}: unknown rule '{clip(token)}'{near} (see 'deckcheck rules')"


def _rules_in(tokens: list[str] | tuple[str, ...], where: str) -> frozenset[str]:
    found: set[str] = set()
    for token in tokens:
        try:
            found |= rules_for(token)
        except SelectorError:
            raise ConfigError(_unknown(token, where)) from None
    return frozenset(found)


def _file_rule_errors(loaded: LoadedConfig, prefix: str) -> list[str]:
    """Every rule name of the file that names no rule, each on its own line, in the order the file writes its
    keys: ``select``, ``ignore`` and the others, ``severity``'s keys, ``per-file-ignores``' rules."""
    data = loaded.data
    lists: list[tuple[str, str, list[str]]] = [
        ("select", f"{prefix}select", data.select or []),
        ("extend-select", f"{prefix}extend-select", data.extend_select),
        ("ignore", f"{prefix}ignore", data.ignore),
        ("extend-ignore", f"{prefix}extend-ignore", data.extend_ignore),
        *(("severity", f'{prefix}severity."{clip(key)}"', [key]) for key in data.severity),
        *(
            (table, f'{prefix}{table}."{clip(pattern)}"', list(tokens))
            for table, items in (
                ("per-file-ignores", data.per_file_ignores),
                ("extend-per-file-ignores", data.extend_per_file_ignores),
            )
            for pattern, tokens in items.items()
        ),
    ]
    order = {key: index for index, key in enumerate(loaded.order)}
    errors: list[tuple[int, int, str]] = []
    for position, (key, where, tokens) in enumerate(lists):
        for token in tokens:
            try:
                rules_for(token)
            except SelectorError:
                errors.append((order.get(key, len(order)), position, _unknown(token, where)))
    return [message for *_, message in sorted(errors)]


class _Merge:
    """One merge: the config file's values, the command line's, and where each setting came from."""

    def __init__(self, loaded: LoadedConfig | None, overrides: Overrides) -> None:
        self.loaded = loaded
        self.data = loaded.data if loaded else None
        self.overrides = overrides
        self.origin = str(loaded.path) if loaded else "default"
        self.prefix = (
            f"{loaded.path}: {'tool.deckcheck.' if loaded.path.name == 'pyproject.toml' else ''}" if loaded else ""
        )
        self.sources: dict[str, str] = {}

    def pick(self, name: str, cli_value: T | None, file_value: T | None, option: str) -> T | None:
        """The command line's value, else the file's, else ``None``; the source is noted under ``name``."""
        if cli_value is not None:
            self.sources[name] = option
            return cli_value
        if file_value is not None:
            self.sources[name] = self.origin
            return file_value
        self.sources[name] = "default"
        return None

    def joined(self, name: str, *used: tuple[str, bool]) -> None:
        """A setting both sources add to (``ignore``): each source that added to it, or ``default``."""
        self.sources[name] = ", ".join(source for source, yes in used if yes) or "default"

    def pool(self) -> tuple[str, ...]:
        file_pool = self.data.pool if self.data else None
        if isinstance(file_pool, str):
            file_pool = [file_pool]
        pool = self.pick("pool", self.overrides.pool or None, tuple(file_pool) if file_pool else None, "--pool")
        if pool is not None and self.sources["pool"] == self.origin and self.loaded is not None:
            pool = tuple(str(real(self.loaded.root / str(p))) for p in file_pool or ())  # from the config file
        return pool or ()

    def game(self) -> str | None:
        game = self.pick("game", self.overrides.game, self.data.game if self.data else None, "--game")
        if game is None:
            return None
        try:
            return get_game(game).name
        except GameError as exc:
            where = f"{self.prefix}game" if self.sources["game"] == self.origin else "--game"
            raise ConfigError(f"{where}: {exc}") from None

    def regulation(self) -> tuple[str, ...]:
        written = self.data.regulation if self.data else None
        listed = tuple([written] if isinstance(written, str) else written or ()) or None
        return self.pick("regulation", self.overrides.regulation or None, listed, "--regulation") or ()

    def rules(self) -> RuleChoice:
        """The file's select/extend-select/ignore, then the command line's (``--select`` replaces the file's)."""
        data, overrides, origin = self.data, self.overrides, self.origin
        file_select = data.select if data else None
        select: list[str] | None = list(overrides.select) if overrides.select is not None else file_select
        self.sources["select"] = (
            "--select" if overrides.select is not None else (origin if file_select is not None else "default")
        )
        extend = [*(data.extend_select if data else []), *overrides.extend_select]
        ignore = [*(data.ignore if data else []), *(data.extend_ignore if data else []), *overrides.ignore]
        self.joined("ignore", (origin, bool(data and data.ignore)), ("--ignore", bool(overrides.ignore)))
        self.joined(
            "extend-select",
            (origin, bool(data and data.extend_select)),
            ("--extend-select", bool(overrides.extend_select)),
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
        if self.loaded is not None:  # name each of the file's bad rules by its key, all at once
            errors = _file_rule_errors(self.loaded, self.prefix)
            if errors:
                raise ConfigError(*errors)
        try:
            return enabled_rules(select, extend, ignore)
        except SelectorError as exc:
            raise ConfigError(f"{self.prefix or '--ignore: '}{exc}") from None

    def levels(self) -> tuple[dict[str, Severity], tuple[tuple[str, frozenset[str]], ...]]:
        """The file's ``severity`` table and its ``per-file-ignores`` (and ``extend-per-file-ignores``), as rule
        codes."""
        severity: dict[str, Severity] = {}
        per_file: list[tuple[str, frozenset[str]]] = []
        data, prefix = self.data, self.prefix
        if data is not None:
            for key, level in data.severity.items():
                codes = _rules_in([key], f'{prefix}severity."{clip(key)}"')
                if codes & ALWAYS_ON:
                    raise ConfigError(
                        f'{prefix}severity."{clip(key)}": parse-error is always an error; expected another rule'
                    )
                for code in codes:
                    severity[code] = level
            for pattern, tokens in (*data.per_file_ignores.items(), *data.extend_per_file_ignores.items()):
                codes = _rules_in(tokens, f'{prefix}per-file-ignores."{clip(pattern)}"')
                if codes <= ALWAYS_ON and codes:
                    raise ConfigError(f'{prefix}per-file-ignores."{clip(pattern)}": parse-error cannot be ignored')
                per_file.append((pattern, codes - ALWAYS_ON))
        self.sources["severity"] = self.origin if severity else "default"
        self.sources["per-file-ignores"] = self.origin if per_file else "default"
        return severity, tuple(per_file)

    def globs(self) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
        """``include`` (default: every deck suffix) plus ``extend-include``, ``exclude`` (default: the
        :data:`DEFAULT_EXCLUDE` folders) plus ``extend-exclude``, and ``respect-gitignore``."""
        data, origin = self.data, self.origin
        include = (
            *(data.include if data and data.include is not None else default_include()),
            *(data.extend_include if data else ()),
        )
        self.sources["include"] = origin if data and (data.include is not None or data.extend_include) else "default"
        base = data.exclude if data and data.exclude is not None else DEFAULT_EXCLUDE
        exclude = (*base, *(data.extend_exclude if data else ()))
        self.sources["exclude"] = origin if data and (data.exclude is not None or data.extend_exclude) else "default"
        given = self.overrides.respect_gitignore
        if given is None and self.overrides.isolated:  # submitted files: their .gitignore hides none of them
            given, option = False, "--isolated"
        else:
            option = "--respect-gitignore" if given else "--no-respect-gitignore"
        gitignore = self.pick("respect-gitignore", given, data.respect_gitignore if data else None, option)
        gitignore = True if gitignore is None else gitignore
        return include, exclude, gitignore


def build_settings(loaded: LoadedConfig | None, overrides: Overrides, cwd: Path, *, explicit: bool = False) -> Settings:
    """Merge one config file (or none) with the command line; ``explicit``: ``--config FILE``, whose globs are
    relative to the current directory."""
    merge = _Merge(loaded, overrides)
    data = merge.data
    pool, game = merge.pool(), merge.game()
    fmt = merge.pick("format", overrides.format, data.format if data else None, "--format")
    regulation = merge.regulation()
    as_of = merge.pick("as-of", overrides.as_of, data.as_of if data else None, "--as-of")
    strict = merge.pick("strict", overrides.strict or None, data.strict if data else None, "--strict")
    disable_suppressions = merge.pick(
        "disable-suppressions",
        overrides.disable_suppressions or None,
        data.disable_suppressions if data else None,
        "--disable-suppressions",
    )
    rules = merge.rules()
    severity, per_file = merge.levels()
    include, exclude, gitignore = merge.globs()
    return Settings(
        config_file=loaded.path if loaded else None,
        root=loaded.root if loaded and not explicit else cwd,
        data_root=loaded.root if loaded else None,
        pool=pool,
        game=game,
        format=fmt,
        regulation=regulation,
        as_of=as_of,
        rules=rules,
        severity=severity,
        per_file_ignores=per_file,
        include=include,
        exclude=exclude,
        respect_gitignore=gitignore,
        strict=bool(strict),
        disable_suppressions=bool(disable_suppressions),
        sources=merge.sources,
    )
