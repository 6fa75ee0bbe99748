"""What a GitHub Actions runner reads as workflow commands in a log: a model of its parser, for tests.

It follows ``ActionCommand.TryParseV2`` and ``TryParse`` of actions/runner: a line
(split at CR, LF or CRLF, as .NET's ``ReadLine`` does) whose text, after leading
white space is trimmed, starts with ``::`` is a command up to the next ``::``;
failing that, ``##[`` anywhere in the line starts an old-style command up to ``]``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COMMANDS = frozenset(
    {"add-mask", "add-matcher", "add-path", "debug", "echo", "endgroup", "error", "group", "notice"}
    | {"remove-matcher", "save-state", "set-env", "set-output", "stop-commands", "warning"}
)
"""Every command a runner knows (a line naming an unknown one is plain text)."""

_LINES = re.compile(r"\r\n|\r|\n")
_PROPERTY_ESCAPES = (("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%"))
_DATA_ESCAPES = (("%0D", "\r"), ("%0A", "\n"), ("%25", "%"))


@dataclass(frozen=True)
class Command:
    name: str
    properties: dict[str, str]
    data: str


def _unescape(text: str, escapes: tuple[tuple[str, str], ...]) -> str:
    for escaped, plain in escapes:
        text = text.replace(escaped, plain)
    return text


def _v2(line: str) -> Command | None:
    line = line.lstrip()  # .NET TrimStart: Unicode white space
    if not line.startswith("::"):
        return None
    end = line.find("::", 2)
    if end < 0:
        return None
    info = line[2:end]
    name, _, props = info.partition(" ")
    if name not in COMMANDS:
        return None
    properties: dict[str, str] = {}
    for prop in (p for p in props.strip().split(",") if p):
        key, sep, value = prop.partition("=")
        if sep and key and value:
            properties[key] = _unescape(value, _PROPERTY_ESCAPES)
    return Command(name, properties, _unescape(line[end + 2 :], _DATA_ESCAPES))


def _v1(line: str) -> Command | None:
    start = line.find("##[")
    if start < 0:
        return None
    end = line.find("]", start)
    if end < 0:
        return None
    name = line[start + 3 : end].partition(" ")[0]
    return Command(name, {}, line[end + 1 :]) if name in COMMANDS else None


def commands(log: str) -> list[Command]:
    """Every workflow command a runner would obey in ``log``."""
    found: list[Command] = []
    for line in _LINES.split(log):
        command = _v2(line) or _v1(line)
        if command is not None:
            found.append(command)
    return found
