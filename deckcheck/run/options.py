"""What ``deckcheck check`` was asked to do, as one object: the CLI builds it, :mod:`deckcheck.run.execute` runs it."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from deckcheck.config import Overrides
from deckcheck.games import Game
from deckcheck.reporters import OutputFormat
from deckcheck.reporters.style import ColorChoice
from deckcheck.run.pipeline import FixMode


class OptionError(ValueError):
    """Options that do not go together (a usage error)."""


@dataclass(frozen=True)
class Output:
    format: OutputFormat
    file: str | None = None
    """``None``: standard output."""


@dataclass(frozen=True)
class CheckOptions:
    paths: tuple[str, ...]
    outputs: tuple[Output, ...]
    overrides: Overrides = field(default_factory=Overrides)
    config: str | None = None
    isolated: bool = False
    color: ColorChoice = "auto"
    quiet: bool = False
    statistics: bool = False
    fix: FixMode = field(default_factory=FixMode)
    exit_zero: bool = False
    force_exclude: bool = False
    show_files: bool = False
    show_unsafe: bool = False
    """``--unsafe-fixes`` alone: the report shows what the unsafe fixes would be, nothing is written."""
    docs_url: str | None = None
    """``--docs-url``: SARIF's ``helpUri`` for each rule, ``{code}`` and ``{slug}`` filled in."""
    """``--show-files``: list the files a run would check, check none."""
    stdin_filename: str | None = None
    max_file_size: int = 5 * 1024 * 1024
    game: Game | None = None
    """``--game``: the game of every deck, whatever its file says."""
    regulations: tuple[str, ...] = ()
    """``--regulation`` values (files, folders or list names); empty: each file's config decides."""
    no_regulation: bool = False
    """``--no-regulation``: construction rules only (no config's or default regulation either)."""
    jobs: int = 1
    """``--jobs``: processes that check the files (0: one per CPU); see :mod:`deckcheck.run.parallel`."""
    list_format: str | None = None
    """``report --list-format``: which lists apply (lflist.conf ``tcg``/``ocg``); else each deck's format."""
    force: bool = False
    """``--force``: an existing output file that is not a deckcheck report may be replaced."""
    written: tuple[str, ...] = ()
    """Files the run writes besides ``outputs`` (``report --output``): none of them may be one of its inputs."""


def default_format(environ: Mapping[str, str] | None = None) -> OutputFormat:
    """``github`` under GitHub Actions (``GITHUB_ACTIONS=true``), else ``text``."""
    env = os.environ if environ is None else environ
    return "github" if env.get("GITHUB_ACTIONS", "").lower() == "true" else "text"


def pair_outputs(
    formats: tuple[str, ...], files: tuple[str, ...], environ: Mapping[str, str] | None = None
) -> tuple[Output, ...]:
    """``-f`` and ``--output-file`` in pairs, in the order given: the n-th file gets the n-th format (the
    default format when no ``-f`` is given); one format more than files goes to standard output."""
    chosen = list(formats) or [default_format(environ)]
    if len(files) > len(chosen):
        if formats:
            raise OptionError(
                f"{len(files)} --output-file options but only {len(formats)} --output-format: give each file its format"
            )
        chosen = chosen * len(files)  # no -f at all: every file in the default format
    if len(chosen) > len(files) + 1:
        raise OptionError(
            f"{len(chosen)} --output-format options for {len(files)} --output-file: only one report can go "
            "to standard output"
        )
    outputs = [Output(fmt, file) for fmt, file in zip(chosen, files, strict=False)]  # type: ignore[arg-type]
    if len(chosen) > len(files):
        outputs.append(Output(chosen[-1]))  # type: ignore[arg-type]
    seen = [o.file for o in outputs if o.file]
    if len(set(map(os.path.abspath, seen))) != len(seen):
        raise OptionError("the same --output-file is given twice")
    return tuple(outputs)
