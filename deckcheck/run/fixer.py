"""``check --fix``: rewrite recognised-but-misspelled names to their printed form.

Only the name tokens that a fixable finding points at change; every other
byte of the file (comments, spacing, line endings, BOM, encoding) is kept.
The new bytes are written by :func:`cardpool.atomic.write_file` (beside the
old file, moved over it with one :func:`os.replace`, through symlinks, keeping
owner and mode), so a crash, a full disk or a kill leaves either the old file
or the new one, never a mix.
"""

from __future__ import annotations

import codecs
import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace

from cardpool.lines import split_lines
from cardpool.visible import clip
from cardpool.yamlsafe import YamlError, YMap, YNode, YScalar, YSeq, compose
from deckcheck.findings import Finding, quote
from deckcheck.readers.markup import COMMENT
from deckcheck.readers.source import Decoded, lead_marks

_COUNT_TOKEN = re.compile(
    r"(?<![^\W_])(?!(?<=\w-)[x×]?\d{1,3}[x×]?[ \t]+[^\W\d_])[x×]?\d{1,3}[x×]?(?![^\W_])", re.IGNORECASE
)
"""A number standing on its own (``4``, ``4x``, ``x4``, ``[4]``, ``- 4``, ``Name-4``): a count, when a line's count
form is one the reader does not know and the whole line was read as a name; but not one joined to a word by a hyphen
with more of the name after it (``K9-00 Lupis``: the slashed zeros of ``K9-ØØ Lupis`` typed as digits)."""


@dataclass(frozen=True, slots=True)
class Edit:
    line: int
    column: int
    old: str
    new: str
    repeats: int = 0
    """Set on an edit left undone: the line of the YAML key its new name would have repeated."""


def decode_for_fix(data: bytes) -> tuple[str, str, bytes]:
    """Text, codec and BOM of a file that the readers accepted."""
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8"), "utf-8", codecs.BOM_UTF8
    if data.startswith(codecs.BOM_UTF16_LE):
        return data[2:].decode("utf-16-le"), "utf-16-le", codecs.BOM_UTF16_LE
    if data.startswith(codecs.BOM_UTF16_BE):
        return data[2:].decode("utf-16-be"), "utf-16-be", codecs.BOM_UTF16_BE
    try:
        return data.decode("utf-8"), "utf-8", b""
    except UnicodeDecodeError:  # the readers' Windows-1252 fallback: write it back the same way
        return data.decode("cp1252"), "cp1252", b""


def _scalars(node: YNode | None) -> list[str]:
    """Every scalar's text in a small node tree (a probe line's keys, values and items)."""
    if isinstance(node, YScalar):
        return [node.value]
    if isinstance(node, YSeq):
        return [text for item in node.items for text in _scalars(item)]
    if isinstance(node, YMap):
        return [text for key, value in node.pairs for text in _scalars(key) + _scalars(value)]
    return []


def _reads_back(line: str, new: str, whole: bool) -> bool:
    """Whether the edited ``line``, read as YAML on its own, holds ``new`` intact.

    ``whole``: the name is a whole scalar (a key or a value), else part of a list item ("4 Name").
    """
    try:
        root = compose(line.strip())
    except YamlError:
        return False
    found = _scalars(root)
    return new in found if whole else any(text.endswith(new) or new in text for text in found)


def _yaml_token(line: str, start: int, written: str, new: str) -> tuple[int, str] | None:
    """The length of the YAML token at ``start`` and what replaces it, or ``None`` when no safe edit exists.

    Each candidate (the name plain, then double-quoted where the name is a whole scalar) is tried on the
    line, and kept only if the line still reads as YAML with the new name intact: a name that starts
    with a quote, or holds ": ", can never silently break the file.
    """
    head = line[start:]
    quoted = json.dumps(new, ensure_ascii=False)
    candidates: list[tuple[int, str, bool]] = []
    if head.startswith(written):  # a plain token (or a name inside a plain list item)
        rest = head[len(written) :]
        before = line[:start].rstrip()
        whole = rest.lstrip().startswith(":") or before.endswith(":") or (before.endswith("-") and not rest.strip())
        candidates.append((len(written), new, whole))
        if whole:
            candidates.append((len(written), quoted, True))
        if "'" in new:  # inside a single-quoted item ('Harpie’s Feather Duster x1'): YAML writes ' as ''
            candidates.append((len(written), new.replace("'", "''"), whole))
        if '"' in new:  # inside a double-quoted one: as \"
            candidates.append((len(written), quoted[1:-1], whole))
    else:
        for quote in ('"', "'"):
            if head.startswith(quote):
                end = head.find(quote, 1)
                if end != -1 and head[1:end] == written:
                    candidates.append((end + 1, quoted, True))
    for length, replacement, whole in candidates:
        if _reads_back(line[:start] + replacement + line[start + length :], new, whole):
            return length, replacement
    return None


