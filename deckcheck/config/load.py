"""Reading one config file: TOML (``tomllib``, ``tomli`` before Python 3.11), then the pydantic schema."""

from __future__ import annotations

import difflib
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardpool.visible import clip
from deckcheck.config.bounds import pattern_problem, shape_problem
from deckcheck.config.errors import ConfigError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

MAX_CONFIG_SIZE = 1024 * 1024


@dataclass(frozen=True)
class LoadedConfig:
    path: Path
    """The file, absolute."""
    data: Any
    """The validated :class:`~deckcheck.config.model.FileConfig`."""

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


def validate(path: Path, table: dict[str, Any], *, prefix: str = "") -> LoadedConfig:
    from pydantic import ValidationError

    from deckcheck.config.model import EXPECTED, KEYS, FileConfig

    try:
        data = FileConfig.model_validate(table)
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = tuple(error["loc"])
        key = _key(loc)
        if error["type"] == "extra_forbidden":
            close = difflib.get_close_matches(str(loc[-1]), KEYS, n=1)
            hint = f"did you mean '{close[0]}'? " if close else ""
            raise ConfigError(f"{path}: {prefix}{key}: unknown key; {hint}expected one of: {', '.join(KEYS)}") from None
        expected = EXPECTED.get(str(loc[0]), error["msg"])
        raise ConfigError(f"{path}: {prefix}{key}: expected {expected}, got {_shown(error.get('input'))}") from None
    for name, patterns in (
        ("include", data.include or []),
        ("exclude", data.exclude),
        ("per-file-ignores", list(data.per_file_ignores)),
    ):
        problem = pattern_problem(name, patterns)
        if problem is not None:
            raise ConfigError(f"{path}: {prefix}{problem}")
    return LoadedConfig(path, data)


def load_config(path: Path) -> LoadedConfig | None:
    """The config in ``path`` (absolute), or ``None`` for a pyproject.toml without ``[tool.deckcheck]``."""
    table = deckcheck_table(path)
    if table is None:
        return None
    return validate(path, table, prefix="tool.deckcheck." if path.name == "pyproject.toml" else "")
