"""The ``[tool.deckcheck]`` / ``.deckcheck.toml`` schema, validated with pydantic. Keys are kebab-case."""

from __future__ import annotations

import datetime
from typing import Literal, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, field_validator

Level = Literal["error", "warning"]


class FileConfig(BaseModel):
    """One config file's settings; every key is optional, and an unknown key is an error."""

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=False, frozen=True)

    extend: str | None = Field(None, description="a config file whose settings this one extends")
    pool: str | list[str] | None = Field(
        None, description="a card pool file or directory (or one per game), relative to the config file"
    )
    game: str | None = Field(None, description="the game of decks that do not name one")
    format: str | None = Field(None, description="the format of decks that do not name one")
    regulation: str | list[str] | None = Field(
        None, description="the regulation (ban list) to check against: a file, folder or list name, or a list of them"
    )
    as_of: datetime.date | None = Field(None, alias="as-of", strict=False, description="a date, YYYY-MM-DD")
    select: list[str] | None = Field(None, description="rules to run, by slug, code or code prefix")
    extend_select: list[str] = Field(default_factory=list, alias="extend-select")
    ignore: list[str] = Field(default_factory=list)
    extend_ignore: list[str] = Field(default_factory=list, alias="extend-ignore")
    severity: dict[str, Level] = Field(default_factory=dict, description="rule = 'error' | 'warning'")
    per_file_ignores: dict[str, list[str]] = Field(default_factory=dict, alias="per-file-ignores")
    extend_per_file_ignores: dict[str, list[str]] = Field(default_factory=dict, alias="extend-per-file-ignores")
    include: list[str] | None = Field(None, description="globs of the deck files to check in directories")
    extend_include: list[str] = Field(default_factory=list, alias="extend-include")
    exclude: list[str] | None = Field(None, description="globs a walk skips; replaces the default excludes")
    extend_exclude: list[str] = Field(default_factory=list, alias="extend-exclude")
    respect_gitignore: bool | None = Field(None, alias="respect-gitignore")
    strict: bool | None = None
    disable_suppressions: bool | None = Field(
        None, alias="disable-suppressions", description="make every suppression comment inert"
    )

    @field_validator("as_of", mode="before")
    @classmethod
    def _day_only(cls, value: object) -> object:
        """A TOML date or a ``"YYYY-MM-DD"`` string; never a number (pydantic would read 1551398400 as a day)."""
        if isinstance(value, datetime.date) and not isinstance(value, datetime.datetime):
            return value
        if isinstance(value, str):
            from deckcheck.dates import iso_day

            try:
                return iso_day(value)
            except ValueError:
                pass
        raise ValueError("not a date")


KEYS: tuple[str, ...] = tuple((field.alias or name) for name, field in FileConfig.model_fields.items())

UNIONS: frozenset[str] = frozenset(
    field.alias or name
    for name, field in FileConfig.model_fields.items()
    if len([arg for arg in get_args(field.annotation) if arg is not type(None)]) > 1
    and get_origin(field.annotation) not in (list, dict)
)
"""The keys of more than one type (``pool``: a path or a list): pydantic reports each type's failure, by its tag."""

EXPECTED: dict[str, str] = {
    "extend": "a path to another config file (deckcheck.toml, .deckcheck.toml or pyproject.toml)",
    "extend-ignore": "a list of rule slugs, codes or code prefixes",
    "extend-per-file-ignores": 'a table of "glob" = [rules]',
    "extend-include": "a list of glob strings",
    "pool": "a path, or a list of paths (one pool per game)",
    "game": "a game's name",
    "format": "a string",
    "regulation": "a string, or a list of strings (files, folders or list names)",
    "as-of": "a date (YYYY-MM-DD)",
    "select": "a list of rule slugs, codes or code prefixes",
    "extend-select": "a list of rule slugs, codes or code prefixes",
    "ignore": "a list of rule slugs, codes or code prefixes",
    "severity": 'a table of rule = "error" or "warning"',
    "per-file-ignores": 'a table of "glob" = [rules]',
    "include": "a list of glob strings",
    "exclude": "a list of glob strings",
    "extend-exclude": "a list of glob strings",
    "respect-gitignore": "true or false",
    "strict": "true or false",
    "disable-suppressions": "true or false",
}
