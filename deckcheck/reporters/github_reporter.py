"""GitHub Actions workflow commands: each finding becomes an annotation on the pull request's file.

The only lines that a runner reads as commands are the ``::error`` and ``::warning``
lines written here: properties and data are escaped as the runner unescapes them
(``%``, CR, LF; in properties also ``:`` and ``,``), and every other line starts
with a path shown by :func:`~cardpool.visible.line_start`, never with ``::``. Messages
and summaries show a path escaped (:func:`~cardpool.visible.visible`); ``file=`` holds
the real path, which the runner needs to find the file.
"""

from __future__ import annotations

from collections.abc import Sequence

from deckcheck.engine import DeckReport
from deckcheck.findings import plural
from deckcheck.reporters.levels import construction_only, effective_level, unchecked_list
from deckcheck.reporters.paths import under_root
from deckcheck.reporters.span import span
from deckcheck.reporters.text_reporter import suppressed_part
from deckcheck.reporters.visible import acted_on, line_start, visible


def _escape(text: str, *, prop: bool = False) -> str:
    text = visible(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if prop:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def _file(path: str) -> str:
    """The ``file=`` property: the real path, so that the runner attaches the annotation to the file, with only
    what the runner unescapes percent-encoded (``%``, CR, LF, ``:``, ``,``). The runner reads no other escape, so
    a path with a character a terminal acts on (escape, bidi: :func:`~cardpool.visible.acted_on`) gets no ``file=``
    at all (:func:`render_github`); another control character stays as it is (a property the log never shows); ``##[``,
    which the runner would read as a command anywhere in a line, is broken up (such a path attaches to no file)."""
    text = path.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A").replace(":", "%3A").replace(",", "%2C")
    return text.replace("##[", "##%5B")


def render_github(reports: Sequence[DeckReport], notes: Sequence[str] = (), root: str | None = None) -> str:
    """Annotations for the findings, a verdict line per deck, and the run's ``notes`` (a starter pool met
    names it does not know) as ``::notice`` annotations; an annotation's file is named from ``root`` (the
    runner's ``$GITHUB_WORKSPACE``, where it looks for the file whatever a step's ``working-directory``:
    :func:`~deckcheck.reporters.paths.under_root`; a file outside it as given)."""
    lines: list[str] = []
    for report in reports:
        for finding in report.findings:
            path = under_root(finding.path, root) or finding.path
            message = finding.message
            if not acted_on(path):
                props = [f"file={_file(path)}"]
            else:  # an escape, bidi or other control character: the runner would write it raw; named in the message
                props, message = [], f"{visible(path)}: {message}"
            if finding.line and props:
                place = span(finding)
                props.append(f"line={place.line}")
                if place.end_column is not None:
                    props.append(f"endLine={place.line}")
                props.append(f"col={place.column}")
                if place.end_column is not None:
                    props.append(f"endColumn={place.end_column}")
            props.append(f"title={_escape(f'{finding.code} {finding.rule}', prop=True)}")
            if finding.suggestions and finding.rule == "unknown-card":
                message += f" (did you mean: {'; '.join(finding.suggestions)})"
            severity = effective_level(finding, report)  # under --strict a warning fails the deck: ::error
            level = "notice" if severity == "note" else severity
            lines.append(f"::{level} {','.join(props)}::{_escape(message)}")
        verdict = report.verdict
        counts = ", ".join(
            plural(n, word)
            for n, word in ((report.deck_size, "card"), (report.errors, "error"), (report.warnings, "warning"))
        )
        unchecked = unchecked_list(report)
        counts += f"; {construction_only(unchecked)}" if unchecked else ""
        hidden = f" | {visible(suppressed_part(report))}" if report.suppressed else ""  # for the reviewer
        lines.append(f"{line_start(report.path)}: {verdict} ({counts}){hidden}")
    lines.extend(f"::notice title=deckcheck::{_escape(note)}" for note in notes)
    return "\n".join(lines) + "\n" if lines else ""