_BREAKS_LINES = frozenset({"Cc", "Zl", "Zp"})
"""Line breaks (YAML's NEL, LS and PS too) and control characters: never written into a deck (a tab that the name
as written holds, ``NUMBER<TAB>Name`` in a table row, is kept)."""


def _keeps_structure(edited: str, end: int, replacement: str, *, yaml: bool) -> bool:
    """Whether an edited line still has the file's line structure: no new line break or control character,
    and (in a text deck) no comment marker that would cut the new name, which ends at ``end``, short."""
    if not replacement.isprintable() and any(
        unicodedata.category(ch) in _BREAKS_LINES and ch != "\t" for ch in replacement
    ):
        return False
    if yaml:
        return True  # the YAML edit is read back by _yaml_token
    comment = COMMENT.search(edited)
    return comment is None or comment.start() >= end


def _cell_breaking(edit: Edit) -> bool:
    """Whether ``edit`` would change a CSV row's cells: a comma or a quote in the name it writes or in the text it
    replaces (``,Dragoenergy,``, a row the reader could not split, read whole)."""
    return any(ch in text for text in (edit.old, edit.new) for ch in ',"')


def dropped_count(edit: Edit) -> str | None:
    """The count-like number ``edit`` would remove from the line, as digits (``[3]`` -> ``3``); else ``None``. The
    digits of an HTML entity (``Harpie&#39;s``) are none."""
    old = unicodedata.normalize("NFKC", edit.old)  # a full-width "３ｘ" is the count "3x"
    if "&#" in old:
        import html

        old = html.unescape(old)
    kept = _COUNT_TOKEN.findall(unicodedata.normalize("NFKC", edit.new).lower())
    for token in _COUNT_TOKEN.findall(old.lower()):
        if token not in kept:
            return "".join(ch for ch in token if ch.isdigit())
        kept.remove(token)
    return None


def drops_count(edit: Edit) -> bool:
    """Whether ``edit`` would remove a count-like number from the line (``Dragn Breth [4]`` -> ``Dragon Breath``).

    A line whose count form the reader does not know is read as one copy of a name that holds the count;
    a fix of that name would silently turn 4 copies into 1, so it is never made.
    """
    return dropped_count(edit) is not None


def skip_note(display: str, edit: Edit) -> str:
    """What ``--fix`` says about an edit it did not make."""
    where = f"{display}:{edit.line}:{edit.column}: --fix left {quote(clip(edit.old))} as it is: "
    if edit.repeats:
        return where + (
            f"{quote(clip(edit.new))} is already a key of this mapping (line {edit.repeats}): other YAML tools "
            "refuse a key written twice, or keep only its last value; add these copies to that line by hand"
        )
    count = dropped_count(edit)
    if count is not None:
        return where + (
            f"writing {quote(clip(edit.new))} would drop the number in it (a count?); write the count first "
            f"('{count} {clip(edit.new)}') and run --fix again"
        )
    return where + (
        f"{quote(clip(edit.new))} cannot be written there without changing the file's structure; edit it by hand"
    )


def plan_edits(findings: Iterable[Finding]) -> list[Edit]:
    """The edits that the fixable findings of one deck ask for (one per location)."""
    edits: dict[tuple[int, int], Edit] = {}
    for finding in findings:
        if finding.fix and finding.card and finding.line and finding.column:
            edits.setdefault(
                (finding.line, finding.column), Edit(finding.line, finding.column, finding.card, finding.fix)
            )
    return [edits[key] for key in sorted(edits)]


