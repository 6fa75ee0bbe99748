"""Glob patterns for ``include``, ``exclude`` and ``per-file-ignores``.

A pattern without ``/`` matches a name: the file's name, or (for ``exclude`` and ``per-file-ignores``) the
name of any directory it is in, so ``old`` excludes every ``old/`` directory. A pattern with ``/`` matches
the path relative to the directory of the config file (or the current directory), from its start; ``**``
stands for any number of directories, ``*`` and ``?`` never cross a ``/``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

# ---- the matcher (replaces the translated regex, which backtracked: "*a*a*a*a*b" on a long name took hours)
_LIT, _ONE, _CLASS, _STAR, _ANY, _DIRS = range(6)


class _Glob:
    """A glob as a list of tokens, matched by simulating all positions at once (Thompson's construction):
    time ``len(pattern) * len(text)``, whatever the pattern, never backtracking."""

    def __init__(self, tokens: list[tuple[int, Any]]) -> None:
        self.tokens = tokens
        self._plain = _plain_shape(tokens)

    def _close(self, states: set[tuple[int, int]]) -> set[tuple[int, int]]:
        """Add what is reachable without reading a character: a star, ``**`` and ``**/`` may match nothing."""
        todo = list(states)
        while todo:
            index, inner = todo.pop()
            if index < len(self.tokens) and self.tokens[index][0] in (_STAR, _ANY, _DIRS) and inner == 0:
                following = (index + 1, 0)
                if following not in states:
                    states.add(following)
                    todo.append(following)
        return states

    def fullmatch(self, text: str) -> bool:
        if self._plain is not None:  # a literal name or ``*.suffix``: the answer the simulation gives, directly
            star, literal = self._plain
            if not star:
                return text == literal
            return text.endswith(literal) and "/" not in text[: len(text) - len(literal)]
        states = self._close({(0, 0)})
        for ch in text:
            following: set[tuple[int, int]] = set()
            for index, _inside in states:
                if index == len(self.tokens):
                    continue
                kind, arg = self.tokens[index]
                if kind == _LIT:
                    if ch == arg:
                        following.add((index + 1, 0))
                elif kind == _ONE:
                    if ch != "/":
                        following.add((index + 1, 0))
                elif kind == _CLASS:
                    if arg.fullmatch(ch):
                        following.add((index + 1, 0))
                elif kind == _STAR:
                    if ch != "/":
                        following.add((index, 0))
                elif kind == _ANY:
                    following.add((index, 0))
                else:  # _DIRS, "(?:[^/]*/)*": whole directories; inner 1 while inside one
                    following.add((index, 0 if ch == "/" else 1))
            if not following:
                return False
            states = self._close(following)
        return (len(self.tokens), 0) in states


def _plain_shape(tokens: list[tuple[int, Any]]) -> tuple[bool, str] | None:
    """``(False, name)`` for a pattern of literals only, ``(True, suffix)`` for a star then literals (the default
    ``include`` and ``exclude`` are all such), else ``None``: a walk matches every file name against them."""
    star = bool(tokens) and tokens[0][0] == _STAR
    rest = tokens[1:] if star else tokens
    if any(kind != _LIT for kind, _ in rest):
        return None
    return star, "".join(arg for _, arg in rest)


class GlobError(ValueError):
    """A pattern that is no glob (a bracket class such as ``[z-a]``)."""


@cache
def _compile(pattern: str) -> _Glob:
    """The matcher of one pattern, compiled once per run: the config's patterns are bounded in number and
    length (:mod:`deckcheck.config.bounds`), so the cache is too."""
    tokens: list[tuple[int, Any]] = []
    i, n = 0, len(pattern)
    while i < n:
        if pattern.startswith("**/", i):
            tokens.append((_DIRS, None))
            i += 3
        elif pattern.startswith("**", i):
            tokens.append((_ANY, None))
            i += 2
        elif pattern[i] == "*":
            if not (tokens and tokens[-1][0] == _STAR):  # "a**b" is not "**" here, and "*" twice is one
                tokens.append((_STAR, None))
            i += 1
        elif pattern[i] == "?":
            tokens.append((_ONE, None))
            i += 1
        elif pattern[i] == "[" and "]" in pattern[i + 2 :]:
            end = pattern.index("]", i + 2)
            body = pattern[i + 1 : end]
            try:
                regex = re.compile("[" + ("^" + body[1:] if body.startswith("!") else body).replace("\\", "\\\\") + "]")
            except re.error as exc:
                raise GlobError(f"the class [{body[:40]}] is not valid: {exc.msg}") from None
            tokens.append((_CLASS, regex))
            i = end + 1
        else:
            tokens.append((_LIT, pattern[i]))
            i += 1
    return _Glob(tokens)


def relative(path: str | Path, root: Path) -> str:
    """``path`` relative to ``root`` with ``/`` separators (absolute when it lies outside ``root``)."""
    absolute = os.path.abspath(path)
    rel = os.path.relpath(absolute, root) if os.path.splitdrive(absolute)[0] == os.path.splitdrive(str(root))[0] else ""
    if not rel or rel.startswith(".."):
        rel = absolute
    return rel.replace(os.sep, "/")


@cache
def _prepared(pattern: str) -> tuple[_Glob, bool, bool] | None:
    """A pattern as matched: its matcher, whether it names directories only (a trailing ``/``), and whether
    it is anchored (holds a ``/``)."""
    pattern = pattern.strip().removeprefix("./")
    dir_only = pattern.endswith("/")
    pattern = pattern.rstrip("/")
    return (_compile(pattern), dir_only, "/" in pattern) if pattern else None


def check(pattern: str) -> None:
    """Raise :class:`GlobError` when ``pattern`` cannot be matched (config files are checked with it)."""
    _prepared(pattern)


def matches(pattern: str, rel: str, *, name_only: bool = False) -> bool:
    """Whether the relative path ``rel`` matches ``pattern``; ``name_only`` matches a slash-less pattern
    against the file's own name only (``include``), not its directories'."""
    prepared = _prepared(pattern)
    if prepared is None:
        return False
    regex, dir_only, anchored = prepared
    parts = rel.split("/")
    if not anchored:
        names = parts[-1:] if name_only else (parts[:-1] if dir_only else parts)
        return any(regex.fullmatch(name) for name in names)
    if name_only:
        return bool(regex.fullmatch(rel))
    # Anchored: the whole path, or a leading directory of it (everything below an excluded directory).
    prefixes = ["/".join(parts[:k]) for k in range(1, len(parts) + 1)]
    if dir_only:
        prefixes = prefixes[:-1]
    return any(regex.fullmatch(prefix) for prefix in prefixes)


def any_match(patterns: tuple[str, ...], rel: str, *, name_only: bool = False) -> bool:
    return any(matches(p, rel, name_only=name_only) for p in patterns)


def _all_prepared(patterns: tuple[str, ...]) -> Iterator[tuple[_Glob, bool, bool]]:
    """Each pattern that can match anything, prepared (:func:`_prepared`): its glob, whether it is for folders only,
    and whether it is anchored (holds a ``/``)."""
    for pattern in patterns:
        prepared = _prepared(pattern)
        if prepared is not None:
            yield prepared


def name_matcher(patterns: tuple[str, ...], folder: str) -> Callable[[str], bool]:
    """``name -> any_match(patterns, rel, name_only=True)`` (``include``) for the files of one folder, ``rel`` as
    for :func:`folder_matcher`: the patterns that are a literal name or ``*.suffix`` (the default ``include``)
    are answered by one set lookup and one ``str.endswith`` for them all; a ``*.suffix`` matches in any case
    (``BOB.YDK``), as the readers take a suffix."""
    prefix = "" if folder == "." else folder.rstrip("/") + "/"
    names: set[str] = set()
    suffixes: list[str] = []
    by_name: list[_Glob] = []
    by_path: list[_Glob] = []
    for glob, _, anchored in _all_prepared(patterns):
        if anchored:
            by_path.append(glob)
        elif glob._plain is None:
            by_name.append(glob)
        else:  # a file's name holds no "/": the plain answer is the literal, or the suffix
            star, literal = glob._plain
            (suffixes.append if star else names.add)(literal)
    ends = tuple(suffixes)
    folded = tuple({suffix.casefold() for suffix in suffixes})

    def matched(name: str) -> bool:
        if name in names or name.endswith(ends) or any(glob.fullmatch(name) for glob in by_name):
            return True
        if folded and name.casefold().endswith(folded):  # "BOB.YDK", "Mia.Txt": a suffix in any case, as Windows
            return True
        return bool(by_path) and any(glob.fullmatch(prefix + name) for glob in by_path)

    return matched


def folder_matcher(patterns: tuple[str, ...], folder: str) -> Callable[[str], bool]:
    """``name -> any_match(patterns, rel)`` for the files of one folder, where ``rel`` is ``name`` when ``folder``
    is ``"."``, else ``folder`` (``/``-separated, trailing ``/`` dropped), ``/`` and ``name``: what depends on the
    folder alone (its names and leading paths, against every pattern) is matched once, not once a file."""
    head = "" if folder == "." else folder.rstrip("/")
    parts = [] if folder == "." else head.split("/")
    leading = ["/".join(parts[:k]) for k in range(1, len(parts) + 1)]
    by_name: list[_Glob] = []  # patterns that may still match a file's name, or (anchored) its whole path
    by_path: list[_Glob] = []
    for glob, dir_only, anchored in _all_prepared(patterns):
        if any(glob.fullmatch(text) for text in (leading if anchored else parts)):
            return lambda name: True
        if not dir_only:
            (by_path if anchored else by_name).append(glob)

    def matched(name: str) -> bool:
        if any(glob.fullmatch(name) for glob in by_name):
            return True
        return bool(by_path) and any(glob.fullmatch(f"{head}/{name}" if parts else name) for glob in by_path)

    return matched
