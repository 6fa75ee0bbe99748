"""``check --fix``: rewrite recognised-but-misspelled names to their printed form.

Only the name tokens that a fixable finding points at change; every other
byte of the file (comments, spacing, line endings, BOM, encoding) is kept.
The new file is written beside the old one and moved over it with
:func:`os.replace`, so a crash, a full disk or a kill leaves either the old
file or the new one, never a mix.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import re
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass

from cardpool.yamlsafe import YamlError, YMap, YScalar, YSeq, compose
from deckcheck.findings import Finding

_LINE_BREAK = re.compile(r"(\r\n|\r|\n)")


@dataclass(frozen=True, slots=True)
class Edit:
    line: int
    column: int
    old: str
    new: str


class FixError(Exception):
    """The fixed file could not be written; the original is untouched."""


def _decode(data: bytes) -> tuple[str, str, bytes]:
    """Text, codec and BOM of a file that the readers accepted."""
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8"), "utf-8", codecs.BOM_UTF8
    if data.startswith(codecs.BOM_UTF16_LE):
        return data[2:].decode("utf-16-le"), "utf-16-le", codecs.BOM_UTF16_LE
    if data.startswith(codecs.BOM_UTF16_BE):
        return data[2:].decode("utf-16-be"), "utf-16-be", codecs.BOM_UTF16_BE
    return data.decode("utf-8"), "utf-8", b""


def _plain_yaml_ok(name: str, as_key: bool) -> bool:
    """Whether ``name`` reads back as the same string when written as a plain YAML scalar."""
    probe = f"{name}: 1" if as_key else f"- 1 {name}"
    try:
        root = compose(probe)
    except YamlError:
        return False
    if as_key:
        return (
            isinstance(root, YMap)
            and len(root.pairs) == 1
            and isinstance(root.pairs[0][0], YScalar)
            and root.pairs[0][0].value == name
            and root.pairs[0][0].tag.endswith(":str")
        )
    return (
        isinstance(root, YSeq)
        and len(root.items) == 1
        and isinstance(root.items[0], YScalar)
        and root.items[0].value == f"1 {name}"
    )


def _yaml_token(line: str, start: int, written: str, new: str) -> tuple[int, str] | None:
    """The length of the YAML token at ``start`` and what replaces it, or ``None`` when unsure."""
    head = line[start:]
    quoted = json.dumps(new, ensure_ascii=False)
    if head.startswith(written) and not head.startswith(("'", '"')):
        as_key = head[len(written) :].lstrip().startswith(":")
        if _plain_yaml_ok(new, as_key):
            return len(written), new
        return (len(written), quoted) if as_key else None
    for quote in ('"', "'"):
        if head.startswith(quote):
            end = head.find(quote, 1)
            if end != -1 and head[1:end] == written:
                return end + 1, quoted
    return None


def plan_edits(findings: Iterable[Finding]) -> list[Edit]:
    """The edits that the fixable findings of one deck ask for (one per location)."""
    edits: dict[tuple[int, int], Edit] = {}
    for finding in findings:
        if finding.fix and finding.card and finding.line and finding.column:
            edits.setdefault(
                (finding.line, finding.column), Edit(finding.line, finding.column, finding.card, finding.fix)
            )
    return [edits[key] for key in sorted(edits)]


def apply_edits(data: bytes, edits: list[Edit], *, yaml: bool) -> tuple[bytes, int]:
    """The file's new bytes and how many edits were made; edits that do not match exactly are skipped.

    ``yaml`` says the file was read as YAML (whatever its name), so names are quoted where YAML needs it.
    """
    text, codec, bom = _decode(data)
    parts = _LINE_BREAK.split(text)
    lines, breaks = parts[0::2], parts[1::2]
    made = 0
    for edit in sorted(edits, key=lambda e: (e.line, -e.column)):
        if edit.line > len(lines):
            continue
        line = lines[edit.line - 1]
        start = edit.column - 1
        if yaml:
            token = _yaml_token(line, start, edit.old, edit.new)
            if token is None:
                continue
            length, replacement = token
        else:
            if line[start : start + len(edit.old)] != edit.old:
                continue
            length, replacement = len(edit.old), edit.new
        lines[edit.line - 1] = line[:start] + replacement + line[start + length :]
        made += 1
    if not made:
        return data, 0
    rebuilt = "".join(line + (breaks[i] if i < len(breaks) else "") for i, line in enumerate(lines))
    return bom + rebuilt.encode(codec), made


def write_atomically(path: str, data: bytes) -> None:
    """Replace ``path`` with ``data`` via a temporary file in the same directory and ``os.replace``."""
    directory = os.path.dirname(os.path.abspath(path))
    try:
        mode = os.stat(path).st_mode & 0o7777
        fd, temp = tempfile.mkstemp(dir=directory, prefix=f".{os.path.basename(path)}.", suffix=".tmp")
    except OSError as exc:
        raise FixError(f"{path}: cannot write the fixed file: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise FixError(
            f"{path}: cannot write the fixed file, the original is unchanged: {exc.strerror or exc}"
        ) from None