def apply_edits(
    data: bytes, edits: list[Edit], *, yaml: bool, decoded: Decoded | None = None, csv: bool = False
) -> tuple[bytes, int, list[Edit]]:
    """The file's new bytes, how many edits were made, and the edits that could not be made safely.

    ``yaml`` says the file was read as YAML (whatever its name), so names are quoted where YAML needs it; ``csv``
    that it was read as a spreadsheet's CSV export, whose cells take no name holding a comma or a quote as it is.
    ``decoded`` is ``data`` as the reader decoded it (:meth:`Decoded.for_fix`): the file is not decoded again.
    """
    text, codec, bom = decoded.for_fix() if decoded is not None and decoded.text is not None else decode_for_fix(data)
    lines, breaks = split_lines(text)  # the reader's lines: an edit's line number is the line it names
    made = 0
    skipped: list[Edit] = []
    for edit in sorted(edits, key=lambda e: (e.line, -e.column)):
        if edit.line > len(lines) or drops_count(edit):
            skipped.append(edit)
            continue
        marks = lead_marks(lines[edit.line - 1])  # a BOM the reader dropped (two files joined): kept, no column
        lead, line = lines[edit.line - 1][:marks], lines[edit.line - 1][marks:]
        start = edit.column - 1
        if yaml:
            token = None
            if start > 0 and line[start - 1] in "'\"":  # a quoted name: its column is after the quote
                token = _yaml_token(line, start - 1, edit.old, edit.new)
                start -= token is not None
            token = token or _yaml_token(line, start, edit.old, edit.new)
            if token is None:
                skipped.append(edit)
                continue
            length, replacement = token
        else:
            if line[start : start + len(edit.old)] != edit.old or (csv and _cell_breaking(edit)):
                skipped.append(edit)
                continue
            length, replacement = len(edit.old), edit.new
        edited = line[:start] + replacement + line[start + length :]
        if not _keeps_structure(edited, start + len(replacement), replacement, yaml=yaml):
            skipped.append(edit)
            continue
        lines[edit.line - 1] = lead + edited
        made += 1
    if not made:
        return data, 0, skipped
    rebuilt = "".join(line + (breaks[i] if i < len(breaks) else "") for i, line in enumerate(lines))
    repeats = _repeated_keys(rebuilt, edits) if yaml else {}
    if repeats:  # made again without the renames that would write a key twice
        kept = [edit for edit in edits if (edit.line, edit.column) not in repeats]
        fixed, made, others = apply_edits(data, kept, yaml=yaml, decoded=decoded, csv=csv)
        undone = [replace(edit, repeats=repeats[edit.line, edit.column]) for edit in edits if edit not in kept]
        return fixed, made, sorted(others + undone, key=lambda e: (e.line, e.column))
    try:
        return bom + rebuilt.encode(codec), made, skipped
    except UnicodeEncodeError:  # a printed name Windows-1252 cannot hold (a star, say): change nothing
        return data, 0, sorted(edits, key=lambda e: (e.line, e.column))


def _repeated_keys(text: str, edits: list[Edit]) -> dict[tuple[int, int], int]:
    """The edits (by line and column) that renamed a YAML key into another key of the same mapping, each with the
    line of the key that stays: the unedited one, else the first. PyYAML and most YAML tools refuse or silently
    drop a repeated key, so ``--fix`` never writes one (deckcheck itself reads both)."""
    at = {(edit.line, edit.column) for edit in edits}
    try:
        root = compose(text)
    except YamlError:  # not made worse by a rename the reader accepted: nothing to say
        return {}
    repeats: dict[tuple[int, int], int] = {}
    nodes: list[YNode | None] = [root]
    while nodes:
        node = nodes.pop()
        if isinstance(node, YSeq):
            nodes.extend(node.items)
        elif isinstance(node, YMap):
            keys: dict[str, list[tuple[int, int]]] = {}
            for key, value in node.pairs:
                nodes.append(value)
                if isinstance(key, YScalar):
                    spot = next(((key.line, c) for c in (key.column, key.column + 1) if (key.line, c) in at), None)
                    keys.setdefault(key.value, []).append(spot or (key.line, 0))
            for spots in keys.values():
                stays = next((spot for spot in spots if spot[1] == 0), spots[0])
                repeats.update((spot, stays[0]) for spot in spots if spot[1] and spot != stays)
    return repeats
