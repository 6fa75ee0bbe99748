"""Reading one config file: TOML (``tomllib``, ``tomli`` before Python 3.11), then the pydantic schema."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from cardpool.record import Fields
from cardpool.visible import clip
from deckcheck.config.bounds import pattern_problem, shape_problem
from deckcheck.config.errors import ConfigError

MAX_CONFIG_SIZE = 1024 * 1024
MAX_CONFIG_ERRORS = 50
"""The most problems of one config file reported (then a count of the rest)."""


class LoadedConfig(Fields):
    path: Path
    """The file, absolute."""
    data: Any
    """The validated :class:`~deckcheck.config.model.FileConfig`."""
    order: tuple[str, ...] = ()
    """The file's keys in the order it writes them (its errors are reported in that order)."""

    @property
    def root(self) -> Path:
        return self.path.parent


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_CONFIG_SIZE + 1)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the config file: {exc.strerror or exc}") from None
    if len(raw) > MAX_CONFIG_SIZE:
        raise ConfigError(f"{path}: the config file is larger than {MAX_CONFIG_SIZE:,} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: the config file is not UTF-8 text") from None
    problem = shape_problem(text)  # before tomllib: it is quadratic in dotted parts and recursive in nesting
    if problem is not None:
        raise ConfigError(f"{path}: {problem}")
    if sys.version_info >= (3, 11):  # imported here: only a run that found a config file reads TOML
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError) as exc:  # ValueError: a number Python will not convert
        raise ConfigError(f"{path}: invalid TOML: {clip(str(exc), 200)}") from None
    except RecursionError:  # pragma: no cover - the shape bounds come first
        raise ConfigError(f"{path}: nested too deeply to read") from None


def deckcheck_table(path: Path) -> dict[str, Any] | None:
    """The deckcheck settings in ``path``: the whole file, or ``[tool.deckcheck]`` of a ``pyproject.toml``
    (``None`` when a pyproject.toml has no such table)."""
    document = read_toml(path)
    if path.name != "pyproject.toml":
        tool = document.get("tool")
        if isinstance(tool, dict) and "deckcheck" in tool:
            raise ConfigError(
                f"{path}: [tool.deckcheck] belongs in pyproject.toml; in {path.name} the keys stand at the top "
                "level (move them out of the table, or the table into pyproject.toml)"
            )
        return document
    tool = document.get("tool")
    table = tool.get("deckcheck") if isinstance(tool, dict) else None
    if table is None:
        return None
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.deckcheck] must be a table")
    return table


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _key(loc: tuple[Any, ...]) -> str:
    head, *rest = [clip(str(part)) for part in loc] or ["?"]  # a key is quoted, bounded, as any value
    return head + "".join(f"[{part}]" if part.isdigit() else f'."{part}"' for part in rest)


def _one_per_union(errors: list[Any], unions: frozenset[str]) -> list[Any]:
    """pydantic's errors with a key of several types (``pool = 5``) told once, without the type's tag it adds to the
    place (``pool."list[str]"``): where a value of the right shape has a bad part (``pool = ["a", 5]``), only
    that part's; else the first type's."""
    kept: list[Any] = []
    branches: dict[str, list[Any]] = {}
    for error in errors:
        loc = tuple(error["loc"])
        if len(loc) > 1 and str(loc[0]) in unions:
            branches.setdefault(str(loc[0]), []).append({**error, "loc": (loc[0], *loc[2:])})
        else:
            kept.append(error)
    for found in branches.values():
        deeper = [error for error in found if len(error["loc"]) > 1]
        kept.extend(deeper or found[:1])
    return kept


