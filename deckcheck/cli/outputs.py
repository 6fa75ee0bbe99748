"""How ``deckcheck check`` reports: each output's format and file, and the choices every report shares."""

from __future__ import annotations

import os
from collections.abc import Mapping

from cardpool.record import Fields
from deckcheck.reporters import OutputFormat
from deckcheck.reporters.style import ColorChoice


class OptionError(ValueError):
    """Options that do not go together (a usage error)."""


class Output(Fields):
    format: OutputFormat
    file: str | None = None
    """``None``: standard output."""


class ReportChoices(Fields):
    """What ``check`` does with the run's outcome: the reports, how they look, the exit code."""

    outputs: tuple[Output, ...]
    color: ColorChoice = "auto"
    quiet: bool = False
    statistics: bool = False
    show_unsafe: bool = False
    """``--unsafe-fixes`` alone: the report shows what the unsafe fixes would be, nothing is written."""
    docs_url: str | None = None
    """``--docs-url``: SARIF's ``helpUri`` for each rule, ``{code}`` and ``{slug}`` filled in."""
    exit_zero: bool = False
    force: bool = False
    """``--force``: an existing output file that is not a deckcheck report may be replaced."""

    @property
    def files(self) -> tuple[str, ...]:
        """The files the reports are written to, in order."""
        return tuple(o.file for o in self.outputs if o.file)


def default_format(environ: Mapping[str, str] | None = None) -> OutputFormat:
    """``github`` under GitHub Actions (``GITHUB_ACTIONS=true``), else ``text``."""
    env = os.environ if environ is None else environ
    return "github" if env.get("GITHUB_ACTIONS", "").lower() == "true" else "text"


SUFFIX_FORMATS: tuple[tuple[str, OutputFormat], ...] = (
    (".sarif", "sarif"),
    (".sarif.json", "sarif"),
    (".json", "json"),
    (".xml", "junit"),
)
"""The report formats an output file's name says, without ``-f`` (``results.sarif``, ``report.json``,
``junit.xml``)."""


def format_of_name(file: str) -> OutputFormat | None:
    """The report format the end of ``file``'s name says (:data:`SUFFIX_FORMATS`); ``None`` for any other name."""
    name = os.path.basename(file).casefold()
    return next((fmt for suffix, fmt in SUFFIX_FORMATS if name.endswith(suffix) and name != suffix), None)


def pair_outputs(
    formats: tuple[str, ...], files: tuple[str, ...], environ: Mapping[str, str] | None = None
) -> tuple[Output, ...]:
    """``-f`` and ``--output-file`` in pairs, in the order given: the n-th file gets the n-th format (when no ``-f``
    is given, each file the format its name ends in, :func:`format_of_name`, else the default format); one format
    more than files goes to standard output."""
    chosen = list(formats) or [default_format(environ)]
    if len(files) > len(chosen) or (files and not formats):
        if formats:
            raise OptionError(
                f"{len(files)} --output-file options but only {len(formats)} --output-format: give each file its format"
            )
        chosen = [format_of_name(file) or chosen[0] for file in files]  # "-o results.sarif": a SARIF report
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
