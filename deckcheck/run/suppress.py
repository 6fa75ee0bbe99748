"""Suppression comments: ``# deckcheck: ignore[rule, ...]`` on a line, ``# deckcheck: ignore-file[...]`` for the
whole file, in text and YAML decks alike. Rules are named by slug, code or code prefix.

Applied after the rules ran: a suppressed finding is dropped, and every named rule that suppressed nothing is
an ``unused-suppression`` finding (like ruff's RUF100), which ``--fix`` removes. parse-error is never
suppressed: an unreadable line is never skipped silently.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from deckcheck.findings import Finding
from deckcheck.run.selection import ALWAYS_ON, SelectorError, rules_for

_DIRECTIVE = re.compile(r"(?:^|(?<=\s))#\s*deckcheck:\s*(?P<kind>ignore-file|ignore)\[(?P<body>[^\]\n]*)\]", re.I)


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    slugs: frozenset[str]
    """The codes of the rules it names (empty for a name that is no rule)."""


@dataclass(frozen=True, slots=True)
class Directive:
    line: int
    start: int
    """0-based offset of the ``#`` in the line."""
    end: int
    """0-based offset just past the ``]``."""
    whole_file: bool
    tokens: tuple[Token, ...]


def _token(text: str) -> Token:
    try:
        return Token(text, rules_for(text))
    except SelectorError:
        return Token(text, frozenset())


def scan(text: str) -> list[Directive]:
    """Every suppression comment in a decoded deck (lines split on ``\\n``), in file order."""
    folded = text.lower()  # the marker is case-insensitive, as ruff's NOQA: "# DECKCHECK: IGNORE[...]"
    if "deckcheck" not in folded:  # the per-deck path stays lean for files without any
        return []
    found: list[Directive] = []
    for number, (line, low) in enumerate(zip(text.split("\n"), folded.split("\n"), strict=False), start=1):
        if "deckcheck" not in low:
            continue
        for match in _DIRECTIVE.finditer(line):
            tokens = tuple(_token(t.strip()) for t in match["body"].split(",") if t.strip())
            found.append(Directive(number, match.start(), match.end(), match["kind"].lower() == "ignore-file", tokens))
    return found


@dataclass(frozen=True, slots=True)
class Unused:
    """A directive's tokens that suppressed nothing (all of them, or some)."""

    directive: Directive
    tokens: tuple[Token, ...]


def apply(
    findings: Iterable[Finding], directives: list[Directive], enabled: frozenset[str]
) -> tuple[list[Finding], list[Unused]]:
    """The findings that stay, and the unused parts of the directives.

    A token naming a rule that does not run here (``enabled``) is not reported as unused: it cannot fire.
    """
    kept: list[Finding] = []
    used: set[tuple[int, int, int]] = set()  # (line, start, token index)
    by_line: dict[int, list[Directive]] = {}
    whole = [d for d in directives if d.whole_file]
    for directive in directives:
        if not directive.whole_file:
            by_line.setdefault(directive.line, []).append(directive)
    for finding in findings:
        suppressed = False
        if finding.code not in ALWAYS_ON:
            candidates = (by_line.get(finding.line, []) if finding.line else []) + whole
            for directive in candidates:
                for i, token in enumerate(directive.tokens):
                    if finding.code in token.slugs:
                        used.add((directive.line, directive.start, i))
                        suppressed = True
        if not suppressed:
            kept.append(finding)
    unused: list[Unused] = []
    for directive in directives:
        idle = tuple(
            token
            for i, token in enumerate(directive.tokens)
            if (directive.line, directive.start, i) not in used and (not token.slugs or token.slugs & enabled)
        )
        if idle or not directive.tokens:
            unused.append(Unused(directive, idle))
    return kept, unused


def message(unused: Unused) -> str:
    kind = "ignore-file" if unused.directive.whole_file else "ignore"
    if not unused.directive.tokens:
        return f"'# deckcheck: {kind}[]' names no rule"
    parts = []
    for token in unused.tokens:
        if not token.slugs:
            parts.append(f"'{token.text}' is not a rule")
        elif token.slugs <= ALWAYS_ON:
            parts.append(f"'{token.text}': parse-error cannot be suppressed")
        else:
            where = "in this file" if unused.directive.whole_file else "on this line"
            parts.append(f"'{token.text}' suppresses nothing {where}")
    return f"unused suppression: {'; '.join(parts)}"


def rewrite_line(line: str, unused: list[Unused]) -> str | None:
    """``line`` without its unused suppressions (``None`` when the line held only the comment and goes)."""
    for item in sorted(unused, key=lambda u: -u.directive.start):
        d = item.directive
        keep = [t.text for t in d.tokens if t not in item.tokens]
        if keep:
            kind = "ignore-file" if d.whole_file else "ignore"
            line = line[: d.start] + f"# deckcheck: {kind}[{', '.join(keep)}]" + line[d.end :]
        elif line[d.end :].lstrip().startswith("#"):  # another comment follows: it takes the place
            line = line[: d.start] + line[d.end :].lstrip()
        elif line[d.end :].strip():  # more comment text follows: it stays a comment
            line = line[: d.start] + "#" + line[d.end :]
        else:
            line = line[: d.start].rstrip(" \t") + line[d.end :]
    return None if not line.strip() else line