def validate(path: Path, table: dict[str, Any], *, prefix: str = "") -> LoadedConfig:
    from pydantic import ValidationError

    from deckcheck.config.model import EXPECTED, KEYS, UNIONS, FileConfig

    try:
        data = FileConfig.model_validate(table)
    except ValidationError as exc:
        order = {str(key): i for i, key in enumerate(table)}  # the file's own order: a TOML table keeps it
        errors = sorted(
            _one_per_union(exc.errors(), UNIONS), key=lambda e: (order.get(str(e["loc"][0]), len(order)), str(e["loc"]))
        )
        lines = []
        for error in errors[:MAX_CONFIG_ERRORS]:
            loc = tuple(error["loc"])
            key = _key(loc)
            if error["type"] == "extra_forbidden":
                import difflib  # only for a misspelt key

                close = difflib.get_close_matches(str(loc[-1]), KEYS, n=1)
                hint = f"did you mean '{close[0]}'? " if close else ""
                lines.append(f"{path}: {prefix}{key}: unknown key; {hint}expected one of: {', '.join(KEYS)}")
                continue
            expected = EXPECTED.get(str(loc[0]), error["msg"])
            lines.append(f"{path}: {prefix}{key}: expected {expected}, got {_shown(error.get('input'))}")
        if len(errors) > MAX_CONFIG_ERRORS:
            lines.append(f"{path}: {len(errors) - MAX_CONFIG_ERRORS:,} more errors left out")
        raise ConfigError(*lines) from None  # every problem at once, one line each, in file order
    for name, patterns in (
        ("include", data.include or []),
        ("extend-include", data.extend_include),
        ("exclude", data.exclude or []),
        ("extend-exclude", data.extend_exclude),
        ("per-file-ignores", list(data.per_file_ignores)),
        ("extend-per-file-ignores", list(data.extend_per_file_ignores)),
    ):
        problem = pattern_problem(name, patterns)
        if problem is not None:
            raise ConfigError(f"{path}: {prefix}{problem}")
    return LoadedConfig(path, data, tuple(str(key) for key in table))


def _prefix(path: Path) -> str:
    return "tool.deckcheck." if path.name == "pyproject.toml" else ""


def load_config(path: Path) -> LoadedConfig | None:
    """The config in ``path`` (absolute), or ``None`` for a pyproject.toml without ``[tool.deckcheck]``;
    an ``extend`` key's file is read first and this one's keys laid over it (:func:`extended`)."""
    table = deckcheck_table(path)
    if table is None:
        return None
    if "extend" in table:
        table = extended(path, table, (real(path),))
    return validate(path, table, prefix=_prefix(path))


def real(path: Path) -> Path:
    """``path`` with its links followed, as far as they lead: a loop of links is left as it is (``Path.resolve``
    raised RuntimeError), and the file's reading then says what is wrong."""
    return Path(os.path.realpath(path))


MAX_EXTEND_DEPTH = 10
"""The longest chain of ``extend`` keys followed."""

_PATH_KEYS = ("pool", "regulation")


def _rebased(value: Any, base: Path) -> Any:
    """A relative ``pool`` or ``regulation`` of an extended file, as the path it names there (a list name,
    which names no path, stays as written)."""
    if isinstance(value, list):
        return [_rebased(v, base) for v in value]
    if isinstance(value, str) and not Path(value).is_absolute() and (base / value).exists():
        return str(real(base / value))
    return value


def extended(path: Path, table: dict[str, Any], seen: tuple[Path, ...]) -> dict[str, Any]:
    """``table`` (of ``path``) laid over the config its ``extend`` names (relative to ``path``'s directory), as
    ruff's ``extend``: a key of this file replaces the base's, an ``extend-*`` list or table adds to the base's;
    the base's relative ``pool`` and ``regulation`` stay relative to the base file."""
    value = table["extend"]
    if not isinstance(value, str):
        validate(path, {"extend": value}, prefix=_prefix(path))  # the usual "expected ..., got ..." line
    base_path = real(path.parent / str(value))
    where = f"{path}: {_prefix(path)}extend"
    if base_path in seen:
        raise ConfigError(f"{where}: {clip(str(value))} extends this file again (a loop of extend keys)")
    if len(seen) > MAX_EXTEND_DEPTH:
        raise ConfigError(f"{where}: more than {MAX_EXTEND_DEPTH} config files extend one another")
    if not base_path.is_file():
        raise ConfigError(f"{where}: {clip(str(value))}: no such config file")
    base = deckcheck_table(base_path)
    if base is None:
        raise ConfigError(f"{where}: {clip(str(value))} has no [tool.deckcheck] table")
    if "extend" in base:
        base = extended(base_path, base, (*seen, base_path))
    validate(base_path, base, prefix=_prefix(base_path))  # the base's own errors name the base file
    merged = {key: (_rebased(v, base_path.parent) if key in _PATH_KEYS else v) for key, v in base.items()}
    for key, v in table.items():
        if key == "extend":
            continue
        if key.startswith("extend-") and key in merged and isinstance(v, list) and isinstance(merged[key], list):
            merged[key] = [*merged[key], *v]
        elif key.startswith("extend-") and isinstance(v, dict) and isinstance(merged.get(key), dict):
            merged[key] = {**merged[key], **v}
        else:
            merged[key] = v
    return merged
