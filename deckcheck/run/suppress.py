"""Suppression comments: ``# deckcheck: ignore[rule, ...]`` on a line, ``# deckcheck: ignore-file[...]`` for the
whole file, in text and YAML decks alike. Rules are named by slug, code or code prefix; a code or a prefix names
those codes only (``BF202`` never reaches Yu-Gi-Oh!'s ``YG202``), a slug names that rule in every game.

Applied after the rules ran: a suppressed finding is dropped (and kept aside, so that a suppressed error shows
in the summary), and every named rule that suppressed nothing is an ``unused-suppression`` finding (like ruff's
RUF100), which ``--fix`` removes. A directive that breaks the form or a limit is reported too, and left to the
user. parse-error is never suppressed: an unreadable line is never skipped silently.
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from cardpool.record import Record
from cardpool.visible import QUOTE_LIMIT, clip, listing
from deckcheck.findings import Finding
from deckcheck.readers.data_lines import holds_token
from deckcheck.rules.selection import ALWAYS_ON
from deckcheck.run.directives import Directive, Token, from_comments, scan

__all__ = [
    "Directive", "Token", "Unused", "apply", "from_comments", "message", "replacement", "rewrite_line", "scan",
]  # fmt: skip


class Unused(Record):
    """A directive's tokens that suppressed nothing (all of them, or some), or a directive that cannot work."""

    __slots__ = ("directive", "tokens")
    directive: Directive
    tokens: tuple[Token, ...]

    def __init__(self, directive: Directive, tokens: tuple[Token, ...]) -> None:
        self._fill(directive, tokens)


Place = tuple[int, int]
"""(directive index, token index)."""


def _index(directives: list[Directive]) -> tuple[dict[str, list[Place]], dict[tuple[int, str], list[Place]]]:
    """Who suppresses what: by code for ``ignore-file``, by (line, code) for a line's ``ignore``."""
    whole: dict[str, list[Place]] = {}
    by_line: dict[tuple[int, str], list[Place]] = {}
    for d_index, directive in enumerate(directives):
        for t_index, token in enumerate(directive.tokens):
            for code in token.codes:
                if directive.whole_file:
                    whole.setdefault(code, []).append((d_index, t_index))
                else:
                    by_line.setdefault((directive.line, code), []).append((d_index, t_index))
    return whole, by_line


def apply(
    findings: Iterable[Finding], directives: list[Directive], enabled: Set[str]
) -> tuple[list[Finding], list[Unused], list[Finding]]:
    """The findings that stay, the unused parts of the directives, and the findings suppressed.

    ``enabled`` holds the codes of the rules that run here: a token naming only rules that do not run is not
    reported as unused (it cannot fire). Each finding costs a lookup or two, however many directives there are.
    """
    whole, by_line = _index(directives)
    kept: list[Finding] = []
    suppressed: list[Finding] = []
    used: set[Place] = set()
    marked: set[tuple[int, str]] = set()  # (line or 0 for the whole file, code) already marked used
    for finding in findings:
        places: list[Place] = []
        if finding.code not in ALWAYS_ON:
            keys = [(0, finding.code)] + ([(finding.line, finding.code)] if finding.line else [])
            for key in keys:
                found = whole.get(key[1], []) if key[0] == 0 else by_line.get(key, [])
                if found and key not in marked:
                    marked.add(key)
                    used.update(found)
                places += found[:1]
        (suppressed if places else kept).append(finding)
    unused: list[Unused] = []
    for d_index, directive in enumerate(directives):
        if directive.problem is not None:
            unused.append(Unused(directive, ()))
            continue
        idle = tuple(
            token
            for t_index, token in enumerate(directive.tokens)
            if (d_index, t_index) not in used and (not token.codes or token.codes & enabled)
        )
        if idle or not directive.tokens:
            unused.append(Unused(directive, idle))
    return kept, unused, suppressed


def _names(tokens: Iterable[Token]) -> str:
    """``'a', 'b' and 3 more``: ten names at most, each clipped, in quotes; a name that holds a key or token
    (``ignore[ghp_...]``) is never quoted (:func:`~deckcheck.readers.data_lines.holds_token`)."""
    return listing((_name(t.text) for t in tokens), each=QUOTE_LIMIT + 5)


def _name(text: str) -> str:
    return "a name holding a key or token (not quoted)" if holds_token(text) else f"'{clip(text)}'"


def message(unused: Unused) -> str:
    """DC100's message: each kind of unused name once, its names listed and clipped (``and N more``)."""
    directive = unused.directive
    kind = "ignore-file" if directive.whole_file else "ignore"
    if directive.problem is not None:
        return directive.problem
    if not directive.tokens:
        return f"'# deckcheck: {kind}[]' names no rule"
    unknown = [t for t in unused.tokens if not t.codes]
    locked = [t for t in unused.tokens if t.codes and t.codes <= ALWAYS_ON]
    idle = [t for t in unused.tokens if t.codes and not t.codes <= ALWAYS_ON]
    parts = []
    if unknown:
        parts.append(f"{_names(unknown)} is not a rule" if len(unknown) == 1 else f"{_names(unknown)} are not rules")
    if locked:
        parts.append(f"{_names(locked)}: parse-error cannot be suppressed")
    if idle:
        where = "in this file" if directive.whole_file else "on this line"
        verb = "suppresses" if len(idle) == 1 else "suppress"
        parts.append(f"{_names(idle)} {verb} nothing {where}")
    return f"unused suppression: {'; '.join(parts)}"


def replacement(unused: Unused) -> str | None:
    """What ``--fix`` makes of an unused suppression (its finding's ``fix``): the directive with the names still in
    use, ``""`` when it goes, ``None`` for one that cannot work (left to the user)."""
    directive = unused.directive
    if directive.problem is not None:
        return None
    keep = [t.text for t in directive.tokens if t not in unused.tokens]
    if not keep:
        return ""
    return f"# deckcheck: {'ignore-file' if directive.whole_file else 'ignore'}[{', '.join(keep)}]"


def _lead(piece: str) -> str | None:
    """The first character of ``piece`` that is not blank, if any."""
    stripped = piece.lstrip()
    return stripped[0] if stripped else None


def rewrite_line(line: str, unused: list[Unused]) -> str | None:
    """``line`` without its unused suppressions (``None`` when the line held only the comment and goes).

    A directive that cannot work (no brackets, no ``]``, over a limit) is left as it is: what was meant is the
    user's to say. One pass from the right, each character copied once, however many directives the line holds.
    """
    tail: list[str] = []  # the rewritten rest of the line, last piece first
    lead: str | None = None  # the first character of that rest that is not blank
    cut = len(line)  # line[cut:] is in ``tail``
    for item in sorted((u for u in unused if u.directive.problem is None), key=lambda u: -u.directive.start):
        d = item.directive
        between = line[d.end : cut]
        tail.append(between)
        lead = _lead(between) or lead
        cut = d.start
        kept = replacement(item)
        if kept:
            tail.append(kept)
            lead = "#"
        elif lead == "#":  # another comment follows: it takes the place
            while tail and not tail[-1].strip():
                tail.pop()
            tail[-1] = tail[-1].lstrip()
        elif lead is not None:  # more comment text follows: it stays a comment
            tail.append("#")
            lead = "#"
        else:
            while cut > 0 and line[cut - 1] in " \t":
                cut -= 1
    rewritten = line[:cut] + "".join(reversed(tail))
    return None if not rewritten.strip() else rewritten
